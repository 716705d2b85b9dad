"""The greedy AI's action phase: raids, marches (one step of lookahead: every legal move scored by what
it takes and by the battle it starts, the strengths counted with the supports now revealed) and
consolidation.

A march is played move by move: the best-scoring move while one is worth making, then the end of the
march (leaving a power token on a valuable area its units all left).
"""
from __future__ import annotations

from typing import Any, Sequence

from ..rules.actions import Consolidate, EndMarch, March, Move, Raid
from ..rules.common import strength
from ..rules.marches import destinations, move_kind, own_support
from ..rules.planning import TOKENS, order_kind
from .reading import Reading

RAID_VALUE = {"consolidate": 3.0, "support": 2.5, "defend": 2.0, "raid": 1.5}
MOVE_THRESHOLD = 0.3        # a move must be worth this, else the march ends
UNIT_COST = 0.15            # each unit moved costs a little: the rest may go elsewhere
TOKEN_WORTH = 1.0           # leave a power token where the area is worth this much
KEEP_POWER = 2              # ...while this much power stays available


def raid(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)

    def score(a: Raid) -> tuple[float, str, str]:
        if a.target is None:
            return 0.0, a.area, ""
        kind = order_kind(r.v, a.target) or ""
        return RAID_VALUE.get(kind, 1.0) + 0.5 * r.board.areas[a.target].crowns, a.area, a.target
    return max(legal, key=score)


def choose_march(view: Any, legal: Sequence[Any]) -> Any:
    """The march order whose best move is worth most goes first."""
    r = Reading(view)

    def best(a: March) -> tuple[float, str]:
        units = r.v.units.get(a.area, [])
        land = any(u != "ship" for u in units)
        worths = [r.worth(d) for d in destinations(r.v, r.me, a.area, land) if r.held(d) != r.me]
        return max(worths, default=0.0), a.area
    return max((a for a in legal if isinstance(a, March)), key=best)


def move(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    moves = [a for a in legal if isinstance(a, Move)]
    scored = sorted(((move_score(r, m), str(m)), i) for i, m in enumerate(moves))
    if scored and scored[-1][0][0] >= MOVE_THRESHOLD:
        return moves[scored[-1][1]]
    src = r.v.pending["area"]
    leave = EndMarch(True)
    if leave in legal and r.worth(src) >= TOKEN_WORTH and r.v.house[r.me].power > KEEP_POWER:
        return leave
    return EndMarch(False)


def move_score(r: Reading, m: Move) -> float:
    kind = move_kind(r.v, r.me, m.to)
    cost = UNIT_COST * len(m.units)
    if kind == "attack":
        return _attack_score(r, m)
    if kind == "neutral":
        return r.worth(m.to) - cost
    if r.held(m.to) == r.me:
        needs = r.board.areas[m.to].castle and r.threat(m.to) > r.defence(m.to)
        return (0.6 if needs else -1.0) - cost
    return r.worth(m.to) - 0.2 * r.threat(m.to) - cost - _exposure(r, m)


def _exposure(r: Reading, m: Move) -> float:
    """What leaving the march's area costs: a threatened castle of mine left empty."""
    src = r.v.pending["area"]
    left = len(r.v.units.get(src, [])) - len(m.units)
    if left or not r.board.areas[src].castle or r.threat(src) == 0:
        return 0.0
    return 0.5 * r.worth(src)


def _attack_score(r: Reading, m: Move) -> float:
    """Worth taking if the strengths (units, orders, revealed supports, the cards' average) favour us."""
    p = r.v.pending
    enemy = r.enemy_of(m.to) or ""
    sea = not r.board.is_land(m.to)
    mine = sum(_unit(u, r, m.to) for u in list(p.get("attackers", [])) + list(m.units))
    mine += p["bonus"] + own_support(r.v, r.me, m.to) + r.mean_card(r.me)
    defend = TOKENS[r.v.orders[m.to]].bonus if order_kind(r.v, m.to) == "defend" else 0
    theirs = r.defence(m.to) + defend + own_support(r.v, enemy, m.to) + r.mean_card(enemy) if enemy else 99
    if sea:
        theirs = r.standing(m.to, sea_battle=True) + defend + own_support(r.v, enemy, m.to) + r.mean_card(enemy)
    margin = mine - theirs
    if margin < 0:
        return -1.0
    return 1.2 * r.worth(m.to) + 0.1 * float(margin) - UNIT_COST * len(m.units) * 0.5


def _unit(unit: str, r: Reading, area: str) -> int:
    return strength(unit, attacking_castle=bool(r.board.areas[area].castle))


def consolidate(view: Any, legal: Sequence[Any]) -> Any:
    """Muster instead (2nd edition special order on a castle) when the area is threatened or power is
    plentiful; otherwise take the power."""
    r = Reading(view)
    for a in legal:
        if isinstance(a, Consolidate) and a.muster:
            if r.threat(a.area) > r.defence(a.area) or r.v.house[r.me].power >= 4:
                return a
    return next(a for a in legal if isinstance(a, Consolidate) and not a.muster)
