"""The rules' dispatch: which actions each step allows, and which rule function carries each one out.

`PHASES` maps each decision step to the function listing its legal actions; `HANDLERS` maps each action
type to the steps it belongs to and the rule function that carries it out; `AUTO` maps each automatic step
(the order of a turn) to the rule function that carries it out, which `advance` runs until a decision is
due. `apply_in_place` first checks that the seat is the one to act and that the action is one
`legal_actions` allows (exactly, or a template's amount filled within its bounds), so an illegal action
raises `IllegalAction` naming the action and why, and changes nothing.
The protocol facade (`strategic.risk.game.RiskGame`) adds the copy, the codecs and the sub-games.
"""
from __future__ import annotations

from typing import Any, Callable, NoReturn, Sequence

from tactical.protocol import IllegalAction, UserError, allows, amount_fields

from . import domination, invade, manoeuvre, objectives, reinforce, setup, turn
from .actions import (Action, Attack, Battlefield, BuyMaester, BuyObjective, ClaimObjective, Defend, Deploy, Draw, EndBuy,
                      EndInvade, EndManoeuvre, EndReinforce, EndTurn, Invade, KeepObjective, Manoeuvre, MoveIn,
                      PlaceArmy, PlaceUnit, PlayMaester, ReturnObjective, Trade, TradeForUnit, UseCharacter)
from .common import Events, illegal
from .state import Phase, RiskState


def _nothing(state: RiskState) -> list[Any]:
    return []


PHASES: dict[Phase, Callable[[RiskState], list[Any]]] = {
    "setup_objectives": setup.legal_return,
    "claim": setup.legal_claim,
    "reinforce": reinforce.legal_reinforce,
    "cash_in": reinforce.legal_reinforce,
    "buy": domination.legal_buy,
    "keep_objective": domination.legal_keep,
    "invade": invade.legal_invade,
    "defend": invade.legal_defend,
    "battlefield": invade.legal_battlefield,
    "battle": _nothing,                 # paused on a sub-game: nobody acts until it is resumed
    "conquer": invade.legal_move_in,
    "manoeuvre": manoeuvre.legal_manoeuvre,
    "objective": objectives.legal_objective,
    "draw": turn.legal_draw,
    "over": _nothing,
}

CARD_PHASES: frozenset[Phase] = frozenset({"reinforce", "invade", "defend", "battlefield", "manoeuvre"})
Handler = Callable[[RiskState, Any, Events], None]


def _in(*phases: Phase) -> frozenset[Phase]:
    return frozenset(phases)


# action type -> the steps it belongs to and the rule function that carries it out
HANDLERS: dict[type[Action], tuple[frozenset[Phase], Handler]] = {
    PlaceArmy: (_in("claim"), setup.place_army),
    ReturnObjective: (_in("setup_objectives"), setup.return_objective),
    Trade: (_in("reinforce", "cash_in"), reinforce.trade),
    TradeForUnit: (_in("reinforce"), reinforce.trade_for_unit),
    Deploy: (_in("reinforce", "cash_in"), reinforce.deploy),
    PlaceUnit: (_in("reinforce"), reinforce.place_unit),
    EndReinforce: (_in("reinforce"), reinforce.end_reinforce),
    BuyMaester: (_in("buy"), domination.buy_maester),
    BuyObjective: (_in("buy"), domination.buy_objective),
    EndBuy: (_in("buy"), domination.end_buy),
    KeepObjective: (_in("keep_objective"), domination.keep_objective),
    PlayMaester: (CARD_PHASES, domination.play_maester),
    UseCharacter: (CARD_PHASES, domination.use_character),
    Attack: (_in("invade"), invade.attack),
    Invade: (_in("invade"), invade.invade),
    Defend: (_in("defend"), invade.defend),
    Battlefield: (_in("battlefield"), invade.choose_battlefield),
    MoveIn: (_in("conquer"), invade.move_in),
    EndInvade: (_in("invade"), invade.end_invade),
    Manoeuvre: (_in("manoeuvre"), manoeuvre.manoeuvre),
    EndManoeuvre: (_in("manoeuvre"), manoeuvre.end_manoeuvre),
    ClaimObjective: (_in("objective"), objectives.claim_objective),
    Draw: (_in("draw"), turn.draw),
    EndTurn: (_in("draw"), turn.end_turn_action),
}


# The order of a turn: each automatic step -> the rule function that carries it out and names the step
# that follows (turn.py). The phase modules end their steps by naming these, never by calling one another.
AUTO: dict[Phase, Callable[[RiskState, Events], None]] = {
    "turn_begin": turn.start_turn,                      # -> reinforce_begin
    "reinforce_begin": reinforce.begin_reinforce,       # -> reinforce (decisions)
    "reinforce_end": turn.after_reinforce,              # -> buy (Domination) or invade
    "buy_end": turn.after_buy,                          # characters ready again -> invade
    "manoeuvre_begin": manoeuvre.begin_manoeuvre,       # -> manoeuvre, or manoeuvre_end if nothing can move
    "manoeuvre_end": turn.after_manoeuvre,              # -> objective_begin (Domination) or draw_begin
    "objective_begin": objectives.begin_objective,      # -> objective, or draw_begin if none is achieved
    "draw_begin": turn.begin_draw,                      # -> draw, or the next house's turn_begin
}
MAX_AUTO = 1_000     # a rules bug that loops between automatic steps fails loudly instead of hanging


def advance(state: RiskState, events: Events) -> None:
    """Carry out automatic steps until a decision (or the end) is reached."""
    for _ in range(MAX_AUTO):
        step = AUTO.get(state.phase)
        if step is None:
            return
        step(state, events)
    raise RuntimeError(f"Risk rules: still in automatic steps after {MAX_AUTO} ({state.phase})")


def legal_actions(state: RiskState, seat: str) -> list[Any]:
    """Everything `seat` may do now (empty unless it is that seat's decision). A free amount of armies
    is one template with an `Amount` field."""
    if state.result is not None or seat != state.actor:
        return []
    actions = PHASES[state.phase](state)
    if state.rules == "domination" and state.phase in CARD_PHASES:
        actions = domination.legal_cards(state) + actions
    return actions


def apply_in_place(state: RiskState, seat: str, action: Action, legal: Sequence[Any] | None = None) -> Events:
    """Carry out `action` sent by `seat` on `state` itself (no copy: for runners that keep no old states,
    the benchmark, AI rollouts) and return the events. The legality check comes first and is the same
    as the copying `apply`'s, so an illegal action changes nothing. A runner that has just asked
    `legal_actions(state, seat)` for this very state may pass that list as `legal` so that it is not
    listed twice (a tenth of a benchmark game); the check against it is unchanged."""
    if state.result is None and seat == state.actor \
            and allows(legal_actions(state, seat) if legal is None else legal, action):
        events: Events = []
        HANDLERS[type(action)][1](state, action, events)
        if state.phase in AUTO:
            advance(state, events)
        return events
    refuse(state, seat, action)


def refuse(state: RiskState, seat: str, action: Any) -> NoReturn:
    """Raise IllegalAction naming why `seat` may not send `action` now (it is not one `legal_actions` allows)."""
    if state.result is not None:
        illegal(action, "the game is over")
    if seat != state.actor:
        illegal(action, f"it is {state.actor or 'nobody'}'s decision, not {seat}'s")
    entry = HANDLERS.get(type(action))
    if entry is None:
        illegal(action, "not a Risk action")
    if amount_fields(action):
        illegal(action, "fill in the amount with a number within its bounds")
    phases, handler = entry
    if state.phase not in phases:
        illegal(action, f"not allowed in the {state.phase} step")
    # An action of this step that is not listed: its rule function, run on a scratch copy, names the
    # reason (it raises IllegalAction). Any other failure there (a field of the wrong type in a hand-edited
    # save, a battle that cannot be planned) gets the plain reason.
    try:
        handler(state.clone(), action, [])
    except IllegalAction:
        raise
    except (TypeError, ValueError, KeyError, UserError):
        pass
    illegal(action, f"not one of the {state.phase} step's legal actions")
