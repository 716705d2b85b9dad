"""Domination: the seed's objective example, one objective a turn, victory with 10 points and your
own seat, setup armies and start bonuses, characters once a round, maester and objective purchases."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import (BuyMaester, BuyObjective, ClaimObjective, EndBuy, EndManoeuvre, EndReinforce,
                                    KeepObjective, PlaceArmy, PlayMaester, UseCharacter)
from strategic.risk.ai.agents import RandomAgent
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view
from strategic.risk.rules.geo import geo
from strategic.risk.rules.reinforce import begin_reinforce
from tactical.protocol import IllegalAction

from .conftest import act, board_state, new

CASTLES5 = ["Casterly Rock", "Harrenhal", "Riverrun", "King's Landing", "Highgarden"]


def objective_state(objectives, castles=CASTLES5):
    s = board_state({t: "lannister" for t in castles} | {"Winterfell": "stark", "Dragonstone": "baratheon"},
                    rules="domination", phase="manoeuvre", active="lannister", default="stark")
    s.players["lannister"].objectives = list(objectives)
    s.objective_deck = ["great_host", "full_coffers", "one_region"]
    return s


def test_seed_objective_example_five_castles_one_point():
    """"Les Lannister ont atteint leur objectif et ont gagné 1 point de victoire en contrôlant 5 châteaux"."""
    s = objective_state(["five_castles", "usurper"])
    s, _ = act(s, EndManoeuvre())
    assert s.phase == "objective" and legal_actions(s, "lannister") == [ClaimObjective("five_castles")]
    s, ev = act(s, ClaimObjective("five_castles"))
    assert s.players["lannister"].vp == 1 and s.players["lannister"].achieved == ["five_castles"]
    # then draw 2 objective cards, keep 1, the other goes back
    assert s.phase == "keep_objective" and s.pending["choice"] == ["great_host", "full_coffers"]
    s, _ = act(s, KeepObjective("full_coffers"))
    assert s.players["lannister"].objectives == ["usurper", "full_coffers"]
    assert s.objective_deck == ["one_region", "great_host"]


def test_a_scored_objective_is_discarded_face_up_and_reshuffled_when_the_deck_runs_short():
    """The rulebook never says what happens when the objective deck runs out (a house meets one and
    "tirez 2 nouvelles cartes"); as with the territory and maester decks, the discard is shuffled in.
    Before that, a 7-house World at War could run dry and never reach 10 points (docs/decisions.md)."""
    s = objective_state(["five_castles", "usurper"])
    s.objective_deck, s.objective_discard = ["great_host"], ["seven_ports", "three_ports"]
    s, _ = act(s, EndManoeuvre())
    s, ev = act(s, ClaimObjective("five_castles"))
    assert [(e.kind, e.data) for e in ev if e.kind == "reshuffle"] == [("reshuffle", {"deck": "objective", "size": 4})]
    choice = s.pending["choice"]
    assert choice[0] == "great_host" and choice[1] in {"seven_ports", "three_ports"}    # never its own scored card
    assert s.objective_discard == [] and sorted(s.objective_deck + choice) == sorted(
        ["great_host", "seven_ports", "three_ports", "five_castles"])
    # what is face up is public
    s2 = objective_state(["five_castles"])
    s2, _ = act(s2, EndManoeuvre())
    s2, _ = act(s2, ClaimObjective("five_castles"))
    assert s2.objective_discard == ["five_castles"] and view(s2, "stark").objective_discard == ("five_castles",)


def test_a_house_scores_each_objective_once_so_its_scored_cards_are_passed_over():
    """A reshuffle alone let a house draw back the easy card it had just scored and score it again (the
    Ghiscari scored "5 ports" in rounds 2 and 3 and won in round 4): the drawer passes over its own
    scored cards, which stay where they lie; a house with nothing left it could keep cannot buy."""
    s = objective_state(["usurper"])
    s.players["lannister"].achieved = ["five_castles", "seven_ports"]
    s.objective_deck, s.objective_discard = ["five_castles", "one_region", "seven_ports", "great_host"], []
    s.phase, s.actor = "buy", "lannister"
    s.players["lannister"].gold = 400
    s, _ = act(s, BuyObjective())
    assert s.pending["choice"] == ["one_region", "great_host"]
    assert s.objective_deck == ["five_castles", "seven_ports"]          # passed over, in place
    s, _ = act(s, KeepObjective("great_host"))
    assert s.objective_deck == ["five_castles", "seven_ports", "one_region"]
    s.objective_deck = ["five_castles"]
    s.objective_discard = ["seven_ports"]
    assert BuyObjective() not in legal_actions(s, "lannister")


def test_only_one_objective_per_turn():
    s = objective_state(["five_castles", "one_region"], CASTLES5 + ["Sunspear", "Yronwood"])
    s, _ = act(s, EndManoeuvre())
    assert set(legal_actions(s, "lannister")) == {ClaimObjective("five_castles"), ClaimObjective("one_region")}
    s, _ = act(s, ClaimObjective("one_region"))
    s, _ = act(s, KeepObjective("great_host"))
    assert s.players["lannister"].vp == 1 and "five_castles" in s.players["lannister"].objectives
    assert s.active != "lannister"                        # the turn moved on without a second claim


@pytest.mark.parametrize("holds_seat, wins", [(True, True), (False, False)])
def test_ten_points_and_your_own_seat_win_at_the_end_of_your_turn(holds_seat, wins):
    castles = CASTLES5 if holds_seat else [c for c in CASTLES5 if c != "Casterly Rock"]
    s = objective_state([], castles)
    s.players["lannister"].vp = 10
    s, ev = act(s, EndManoeuvre())
    assert (s.result is not None) == wins
    if wins:
        assert s.result["reason"] == "victory_points" and s.result["winners"] == ["lannister"]


def setup_until_play(players, seed=5):
    s, _ = new("domination", players, seed, map_name="mini")
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    while s.phase in ("setup_objectives", "claim"):
        s, _ = act(s, agents[s.actor].choose(view(s, s.actor), legal_actions(s, s.actor)))
    return s


def test_claims_one_army_at_a_time_in_turn_order_then_reinforce():
    """Seed 004, step 10: "dans l'ordre du tour, déployez une armée à la fois sur un territoire non
    revendiqué jusqu'à ce que tous les territoires soient revendiqués", then the remaining armies, one
    at a time, on your own territories."""
    s, _ = new("domination", 3, 5, map_name="mini")
    agent = RandomAgent(1)
    while s.phase == "setup_objectives":
        s, _ = act(s, agent.choose(view(s, s.actor), legal_actions(s, s.actor)))
    order, claims = [], 0
    while s.phase == "claim":
        free = [t for t, o in s.owner.items() if o == ""]
        if free:
            mine = next(t for t, o in s.owner.items() if o == s.actor)
            with pytest.raises(IllegalAction, match="unclaimed"):
                act(s, PlaceArmy(mine))
        order.append(s.actor)
        s, _ = act(s, agent.choose(view(s, s.actor), legal_actions(s, s.actor)))
        claims += len(free) > sum(o == "" for o in s.owner.values())
    assert claims == 18 - 3                                # every territory but the seats, one army each
    assert order == ["stark", "baratheon", "lannister"] * 25   # 28 armies, 3 of them on the seat
    assert s.phase == "reinforce" and s.active == "stark"


@pytest.mark.parametrize("players, armies", [(3, 28), (4, 24), (5, 20)])
def test_setup_places_every_starting_army(players, armies):
    s = setup_until_play(players)
    g = geo("mini")
    assert sum(s.armies.values()) == players * armies
    assert all(s.owner[g.seats[h]] == h and s.armies[g.seats[h]] >= 3 for h in s.seats)
    assert all(len(s.players[h].objectives) == 2 for h in s.seats)
    assert s.phase == "reinforce" and s.active == "stark"


def test_start_bonuses_by_turn_order():
    s = setup_until_play(5)
    p = s.players
    assert p["baratheon"].gold == 0 and p["lannister"].gold == 300
    assert (p["tyrell"].gold, len(p["tyrell"].cards)) == (500, 1)
    assert (p["martell"].gold, len(p["martell"].cards)) == (500, 1)


def reinforce_state(gold=1000):
    s = board_state({"Winterfell": "stark", "Harrenhal": "stark"}, rules="domination", phase="reinforce",
                    default="lannister")
    s.players["stark"].gold = gold
    begin_reinforce(s, [])
    return s


def test_a_character_acts_once_a_round_and_is_refreshed_after_buying():
    s = reinforce_state()
    gold, armies = s.players["stark"].gold, s.turn.reinforcements
    s, _ = act(s, UseCharacter("stark_catelyn"))
    assert s.players["stark"].gold == gold - 200 and s.turn.reinforcements == armies + 2
    assert UseCharacter("stark_catelyn") not in legal_actions(s, "stark")
    with pytest.raises(IllegalAction, match="already"):
        act(s, UseCharacter("stark_catelyn"))
    with pytest.raises(IllegalAction, match="invade"):
        act(s, UseCharacter("stark_robb"))              # an invasion character, not now
    with pytest.raises(IllegalAction, match="your house"):
        act(s, UseCharacter("lannister_tywin"))
    from strategic.risk.rules.actions import Deploy
    s, _ = act(s, Deploy("Winterfell", s.turn.reinforcements))
    s, _ = act(s, EndReinforce())
    assert s.phase == "buy"
    s, _ = act(s, EndBuy())
    assert s.phase == "invade" and s.players["stark"].used == []


def test_characters_cost_gold():
    s = reinforce_state(gold=0)
    s.players["stark"].gold = 100
    assert UseCharacter("stark_catelyn") not in legal_actions(s, "stark")
    with pytest.raises(IllegalAction, match="costs 200"):
        act(s, UseCharacter("stark_catelyn"))


def test_buying_maester_and_objective_cards():
    s = reinforce_state()
    s.phase = "buy"
    s.maester_deck = ["sellswords", "wildfire"]
    s.objective_deck = ["five_castles", "one_region", "usurper"]
    gold = s.players["stark"].gold
    s, _ = act(s, BuyMaester())
    assert s.players["stark"].maester == ["sellswords"] and s.players["stark"].gold == gold - 200
    s, _ = act(s, BuyObjective())
    assert s.phase == "keep_objective"
    s, _ = act(s, KeepObjective("one_region"))
    assert s.phase == "buy" and s.players["stark"].objectives == ["one_region"]
    assert s.players["stark"].gold == gold - 400
    # a reinforcement card cannot be played while buying
    with pytest.raises(IllegalAction):
        act(s, PlayMaester("sellswords"))


def test_maester_card_played_at_its_timing_then_discarded():
    s = reinforce_state()
    s.players["stark"].maester = ["sellswords"]
    armies, gold = s.turn.reinforcements, s.players["stark"].gold
    s, ev = act(s, PlayMaester("sellswords"))
    assert s.turn.reinforcements == armies + 3 and s.players["stark"].maester == []
    assert s.maester_discard == ["sellswords"] and s.players["stark"].gold == gold - 100


def test_card_data_is_complete():
    maester, characters, objectives = lookup()
    houses = {c.house for c in characters.values()}
    assert houses == {"stark", "baratheon", "lannister", "tyrell", "martell", "targaryen", "ghiscari"}
    assert all(1 <= o.vp <= 4 for o in objectives.values())
    assert objectives["five_castles"].condition.kind == "castles" and objectives["five_castles"].vp == 1


def test_a_maester_card_can_be_played_in_the_turn_it_is_bought():
    """"Elles peuvent être utilisées juste après leur achat (lors du même tour)": bought for 200, played
    in the invasion step for its own cost, then discarded."""
    s = reinforce_state()
    s.phase, s.players["stark"].gold = "buy", 400
    s.maester_deck = ["wildfire"]
    s, _ = act(s, BuyMaester())
    s, _ = act(s, EndBuy())
    assert s.phase == "invade" and PlayMaester("wildfire") in legal_actions(s, "stark")
    s, _ = act(s, PlayMaester("wildfire"))
    assert s.players["stark"].gold == 0 and s.maester_discard == ["wildfire"]
    assert s.players["stark"].mods == {"attack_d8@battle": 3}


def test_two_player_neutral_cards_go_back_into_the_deck():
    """"Tirez 10 cartes Territoire et placez 2 pièces neutres": the cards drawn are shuffled back, so
    the deck does not start with the ten territories every player can see are neutral."""
    from strategic.risk.rules.tables import NEUTRAL
    for seed in range(4):
        s, _ = new("domination", 2, seed)
        neutral = {t for t, o in s.owner.items() if o == NEUTRAL}
        assert len(neutral) == 10 and all(s.armies[t] == 2 for t in neutral)
        assert sorted(s.deck) == sorted(geo("essos").territories)
        assert not neutral <= set(s.deck[:12])
