"""The greedy baseline's choices on small boards: it denies a rival's region in the draft, guards
its seat of power, and turns on the house nearest to winning (issue 5: "reinforces borders, attacks
when its odds are good, pursues region bonuses and objectives")."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Attack, Deploy, PlaceArmy, UseCharacter
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view
from strategic.risk.ai.greedy import GreedyAgent
from strategic.risk.rules.reinforce import begin_reinforce
from strategic.risk.rules.setup import UNCLAIMED

from tactical.protocol import allows, amount_fields

from .conftest import board_state, new

WESTERLANDS_BUT_CRAKEHALL = ["Casterly Rock", "Lannisport", "The Golden Tooth", "Ashemark"]


def choose(s, seed=0):
    return GreedyAgent(seed).choose(view(s, s.actor), legal_actions(s, s.actor))


@pytest.mark.parametrize("seed", range(5))
def test_claims_the_last_free_territory_of_a_region_a_rival_would_complete(seed):
    """Crakehall denies the Lannisters the Westerlands bonus; it beats growing the North from Winterfell."""
    free = ["Crakehall", "The Wolfswood", "White Harbor"]
    s = board_state({"Winterfell": "stark", **{t: "lannister" for t in WESTERLANDS_BUT_CRAKEHALL},
                     **{t: UNCLAIMED for t in free}}, rules="domination", phase="claim", default="baratheon")
    assert choose(s, seed) == PlaceArmy("Crakehall")


def guarded_seat_board(phase):
    """Winterfell (the Stark seat, 3 armies) faces 4 hostile armies; Riverrun (1) faces 4."""
    return board_state({"Winterfell": "stark", "Riverrun": "stark"},
                       {"Winterfell": 3, "The Wolfswood": 2, "White Harbor": 2, "The Twins": 2},
                       rules="domination", phase=phase, default="baratheon")


def test_after_the_claims_the_seat_of_power_is_reinforced_before_a_more_exposed_border():
    """Riverrun is the more threatened border (4 against 1, the seat 4 against 3), but 10 points win
    only while you hold your seat."""
    assert choose(guarded_seat_board("claim")) == PlaceArmy("Winterfell")


def test_reinforcements_go_to_a_threatened_seat_first():
    s = guarded_seat_board("reinforce")
    s.players["stark"].used = [c.id for c in lookup()[1].values() if c.house == "stark"]
    begin_reinforce(s, [])
    assert s.turn.reinforcements == 3
    assert choose(s) == Deploy("Winterfell", 3)


@pytest.mark.parametrize("leader, target", [("lannister", "Riverrun"), ("baratheon", "King's Landing")])
def test_attacks_the_house_nearest_ten_points(leader, target):
    """Riverrun and King's Landing are worth about the same; the one held by a house with 8 points is
    attacked."""
    s = board_state({"Harrenhal": "stark", "Riverrun": "lannister", "King's Landing": "baratheon"},
                    {"Harrenhal": 10}, rules="domination", phase="invade")
    s.players[leader].vp = 8
    action = choose(s)
    assert isinstance(action, Attack) and (action.src, action.dst) == ("Harrenhal", target)


@pytest.mark.parametrize("vp, spot", [(0, "Crakehall"), (7, "The Wolfswood")])
def test_reinforcements_head_for_the_seat_of_a_house_near_ten_points(vp, spot):
    """The Wolfswood is 2 steps from Dragonstone (by White Harbor's port), Crakehall 4: once the
    Baratheons have 7 points the front that leads to their seat gets the armies."""
    s = board_state({"The Wolfswood": "stark", "Crakehall": "stark", "Dragonstone": "baratheon"},
                    {"The Wolfswood": 2, "Crakehall": 2}, rules="domination", phase="reinforce", default="lannister")
    s.players["baratheon"].vp = vp
    s.players["stark"].used = [c.id for c in lookup()[1].values() if c.house == "stark"]
    begin_reinforce(s, [])
    action = choose(s)
    assert isinstance(action, Deploy) and action.territory == spot


def test_a_seat_short_of_a_few_armies_gets_those_and_the_rest_go_to_the_front():
    """Issue 9: the seat guard asked for an amount that was not listed and the agent fell back to the
    last legal action (one army on whatever territory came last). Now the amount is filled in."""
    s = guarded_seat_board("reinforce")
    s.players["stark"].used = [c.id for c in lookup()[1].values() if c.house == "stark"]
    begin_reinforce(s, [])
    s.turn.reinforcements = 9
    action = choose(s)
    assert action == Deploy("Winterfell", 4)            # 4 hostile armies + SEAT_GUARD 3 - 3 on it = 4
    assert allows(legal_actions(s, "stark"), action)


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3)])
def test_greedy_only_ever_sends_actions_the_rules_list(players, seed):
    from strategic.risk.game import RISK

    s, _ = new("domination", players, seed, map_name="mini", max_rounds=25)
    agents = {h: GreedyAgent(i) for i, h in enumerate(s.seats)}
    while s.result is None:
        legal = legal_actions(s, s.actor)
        action = agents[s.actor].choose(view(s, s.actor), legal)
        assert allows(legal, action) and not amount_fields(action), action
        RISK.apply_in_place(s, s.actor, action)


def tyrell_reinforcing(castles: list[str]):
    s = board_state({t: "tyrell" for t in ["Oldtown", "Rosby", *castles]}, rules="domination", phase="reinforce",
                    seats=("tyrell", "lannister"), default="lannister")
    s.players["tyrell"].gold = 1000
    s.players["tyrell"].used = [c.id for c in lookup()[1].values() if c.house == "tyrell" and c.id != "tyrell_mace"]
    s.turn.reinforcements = 3
    return s


@pytest.mark.parametrize("castles, calls_him", [(["Highgarden"], False), (["Highgarden", "Sunspear"], True)])
def test_mace_tyrell_is_called_only_when_the_castles_give_armies(castles, calls_him):
    """Mace Tyrell gives an army per 2 castles: with one castle he would cost 200 gold for nothing."""
    s = tyrell_reinforcing(castles)
    assert UseCharacter("tyrell_mace") in legal_actions(s, "tyrell")
    assert (choose(s) == UseCharacter("tyrell_mace")) is calls_him


@pytest.mark.parametrize("defenders, plays", [(2, False), (3, True)])
def test_army_removal_is_played_only_when_it_removes_all_it_says(defenders, plays):
    """Lady Olenna removes 2 armies, but one always stays: against 2 armies she would remove 1."""
    s = board_state({t: "tyrell" for t in ("Highgarden", "Oldtown", "Crakehall", "Rosby", "Lannisport")},
                    {"Highgarden": 6, "Yronwood": defenders}, rules="domination", phase="invade",
                    seats=("tyrell", "martell"), default="martell")
    s.players["tyrell"].gold = 1000
    s.players["tyrell"].used = [c.id for c in lookup()[1].values() if c.house == "tyrell" and c.id != "tyrell_olenna"]
    assert UseCharacter("tyrell_olenna", "Yronwood") in legal_actions(s, "tyrell")
    action = choose(s)
    assert (action == UseCharacter("tyrell_olenna", "Yronwood")) is plays


@pytest.mark.parametrize("achieved, deck, discard, calls_her", [
    ([], ["five_castles"], [], True),
    (["five_castles"], ["five_castles"], [], False),              # the one card left is its own scored one
    (["five_castles"], [], ["five_castles"], False),             # face up, and its own
    (["five_castles"], ["five_castles"], ["three_ports"], True),  # the discard would be shuffled in
])
def test_an_objective_draw_is_paid_for_only_when_a_card_it_could_keep_is_left(achieved, deck, discard, calls_her):
    """Margaery draws 2 objectives to keep 1, but a house passes over the objectives it has scored: with only
    those left she would cost 100 gold for nothing."""
    s = tyrell_reinforcing(["Highgarden"])
    s.players["tyrell"].used = [c.id for c in lookup()[1].values() if c.house == "tyrell" and c.id != "tyrell_margaery"]
    s.players["tyrell"].achieved = achieved
    s.objective_deck, s.objective_discard = deck, discard
    assert UseCharacter("tyrell_margaery") in legal_actions(s, "tyrell")
    assert (choose(s) == UseCharacter("tyrell_margaery")) is calls_her
