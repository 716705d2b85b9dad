"""The morale ladder: one marker between the two houses' segments.

The marker is an integer: 0 is the centre (start) space; a house's own segment runs from 1 (its space
"2") to 10 (its space "11", or Rout). `order[0]`'s segment is the negative side, `order[1]`'s the
positive side. A house gaining morale pushes the marker toward the enemy's segment. Zones (grey, green,
yellow, red) and morale breaks come from `scenarios/battlelore/morale.json`.
"""
from __future__ import annotations

from typing import Any, Literal

from tactical.catalog import load_catalog
from tactical.rules.events import EventLog
from tactical.rules.outcome import declare_winner
from tactical.rules.state import BattleState

Why = Literal["token", "rally_token", "elimination", "card", "recovery"]

LADDER_END = 10
ZONE_ORDER = {"grey": 0, "green": 1, "yellow": 2, "red": 3}
ELIMINATION_MORALE = {"green": 1, "blue": 2, "red": 3}


def _sign(state: BattleState, house: str) -> int:
    return -1 if house == state.order[0] else 1


def depth(state: BattleState, house: str) -> int:
    """How far into `house`'s own segment the marker is (0: centre or the enemy's side)."""
    return max(0, state.morale * _sign(state, house))


def space(state: BattleState, house: str) -> int | None:
    """The printed space number (2..11) under the marker on `house`'s side, None if not on its side."""
    d = depth(state, house)
    return d + 1 if d else None


def zone(state: BattleState, house: str) -> str | None:
    d = depth(state, house)
    return load_catalog().morale_segment.zones[d - 1] if d else None


def shift(state: BattleState, house: str, amount: int, log: EventLog, why: Why, **facts: Any) -> None:
    """`house` gains `amount` morale (negative: loses). The marker stays at an end; Rout ends the battle.
    `why` and `facts` (the rank eliminated, the zone recovered to) go into the event for the log."""
    if amount == 0 or state.winner is not None or state.phase == "over":
        return
    before = state.morale
    state.morale = max(-LADDER_END, min(LADDER_END, state.morale - _sign(state, house) * amount))
    log.add("morale", house=house, amount=amount, before=before, after=state.morale, why=why, **facts)
    check_rout(state, log)


def check_rout(state: BattleState, log: EventLog) -> None:
    for house in state.order:
        if state.morale_rout.get(house) and depth(state, house) >= LADDER_END:
            declare_winner(state, state.enemy(house), "rout", log, house=house)
            return


def satisfies(state: BattleState, house: str, who: str, zone_name: str, compare: str) -> bool:
    """Tactic conditions such as "your morale is green or better" / "the enemy's morale is yellow or worse"."""
    subject = house if who == "self" else state.enemy(house)
    current = zone(state, subject)
    wanted = ZONE_ORDER[zone_name]
    if compare == "or_better":
        return current is None or ZONE_ORDER[current] <= wanted
    return current is not None and ZONE_ORDER[current] >= wanted


def recover(state: BattleState, log: EventLog) -> None:
    """Regroup E: a house in a coloured zone moves the marker back to that zone's morale break."""
    seg = load_catalog().morale_segment
    for house in state.order:
        d = depth(state, house)
        if not d:
            continue
        z = seg.zones[d - 1]
        if z == "grey" or (d + 1) in seg.breaks:
            continue
        target = max((b for b in seg.breaks if seg.zones[b - 2] == z and b - 1 <= d), default=None)
        if target is None:
            continue
        shift(state, house, d - (target - 1), log, "recovery", zone=z)


def higher_morale(state: BattleState) -> str | None:
    """The house with the higher morale (the marker is on the other's side); None at the centre."""
    if state.morale == 0:
        return None
    return state.order[1] if state.morale < 0 else state.order[0]
