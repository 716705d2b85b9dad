"""Ordered units at work: first every move (one unit at a time), then every attack (seed 003,
"Déplacer les unités" and "Attaquer l'ennemi"), plus the things a unit may do instead of attacking:
War Dogs, Scorched Earth, fighting a fire.

Only an active turn (`state.turn`) reaches here; what comes after the last move or attack (the turn's
end) is decided by `command.refresh_activation`, which the engine calls after every action.
"""
from __future__ import annotations

from typing import Any, Callable

from tactical.hexgrid import grid_for
from tactical.protocol import IllegalAction
from tactical.rules import combat as C
from tactical.rules import fire as F
from tactical.rules import units as U
from tactical.rules.actions import Action, Attack, Done, Extinguish, Hold, Move, SetFire, WarDogs
from tactical.rules.events import EventLog
from tactical.rules.movement import finish_move, reachable_costs
from tactical.rules.resolution import run_combat
from tactical.rules.state import BattleState, Turn


def _turn(state: BattleState) -> Turn:
    assert state.turn is not None, "units act only during a turn"
    return state.turn


# ------------------------------------------------------------------ moving
def to_move(state: BattleState) -> list[int]:
    """The ordered units that have not moved yet."""
    t = _turn(state)
    return [uid for uid in t.activated if uid not in t.moved and state.units[uid].hex >= 0]


def _unit_moves(state: BattleState, uid: int) -> list[Action]:
    u = state.units[uid]
    out: list[Action] = [Move(uid, h) for h in sorted(reachable_costs(state, uid))]
    out.append(Hold(uid))
    if u.hex in state.fire:
        out.append(Extinguish(uid, u.hex))
    return out


def move_actions(state: BattleState) -> list[Action]:
    out: list[Action] = []
    for uid in to_move(state):
        out += _unit_moves(state, uid)
    out.append(Done())
    return out


def _move(state: BattleState, a: Move, log: EventLog) -> None:
    u = state.units[a.unit]
    partner = C.breaking_away(state, u)
    if partner is not None:
        C.offer_strike(state, partner, u, log, then={"move": [u.id, a.to]})
        _turn(state).moved[u.id] = reachable_costs(state, u.id).get(a.to, ([], 0))[1]
        run_combat(state, log)
        return
    finish_move(state, a.unit, a.to, log)


def _hold(state: BattleState, a: Hold, log: EventLog) -> None:
    _turn(state).moved[a.unit] = 0


def _extinguish_own(state: BattleState, a: Extinguish, log: EventLog) -> None:
    F.extinguish_own(state, state.units[a.unit], log)
    _turn(state).moved[a.unit] = 0
    _turn(state).attacked.append(a.unit)    # fighting the fire is its whole activation


def _done_moving(state: BattleState, a: Done, log: EventLog) -> None:
    for uid in to_move(state):
        _turn(state).moved[uid] = 0


MOVE_HANDLERS: dict[type, Callable[[BattleState, Any, EventLog], None]] = {Move: _move, Hold: _hold, Extinguish: _extinguish_own, Done: _done_moving}


# ------------------------------------------------------------------ attacking
def _may_act(state: BattleState, uid: int) -> bool:
    t = _turn(state)
    u = state.units[uid]
    return (u.hex >= 0 and uid not in t.attacked and u.hex not in state.fire
            and U.may_attack_after(state, u, t.moved.get(uid, 0)))


def _unit_attacks(state: BattleState, uid: int) -> list[Action]:
    if not _may_act(state, uid):
        return []
    u = state.units[uid]
    out: list[Action] = [Attack(uid, t) for t in C.attack_targets(state, uid)]
    if _turn(state).steps.get(uid, 0) == 0:
        out += [WarDogs(uid, t) for t in C.dogs_targets(state, uid)]
    if U.keyword(state, u, "scorched_earth"):
        out += [SetFire(uid, h) for h in F.fire_targets(state, u)]
    out += [Extinguish(uid, h) for h in grid_for(state.cols, state.rows).neighbours(u.hex) if h in state.fire]
    return out


def attack_actions(state: BattleState) -> list[Action]:
    out: list[Action] = []
    for uid in _turn(state).activated:
        out += _unit_attacks(state, uid)
    return out


def _attack(state: BattleState, a: Attack, log: EventLog) -> None:
    _turn(state).attacked.append(a.unit)
    C.start_attack(state, a.unit, a.target, log)
    run_combat(state, log)


def _war_dogs(state: BattleState, a: WarDogs, log: EventLog) -> None:
    _turn(state).attacked.append(a.unit)
    C.start_attack(state, a.unit, a.target, log, kind="dogs")
    run_combat(state, log)


def _set_fire(state: BattleState, a: SetFire, log: EventLog) -> None:
    _turn(state).attacked.append(a.unit)
    F.scorch(state, state.units[a.unit], a.hex, log)


def _extinguish_adjacent(state: BattleState, a: Extinguish, log: EventLog) -> None:
    _turn(state).attacked.append(a.unit)
    F.extinguish_adjacent(state, state.units[a.unit], a.hex, log)


def _done_attacking(state: BattleState, a: Done, log: EventLog) -> None:
    turn = _turn(state)
    turn.attacked.extend(u for u in turn.activated if u not in turn.attacked)
    turn.stage = "done"


ATTACK_HANDLERS: dict[type, Callable[[BattleState, Any, EventLog], None]] = {Attack: _attack, WarDogs: _war_dogs, SetFire: _set_fire, Extinguish: _extinguish_adjacent,
                   Done: _done_attacking}


# ------------------------------------------------------------------ the flow
def legal(state: BattleState) -> list[Action]:
    stage = _turn(state).stage
    if stage == "move":
        return move_actions(state)
    if stage == "attack":
        return attack_actions(state) + [Done()]
    return []


def _legal_for(state: BattleState, action: Action) -> list[Action]:
    """The part of `legal(state)` that would hold `action`: the options of the unit it names (the lists
    are built unit by unit), so checking a move does not work out every other unit's moves too."""
    uid = getattr(action, "unit", None)
    if uid is None:
        return legal(state)
    turn = _turn(state)
    if turn.stage == "move":
        return _unit_moves(state, uid) if uid in to_move(state) else []
    if turn.stage == "attack":
        return _unit_attacks(state, uid) if uid in turn.activated else []
    return []


def apply(state: BattleState, action: Action, log: EventLog) -> None:
    turn = _turn(state)
    stage = turn.stage
    if action not in _legal_for(state, action):
        raise IllegalAction(f"{action} is not allowed now (the {stage} step of {turn.house}'s turn)")
    handlers = MOVE_HANDLERS if stage == "move" else ATTACK_HANDLERS
    handlers[type(action)](state, action, log)
