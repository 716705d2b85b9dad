"""Clash of Kings (seed 000): secret simultaneous bids, revealed together and spent; ties broken by whoever
holds the Iron Throne before the track changes; seed 000's Fiefdoms example."""
from __future__ import annotations

import pytest

from tactical.protocol import Amount, IllegalAction
from strategic.agot.rules.actions import Bid, Rank
from strategic.agot.rules.engine import advance, apply_in_place, legal_actions, to_act
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState
from strategic.agot.rules.view import HIDDEN, view


def clash(power: int = 5) -> AgotState:
    s, _ = new_game(1, 5, 1)            # Iron Throne: Baratheon, Lannister, Stark, Greyjoy, Tyrell
    for hs in s.house.values():
        hs.power = power
    s.pending = {"clash": {"then": "planning_begin"}}
    s.step = "clash_begin"
    advance(s, [])
    return s


def bid_all(s: AgotState, bids: dict[str, int]) -> list:
    events = []
    for house, n in bids.items():
        events += apply_in_place(s, house, Bid(n))
    return events


def test_seed_example_fiefdoms_greyjoy_breaks_the_tie_and_lannister_takes_the_blade() -> None:
    s = clash()
    assert to_act(s) == set(s.houses) and legal_actions(s, "stark") == [Bid(Amount(0, 5))]
    # the Iron Throne: Greyjoy wins it; the four ties at 0 are Baratheon's to break (he holds the throne
    # until the track is rewritten)
    bid_all(s, {"greyjoy": 1, "stark": 0, "lannister": 0, "baratheon": 0, "tyrell": 0})
    assert to_act(s) == {"baratheon"}
    for house in ("lannister", "baratheon", "stark"):
        apply_in_place(s, "baratheon", Rank(house))
    assert s.tracks["iron_throne"] == ["greyjoy", "lannister", "baratheon", "stark", "tyrell"]
    assert s.holder("iron_throne") == "greyjoy"
    # the Fiefdoms: Lannister 4, Baratheon 3, Stark 3, Tyrell 2, Greyjoy 0
    bid_all(s, {"lannister": 4, "baratheon": 3, "stark": 3, "tyrell": 2, "greyjoy": 0})
    assert to_act(s) == {"greyjoy"}
    assert set(legal_actions(s, "greyjoy")) == {Rank("baratheon"), Rank("stark")}
    apply_in_place(s, "greyjoy", Rank("baratheon"))
    assert s.tracks["fiefdoms"] == ["lannister", "baratheon", "stark", "tyrell", "greyjoy"]
    assert s.holder("fiefdoms") == "lannister"                        # the Valyrian Steel Blade
    assert {h: s.house[h].power for h in s.houses} == {
        "lannister": 1, "baratheon": 2, "stark": 2, "tyrell": 3, "greyjoy": 4}
    # the King's Court: Greyjoy, now on the throne, ranks a four-way tie one house at a time
    bid_all(s, {"lannister": 0, "baratheon": 0, "stark": 0, "tyrell": 0, "greyjoy": 4})
    for house in ("tyrell", "stark", "lannister"):
        assert to_act(s) == {"greyjoy"}
        apply_in_place(s, "greyjoy", Rank(house))
    assert s.tracks["kings_court"] == ["greyjoy", "tyrell", "stark", "lannister", "baratheon"]
    assert "clash" not in s.pending and s.step == "planning"


def test_a_bid_stays_secret_until_all_have_bid() -> None:
    s = clash()
    events = apply_in_place(s, "lannister", Bid(3))
    private = [e for e in events if e.audience is not None]
    assert [(e.kind, e.audience, e.data["power"]) for e in private] == [("bid_chosen", {"lannister"}, 3)]
    assert all("power" not in e.data for e in events if e.audience is None)
    assert view(s, "lannister").pending["secret"] == {"lannister": 3}
    assert view(s, "stark").pending["secret"] == {"lannister": HIDDEN}
    assert s.house["lannister"].power == 5                           # nothing spent before the reveal
    assert to_act(s) == set(s.houses) - {"lannister"}
    with pytest.raises(IllegalAction):
        apply_in_place(s, "lannister", Bid(1))                       # one bid each
    with pytest.raises(IllegalAction):
        apply_in_place(s, "stark", Bid(6))                           # more than it has
    events = bid_all(s, {"stark": 2, "baratheon": 1, "greyjoy": 0, "tyrell": 4})
    revealed = [e for e in events if e.kind == "bids_revealed"]
    assert len(revealed) == 1 and revealed[0].audience is None
    assert revealed[0].data["bids"] == {"stark": 2, "lannister": 3, "baratheon": 1, "greyjoy": 0, "tyrell": 4}
    assert s.tracks["iron_throne"] == ["tyrell", "lannister", "stark", "baratheon", "greyjoy"]


def test_a_house_without_power_bids_nothing_without_being_asked() -> None:
    s = clash(power=0)
    # nobody can bid: each track is a five-way tie ranked by the Iron Throne's holder
    assert to_act(s) == {"baratheon"} and s.step == "rank"
