"""Hard's evaluation weighs its terms as the outcomes of games say (issue 16, fifteenth pass): a logistic
fit of who won on the terms of 12,766 positions of 180 hard-against-normal battles found objectives and
victory points counted too much against material, and cards and tokens in hand too little; hard takes
each term's fitted factor halfway back to 1 (`Weights.scale`). Normal's judgement is unchanged."""
from __future__ import annotations

from dataclasses import replace

from tactical.ai.evaluation import DEFAULT, breakdown, evaluate, weighed
from tactical.ai.levels import LEVELS
from tests.tactical.boards import battle

HARD = LEVELS["hard"].weights

BOARD = """
. . . . . . .
 . . L . . .
. . . . . . .
 . . W . . .
. . . . . . .
"""
LEGEND = {"L": ("lannister", "lannisport_guard", "green"), "W": ("stark", "war_host", "green")}


def _a_point_ahead():
    state = battle(BOARD, LEGEND)
    state.sides["stark"].vp = 1
    return state


def _three_cards_in_hand():
    state = battle(BOARD, LEGEND)
    state.sides["stark"].hand = list(state.sides["stark"].deck[:3])
    return state


def test_hard_weighs_each_term_by_its_fitted_factor():
    s = _three_cards_in_hand()
    plain, scaled = breakdown(s, "stark", HARD), weighed(s, "stark", HARD)
    factors = dict(HARD.scale)
    assert "material" not in factors               # the unit the search's other constants are counted in
    assert factors["victory"] < 1 < factors["resources"]
    for term, value in plain.items():
        assert scaled[term] == value * factors.get(term, 1.0)
    assert weighed(s, "stark", DEFAULT) == breakdown(s, "stark", DEFAULT)      # normal: no factors


def test_hard_values_three_cards_in_hand_above_a_victory_point_as_the_games_did():
    ahead, cards = _a_point_ahead(), _three_cards_in_hand()
    # in the games a card in hand told more of who won than a victory point ahead (the fit's resources
    # term against its victory term); the hand-set sum ranked them the other way
    assert evaluate(cards, "stark", HARD) > evaluate(ahead, "stark", HARD)
    unscaled = replace(HARD, scale=())
    assert evaluate(cards, "stark", unscaled) < evaluate(ahead, "stark", unscaled)
