"""BattleLore through the engine protocol (`tactical.protocol.Game`): setup checking, seats, exact
acceptance of legal actions, JSON codecs, replay, hidden card draws, rendering and undo barriers."""
from __future__ import annotations

import json

import pytest

from tactical.agents import RandomAgent
from tactical.protocol import Event, IllegalAction, ScenarioError, UserError
from tactical.rules.actions import Done, Move, Pass
from tactical.rules.engine import BATTLELORE
from tactical.scenario import load_scenario
from tactical.skirmish import generate_skirmish

SCENARIO = "clash_on_the_kingsroad"


def _setup(name: str = SCENARIO) -> dict:
    return {"scenario": load_scenario(name).model_dump(mode="json")}


def _play(setup: dict, seed: int, limit: int = 10_000):
    """A random game through the protocol: (states, actions, events) with the state before each action."""
    state, events = BATTLELORE.new_game(setup, seed)
    agents = {h: RandomAgent(seed + i) for i, h in enumerate(BATTLELORE.seats(state))}
    states, actions = [state], []
    while BATTLELORE.result(state) is None and len(actions) < limit:
        (seat,) = BATTLELORE.to_act(state)
        legal = BATTLELORE.legal_actions(state, seat)
        action = agents[seat].choose(BATTLELORE.view(state, seat), legal)
        state, new = BATTLELORE.apply(state, seat, action)
        states.append(state)
        actions.append(action)
        events += new
    return states, actions, events


def test_the_setup_is_checked_and_errors_name_the_field():
    with pytest.raises(UserError, match="setup.scenario"):
        BATTLELORE.new_game({}, 1)
    with pytest.raises(UserError, match="setup.rules"):
        BATTLELORE.new_game({**_setup(), "rules": 2}, 1)
    bad = _setup()
    bad["scenario"]["round_limit"] = "many"
    with pytest.raises(ScenarioError, match="round_limit"):
        BATTLELORE.new_game(bad, 1)


def test_only_the_seat_to_act_may_act_and_only_with_a_listed_action():
    state, _ = BATTLELORE.new_game(_setup(), 3)
    assert BATTLELORE.seats(state) == ("lannister", "stark")
    (seat,) = BATTLELORE.to_act(state)
    other = next(h for h in BATTLELORE.seats(state) if h != seat)
    before = BATTLELORE.state_to_json(state)
    assert BATTLELORE.legal_actions(state, other) == []
    with pytest.raises(IllegalAction, match=f"not {other}'s decision"):
        BATTLELORE.apply(state, other, Pass())
    legal = BATTLELORE.legal_actions(state, seat)
    for unlisted in (Done(), Move(0, 0), "pass"):
        assert unlisted not in legal
        with pytest.raises(IllegalAction):
            BATTLELORE.apply(state, seat, unlisted)
    assert BATTLELORE.state_to_json(state) == before       # nothing changed
    for action in legal:                                    # every listed action applies
        BATTLELORE.apply(state, seat, action)
    assert BATTLELORE.state_to_json(state) == before


@pytest.mark.parametrize("seed", [1, 2])
def test_json_codecs_round_trip_and_the_game_replays_exactly(seed):
    setup = _setup("the_burning_of_sherrer")
    states, actions, events = _play(setup, seed)
    result = BATTLELORE.result(states[-1])
    assert result is not None and set(result.winners) <= {"stark", "lannister"} and result.reason
    for s in states[:: max(1, len(states) // 20)] + [states[-1]]:
        data = json.loads(json.dumps(BATTLELORE.state_to_json(s)))
        assert BATTLELORE.state_to_json(BATTLELORE.state_from_json(data)) == data
    recorded = [BATTLELORE.action_from_json(json.loads(json.dumps(BATTLELORE.action_to_json(a)))) for a in actions]
    assert recorded == actions
    assert [Event.from_dict(json.loads(json.dumps(e.to_dict()))) for e in events] == events
    state, replayed = BATTLELORE.new_game(setup, seed)
    for a in recorded:
        (seat,) = BATTLELORE.to_act(state)
        state, new = BATTLELORE.apply(state, seat, a)
        replayed += new
    assert BATTLELORE.state_to_json(state) == BATTLELORE.state_to_json(states[-1]) and replayed == events


def test_a_card_drawn_is_seen_by_its_owner_only():
    _, _, events = _play(_setup(), 5, limit=300)
    drawn = [e for e in events if e.kind == "drawn"]
    assert drawn and all(e.audience == frozenset({e.data["house"]}) for e in drawn)
    for e in drawn:
        owner, other = e.data["house"], {"stark": "lannister", "lannister": "stark"}[e.data["house"]]
        assert BATTLELORE.render(e, owner).startswith(f"{owner.title()} draws ")
        assert not e.visible_to(other) and not e.visible_to(None)
    public = [e for e in events if e.audience is None]
    assert not any("cards" in e.data for e in public)        # a public event never lists hidden cards
    assert any(e.kind == "draw" and e.data["count"] > 0 for e in public)


@pytest.mark.parametrize("name", ["the_burning_of_sherrer", "the_whispering_wood", "crossing_the_green_fork"])
def test_every_event_renders_for_its_audience_in_the_old_words(name):
    _, _, events = _play(_setup(name), 7)
    for e in events:
        viewer = None if e.audience is None else next(iter(e.audience))
        line = BATTLELORE.render(e, viewer)
        assert line and "{" not in line, e
    lines = [BATTLELORE.render(e, None) for e in events if e.audience is None]
    assert lines[0].startswith("Round 1 of ") and lines[0].endswith(" (white)")
    assert any(" rolls " in x and " dice: " in x for x in lines)
    assert lines[-1].split(" wins: ")[0] in ("Stark", "Lannister") or lines[-1].startswith("Draw: ")


def test_undo_barriers_are_dice_draws_and_new_rounds():
    states, actions, events = _play(_setup(), 2, limit=200)
    barriers = [BATTLELORE.is_barrier(a, b, []) for a, b in zip(states, states[1:])]
    assert any(barriers) and not all(barriers)
    for a, b, barrier in zip(states, states[1:], barriers):
        if not barrier:
            assert a.rng == b.rng and a.round == b.round


def test_one_process_hosts_battles_with_the_same_scenario_id_apart():
    # Two generated skirmishes under one id (a registry keyed by id would mix them up): each state keeps
    # its own battlefield.
    one = generate_skirmish("raid_in_the_riverlands", 1)
    two = generate_skirmish("raid_in_the_riverlands", 2).model_copy(update={"id": one.id})
    assert one.id == two.id and one.terrain != two.terrain
    a, _ = BATTLELORE.new_game({"scenario": one.model_dump(mode="json")}, 1)
    b, _ = BATTLELORE.new_game({"scenario": two.model_dump(mode="json")}, 1)
    assert a.scenario == one and b.scenario == two
    assert a.clone().scenario is a.scenario                 # shared, never copied
    assert BATTLELORE.state_from_json(BATTLELORE.state_to_json(b)).scenario == two
