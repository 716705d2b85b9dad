"""The action phase against seed 000's worked examples: the raid sequence, the march split from Lannisport,
transport by ship, the support example (Tyrell 7 against Lannister 6), Tywin against Margaery, the routed
knight at Storm's End, the Dragonstone consolidation and the Sunspear neutral force.

Our board is the 2nd edition's (without ports for the 1st edition), whose seas differ a little from the 1st
edition board the seed describes: where an example names a sea that does not touch the same coasts here, the
test uses the sea that does and says so.
"""
from __future__ import annotations

import pytest

from strategic.agot.rules import engine
from strategic.agot.rules.actions import (AcceptSupport, EndMarch, March, Move, PlayCard, Raid,
                                          Retreat, Support, UseBlade)
from strategic.agot.rules.marches import destinations, transport_chain
from tactical.protocol import IllegalAction

from .positions import actor, play, position, start

ORDER_5 = ["greyjoy", "stark", "lannister", "baratheon", "tyrell"]


def raid_position(edition: int):
    return position(edition, 5 if edition == 1 else 6, throne=ORDER_5 + (["martell"] if edition == 2 else []), units={
        "west-summer-sea": ("greyjoy", ["ship"]),      # the seed's Sunset Sea: here West Summer Sea touches Highgarden
        "highgarden": ("tyrell", ["footman"]),
        "the-reach": ("tyrell", ["footman"]),
        "blackwater": ("lannister", ["footman"]),
        "the-golden-sound": ("lannister", ["ship"]),
        "searoad-marches": ("lannister", ["footman"]),
        "riverrun": ("lannister", ["footman"]),
        "harrenhal": ("baratheon", ["footman"]),
    }, orders={"west-summer-sea": "raid", "highgarden": "consolidate", "the-reach": "raid", "blackwater": "raid",
               "the-golden-sound": "raid", "searoad-marches": "support0", "riverrun": "support0", "harrenhal": "raid"})


@pytest.mark.parametrize("edition, tyrell_power", [(1, 5), (2, 4)])
def test_raid_sequence(edition: int, tyrell_power: int) -> None:
    s = raid_position(edition)
    start(s, "raids_begin")
    assert actor(s) == "greyjoy"
    assert Raid("west-summer-sea", "highgarden") in engine.legal_actions(s, "greyjoy")
    play(s, "greyjoy", Raid("west-summer-sea", "highgarden"))          # plunder: +1 power
    assert actor(s) == "lannister"                                    # Stark has no raid
    play(s, "lannister", Raid("blackwater", "the-reach"))               # Tyrell's raid goes before it acts
    assert actor(s) == "baratheon"
    play(s, "baratheon", Raid("harrenhal", "riverrun"))
    assert "searoad-marches" in s.orders and "riverrun" not in s.orders and "highgarden" not in s.orders
    assert list(s.orders.values()).count("raid") == 1
    # Tyrell's raid is gone; Greyjoy has none left: Lannister's last raid has nothing to take
    assert actor(s) == "lannister"
    assert engine.legal_actions(s, "lannister") == [Raid("the-golden-sound", None)]
    play(s, "lannister", Raid("the-golden-sound", None))
    assert s.house["greyjoy"].power == 6 and s.house["tyrell"].power == tyrell_power


def test_a_land_raid_reaches_only_land_and_march_or_defend_orders_are_safe() -> None:
    s = position(1, units={"lannisport": ("lannister", ["footman"]), "the-golden-sound": ("greyjoy", ["ship"]),
                           "riverrun": ("greyjoy", ["footman"]), "stoney-sept": ("stark", ["footman"])},
                 orders={"lannisport": "raid", "the-golden-sound": "support0", "riverrun": "march0",
                         "stoney-sept": "defend+1"}, throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    start(s, "raids_begin")
    assert engine.legal_actions(s, "lannister") == [Raid("lannisport", None)]
    with pytest.raises(IllegalAction):
        play(s, "lannister", Raid("lannisport", "the-golden-sound"))


def test_march_split_from_lannisport() -> None:
    s = position(1, units={"lannisport": ("lannister", ["footman"] * 3), "searoad-marches": ("lannister", ["footman"])},
                 orders={"lannisport": "march-1"}, throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    s.house["lannister"].supply = 2
    start(s, "marches_begin")
    play(s, "lannister", March("lannisport"))
    play(s, "lannister", Move("stoney-sept", ("footman",)))
    play(s, "lannister", Move("searoad-marches", ("footman",)))
    play(s, "lannister", EndMarch(False))
    assert s.units["lannisport"] == ["footman"] and s.units["stoney-sept"] == ["footman"]
    assert s.units["searoad-marches"] == ["footman", "footman"]
    assert "lannisport" not in s.orders


def test_one_attack_per_march_and_supply_checked_on_every_move() -> None:
    s = position(1, units={"lannisport": ("lannister", ["footman", "footman", "knight"]),
                           "stoney-sept": ("stark", ["footman"]), "riverrun": ("greyjoy", ["footman"]),
                           "searoad-marches": ("lannister", ["footman", "footman"])},
                 orders={"lannisport": "march0", "stoney-sept": "defend+1", "riverrun": "defend+1"},
                 throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    s.house["lannister"].supply = 0                   # armies of 2 and 2 at most
    start(s, "marches_begin")
    play(s, "lannister", March("lannisport"))
    legal = engine.legal_actions(s, "lannister")
    assert Move("searoad-marches", ("footman",)) not in legal          # would make an army of 3
    play(s, "lannister", Move("stoney-sept", ("footman",)))
    assert not any(isinstance(a, Move) and a.to == "riverrun" for a in engine.legal_actions(s, "lannister"))


def test_units_sent_into_a_battle_count_for_supply_while_the_march_goes_on() -> None:
    s = position(1, units={"stoney-sept": ("lannister", ["footman", "footman", "knight"]),
                           "lannisport": ("lannister", ["footman"]), "riverrun": ("greyjoy", ["footman"]),
                           "searoad-marches": ("lannister", ["footman", "footman"])},
                 orders={"stoney-sept": "march0", "riverrun": "defend+1"},
                 throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    s.house["lannister"].supply = 0                   # two armies of 2 at most
    start(s, "marches_begin")
    play(s, "lannister", March("stoney-sept"))
    play(s, "lannister", Move("riverrun", ("footman", "footman")))     # an army of 2 in the battle
    assert Move("lannisport", ("knight",)) not in engine.legal_actions(s, "lannister")   # would be a third army


def test_transport_from_pyke() -> None:
    s = position(1, units={"pyke": ("greyjoy", ["footman"]), "ironmans-bay": ("greyjoy", ["ship"])})
    assert set(destinations(s, "greyjoy", "pyke", land=True)) == {"flints-finger", "greywater-watch", "seagard",
                                                                  "riverrun"}
    s.units["sunset-sea"], s.owner["sunset-sea"] = ["ship"], "greyjoy"
    # the seed's Sunset Sea also reaches Highgarden and Oldtown on its board; here it touches the Searoad Marches
    assert "searoad-marches" in destinations(s, "greyjoy", "pyke", land=True)
    s.owner["ironmans-bay"] = "lannister"             # another house's ships never carry Greyjoy troops
    assert destinations(s, "greyjoy", "pyke", land=True) == []


def test_transport_from_highgarden_to_sunspear() -> None:
    s = position(1, units={"highgarden": ("tyrell", ["knight"]), "redwyne-straights": ("tyrell", ["ship"]),
                           "west-summer-sea": ("tyrell", ["ship"]), "east-summer-sea": ("tyrell", ["ship"])})
    assert "sunspear" in destinations(s, "tyrell", "highgarden", land=True)
    # the shortest chain: Highgarden touches the West Summer Sea here, so the Redwyne Straits are not needed
    assert transport_chain(s, "tyrell", "highgarden", "sunspear") == [
        "highgarden", "west-summer-sea", "east-summer-sea", "sunspear"]
    s.units.pop("east-summer-sea"), s.owner.pop("east-summer-sea")
    assert "sunspear" not in destinations(s, "tyrell", "highgarden", land=True)
    assert transport_chain(s, "tyrell", "highgarden", "sunspear") == []


def support_position():
    return position(1, units={
        "the-reach": ("tyrell", ["knight", "knight"]),
        "blackwater": ("lannister", ["footman"]),
        "kings-landing": ("tyrell", ["knight"]),
        "stoney-sept": ("lannister", ["footman", "knight"]),
        "harrenhal": ("baratheon", ["knight"]),
    }, orders={"the-reach": "march+1*", "blackwater": "march-1", "kings-landing": "support0",
               "stoney-sept": "support0", "harrenhal": "support0"},
        throne=["tyrell", "lannister", "baratheon", "stark", "greyjoy"],
        fiefdoms=["stark", "greyjoy", "baratheon", "lannister", "tyrell"])


def test_support_example_tyrell_7_against_lannister_6() -> None:
    s = support_position()
    s.house["tyrell"].supply = 4
    start(s, "marches_begin")
    play(s, "tyrell", March("the-reach"))
    play(s, "tyrell", Move("blackwater", ("knight", "knight")))
    play(s, "tyrell", EndMarch(False))
    assert s.step == "battle_support"
    declared = {"kings-landing": "tyrell", "stoney-sept": "lannister", "harrenhal": "lannister"}
    while s.step == "battle_support":
        area = s.battle.to_declare[0]
        play(s, actor(s), Support(area, declared[area]))
    assert actor(s) == "lannister"                     # Baratheon's offer is Lannister's to accept
    events = play(s, "lannister", AcceptSupport("harrenhal", True))
    announced = next(e for e in events if e.kind == "strength_announced").data
    assert announced == {"tyrell": 7, "lannister": 6}


def test_tywin_against_margaery_casualties() -> None:
    """Tywin (2 swords) beats Margaery (1 tower): Tyrell loses one unit; had Tyrell won, Lannister would lose none."""
    s = position(1, units={"blackwater": ("lannister", ["knight", "footman"]),
                           "the-reach": ("tyrell", ["footman", "footman"])},
                 orders={"blackwater": "march0", "the-reach": "defend+1"},
                 throne=["lannister", "tyrell", "stark", "baratheon", "greyjoy"],
                 fiefdoms=["stark", "greyjoy", "baratheon", "lannister", "tyrell"])
    start(s, "marches_begin")
    play(s, "lannister", March("blackwater"))
    play(s, "lannister", Move("the-reach", ("footman", "knight")))
    play(s, "lannister", EndMarch(False))
    play(s, "lannister", PlayCard("tywin-lannister"))
    play(s, "tyrell", PlayCard("margaery-tyrell"))
    if s.step == "battle_blade":
        play(s, actor(s), UseBlade(False))
    # Lannister 3 + 3 = 6 against Tyrell 2 + 1 (defend) + 1 = 4: one casualty (2 swords - 1 tower)
    assert s.battle.winner == "lannister" and s.battle.strength == {"lannister": 6, "tyrell": 4}
    assert s.step == "battle_retreat"                  # one footman already taken: one kind, no choice
    assert s.units["the-reach"] == ["footman"]
    events = play(s, "tyrell", Retreat("highgarden"))
    assert any(e.kind == "retreat" and e.data["to"] == "highgarden" and e.data["units"] == ["footman"] for e in events)
    assert s.units["highgarden"] == ["footman"] and s.owner["the-reach"] == "lannister"   # standing again after the marches
    assert sorted(s.units["the-reach"]) == ["footman", "knight"]
    assert "tywin-lannister" in s.house["lannister"].discards


def test_routed_knight_at_storms_end() -> None:
    """A routed Tyrell knight adds nothing to the defence of Storm's End and dies when Tyrell must retreat."""
    s = position(1, units={"storms-end": ("tyrell", ["footman"]), "dragonstone": ("baratheon", ["knight", "knight"]),
                           "shipbreaker-bay": ("baratheon", ["ship"])},
                 orders={"dragonstone": "march0", "storms-end": "defend+1"},
                 throne=["baratheon", "tyrell", "lannister", "stark", "greyjoy"],
                 fiefdoms=["lannister", "baratheon", "tyrell", "stark", "greyjoy"])
    s.routed["storms-end"] = ["knight"]
    start(s, "marches_begin")
    play(s, "baratheon", March("dragonstone"))
    assert Move("storms-end", ("knight", "knight")) in engine.legal_actions(s, "baratheon")   # by ship
    play(s, "baratheon", Move("storms-end", ("knight", "knight")))
    play(s, "baratheon", EndMarch(False))
    events = [e for a, c in (("baratheon", "renly-baratheon"), ("tyrell", "margaery-tyrell"))
              for e in play(s, a, PlayCard(c))]
    won = next(e for e in events if e.kind == "battle_won").data
    # Tyrell defends with the footman alone: 1 + 1 (defend) + 1 (Margaery); the knight counts 0
    assert won["strength"]["tyrell"] == 3 and won["winner"] == "baratheon"
    assert any(e.kind == "routed_destroyed" and e.data["units"] == ["knight"] for e in events)


def test_dragonstone_consolidation() -> None:
    s = position(1, units={"dragonstone": ("baratheon", ["footman"])}, orders={"dragonstone": "consolidate"})
    start(s, "consolidation_begin")
    assert s.house["baratheon"].power == 5 + 2           # 1 for the order, 1 for the crown


def test_sunspear_neutral_force() -> None:
    """Tyrell (footman and knight, March +1, a supporting ship in the Summer Sea) has the 5 needed."""
    s = position(1, units={"yronwood": ("tyrell", ["footman", "knight"]), "east-summer-sea": ("tyrell", ["ship"])},
                 orders={"yronwood": "march+1*", "east-summer-sea": "support0"},
                 throne=["tyrell", "lannister", "baratheon", "stark", "greyjoy"])
    s.neutral = {"sunspear": 5}
    start(s, "marches_begin")
    play(s, "tyrell", March("yronwood"))
    assert Move("sunspear", ("footman", "knight")) in engine.legal_actions(s, "tyrell")
    assert Move("sunspear", ("knight",)) not in engine.legal_actions(s, "tyrell")     # 2 + 1 + 1 = 4 < 5
    events = play(s, "tyrell", Move("sunspear", ("footman", "knight")))
    assert "sunspear" not in s.neutral and s.owner["sunspear"] == "tyrell"
    assert not any(e.kind == "battle" for e in events)


def test_power_token_keeps_an_area_left_empty() -> None:
    s = position(1, units={"stoney-sept": ("lannister", ["footman"])}, orders={"stoney-sept": "march0"},
                 throne=["lannister", "greyjoy", "stark", "baratheon", "tyrell"])
    start(s, "marches_begin")
    play(s, "lannister", March("stoney-sept"))
    play(s, "lannister", Move("harrenhal", ("footman",)))
    assert EndMarch(True) in engine.legal_actions(s, "lannister")
    play(s, "lannister", EndMarch(True))
    assert s.tokens["stoney-sept"] == "lannister" and s.house["lannister"].power == 4
    from strategic.agot.rules.common import controller
    assert controller(s, "stoney-sept") == "lannister"


def test_the_march_preview_counts_the_support_example_before_anyone_declares() -> None:
    """The support example again, as the screen shows it while Tyrell hovers Blackwater with its two knights:
    Tyrell 5 (4 + the march's star) against Lannister 1, and the three Support orders around: with them
    declared as in the seed, Tyrell 5 + 2 = 7 against Lannister 1 + 3 + 2 = 6."""
    from strategic.agot.rules.strength import march_preview
    from strategic.agot.rules.view import view

    s = support_position()
    s.house["tyrell"].supply = 4
    start(s, "marches_begin")
    play(s, "tyrell", March("the-reach"))
    base, supports = march_preview(view(s, "tyrell"), "tyrell", "blackwater", ("knight", "knight"))
    assert base == {"tyrell": 5, "lannister": 1}
    assert supports == {"kings-landing": ("tyrell", {"tyrell": 2, "lannister": 2}),
                        "stoney-sept": ("lannister", {"tyrell": 3, "lannister": 3}),
                        "harrenhal": ("baratheon", {"tyrell": 2, "lannister": 2})}
    assert base["tyrell"] + supports["kings-landing"][1]["tyrell"] == 7
    assert base["lannister"] + supports["stoney-sept"][1]["lannister"] + supports["harrenhal"][1]["lannister"] == 6
    assert march_preview(view(s, "tyrell"), "tyrell", "blackwater", ("knight",))[0]["tyrell"] == 3
