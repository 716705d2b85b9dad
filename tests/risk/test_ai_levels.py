"""The Risk AI's levels on small boards: the exact odds of a chain of attacks, the End Game card's odds,
when to stop drawing, spending armies to spare, holding a border after a conquest, its own seat near 10
points, objectives, and easy's beginner's mistakes."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from strategic.risk.ai import objectives
from strategic.risk.ai.chains import chain_odds, survivors
from strategic.risk.ai.endgame import draws_left, end_next
from strategic.risk.ai.greedy import STRONGEST, Board, GreedyAgent
from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.odds import battle_outcomes, conquest_chance
from strategic.risk.ai.planner import PlanBoard, PlannerAgent
from strategic.risk.rules.actions import (Attack, BuyMaester, BuyObjective, Deploy, Draw, EndBuy, EndInvade, EndTurn,
                                         KeepObjective, MoveIn, PlayMaester, UseCharacter)
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.tables import END_GAME_CARD
from strategic.risk.rules.view import view

from tactical.protocol import Rng

from .conftest import board_state


def choose(s, kind="hard", seed=0):
    return PlannerAgent(kind, seed).choose(view(s, s.actor), legal_actions(s, s.actor))


def test_one_army_against_one_takes_it_15_times_in_36():
    """The seed's odds of a single die against a single die, as the survivors' distribution."""
    assert survivors(1, 1) == ((1, pytest.approx(15 / 36)),)
    assert float(sum(p for al, dl, p in battle_outcomes((1, 0, 0), (1, 0, 0)) if dl == 1)) == pytest.approx(15 / 36)


@pytest.mark.parametrize("a, d", [(3, 2), (7, 4), (12, 10)])
def test_survivors_add_up_to_the_conquest_chance(a, d):
    dist = survivors(a, d)
    assert sum(p for _, p in dist) == pytest.approx(conquest_chance(a, d))
    assert all(1 <= s <= a for s, _ in dist)


def test_each_step_of_a_chain_has_its_exact_odds():
    """Step 2 is taken when step 1 left s armies, one stays there and s - 1 attack on: summed exactly."""
    first, second = chain_odds(6, [("x", 2, (0, 0)), ("y", 1, (0, 0))])
    assert first.taken == pytest.approx(conquest_chance(6, 2))
    by_hand = sum(p * conquest_chance(s - 1, 1) for s, p in survivors(6, 2))
    assert second.taken == pytest.approx(by_hand)
    assert second.taken < first.taken


def test_a_stack_bigger_than_the_odds_tables_keeps_the_armies_beyond_them():
    """52 attackers against 13 fight as 30 would (the odds barely move beyond 30), and the other 22 are still
    standing when the territory is taken: counted as lost, they made every big stack too dear to use."""
    big, capped = chain_odds(52, [("x", 13, (0, 0))])[0], chain_odds(30, [("x", 13, (0, 0))])[0]
    assert big.taken == pytest.approx(capped.taken)
    assert big.left == pytest.approx(capped.left + 22)
    assert big.left > 40


def test_the_end_game_card_odds_follow_the_deck_size():
    """Westeros: 48 cards, the End Game card among the lower half's 25 places (24..48 from the top)."""
    g = geo("westeros")
    s = board_state({}, map_name="mini")

    def at(deck_size):
        v = view(s, s.actor)._replace(rules="skirmish", deck_size=deck_size)
        return end_next(g, v), draws_left(g, v)

    assert at(49) == (0.0, 24 + 24 / 2)
    assert at(26)[0] == 0.0                 # 23 drawn: the card cannot be on top yet
    assert at(19)[0] == pytest.approx(Fraction(1, 19))


def draw_board(lead: bool):
    """Skirmish on the mini map, three cards left in the deck, one of them the End Game card; Stark has
    6 points, Lannister 3 or 9 (the rest is neutral)."""
    stark = ["Winterfell", "The Wolfswood", "White Harbor", "The Twins"]
    lannister = ["Crakehall", "Ashemark"] + ([] if lead else ["Casterly Rock", "Lannisport", "The Golden Tooth"])
    s = board_state({t: "stark" for t in stark} | {t: "lannister" for t in lannister}, phase="draw")
    s.deck = ["Rosby", END_GAME_CARD, "Oldtown"]
    s.turn.conquered = 1
    return s


def test_behind_near_the_end_it_stops_drawing_and_leading_it_draws():
    assert choose(draw_board(lead=False)) == EndTurn()
    assert choose(draw_board(lead=True)) == Draw()
    assert choose(draw_board(lead=False), "easy") == Draw()       # a beginner always draws


def test_after_a_conquest_it_keeps_half_the_hostile_armies_around_the_territory_left():
    """Harrenhal (9) took Riverrun; Lannister's 6 armies on The Twins still face Harrenhal: 3 stay."""
    s = board_state({"Harrenhal": "stark", "Riverrun": "stark"}, {"Harrenhal": 9, "The Twins": 6, "Riverrun": 1},
                    phase="conquer", default="lannister")
    s.owner["King's Landing"] = "stark"
    s.pending = {"src": "Harrenhal", "dst": "Riverrun"}
    assert choose(s) == MoveIn(5)
    assert choose(s, "easy") == MoveIn(8)                         # a beginner moves everything on


def test_near_ten_points_its_lost_seat_and_the_way_back_are_worth_more():
    """Stark has 9 points and Lannister holds Winterfell: the seat is worth far more, The Twins (two steps
    from it) 1.5 a step nearer than the greedy baseline says, Oldtown (five steps away) the same."""
    s = board_state({"Riverrun": "stark"}, {"Riverrun": 8}, rules="domination", phase="invade", default="lannister")
    s.players["stark"].vp = 9
    hard = replace(LEVELS["hard"], size=1.0)      # greedy's worth of the biggest house: only the way home differs
    plain, planner = Board(view(s, "stark")), PlanBoard(view(s, "stark"), Rng(0), hard)
    assert planner.value("Winterfell") > plain.value("Winterfell") + 10
    assert planner.value("The Twins") == plain.value("The Twins") + 1.5 * (5 - 2)
    assert planner.value("Oldtown") == plain.value("Oldtown")
    s.players["stark"].vp = 5                     # far from 10 points: no way home is sought
    assert PlanBoard(view(s, "stark"), Rng(0), hard).value("The Twins") == plain.value("The Twins")


@pytest.mark.parametrize("rules, more", [("domination", 1.0), ("skirmish", 0.0)])
def test_hard_cuts_down_the_biggest_house_twice_as_hard_in_domination(rules, more):
    """Lannister holds every territory but Riverrun: greedy adds STRONGEST times its size above the
    houses' average to each of them; hard (size 2) adds it twice in Domination, once in a Skirmish."""
    s = board_state({"Riverrun": "stark"}, {"Riverrun": 8}, rules=rules, phase="invade", default="lannister")
    plain, hard = Board(view(s, "stark")), PlanBoard(view(s, "stark"), Rng(0), LEVELS["hard"])
    alive = [h for h, p in s.players.items() if not p.eliminated]
    mean = len(s.owner) / len(alive)
    extra = STRONGEST * (sum(o == "lannister" for o in s.owner.values()) / mean - 1.0)
    assert extra > 8
    assert hard.rivals["lannister"][0] == pytest.approx(plain.rivals["lannister"][0] + more * extra)


def test_it_keeps_the_objective_it_can_score_soonest():
    """Five castles: it holds four; twelve castles is far off, though worth more."""
    castles = ["Winterfell", "Harrenhal", "Riverrun", "King's Landing"]
    s = board_state({t: "stark" for t in castles}, rules="domination", phase="keep_objective", default="lannister")
    s.pending = {"choice": ["twelve_castles", "five_castles"], "resume": "buy", "resume_actor": "stark"}
    assert choose(s) == KeepObjective("five_castles")


def test_a_conquer_n_objective_pushes_only_while_enough_weak_targets_are_within_reach():
    """Conquer 4 this turn: three single armies stand next to Stark's stack of 9, so after one conquest the
    card is within reach (its point lowers the margin), before any it is not."""
    s = board_state({"Harrenhal": "stark"}, {"Harrenhal": 9, "King's Landing": 1, "Riverrun": 1, "The Twins": 1},
                    rules="domination", phase="invade", default="lannister")
    s.players["stark"].objectives = ["conquer_four"]
    assert objectives.conquest_push(PlanBoard(view(s, "stark"), Rng(0), LEVELS["hard"])) == 0.0
    s.turn.conquered = 1
    assert objectives.conquest_push(PlanBoard(view(s, "stark"), Rng(0), LEVELS["hard"])) == 1.0
    s.players["stark"].objectives = []
    assert objectives.conquest_push(PlanBoard(view(s, "stark"), Rng(0), LEVELS["hard"])) == 0.0


def test_easy_spreads_its_reinforcements_and_hard_does_not():
    s = board_state({"Harrenhal": "stark", "Riverrun": "stark", "The Twins": "stark"},
                    {"Harrenhal": 4, "Riverrun": 2, "The Twins": 2}, phase="reinforce", default="lannister")
    s.turn.reinforcements = 6
    easy = [choose(s, "easy", seed) for seed in range(20)]
    hard = [choose(s, "hard", seed) for seed in range(20)]
    assert any(isinstance(a, Deploy) and a.armies == 1 for a in easy)
    assert all(isinstance(a, Deploy) and a.armies == 6 for a in hard)


def test_easy_never_buys_an_objective_where_greedy_and_hard_would():
    """Domination, 1,000 gold and no objective in hand: greedy and hard draw objectives; a beginner buys
    only maester cards (its VP come from the objectives it was dealt)."""
    s = board_state({"Winterfell": "stark"}, rules="domination", phase="buy", default="lannister")
    s.players["stark"].gold = 1000
    s.objective_deck, s.maester_deck = ["five_castles", "seven_ports"], ["ravens"]
    assert choose(s, "hard") == BuyObjective()
    assert GreedyAgent(0).choose(view(s, "stark"), legal_actions(s, "stark")) == BuyObjective()
    assert choose(s, "easy") in (BuyMaester(), EndBuy())


def test_easy_keeps_the_objective_worth_most_however_far_off():
    """Five castles (it holds four) against twelve castles (worth more, far off): hard keeps the near
    one, a beginner the bigger one."""
    castles = ["Winterfell", "Harrenhal", "Riverrun", "King's Landing"]
    s = board_state({t: "stark" for t in castles}, rules="domination", phase="keep_objective", default="lannister")
    s.pending = {"choice": ["twelve_castles", "five_castles"], "resume": "buy", "resume_actor": "stark"}
    assert choose(s) == KeepObjective("five_castles")
    assert choose(s, "easy") == KeepObjective("twelve_castles")


def test_hard_plays_an_attack_card_before_every_battle_and_normal_only_when_the_odds_are_close():
    """Domination: Stark's 9 armies face a single army at Riverrun (over 90% to take it), with the Valyrian
    Steel card (+1 to the attack dice, free) and 200 gold in hand. Hard plays the card before the battle
    (gold and cards piled up unspent otherwise: the tenth pass); normal keeps greedy's rule (a card only
    below 90% odds and with 300 gold) and attacks at once."""
    s = board_state({"Harrenhal": "stark"}, {"Harrenhal": 9, "Riverrun": 1}, rules="domination", phase="invade",
                    default="lannister")
    s.players["stark"].gold, s.players["stark"].maester = 200, ["valyrian_steel"]
    assert Board(view(s, "stark")).chance("Harrenhal", "Riverrun") > 0.9
    assert choose(s, "hard") == PlayMaester("valyrian_steel", None)
    normal = choose(s, "normal")
    assert isinstance(normal, Attack) and normal.src == "Harrenhal"


def test_hard_buys_objectives_until_three_are_near_and_chases_them_harder():
    """Domination, 1,000 gold, Stark holds four castles and three objectives: five castles (one castle
    away) and two far off. Normal holds a near one and three cards (greedy's limit), so it buys a maester
    card; hard buys objectives while fewer than three in hand are near (the eleventh pass), and a castle it
    lacks pulls it 2.5 per point of the near card's worth where normal's pull is 1.5."""
    castles = ["Winterfell", "Harrenhal", "Riverrun", "King's Landing"]
    s = board_state({t: "stark" for t in castles}, rules="domination", phase="buy", default="lannister")
    s.players["stark"].gold = 1000
    s.players["stark"].objectives = ["five_castles", "twelve_castles", "thirty_two_territories"]
    s.objective_deck, s.maester_deck = ["seven_ports", "three_ports"], ["ravens"]
    assert choose(s, "hard") == BuyObjective()
    assert choose(s, "normal") == BuyMaester()
    pull = {kind: PlanBoard(view(s, "stark"), Rng(0), LEVELS[kind]).focus for kind in ("hard", "normal")}
    castle = next(t for t in geo(s.map).castles if s.owner[t] != "stark")
    assert pull["normal"][castle] > 0
    assert pull["hard"][castle] == pytest.approx(pull["normal"][castle] * 2.5 / 1.5)


def test_hard_sends_cersei_to_rob_the_richest_rival_and_normal_never_plays_her():
    """Domination, Lannister invading with 300 gold: Cersei (100 gold) takes up to 300 gold from a rival.
    Greedy's rule, which normal keeps, never plays her; hard robs the richest rival (the twelfth pass:
    +2.7 points against two normal on 2,000 paired games), but not one with less than 200 gold to take."""
    s = board_state({"Harrenhal": "lannister"}, {"Harrenhal": 9, "Riverrun": 1}, rules="domination",
                    seats=("lannister", "stark", "baratheon"), phase="invade", default="stark")
    s.players["lannister"].gold, s.players["stark"].gold, s.players["baratheon"].gold = 300, 250, 600
    legal = legal_actions(s, "lannister")
    assert UseCharacter("lannister_cersei", "stark") in legal and UseCharacter("lannister_cersei", "baratheon") in legal
    assert choose(s, "hard") == UseCharacter("lannister_cersei", "baratheon")
    assert not isinstance(choose(s, "normal"), UseCharacter)
    s.players["baratheon"].gold = 150
    assert choose(s, "hard") == UseCharacter("lannister_cersei", "stark")
    s.players["stark"].gold = 150
    hard = choose(s, "hard")
    assert not (isinstance(hard, UseCharacter) and hard.card == "lannister_cersei")


def test_hard_puts_a_garrison_on_the_stack_its_chain_starts_from():
    """Domination, Stark invading with a Garrison (100 gold: 2 armies on a territory of ours) in hand: hard
    places it on Harrenhal, whose 9 armies start its best chain; normal (greedy's rule) never plays it."""
    s = board_state({"Harrenhal": "stark", "Winterfell": "stark"}, {"Harrenhal": 9, "Riverrun": 1},
                    rules="domination", phase="invade", default="lannister")
    s.players["stark"].gold, s.players["stark"].maester = 200, ["garrison"]
    assert choose(s, "hard") == PlayMaester("garrison", "Harrenhal")
    assert not isinstance(choose(s, "normal"), PlayMaester)


def test_hard_goes_for_its_lost_seat_when_retaking_it_wins_this_turn():
    """Domination, Stark on 7 points holding The Reach (Breadbasket, 3 points, met now) and Lannister in
    Winterfell: retaking the seat this turn wins, so hard starts the chain from The Twins towards it (White
    Harbor, Winterfell) rather than the better ordinary chain from Highgarden into the Westerlands, which
    normal starts. On 6 points the claim would not reach 10, and hard starts Highgarden's chain too."""
    owners = {"The Twins": "stark", "Highgarden": "stark", "Oldtown": "stark", "Harrenhal": "stark",
              "Riverrun": "stark", "Winterfell": "lannister", "The Wolfswood": "lannister",
              "White Harbor": "lannister", "Casterly Rock": "lannister", "Lannisport": "lannister",
              "Ashemark": "lannister", "The Golden Tooth": "lannister", "Crakehall": "lannister",
              "Dragonstone": "baratheon", "King's Landing": "baratheon", "Rosby": "baratheon",
              "Sunspear": "baratheon", "Yronwood": "baratheon"}
    s = board_state(owners, {"The Twins": 5, "Highgarden": 8, "Winterfell": 2, "The Wolfswood": 2},
                    rules="domination", phase="invade")
    p = s.players["stark"]
    p.vp, p.objectives = 7, ["breadbasket"]
    toward_the_seat, into_the_westerlands = Attack("The Twins", "White Harbor", 3), Attack("Highgarden", "Crakehall", 3)
    assert choose(s, "hard") == toward_the_seat
    assert choose(s, "normal") == into_the_westerlands
    p.vp = 6
    assert choose(s, "hard") == into_the_westerlands


def spare_board(rival_reserve: int):
    """Skirmish: Stark's 30 armies on The Wolfswood face Lannister's 13 on The Twins; Baratheon keeps
    `rival_reserve` armies on Dragonstone; the rest is neutral."""
    s = board_state({"Winterfell": "stark", "The Wolfswood": "stark", "White Harbor": "stark", "The Twins": "lannister",
                     "Dragonstone": "baratheon"}, {"The Wolfswood": 30, "The Twins": 13, "Dragonstone": rival_reserve})
    s.turn.conquered = 1                        # this turn's card is won: only the territory is at stake
    return s


@pytest.mark.parametrize("kind", ["hard", "normal"])
def test_with_more_armies_than_all_its_rivals_it_spends_them_rather_than_sit_on_a_won_game(kind):
    """Taking The Twins costs more armies than it is worth: with armies to match (Baratheon's 80) every level
    keeps them; with twice all its rivals' armies (32 against 15) an army is worth their share, and it
    attacks (before, such a leader never conquered, so never drew the End Game card: the game sat)."""
    assert choose(spare_board(80), kind) == EndInvade()
    assert isinstance(choose(spare_board(2), kind), Attack)
    agent = PlannerAgent(kind)
    agent.level = replace(agent.level, finish=False)
    s = spare_board(2)
    assert agent.choose(view(s, s.actor), legal_actions(s, s.actor)) == EndInvade()
