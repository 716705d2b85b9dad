"""The combat sequence (seed 003, "Séquence de combat"): targets, range and line of sight, engagement
and flanking, dice, hits by shield colour and valor, cover and endurance, capture, flags.

An attack is a `Combat` record on `state.combat`; `run_combat` advances it through its stages until a
player must decide something (flank reroll, Bold flag, retreat hex, counter-attack, disengage strike,
advance or pursue). Retreats and the follow-up moves are in `retreat.py`.
"""
from __future__ import annotations

from typing import Any

from tactical.catalog import Rank
from tactical.hexgrid import grid_for
from tactical.rules import dice as D
from tactical.rules import units as U
from tactical.rules.events import EventLog, unit_ref
from tactical.rules.state import BattleState, Combat, CombatKind, CombatStage, Engagement, Unit
from tactical.rules.terrain import is_river, los_blocking, terrain_at


# ------------------------------------------------------------------ targets
def los_obstacles(state: BattleState, attacker: Unit, *, dogs: bool = False) -> set[int]:
    """Hexes that block this attacker's line of sight: blocking terrain and units (see the exceptions)."""
    obstacles = los_blocking(state)
    on_hills = terrain_at(state, attacker.hex).hills and U.unit_class(attacker) == "ranged"
    for u in state.units:
        if u.hex < 0 or u.hex == attacker.hex:
            continue
        if on_hills:
            continue                      # ranged units on hills see over units
        if dogs and u.house == attacker.house:
            continue                      # the dogs run past friendly units
        obstacles.add(u.hex)
    if dogs:
        obstacles |= {h for h in range(len(state.terrain)) if is_river(state, h)}
    return obstacles


def in_sight(state: BattleState, attacker: Unit, target: Unit, *, dogs: bool = False,
             obstacles: set[int] | None = None) -> bool:
    """`obstacles` may be passed in when one attacker checks several targets (they do not change)."""
    grid = grid_for(state.cols, state.rows)
    if grid.distance(attacker.hex, target.hex) == 1:
        return True
    if obstacles is None:
        obstacles = los_obstacles(state, attacker, dogs=dogs)
    return grid.line_of_sight(attacker.hex, target.hex, obstacles)   # the two end hexes never block


def engaged_partner(state: BattleState, u: Unit) -> Unit | None:
    e = state.engagement_of(u.hex)
    return state.unit_at(e.other(u.hex)) if e else None


def breaking_away(state: BattleState, u: Unit, target: int | None = None) -> Unit | None:
    """The unit `u` breaks away from (seed 003, "Attaque de décrochage") by moving off (`target` None) or by
    attacking in melee another unit than the one it is engaged with (`target`); None when it does not."""
    partner = engaged_partner(state, u)
    return partner if partner is not None and partner.id != target else None


def strikes_first(state: BattleState, striker: Unit) -> bool:
    """Whether the unit broken away from may strike first: not from a burning hex (units in a fire cannot
    attack)."""
    return striker.hex not in state.fire


def attack_targets(state: BattleState, unit_id: int) -> list[int]:
    """Enemy units this unit may attack now (range, line of sight, engagement, fire)."""
    u = state.units[unit_id]
    if u.hex < 0 or u.hex in state.fire:
        return []
    grid = grid_for(state.cols, state.rows)
    partner = engaged_partner(state, u)
    ranged = U.unit_class(u) == "ranged"
    if partner is not None and ranged:
        return [partner.id]
    reach = U.unit_type(u).range if ranged else 1
    out = []
    obstacles = None
    for t in state.units:
        if t.hex < 0 or t.house == u.house:
            continue
        d = grid.distance(u.hex, t.hex)
        if d > reach:
            continue
        if d > 1:
            if obstacles is None:
                obstacles = los_obstacles(state, u)
            if not in_sight(state, u, t, obstacles=obstacles):
                continue
        out.append(t.id)
    return out


def dogs_targets(state: BattleState, unit_id: int) -> list[int]:
    """War Dogs: a special ranged attack at 2 or 3 hexes, instead of moving. An engaged unit may attack
    only the unit it is engaged with, which is adjacent, so it cannot loose the dogs."""
    u = state.units[unit_id]
    if u.hex < 0 or u.hex in state.fire or not U.keyword(state, u, "war_dogs") or engaged_partner(state, u):
        return []
    grid = grid_for(state.cols, state.rows)
    in_reach = [t for t in state.units if t.hex >= 0 and t.house != u.house and 2 <= grid.distance(u.hex, t.hex) <= 3]
    if not in_reach:
        return []
    obstacles = los_obstacles(state, u, dogs=True)
    return [t.id for t in in_reach if in_sight(state, u, t, dogs=True, obstacles=obstacles)]


def is_melee(state: BattleState, attacker: Unit) -> bool:
    return U.unit_class(attacker) != "ranged"


# ------------------------------------------------------------------ dice
def attack_dice(state: BattleState, attacker_id: int, target_id: int, kind: CombatKind = "attack",
                rank: Rank | None = None) -> int:
    """Dice from the order chart, capped by terrain (before modifiers), then modified."""
    a, t = state.units[attacker_id], state.units[target_id]
    n = U.unit_type(a).chart[rank or a.rank].dice
    ta, tt = terrain_at(state, a.hex), terrain_at(state, t.hex)
    if tt.max_dice_against is not None and not (tt.hills and ta.hills):
        n = min(n, tt.max_dice_against)
    if ta.max_dice_from is not None:
        n = min(n, ta.max_dice_from)
    if ta.max_dice_ranged_from is not None and (kind == "dogs" or not is_melee(state, a)):   # the dogs are ranged
        n = min(n, ta.max_dice_ranged_from)
    if kind == "counter" and ta.max_dice_counter is not None:
        n = min(n, ta.max_dice_counter)
    if kind in ("attack", "dogs"):               # "when you attack" modifiers do not help counter-attacks
        n += U.modifier_total(state, a, ("extra_dice",))
        n += U.modifier_total(state, a, ("extra_dice_melee",) if is_melee(state, a) else ("extra_dice_ranged",))
        if U.keyword(state, a, "unwieldy") and state.turn is not None and state.turn.steps.get(a.id, 0) > 0:
            n -= 1
    return max(0, n)


def is_hit(state: BattleState, attacker: Unit, target: Unit, face: str, rank_used: Rank | None = None) -> bool:
    if face == "morale":
        return False
    if face == "valor":
        if U.unit_type(attacker).chart[rank_used or attacker.rank].no_valor:
            return False
        if U.unit_class(target) == "cavalry" and U.unit_class(attacker) != "cavalry":
            return False                      # only cavalry hits cavalry with valor
        if target.rank == "red" and U.keyword(state, target, "heavy_armor"):
            return False
        return True
    return face == U.defensive_rank(state, target)


def cover(state: BattleState, target: Unit) -> int:
    """Cover from terrain (unless engaged under its own house's token) plus Endurance."""
    c = terrain_at(state, target.hex).cover
    if c:
        e = state.engagement_of(target.hex)
        if e is not None and e.house == target.house:
            c = 0
    return c + U.keyword(state, target, "endurance")


def expected_hits(state: BattleState, attacker_id: int, target_id: int) -> float:
    """Mean hits of a normal attack (before cover), for agents and the UI's preview."""
    a, t = state.units[attacker_id], state.units[target_id]
    n = attack_dice(state, attacker_id, target_id)
    p = sum(D.FACE_PROBABILITY[f] for f in ("green", "blue", "red", "valor") if is_hit(state, a, t, f))
    return max(0.0, n * p - cover(state, t) * 0.5)


# ------------------------------------------------------------------ engagement
def place_engagement(state: BattleState, a: Unit, t: Unit, log: EventLog) -> bool:
    """Melee on an unengaged target places the attacker's token; on a target engaged elsewhere it flanks.
    Returns True for a flank attack."""
    e = state.engagement_of(t.hex)
    if e is None:
        state.engagements.append(Engagement(a.hex, t.hex, a.house))
        log.add("engage", a=a.hex, b=t.hex, house=a.house, unit=a.id, target=t.id)
        return False
    if e.touches(a.hex):
        e.house = a.house
        return False
    log.add("flank", unit=a.id, target=t.id)
    return True


def start_attack(state: BattleState, attacker: int, target: int, log: EventLog, kind: CombatKind = "attack") -> None:
    a, t = state.units[attacker], state.units[target]
    melee = is_melee(state, a) and kind != "dogs"
    log.add("attack", unit=attacker, target=target, attack=kind, unit_ref=unit_ref(state, a),
            target_ref=unit_ref(state, t))
    combat = Combat(kind=kind, attacker=attacker, target=target, melee=melee, stage="declare", target_hex=t.hex)
    state.combat.append(combat)
    partner = breaking_away(state, a, target)
    if kind == "attack" and melee and partner is not None:
        offer_strike(state, partner, a, log, then={})


def offer_strike(state: BattleState, striker: Unit, leaver: Unit, log: EventLog, then: dict[str, Any]) -> None:
    """An engaged unit breaking away: the token goes and the enemy may strike at it first (`strikes_first`)."""
    U.leave_hex(state, leaver)
    log.add("disengage", unit=leaver.id, striker=striker.id)
    stage: CombatStage = "offer" if strikes_first(state, striker) else "end"
    state.combat.append(Combat(kind="strike", attacker=striker.id, target=leaver.id, melee=True, stage=stage,
                               target_hex=leaver.hex, then=then))
