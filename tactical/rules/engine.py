"""The BattleLore engine's public face (DESIGN.md, "How a game engine looks here").

`new_battle` builds the state from a scenario and a seed; `legal_actions` lists what the player to
move may do; `apply` validates an action and returns the new state with the events it caused;
`view` hides what a player may not know. Each decision kind dispatches through the tables below.
"""
from __future__ import annotations

from tactical.protocol import IllegalAction
from tactical.rules import activation, command, resolution, rounds, victory
from tactical.rules import effects as E
from tactical.rules.actions import Action, Done, Keep, Select
from tactical.rules.events import Event, EventLog
from tactical.rules.setup import build_state, scenario_of
from tactical.rules.state import BattleState
from tactical.scenario import Scenario

__all__ = ["new_battle", "current_player", "decision_kind", "legal_actions", "apply", "apply_in_place", "view",
           "is_over", "scenario_of"]


def new_battle(scenario: Scenario, seed: int, log: EventLog | None = None) -> BattleState:
    state = build_state(scenario, seed)
    rounds.start_round(state, log if log is not None else EventLog())
    return state


def is_over(state: BattleState) -> bool:
    return state.phase == "over"


def decision_kind(state: BattleState) -> str:
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
def _select_legal(state: BattleState) -> list[Action]:
    return [Select(u) for u in command.select_candidates(state)] + [Done()]


def _target_legal(state: BattleState) -> list[Action]:
    return [Select(u) for u in E.targets(state, state.turn.pending_effects[0])] + [Done()]


LEGAL = {
    "turn": command.turn_actions, "select": _select_legal, "tactic_target": _target_legal,
    "move": activation.legal, "attack": activation.legal, "keep": rounds.keep_actions,
    **{kind: resolution.legal for kind in resolution.DECISION_KIND.values()},
}


def legal_actions(state: BattleState) -> list[Action]:
    kind = decision_kind(state)
    return [] if kind == "over" else LEGAL[kind](state)


# ------------------------------------------------------------------ applying
def _apply_select(state: BattleState, action: Action, log: EventLog) -> None:
    if action not in _select_legal(state):
        raise IllegalAction(f"{action} is not allowed now (choosing the units to order)")
    if isinstance(action, Done):
        state.turn.stage = "move"
        activation.refresh(state, log)
    else:
        command.select_unit(state, action.unit, log)


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


APPLY = {
    "turn": command.apply_turn_action, "select": _apply_select, "tactic_target": _apply_target,
    "move": activation.apply, "attack": activation.apply, "keep": _apply_keep,
    **{kind: resolution.apply for kind in resolution.DECISION_KIND.values()},
}


def _settle(state: BattleState, log: EventLog) -> None:
    """After a combat or an effect finishes, carry the interrupted turn on."""
    if state.phase == "over" or state.combat:
        return
    turn = state.turn
    if turn is not None:
        if turn.stage == "tactic_target":
            command.refresh_stage(state, log)
        elif turn.stage in ("move", "attack", "done"):
            activation.refresh(state, log)
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
