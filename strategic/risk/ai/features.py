"""What a position looks like to one seat, as numbers for the learned value (`value.py`): its share of
the board, of the armies and of next turn's income, its points against the leader's, how exposed its
borders are, its cards, its seat and objectives, and how near a Skirmish's end is.

Every feature is read from the seat's view only (the public board and records, its own hand and
objectives), so a value computed from them cannot leak hidden information. Shares are against the
houses still in the game, so the same numbers fit 3 or 5 houses.
"""
from __future__ import annotations

from ..rules.geo import geo
from ..rules.tables import NEUTRAL, reinforcement_for
from ..rules.view import RiskView
from . import objectives
from .endgame import end_next, scores, turns_left
from .greedy import Board

NAMES = ("territories", "armies", "income", "regions", "points", "lead", "lead_late", "biggest_rival",
         "exposure", "open_borders", "cards", "rival_cards", "seat", "rival_seats", "objectives", "gold",
         "end_near", "alive")


def _share(mine: float, every: dict[str, float]) -> float:
    total = sum(every.values())
    return mine / total if total else 0.0


def income(v: RiskView, house: str) -> int:
    """Armies `house` would receive for its board next turn (territories and castles, regions;
    cards traded not counted), as `rules.reinforce.reinforcement` counts them."""
    g = geo(v.map)
    own = {t for t, o in v.owner.items() if o == house}
    return reinforcement_for(len(own) + len(own & g.castles)) + sum(b for _, b in g.region_bonus(own))


def _exposure(v: RiskView, me: str) -> tuple[float, float]:
    """(hostile armies next to our territories / ours on the border, share of our territories with a
    hostile neighbour)."""
    g, owner, armies = geo(v.map), v.owner, v.armies
    hostile = border = exposed = 0
    seen: set[str] = set()
    own = [t for t, o in owner.items() if o == me]
    for t in own:
        foes = [n for n in g.neighbours[t] if owner[n] not in (me, NEUTRAL)]
        if foes:
            exposed += 1
            border += armies[t]
            hostile += sum(armies[n] for n in foes if n not in seen)
            seen.update(foes)
    return hostile / max(1, border), exposed / max(1, len(own))


def _points(v: RiskView) -> dict[str, float]:
    """Skirmish points (territories, castles, ports) or Domination victory points, per house."""
    if v.rules == "skirmish":
        return {h: float(s) for h, s in scores(geo(v.map), v).items()}
    return {h: float(p.vp) for h, p in v.players.items()}


def features(v: RiskView) -> list[float]:
    """The position as `v.seat` sees it, in the order of `NAMES`."""
    g, me = geo(v.map), v.seat
    alive = [h for h in v.seats if not v.players[h].eliminated]
    rivals = [h for h in alive if h != me]
    held = {h: 0.0 for h in alive}
    troops = dict(held)
    for t, o in v.owner.items():
        if o in held:
            held[o] += 1
            troops[o] += v.armies[t]
    points = _points(v)
    best = max((points[h] for h in rivals), default=0.0)
    scale = 10.0 if v.rules == "domination" else max(1.0, sum(points[h] for h in alive) / max(1, len(alive)))
    lead = (points[me] - best) / scale
    late = 1.0 / (1.0 + turns_left(g, v)) if v.rules == "skirmish" else 0.0
    hostile, open_share = _exposure(v, me)
    own = {t for t, o in v.owner.items() if o == me}
    board = Board(v)
    seat = g.seats.get(me)
    return [
        _share(held[me], held), _share(troops[me], troops), _share(income(v, me), {h: income(v, h) for h in alive}),
        len(g.region_bonus(own)) / max(1, len(g.regions)), _share(points[me], {h: points[h] for h in alive}),
        lead, lead * late, max((held[h] for h in rivals), default=0.0) / max(1.0, sum(held.values())),
        min(hostile, 5.0), open_share, len(v.hand) / 5.0,
        max((v.players[h].cards for h in rivals), default=0) / 5.0,
        float(seat is not None and v.owner.get(seat) == me),
        float(sum(v.owner.get(g.seats.get(h, ""), "") == me for h in rivals)),
        sum(objectives.worth(board, o) for o in v.objectives) / 10.0,
        _share(v.players[me].gold, {h: float(v.players[h].gold) for h in alive}) if v.rules == "domination" else 0.0,
        end_next(g, v) + late, len(alive) / len(v.seats),
    ]
