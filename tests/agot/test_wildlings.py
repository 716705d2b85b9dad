"""The wildling attack: seed 000's victory and defeat (1st edition), the 2nd edition's wildling deck, its
nine cards' effects and its threat track (an attack at 12, two positions down after a defeat)."""
from __future__ import annotations

from collections import Counter

import pytest

from strategic.agot.rules.actions import Bid, Choose, Pass, Rank, RemoveUnit
from strategic.agot.rules.common import MUSTER_COST, add_unit, units_of
from strategic.agot.rules.engine import advance, apply_in_place, legal_actions, to_act
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState


def attack(edition: int, threat: int, top: str | None = None, power: int = 5) -> AgotState:
    s, _ = new_game(edition, 5, 1)          # Iron Throne: Baratheon first in both editions' 5-player setup
    for hs in s.house.values():
        hs.power = power
    if top:
        s.wildling_deck.remove(top)
        s.wildling_deck.insert(0, top)
    s.wildlings = threat
    s.pending = {"wildlings": {"threat": threat, "exclude": [], "then": "planning_begin"}}
    s.step = "wildlings_begin"
    advance(s, [])
    return s


def bid_all(s: AgotState, bids: dict[str, int]) -> None:
    for house, n in bids.items():
        apply_in_place(s, house, Bid(n))


def points(s: AgotState, house: str) -> int:
    return sum(MUSTER_COST[u] for units in units_of(s, house).values() for u in units)


def count(s: AgotState, house: str) -> Counter[str]:
    return Counter(u for units in units_of(s, house).values() for u in units)


# ------------------------------------------------------------------ 1st edition (seed 000)
def test_first_edition_victory_the_highest_bidder_takes_back_a_house_card() -> None:
    s = attack(1, 6)
    assert s.holder("iron_throne") == "baratheon"
    lannister = s.house["lannister"]
    played = lannister.hand.pop()
    lannister.discards.append(played)
    bid_all(s, {"stark": 3, "lannister": 3, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert to_act(s) == {"baratheon"}                        # breaks the tie for the highest bid
    apply_in_place(s, "baratheon", Rank("lannister"))
    assert to_act(s) == {"lannister"}
    assert set(legal_actions(s, "lannister")) == {Choose(played), Choose("none")}
    apply_in_place(s, "lannister", Choose(played))
    assert played in lannister.hand and not lannister.discards
    assert s.wildlings == 0 and s.step == "planning"
    assert s.house["stark"].power == 2 and s.house["lannister"].power == 2      # bids are spent


def test_first_edition_defeat_costs_everyone_2_mustering_points_and_the_lowest_bidder_4() -> None:
    s = attack(1, 10)
    before = {h: points(s, h) for h in s.houses}
    bid_all(s, {"stark": 2, "lannister": 1, "baratheon": 1, "greyjoy": 3, "tyrell": 2})   # 9 < 10
    assert to_act(s) == {"baratheon"}                        # Lannister and Baratheon tie for the lowest
    apply_in_place(s, "baratheon", Rank("lannister"))
    assert to_act(s) == {"lannister"}
    apply_in_place(s, "lannister", RemoveUnit("lannisport", "knight"))
    apply_in_place(s, "lannister", RemoveUnit("the-golden-sound", "ship"))
    # one point still owed: a footman, never the knight it no longer has
    assert set(legal_actions(s, "lannister")) == {RemoveUnit("lannisport", "footman"), RemoveUnit("stoney-sept", "footman")}
    apply_in_place(s, "lannister", RemoveUnit("stoney-sept", "footman"))
    while s.step == "wildlings_task":
        (house,) = to_act(s)
        apply_in_place(s, house, legal_actions(s, house)[0])
    lost = {h: before[h] - points(s, h) for h in s.houses}
    assert lost == {"lannister": 4, "stark": 2, "baratheon": 2, "greyjoy": 2, "tyrell": 2}
    assert s.wildlings == 0 and s.step == "planning"


def test_first_edition_threat_at_12_does_not_attack_by_itself() -> None:
    s, _ = new_game(1, 5, 1)
    s.wildlings = 10
    for deck, card in zip(s.decks, ("supply+wildlings", "last-days-of-summer", "last-days-of-summer")):
        deck.remove(card)
        deck.insert(0, card)
    s.step = "westeros"
    advance(s, [])
    assert s.wildlings == 12 and "wildlings" not in s.pending and s.step == "planning"


# ------------------------------------------------------------------ 2nd edition: the deck and the track
def test_threat_reaching_12_attacks_at_once_before_the_cards() -> None:
    s, _ = new_game(2, 6, 1)
    s.wildlings = 10
    s.wildling_deck.remove("silence-at-the-wall")
    s.wildling_deck.insert(0, "silence-at-the-wall")
    s.peeked = "stark"
    s.decks[0].remove("a-throne-of-blades")                  # a wildling icon: 10 -> 12
    s.decks[0].insert(0, "a-throne-of-blades")
    s.step = "westeros"
    advance(s, [])
    assert s.wildlings == 12 and s.step == "bid" and len(s.queue) == 3      # no card resolved yet
    bid_all(s, {h: 0 for h in s.houses})
    assert s.wildlings == 8                                  # a defeat: two positions down
    assert s.wildling_deck[-1] == "silence-at-the-wall" and s.peeked == ""
    assert s.step == "westeros_choose" and to_act(s) == {s.holder("iron_throne")}


def test_second_edition_victory_sets_the_threat_to_0() -> None:
    s = attack(2, 4, "silence-at-the-wall")
    bid_all(s, {"stark": 4, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert s.wildlings == 0 and s.step == "planning"


def test_skinchanger_scout() -> None:
    s = attack(2, 8, "skinchanger-scout")
    bid_all(s, {"stark": 5, "lannister": 3, "baratheon": 0, "greyjoy": 0, "tyrell": 1})
    assert s.house["stark"].power == 5                       # the highest bidder gets his bid back
    s = attack(2, 12, "skinchanger-scout")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert s.house["lannister"].power == 0                   # the lowest: all its power
    assert [s.house[h].power for h in ("stark", "baratheon", "greyjoy", "tyrell")] == [2, 1, 0, 0]


def test_crow_killers() -> None:
    s = attack(2, 12, "crow-killers")
    add_unit(s, "stoney-sept", "lannister", "knight")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert count(s, "lannister")["knight"] == 0              # every knight of the lowest becomes a footman
    assert count(s, "stark")["knight"] == 0 and count(s, "stark")["footman"] == 3
    s = attack(2, 2, "crow-killers")
    bid_all(s, {"stark": 2, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert Pass() in legal_actions(s, "stark")
    apply_in_place(s, "stark", RemoveUnit("white-harbor", "footman"))
    apply_in_place(s, "stark", Pass())
    assert s.units["white-harbor"] == ["knight"] and s.step == "planning"


def test_rattleshirts_raiders_reconciles_supply() -> None:
    s = attack(2, 12, "rattleshirts-raiders")
    s.house["lannister"].supply = 2
    add_unit(s, "stoney-sept", "lannister", "footman")
    add_unit(s, "the-golden-sound", "lannister", "ship")      # three armies of 2: level 0 allows two
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert s.house["lannister"].supply == 0
    assert s.step == "supply_reduce" and to_act(s) == {"lannister"}


def test_a_king_beyond_the_wall() -> None:
    s = attack(2, 12, "a-king-beyond-the-wall")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert all(s.tracks[t][-1] == "lannister" for t in s.tracks)
    for house in s.order_of_play():
        if house != "lannister":
            assert to_act(s) == {house}
            apply_in_place(s, house, Choose("fiefdoms"))
    s = attack(2, 2, "a-king-beyond-the-wall")
    bid_all(s, {"stark": 0, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 3})
    apply_in_place(s, "tyrell", Choose("iron_throne"))
    assert s.holder("iron_throne") == "tyrell"


def test_massing_on_the_milkwater() -> None:
    s = attack(2, 12, "massing-on-the-milkwater")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert len(s.house["lannister"].hand) == 6 and "tywin-lannister" in s.house["lannister"].discards
    assert to_act(s) == {s.order_of_play()[0]}               # every other house discards one, in turn order
    s = attack(2, 2, "massing-on-the-milkwater")
    s.house["stark"].discards = [s.house["stark"].hand.pop(), s.house["stark"].hand.pop()]
    bid_all(s, {"stark": 2, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert len(s.house["stark"].hand) == 7 and not s.house["stark"].discards


def test_mammoth_riders_and_the_horde_descends() -> None:
    s = attack(2, 12, "mammoth-riders")
    before = {h: sum(count(s, h).values()) for h in s.houses}
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    while s.step == "wildlings_task":
        (house,) = to_act(s)
        apply_in_place(s, house, legal_actions(s, house)[0])
    lost = {h: before[h] - sum(count(s, h).values()) for h in s.houses}
    assert lost["lannister"] == 3 and all(n == 2 for h, n in lost.items() if h != "lannister")
    s = attack(2, 12, "the-horde-descends")
    add_unit(s, "lannisport", "lannister", "footman")
    add_unit(s, "stoney-sept", "lannister", "footman")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    # two units from Lannisport, its stronghold, none from Stoney Sept (no castle) or the sea
    assert {a.area for a in legal_actions(s, "lannister")} == {"lannisport"}
    apply_in_place(s, "lannister", RemoveUnit("lannisport", "knight"))
    assert {a.area for a in legal_actions(s, "lannister")} == {"lannisport"}
    apply_in_place(s, "lannister", RemoveUnit("lannisport", "footman"))
    assert s.units["lannisport"] == ["footman"] and s.units["stoney-sept"] == ["footman", "footman"]
    assert to_act(s) == {s.order_of_play()[0]}              # then one unit from every other house


def test_the_horde_descends_victory_musters_in_one_castle() -> None:
    s = attack(2, 2, "the-horde-descends")
    bid_all(s, {"stark": 2, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert s.step == "muster" and to_act(s) == {"stark"}
    castles = {m.castle for m in legal_actions(s, "stark") if hasattr(m, "castle")}
    assert castles == {"winterfell", "white-harbor"}
    first = next(m for m in legal_actions(s, "stark") if getattr(m, "castle", "") == "white-harbor" and not m.upgrade)
    apply_in_place(s, "stark", first)
    assert {m.castle for m in legal_actions(s, "stark") if hasattr(m, "castle")} <= {"white-harbor"}


def test_preemptive_raid_victory_attacks_again_without_the_highest_bidder() -> None:
    s = attack(2, 4, "preemptive-raid")
    bid_all(s, {"stark": 4, "lannister": 0, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert s.step == "bid" and s.pending["wildlings"]["threat"] == 6
    assert to_act(s) == {"lannister", "baratheon", "greyjoy", "tyrell"}
    s = attack(2, 12, "preemptive-raid")
    bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 2, "greyjoy": 3, "tyrell": 4})
    assert Choose("destroy") in legal_actions(s, "lannister")
    best = min(s.tracks[t].index("lannister") for t in s.tracks)
    track = next(t for t in s.tracks if s.tracks[t].index("lannister") == best)
    apply_in_place(s, "lannister", Choose(track))
    assert s.tracks[track].index("lannister") == min(best + 2, 4) and s.step == "planning"


@pytest.mark.parametrize("card", ["silence-at-the-wall"])
def test_silence_at_the_wall_asks_nobody_even_on_a_tie(card: str) -> None:
    s = attack(2, 12, card)
    bid_all(s, {h: 0 for h in s.houses})
    assert s.step == "planning" and s.wildlings == 8
