"""Renforcez: the seed's examples (10 territories + 3 castles -> 4; the Westerlands worth 2), the
reinforcement table, trade-ins with +2 on an owned pictured territory, the forced trade at 5 cards."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Deploy, EndReinforce, PlaceUnit, Trade, TradeForUnit
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.reinforce import begin_reinforce, reinforcement
from strategic.risk.rules.tables import END_GAME_CARD, reinforcement_for, trade_value
from tactical.protocol import IllegalAction

from .conftest import act, board_state

WESTERLANDS = ["Casterly Rock", "Lannisport", "The Golden Tooth", "Ashemark", "Crakehall"]
LANNISTER_10 = WESTERLANDS + ["Harrenhal", "Riverrun", "Rosby", "Oldtown", "Yronwood"]   # 3 castles


def lannister_state(**kw):
    return board_state({t: "lannister" for t in LANNISTER_10} | {"Winterfell": "stark", "Dragonstone": "baratheon"},
                       active="lannister", phase="reinforce", **kw)


def test_seed_example_ten_territories_and_three_castles_give_four():
    r = reinforcement(lannister_state(), "lannister")
    assert (r["territories"], r["castles"], r["base"]) == (10, 3, 4)


def test_seed_example_westerlands_bonus_is_two():
    r = reinforcement(lannister_state(), "lannister")
    assert r["regions"] == [["The Westerlands", 2]]
    assert r["armies"] == 4 + 2


@pytest.mark.parametrize("count, armies", [(1, 3), (8, 3), (11, 3), (12, 4), (14, 4), (15, 5), (20, 6), (23, 7),
                                           (26, 8), (29, 9), (32, 10), (35, 11), (38, 12), (41, 13), (44, 14)])
def test_reinforcement_table(count, armies):
    assert reinforcement_for(count) == armies


def test_domination_gold_hundreds_and_ports():
    """13 -> 4 armies + 400 gold; the Westerlands -> 2 armies + 200 gold; 100 gold per port."""
    r = reinforcement(lannister_state(rules="domination"), "lannister")
    ports = sum(t in geo("mini").ports for t in LANNISTER_10)
    assert ports == 2 and r["ports"] == 2
    assert r["gold"] == 400 + 200 + 100 * ports


@pytest.mark.parametrize("icons, armies", [
    (("knight", "knight", "knight"), 4), (("siege", "siege", "siege"), 5),
    (("fortification",) * 3, 6), (("knight", "siege", "fortification"), 7),
    (("knight", "knight", "siege"), 0), (("fortification", "siege", "siege"), 0),
])
def test_trade_in_table(icons, armies):
    assert trade_value(icons) == armies


def _cards_with(icon_pattern):
    g = geo("mini")
    pool = {i: [t for t in g.territories if g.icon[t] == i] for i in ("knight", "siege", "fortification")}
    return [pool[i].pop() for i in icon_pattern]


def test_trade_gives_plus_two_on_an_owned_pictured_territory():
    """Three knights give 4 armies (the seed's example); Lannister holds two of the pictured
    territories, so it puts 2 more armies on one of them."""
    s = lannister_state()
    begin_reinforce(s, [])
    cards = ("Casterly Rock", "Harrenhal", "Winterfell")
    assert [geo("mini").icon[c] for c in cards] == ["knight"] * 3
    s.players["lannister"].cards = list(cards)
    trades = [a for a in legal_actions(s, "lannister") if isinstance(a, Trade)]
    assert {a.bonus_to for a in trades} == {"Casterly Rock", "Harrenhal"}
    s2, events = act(s, Trade(cards, "Harrenhal"))
    assert s2.armies["Harrenhal"] == s.armies["Harrenhal"] + 2
    assert s2.turn.reinforcements == s.turn.reinforcements + 4
    assert s2.players["lannister"].cards == [] and set(cards) <= set(s2.discard)
    assert events[-1].data["armies"] == 4 and events[-1].data["bonus"] == 2
    s2.players["lannister"].cards = _cards_with(["siege"] * 3)
    with pytest.raises(IllegalAction, match="one set"):
        act(s2, Trade(tuple(sorted(s2.players["lannister"].cards)), None))


def test_trade_bonus_must_name_an_owned_pictured_territory():
    s = lannister_state()
    begin_reinforce(s, [])
    cards = tuple(sorted(_cards_with(["knight", "siege", "fortification"])))
    s.players["lannister"].cards = list(cards)
    owned = [c for c in cards if s.owner[c] == "lannister"]
    wrong = next(t for t in s.owner if t not in cards)
    with pytest.raises(IllegalAction, match=r"\+2"):
        act(s, Trade(cards, wrong))
    if owned:
        with pytest.raises(IllegalAction):
            act(s, Trade(cards, None))          # the +2 is not optional


def test_five_cards_force_a_trade_before_anything_else():
    s = lannister_state()
    begin_reinforce(s, [])
    s.players["lannister"].cards = _cards_with(["knight", "knight", "siege", "siege", "fortification"])
    legal = legal_actions(s, "lannister")
    assert legal and all(isinstance(a, Trade) for a in legal)
    with pytest.raises(IllegalAction, match="5 cards"):
        act(s, Deploy("Casterly Rock", 1))
    s2, _ = act(s, legal[0])
    assert len(s2.players["lannister"].cards) == 2
    assert any(isinstance(a, Deploy) for a in legal_actions(s2, "lannister"))


def test_all_armies_must_be_deployed_before_ending():
    s = lannister_state()
    begin_reinforce(s, [])
    with pytest.raises(IllegalAction, match="placed"):
        act(s, EndReinforce())
    with pytest.raises(IllegalAction, match="control"):
        act(s, Deploy("Winterfell", 1))
    s2, _ = act(s, Deploy("Casterly Rock", s.turn.reinforcements))
    assert s2.armies["Casterly Rock"] == s.armies["Casterly Rock"] + s.turn.reinforcements
    s3, _ = act(s2, EndReinforce())
    assert s3.phase == "invade"


def test_domination_single_card_for_a_special_unit():
    s = lannister_state(rules="domination")
    begin_reinforce(s, [])
    card = _cards_with(["siege"])[0]
    s.players["lannister"].cards = [card]
    s2, _ = act(s, TradeForUnit(card))
    assert s2.turn.units == ["siege"] and s2.players["lannister"].cards == []
    with pytest.raises(IllegalAction):
        act(s2, TradeForUnit(card))
    s3, _ = act(s2, PlaceUnit("Harrenhal", "siege"))
    assert s3.units["Harrenhal"] == {"siege": 1}
    with pytest.raises(IllegalAction, match="special units"):
        act(lannister_state(), TradeForUnit(card))


def test_end_game_card_never_counts_as_a_territory_card():
    assert END_GAME_CARD not in geo("mini").icon


def test_domination_a_set_and_a_unit_card_in_the_same_turn():
    """"Dans un même tour, vous pouvez à la fois échanger 3 cartes en armées supplémentaires et 1 carte
    en jeton Unité spéciale (carte unique ne pouvant faire partie de l'ensemble de 3)"."""
    s = lannister_state(rules="domination")
    begin_reinforce(s, [])
    armies = s.turn.reinforcements
    knights = _cards_with(["knight"] * 3)
    fort = _cards_with(["fortification"])[0]
    s.players["lannister"].cards = knights + [fort]
    s, _ = act(s, TradeForUnit(fort))
    trade = next(a for a in legal_actions(s, "lannister") if isinstance(a, Trade))
    assert set(trade.cards) == set(knights)
    s, _ = act(s, trade)
    assert s.turn.reinforcements == armies + 4 and s.turn.units == ["fortification"]
    assert s.players["lannister"].cards == []


def test_five_cards_a_unit_card_does_not_replace_the_forced_set():
    """With 5 cards the set must be traded first: one card for a unit would dodge it (4 cards left)."""
    s = lannister_state(rules="domination")
    begin_reinforce(s, [])
    hand = _cards_with(["knight", "knight", "knight", "siege", "fortification"])
    s.players["lannister"].cards = list(hand)
    assert not any(isinstance(a, TradeForUnit) for a in legal_actions(s, "lannister"))
    with pytest.raises(IllegalAction, match="5 cards"):
        act(s, TradeForUnit(hand[-1]))
    sets = [a for a in legal_actions(s, "lannister") if isinstance(a, Trade)]
    s, _ = act(s, next(a for a in sets if set(a.cards) == set(hand[:3])))
    s, _ = act(s, TradeForUnit(hand[-1]))
    assert s.turn.units == ["fortification"] and s.players["lannister"].cards == [hand[3]]
