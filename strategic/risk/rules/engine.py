"""The engine protocol for Risk: `legal_actions`, `apply`, `view`, through dispatch tables.

`PHASES` maps each phase to the function listing its legal actions; `HANDLERS` maps each action type
to the phases it belongs to and the rule function that carries it out. `apply` copies the state,
runs the handler on the copy and returns it with the events, so an illegal action (the handler
raises `IllegalAction` naming the action and why) changes nothing.
"""
from __future__ import annotations

from typing import Any, Callable

from . import domination, invade, manoeuvre, objectives, reinforce, setup, turn
from .actions import (Action, Attack, BuyMaester, BuyObjective, ClaimObjective, Defend, Deploy, Draw, EndBuy,
                      EndInvade, EndManoeuvre, EndReinforce, EndTurn, KeepObjective, Manoeuvre, MoveIn, PlaceArmy,
                      PlaceUnit, PlayMaester, ReturnObjective, Trade, TradeForUnit, UseCharacter)
from .common import Events, illegal
from .setup import new_game
from .state import RiskState
from .view import RiskView, view

__all__ = ["new_game", "legal_actions", "apply", "view", "RiskState", "RiskView"]

PHASES: dict[str, Callable[[RiskState], list]] = {
    "setup_objectives": objectives.legal_return,
    "claim": setup.legal_claim,
    "reinforce": reinforce.legal_reinforce,
    "cash_in": reinforce.legal_reinforce,
    "buy": domination.legal_buy,
    "keep_objective": domination.legal_keep,
    "invade": invade.legal_invade,
    "defend": invade.legal_defend,
    "conquer": invade.legal_move_in,
    "manoeuvre": manoeuvre.legal_manoeuvre,
    "objective": objectives.legal_objective,
    "draw": turn.legal_draw,
    "over": lambda state: [],
}

CARD_PHASES = frozenset({"reinforce", "invade", "defend", "manoeuvre"})
HANDLERS: dict[type, tuple[frozenset[str], Callable[[RiskState, Any, Events], None]]] = {
    PlaceArmy: (frozenset({"claim"}), setup.place_army),
    ReturnObjective: (frozenset({"setup_objectives"}), objectives.return_objective),
    Trade: (frozenset({"reinforce", "cash_in"}), reinforce.trade),
    TradeForUnit: (frozenset({"reinforce"}), reinforce.trade_for_unit),
    Deploy: (frozenset({"reinforce", "cash_in"}), reinforce.deploy),
    PlaceUnit: (frozenset({"reinforce"}), reinforce.place_unit),
    EndReinforce: (frozenset({"reinforce"}), reinforce.end_reinforce),
    BuyMaester: (frozenset({"buy"}), domination.buy_maester),
    BuyObjective: (frozenset({"buy"}), domination.buy_objective),
    EndBuy: (frozenset({"buy"}), domination.end_buy),
    KeepObjective: (frozenset({"keep_objective"}), domination.keep_objective),
    PlayMaester: (CARD_PHASES, domination.play_maester),
    UseCharacter: (CARD_PHASES, domination.use_character),
    Attack: (frozenset({"invade"}), invade.attack),
    Defend: (frozenset({"defend"}), invade.defend),
    MoveIn: (frozenset({"conquer"}), invade.move_in),
    EndInvade: (frozenset({"invade"}), invade.end_invade),
    Manoeuvre: (frozenset({"manoeuvre"}), manoeuvre.manoeuvre),
    EndManoeuvre: (frozenset({"manoeuvre"}), manoeuvre.end_manoeuvre),
    ClaimObjective: (frozenset({"objective"}), objectives.claim_objective),
    Draw: (frozenset({"draw"}), turn.draw),
    EndTurn: (frozenset({"draw"}), turn.end_turn_action),
}


def legal_actions(state: RiskState, seat: str) -> list[Action]:
    """Everything `seat` may do now (empty unless it is that seat's decision)."""
    if state.result is not None or seat != state.actor:
        return []
    actions = PHASES[state.phase](state)
    if state.rules == "domination" and state.phase in CARD_PHASES:
        actions = domination.legal_cards(state) + actions
    return actions


def apply(state: RiskState, action: Action, seat: str | None = None) -> tuple[RiskState, Events]:
    """The state after `action` and what happened; raises IllegalAction and leaves `state` untouched."""
    check(state, action, seat)
    new = state.clone()
    events: Events = []
    HANDLERS[type(action)][1](new, action, events)
    return new, events


def apply_in_place(state: RiskState, action: Action, seat: str | None = None) -> Events:
    """`apply` without the copy, for a runner that keeps no old states (the benchmark, AI rollouts).
    Only for actions from `legal_actions`: an illegal one may leave the state half changed."""
    check(state, action, seat)
    events: Events = []
    HANDLERS[type(action)][1](state, action, events)
    return events


def check(state: RiskState, action: Action, seat: str | None) -> None:
    if state.result is not None:
        illegal(action, "the game is over")
    if seat is not None and seat != state.actor:
        illegal(action, f"it is {state.actor or 'nobody'}'s decision, not {seat}'s")
    entry = HANDLERS.get(type(action))
    if entry is None:
        illegal(action, "not a Risk action")
    if state.phase not in entry[0]:
        illegal(action, f"not allowed in the {state.phase} step")
