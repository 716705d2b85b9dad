"""When a Skirmish ends, from what every seat knows: the End Game card's odds and the score race.

The End Game card lies uniformly in the lower half of the territory deck ("insérez au hasard la carte
Fin de partie dans la moitié inférieure", `rules.setup.insert_end_game`) and the game ends the moment
it is drawn, by points (1 a territory, +1 a castle, +1 a port). The deck's size is public, so the
chance that the next card drawn ends the game, and the draws left on average, follow exactly. The
planner reads them to stop drawing while behind when the end is likely (drawing is optional) and to
value armies less as the end nears (they score nothing), and a house with armies to spare to spend them.
"""
from __future__ import annotations

from ..rules.geo import Geo
from ..rules.setup import end_game_next, end_game_places
from ..rules.view import RiskView


def end_next(g: Geo, v: RiskView) -> float:
    """P(the next card drawn is the End Game card), Skirmish only (0 otherwise)."""
    return end_game_next(len(g.territories), v.deck_size) if v.rules == "skirmish" else 0.0


def draws_left(g: Geo, v: RiskView) -> float:
    """Expected draws before the End Game card comes up (Skirmish; infinite for Domination)."""
    if v.rules != "skirmish":
        return float("inf")
    n = len(g.territories)
    drawn, first = end_game_places(n, v.deck_size)
    return (first - drawn) + (n - first) / 2.0


def turns_left(g: Geo, v: RiskView) -> float:
    """About how many more turns of its own a seat will play (one draw per turn around the table)."""
    alive = sum(not p.eliminated for p in v.players.values())
    return draws_left(g, v) / max(1, alive)


def scores(g: Geo, v: RiskView) -> dict[str, int]:
    out = {h: 0 for h in v.seats}
    for t, o in v.owner.items():
        if o in out:
            out[o] += g.points[t]
    return out


def leading(g: Geo, v: RiskView, me: str) -> bool:
    """True when `me` alone has the most points now (a drawn End Game card would make it the winner)."""
    sc = scores(g, v)
    return all(sc[me] > s for h, s in sc.items() if h != me)


def spare_share(v: RiskView, me: str) -> float:
    """The rivals' armies over ours while ours outnumber all of theirs together, else 1: the share of its
    worth an army keeps for such a house. It gains armies faster than it could lose them; counted at full
    worth, every conquest costs it more than the territory is worth, so it sits, never draws, and the End
    Game card never comes (before this, 3-house Skirmish games against normal sat to the round limit about
    one in eleven, 2-house ones one in four)."""
    mine = sum(a for t, a in v.armies.items() if v.owner[t] == me)
    rivals = sum(a for t, a in v.armies.items() if v.owner[t] != me and v.owner[t] in v.players)   # not neutral
    return rivals / mine if mine > rivals > 0 else 1.0
