"""The tactical AI: it plays from the view only, returns legal actions, samples hidden information
honestly, and its evaluation and policy answer the obvious cases the obvious way.

Strength is measured by the arena (`run.py arena`), not here: these tests stay fast.
"""
from __future__ import annotations

import copy
import dataclasses
import time

import pytest

from tactical.ai import AGENT_NAMES, make_agent
from tactical.ai import combatmath as M
from tactical.ai.determinize import HIDDEN, deck_list, determinize
from tactical.ai.evaluation import WIN, evaluate
from tactical.ai.levels import LEVELS
from tactical.ai.policy import decide
from tactical.agents import RandomAgent
from tactical.protocol import Rng
from tactical.rules import engine
from tactical.rules.actions import Choose
from tactical.scenario import load_scenario

SCENARIO = "clash_on_the_kingsroad"


def _battle(seed: int = 3):
    return engine.new_battle(load_scenario(SCENARIO), seed)


def _advance(state, steps: int, seed: int = 1):
    """Play `steps` random actions (a mid-battle position with engaged units and cards played)."""
    agent = RandomAgent(seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        engine.apply_in_place(state, agent.choose(state, engine.legal_actions(state)))
    return state


def _perturb_hidden(state, me: str, seed: int):
    """The same position with different hidden information: the opponent's hand swapped for other
    cards from its deck, both decks reordered, another dice stream."""
    other = state.clone()
    rng = Rng(seed)
    enemy = other.sides[other.enemy(me)]
    pool = enemy.hand + enemy.deck
    rng.shuffle(pool)
    enemy.hand, enemy.deck = pool[:len(enemy.hand)], pool[len(enemy.hand):]
    rng.shuffle(other.sides[me].deck)
    other.rng = rng.next_u64()
    return other


def test_make_agent_knows_every_name():
    for name in AGENT_NAMES:
        agent = make_agent(name, 1)
        assert agent.name == name and callable(agent.choose)
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_choice_ignores_hidden_information(level, monkeypatch):
    # no wall-clock cap: on a loaded machine it would cut the two searches at different points
    monkeypatch.setitem(LEVELS, level, dataclasses.replace(LEVELS[level], time_cap=1e9))
    state = _advance(_battle(), 40)
    checked = 0
    for step in range(60):
        if engine.is_over(state):
            break
        me = engine.current_player(state)
        legal = engine.legal_actions(state)
        other = _perturb_hidden(state, me, step + 11)
        enemy = state.enemy(me)
        assert (other.rng != state.rng and (other.sides[enemy].hand != state.sides[enemy].hand
                                            or other.sides[enemy].deck != state.sides[enemy].deck))
        agent = make_agent(level, 7)
        twin = copy.deepcopy(agent)
        a = agent.choose(engine.view(state, me), legal)
        b = twin.choose(engine.view(other, me), engine.legal_actions(other))
        assert a == b, f"step {step}: {a} vs {b} with different hidden information"
        checked += engine.decision_kind(state) == "turn"
        engine.apply_in_place(state, a)
    assert checked >= 3


def test_hard_plays_a_whole_battle_with_legal_actions():
    from strategic.session.session import Session

    sc = load_scenario("the_whispering_wood")
    first, second = sc.sides[0].house, sc.sides[1].house
    session = Session.start("battlelore", {"scenario": sc.model_dump(mode="json")}, 4,
                            {first: "hard", second: "random"},
                            agents={first: make_agent("hard", 1), second: make_agent("random", 2)})
    session.run()        # the session refuses any action the legal list does not allow
    assert engine.is_over(session.state) and session.history


def test_budget_bounds_the_decision_time():
    state = _advance(_battle(), 10)
    while engine.decision_kind(state) != "turn":
        engine.apply_in_place(state, engine.legal_actions(state)[0])
    me = engine.current_player(state)
    agent = make_agent("hard", 1, budget=0.05)
    t0 = time.perf_counter()
    action = agent.choose(engine.view(state, me), engine.legal_actions(state))
    assert time.perf_counter() - t0 < 1.0
    assert action in engine.legal_actions(state)


def test_determinize_deals_only_unseen_cards():
    state = _advance(_battle(), 30)
    me = state.order[0]
    enemy = state.enemy(me)
    v = engine.view(state, me)
    s = determinize(v, me, Rng(5))
    assert s.sides[me].hand == state.sides[me].hand
    assert len(s.sides[enemy].hand) == len(state.sides[enemy].hand) and HIDDEN not in s.sides[enemy].hand
    for house in state.order:
        side = s.sides[house]
        assert len(side.deck) == len(state.sides[house].deck) and HIDDEN not in side.deck
        assert sorted(side.hand + side.deck + side.discard) == sorted(deck_list(side))
    assert s.rng != 0 and s.rng != state.rng
    assert determinize(v, me, Rng(6)).sides[enemy].deck != s.sides[enemy].deck or not s.sides[enemy].deck


def test_clone_shares_nothing_mutable():
    state = _advance(_battle(), 30)
    copy_ = state.clone()
    assert copy_.to_dict() == state.to_dict()
    _advance(copy_, 30, seed=9)
    assert copy_.to_dict() != state.to_dict()
    assert _advance(state.clone(), 0).to_dict() == state.to_dict()


def test_evaluation_prefers_the_obvious():
    state = _battle()
    me, enemy = state.order
    base = evaluate(state, me)
    weaker = state.clone()
    target = next(u for u in weaker.units if u.house == enemy and u.commander is None)
    weaker.units[target.id].figures -= 2
    assert evaluate(weaker, me) > base
    better_morale = state.clone()
    better_morale.morale = 3 if me == state.order[0] else -3
    assert evaluate(better_morale, me) > base
    over = state.clone()
    over.phase, over.winner = "over", me
    assert evaluate(over, me) == WIN and evaluate(over, enemy) == -WIN


def test_kill_chance_and_expected_hits_match_the_dice():
    assert M.binom_tail(2, 0.5, 1) == pytest.approx(0.75)
    assert M.expected_excess(3, 0.5, 0) == pytest.approx(1.5)
    assert M.expected_excess(2, 0.5, 1) == pytest.approx(0.25)   # only two hits beat one cover


def test_policy_always_counter_attacks_and_strikes():
    state = _battle()
    me = state.order[0]
    for kind in ("counter", "strike", "bold"):
        assert decide(state, me, kind, [Choose(False), Choose(True)], None, None) == Choose(True)


def test_easy_is_weaker_by_design():
    from tactical.ai.levels import LEVELS

    easy, hard = LEVELS["easy"], LEVELS["hard"]
    assert easy.noise > 0 and easy.weights.threat == 0 and easy.blunder > 0 and easy.sloppy > 0
    assert hard.candidates > easy.candidates and hard.samples > easy.samples



def _turn_start(steps: int):
    state = _advance(_battle(), steps)
    while engine.decision_kind(state) != "turn":
        engine.apply_in_place(state, engine.legal_actions(state)[0])
    return state


def test_lookahead_plays_whole_turns_in_sequence():
    from tactical.ai.search import play_ahead

    state = _turn_start(10)
    me = engine.current_player(state)
    one = state.clone()
    play_ahead(one, 1)
    assert engine.decision_kind(one) in ("turn", "over")
    assert one.to_dict() != state.to_dict()
    assert one.turn is None and (engine.current_player(one) != me or one.sides[state.enemy(me)].passed)
    two = state.clone()
    play_ahead(two, 2)
    play_ahead(one, 1)
    assert two.to_dict() == one.to_dict()          # two turns ahead = one turn, then the next one


def test_objective_worth_counts_the_victory_points_still_to_score():
    from dataclasses import replace

    from tactical.ai.evaluation import DEFAULT, objective_worth, scoring_rounds_left

    state = engine.new_battle(load_scenario("crossing_the_green_fork"), 1)   # Stark: 1 VP a round each
    left = scoring_rounds_left(state)
    assert left == state.round_limit
    keen = replace(DEFAULT, each_round=1.6)
    assert objective_worth(state, "stark")["mill"] == pytest.approx(DEFAULT.vp * left * 0.7)
    assert objective_worth(state, "stark", keen)["mill"] == pytest.approx(DEFAULT.vp * left * 1.6)
    later = state.clone()
    later.round = state.round_limit                                      # one scoring left
    assert objective_worth(later, "stark", keen)["mill"] == pytest.approx(DEFAULT.vp * 1.6)
