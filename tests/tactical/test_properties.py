"""Invariants over random legal battles (hypothesis): no exceptions, one unit per hex, morale on the
ladder, figures never negative, replays exact, and views that never reveal the opponent's hand."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tactical.agents import GreedyAgent, RandomAgent
from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from strategic.session.session import Session
from tactical.rules import engine
from tactical.rules.state import BattleState
from tactical.rules.terrain import terrain_at
from tactical.scenario import list_scenarios, load_scenario

SCENARIOS = list_scenarios()


def _check(state: BattleState) -> None:
    hexes = [u.hex for u in state.units if u.hex >= 0]
    assert len(hexes) == len(set(hexes)), "two units in one hex"
    assert -10 <= state.morale <= 10
    cat = load_catalog()
    for u in state.units:
        assert u.figures >= 0
        assert (u.figures == 0) == (u.hex < 0)
        strength = cat.units[cat.commanders[u.commander].unit_type if u.commander else u.type].strength
        assert u.figures <= strength
    tokens_on = []
    for e in state.engagements:
        a, b = state.unit_at(e.a), state.unit_at(e.b)
        assert a is not None and b is not None and a.house != b.house
        assert grid_for(state.cols, state.rows).distance(e.a, e.b) == 1
        tokens_on += [e.a, e.b]
    assert len(tokens_on) == len(set(tokens_on)), "a unit with two engagement tokens"
    for house, side in state.sides.items():
        assert all(n >= 0 for n in side.tokens.values())
        assert side.command_tokens >= 0
        for cid, c in side.commanders.items():
            assert 0 <= c.tokens <= cat.commanders[cid].command_limit
    for h, level in state.fire.items():
        limit = terrain_at(state, h).burn_limit
        assert limit is not None and 1 <= level <= limit
    for t, n in state.supply.items():
        held = sum(s.tokens[t] for s in state.sides.values())
        assert n + held == 10


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SCENARIOS), st.integers(0, 10_000), st.booleans())
def test_random_battles_keep_every_invariant(name, seed, greedy):
    sc = load_scenario(name)
    agents = {"stark": (GreedyAgent if greedy else RandomAgent)(seed), "lannister": RandomAgent(seed + 1)}
    state = engine.new_battle(sc, seed)
    steps = 0
    while not engine.is_over(state):
        player = engine.current_player(state)
        legal = engine.legal_actions(state)
        assert legal, f"no legal action for {player} at {engine.decision_kind(state)}"
        action = agents[player].choose(engine.view(state, player), legal)
        engine.apply_in_place(state, action)
        _check(state)
        steps += 1
        assert steps < 5000
    assert state.winner in (None, "stark", "lannister") and state.result


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(("raid_in_the_riverlands", "reward_of_the_westerlands")), st.integers(0, 10_000))
def test_random_skirmishes_keep_every_invariant(summary, seed):
    from tactical.skirmish import generate_skirmish

    state = engine.new_battle(generate_skirmish(summary, seed), seed)
    agents = {"stark": RandomAgent(seed), "lannister": GreedyAgent(seed + 1)}
    while not engine.is_over(state):
        player = engine.current_player(state)
        engine.apply_in_place(state, agents[player].choose(engine.view(state, player), engine.legal_actions(state)))
        _check(state)


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(SCENARIOS), st.integers(0, 10_000))
def test_a_replay_of_the_same_seed_and_actions_reaches_the_same_state(name, seed):
    setup = {"scenario": load_scenario(name).model_dump(mode="json")}
    played = Session.start("battlelore", setup, seed, {"stark": "random", "lannister": "greedy"},
                           agents={"stark": RandomAgent(seed), "lannister": GreedyAgent(seed)})
    played.run()
    again = Session.start("battlelore", setup, seed, {"stark": "human", "lannister": "human"})
    for step in played.history:
        again.submit(step.seat, step.action)
    state = played.state
    assert again.state.to_dict() == state.to_dict()
    restored = BattleState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored.to_dict() == state.to_dict()


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(SCENARIOS), st.integers(0, 10_000), st.integers(0, 60))
def test_view_never_reveals_the_opponents_hand_or_any_deck_order(name, seed, steps):
    sc = load_scenario(name)
    state = engine.new_battle(sc, seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        engine.apply_in_place(state, agent.choose(state, engine.legal_actions(state)))
    for house in state.order:
        v = engine.view(state, house)
        enemy = state.enemy(house)
        assert v.sides[house].hand == state.sides[house].hand
        assert set(v.sides[enemy].hand) <= {"?"} and len(v.sides[enemy].hand) == len(state.sides[enemy].hand)
        assert all(set(s.deck) <= {"?"} for s in v.sides.values())
        assert v.rng == 0
        if engine.current_player(state) == house:
            assert engine.legal_actions(v) == engine.legal_actions(state)
