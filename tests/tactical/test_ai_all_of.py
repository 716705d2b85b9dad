"""Objectives to be held all together (issue 16, sixth pass): Clash on the Kingsroad is won by Lannister
only holding both the Inn and the Watch Hill at the end; Stark wins by taking either. Each counted its
even share to Lannister whatever it held, so with the Inn taken the Watch Hill was worth to hard half of
what it is to Stark, and hard as Lannister kept fighting by the Inn while Stark kept the hill."""
from __future__ import annotations

from tactical.ai.evaluation import DEFAULT, objective_worth
from tactical.ai.levels import LEVELS
from tactical.rules import engine
from tactical.scenario import load_scenario

HARD = LEVELS["hard"].weights


def _kingsroad(inn: str = "stark", hill: str = "stark"):
    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 1)
    state.control["crossroads_inn"], state.control["watch_hill"] = inn, hill
    return state


def test_with_the_inn_taken_the_hill_is_worth_to_hard_what_it_is_to_stark():
    state = _kingsroad(inn="lannister")
    lannister, stark = objective_worth(state, "lannister", HARD), objective_worth(state, "stark", HARD)
    assert lannister["watch_hill"] == stark["watch_hill"] > 0
    assert lannister["crossroads_inn"] == stark["crossroads_inn"] / 2          # the hill still missing


def test_with_neither_held_each_counts_its_share_and_normal_always_does():
    none_held = objective_worth(_kingsroad(), "lannister", HARD)
    stark = objective_worth(_kingsroad(), "stark", HARD)
    assert none_held["watch_hill"] == none_held["crossroads_inn"] == stark["watch_hill"] / 2
    normal = objective_worth(_kingsroad(inn="lannister"), "lannister", DEFAULT)
    assert normal["watch_hill"] == normal["crossroads_inn"]


def test_holding_the_last_one_is_worth_more_to_hard_than_the_first():
    # the evaluation's gain for Lannister taking the hill with the Inn held exceeds taking the Inn alone
    from tactical.ai.evaluation import evaluate
    first = evaluate(_kingsroad(inn="lannister"), "lannister", HARD) - evaluate(_kingsroad(), "lannister", HARD)
    both = evaluate(_kingsroad(inn="lannister", hill="lannister"), "lannister", HARD) \
        - evaluate(_kingsroad(inn="lannister"), "lannister", HARD)
    assert both > 2 * first
