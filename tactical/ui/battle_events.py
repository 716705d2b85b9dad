"""Reading the engine's events for the screen: log lines, unit moves to animate, the last dice roll.

Text comes from the engine's renderer (`BATTLELORE.render`) for the seat watching, so the log shows a
seat only the events it may see (its own card draws, never the opponent's).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from tactical.protocol import Event
from tactical.rules import combat
from tactical.rules.engine import BATTLELORE
from tactical.rules.state import BattleState
from tactical.ui.labels import log_line, unit_name

@dataclass
class Roll:
    """A roll for the dice tray: who rolled what, and what it did."""

    caption: str
    faces: list[str]
    outcome: str = ""
    house: str | None = None
    hits: list[bool] = field(default_factory=list)    # per die, for a combat roll: does it hit the target
    target: str = ""                                   # whom a combat roll was at ("" for other rolls)


QUIET = ("effect",)                       # engine bookkeeping not worth a log line


def log_entries(state: BattleState, events: list[Event], viewer: str | None = None) -> list[str]:
    """Log lines for `viewer` (None: a spectator, who sees only public events)."""
    out = []
    for e in events:
        if e.kind in QUIET or not e.visible_to(viewer):
            continue
        text = log_line(state, BATTLELORE.render(e, viewer))
        out.append(("— " + text + " —") if e.kind == "round" else text)
    return out


def moves_in(events: list[Event]) -> list[tuple[int, list[int]]]:
    """(unit, hexes from start to end) for every event that moved a unit on the board."""
    out = []
    for e in events:
        d = e.data
        if "unit" not in d:
            continue
        if isinstance(d.get("path"), list) and len(d["path"]) >= 2:
            out.append((d["unit"], list(d["path"])))
        elif isinstance(d.get("frm"), int) and isinstance(d.get("to"), int) and d["frm"] >= 0 and d["to"] >= 0:
            out.append((d["unit"], [d["frm"], d["to"]]))
    return out


def _caption(state: BattleState, e: Event) -> str:
    uid, n = e.data.get("unit"), len(e.data.get("dice", ()))
    if isinstance(uid, int) and 0 <= uid < len(state.units):
        purpose = {"reroll": "rerolls", "dogs": "looses the dogs:"}.get(e.data.get("purpose"), "rolls")
        return f"{unit_name(state, uid)} {purpose} {n} {'die' if n == 1 else 'dice'}"
    return log_line(state, BATTLELORE.render(e, None)).split(":")[0]


def roll_target(events: list[Event], idx: int) -> int | None:
    """The unit a combat roll was at: its own `target`, or for a flank reroll the attack roll it redoes."""
    data = events[idx].data
    if isinstance(data.get("target"), int):
        return data["target"]
    if data.get("purpose") != "reroll":
        return None
    previous = next((e for e in reversed(events[:idx]) if e.kind == "roll"), None)
    return previous.data.get("target") if previous is not None else None


def hit_marks(state: BattleState, roll: Event, target: int | None) -> list[bool]:
    """Which dice hit the target, by the engine's own test (combat.is_hit); none for a roll at no unit."""
    uid = roll.data.get("unit")
    if target is None or not isinstance(uid, int):
        return []
    a, t = state.units[uid], state.units[target]
    return [combat.is_hit(state, a, t, f) for f in roll.data["dice"]]


COMBAT_ROLLS = ("attack", "counter", "strike", "dogs", "reroll", "effect")
COMBAT_END = ("roll", "attack", "order", "card", "pass", "phase", "round", "commit", "tactic")  # a new step began
OTHER_OUTCOMES: dict[str, Callable[[Mapping[str, Any]], str]] = {   # what a roll outside combat did
    "orders": lambda d: "order tokens for these faces",
    "fire": lambda d: f"{d['levels']} fire level(s)",
    "extinguish": lambda d: "put out" if d["out"] else "still burning",
}


def describe_roll(state: BattleState, events: list[Event]) -> Roll | None:
    """The last roll with dice among `events`, with what it did (for a combat roll: hits, flags, retreats,
    eliminations up to the next step; otherwise the engine's words)."""
    idx = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "roll" and events[i].data.get("dice")),
               None)
    if idx is None:
        return None
    e = events[idx]
    purpose = e.data.get("purpose")
    target = roll_target(events, idx) if purpose in COMBAT_ROLLS else None
    if purpose in COMBAT_ROLLS:
        outcome = combat_outcome(e, events[idx + 1:])
    else:
        outcome = OTHER_OUTCOMES.get(purpose, lambda d: "")(e.data)
    uid = e.data.get("unit")
    house = state.units[uid].house if isinstance(uid, int) and 0 <= uid < len(state.units) else e.data.get("house")
    return Roll(_caption(state, e), list(e.data["dice"]), outcome, house, hit_marks(state, e, target),
                unit_name(state, target) if target is not None else "")


def combat_outcome(roll: Event, later: list[Event]) -> str:
    outcome = []
    for e in later:
        if e.kind in COMBAT_END:
            break
        if e.kind == "hits":
            n = e.data.get("hits", 0)
            outcome.append(f"{n} hit{'s' if n != 1 else ''}")
        elif e.kind in ("retreat", "eliminated", "captured"):
            outcome.append(e.kind)
    flags = list(roll.data["dice"]).count("morale")
    if flags:
        outcome.append(f"{flags} flag{'s' if flags != 1 else ''}")
    return ", ".join(dict.fromkeys(outcome)) or ("no effect" if later else "")   # nothing after it: still resolving
