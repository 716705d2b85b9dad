"""Mustering (seed 000): castle and stronghold points spent where they are, knights by upgrade, ships into
adjacent seas free of enemy ships, unit limits and supply; the 2nd edition's ports and siege engines; the
special Consolidate order's mustering in its own castle."""
from __future__ import annotations

import pytest

from tactical.protocol import IllegalAction
from strategic.agot.rules.actions import Consolidate, EndMuster, Muster
from strategic.agot.rules.common import add_unit, army_sizes, clear_area, supply_allows
from strategic.agot.rules.engine import advance, apply_in_place, legal_actions, to_act
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState
from tests.agot.positions import position


def place(state: AgotState, house: str, area: str, *units: str) -> None:
    for u in units:
        add_unit(state, area, house, u)


def clear_house(state: AgotState, house: str) -> None:
    for area in [a for a, h in state.owner.items() if h == house]:
        clear_area(state, area)


def start_mustering(state: AgotState, houses: list[str] | None = None) -> None:
    state.pending = {"muster": {"houses": houses or state.order_of_play()[:], "then": "planning_begin"}}
    state.step = "muster_begin"
    advance(state, [])


def seed_example() -> AgotState:
    """Lannister, first on the Iron Throne at supply 3: a footman in Lannisport, two footmen in Harrenhal,
    three knights in Riverrun, a footman in Stoney Sept and a ship in the Sunset Sea; Greyjoy ships hold
    Ironman's Bay (the example's last point finds no room, so no free sea is left by Riverrun)."""
    s = position(units={"lannisport": ("lannister", ["footman"]), "harrenhal": ("lannister", ["footman", "footman"]),
                        "riverrun": ("lannister", ["knight", "knight", "knight"]),
                        "stoney-sept": ("lannister", ["footman"]), "sunset-sea": ("lannister", ["ship"]),
                        "ironmans-bay": ("greyjoy", ["ship"])},
                 throne=["lannister", "baratheon", "stark", "greyjoy", "tyrell"])
    s.house["lannister"].supply = 3
    return s


def test_seed_example_lannister_musters_in_lannisport_harrenhal_and_riverrun() -> None:
    s = seed_example()
    start_mustering(s)
    assert to_act(s) == {"lannister"}
    assert s.pending["muster"]["points"] == {"lannisport": 2, "harrenhal": 1, "riverrun": 2}
    legal = legal_actions(s, "lannister")
    assert Muster("riverrun", "ship", "ironmans-bay") not in legal           # enemy ships there
    assert not any(m.castle == "stoney-sept" for m in legal if isinstance(m, Muster))
    assert Muster("harrenhal", "knight", "harrenhal") not in legal           # 2 points, Harrenhal gives 1
    for m in (Muster("lannisport", "footman", "lannisport"), Muster("lannisport", "ship", "the-golden-sound"),
              Muster("harrenhal", "knight", "harrenhal", True), Muster("riverrun", "ship", "the-golden-sound")):
        assert to_act(s) == {"lannister"}
        apply_in_place(s, "lannister", m)
    # the last point of Riverrun buys nothing: supply is full everywhere and the knights are all out
    assert s.pending["muster"]["actor"] != "lannister"
    assert sorted(s.units["harrenhal"]) == ["footman", "knight"]
    assert s.units["the-golden-sound"] == ["ship", "ship"]
    assert army_sizes(s, "lannister") == [3, 2, 2, 2] and supply_allows(s, "lannister")


def test_points_of_a_castle_only_buy_there_and_supply_stops_an_army() -> None:
    s = seed_example()
    start_mustering(s, ["lannister"])
    with pytest.raises(IllegalAction):
        apply_in_place(s, "lannister", Muster("harrenhal", "footman", "lannisport"))
    apply_in_place(s, "lannister", Muster("lannisport", "footman", "lannisport"))
    apply_in_place(s, "lannister", Muster("harrenhal", "knight", "harrenhal", True))
    # Riverrun's 3 knights fill the only 3-banner: a 4th unit there, or a 3rd in Lannisport, would not fit
    legal = legal_actions(s, "lannister")
    assert Muster("riverrun", "footman", "riverrun") not in legal
    assert Muster("lannisport", "footman", "lannisport") not in legal
    apply_in_place(s, "lannister", EndMuster())
    assert s.step == "planning"


def test_second_edition_ship_in_a_port_despite_enemy_ships_and_siege_engines() -> None:
    s, _ = new_game(2, 6, 2)
    clear_house(s, "lannister")
    place(s, "lannister", "lannisport", "footman")
    place(s, "greyjoy", "the-golden-sound", "ship")
    start_mustering(s, ["lannister"])
    legal = legal_actions(s, "lannister")
    assert Muster("lannisport", "ship", "port-of-lannisport") in legal
    assert Muster("lannisport", "ship", "the-golden-sound") not in legal
    assert Muster("lannisport", "siege", "lannisport") in legal
    assert Muster("lannisport", "siege", "lannisport", True) in legal
    apply_in_place(s, "lannister", Muster("lannisport", "siege", "lannisport", True))
    assert sorted(s.units["lannisport"]) == ["siege"]
    apply_in_place(s, "lannister", Muster("lannisport", "ship", "port-of-lannisport"))
    assert s.units["port-of-lannisport"] == ["ship"] and s.step == "planning"


def test_first_edition_has_siege_engines_only_with_the_option() -> None:
    for options, expected in (((), False), (("siege-engines",), True)):
        s, _ = new_game(1, 5, 2, options=options)
        start_mustering(s, ["lannister"])
        assert (Muster("lannisport", "siege", "lannisport") in legal_actions(s, "lannister")) is expected


def test_unit_limits_stop_mustering() -> None:
    s, _ = new_game(1, 5, 2)
    clear_house(s, "lannister")
    for area in ("lannisport", "riverrun", "harrenhal", "seagard"):   # the 1st edition's four knights
        place(s, "lannister", area, "knight")
    s.house["lannister"].supply = 6
    start_mustering(s, ["lannister"])
    legal = legal_actions(s, "lannister")
    assert not any(m.unit == "knight" for m in legal if isinstance(m, Muster))
    assert Muster("riverrun", "footman", "riverrun") in legal


def test_special_consolidate_musters_in_its_own_castle_then_consolidation_goes_on() -> None:
    s, _ = new_game(2, 6, 4)
    s.orders = {"lannisport": "consolidate*"}
    s.step = "consolidation_begin"
    advance(s, [])
    assert to_act(s) == {"lannister"}
    apply_in_place(s, "lannister", Consolidate("lannisport", True))
    assert s.step == "muster" and s.pending["muster"]["points"] == {"lannisport": 2}
    assert all(m.castle == "lannisport" for m in legal_actions(s, "lannister") if isinstance(m, Muster))
    apply_in_place(s, "lannister", Muster("lannisport", "knight", "lannisport"))
    assert "muster" not in s.pending and s.step != "muster"


def test_no_ship_into_a_sea_held_by_a_neutral_force() -> None:
    s, _ = new_game(1, 4, 2)                    # Greyjoy left out: its ship in Ironman's Bay is a neutral force
    assert "ironmans-bay" in s.neutral
    clear_house(s, "lannister")
    place(s, "lannister", "riverrun", "footman")
    start_mustering(s, ["lannister"])
    ships = {m.area for m in legal_actions(s, "lannister") if isinstance(m, Muster) and m.unit == "ship"}
    assert ships == {"the-golden-sound"}
