"""Invariants over random legal games (hypothesis, small games on the mini map): no legal action
ever raises, armies never go below one, every territory always has an owner, the game ends, and a
replay from (setup, seed, actions) reproduces the final state exactly."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strategic.risk.ai.agents import RandomAgent
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view
from strategic.risk.ai.greedy import GreedyAgent
from strategic.risk.game import RISK
from strategic.session.session import Session
from strategic.risk.rules.tables import NEUTRAL

from .conftest import act, new

GAMES = st.tuples(st.sampled_from(["skirmish", "domination"]), st.integers(3, 5), st.integers(0, 2**32),
                  st.sampled_from(["random", "greedy", "mixed"]))


def agents_for(seats, kind, seed):
    def make(i):
        if kind == "greedy" or (kind == "mixed" and i % 2):
            return GreedyAgent(seed + i)
        return RandomAgent(seed + i)
    return {h: make(i) for i, h in enumerate(seats)}


def check_invariants(s):
    if s.phase in ("setup_objectives", "claim"):
        return
    houses = set(s.seats) | {NEUTRAL}
    for t, o in s.owner.items():
        assert o in houses, f"{t} has no owner"
        assert s.armies[t] >= 1, f"{t} has {s.armies[t]} armies"
    for h, p in s.players.items():
        assert p.gold >= 0 and p.vp >= 0
        assert not p.eliminated or h not in s.owner.values()
    assert all(n > 0 for u in s.units.values() for n in u.values())


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAMES)
def test_random_legal_games_keep_the_invariants_end_and_replay(game):
    rules, players, seed, kind = game
    setup = {"rules": rules, "players": players, "map": "mini", "max_rounds": 30}
    s, _ = new(rules, players, seed, map_name="mini", max_rounds=30)
    agents = agents_for(s.seats, kind, seed % 1000)
    actions = []
    for _ in range(20_000):
        if s.result is not None:
            break
        legal = legal_actions(s, s.actor)
        assert legal, f"no legal action in phase {s.phase}"
        action = agents[s.actor].choose(view(s, s.actor), legal)
        s, events = act(s, action)
        actions.append(action)
        check_invariants(s)
    assert s.result is not None, "the game did not end"
    assert s.result["winners"] and set(s.result["winners"]) <= set(s.seats)
    again = Session.start(RISK, setup, seed, {h: "human" for h in s.seats})
    for action in actions:
        again.submit(again.state.actor, action)
    assert json.loads(json.dumps(again.state.to_dict())) == json.loads(json.dumps(s.to_dict()))


def test_greedy_games_on_the_real_maps_keep_the_invariants():
    """One full game per real map and rules (Essos with neutral armies, World at War with 6 and 7
    houses), checked after every action."""
    for rules, players in (("skirmish", 2), ("domination", 2), ("domination", 5), ("domination", 7), ("skirmish", 6)):
        s, _ = new(rules, players, 11)
        agents = agents_for(s.seats, "greedy", 3)
        while s.result is None:
            s, _ = act(s, agents[s.actor].choose(view(s, s.actor), legal_actions(s, s.actor)))
            check_invariants(s)
        assert s.result["reason"] in ("end_game_card", "conquest", "victory_points")
