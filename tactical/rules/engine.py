"""The BattleLore engine's public face (DESIGN.md, "How a game engine looks here"; tactical/protocol.py).

`BATTLELORE` is the engine as the protocol wants it: `new_game` from a JSON setup, `to_act`,
`legal_actions`/`apply` for a seat, `view`, `result`, `is_barrier`, `render` and the JSON codecs.

Below it, the module-level functions are the fast path the AI search and the tests use on a state they
own: `new_battle`, `current_player`, `decision_kind`, `legal_actions(state)`, `apply_in_place`
(mutates), `view`. Each decision kind dispatches through the tables below; the protocol methods only
add the seat checks and the copying, so no rule is written twice.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar, Literal, Mapping, Sequence

from tactical.catalog import load_catalog
from tactical.protocol import Event, IllegalAction, NoSubGames, Result, Seat, UserError
from tactical.rules import activation, command, resolution, rounds, victory
from tactical.rules import effects as E
from tactical.rules.actions import Action, Done, Keep, Select, action_from_dict
from tactical.rules.describe import render_event
from tactical.rules.events import EventLog
from tactical.rules.resolution import CombatDecision
from tactical.rules.setup import build_state
from tactical.rules.state import BattleState, Turn
from tactical.scenario import Scenario, scenario_from_dict

__all__ = ["BATTLELORE", "BattleLoreGame", "new_battle", "current_player", "decision_kind", "legal_actions",
           "apply", "apply_in_place", "view", "is_over"]

DecisionKind = Literal["over", "keep", "turn", "select", "tactic_target", "move", "attack", "done"] | CombatDecision


def new_battle(scenario: Scenario, seed: int, log: EventLog | None = None) -> BattleState:
    state = build_state(scenario, seed)
    rounds.start_round(state, log if log is not None else EventLog())
    return state


def is_over(state: BattleState) -> bool:
    return state.is_over()


def decision_kind(state: BattleState) -> DecisionKind:
    if state.phase == "over":
        return "over"
    if state.combat:
        return resolution.DECISION_KIND[state.combat[-1].stage]
    if state.phase == "keep":
        return "keep"
    return "turn" if state.turn is None else state.turn.stage


def current_player(state: BattleState) -> str | None:
    if state.phase == "over":
        return None
    if state.combat:
        return resolution.decider(state, state.combat[-1])
    return state.active


# ------------------------------------------------------------------ legal actions
def _turn_of(state: BattleState) -> Turn:
    assert state.turn is not None, "this decision belongs to a turn under way"
    return state.turn


def _select_legal(state: BattleState) -> list[Action]:
    return [Select(u) for u in command.select_candidates(state)] + [Done()]


def _target_legal(state: BattleState) -> list[Action]:
    return [Select(u) for u in E.targets(state, _turn_of(state).pending_effects[0])] + [Done()]


def _keep_legal(state: BattleState) -> list[Action]:
    return list(rounds.keep_actions(state))


LEGAL: dict[str, Callable[[BattleState], list[Action]]] = {
    "turn": command.turn_actions, "select": _select_legal, "tactic_target": _target_legal,
    "move": activation.legal, "attack": activation.legal, "keep": _keep_legal,
    **{kind: resolution.legal for kind in resolution.DECISION_KIND.values()},
}


def legal_actions(state: BattleState) -> list[Action]:
    kind = decision_kind(state)
    return [] if kind == "over" else LEGAL[kind](state)


# ------------------------------------------------------------------ applying
def _apply_select(state: BattleState, action: Action, log: EventLog) -> None:
    if action not in _select_legal(state):
        raise IllegalAction(f"{action} is not allowed now (choosing the units to order)")
    if isinstance(action, Select):
        command.select_unit(state, action.unit, log)
    else:
        _turn_of(state).stage = "move"


def _apply_target(state: BattleState, action: Action, log: EventLog) -> None:
    if action not in _target_legal(state):
        raise IllegalAction(f"{action} is not allowed now (choosing the target of a card effect)")
    E.choose_target(state, action.unit if isinstance(action, Select) else None, log)
    if not state.combat:
        command.refresh_stage(state, log)


def _apply_keep(state: BattleState, action: Action, log: EventLog) -> None:
    if not isinstance(action, Keep) or action not in rounds.keep_actions(state):
        raise IllegalAction(f"{action} is not allowed now (Regroup: keep one card and one order token)")
    rounds.apply_keep(state, action, log)


APPLY: dict[str, Callable[[BattleState, Any, EventLog], None]] = {
    "turn": command.apply_turn_action, "select": _apply_select, "tactic_target": _apply_target,
    "move": activation.apply, "attack": activation.apply, "keep": _apply_keep,
    **{kind: resolution.apply for kind in resolution.DECISION_KIND.values()},
}


def _settle(state: BattleState, log: EventLog) -> None:
    """After an action, a combat or an effect, carry the interrupted turn on."""
    if state.phase == "over" or state.combat:
        return
    turn = state.turn
    if turn is not None:
        if turn.stage == "tactic_target":
            command.refresh_stage(state, log)
        elif turn.stage in ("move", "attack", "done"):
            command.refresh_activation(state, log)
    victory.check_instant(state, log)


def apply_in_place(state: BattleState, action: Action) -> list[Event]:
    """Validate and apply `action`, mutating `state`. Raises IllegalAction (state untouched) if illegal."""
    kind = decision_kind(state)
    if kind == "over":
        raise IllegalAction(f"{action}: the battle is over")
    log = EventLog()
    APPLY[kind](state, action, log)
    _settle(state, log)
    return list(log)


def apply(state: BattleState, action: Action) -> tuple[BattleState, list[Event]]:
    """`apply_in_place` on a copy: the given state is left as it was."""
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


def view(state: BattleState, house: str) -> BattleState:
    """What `house` may know: the enemy's hand becomes '?' cards, every deck's order is hidden, no RNG."""
    v = state.clone()
    for h, side in v.sides.items():
        side.deck = ["?"] * len(side.deck)
        if h != house:
            side.hand = ["?"] * len(side.hand)
    v.rng = 0
    return v


# ------------------------------------------------------------------ the protocol
class BattleLoreGame(NoSubGames):
    """BattleLore: Battles of Westeros as a `tactical.protocol.Game`. Seats are the two houses.

    Setup: `{"scenario": <a Scenario as JSON>}` (a shipped battle plan or a generated skirmish alike).
    """

    name: ClassVar[str] = "battlelore"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[BattleState, list[Event]]:
        if not isinstance(setup, Mapping) or not isinstance(setup.get("scenario"), Mapping):
            raise UserError("setup.scenario: a BattleLore setup needs the whole scenario as a JSON object")
        extra = sorted(set(setup) - {"scenario"})
        if extra:
            raise UserError(f"setup.{extra[0]}: not a BattleLore setup field (only 'scenario')")
        scenario = scenario_from_dict(dict(setup["scenario"]), source="setup.scenario")
        log = EventLog()
        return new_battle(scenario, seed, log), list(log)

    def seats(self, state: BattleState) -> tuple[Seat, ...]:
        return tuple(state.order)

    def to_act(self, state: BattleState) -> frozenset[Seat]:
        player = current_player(state)
        return frozenset() if player is None else frozenset((player,))

    def legal_actions(self, state: BattleState, seat: Seat) -> list[Action]:
        return legal_actions(state) if seat == current_player(state) else []

    def apply(self, state: BattleState, seat: Seat, action: Action) -> tuple[BattleState, list[Event]]:
        self._check_seat(state, seat, action)
        return apply(state, action)

    def apply_in_place(self, state: BattleState, seat: Seat, action: Action,
                       legal: Sequence[Action] | None = None) -> list[Event]:
        """`apply` without the copy; each decision's handler checks the action (`legal` is not needed)."""
        self._check_seat(state, seat, action)
        return apply_in_place(state, action)

    @staticmethod
    def _check_seat(state: BattleState, seat: Seat, action: Action) -> None:
        player = current_player(state)
        if seat != player:
            raise IllegalAction(f"{action}: it is not {seat}'s decision now"
                                + (f" ({player} decides)" if player else " (the battle is over)"))

    def view(self, state: BattleState, seat: Seat) -> BattleState:
        return view(state, seat)

    def result(self, state: BattleState) -> Result | None:
        """Winner, reason, VP, and for a plan made for a strategic game (`report_figures`) the `outcome`
        its parent reads: for each house its units in the scenario's order (commanders' units first), each
        `{type, class, rank, strength, figures, commander}` (`figures` 0: eliminated), and the commanders
        it captured."""
        if state.phase != "over":
            return None
        scores = {h: float(s.vp) for h, s in state.sides.items()}
        winners = () if state.winner is None else (state.winner,)
        if not state.scenario.report_figures:
            return Result(winners, state.result, scores)
        units = load_catalog().units
        sides = {h: {"units": [{"type": u.type, "class": units[u.type].unit_class, "rank": u.rank,
                                "strength": units[u.type].strength, "figures": u.figures if u.alive else 0,
                                "commander": u.commander} for u in state.units if u.house == h],
                     "captured": sorted(c.id for c in state.sides[state.enemy(h)].commanders.values() if c.captured)}
                 for h in state.order}
        return Result(winners, state.result, scores, outcome={"round": state.round, "sides": sides})

    def is_barrier(self, before: BattleState, after: BattleState, events: Sequence[Event]) -> bool:
        """Dice or a shuffle drew on the RNG, a card was drawn, or a new round began."""
        if before.rng != after.rng or before.round != after.round:
            return True
        return any(len(before.sides[h].deck) != len(after.sides[h].deck) for h in before.sides)

    def render(self, event: Event, viewer: Seat | None) -> str:
        return render_event(event, viewer)

    def state_to_json(self, state: BattleState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> BattleState:
        return BattleState.from_dict(dict(data))

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_dict()

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(dict(data))


BATTLELORE = BattleLoreGame()
