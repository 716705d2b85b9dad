"""Fire (seed 003, "Conditions d'état" and "Terre brûlée"): setting fires, burning in Regroup,
level-4 fires spreading in a random direction, fighting fires, devastation.

A hex holds a fire level from 1 up to its terrain's burn limit; terrain with no burn limit never burns.
"""
from __future__ import annotations

from tactical.hexgrid import grid_for
from tactical.rules import dice as D
from tactical.rules import units as U
from tactical.rules.events import EventLog, at
from tactical.rules.losses import eliminate, take_hits
from tactical.rules.state import BattleState, Unit
from tactical.rules.terrain import terrain_at

EXTINGUISH_FACE = {1: "green", 2: "blue", 3: "red", 4: "valor"}


def burn_limit(state: BattleState, h: int) -> int | None:
    return terrain_at(state, h).burn_limit


def add_fire(state: BattleState, h: int, levels: int, log: EventLog) -> None:
    limit = burn_limit(state, h)
    if limit is None or levels <= 0:
        return
    before = state.fire.get(h, 0)
    state.fire[h] = min(limit, before + levels)
    if state.fire[h] != before:
        log.add("fire", hex=h, level=state.fire[h], at=at(state, h))


def fire_targets(state: BattleState, u: Unit) -> list[int]:
    """Scorched Earth: an adjacent empty hex that can still burn higher."""
    grid = grid_for(state.cols, state.rows)
    occupied = {x.hex for x in state.units if x.hex >= 0}
    out = []
    for h in grid.neighbours(u.hex):
        limit = burn_limit(state, h)
        if h not in occupied and limit is not None and state.fire.get(h, 0) < limit:
            out.append(h)
    return out


def scorch(state: BattleState, u: Unit, h: int, log: EventLog) -> None:
    """Roll the unit's attack dice (capped as in any attack from its hex: 2 from a forest); each green
    shield (and valor, for some commanders) adds a fire level."""
    rng = state.rng_obj()
    cap = terrain_at(state, u.hex).max_dice_from
    n = min(U.chart(u).dice, cap if cap is not None else 99) + U.modifier_total(state, u, ("extra_dice",))
    rolled = D.roll(rng, n)
    state.rng = rng.state
    counts = ("green", "valor") if U.has_modifier(state, u, "valor_as_green_fire") else ("green",)
    levels = sum(1 for f in rolled if f in counts)
    log.add("roll", dice=rolled, unit=u.id, purpose="fire", levels=levels)
    add_fire(state, h, levels, log)


def extinguish_own(state: BattleState, u: Unit, log: EventLog) -> None:
    state.fire.pop(u.hex, None)
    log.add("fire", hex=u.hex, level=0, at=at(state, u.hex), unit=u.id)


def extinguish_adjacent(state: BattleState, u: Unit, h: int, log: EventLog) -> None:
    """One die: green puts out a level-1 fire, blue level 2, red level 3, valor level 4."""
    rng = state.rng_obj()
    face = D.roll(rng, 1)[0]
    state.rng = rng.state
    level = state.fire.get(h, 0)
    ok = face == EXTINGUISH_FACE.get(level)
    log.add("roll", dice=[face], unit=u.id, purpose="extinguish", level=level, out=ok)
    if ok:
        state.fire.pop(h, None)


def burn(state: BattleState, log: EventLog) -> None:
    """Regroup A: burn terrain at its limit, hurt units in fire, then spread level-4 fires."""
    for h in sorted(state.fire):
        _burn_terrain(state, h, log)
    for h in sorted(state.fire):
        u = state.unit_at(h)
        if u is not None:
            log.add("hits", unit=u.id, hits=state.fire[h], fire=True)
            if take_hits(state, u, state.fire[h], log, by_fire=True):
                eliminate(state, u, log, "fire")
    for h in sorted(h for h, lvl in state.fire.items() if lvl >= 4):
        _spread(state, h, log)


def _burn_terrain(state: BattleState, h: int, log: EventLog) -> None:
    t = terrain_at(state, h)
    if t.burn_limit is None or state.fire.get(h, 0) < t.burn_limit or t.burn_effect == "none":
        return
    devastate = t.burn_effect == "devastate"
    if devastate:
        state.devastated.append(h)
    state.overlay.pop(h, None)
    log.add("devastation", hex=h, at=at(state, h), terrain=t.id, devastated=devastate)
    if t.burn_effect == "remove_clear_fire":
        state.fire.pop(h, None)
    if h in state.fire:
        limit = burn_limit(state, h)
        if limit is None:
            state.fire.pop(h)
        else:
            state.fire[h] = min(state.fire[h], limit)


def _spread(state: BattleState, h: int, log: EventLog) -> None:
    """Draw a direction token (1-6) and raise the fire next door by one level, or start one."""
    rng = state.rng_obj()
    d = rng.below(6)
    state.rng = rng.state
    n = grid_for(state.cols, state.rows).neighbour(h, d)
    log.add("roll", dice=[], direction=d + 1, purpose="spread")
    if n is not None and state.fire.get(n, 0) < 4:
        add_fire(state, n, 1, log)
