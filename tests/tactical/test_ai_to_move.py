"""Whose threats count in full (issue 16, twelfth pass). The evaluation weighs the enemy's threats at
`threat` and our own at `own_threat`, as the enemy moves after our turn. Hard's finalists are compared
three turns further on (the opponent's reply, our next turn, its next), where it is our turn, and once
the enemy has passed every turn left is ours: hard (`Weights.to_move`) weighs the threats of the side that
acts next in full. Normal keeps the old weighting."""
from __future__ import annotations

from tactical.ai.evaluation import DEFAULT, breakdown, next_to_act
from tactical.ai.levels import LEVELS
from tactical.ai.plans import candidates
from tactical.ai.search import _plan_copy, run_turn
from tactical.ai.table import UnitTable
from tactical.rules import engine
from tactical.scenario import load_scenario

HARD = LEVELS["hard"].weights


def _after_lannisters_turn():
    """The Burning of Sherrer after Lannister's first turn: Stark acts next."""
    s = engine.new_battle(load_scenario("the_burning_of_sherrer"), 3)
    p = s.active
    table = UnitTable(s, p)
    plan = candidates(s, p, engine.legal_actions(s), table)[0]
    engine.apply_in_place(s, plan.action)
    run_turn(s, p, _plan_copy(plan), [], table)
    return s


def test_the_side_to_act_next_is_known_between_turns():
    s = _after_lannisters_turn()
    assert next_to_act(s) == "stark"


def test_hard_counts_its_own_threats_in_full_when_it_acts_next():
    s = _after_lannisters_turn()
    hard, normal = breakdown(s, "stark", HARD)["threats"], breakdown(s, "stark", DEFAULT)["threats"]
    # Stark's threats outweigh Lannister's when Stark strikes first; counted the old way they do not
    assert hard > 0 > normal
    # zero-sum: Lannister, who does not act next, sees the same threats term with the sign turned
    assert abs(breakdown(s, "lannister", HARD)["threats"] + hard) < 1e-9
