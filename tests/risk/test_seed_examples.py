"""The seed's worked examples on the real maps (Westeros, Essos, World at War), and the setups
that depend on the printed numbers: 12 + 12 cards and 10 neutrals on Essos, armies by player count."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Attack
from strategic.risk.ai.agents import RandomAgent
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view
from strategic.risk.rules.geo import geo
from strategic.risk.rules.reinforce import reinforcement
from strategic.risk.rules.tables import NEUTRAL

from .conftest import act, board_state, new


def real_state(owners, armies=None, **kw):
    return board_state(owners, armies, map_name=kw.pop("map_name", "westeros"), **kw)


def test_westerlands_five_territories_worth_two_and_ten_plus_three_gives_four():
    g = geo("westeros")
    west = list(g.regions["The Westerlands"])
    assert len(west) == 5 and g.bonus["The Westerlands"] == 2
    castles = [t for t in g.castles if t not in west and g.region_of[t] != "The Riverlands"]
    others = [t for t in g.territories if t not in west and t not in g.castles and g.region_of[t] == "The North"]
    lannister = west + [c for c in castles if c not in west][: 3 - sum(t in g.castles for t in west)]
    lannister += others[: 10 - len(lannister)]
    s = real_state({t: "lannister" for t in lannister}, default="stark", active="lannister", phase="reinforce")
    r = reinforcement(s, "lannister")
    assert (r["territories"], r["castles"], r["base"]) == (10, 3, 4)
    assert ["The Westerlands", 2] in r["regions"]


def test_domination_examples_13_gives_4_armies_and_400_gold_westerlands_200_three_ports_300():
    """"13 = 4 armées + 400 pièces d'or"; "Terres de l'Ouest (2) = 2 armées + 200 pièces d'or";
    "3 ports = 300 pièces d'or": 10 territories with 3 castles and 3 ports, the Westerlands among them."""
    g = geo("westeros")
    lannister = list(g.regions["The Westerlands"]) + ["Harrenhal", "Riverrun", "Bear Island", "White Harbor", "Seagard"]
    s = real_state({t: "lannister" for t in lannister}, default="stark", active="lannister", phase="reinforce",
                   rules="domination")
    r = reinforcement(s, "lannister")
    assert (r["territories"], r["castles"], r["ports"], r["regions"]) == (10, 3, 3, [["The Westerlands", 2]])
    assert (r["armies"], r["gold"]) == (4 + 2, 400 + 200 + 300)


def test_harrenhal_borders_kings_landing():
    assert "King's Landing" in geo("westeros").neighbours["Harrenhal"]
    s = real_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 7, "King's Landing": 2},
                   default="baratheon")
    assert Attack("Harrenhal", "King's Landing", 3) in legal_actions(s, "stark")


def test_port_invasion_dragonstone_to_sunspear():
    g = geo("westeros")
    assert {"Dragonstone", "Sunspear"} <= g.ports
    assert g.edge_kind[("Dragonstone", "Sunspear")] == "port"
    s = real_state({"Dragonstone": "baratheon", "Sunspear": "martell"}, {"Dragonstone": 4},
                   seats=("baratheon", "martell"), default="stark")
    assert Attack("Dragonstone", "Sunspear", 3) in legal_actions(s, "baratheon")


def test_world_at_war_strait_dragonstone_to_myr():
    """"Parce qu'il contrôle Peyredragon, qui possède un port de la même couleur que celui de Myr"."""
    g = geo("world")
    assert g.edge_kind[("Dragonstone", "Myr")] == "strait"
    assert "Myr" not in geo("westeros").neighbours["Dragonstone"]
    s = real_state({"Dragonstone": "baratheon", "Myr": "targaryen"}, {"Dragonstone": 4},
                   seats=("baratheon", "targaryen"), default="stark", map_name="world")
    assert Attack("Dragonstone", "Myr", 3) in legal_actions(s, "baratheon")


def test_two_player_skirmish_on_essos_twelve_cards_each_and_ten_neutrals():
    s, events = new("skirmish", 2, 4)
    assert s.map == "essos" and s.seats == ["targaryen", "ghiscari"]
    held = {h: sum(o == h for o in s.owner.values()) for h in (*s.seats, NEUTRAL)}
    assert held == {"targaryen": 12, "ghiscari": 12, NEUTRAL: 10}
    assert all(a == 3 for a in s.armies.values())


@pytest.mark.parametrize("seed", range(8))
def test_five_player_skirmish_deals_all_of_westeros(seed):
    """"Dans une partie à 5 joueurs, le 3ème, le 4ème et le 5ème joueurs auront une carte supplémentaire":
    counted in turn order from the house that won the roll, whichever house that is."""
    s, _ = new("skirmish", 5, seed)
    order = [s.seats[(s.first + i) % 5] for i in range(5)]
    held = [sum(o == h for o in s.owner.values()) for h in order]
    assert held == [9, 9, 10, 10, 10] and s.map == "westeros" and s.active == order[0]


def test_the_extra_cards_follow_the_turn_order_not_the_house():
    firsts = {new("skirmish", 5, seed)[0].active for seed in range(8)}
    assert len(firsts) > 1                      # so the test above covers first players other than Stark


@pytest.mark.parametrize("players, held", [(6, [13, 13, 14, 14, 14, 14]), (7, [11, 11, 12, 12, 12, 12, 12])])
def test_world_at_war_skirmish_plays_in_the_listed_house_order(players, held):
    """World at War: "les Maisons sont listées dans l'ordre du tour", so no die decides who starts;
    the combined deck of 82 cards is dealt as in Skirmish, the extra cards to the last players."""
    for seed in range(3):
        s, events = new("skirmish", players, seed)
        assert s.map == "world" and s.active == "stark" and s.first == 0
        assert not any(e.kind == "first_player_roll" for e in events)
        assert [sum(o == h for o in s.owner.values()) for h in s.seats] == held


def play_setup(rules, players, seed=2):
    s, _ = new(rules, players, seed)
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    while s.phase in ("setup_objectives", "claim"):
        s, _ = act(s, agents[s.actor].choose(view(s, s.actor), legal_actions(s, s.actor)))
    return s


@pytest.mark.parametrize("players, armies", [(2, 21), (3, 28), (4, 24), (5, 20), (6, 26), (7, 22)])
def test_domination_setup_by_player_count(players, armies):
    s = play_setup("domination", players)
    g = geo(s.map)
    neutral = sum(a for t, a in s.armies.items() if s.owner[t] == NEUTRAL)
    assert sum(s.armies.values()) - neutral == players * armies
    assert neutral == (20 if players == 2 else 0)        # 10 territories of 2 neutral armies
    assert all(s.owner[g.seats[h]] == h for h in s.seats)
    assert all(o != "" for o in s.owner.values())


@pytest.mark.parametrize("players, bonuses", [
    (2, {"ghiscari": (300, 0, 0)}),                                      # "le 1er joueur ne reçoit pas de bonus"
    (3, {"lannister": (300, 0, 0)}),
    (4, {"lannister": (300, 0, 0), "tyrell": (500, 1, 0)}),
    (5, {"lannister": (300, 0, 0), "tyrell": (500, 1, 0), "martell": (500, 1, 0)}),
    (6, {"lannister": (300, 0, 0), "targaryen": (500, 1, 0), "ghiscari": (500, 1, 0), "tyrell": (500, 1, 0)}),
])
def test_domination_start_bonuses_by_player_count(players, bonuses):
    s, _ = new("domination", players, 2)
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    while s.phase in ("setup_objectives", "claim"):
        s, events = act(s, agents[s.actor].choose(view(s, s.actor), legal_actions(s, s.actor)))
    got = {e.data["house"]: (e.data["gold"], e.data["cards"], e.data["maester"]) for e in events if e.kind == "start_bonus"}
    assert got == bonuses
    assert all(len(s.players[h].cards) == c for h, (_, c, _) in bonuses.items())


def test_world_at_war_one_combined_deck_and_manoeuvres_across_the_strait():
    """"Mélangez les deux tas de cartes Territoire pour n'en former qu'un"; "vous pouvez également
    manœuvrer en utilisant ces connexions entre les ports"."""
    s, _ = new("domination", 6, 3)
    g = geo("world")
    assert sorted(s.deck) == sorted(g.territories) and len(s.deck) == 82
    assert set(g.maps[t] for t in s.deck[:40]) == {"westeros", "essos"}
    from strategic.risk.rules.actions import Manoeuvre
    s = real_state({"Dragonstone": "baratheon", "Myr": "baratheon"}, {"Dragonstone": 5},
                   seats=("baratheon", "targaryen"), default="targaryen", map_name="world", phase="manoeuvre")
    s, _ = act(s, Manoeuvre("Dragonstone", "Myr", 4))
    assert (s.armies["Dragonstone"], s.armies["Myr"]) == (1, 5)


def test_world_at_war_bonuses_for_the_sixth_and_seventh_players():
    s = play_setup("domination", 7)
    assert s.seats[5:] == ["tyrell", "martell"]
    tyrell, martell = s.players["tyrell"], s.players["martell"]
    assert (tyrell.gold, len(tyrell.cards), len(tyrell.maester)) == (500, 1, 0)
    assert (martell.gold, len(martell.cards), len(martell.maester)) == (500, 1, 1)


def test_every_region_objective_names_real_regions():
    regions = set(geo("world").regions)
    named = {r for o in lookup()[2].values() for r in o.condition.regions}
    assert named and named <= regions
    assert set(geo("westeros").regions) | set(geo("essos").regions) == regions


@pytest.mark.parametrize("map_name", ["westeros", "essos", "world"])
def test_no_objective_meant_for_a_real_map_is_left_out(map_name):
    from strategic.risk.rules.setup import objective_deck

    objectives = lookup()[2]
    meant = {o.id for o in objectives.values() if map_name in o.maps}
    assert set(objective_deck(geo(map_name), objectives)) == meant
    assert len(meant) >= 25
