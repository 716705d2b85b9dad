"""The in-turn answers judged with the level's own weights (issue 16, eighth pass): with
`Weights.answers` (hard) the Regroup keep counts what a card could order from where the units stand,
and retreats, advances and effect targets weigh the position with hard's judgement; `normal` keeps the
static card worth and the default judgement."""
from __future__ import annotations

from tactical.ai import combatmath as M
from tactical.ai.evaluation import DEFAULT
from tactical.ai.levels import LEVELS
from tactical.ai.plans import usable_worth
from tactical.ai.policy import card_worth, decide
from tactical.rules import engine, rounds
from tactical.scenario import load_scenario

HARD = LEVELS["hard"].weights


def _kingsroad_keep(hand: list[str], cavalry: bool):
    """Stark at Regroup in Clash on the Kingsroad with `hand`, its cavalry on the board or not."""
    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 1)
    for u in state.units:
        if u.house == "stark" and M.info(u).unit_class == "cavalry" and not cavalry:
            u.hex = -1
    state.phase, state.active = "keep", "stark"
    state.sides["stark"].hand = list(hand)
    return state


def _kept(state, w):
    legal = rounds.keep_actions(state)
    return decide(state, "stark", "keep", legal, None, None, w).card


def test_hard_keeps_the_card_it_can_use_normal_the_stronger_on_paper():
    # S07 orders every cavalry unit (2.9 on paper), S01 two infantry units (2.3): with no cavalry left,
    # S07 would order nobody next round
    assert card_worth("S07") > card_worth("S01")
    state = _kingsroad_keep(["S07", "S01"], cavalry=False)
    assert usable_worth(state, "stark", "S07") < usable_worth(state, "stark", "S01")
    assert _kept(state, HARD) == "S01"
    assert _kept(state, DEFAULT) == "S07"
