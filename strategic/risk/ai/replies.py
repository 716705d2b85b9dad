"""The others' replies: what each rival would attack on a position after our turn, and what we lose to it.

The rivals' judgement is known code (the planner's own, at normal's numbers), so a position can be
looked at from a rival's seat: its next turn's armies (territories, castles and regions it holds, read
from the board) put on the stack whose best chain of attacks is worth most, as the planner deploys,
and that chain's exact odds (`chains.py`, no dice drawn) give the chance it takes each of our
territories. What we stand to lose is the chance-weighted points, region bonus broken and armies of
every territory of ours on the chain (`lost_to`); what every house would then hold, the points each step
moves at its chance (`points_after`, for the race near a Skirmish's end). Only public parts of our view
go into the rival's: its hand, objectives and maester cards are unknown and left empty.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping

from ..rules.geo import Geo
from ..rules.tables import reinforcement_for
from ..rules.view import RiskView
from .chains import Chain
from .endgame import scores

Best = Callable[[RiskView], "tuple[float, Chain | None]"]


def income(g: Geo, owner: Mapping[str, str], house: str) -> int:
    """Armies `house` receives at its next turn's start from what it holds (cards not counted)."""
    own = {t for t, o in owner.items() if o == house}
    castles = sum(t in g.castles for t in own)
    return reinforcement_for(len(own) + castles) + sum(b for _, b in g.region_bonus(own))


def as_rival(v: RiskView, g: Geo, rival: str, armies: Mapping[str, int]) -> RiskView:
    """The rival's view at the start of its turn, our armies standing as `armies`, from the public parts
    of ours (its hand, objectives and maester cards are not in our view: left empty)."""
    return v._replace(seat=rival, actor=rival, active=rival, phase="reinforce", armies=MappingProxyType(dict(armies)),
                      hand=(), objectives=(), maester=(), conquered=0, reinforcements=income(g, v.owner, rival),
                      units_to_place=(), traded_set=False, pending=MappingProxyType({}), eliminated_now=())


def loss_worth(g: Geo, owner: Mapping[str, str], armies: Mapping[str, int], me: str, t: str, army: float) -> float:
    """What losing `t` costs us: its points, the bonus of a region we hold whole, its armies."""
    region = g.regions[g.region_of[t]]
    whole = all(owner[x] == me for x in region)
    return g.points[t] + (g.bonus[g.region_of[t]] if whole else 0) + army * armies[t]


def replies_to(v: RiskView, g: Geo, armies: Mapping[str, int], best: Best, need: float) -> list[tuple[str, Chain]]:
    """Each rival's best chain at its next turn, when it is worth starting (above `need`), our armies
    standing as `armies` on the territories of our view: (rival, chain)."""
    out = []
    for rival, p in v.players.items():
        if rival == v.seat or p.eliminated or rival not in v.owner.values():
            continue
        score, chain = best(as_rival(v, g, rival, armies))
        if chain is not None and score > need:
            out.append((rival, chain))
    return out


def lost_to(v: RiskView, g: Geo, armies: Mapping[str, int], chains: list[tuple[str, Chain]], army: float) -> float:
    """Expected worth we lose to these replies: every territory of ours on a chain, at its chance."""
    me, owner = v.seat, v.owner
    return sum(s.taken * loss_worth(g, owner, armies, me, s.territory, army)
               for _, chain in chains for s in chain.steps if owner[s.territory] == me)


def points_after(v: RiskView, g: Geo, chains: list[tuple[str, Chain]]) -> dict[str, float]:
    """Every house's Skirmish points once these replies are fought: each step's points pass from its
    holder to the rival at the step's chance (each rival on the same board, as `lost_to` counts them)."""
    points = {h: float(n) for h, n in scores(g, v).items()}
    for rival, chain in chains:
        for s in chain.steps:
            holder = v.owner[s.territory]
            if holder in points:
                points[holder] -= s.taken * g.points[s.territory]
                points[rival] += s.taken * g.points[s.territory]
    return points
