"""Seed 001's 2nd edition differences in the action phase, one test each (the Westeros cards', mustering's and
the wildlings' differences are tested with their phases): the special raid, consolidation at sea and in
ports, the raven's look at the wildlings, the last house card, garrisons, ports and their ships."""
from __future__ import annotations

from strategic.agot.rules import engine
from strategic.agot.rules.actions import EndMarch, KeepWildling, March, Move, PeekWildlings, PlayCard, Raid, Retreat
from strategic.agot.rules.battle import discard
from strategic.agot.rules.marches import destinations
from strategic.agot.rules.planning import legal_raven

from .positions import play, position, start

ORDER_6 = ["lannister", "greyjoy", "stark", "baratheon", "tyrell", "martell"]


def test_special_raid_takes_one_order_and_may_take_a_defence_in_the_second_edition_only() -> None:
    for edition, players in ((1, 5), (2, 6)):
        s = position(edition, players, units={"lannisport": ("lannister", ["footman"]),
                                              "riverrun": ("greyjoy", ["footman"]),
                                              "stoney-sept": ("stark", ["footman"])},
                     orders={"lannisport": "raid*", "riverrun": "defend+1", "stoney-sept": "support0"},
                     throne=ORDER_6[:players])
        start(s, "raids_begin")
        targets = {a.target for a in engine.legal_actions(s, "lannister")}
        assert ("riverrun" in targets) == (edition == 2)
        assert "stoney-sept" in targets
    play(s, "lannister", Raid("lannisport", "stoney-sept"))     # 2nd edition: one order, then it is spent
    assert "lannisport" not in s.orders and "second" not in s.pending


def test_first_edition_special_raid_removes_two_orders() -> None:
    s = position(1, units={"lannisport": ("lannister", ["footman"]), "riverrun": ("greyjoy", ["footman"]),
                           "stoney-sept": ("stark", ["footman"])},
                 orders={"lannisport": "raid*", "riverrun": "support0", "stoney-sept": "consolidate"},
                 throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    start(s, "raids_begin")
    play(s, "lannister", Raid("lannisport", "stoney-sept"))
    assert s.pending.get("second") == "lannisport"
    play(s, "lannister", Raid("lannisport", "riverrun"))
    assert "riverrun" not in s.orders and "stoney-sept" not in s.orders and "lannisport" not in s.orders


def test_consolidation_at_sea_gives_nothing_and_in_a_port_gives_one_unless_enemy_ships_are_outside() -> None:
    s = position(2, 6, units={"the-golden-sound": ("lannister", ["ship"]), "port-of-lannisport": ("lannister", ["ship"]),
                              "lannisport": ("lannister", ["footman"]), "port-of-pyke": ("greyjoy", ["ship"]),
                              "pyke": ("greyjoy", ["footman"]), "ironmans-bay": ("stark", ["ship"])},
                 orders={"the-golden-sound": "consolidate", "port-of-lannisport": "consolidate",
                         "port-of-pyke": "consolidate"}, throne=ORDER_6)
    start(s, "consolidation_begin")
    assert s.house["lannister"].power == 5 + 0 + 1      # nothing at sea, one for the port's trade
    assert s.house["greyjoy"].power == 5                  # Stark's ship blockades Pyke's port


def test_first_edition_places_no_consolidation_at_sea() -> None:
    s = position(1, units={"the-golden-sound": ("lannister", ["ship"])}, orders={})
    start(s, "planning_begin")
    assert not any(a.token.startswith("consolidate") for a in engine.legal_actions(s, "lannister"))


def test_the_raven_may_look_at_the_top_wildling_card_and_bury_it_in_the_second_edition() -> None:
    s = position(2, 6, units={"lannisport": ("lannister", ["footman"])}, orders={"lannisport": "march0"},
                 throne=ORDER_6)
    s.tracks["kings_court"] = list(ORDER_6)
    s.step = "raven"
    assert PeekWildlings() in legal_raven(s, "lannister")
    top = s.wildling_deck[0]
    events = play(s, "lannister", PeekWildlings())
    seen = [e for e in events if e.kind == "wildling_seen"]
    assert seen and seen[0].audience == frozenset({"lannister"}) and seen[0].data["card"] == top
    assert engine.legal_actions(s, "lannister") == [KeepWildling(False), KeepWildling(True)]
    play(s, "lannister", KeepWildling(True))
    assert s.wildling_deck[-1] == top and s.peeked == ""
    first = position(1, units={"lannisport": ("lannister", ["footman"])}, orders={"lannisport": "march0"})
    first.tracks["kings_court"] = ["lannister", "greyjoy", "stark", "baratheon", "tyrell"]
    first.step = "raven"
    assert PeekWildlings() not in legal_raven(first, "lannister")


def test_the_last_house_card_stays_discarded_in_the_second_edition() -> None:
    for edition, players, back in ((2, 6, 6), (1, 5, 7)):
        s = position(edition, players, units={"lannisport": ("lannister", ["footman"])})
        hs = s.house["lannister"]
        last = hs.hand[-1]
        hs.discards, hs.hand = hs.hand[:-1], [last]
        discard(s, "lannister", last, [])
        assert len(hs.hand) == back and (last in hs.discards) == (edition == 2)


def test_a_garrison_adds_to_the_defence_and_is_removed_when_its_home_falls() -> None:
    s = position(2, 6, units={"stoney-sept": ("stark", ["knight", "knight", "knight"])},
                 orders={"stoney-sept": "march+1*"}, throne=["stark", "lannister", "greyjoy", "baratheon", "tyrell",
                                                            "martell"],
                 fiefdoms=["greyjoy", "baratheon", "tyrell", "martell", "stark", "lannister"])
    s.garrisons = {"lannisport": ["lannister", 2]}
    start(s, "marches_begin")
    play(s, "stark", March("stoney-sept"))
    play(s, "stark", Move("lannisport", ("knight", "knight", "knight")))
    play(s, "stark", EndMarch(False))
    assert s.battle.defender == "lannister"
    play(s, "stark", PlayCard("eddard-stark"))
    events = play(s, "lannister", PlayCard("cersei-lannister"))
    won = next(e for e in events if e.kind == "battle_won").data
    assert won["strength"] == {"stark": 6 + 1 + 4, "lannister": 2 + 0}
    assert "lannisport" not in s.garrisons and s.owner["lannisport"] == "stark"


def test_ships_move_into_their_own_port_only_and_port_ships_support_only_at_sea() -> None:
    s = position(2, 6, units={"the-golden-sound": ("lannister", ["ship"]), "lannisport": ("lannister", ["footman"]),
                              "port-of-lannisport": ("lannister", ["ship", "ship"]), "pyke": ("greyjoy", ["footman"]),
                              "ironmans-bay": ("greyjoy", ["ship"])}, throne=ORDER_6)
    assert "port-of-lannisport" in destinations(s, "lannister", "the-golden-sound", land=False)
    assert destinations(s, "lannister", "port-of-lannisport", land=False) == ["the-golden-sound"]
    assert "port-of-pyke" not in destinations(s, "lannister", "ironmans-bay", land=False)
    s.units["port-of-lannisport"].append("ship")         # a port holds three ships at most
    assert "port-of-lannisport" not in destinations(s, "lannister", "the-golden-sound", land=False)


def test_enemy_ships_in_the_port_of_a_conquered_land_are_replaced_by_the_conqueror_within_supply() -> None:
    s = position(2, 6, units={"stoney-sept": ("stark", ["knight", "knight"]), "lannisport": ("lannister", ["footman"]),
                              "port-of-lannisport": ("lannister", ["ship"])},
                 orders={"stoney-sept": "march0", "lannisport": "defend+1", "port-of-lannisport": "support0"},
                 throne=["stark", "lannister", "greyjoy", "baratheon", "tyrell", "martell"],
                 fiefdoms=["greyjoy", "baratheon", "tyrell", "martell", "stark", "lannister"])
    s.garrisons = {}
    start(s, "marches_begin")
    play(s, "stark", March("stoney-sept"))
    play(s, "stark", Move("lannisport", ("knight", "knight")))
    play(s, "stark", EndMarch(False))
    assert s.step == "battle_cards"                       # a port's ships do not support a battle on land
    play(s, "stark", PlayCard("eddard-stark"))
    events = play(s, "lannister", PlayCard("cersei-lannister"))
    if s.step == "battle_retreat":
        events += play(s, "lannister", Retreat(engine.legal_actions(s, "lannister")[0].to))
    assert s.owner["port-of-lannisport"] == "stark" and s.units["port-of-lannisport"] == ["ship"]
    taken = next(e for e in events if e.kind == "port_ships_taken").data
    assert taken["enemy"] == "lannister" and taken["taken"] == 1 and taken["lost"] == 1


def test_port_ships_beyond_the_conquerors_supply_are_destroyed() -> None:
    s = position(2, 6, units={"stoney-sept": ("stark", ["knight", "knight"]), "lannisport": ("lannister", ["footman"]),
                              "port-of-lannisport": ("lannister", ["ship", "ship"]),
                              "winterfell": ("stark", ["footman", "footman", "footman"])},
                 orders={"stoney-sept": "march0", "lannisport": "defend+1"},
                 throne=["stark", "lannister", "greyjoy", "baratheon", "tyrell", "martell"],
                 fiefdoms=["greyjoy", "baratheon", "tyrell", "martell", "stark", "lannister"])
    s.garrisons, s.house["stark"].supply = {}, 1             # level 1: armies of 3 and 2 (Winterfell, the knights)
    start(s, "marches_begin")
    play(s, "stark", March("stoney-sept"))
    play(s, "stark", Move("lannisport", ("knight", "knight")))
    play(s, "stark", EndMarch(False))
    play(s, "stark", PlayCard("eddard-stark"))
    events = play(s, "lannister", PlayCard("cersei-lannister"))
    if s.step == "battle_retreat":
        events += play(s, "lannister", Retreat(engine.legal_actions(s, "lannister")[0].to))
    # a third army (the port's two ships) does not fit level 1; one ship alone is no army
    assert s.units["port-of-lannisport"] == ["ship"]
    assert next(e for e in events if e.kind == "port_ships_taken").data["taken"] == 1

