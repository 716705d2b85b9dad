"""The turn chooser (`ai/lookahead.py`): it plays each style to the end of the seat's own turn on states
sampled from the view, and its choice does not move when everything the seat cannot see is redrawn."""
from __future__ import annotations

from dataclasses import replace

import pytest

from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.lookahead import TurnChooser, play_turn, turn_start
from strategic.risk.ai.planner import PlannerAgent
from strategic.risk.ai.value import load_values
from strategic.risk.game import RISK
from tactical.protocol import Rng

from .test_hidden import perturbed, positions

HARD = replace(LEVELS["hard"], lookahead=2)


def _starts(rules: str, seed: int, most: int = 5):
    out = [s for s in positions(rules, 3, seed, every=1) if turn_start(RISK.view(s, s.actor))]
    return out[1:most + 1]


def _chooser() -> TurnChooser:
    model = load_values()["westeros/skirmish-3"]     # the mini map has no model of its own (shares fit any map)
    return TurnChooser(HARD, Rng(9), PlannerAgent.of, models=lambda v: model)


@pytest.mark.parametrize("rules, seed", [("skirmish", 3), ("domination", 1)])
def test_the_style_chosen_ignores_what_the_seat_cannot_see(rules, seed):
    starts = _starts(rules, seed)
    assert len(starts) >= 3
    for s in starts:
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        other = perturbed(s, seat, 5)
        a = _chooser().choose_style(RISK.view(s, seat), legal)
        b = _chooser().choose_style(RISK.view(other, seat), legal)
        assert a == b


def test_a_rollout_ends_with_the_seats_turn():
    s = _starts("skirmish", 3)[0]
    me = s.actor
    end = play_turn(s.clone(), me, PlannerAgent.of(HARD, 1), 1)
    assert end.result is not None or end.active != me
    assert s.active == me                       # the position itself is not touched


def test_hard_chooses_by_the_learned_value_where_a_model_is_shipped():
    assert LEVELS["hard"].lookahead > 0 and LEVELS["normal"].lookahead == LEVELS["easy"].lookahead == 0
    assert set(load_values()) == {"westeros/skirmish-3"}   # Domination (no gain measured) plays the planner alone


def test_without_a_model_the_level_plays_as_itself():
    s = _starts("skirmish", 3)[0]
    chooser = TurnChooser(HARD, Rng(9), PlannerAgent.of, models=lambda v: None)
    assert chooser.choose_style(RISK.view(s, s.actor), RISK.legal_actions(s, s.actor)).name == "hard"
