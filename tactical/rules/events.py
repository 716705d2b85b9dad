"""What happened, as data: every rule step worth showing in the log, animating, or replaying (dice included).

Events are `tactical.protocol.Event` records: a kind, the facts (ids, hexes and their labels, names,
dice faces, reason codes) and an audience (None: everyone; otherwise the named houses). The rules never
write English; `describe.render_event` turns an event into a log line for a viewer. `unit_ref` and
`at` put into an event what the renderer needs to name a unit or a hex without the state.
"""
from __future__ import annotations

from typing import Any, Literal

from tactical.hexgrid import grid_for
from tactical.protocol import Event
from tactical.rules.state import BattleState, Unit
from tactical.rules.units import unit_name

EventKind = Literal[
    "round", "phase", "roll", "draw", "drawn", "shuffle", "keep", "engage", "flank", "attack", "disengage",
    "strike", "cover", "hits", "stands", "eliminated", "captured", "morale", "victory", "vp", "order", "rally",
    "pass", "card", "tactic", "commit", "effect", "tokens", "move", "retreat", "advance", "fire", "devastation",
    "bold", "counter",
]


class EventLog(list[Event]):
    """The events one engine step produced, in order."""

    def add(self, kind: EventKind, audience: frozenset[str] | None = None, **data: Any) -> None:
        self.append(Event(kind, data, audience))


def at(state: BattleState, h: int) -> str | None:
    """The printed label of hex h (None off the board)."""
    return grid_for(state.cols, state.rows).label(h) if h >= 0 else None


def unit_ref(state: BattleState, u: Unit) -> dict[str, Any]:
    """A unit as the log names it: id, house, rank, name and where it stands now."""
    return {"id": u.id, "house": u.house, "rank": u.rank, "name": unit_name(u), "at": at(state, u.hex)}
