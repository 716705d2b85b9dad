"""The hard AI counts the points at the end of a battle (issue 16, fourth pass): in the last two rounds
of a battle decided on victory points, who would win if the objectives stayed with their holders."""
from __future__ import annotations

import math
from dataclasses import replace

from tactical.ai.evaluation import DEFAULT, WIN, breakdown, evaluate, projected_vp
from tactical.ai.levels import LEVELS
from tactical.ai.table import UnitTable
from tactical.hexgrid import grid_for
from tactical.rules import engine
from tactical.scenario import load_scenario
from tests.tactical.boards import battle

HARD = LEVELS["hard"]

BOARD = """
. . . . . . .
 . . . . . .
. . L . . . .
 . . W . . .
. . . . . . .
"""
LEGEND = {"L": ("lannister", "lannisport_guard", "green"), "W": ("stark", "war_host", "green")}
# Green Fork's rule on a small board: Stark scores the Inn every round, Lannister if it holds it at the end
INN = {"objectives": [{"id": "inn", "name": "Inn", "hexes": [[2, 2]], "control": "lannister"}],
       "victory": {"vp": [{"kind": "objective", "objective": "inn", "houses": ["stark"], "vp": 1, "when": "each_round"},
                          {"kind": "objective", "objective": "inn", "houses": ["lannister"], "vp": 1,
                           "when": "last_round"}],
                   "at_end": "most_vp", "text": "most VP"}}


def _at_round(n: int, holder: str, vp=(1, 1)):
    state = battle(BOARD, LEGEND, round_limit=6, **INN)
    state.round = n
    state.control["inn"] = holder
    state.sides["stark"].vp, state.sides["lannister"].vp = vp
    return state


def test_the_count_at_the_end_follows_the_rules_scoring():
    # round 5 of 6: the Inn still scores Stark twice (rounds 5 and 6), Lannister once, at the end
    assert projected_vp(_at_round(5, "stark"), "stark") == 1 + 2
    assert projected_vp(_at_round(5, "stark"), "lannister") == 1
    assert projected_vp(_at_round(5, "lannister"), "lannister") == 1 + 1
    assert projected_vp(_at_round(6, "stark"), "stark") == 1 + 1


def test_in_the_last_round_hard_plays_for_the_result():
    # last round, 1-1: holding the Inn makes it 2-1, losing it 1-2; the result is worth a share of a win
    held, lost = _at_round(6, "stark"), _at_round(6, "lannister")
    share = HARD.weights.result * WIN * math.tanh(1 / 1.5)
    assert breakdown(held, "stark", HARD.weights)["result"] == share
    assert breakdown(lost, "stark", HARD.weights)["result"] == -share
    swing = evaluate(held, "stark", HARD.weights) - evaluate(lost, "stark", HARD.weights)
    assert swing > 2 * share > 20                 # worth more than any one unit on the board
    assert breakdown(held, "stark", DEFAULT)["result"] == 0.0                  # normal's judgement leaves it out


def test_the_count_weighs_less_a_round_before_and_nothing_earlier():
    # round 5, Stark holding the Inn: 3-1 projected; two scorings to come, so the margin may still turn
    before = breakdown(_at_round(5, "stark"), "stark", HARD.weights)["result"]
    assert before == 0.35 * HARD.weights.result * WIN * math.tanh(2 / 1.5)
    assert breakdown(_at_round(4, "stark"), "stark", HARD.weights)["result"] == 0.0


def test_a_level_count_goes_to_morale_then_momentum():
    # Lannister holds the Inn: 2-2 at the end; the rules then look at morale, then at the momentum token
    state = _at_round(6, "lannister", vp=(2, 1))
    assert projected_vp(state, "stark") == projected_vp(state, "lannister") == 2
    state.momentum = "stark"
    assert breakdown(state, "stark", HARD.weights)["result"] > 0
    state.morale = 1 if state.order[0] == "lannister" else -1             # the marker toward Stark's side
    assert breakdown(state, "stark", HARD.weights)["result"] < 0
    assert breakdown(state, "lannister", HARD.weights)["result"] > 0



def test_hard_closes_on_an_objective_worth_many_rounds_of_points():
    # Crossing the Green Fork, Stark's first turn: the Holdfast scores Stark every round, about 29 points
    # to hard. Its pull used to stop growing at a 5-point stake, so the red War Host by the ford walked
    # to the centre by Eddard (zone of control, support) instead of toward the Holdfast
    state = engine.new_battle(load_scenario("crossing_the_green_fork"), 3)
    grid = grid_for(state.cols, state.rows)
    war_host = state.unit_at(grid.index(10, 3))
    holdfast = grid.index(11, 6)
    assert (war_host.type, war_host.rank) == ("war_host", "red")

    def best_dest(weights):
        return UnitTable(state, "stark", weights).options(war_host.id)[0].dest

    assert grid.distance(best_dest(HARD.weights), holdfast) < grid.distance(war_host.hex, holdfast)
    assert grid.distance(best_dest(replace(HARD.weights, press=0.0)), holdfast) >= grid.distance(war_host.hex, holdfast)
