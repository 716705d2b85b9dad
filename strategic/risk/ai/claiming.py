"""The greedy AI's Domination setup: which territory to claim, where to put the remaining armies.

Claiming one army at a time in turn order is a draft, so the AI plays it like one: it builds toward
regions it can still complete (worth their bonus per territory), takes the last free territory of a
region an opponent is about to complete (a bonus denied is worth as much as one won), stays compact,
and takes castles and ports. A little noise from the agent's own Rng breaks the many near-ties, so
the same seats do not always draft the same map. Once everything is claimed the armies go one at a
time to the most threatened border, the seat of power first (without it 10 points do not win).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..rules.setup import UNCLAIMED
from ..rules.tables import NEUTRAL

if TYPE_CHECKING:                     # greedy.Board uses this module's draft: no import cycle at run time
    from .greedy import Board

NOISE = 0.4                # at most this much random score, to vary the draft between games
SEAT_GUARD = 3             # armies a seat of power is worth keeping above the threat around it
BROKEN_REGION = 0.25       # a region someone else already shares is worth this share of its bonus


def region_worth(b: Board, t: str) -> float:
    """Bonus won or denied by claiming `t`, scaled by how far the region is along."""
    g, owner, me = b.g, b.v.owner, b.me
    region = g.regions[g.region_of[t]]
    bonus = g.bonus[g.region_of[t]]
    holders = {owner[x] for x in region} - {UNCLAIMED}
    free = sum(owner[x] == UNCLAIMED for x in region)
    per = bonus / len(region)
    if holders <= {me}:                               # still ours to complete
        mine = len(region) - free
        return per * (2 + mine) + (bonus if free == 1 else 0.0)
    if len(holders) == 1:                             # one rival alone there: deny it, sooner if it is near
        theirs = len(region) - free
        return per * theirs + (bonus if free == 1 else 0.0)
    return per * BROKEN_REGION


def claim_score(b: Board, t: str) -> float:
    near = sum(b.v.owner[n] == b.me for n in b.g.neighbours[t])
    return region_worth(b, t) + 0.5 * near + 0.5 * (b.g.points[t] - 1)


def place_score(b: Board, t: str) -> float:
    """Reinforcing a claimed territory: threatened borders first, the seat of power above all."""
    score = float(b.threat(t))
    if b.g.seats.get(b.me) == t:
        score += SEAT_GUARD
    return score + 0.5 * (b.g.points[t] - 1)


def claim(b: Board, legal: Sequence[Any]) -> Any:
    rng = b.rng
    free = any(o == UNCLAIMED for o in b.v.owner.values())
    if free:
        return max(legal, key=lambda a: claim_score(b, a.territory) + NOISE * rng.below(1000) / 1000)
    border = [a for a in legal if any(b.v.owner[n] not in (b.me, NEUTRAL) for n in b.g.neighbours[a.territory])]
    return max(border or legal, key=lambda a: place_score(b, a.territory))
