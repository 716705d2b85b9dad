"""The others' replies: what each rival would attack on a position after our turn, and what we lose to it.

The rivals' judgement is known code (the planner's own, at normal's numbers), so a position can be
looked at from a rival's seat: its next turn's armies (territories, castles and regions it holds, read
from the board) put on the stack whose best chain of attacks is worth most, as the planner deploys,
and that chain's exact odds (`chains.py`, no dice drawn) give the chance it takes each of our
territories. What we stand to lose is the chance-weighted points, region bonus broken and armies of
every territory of ours on the chain. Only public parts of our view go into the rival's: its hand,
objectives and maester cards are unknown and left empty.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping

from ..rules.geo import Geo
from ..rules.tables import reinforcement_for
from ..rules.view import RiskView
from .chains import Chain

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


def exposure(v: RiskView, g: Geo, armies: Mapping[str, int], best: Best, need: float, army: float) -> float:
    """Expected worth we lose to each rival's best chain at its next turn (when it is worth starting,
    above `need`), our armies standing as `armies` on the territories of our view."""
    me, owner, lost = v.seat, v.owner, 0.0
    for rival, p in v.players.items():
        if rival == me or p.eliminated or rival not in owner.values():
            continue
        score, chain = best(as_rival(v, g, rival, armies))
        if chain is None or score <= need:
            continue
        for s in chain.steps:
            if owner[s.territory] == me:
                lost += s.taken * loss_worth(g, owner, armies, me, s.territory, army)
    return lost
