"""The A Game of Thrones data: the board, the setups and the cards load with the rulebooks' numbers, and a
broken file is reported by file and field."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from strategic.agot.board import BOARD_FILE, HOUSES, load_board
from strategic.agot.cards import ORDER_TOKENS, house_cards, westeros_decks, wildling_cards
from strategic.agot.datafile import DATA_DIR
from strategic.agot.setups import BLOCKED, load_setup
from tactical.protocol import ScenarioError, UserError

FIVE_1E = ("stark", "lannister", "baratheon", "greyjoy", "tyrell")


# --- the board --------------------------------------------------------------------------------

def test_second_edition_board_has_the_printed_counts_and_symmetric_adjacency():
    b = load_board(2)
    assert (len(b.areas), len(b.lands), len(b.seas), len(b.ports)) == (58, 38, 12, 8)
    assert b.graph.number_of_edges() == 143
    assert all(a in b.neighbours(n) for a in b.areas for n in b.neighbours(a))
    assert b.homes == {"stark": "winterfell", "lannister": "lannisport", "baratheon": "dragonstone",
                       "greyjoy": "pyke", "tyrell": "highgarden", "martell": "sunspear"}


def test_every_port_opens_on_its_land_and_one_sea_only():
    b = load_board(2)
    for p in b.ports:
        port = b.areas[p]
        assert b.neighbours(p) == {port.port_of, port.port_sea}
        assert b.is_land(port.port_of) and b.is_sea(port.port_sea)
        assert b.ports_of(port.port_of) == (p,)
    assert b.ports_of("lannisport") == ("port-of-lannisport",)
    assert b.areas["port-of-lannisport"].port_sea == "the-golden-sound"


def test_first_edition_board_is_the_same_board_without_ports():
    b1, b2 = load_board(1), load_board(2)
    assert (len(b1.areas), len(b1.ports), b1.graph.number_of_edges()) == (50, 0, 143 - 16)
    assert set(b1.areas) == set(b2.lands) | set(b2.seas)
    assert b1.neighbours("lannisport") == b2.neighbours("lannisport") - {"port-of-lannisport"}
    assert b1.ports_of("lannisport") == ()


def test_seed_icons_on_the_board():
    # seed 000: Blackwater's two barrels; Riverrun and Seagard one each (the supply example);
    # Dragonstone one crown (the consolidation example); a stronghold gives 2 mustering points.
    b = load_board(1)
    assert b.areas["blackwater"].supply == 2
    assert b.areas["riverrun"].supply == b.areas["seagard"].supply == 1
    assert b.areas["dragonstone"].crowns == 1
    assert b.areas["lannisport"].castle == 2 and b.areas["harrenhal"].castle == 1
    assert b.is_sea("the-golden-sound") and not b.is_land("the-golden-sound")


def test_every_land_area_lies_in_a_region_a_hex_battle_knows():
    # the region gives a battle fought there on hexes its terrain; an unknown one would fall back to the default
    from strategic.handoff.plan import REGION_TERRAIN
    b = load_board(2)
    regions = {a.id: a.region for a in b.areas.values() if b.is_land(a.id)}
    assert set(regions.values()) <= set(REGION_TERRAIN)
    assert regions["winterfell"] == "The North" and regions["riverrun"] == "The Riverlands"
    assert all(a.region is None for a in b.areas.values() if not b.is_land(a.id))


def test_islands_and_ship_transport_of_seed_000():
    # "Dragonstone, The Arbor and Pyke ... have no neighbouring land area" (so support from there is useless)
    b = load_board(1)
    for island in ("dragonstone", "the-arbor", "pyke"):
        assert not any(b.is_land(n) for n in b.neighbours(island))
    # a ship in Ironman's Bay carries Pyke's troops to Flint's Finger, Greywater Watch, Seagard or Riverrun
    assert {n for n in b.neighbours("ironmans-bay") if b.is_land(n)} == {
        "pyke", "flints-finger", "greywater-watch", "seagard", "riverrun"}


def test_second_edition_starting_supply_counts_the_barrels_held():
    b = load_board(2)
    s = load_setup(2, 6)
    for house, areas in s.units.items():
        assert s.supply[house] == sum(b.areas[a].supply for a in areas), house


def test_loads_are_cached():
    assert load_board(2) is load_board(2)
    assert load_setup(2, 6) is load_setup(2, 6)


# --- setups -----------------------------------------------------------------------------------

def test_lannister_setup_of_seed_000():
    s = load_setup(1, 5)
    assert s.units["lannister"] == {"lannisport": ("footman", "knight"), "stoney-sept": ("footman",),
                                    "the-golden-sound": ("ship",)}
    assert s.power == 5
    assert s.tracks["iron_throne"].index("lannister") == 1       # 2nd position
    assert s.tracks["fiefdoms"].index("lannister") == 4          # 5th
    assert s.tracks["kings_court"][0] == "lannister"             # 1st: the Messenger Raven
    assert s.supply == {"stark": 1, "baratheon": 1, "lannister": 2, "greyjoy": 2, "tyrell": 3}


def test_first_edition_five_players_constants():
    s = load_setup(1, 5)
    assert s.houses == FIVE_1E and "martell" not in s.units
    assert s.castles_to_win == 7 and s.max_rounds == 10 and s.max_power == 20 and s.wildling_start == 0
    assert s.neutral == {"kings-landing": 5, "the-eyrie": 6, "sunspear": 5}    # Sunspear 5: seed 000's example
    assert s.garrisons == {} and s.blocked == ()
    assert s.special_orders[2] == 2 and s.special_orders[4] == 0   # 3rd at court: 2 stars; 5th: none
    # the official erratum: Greyjoy and Tyrell swap places on the King's Court track
    assert s.tracks["kings_court"][-2:] == ("tyrell", "greyjoy")
    assert s.tracks["fiefdoms"][0] == "greyjoy"                     # the Valyrian Steel Blade
    assert s.unit_limits["footman"] == 10 and s.unit_limits["knight"] == 4
    assert s.supply_table[3] == (3, 2, 2, 2) and s.supply_table[5] == (4, 3, 2, 2)   # supply example


def test_first_edition_absent_houses_become_neutral_forces():
    three = load_setup(1, 3)
    assert three.houses == ("stark", "lannister", "baratheon") and three.castles_to_win == 8
    # Greyjoy and Tyrell starting units: a Footman or Ship is 1, a Knight 2
    assert three.neutral["pyke"] == 3 and three.neutral["greywater-watch"] == 1
    assert three.neutral["highgarden"] == 3 and three.neutral["ironmans-bay"] == 1
    four = load_setup(1, 4)
    assert "tyrell" in four.houses and four.castles_to_win == 7
    assert "pyke" in four.neutral and "highgarden" not in four.neutral
    assert four.tracks["fiefdoms"][0] == "tyrell"                   # Greyjoy no longer has the blade


def test_first_edition_six_players_need_the_martell_option():
    with pytest.raises(UserError, match="six_players_1e"):
        load_setup(1, 6)
    s = load_setup(1, 6, six_players_1e=True)
    assert "martell" in s.houses and "sunspear" not in s.neutral
    assert all(not a.startswith("port-of") for h in s.units for a in s.units[h])


@pytest.mark.parametrize("edition,players", [(1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5), (2, 6)])
def test_every_setup_is_consistent_with_its_board(edition, players):
    s = load_setup(edition, players)
    b = load_board(edition)
    for track in s.tracks.values():
        assert sorted(track) == sorted(s.houses)
    for house, areas in s.units.items():
        for area, units in areas.items():
            assert all((u == "ship") == (not b.is_land(area)) for u in units), (house, area)
    assert set(s.neutral) <= set(b.areas) and set(s.blocked) <= set(s.neutral)


def test_second_edition_three_players_blocks_the_south():
    s = load_setup(2, 3)
    assert s.houses == ("stark", "lannister", "baratheon")
    assert {"pyke", "highgarden", "sunspear", "storms-end", "port-of-storms-end", "oldtown"} <= set(s.blocked)
    assert len(s.blocked) == 16 and all(s.neutral[a] == BLOCKED for a in s.blocked)
    assert "port-of-lannisport" not in s.units["lannister"]         # removed in the 3-player game
    assert s.special_orders == (3, 2, 1)
    assert s.garrisons == {"winterfell": ("stark", 2), "lannisport": ("lannister", 2), "dragonstone": ("baratheon", 2)}


def test_second_edition_six_players():
    s = load_setup(2, 6)
    assert s.tracks["iron_throne"] == ("baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell")
    assert s.special_orders == (3, 3, 2, 1, 0, 0)
    assert s.neutral == {"kings-landing": 5, "the-eyrie": 6} and s.wildling_start == 2
    assert s.unit_limits == {"footman": 10, "knight": 5, "ship": 6, "siege": 2}
    assert s.units["greyjoy"]["port-of-pyke"] == ("ship",)
    assert len(s.garrisons) == 6 and s.colours["martell"].startswith("#")


def test_unknown_player_counts_are_refused():
    with pytest.raises(UserError):
        load_setup(2, 7)
    with pytest.raises(UserError):
        load_setup(3, 4)


# --- cards ------------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", [1, 2])
def test_every_house_has_seven_cards(edition):
    for house in HOUSES:
        cards = house_cards(edition, house)
        assert len(cards) == 7 and len({c.id for c in cards}) == 7
        assert all(c.house == house for c in cards)
        assert max(c.strength for c in cards) == (3 if edition == 1 else 4)
        assert min(c.strength for c in cards) == 0


def test_second_edition_card_numbers_from_the_reference():
    def card(house, cid):
        return next(c for c in house_cards(2, house) if c.id == cid)

    tywin = card("lannister", "tywin-lannister")
    assert (tywin.strength, tywin.swords, tywin.towers) == (4, 0, 0)
    assert (tywin.ability, tywin.timing) == ("tywin-lannister", "outcome")
    assert (card("lannister", "ser-gregor-clegane").strength, card("lannister", "ser-gregor-clegane").swords) == (3, 3)
    viper = card("martell", "the-red-viper")
    assert (viper.strength, viper.swords, viper.towers) == (4, 2, 1)
    assert card("greyjoy", "asha-greyjoy").strength == 1
    assert card("lannister", "tyrion-lannister").timing == "cancel"
    assert card("stark", "robb-stark").timing == "retreat"
    assert card("tyrell", "mace-tyrell").timing == "immediately"
    assert sum(len(house_cards(2, h)) for h in HOUSES) == 42


def test_first_edition_cards_follow_seed_000():
    lannister = {c.id: c for c in house_cards(1, "lannister")}
    tyrell = {c.id: c for c in house_cards(1, "tyrell")}
    # Tywin (2 swords) beats Margaery (1 tower): Tyrell loses 1 unit; Margaery has no swords.
    assert lannister["tywin-lannister"].swords - tyrell["margaery-tyrell"].towers == 1
    assert tyrell["margaery-tyrell"].swords == 0
    assert tyrell["ser-loras-tyrell"].ability == "mace-tyrell"        # kills a Footman
    names = {c.name for h in HOUSES for c in house_cards(1, h)}
    assert {"Melisandre", "Master Luwin"} <= names


def test_reused_ability_keys_keep_their_timing():
    timing = {c.ability: c.timing for h in HOUSES for c in house_cards(2, h) if c.ability}
    for h in HOUSES:
        for c in house_cards(1, h):
            if c.ability in timing:
                assert c.timing == timing[c.ability], c.id


def test_first_edition_game_may_use_second_edition_cards():
    assert house_cards(1, "stark", second_edition_cards=True) == house_cards(2, "stark")


def test_westeros_decks():
    i, ii, iii = westeros_decks(2)
    assert (len(i), len(ii), len(iii)) == (10, 10, 10)
    assert Counter(c.id for c in i) == {"supply": 3, "mustering": 3, "a-throne-of-blades": 2,
                                        "last-days-of-summer": 1, "winter-is-coming": 1}
    assert [sum(c.wildling for c in d) for d in (i, ii, iii)] == [3, 3, 5]
    assert Counter(c.id for c in iii)["wildlings-attack"] == 3
    assert next(c for c in iii if c.id == "web-of-lies").restriction == "support"
    assert next(c for c in iii if c.id == "rains-of-autumn").restriction == "march-special"
    assert all(c.deck == n for n, d in enumerate((i, ii, iii), 1) for c in d)


def test_first_edition_decks_follow_seed_001():
    i, ii, iii = westeros_decks(1)
    assert Counter(c.id for c in i) == {"supply": 4, "mustering": 4, "last-days-of-summer": 1, "winter-is-coming": 1}
    assert Counter(c.id for c in ii) == {"clash-of-kings": 4, "game-of-thrones": 4, "last-days-of-summer": 1,
                                         "winter-is-coming": 1}
    assert sum(c.wildling for c in ii if c.id == "game-of-thrones") == 1
    assert Counter(c.id for c in iii) == {"wildlings-attack": 3, "last-days-of-summer": 2, "winter-is-coming": 1,
                                          "rains-of-autumn": 1, "storm-of-swords": 1, "feast-for-crows": 1,
                                          "sea-of-storms": 1}
    rains = next(c for c in iii if c.id == "rains-of-autumn")
    assert rains.restriction is None and "Footmen" in rains.text   # seed 000: footmen do not support


def test_wildling_cards():
    cards = wildling_cards(2)
    assert len(cards) == 9 and len({c.id for c in cards}) == 9
    assert wildling_cards(1) == ()


def test_order_tokens():
    assert len(ORDER_TOKENS) == 15
    kinds = ("march", "defend", "support", "raid", "consolidate")
    assert Counter(t.kind for t in ORDER_TOKENS) == {k: 3 for k in kinds}
    assert sum(t.special for t in ORDER_TOKENS) == 5
    assert sorted(t.bonus for t in ORDER_TOKENS if t.kind == "march") == [-1, 0, 1]
    assert sorted(t.bonus for t in ORDER_TOKENS if t.kind == "defend") == [1, 1, 2]
    assert {t.id for t in ORDER_TOKENS if t.special} == {"march+1*", "defend+2*", "support+1*", "raid*", "consolidate*"}


# --- broken files -----------------------------------------------------------------------------

def _corrupt(tmp_path: Path, source: Path, change) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    change(data)
    bad = tmp_path / source.name
    bad.write_text(json.dumps(data), encoding="utf-8")
    return bad


def test_broken_board_names_file_area_and_field(tmp_path):
    def change(d):
        next(a for a in d["areas"] if a["id"] == "harrenhal")["castle"] = 5
    bad = _corrupt(tmp_path, BOARD_FILE, change)
    with pytest.raises(ScenarioError) as err:
        load_board(2, path=bad)
    assert str(bad) in str(err.value) and "areas.harrenhal.castle" in str(err.value)


def test_one_sided_adjacency_is_refused(tmp_path):
    def change(d):
        next(a for a in d["areas"] if a["id"] == "harrenhal")["adjacent"].remove("riverrun")
    with pytest.raises(ScenarioError, match=r"areas\.riverrun\.adjacent.*'harrenhal' does not list 'riverrun'"):
        load_board(2, path=_corrupt(tmp_path, BOARD_FILE, change))


def test_port_with_a_third_neighbour_is_refused(tmp_path):
    def change(d):
        areas = {a["id"]: a for a in d["areas"]}
        areas["port-of-pyke"]["adjacent"].append("sunset-sea")
        areas["sunset-sea"]["adjacent"].append("port-of-pyke")
    with pytest.raises(ScenarioError, match=r"areas\.port-of-pyke\.adjacent"):
        load_board(2, path=_corrupt(tmp_path, BOARD_FILE, change))


def test_missing_home_area_is_refused(tmp_path):
    def change(d):
        next(a for a in d["areas"] if a["id"] == "sunspear")["home"] = None
    with pytest.raises(ScenarioError, match="'martell' needs exactly one home area"):
        load_board(2, path=_corrupt(tmp_path, BOARD_FILE, change))


def test_land_area_without_a_region_is_refused(tmp_path):
    def change(d):
        del next(a for a in d["areas"] if a["id"] == "winterfell")["region"]
    with pytest.raises(ScenarioError, match="areas.winterfell: .*names its region"):
        load_board(2, path=_corrupt(tmp_path, BOARD_FILE, change))


def test_setup_unit_in_the_wrong_kind_of_area_is_refused(tmp_path):
    def change(d):
        d["houses"]["stark"]["units"]["the-shivering-sea"] = ["knight"]
    bad = _corrupt(tmp_path, DATA_DIR / "setup-2e.json", change)
    with pytest.raises(ScenarioError) as err:
        load_setup(2, 6, path=bad)
    assert str(bad) in str(err.value) and "houses.stark.units.the-shivering-sea" in str(err.value)


def test_setup_track_that_is_not_a_permutation_is_refused(tmp_path):
    def change(d):
        d["tracks"]["fiefdoms"][0] = "stark"
    with pytest.raises(ScenarioError, match="tracks.fiefdoms"):
        load_setup(2, 6, path=_corrupt(tmp_path, DATA_DIR / "setup-2e.json", change))


def test_house_card_file_with_a_bad_field_names_it(tmp_path):
    def change(d):
        d["houses"]["lannister"][0]["swords"] = "two"
    bad = _corrupt(tmp_path, DATA_DIR / "house-cards-1e.json", change)
    with pytest.raises(ScenarioError) as err:
        house_cards(1, "lannister", path=bad)
    assert str(bad) in str(err.value) and "houses.lannister.tywin-lannister.swords" in str(err.value)


def test_westeros_deck_of_the_wrong_size_is_refused(tmp_path):
    def change(d):
        d["decks"][0][0]["count"] += 1
    with pytest.raises(ScenarioError, match="deck 1 holds 11 cards"):
        westeros_decks(2, path=_corrupt(tmp_path, DATA_DIR / "westeros-2e.json", change))
