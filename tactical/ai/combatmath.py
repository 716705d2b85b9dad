"""Fast combat arithmetic for the AI: what a unit is worth, how hard it hits, how likely a kill is.

The rules engine answers the exact questions (`combat.attack_dice`, `combat.expected_hits`); the AI
asks the same question thousands of times per decision about hypothetical positions (a unit that has
not moved yet, an enemy that might come next turn), so this module caches each unit's printed numbers
and computes expected hits and kill chances from the binomial distribution of hitting faces.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from math import comb

from tactical.catalog import RANKS, load_catalog
from tactical.rules.morale import ELIMINATION_MORALE
from tactical.rules.state import BattleState, Unit
from tactical.rules.terrain import terrain_at

SHIELD_P = {"green": 3 / 8, "blue": 2 / 8, "red": 1 / 8}
VALOR_P = 1 / 8
FLAG_P = 1 / 8
RANK_VALUE = {"green": 3.0, "blue": 4.0, "red": 5.0}
COMMANDER_VALUE = 3.0


@dataclass(frozen=True)
class UnitInfo:
    """A unit's printed numbers at its rank, with its commander's passive modifiers folded in."""

    unit_class: str
    strength: int
    reach: int               # attack range in hexes (1 for melee)
    dice: int                # chart dice plus passive extra dice
    no_valor: bool
    attack_move: int         # the farthest it may move and still attack
    max_move: int
    heavy_armor: bool
    endurance: int
    bold: bool               # printed or from its commander (Bold gained by position is checked apart)
    pursue: int
    advance: bool
    war_dogs: bool
    capture: int             # capture value of its commander (0: no commander)
    base_value: float


@functools.lru_cache(maxsize=256)
def _info(type_id: str, commander: str | None, rank: str) -> UnitInfo:
    cat = load_catalog()
    ut = cat.units[cat.commanders[commander].unit_type] if commander else cat.units[type_id]
    mods = cat.commanders[commander].unit_modifiers if commander else ()
    extra_dice = sum(m.amount for m in mods if m.kind in ("extra_dice", "extra_dice_melee", "extra_dice_ranged"))
    extra_move = sum(m.amount for m in mods if m.kind == "extra_move")
    granted = {m.keyword: m.amount or 1 for m in mods if m.kind == "keyword"}
    kw = {**ut.keywords, **granted}
    row = ut.chart[rank]
    ranged = ut.unit_class == "ranged"
    return UnitInfo(
        unit_class=ut.unit_class, strength=ut.strength, reach=ut.range if ranged else 1,
        dice=row.dice + extra_dice, no_valor=row.no_valor,
        attack_move=max((o.move for o in row.options if o.attack), default=0) + extra_move,
        max_move=max(o.move for o in row.options) + extra_move,
        heavy_armor=bool(kw.get("heavy_armor")), endurance=int(kw.get("endurance", 0)), bold=bool(kw.get("bold")),
        pursue=int(kw.get("pursue", 0)), advance=bool(kw.get("advance")), war_dogs=bool(kw.get("war_dogs")),
        capture=cat.commanders[commander].capture_value if commander else 0,
        base_value=RANK_VALUE[rank] + (COMMANDER_VALUE if commander else 0.0),
    )


def info(u: Unit) -> UnitInfo:
    return _info(u.type, u.commander, u.rank)


def defensive_rank(u: Unit, ui: UnitInfo) -> str:
    if ui.heavy_armor:
        return RANKS[min(2, RANKS.index(u.rank) + 1)]
    return u.rank


def hit_probability(att: Unit, ai: UnitInfo, tgt: Unit, ti: UnitInfo) -> float:
    """Chance that one die hits `tgt` (matching shield, or valor where valor counts)."""
    p = SHIELD_P[defensive_rank(tgt, ti)]
    valor_hits = not ai.no_valor and not (ti.unit_class == "cavalry" and ai.unit_class != "cavalry") \
        and not (tgt.rank == "red" and ti.heavy_armor)
    return p + (VALOR_P if valor_hits else 0.0)


def terrain_table(state: BattleState) -> list:
    """The terrain in effect in every hex (look it up once per position, not once per question)."""
    return [terrain_at(state, h) for h in range(len(state.terrain))]


def dice_between(state: BattleState, ai: UnitInfo, a_hex: int, t_hex: int, terr: list | None = None) -> int:
    """Attack dice from a_hex against a unit in t_hex, with the terrain caps."""
    n = ai.dice
    if terr is not None:
        ta, tt = terr[a_hex], terr[t_hex]
    else:
        ta, tt = terrain_at(state, a_hex), terrain_at(state, t_hex)
    if tt.max_dice_against is not None and not (tt.hills and ta.hills):
        n = min(n, tt.max_dice_against)
    if ta.max_dice_from is not None:
        n = min(n, ta.max_dice_from)
    if ta.max_dice_ranged_from is not None and ai.unit_class == "ranged":
        n = min(n, ta.max_dice_ranged_from)
    return n


@functools.lru_cache(maxsize=4096)
def binom_tail(n: int, p: float, k: int) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


@functools.lru_cache(maxsize=4096)
def expected_excess(n: int, p: float, c: int) -> float:
    """E[max(0, X - c)] for X ~ Binomial(n, p): hits that get through `c` points of cover."""
    if c <= 0:
        return n * p
    return sum(binom_tail(n, p, k) for k in range(c + 1, n + 1))


@dataclass(frozen=True)
class Strike:
    """What one attack is expected to do."""

    hits: float              # expected figures removed (cover applied)
    kill: float              # chance the unit is eliminated (or its commander captured)
    flags: float             # expected flags (retreat steps)
    dice: int = 0            # dice rolled (none of their flags count when the retreat is blocked: flags 0)


def strike(state: BattleState, att: Unit, a_hex: int, tgt: Unit, t_hex: int, extra_dice: int = 0,
           retreat_blocked: bool = False, terr: list | None = None) -> Strike:
    """Expected result of `att` (standing in a_hex) attacking `tgt` (in t_hex); `terr` is an optional
    `terrain_table` of the state."""
    ai, ti = info(att), info(tgt)
    n = max(0, dice_between(state, ai, a_hex, t_hex, terr) + extra_dice)
    p = hit_probability(att, ai, tgt, ti)
    cover = (terr[t_hex] if terr is not None else terrain_at(state, t_hex)).cover + ti.endurance
    flags = n * FLAG_P
    if retreat_blocked:                       # each flag that cannot be obeyed is a hit
        p, flags = p + FLAG_P, 0.0
    p = round(p, 4)
    hits = expected_excess(n, p, cover)
    need = figures_to_kill(tgt, ti) + cover
    return Strike(hits, binom_tail(n, p, need), flags, n)


def driven_back(s: Strike, bold: bool, exact: bool) -> tuple[float, float]:
    """(chance that flags drive the target back, expected retreat steps), for a target that survives.
    `exact`: counted on the dice, where a Bold target ignores its first flag (it must roll two to give
    ground, so it stands and counter-attacks far more often than its expected flags suggest); otherwise
    the rough count (the expected flags, capped at 1), the judgement of the lower levels."""
    if not exact:
        return min(1.0, s.flags), s.flags
    if not s.flags:
        return 0.0, 0.0
    if not bold:
        return binom_tail(s.dice, FLAG_P, 1), s.flags
    return binom_tail(s.dice, FLAG_P, 2), s.flags - binom_tail(s.dice, FLAG_P, 1)


def dislodged(s: Strike, bold: bool, exact: bool) -> float:
    """The chance the strike kills the target or drives it back off its hex."""
    return s.kill + (1 - s.kill) * driven_back(s, bold, exact)[0]


def figures_to_kill(u: Unit, ui: UnitInfo) -> int:
    """Hits needed in one attack to eliminate the unit (a lone commander needs his capture value)."""
    if ui.capture:
        others = u.figures - 1
        return others + ui.capture
    return u.figures


def elimination_value(u: Unit, ui: UnitInfo, morale_weight: float) -> float:
    """What the unit's owner loses when it goes: half its worth (the rest went figure by figure) plus the
    morale the enemy gains."""
    return 0.5 * ui.base_value + morale_weight * ELIMINATION_MORALE[u.rank]


def unit_value(u: Unit, ui: UnitInfo) -> float:
    """Worth of a unit on the board: it fights with full dice to its last figure, so half its worth is
    being there at all and half is its figures."""
    if u.hex < 0:
        return 0.0
    return ui.base_value * (0.5 + 0.5 * u.figures / ui.strength)


def value_of_hits(u: Unit, ui: UnitInfo, hits: float, kill: float, morale_weight: float) -> float:
    """Expected loss of worth for `u` taking `hits` with `kill` chance of elimination."""
    per_figure = 0.5 * ui.base_value / ui.strength
    return per_figure * min(hits, u.figures) + kill * elimination_value(u, ui, morale_weight)
