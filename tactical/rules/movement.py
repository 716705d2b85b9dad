"""Moving units: reachable hexes with the order chart, stop-on-entry terrain, fords, fire and the road bonus.

A unit may move up to its chart's distance; it may never enter or pass through an occupied hex, an
impassable one, or a burning one, and a unit in a burning hex cannot move. A unit whose whole move
uses road hexes may move one extra hex (which need not be road); that extra hex does not count against
the chart's "move N and attack", so a unit that may "move 1 and attack" may move 2 along a road and attack.
"""
from __future__ import annotations

from tactical.catalog import Terrain
from tactical.hexgrid import grid_for
from tactical.rules import units as U
from tactical.rules.events import EventLog, at, unit_ref
from tactical.rules.state import BattleState, Unit
from tactical.rules.terrain import enterable_terrain, terrain_at
from tactical.rules.victory import update_control


def reachable(state: BattleState, unit_id: int) -> dict[int, list[int]]:
    """Every hex the unit can end its move in (not its own), with one shortest path to it."""
    return {h: path for h, (path, _) in reachable_costs(state, unit_id).items()}


def reachable_costs(state: BattleState, unit_id: int) -> dict[int, tuple[list[int], int]]:
    """hex -> (path, hexes moved counted against the order chart)."""
    u = state.units[unit_id]
    if u.hex < 0 or u.hex in state.fire:
        return {}
    grid = grid_for(state.cols, state.rows)
    budget = U.max_move(state, u)
    cavalry = U.unit_class(u) == "cavalry"
    infantry = U.unit_class(u) == "infantry"
    occupied = {x.hex for x in state.units if x.hex >= 0}
    ground: dict[int, Terrain | None] = {}   # hex -> its terrain, None if it cannot be entered (looked up once)
    best: dict[int, tuple[list[int], int]] = {}
    # (hex, path, cost so far, all hexes so far on road): cost counts hexes plus a ford's penalty
    frontier: list[tuple[int, list[int], int, bool]] = [(u.hex, [], 0, terrain_at(state, u.hex).road)]
    seen: dict[tuple[int, bool], int] = {}
    while frontier:
        nxt: list[tuple[int, list[int], int, bool]] = []
        for h, path, cost, all_road in frontier:
            for n in grid.neighbours(h):
                if n in occupied:
                    continue
                if n in ground:
                    t = ground[n]
                else:
                    t = ground[n] = enterable_terrain(state, n)
                if t is None:
                    continue
                new_cost = cost + 1
                if new_cost > budget + (1 if all_road else 0):
                    continue
                counted = new_cost - 1 if all_road and new_cost > 1 else new_cost   # the road's hex is free
                new_path = path + [n]
                if n not in best or counted < best[n][1]:
                    best[n] = (new_path, counted)
                if t.stop_on_entry or (infantry and t.infantry_stop):
                    continue
                if cavalry and t.cavalry_slowed:
                    new_cost += 1
                key = (n, all_road and t.road)
                if seen.get(key, 99) <= new_cost:
                    continue
                seen[key] = new_cost
                nxt.append((n, new_path, new_cost, all_road and t.road))
        frontier = nxt
    best.pop(u.hex, None)
    return best


def move_unit(state: BattleState, u: Unit, to: int) -> None:
    """Put the unit in its new hex (engagements it had stay behind) and update objective control."""
    U.leave_hex(state, u)
    u.hex = to
    update_control(state)


def finish_move(state: BattleState, uid: int, to: int, log: EventLog) -> None:
    """An ordered unit's move to `to` (after any disengage strike at it was resolved)."""
    u = state.units[uid]
    turn = state.turn
    assert turn is not None, "units move only during a turn"
    if u.hex < 0:
        return
    costs = reachable_costs(state, uid)
    if to not in costs:                   # the strike changed the board (it cannot: no retreat) - stay put
        turn.moved.setdefault(uid, 0)
        return
    path, counted = costs[to]
    log.add("move", unit=uid, unit_ref=unit_ref(state, u), path=[u.hex, *path], to_at=at(state, to))
    move_unit(state, u, to)
    turn.moved[uid] = counted
    turn.steps[uid] = len(path)
