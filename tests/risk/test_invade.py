"""Envahissez: the seed's invasion of King's Landing from Harrenhal (dice 6-4-1 vs 5-4, then the
conquest move), the port invasion Dragonstone -> Sunspear, neutral defence, elimination."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Attack, Defend, Deploy, EndInvade, MoveIn, Trade
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from tactical.protocol import Amount, IllegalAction

from .conftest import act, board_state




def harrenhal_state(rules="skirmish"):
    s = board_state({"Harrenhal": "stark", "Winterfell": "stark", "King's Landing": "lannister",
                     "Casterly Rock": "lannister", "Dragonstone": "baratheon"},
                    {"Harrenhal": 7, "King's Landing": 2}, rules=rules, default="baratheon")
    return s


def test_seed_invasion_of_kings_landing():
    s = harrenhal_state()
    s.fixed_dice += [([6, 4, 1], [5, 4]), ([5, 3, 2], [4])]
    s, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert (s.phase, s.actor) == ("defend", "lannister")                 # the defender chooses 1 or 2 dice
    assert legal_actions(s, "lannister") == [Defend(2), Defend(1)]
    s, ev = act(s, Defend(2))
    battle = next(e for e in ev if e.kind == "battle")
    assert (battle.data["att_loss"], battle.data["def_loss"]) == (1, 1)            # 6 beats 5, 4 ties 4, the 1 is unused
    assert (s.armies["Harrenhal"], s.armies["King's Landing"]) == (6, 1)
    assert (s.phase, s.actor) == ("invade", "stark")
    # "Le joueur Stark continue l'attaque avec 3 autres armées et vainc la dernière armée Lannister"
    s, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert s.owner["King's Landing"] == "stark"
    # "Les 3 armées attaquantes doivent être déplacées d'Harrenhal à Port-Réal"
    assert (s.armies["Harrenhal"], s.armies["King's Landing"]) == (3, 3)
    assert s.phase == "conquer" and legal_actions(s, "stark") == [MoveIn(Amount(0, 2))]
    with pytest.raises(IllegalAction, match="one stays"):
        act(s, MoveIn(3))
    # "déplacer 2 armées supplémentaires ... en laissant une armée sur le territoire d'Harrenhal"
    s, _ = act(s, MoveIn(2))
    assert (s.armies["Harrenhal"], s.armies["King's Landing"]) == (1, 5)
    assert s.phase == "invade" and s.turn.conquered == 1


def test_seed_port_invasion_dragonstone_to_sunspear():
    """Baratheon attacks Martell on Sunspear from Dragonstone: both have a port on the same coast."""
    s = board_state({"Dragonstone": "baratheon", "Sunspear": "martell", "Winterfell": "stark"},
                    {"Dragonstone": 5, "Sunspear": 1}, seats=("stark", "baratheon", "martell"), active="baratheon",
                    default="stark")
    g = geo("mini")
    assert g.ports >= {"Dragonstone", "Sunspear"} and g.edge_kind[("Dragonstone", "Sunspear")] == "port"
    assert Attack("Dragonstone", "Sunspear", 3) in legal_actions(s, "baratheon")
    s.fixed_dice.append(([6, 5, 5], [2]))
    s2, _ = act(s, Attack("Dragonstone", "Sunspear", 3))
    assert s2.owner["Sunspear"] == "baratheon"


def test_attacks_need_a_border_two_armies_and_an_enemy():
    s = harrenhal_state()
    with pytest.raises(IllegalAction, match="not next to"):
        act(s, Attack("Harrenhal", "Casterly Rock", 1))
    with pytest.raises(IllegalAction, match="at most 3 dice"):
        act(s, Attack("Harrenhal", "King's Landing", 4))
    with pytest.raises(IllegalAction, match="control"):
        act(s, Attack("King's Landing", "Harrenhal", 1))
    s.armies["Harrenhal"] = 1
    assert not any(isinstance(a, Attack) and a.src == "Harrenhal" for a in legal_actions(s, "stark"))
    with pytest.raises(IllegalAction, match="one stays behind"):
        act(s, Attack("Harrenhal", "King's Landing", 1))


def test_neutrals_defend_with_the_most_dice_without_being_asked():
    s = board_state({"Harrenhal": "stark"}, {"Harrenhal": 6, "Riverrun": 3})
    s.fixed_dice.append(([6, 6, 6], [1, 1]))
    s2, ev = act(s, Attack("Harrenhal", "Riverrun", 3))
    battle = next(e for e in ev if e.kind == "battle")
    assert battle.data["def_dice"] == 2 and battle.data["defender"] == "neutral"
    assert s2.phase == "invade" and s2.armies["Riverrun"] == 1


def test_a_lone_defender_rolls_one_die_without_a_decision():
    s = harrenhal_state()
    s.armies["King's Landing"] = 1
    s.fixed_dice.append(([1, 1, 1], [6]))
    s2, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert s2.phase == "invade" and s2.armies["Harrenhal"] == 6


def test_elimination_hands_over_cards_and_forces_a_trade_above_five():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 8, "King's Landing": 1},
                    default="baratheon")
    g = geo("mini")
    knights = [t for t in g.territories if g.icon[t] == "knight"]
    sieges = [t for t in g.territories if g.icon[t] == "siege"]
    s.players["stark"].cards = knights[:3]
    s.players["lannister"].cards = sieges[:3] + knights[3:4]
    s.fixed_dice.append(([6, 6, 6], [1]))
    s, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert s.players["lannister"].eliminated and s.players["lannister"].cards == []
    assert len(s.players["stark"].cards) == 7
    assert any(e.kind == "eliminated" for e in ev)
    s, _ = act(s, MoveIn(0))
    assert s.phase == "cash_in"
    legal = legal_actions(s, "stark")
    assert legal and all(isinstance(a, Trade) for a in legal)
    with pytest.raises(IllegalAction):
        act(s, EndInvade())
    s, _ = act(s, legal[0])
    assert len(s.players["stark"].cards) == 4 and s.phase == "cash_in"
    s, _ = act(s, Deploy("Harrenhal", s.turn.reinforcements))
    assert s.phase == "invade" and s.turn.reinforcements == 0


def test_domination_elimination_hands_over_gold():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 4, "King's Landing": 1},
                    rules="domination", default="baratheon")
    s.players["lannister"].gold = 700
    s.fixed_dice.append(([6, 6, 6], [1]))
    s, _ = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert s.phase == "defend"                    # a lone army, but Tyrion (defence, 100 gold) could act
    s, _ = act(s, Defend(1))
    assert s.players["stark"].gold == 700 and s.players["lannister"].gold == 0


@pytest.mark.parametrize("maester, asked", [([], False), (["ravens"], True), (["shield_wall"], True)])
def test_a_lone_defender_with_any_maester_card_is_asked_so_its_hand_stays_secret(maester, asked):
    """Asking only a holder of a defence card would tell the table what its secret hand holds: a lone army
    whose house holds any maester card (their number is public) chooses its defence, whatever the card."""
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 4, "King's Landing": 1},
                    rules="domination", default="baratheon")
    s.players["lannister"].gold, s.players["lannister"].maester = 0, list(maester)   # no gold for Tyrion
    s.fixed_dice.append(([6, 6, 6], [1]))
    s, _ = act(s, Attack("Harrenhal", "King's Landing", 3))
    assert (s.phase == "defend") == asked


def test_last_house_standing_wins_at_once():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 4, "King's Landing": 1},
                    seats=("stark", "lannister"), default="neutral")
    s.fixed_dice.append(([6, 6, 6], [1]))
    s, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    s, ev = act(s, MoveIn(0)) if s.phase == "conquer" else (s, ev)
    assert s.result["reason"] == "conquest" and s.result["winners"] == ["stark"]


def test_knights_and_siege_engines_follow_a_conquest_fortifications_are_lost():
    s = harrenhal_state()
    s.armies["King's Landing"] = 1
    s.units = {"Harrenhal": {"knight": 1, "siege": 1, "fortification": 1}, "King's Landing": {"fortification": 1}}
    s.fixed_dice.append(([6, 1, 1], [6]))           # the knight makes the 6 a 7 and wins the pair
    s, ev = act(s, Attack("Harrenhal", "King's Landing", 3))
    battle = next(e for e in ev if e.kind == "battle")
    assert battle.data["att_ranked"][0] == 7
    assert s.owner["King's Landing"] == "stark"
    assert s.units["King's Landing"] == {"knight": 1, "siege": 1}
    assert s.units["Harrenhal"] == {"fortification": 1}


def test_special_units_change_the_dice_rolled():
    """Two siege engines: two attack d8s; a knight: +1 on the best die; a fortification: all defence d8s."""
    s = harrenhal_state()
    s.units = {"Harrenhal": {"siege": 2, "knight": 1}, "King's Landing": {"fortification": 1}}
    s, _ = act(s, Attack("Harrenhal", "King's Landing", 3))
    s, ev = act(s, Defend(2))
    battle = next(e for e in ev if e.kind == "battle")
    assert battle.data["att_sides"] == [8, 8, 6] and battle.data["def_sides"] == [8, 8]
    assert battle.data["att_ranked"][0] == max(battle.data["att_roll"]) + 1
    assert battle.data["def_ranked"][0] == max(battle.data["def_roll"])
