"""The others' replies (`ai/replies.py`): a rival's next turn read from our view with the planner's own
judgement and the exact odds of its best chain, and hard's manoeuvre and reinforcements chosen so that
those replies take least from us."""
from __future__ import annotations

import dataclasses
from types import MappingProxyType

import pytest

from strategic.risk.ai import replies
from strategic.risk.ai.greedy import Board, manoeuvre
from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.planner import Plan, PlanBoard, PlannerAgent, after_chain, exposed, race_worth, rival_best
from strategic.risk.rules.actions import Attack, Deploy, EndInvade, Manoeuvre
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.reinforce import reinforcement
from strategic.risk.rules.view import view
from tactical.protocol import Rng

from .conftest import board_state

NEED = -0.2            # normal's margin less its first-conquest bonus: the least chain a rival starts


def two_fronts(rules="skirmish"):
    """Stark's 10 armies stand in Winterfell, behind two borders held by 2 each: The Twins faces
    Lannister's 5 + 5, White Harbor Baratheon's 7 + 1 + 1 (every other territory neutral with 20)."""
    g = geo("mini")
    armies = {t: 20 for t in g.territories} | {
        "Winterfell": 10, "The Wolfswood": 1, "White Harbor": 2, "The Twins": 2,
        "Riverrun": 5, "Harrenhal": 5, "King's Landing": 7, "Dragonstone": 1, "Sunspear": 1}
    owners = {"Winterfell": "stark", "The Wolfswood": "stark", "White Harbor": "stark", "The Twins": "stark",
              "Riverrun": "lannister", "Harrenhal": "lannister",
              "King's Landing": "baratheon", "Dragonstone": "baratheon", "Sunspear": "baratheon"}
    return board_state(owners, armies, phase="manoeuvre", rules=rules)


def exposed_after(v, src, dst, n):
    armies = dict(v.armies)
    armies[src] -= n
    armies[dst] += n
    return replies.lost_to(v, geo("mini"), armies, replies.replies_to(v, geo("mini"), armies, rival_best, NEED), 1.0)


@pytest.mark.parametrize("house", ["stark", "lannister", "baratheon"])
def test_a_rivals_income_is_the_rules_reinforcement(house):
    s = two_fronts()
    s.owner.update({"Rosby": "baratheon", "Highgarden": "baratheon", "Oldtown": "baratheon",
                    "Yronwood": "baratheon", "Casterly Rock": "lannister"})
    assert replies.income(geo("mini"), s.owner, house) == reinforcement(s, house)["armies"]


def test_a_rivals_view_keeps_only_what_ours_shows():
    s = two_fronts()
    s.players["stark"].cards = ["Winterfell"]
    v = view(s, "stark")
    rv = replies.as_rival(v, geo("mini"), "baratheon", v.armies)
    assert (rv.seat, rv.phase, rv.hand, rv.objectives, rv.maester) == ("baratheon", "reinforce", (), (), ())
    assert rv.reinforcements == reinforcement(s, "baratheon")["armies"]
    assert dict(rv.owner) == dict(v.owner) and rv.players == v.players


def test_hard_guards_the_border_the_others_would_attack_not_the_most_crowded_one():
    """The Twins has more hostile armies around it (10 against 9), so greedy's rule moves the 9 spare
    armies there. Wherever they go, the other front falls to its neighbour's next turn: Baratheon's 7
    and its turn's armies would take White Harbor (2 points) and Winterfell behind it, left with one
    army, Lannister The Twins and The Wolfswood (1 point each): hard guards White Harbor."""
    s = two_fronts()
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    assert manoeuvre(Board(v), legal) == Manoeuvre("Winterfell", "The Twins", 9, False)
    to_harbor, to_twins = exposed_after(v, "Winterfell", "White Harbor", 9), exposed_after(v, "Winterfell", "The Twins", 9)
    assert to_harbor < to_twins < exposed_after(v, "Winterfell", "White Harbor", 0)
    assert PlannerAgent("hard", 0).choose(v, legal) == Manoeuvre("Winterfell", "White Harbor", 9, False)
    assert PlannerAgent("normal", 0).choose(v, legal) == Manoeuvre("Winterfell", "The Twins", 9, False)


def test_in_domination_hard_manoeuvres_as_before():
    """The replies were measured to help in a Skirmish only: in Domination hard keeps greedy's rule."""
    s = two_fronts("domination")
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    assert PlannerAgent("hard", 0).choose(v, legal) == manoeuvre(Board(v), legal) == Manoeuvre(
        "Winterfell", "The Twins", 9, False)


def reinforcing():
    """Stark deploys 4 armies. The Twins (4) faces Lannister's Riverlands held by 1 + 1, White Harbor (4)
    Baratheon's 8 in King's Landing, 3 in Dragonstone and 1 in Sunspear."""
    s = two_fronts()
    s.armies.update({"Winterfell": 1, "White Harbor": 4, "The Twins": 4, "Riverrun": 1, "Harrenhal": 1,
                     "King's Landing": 8, "Dragonstone": 3})
    s.phase, s.turn.reinforcements = "reinforce", 4
    return s


def test_hard_deploys_where_its_chain_less_the_others_replies_is_worth_most():
    """The best chain is The Twins' (Harrenhal then Riverrun: the whole Riverlands), where the planner
    deploys; but Baratheon's 8 and its turn's armies would then take Harrenhal back and The Twins behind
    it. From White Harbor the chain (Sunspear) is worth less and Baratheon's best reply is then on
    Lannister's Riverlands, not on us: hard deploys there."""
    s = reinforcing()
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    assert PlannerAgent("normal", 0).choose(v, legal) == Deploy("The Twins", 4)
    assert PlannerAgent("hard", 0).choose(v, legal) == Deploy("White Harbor", 4)


def stretched_at_the_twins():
    """Stark has taken a territory this turn. Its 8 armies in The Twins stand between Lannister's 8 in
    Winterfell and Baratheon's 8 in Riverrun; Baratheon's single army in White Harbor is next to them."""
    owners = {"Harrenhal": "stark", "The Twins": "stark", "The Golden Tooth": "stark", "Rosby": "stark",
              "Yronwood": "stark",
              "Winterfell": "lannister", "The Wolfswood": "lannister", "Ashemark": "lannister",
              "Dragonstone": "lannister", "Oldtown": "lannister", "Sunspear": "lannister",
              "White Harbor": "baratheon", "Riverrun": "baratheon", "Casterly Rock": "baratheon",
              "Lannisport": "baratheon", "Crakehall": "baratheon", "King's Landing": "baratheon",
              "Highgarden": "baratheon"}
    armies = {"Harrenhal": 1, "The Twins": 8, "The Golden Tooth": 3, "Rosby": 1, "Yronwood": 3,
              "Winterfell": 8, "The Wolfswood": 1, "Ashemark": 5, "Dragonstone": 8, "Oldtown": 5, "Sunspear": 3,
              "White Harbor": 1, "Riverrun": 8, "Casterly Rock": 3, "Lannisport": 5, "Crakehall": 1,
              "King's Landing": 2, "Highgarden": 1}
    s = board_state(owners, armies)
    s.turn.conquered = 1
    return s


def test_hard_stops_attacking_when_the_chain_does_not_pay_for_what_it_leaves_open():
    """The best chain is White Harbor with the 2 armies The Twins does not keep home: worth 4.0 where a
    second conquest needs 1.0. Fought, it leaves The Twins thinner and a lone army in White Harbor, and
    what the others' replies would take from Stark grows by 3.7, more than the 3.0 the chain has to
    spare: hard ends its invasions (`Level.reply_invade`), normal and hard without the replies attack."""
    s = stretched_at_the_twins()
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    hard = LEVELS["hard"]
    p = Plan(PlanBoard(v, Rng(0), hard), hard, Rng(0))
    score, chain = p.best()
    assert (chain.src, chain.path) == ("The Twins", ("White Harbor",)) and score == pytest.approx(4.04, abs=0.01)
    owner, armies = after_chain(p, chain)
    more = exposed(p, v._replace(owner=owner), armies) - exposed(p, v, v.armies)
    assert more == pytest.approx(3.69, abs=0.01) and more > score - hard.margin
    assert PlannerAgent("hard", 0).choose(v, legal) == EndInvade()
    plain = dataclasses.replace(hard, reply_invade=0)
    assert PlannerAgent(plain, 0).choose(v, legal) == Attack("The Twins", "White Harbor", 3)
    assert isinstance(PlannerAgent("normal", 0).choose(v, legal), Attack)


def near_the_end(s, cards=5):
    """`s` with this many territory cards left: the End Game card lies among them, 1 in `cards` the next."""
    s.deck = s.deck[:cards]
    return s


def test_the_replies_move_the_points_they_take():
    """On the reinforcing board Baratheon's best reply takes White Harbor (2 points: a castle, 83%) and
    Winterfell behind it (2 points, 72% for both): those points pass from Stark to Baratheon at each step's
    chance; Lannister's stay, and none is made or lost."""
    s = reinforcing()
    v = view(s, "stark")
    chains = replies.replies_to(v, geo("mini"), v.armies, rival_best, NEED)
    (rival, chain), = chains
    assert (rival, chain.path) == ("baratheon", ("White Harbor", "Winterfell"))
    assert [st.taken for st in chain.steps] == pytest.approx([0.834, 0.720], abs=0.001)
    taken = 2 * 0.834 + 2 * 0.720
    points = replies.points_after(v, geo("mini"), chains)
    assert points == pytest.approx({"stark": 6 - taken, "lannister": 4, "baratheon": 9 + taken}, abs=0.005)


def race_on(s, level="hard"):
    """`race_worth` for Stark on `s`, the others' replies as `exposed` finds them, and Stark's lead over
    each rival once they are fought."""
    v, lv = view(s, "stark"), LEVELS[level]
    chains = replies.replies_to(v, geo("mini"), v.armies, rival_best, NEED)
    points = replies.points_after(v, geo("mini"), chains)
    lead = {h: points["stark"] - points[h] for h in ("lannister", "baratheon")}
    return race_worth(Plan(PlanBoard(v, Rng(0), lv), lv, Rng(0)), v, chains), lead


def test_the_race_counts_only_once_the_end_game_card_can_come():
    """Before the deck's lower half no draw can end the game: the race is worth nothing. With five cards
    left it is the level's worth (600) times the chance the card comes before our next turn (three houses
    draw, 1 in 5 each: 0.488) times the chance to stand ahead of both rivals after their replies: 1.1 points
    behind Lannister (0.365) and 9.2 behind Baratheon (0.010), 1.06 in all; nothing for normal; more when
    Stark holds more (three neutral territories given to it)."""
    assert race_on(reinforcing())[0] == 0.0
    worth, lead = race_on(near_the_end(reinforcing()))
    assert lead == pytest.approx({"lannister": -1.107, "baratheon": -9.215}, abs=0.001)
    assert worth == pytest.approx(1.056, abs=0.001)
    assert race_on(near_the_end(reinforcing()), "normal")[0] == 0.0
    richer = near_the_end(reinforcing())
    richer.owner.update({"Oldtown": "stark", "Highgarden": "stark", "Rosby": "stark"})
    more, more_lead = race_on(richer)
    assert all(more_lead[h] > lead[h] for h in lead) and more > worth


def test_near_the_end_hard_deploys_for_the_points_that_keep_it_in_the_race():
    """The reinforcing board with five cards left: Stark has 6 points, Baratheon 9. From White Harbor
    (the replies' choice while the end is far) Stark would stand 6.8 points behind Baratheon once its reply
    is fought; taking the Riverlands from The Twins leaves it 4.8 behind, though Baratheon's reply then takes
    Harrenhal back and The Twins. Near the end the points are what count: hard deploys on The Twins, hard
    without the race on White Harbor."""
    s = near_the_end(reinforcing())
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    hard = LEVELS["hard"]
    p = Plan(PlanBoard(v, Rng(0), hard), hard, Rng(0))
    behind = {}
    for c in p.stacks(v.reinforcements):
        owner, armies = after_chain(p, c)
        after = v._replace(owner=MappingProxyType(owner))
        chains = replies.replies_to(after, geo("mini"), armies, rival_best, NEED)
        points = replies.points_after(after, geo("mini"), chains)
        behind[c.src] = points["baratheon"] - points["stark"]
    assert behind["The Twins"] == pytest.approx(4.78, abs=0.01)
    assert behind["White Harbor"] == pytest.approx(6.81, abs=0.01)
    assert PlannerAgent("hard", 0).choose(v, legal) == Deploy("The Twins", 4)
    assert PlannerAgent(dataclasses.replace(hard, race=0.0), 0).choose(v, legal) == Deploy("White Harbor", 4)
