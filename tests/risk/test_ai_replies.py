"""The others' replies (`ai/replies.py`): a rival's next turn read from our view with the planner's own
judgement and the exact odds of its best chain, and hard's manoeuvre and reinforcements chosen so that
those replies take least from us."""
from __future__ import annotations

import dataclasses

import pytest

from strategic.risk.ai import replies
from strategic.risk.ai.greedy import Board, manoeuvre
from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.planner import Plan, PlanBoard, PlannerAgent, after_chain, exposed, rival_best
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
    return replies.exposure(v, geo("mini"), armies, rival_best, NEED, 1.0)


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
