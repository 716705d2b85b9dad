"""Whose play each rival's turns look like (`ai/rivals.py`): greedy's turn as a model of a rival's reply
(`replies.greedy_turn`), each rival read from what it took against what each model foresaw, and hard's
choices made against the play a rival was read as."""
from __future__ import annotations

import pytest

from strategic.risk.ai import replies
from strategic.risk.ai.greedy import ATTACK_THRESHOLD, Board, GreedyAgent
from strategic.risk.ai.planner import REPLY_NEED, PlannerAgent, rival_best
from strategic.risk.ai.rivals import RivalReading
from strategic.risk.game import RISK
from strategic.risk.rules.actions import Attack, Deploy, Manoeuvre
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.view import view

from .test_ai_replies import reinforcing, two_fronts


def greedy_plays(s, rival):
    """Greedy's own turn as `rival` on `s`: where it deploys and the first attack it makes."""
    rv = replies.as_rival(view(s, "stark"), geo("mini"), rival, view(s, "stark").armies)
    s.phase, s.actor, s.current = "reinforce", rival, s.seats.index(rival)
    s.turn.reinforcements = rv.reinforcements
    agent, deployed = GreedyAgent(0), set()
    while s.phase == "reinforce":
        action = agent.choose(view(s, rival), legal_actions(s, rival))
        if isinstance(action, Deploy):
            deployed.add(action.territory)
        RISK.apply_in_place(s, rival, action, legal_actions(s, rival))
    first = agent.choose(view(s, rival), legal_actions(s, rival))
    return deployed, first, Board(view(s, rival)).chance(first.src, first.dst)


@pytest.mark.parametrize("rival", ["lannister", "baratheon"])
def test_greedys_turn_as_a_reply_is_the_turn_greedy_plays(rival):
    """On the two fronts board greedy puts Lannister's armies on Harrenhal and attacks The Twins (97%),
    Baratheon's on Sunspear and attacks White Harbor (93%): the model's chain starts where greedy deploys,
    its first step is greedy's first attack at greedy's own odds."""
    s = two_fronts()
    rv = replies.as_rival(view(s, "stark"), geo("mini"), rival, view(s, "stark").armies)
    score, chain = replies.greedy_turn(rv)
    deployed, first, chance = greedy_plays(two_fronts(), rival)
    assert deployed == {chain.src} and isinstance(first, Attack) and first.dst == chain.path[0]
    assert chain.steps[0].taken == pytest.approx(chance)
    assert (chain.src, chain.path[0], round(chance, 3)) == {
        "lannister": ("Harrenhal", "The Twins", 0.967), "baratheon": ("Sunspear", "White Harbor", 0.934)}[rival]
    assert score > REPLY_NEED


def test_greedys_turn_goes_on_attacking_where_normal_stops():
    """On the reinforcing board normal's best chain for Baratheon takes White Harbor and Winterfell;
    greedy takes White Harbor, then turns on Lannister's Riverlands held by one army each, every attack at
    least as likely as greedy asks once a card is won. A Lannister with nothing worth attacking makes no
    reply in either model."""
    v = view(reinforcing(), "stark")
    baratheon = replies.as_rival(v, geo("mini"), "baratheon", v.armies)
    chain = replies.greedy_turn(baratheon)[1]
    assert chain.path == ("White Harbor", "Harrenhal", "Riverrun")
    assert all(step.taken >= ATTACK_THRESHOLD for step in chain.steps[1:])
    assert rival_best(baratheon)[1].path == ("White Harbor", "Winterfell")
    lannister = replies.as_rival(v, geo("mini"), "lannister", v.armies)
    assert replies.greedy_turn(lannister) == (float("-inf"), None)
    assert rival_best(lannister)[0] < REPLY_NEED


def taken(s, house, territories, round_=2):
    """`s` a round later, `house` having taken `territories`."""
    s.round = round_
    s.owner.update(dict.fromkeys(territories, house))
    return s


def reading():
    return RivalReading((rival_best, replies.greedy_turn), REPLY_NEED)


def test_a_rival_is_read_as_the_play_that_foresaw_what_it_took():
    """From the reinforcing board Baratheon took White Harbor, Harrenhal and Riverrun: greedy's turn foresaw
    all three (overlap 1), normal's chain White Harbor and Winterfell (one shared of four: 0.25). Lannister
    took nothing, as both foresaw (0 each). Baratheon's replies are then greedy's, Lannister's normal's
    (the tie goes to the first model), as are those of a rival never read."""
    r = reading()
    r.observe(view(reinforcing(), "stark"))
    assert r.matches == {}
    after = view(taken(reinforcing(), "baratheon", ["White Harbor", "Harrenhal", "Riverrun"]), "stark")
    r.observe(after)
    assert r.matches["baratheon"] == pytest.approx([0.25, 1.0])
    assert r.matches["lannister"] == [0.0, 0.0]
    baratheon = replies.as_rival(after, geo("mini"), "baratheon", after.armies)
    lannister = replies.as_rival(after, geo("mini"), "lannister", after.armies)
    assert r.best(baratheon) == replies.greedy_turn(baratheon)
    assert r.best(lannister) == rival_best(lannister)
    assert reading().best(baratheon) == rival_best(baratheon)


def test_a_round_is_read_once_and_not_when_a_house_fell():
    """A later decision of the same round reads nothing again; a round in which a house fell is not read
    (its territories went to whoever took them, not as any model of one rival foresaw)."""
    r = reading()
    r.observe(view(reinforcing(), "stark"))
    r.observe(view(taken(reinforcing(), "baratheon", ["White Harbor", "Winterfell"]), "stark"))
    assert r.matches["baratheon"] == pytest.approx([1.0, 0.25])
    r.observe(view(taken(reinforcing(), "baratheon", ["White Harbor", "Harrenhal", "Riverrun"]), "stark"))
    assert r.matches["baratheon"] == pytest.approx([1.0, 0.25])
    r = reading()
    r.observe(view(reinforcing(), "stark"))
    fell = taken(reinforcing(), "baratheon", ["White Harbor", "Harrenhal", "Riverrun"])
    fell.players["lannister"].eliminated = True
    r.observe(view(fell, "stark"))
    assert r.matches == {}


def test_hard_guards_against_the_play_a_rival_was_read_as():
    """On the two fronts board, Baratheon read as normal would take White Harbor and the Wolfswood behind
    it, so hard guards White Harbor (as in `test_ai_replies`). Read as greedy, Baratheon stops after White
    Harbor while Lannister's greedy turn takes The Twins and the Wolfswood: hard guards The Twins."""
    s = two_fronts()
    v, legal = view(s, "stark"), legal_actions(s, "stark")
    hard = PlannerAgent("hard", 0)
    assert hard.choose(v, legal) == Manoeuvre("Winterfell", "White Harbor", 9, False)
    read = PlannerAgent("hard", 0)
    read.rivals.matches = {"baratheon": [0.0, 1.0], "lannister": [0.0, 1.0]}
    assert read.choose(v, legal) == Manoeuvre("Winterfell", "The Twins", 9, False)


def test_hard_reads_its_rivals_in_a_skirmish_only_and_normal_never():
    """Hard keeps the board it left in a Skirmish, nothing in Domination; normal keeps no reading at all."""
    s = two_fronts()
    hard = PlannerAgent("hard", 0)
    hard.choose(view(s, "stark"), legal_actions(s, "stark"))
    assert hard.rivals.left is not None and hard.rivals.left[0] == s.round
    d = two_fronts("domination")
    hard = PlannerAgent("hard", 0)
    hard.choose(view(d, "stark"), legal_actions(d, "stark"))
    assert hard.rivals.left is None
    assert PlannerAgent("normal", 0).rivals is None
