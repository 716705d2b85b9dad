"""Free amounts: one legal action with its bounds (`Amount`) allows every value inside and nothing else."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from tactical.protocol import Amount, Event, allows, events_for, fill, fits


@dataclass(frozen=True)
class Deploy:
    territory: str
    armies: object


LEGAL = [Deploy("Winterfell", Amount(1, 8)), Deploy("The Twins", 2)]


@pytest.mark.parametrize("action,ok", [
    (Deploy("Winterfell", 1), True), (Deploy("Winterfell", 8), True), (Deploy("Winterfell", 5), True),
    (Deploy("Winterfell", 0), False), (Deploy("Winterfell", 9), False), (Deploy("Winterfell", True), False),
    (Deploy("Winterfell", Amount(1, 8)), False),        # the template itself: no amount chosen
    (Deploy("The Twins", 2), True), (Deploy("The Twins", 1), False), (Deploy("Pyke", 1), False),
])
def test_an_amount_allows_exactly_its_bounds(action: Deploy, ok: bool) -> None:
    assert allows(LEGAL, action) is ok


def test_fill_picks_inside_the_bounds() -> None:
    assert fill(LEGAL[0]) == Deploy("Winterfell", 8)
    assert fill(LEGAL[0], min) == Deploy("Winterfell", 1)
    assert fill(LEGAL[1]) is LEGAL[1]
    assert fits(fill(LEGAL[0], lambda r: r[3]), LEGAL[0])


def test_an_event_reaches_only_its_audience() -> None:
    public, private = Event("draw", {"house": "stark"}), Event("drawn", {"card": "x"}, frozenset({"stark"}))
    assert events_for([public, private], "stark") == [public, private]
    assert events_for([public, private], "lannister") == [public]
    assert events_for([public, private], None) == [public]
    assert Event.from_dict(private.to_dict()) == private
