"""Taking hits and losing units (seed 003, "Infliger des touches", "Capturer un commandant"): figures
removed banner bearer last, a lone commander captured only by enough hits in one attack, and what an
elimination costs (engagements, morale, victory points, the commander)."""
from __future__ import annotations

from typing import Literal

from tactical.catalog import load_catalog
from tactical.rules import morale
from tactical.rules.events import EventLog, unit_ref
from tactical.rules.state import BattleState, Combat, Unit
from tactical.rules.units import capture_value
from tactical.rules.victory import score_elimination

Cause = Literal["battle", "blocked", "card", "fire"]


def take_hits(state: BattleState, u: Unit, hits: int, log: EventLog, *, attack: Combat | None = None,
              by_fire: bool = False) -> bool:
    """Remove one figure per hit, banner bearer last. A lone commander falls only to as many hits as his
    capture value in one attack: `attack` (when the hits come from one) adds up every batch it deals
    him, its dice and its blocked retreat alike. Fire captures without that limit. Returns True if the
    unit is eliminated."""
    if hits <= 0:
        return False
    if u.commander is None or by_fire:
        u.figures = max(0, u.figures - hits)
        return u.figures == 0
    others = u.figures - 1
    if hits <= others:
        u.figures -= hits
        return False
    u.figures = 1
    on_him = hits - others
    if attack is not None:
        attack.lone_hits += on_him
        on_him = attack.lone_hits
    needed = capture_value(u)
    if on_him < needed:
        log.add("stands", unit=u.id, commander=u.commander, hits=on_him, needed=needed)
        return False
    u.figures = 0
    return True


def eliminate(state: BattleState, u: Unit, log: EventLog, cause: Cause) -> None:
    """The banner bearer falls: the unit leaves the board, its engagements go, the enemy gains morale
    (+1/+2/+3 for a green/blue/red unit) and any victory points for eliminations."""
    log.add("eliminated", unit=u.id, unit_ref=unit_ref(state, u), hex=u.hex, house=u.house, cause=cause)
    state.engagements = [e for e in state.engagements if not e.touches(u.hex)]
    u.hex = -1
    u.figures = 0
    enemy = state.enemy(u.house)
    state.sides[enemy].eliminated_enemies += 1
    if u.commander is not None:
        side = state.sides[u.house]
        for c in side.commanders.values():
            if c.unit == u.id:
                c.captured = True
                state.sides[enemy].captured_commanders.append(c.id)
                log.add("captured", commander=c.id, name=load_catalog().commanders[c.id].name)
    morale.shift(state, enemy, morale.ELIMINATION_MORALE[u.rank], log, "elimination", rank=u.rank)
    score_elimination(state, enemy, log)
