"""The Supply card (seed 000): the recount, and the example where Lannister falls from 5 to 3 and must bring
armies of 4, 3, 2 and 2 within the 3, 2, 2, 2 of its new level, losing two units of its choice."""
from __future__ import annotations

import pytest

from tactical.protocol import IllegalAction
from strategic.agot.rules.actions import RemoveUnit
from strategic.agot.rules.common import add_unit, army_sizes, clear_area, supply_allows
from tests.agot.positions import position
from strategic.agot.rules.engine import advance, apply_in_place, legal_actions, to_act
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.supply import excess
from strategic.agot.rules.state import AgotState


def place(state: AgotState, house: str, area: str, *units: str) -> None:
    for u in units:
        add_unit(state, area, house, u)


def westeros_with(state: AgotState, first: str) -> None:
    """Start a Westeros phase whose deck I shows `first` and whose decks II and III ask nothing (the 2nd
    edition's deck III has no Last Days of Summer: Sea of Storms only forbids raids)."""
    third = "last-days-of-summer" if state.edition == 1 else "sea-of-storms"
    for deck, card in zip(state.decks, (first, "last-days-of-summer", third)):
        deck.remove(card)
        deck.insert(0, card)
    state.step = "westeros"
    advance(state, [])


def seed_example() -> AgotState:
    """Lannister has lost Riverrun and Seagard to Greyjoy; its armies: 2 knights and 2 footmen in Harrenhal,
    3 ships in the Golden Sound, 2 knights in the Searoad Marches, 2 footmen in Stoney Sept."""
    s = position(units={"harrenhal": ("lannister", ["knight", "knight", "footman", "footman"]),
                        "the-golden-sound": ("lannister", ["ship", "ship", "ship"]),
                        "searoad-marches": ("lannister", ["knight", "knight"]),
                        "stoney-sept": ("lannister", ["footman", "footman"]),
                        "riverrun": ("greyjoy", ["footman"]), "seagard": ("greyjoy", ["footman"])})
    s.house["lannister"].supply = 5
    return s


def test_seed_example_lannister_falls_to_three_and_loses_two_units() -> None:
    s = seed_example()
    assert supply_allows(s, "lannister")                       # 4, 3, 2, 2 fit level 5
    westeros_with(s, "supply")
    assert s.house["lannister"].supply == 3                    # Lannisport 2 barrels + the Searoad Marches 1
    assert s.house["greyjoy"].supply == 1 + 1 + 1            # a barrel each in Pyke, Riverrun and Seagard
    assert to_act(s) == {"lannister"} and s.step == "supply_reduce"
    # only units whose loss helps: the 4-army or the 3-fleet, never a 2-army that already fits
    assert set(legal_actions(s, "lannister")) == {
        RemoveUnit("harrenhal", "footman"), RemoveUnit("harrenhal", "knight"), RemoveUnit("the-golden-sound", "ship")}
    with pytest.raises(IllegalAction):
        apply_in_place(s, "lannister", RemoveUnit("stoney-sept", "footman"))
    apply_in_place(s, "lannister", RemoveUnit("the-golden-sound", "ship"))
    assert set(legal_actions(s, "lannister")) == {RemoveUnit("harrenhal", "footman"), RemoveUnit("harrenhal", "knight")}
    apply_in_place(s, "lannister", RemoveUnit("harrenhal", "footman"))
    assert army_sizes(s, "lannister") == [3, 2, 2, 2]
    assert supply_allows(s, "lannister")
    assert sorted(s.units["harrenhal"]) == ["footman", "knight", "knight"]
    assert s.step == "planning"


def test_excess_pairs_largest_armies_with_largest_banners() -> None:
    assert excess([4, 3, 2, 2], [3, 2, 2, 2]) == 2
    assert excess([4, 2], [3]) == 2                            # 4 -> 3 and the 2 -> 1
    assert excess([2, 2, 2], [2, 2]) == 1
    assert excess([3, 2], [4, 3, 2, 2]) == 0


def test_supply_rises_with_barrels_up_to_the_top_of_the_track() -> None:
    s, _ = new_game(2, 6, 3)
    for area in ("riverrun", "seagard", "the-twins", "searoad-marches", "blackwater"):
        clear_area(s, area)
        place(s, "lannister", area, "footman")
    westeros_with(s, "supply")
    # Lannisport 2 + Riverrun 1 + Seagard 1 + the Searoad Marches 1 + Blackwater 2 = 7: the track stops at 6
    assert s.house["lannister"].supply == 6
    assert s.step == "planning"
