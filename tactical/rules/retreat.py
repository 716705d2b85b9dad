"""Retreats (one hex toward the owner's edge per flag, blocked steps become hits) and the moves that
follow a won melee: Advance into the vacated hex, Pursue X and attack again, with the road bonus."""
from __future__ import annotations

from typing import Literal

from tactical.hexgrid import grid_for
from tactical.rules import units as U
from tactical.rules.events import EventLog, at
from tactical.rules.losses import eliminate, take_hits
from tactical.rules.movement import move_unit
from tactical.rules.state import BattleState, Combat, Unit
from tactical.rules.terrain import enterable, terrain_at


# ------------------------------------------------------------------ retreat
def _steps(state: BattleState, u: Unit, h: int) -> list[int]:
    grid = grid_for(state.cols, state.rows)
    if h in state.fire:
        return []                         # a unit fighting a fire cannot leave its hex
    occupied = {x.hex for x in state.units if x.hex >= 0 and x.id != u.id}
    edge = state.sides[u.house].edge
    return [n for n in grid.toward_edge(h, edge) if n not in occupied and enterable(state, n)]


def _reach(state: BattleState, u: Unit, h: int, flags: int) -> int:
    """How many of `flags` retreat steps can be taken from h (retreat as far as possible)."""
    if flags == 0:
        return 0
    return max((1 + _reach(state, u, n, flags - 1) for n in _steps(state, u, h)), default=0)


def retreat_options(state: BattleState, u: Unit, flags: int) -> list[int]:
    """The hexes the next retreat step may go to: toward the owner's edge, free, passable, and only
    those that let the unit retreat as far as it can."""
    steps = _steps(state, u, u.hex)
    if not steps:
        return []
    best = max(_reach(state, u, n, flags - 1) for n in steps)
    return [n for n in steps if _reach(state, u, n, flags - 1) == best]


def retreat_step(state: BattleState, c: Combat, to: int, log: EventLog) -> None:
    u = state.units[c.target]
    log.add("retreat", unit=u.id, frm=u.hex, to=to, frm_at=at(state, u.hex), to_at=at(state, to))
    move_unit(state, u, to)
    c.flags -= 1
    c.retreated = True


def blocked_retreat(state: BattleState, c: Combat, log: EventLog) -> None:
    """Each retreat step the unit cannot take becomes one hit (no cover)."""
    u = state.units[c.target]
    hits, c.flags = c.flags, 0
    log.add("hits", unit=u.id, hits=hits, blocked=True)
    if take_hits(state, u, hits, log, attack=c):
        eliminate(state, u, log, "blocked")
        c.eliminated = True


# ------------------------------------------------------------------ advance and pursue
def follow_up(state: BattleState, c: Combat) -> Literal["pursue", "advance"] | None:
    """After a melee attack that emptied the target's hex: 'pursue', 'advance' or None."""
    if c.kind != "attack" or not c.melee or not (c.eliminated or c.retreated):
        return None
    a = state.units[c.attacker]
    turn = state.turn
    if a.hex < 0 or turn is None or state.unit_at(c.target_hex) is not None:
        return None
    t = terrain_at(state, c.target_hex)
    if not enterable(state, c.target_hex) or t.no_advance_pursue or a.hex in state.fire:
        return None
    if grid_for(state.cols, state.rows).distance(a.hex, c.target_hex) != 1:
        return None
    if U.keyword(state, a, "pursue") and a.id not in turn.pursued:
        return "pursue"
    if U.keyword(state, a, "advance") and a.id not in turn.advanced:
        return "advance"
    return None


def advance_options(state: BattleState, c: Combat) -> list[int]:
    a = state.units[c.attacker]
    steps = c.then.get("steps", 0)
    if steps == 0:
        return [c.target_hex]
    if c.then.get("stopped"):
        return []
    limit = c.then["max"]
    road = c.then.get("road", True)
    if steps >= limit + (1 if road else 0):
        return []
    grid = grid_for(state.cols, state.rows)
    occupied = {x.hex for x in state.units if x.hex >= 0}
    out = []
    for n in grid.neighbours(a.hex):
        t = terrain_at(state, n)
        if n in occupied or not enterable(state, n) or t.no_advance_pursue:
            continue
        if steps >= limit and not (road and t.road):
            continue                      # the road's extra hex must stay on the road
        out.append(n)
    return out


def advance_step(state: BattleState, c: Combat, to: int, log: EventLog) -> None:
    a = state.units[c.attacker]
    t = terrain_at(state, to)
    log.add("advance", unit=a.id, frm=a.hex, to=to, mode=c.then["mode"], to_at=at(state, to))
    move_unit(state, a, to)
    c.then["steps"] = c.then.get("steps", 0) + 1
    c.then["road"] = c.then.get("road", True) and t.road
    if t.stop_on_entry or (U.unit_class(a) == "infantry" and t.infantry_stop):
        c.then["stopped"] = True
    if U.unit_class(a) == "cavalry" and t.cavalry_slowed:
        c.then["max"] -= 1                # a ford costs cavalry one hex for the rest of the move
