"""Domination objectives as the planner sees them: how far each card in hand is from being met, which
to keep, and what it asks of this turn.

`gap(b, card)` estimates the work left on a condition (0 when met now), in rough units of conquests
or turns: a castle missing is one conquest, a region as many as its territories not yet ours, gold a
turn per 500 missing. From it, a card is worth `vp / (1 + gap)`: the planner keeps the cards it can
score soon, adds their worth to the territories that close a gap (`focus`), pushes for a turn's
conquests when "conquer N this turn" is within reach, stacks its armies for a host, saves gold for
the coffers and trades a card for a special unit when units are asked for. Everything here reads
the view only (the objectives in hand are the seat's own).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..rules.cards import Condition, ObjectiveCard, lookup

if TYPE_CHECKING:                      # greedy.Board is only a type here: no import cycle at run time
    from .greedy import Board

GOLD_PER_TURN = 500                    # about one turn's income in the middle of a game


def _mine(b: Board) -> list[str]:
    return b.own


def _regions_missing(b: Board) -> list[int]:
    """Territories missing from each region, fewest first."""
    owner = b.v.owner
    return sorted(sum(owner[t] != b.me for t in ts) for ts in b.g.regions.values())


def _count(pred: Callable[[Board, str], bool]) -> Callable[[Board, Condition], float]:
    return lambda b, c: max(0, c.n - sum(pred(b, t) for t in _mine(b)))


def _regions(b: Board, c: Condition) -> float:
    return float(sum(_regions_missing(b)[:c.n]))


def _hold(b: Board, c: Condition) -> float:
    owner = b.v.owner
    return float(sum(owner[t] != b.me for r in c.regions for t in b.g.regions[r]))


def _seats(b: Board, c: Condition) -> float:
    held = sum(b.v.owner[t] == b.me for h, t in b.g.seats.items() if h != b.me and h in b.v.players)
    return 3.0 * max(0, c.n - held)


def _host(b: Board, c: Condition) -> float:
    top = max((b.v.armies[t] for t in _mine(b)), default=0) + b.v.reinforcements
    return max(0, c.n - top) / 4.0


def _gold(b: Board, c: Condition) -> float:
    return 2.0 * max(0, c.n - b.v.players[b.me].gold) / GOLD_PER_TURN


def _presence(b: Board, c: Condition) -> float:
    return float(max(0, c.n - len({b.g.region_of[t] for t in _mine(b)})))


def _eliminated(b: Board, c: Condition) -> float:
    weakest = min((b.held.get(h, 0) for h, p in b.v.players.items() if h != b.me and not p.eliminated), default=9)
    return 2.0 + weakest


GAPS: dict[str, Callable[[Board, Condition], float]] = {
    "castles": _count(lambda b, t: t in b.g.castles),
    "ports": _count(lambda b, t: t in b.g.ports),
    "territories": _count(lambda b, t: True),
    "regions": _regions,
    "hold_regions": _hold,
    "conquered": lambda b, c: max(0, c.n - b.v.conquered) * 0.8,
    "enemy_seat": _seats,
    "units": lambda b, c: 1.5 * max(0, c.n - sum(sum(u.values()) for t, u in b.v.units.items()
                                                 if b.v.owner[t] == b.me)),
    "host": _host,
    "gold": _gold,
    "presence": _presence,
    "eliminated": _eliminated,
}


def card(card_id: str) -> ObjectiveCard:
    return lookup()[2][card_id]


def gap(b: Board, card_id: str) -> float:
    c = card(card_id).condition
    return GAPS[c.kind](b, c)


def worth(b: Board, card_id: str) -> float:
    """What holding the card is worth now: its points, discounted by the work left."""
    return card(card_id).vp / (1.0 + gap(b, card_id))


# which territories close a condition's gap (kinds not listed ask for no territory in particular)
WANTS: dict[str, Callable[[Board, Condition, str], bool]] = {
    "castles": lambda b, c, t: t in b.g.castles,
    "ports": lambda b, c, t: t in b.g.ports,
    "territories": lambda b, c, t: True,
    "presence": lambda b, c, t: all(b.v.owner[x] != b.me for x in b.g.regions[b.g.region_of[t]]),
    "hold_regions": lambda b, c, t: b.g.region_of[t] in c.regions,
    "enemy_seat": lambda b, c, t: any(t == s for h, s in b.g.seats.items() if h != b.me),
    "regions": lambda b, c, t: sum(b.v.owner[x] != b.me for x in b.g.regions[b.g.region_of[t]]) <= 2,
}


def focus(b: Board, weight: float) -> dict[str, float]:
    """Extra worth of each territory whose conquest closes the gap of an objective in hand: `weight`
    per point of the card's worth (`vp / (1 + gap)`)."""
    out: dict[str, float] = {}
    for oid in b.v.objectives:
        c = card(oid).condition
        wants = WANTS.get(c.kind)
        if wants is None:
            continue
        g = GAPS[c.kind](b, c)
        if g <= 0:
            continue
        extra = weight * card(oid).vp / (1.0 + g)
        for t, o in b.v.owner.items():
            if o != b.me and wants(b, c, t):
                out[t] = out.get(t, 0.0) + extra
    return out


def best_met(b: Board) -> int:
    """The most victory points one objective in hand would score if claimed at this turn's end, as things
    stand (0 when none is met)."""
    return max((card(o).vp for o in b.v.objectives if gap(b, o) <= 0), default=0)


def asks(b: Board, kind: str) -> int:
    """The largest N among the objectives in hand of `kind` not met yet (0 when none asks for it)."""
    return max((card(o).condition.n for o in b.v.objectives
                if card(o).condition.kind == kind and gap(b, o) > 0), default=0)


def conquest_push(b: Board) -> float:
    """Points at stake in conquering more this turn: a "conquer N this turn" card still within reach
    (no more conquests missing than territories next to our stacks held by one or two armies)."""
    best = 0.0
    for oid in b.v.objectives:
        c = card(oid).condition
        if c.kind != "conquered" or b.v.conquered >= c.n:
            continue
        weak = {n for t in b.own if b.v.armies[t] >= 3 for n in b.enemies_near(t) if b.v.armies[n] <= 2}
        if len(weak) >= c.n - b.v.conquered:
            best = max(best, float(card(oid).vp))
    return best
