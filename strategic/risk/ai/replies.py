"""The others' replies: what each rival would attack on a position after our turn, and what we lose to it.

The rivals' judgement is known code, so a position can be looked at from a rival's seat. Its next turn's
armies (territories, castles and regions it holds, read from the board) go where its play would put them,
and its attacks follow that play: the planner's own at normal's numbers (`planner.rival_best`: the stack
whose best chain is worth most, that chain's exact odds from `chains.py`, no dice drawn) or the greedy
baseline's turn (`greedy_turn`); hard reads which play each rival's turns look like (`rivals.py`). Either
gives the chance the rival takes each of our territories. What we stand to lose is the chance-weighted
points, region bonus broken and armies of every territory of ours on the chain (`lost_to`); what every
house would then hold, the points each step moves at its chance (`points_after`, for the race near a
Skirmish's end). Only public parts of our view go into the rival's: its hand, objectives and maester cards
are unknown and left empty.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping

from ..rules.geo import Geo
from ..rules.tables import reinforcement_for
from ..rules.view import RiskView
from .chains import Chain, Step
from .endgame import scores
from .greedy import ATTACK_THRESHOLD, FIRST_CONQUEST, Board, attack_choice, front, moving_in
from .odds import fought_out

Best = Callable[[RiskView], "tuple[float, Chain | None]"]
MOST_ATTACKS = 12              # a greedy turn modelled up to this many attacks (one in a hundred goes further)


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


def greedy_turn(rv: RiskView) -> tuple[float, Chain | None]:
    """A rival's next turn as the greedy baseline plays it, on its view `rv` (`as_rival`): its armies on its
    front (`greedy.front`), then its attacks one after another as it chooses them (`greedy.attack_choice`, the
    first at the odds a card is worth), the board moved on as if each were won, its expected survivors moved
    in as greedy moves them (`greedy.moving_in`). One chain of those steps for `lost_to` and `points_after`,
    each step at its own chance (greedy attacks from wherever it stands, so a step does not hang on the
    last); (-inf, None) when it would not attack."""
    armies, owner = dict(rv.armies), dict(rv.owner)
    start = front(Board(rv))
    armies[start] += rv.reinforcements
    steps: list[Step] = []
    for _ in range(MOST_ATTACKS):
        b = Board(rv._replace(armies=MappingProxyType(armies), owner=MappingProxyType(owner)))
        need = ATTACK_THRESHOLD if steps else FIRST_CONQUEST
        pairs = [(src, dst) for src in b.own if armies[src] >= 2 for dst in b.enemies_near(src)]
        choice = attack_choice(b, pairs, need)
        if choice is None:
            break
        src, dst, chance = choice
        won, standing = fought_out(armies[src] - 1, armies[dst])
        left = max(1, round(standing / max(won, 1e-9)))           # the survivors expected once it is taken
        steps.append(Step(dst, chance, float(left)))
        owner[dst] = rv.seat
        moved = moving_in(b.g, owner, rv.seat, src, left)
        armies[dst], armies[src] = moved, 1 + left - moved
    if not steps:
        return float("-inf"), None
    return 1.0, Chain(start, tuple(s.territory for s in steps), 1.0, tuple(steps))


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
