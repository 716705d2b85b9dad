"""A strategic battle (the hand-off's plans) is lost by the attacker who does not take the ground: the AI
must value the ground it has to take as much as the ground it has to hold, and go for it.

Before this, only the side that must hold an end-of-battle objective valued it, so the `normal` attacker of
a hand-off battle held its units back and lost 6 units against 2 on the defender's held ground.
"""
from __future__ import annotations

import pytest

from strategic.handoff.plan import generate_plan
from tactical.ai import make_agent
from tactical.ai.evaluation import objective_worth
from tactical.hexgrid import grid_for
from tactical.rules import engine

REQUEST = {"attacker": {"house": "stark", "armies": 6}, "defender": {"house": "lannister", "armies": 2},
           "territory": {"name": "the field", "region": "The Reach"}}


def _battle(seed: int = 0):
    scenario = generate_plan(REQUEST, seed).scenario
    assert scenario.victory.at_end == "control_objectives" and scenario.victory.end_house == "lannister"
    return engine.new_battle(scenario, seed)


def test_the_ground_is_worth_as_much_to_take_as_to_hold():
    state = _battle()
    attacker, defender = objective_worth(state, "stark"), objective_worth(state, "lannister")
    assert attacker["ground"] > 0
    assert attacker["ground"] == pytest.approx(defender["ground"])


def _closest(state, house: str, target: int) -> int:
    grid = grid_for(state.cols, state.rows)
    return min(grid.distance(u.hex, target) for u in state.units if u.house == house and u.hex >= 0)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_attacker_closes_on_the_ground(level):
    state = _battle()
    grid = grid_for(state.cols, state.rows)
    ground = grid.index(*state.scenario.objectives[0].hexes[0])
    start = _closest(state, "stark", ground)
    agents = {h: make_agent(level, i + 1) for i, h in enumerate(("stark", "lannister"))}
    while state.round < 3 and not engine.is_over(state):
        me = engine.current_player(state)
        engine.apply_in_place(state, agents[me].choose(engine.view(state, me), engine.legal_actions(state)))
    # two rounds: the attacker has moved up (or already broken the defender)
    assert engine.is_over(state) or _closest(state, "stark", ground) <= start - 2
