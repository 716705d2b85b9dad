"""The conformance suite: every engine of the protocol passes the same checks (tactical/protocol.py,
docs/protocol.md). Parametrised over `subjects.SUBJECTS` and each subject's setups.

- JSON round trip of states, actions and events;
- every listed action applies (a free amount at both bounds and in between), and unlisted ones (out of
  bounds, from another moment of the game, sent by a seat that is not to act) are refused, changing
  nothing;
- perturbing what a seat may not know leaves its view identical, and the events it receives next too;
- replay from (setup, seed, actions) through a save is exact;
- many random legal games play to the end without an exception, and the result names seats of the game.
"""
from __future__ import annotations

import json
from dataclasses import fields, is_dataclass, replace
from typing import Any

import pytest

from tactical.protocol import (Event, IllegalAction, Rng, SubGame, SubGameResult, allows, amount_fields,
                               events_for, fill)
from strategic.session.saves import record, restore, GameRecord
from strategic.session.session import Session

from .subjects import SUBJECTS, Subject

CASES = [pytest.param(s, setup, seed, id=f"{s.name}-{i}") for s in SUBJECTS for i, (setup, seed) in enumerate(s.setups)]


BY_SUBJECT = [pytest.param(s, id=s.name) for s in SUBJECTS]


def as_data(x: Any) -> Any:
    """A comparable plain form of a view or state (whatever record type the engine uses)."""
    if hasattr(x, "to_dict"):
        return json.loads(json.dumps(x.to_dict(), sort_keys=True, default=str))
    if is_dataclass(x):
        return {f.name: as_data(getattr(x, f.name)) for f in fields(x)}
    return json.loads(json.dumps(x, sort_keys=True, default=str))


def built(setup: Any) -> dict:
    """Setups given as callables (a battle plan to load) are built when their test runs."""
    return setup() if callable(setup) else setup


def play(subject: Subject, setup: Any, seed: int, keep_every: int = 1, max_steps: int = 100_000):
    """A random legal game: the states met (every `keep_every`-th), the steps and the final state."""
    game = subject.game()
    setup = built(setup)
    state, _ = game.new_game(setup, seed)
    agents = {s: subject.random_agent(seed * 13 + i) for i, s in enumerate(game.seats(state))}
    states, steps = [state], []
    for n in range(max_steps):
        if game.result(state) is not None:
            return states, steps, state
        sub = game.subgame(state)
        if sub is not None:
            result = fight(sub)
            state, _ = game.resume(state, result)
            steps.append((None, result))
            states.append(state)
            continue
        act = sorted(game.to_act(state))
        assert act, f"{subject.name}: nobody to act and no result"
        seat = act[0]
        action = agents[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
        steps.append((seat, action))
        if n % keep_every == 0:
            states.append(state)
    raise AssertionError(f"{subject.name} seed {seed}: not over after {max_steps} steps")


def advance(game: Any, state: Any, seat: str | None, step: Any) -> tuple[Any, list[Event]]:
    """One recorded step again: a seat's action, or (seat None) a sub-game's result."""
    return game.resume(state, step) if seat is None else game.apply(state, seat, step)


def fight(sub: SubGame) -> SubGameResult:
    """A sub-game played to its end by random agents, through the session (as the game would be)."""
    child = Session.start(sub.game, sub.setup, sub.seed, {s: "random" for s in sub.seats})
    child.run()
    res = child.result()
    return SubGameResult(tuple(sub.seats.get(w, w) for w in res.winners), dict(res.outcome))


def sample(states: list, k: int = 25) -> list:
    step = max(1, len(states) // k)
    return states[::step]


def concrete(template: Any) -> list[Any]:
    """A template's actions at both bounds and in the middle; an ordinary action as it is."""
    free = amount_fields(template)
    if not free:
        return [template]
    return [fill(template, min), fill(template, max), fill(template, lambda r: r[len(r) // 2])]


def out_of_bounds(template: Any) -> list[Any]:
    out = []
    for name, a in amount_fields(template).items():
        out += [replace(template, **{name: a.lo - 1}), replace(template, **{name: a.hi + 1})]
    return out


@pytest.mark.parametrize("subject,setup,seed", CASES)
def test_json_round_trip(subject: Subject, setup: dict, seed: int) -> None:
    game = subject.game()
    states, steps, _ = play(subject, setup, seed)
    for state in sample(states):
        data = game.state_to_json(state)
        again = game.state_to_json(game.state_from_json(json.loads(json.dumps(data))))
        assert again == data
    for seat, action in steps[:300]:
        if seat is not None:
            data = game.action_to_json(action)
            assert game.action_from_json(json.loads(json.dumps(data))) == action
    state, events = game.new_game(built(setup), seed)
    for seat, action in steps[:100]:
        state, new = advance(game, state, seat, action)
        events += new
    for e in events:
        assert Event.from_dict(json.loads(json.dumps(e.to_dict()))) == e


@pytest.mark.parametrize("subject,setup,seed", CASES)
def test_listed_actions_apply_and_unlisted_are_refused(subject: Subject, setup: dict, seed: int) -> None:
    game = subject.game()
    states, _, _ = play(subject, setup, seed)
    picked = sample([s for s in states if game.result(s) is None], 12)
    everything = {seat: [a for s in picked for a in game.legal_actions(s, seat)] for seat in game.seats(states[0])}
    for state in picked:
        before = json.dumps(game.state_to_json(state), sort_keys=True)
        act = game.to_act(state)
        for seat in game.seats(state):
            legal = game.legal_actions(state, seat)
            if seat not in act:
                assert legal == [], f"{seat} is not to act but has legal actions"
                for a in everything[seat][:5] + [x for s2 in act for x in game.legal_actions(state, s2)][:5]:
                    with pytest.raises(IllegalAction):
                        game.apply(state, seat, fill(a))
                continue
            assert legal, f"{seat} is to act but has no legal action"
            for template in legal:
                for action in concrete(template):
                    game.apply(state, seat, action)         # must not raise
                for action in out_of_bounds(template):
                    with pytest.raises(IllegalAction):
                        game.apply(state, seat, action)
            for a in everything[seat]:
                a = fill(a)
                if not allows(legal, a):
                    with pytest.raises(IllegalAction):
                        game.apply(state, seat, a)
        assert json.dumps(game.state_to_json(state), sort_keys=True) == before, "a refused action changed the state"


@pytest.mark.parametrize("subject,setup,seed", CASES)
def test_hidden_information_stays_hidden(subject: Subject, setup: dict, seed: int) -> None:
    game = subject.game()
    states, steps, _ = play(subject, setup, seed)
    rng = Rng(seed)
    for i, state in enumerate(sample(states[:-1], 15)):
        for seat in game.seats(state):
            other = subject.perturb_hidden(state, seat, rng)
            assert as_data(game.view(other, seat)) == as_data(game.view(state, seat))
            mixed = subject.perturb_others(state, seat, rng)
            assert as_data(game.view(mixed, seat)) == as_data(game.view(state, seat))
            actor = next((s for s in sorted(game.to_act(state)) if s != seat), None)
            if actor is None:
                continue
            for action in game.legal_actions(state, actor)[:3]:
                action = fill(action)
                try:
                    _, theirs = game.apply(mixed, actor, action)
                except IllegalAction:
                    continue            # the perturbed hand did not hold what the action plays
                _, ours = game.apply(state, actor, action)
                if any(e.kind in subject.reveal_kinds for e in ours):
                    continue            # the rules show the secret now: it may differ
                assert events_for(theirs, seat) == events_for(ours, seat)


@pytest.mark.parametrize("subject,setup,seed", CASES)
def test_replay_through_a_save_is_exact(subject: Subject, setup: dict, seed: int) -> None:
    """A whole game played by the session (its sub-games too), saved, restored: the same game."""
    game = subject.game()
    first, _ = game.new_game(built(setup), seed)
    agents = {s: subject.random_agent(seed + i) for i, s in enumerate(game.seats(first))}
    session = Session.start(game, built(setup), seed, {s: "random" for s in agents}, agents=agents)
    session.run()
    assert session.result() is not None
    data = json.loads(json.dumps(record(session)))
    again = restore(GameRecord.model_validate(data), "test", agents=agents, game=game)
    assert again.state_hash() == session.state_hash() == data["state_hash"]
    assert game.state_to_json(again.state) == game.state_to_json(session.state)
    assert len(again.history) == len(session.history)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in session.events]


@pytest.mark.parametrize("subject", BY_SUBJECT)
def test_random_games_end_without_an_exception(subject: Subject) -> None:
    game = subject.game()
    n = 0
    for i in range(subject.games):
        setup, seed = subject.setups[i % len(subject.setups)]
        _, _, final = play(subject, setup, seed * 100_003 + i)
        res = game.result(final)
        assert set(res.winners) <= set(game.seats(final))
        n += 1
    assert n == subject.games
