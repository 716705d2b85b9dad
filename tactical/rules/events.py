"""What happened: every rule step worth showing in the log, animating, or replaying (dice included)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Event:
    kind: str                     # "roll", "move", "attack", "hits", "retreat", "eliminated", "morale", ...
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def __str__(self) -> str:
        return self.text


class EventLog(list):
    """A list of events with a shorthand to add one."""

    def add(self, kind: str, text: str, **data: Any) -> None:
        self.append(Event(kind, text, data))
