"""The story of a battle for the victory screen: the morale marker, each side's victory points and units
lost at the start and at the end of every round, read from the battle's events (no Arcade, no replay).

The events say everything needed: "round" opens a round, "morale" gives the marker after each move, "vp"
the points a house scored, "eliminated" a house's unit lost (a captured commander's unit is eliminated
first, so it is counted once, as the panel's "lost" counts units off the board). The
last point is where the battle stopped, mid-round when an instant victory or a rout ended it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.protocol import Event
from tactical.rules.state import BattleState


@dataclass
class StoryPoint:
    label: str                       # "start", then the round it closes ("1", "2", ...)
    morale: int                      # the marker: negative toward order[0]'s segment (order[0] losing heart)
    vp: dict[str, int] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)


def battle_story(state: BattleState, events: list[Event]) -> list[StoryPoint]:
    """The start, then one point at the end of each round played (the last where the battle ended)."""
    houses = list(state.order)
    first_morale = next((e.data["before"] for e in events if e.kind == "morale"), state.morale)
    now = StoryPoint("start", first_morale, dict.fromkeys(houses, 0), dict.fromkeys(houses, 0))
    points, round_no = [], 0
    for e in events:
        if e.kind == "round":
            points.append(_copy(now, str(round_no) if round_no else "start"))    # it closes the round before
            round_no = e.data["round"]
        elif e.kind == "morale":
            now.morale = e.data["after"]
        elif e.kind == "vp":
            now.vp[e.data["house"]] += e.data["vp"]
        elif e.kind == "eliminated":
            now.lost[e.data["house"]] += 1
    points.append(_copy(now, str(max(1, round_no))))
    return points


def _copy(p: StoryPoint, label: str) -> StoryPoint:
    return StoryPoint(label, p.morale, dict(p.vp), dict(p.lost))
