"""Risk against the engine protocol (tactical/protocol.py): the setup is checked, `apply` checks the seat
and accepts exactly what `legal_actions` allows (free amounts as `Amount` templates), views are snapshots
that cannot change the game, events carry an audience, codecs round-trip, barriers are where chance or a
secret is."""
from __future__ import annotations

import json

import pytest

from strategic.risk.ai.agents import RandomAgent
from .conftest import play_game
from strategic.risk.game import RISK
from strategic.risk.rules.actions import Attack, Deploy, Draw, EndInvade, EndTurn, Manoeuvre
from tactical.protocol import Amount, Event, IllegalAction, Result, UserError, amount_fields, fill

from .conftest import board_state, new


def mid_game(rules="domination", players=4, seed=3, steps=400):
    s, _ = new(rules, players, seed, map_name="mini")
    agents = {h: RandomAgent(i + seed) for i, h in enumerate(s.seats)}
    return play_game(s, agents, max_actions=steps)[0]


@pytest.mark.parametrize("setup, field", [
    ({"rules": "chess", "players": 3}, "rules"),
    ({"rules": "skirmish", "players": 9}, "players"),
    ({"rules": "skirmish", "players": 3, "map": "narnia"}, "map"),
    ({"rules": "skirmish", "players": 3, "battles": "hex"}, "battles"),
    ({"rules": "skirmish", "players": 3, "seed": 4}, "seed"),          # the seed is an argument, not setup
])
def test_a_bad_setup_is_a_user_error_naming_the_field(setup, field):
    with pytest.raises(UserError, match=rf"\b{field}\b"):
        RISK.new_game(setup, 1)


def test_the_seat_to_act_and_nobody_else():
    s = mid_game("skirmish", steps=20)
    assert RISK.to_act(s) == {s.actor} and RISK.seats(s) == tuple(s.seats)
    assert all(RISK.legal_actions(s, h) == [] for h in s.seats if h != s.actor)
    done = mid_game("skirmish", 2, steps=100_000)
    assert RISK.to_act(done) == frozenset() and isinstance(RISK.result(done), Result)


def reinforcing():
    s = board_state({"Harrenhal": "stark", "Winterfell": "stark"}, phase="reinforce")
    s.turn.reinforcements = 8
    return s


def test_a_free_amount_is_one_template_and_any_value_inside_it_is_accepted():
    s = reinforcing()
    legal = RISK.legal_actions(s, "stark")
    assert Deploy("Harrenhal", Amount(1, 8)) in legal and Deploy("Harrenhal", 8) not in legal
    after, _ = RISK.apply(s, "stark", Deploy("Harrenhal", 2))          # never listed as such, inside the bounds
    assert after.armies["Harrenhal"] == s.armies["Harrenhal"] + 2 and after.turn.reinforcements == 6


@pytest.mark.parametrize("action, seat", [
    (Deploy("Harrenhal", 9), "stark"),                  # beyond the bounds
    (Deploy("Harrenhal", 0), "stark"),
    (Deploy("Harrenhal", Amount(1, 8)), "stark"),       # the template itself, its amount not filled in
    (Deploy("Riverrun", 1), "stark"),                   # not a territory of the seat
    (Deploy("Harrenhal", 1), "lannister"),              # not that seat's decision
    (EndInvade(), "stark"),                             # another step's action
    (Draw(), "stark"),
])
def test_apply_and_apply_in_place_refuse_what_is_not_listed_and_change_nothing(action, seat):
    s = reinforcing()
    before = json.dumps(s.to_dict())
    with pytest.raises(IllegalAction):
        RISK.apply(s, seat, action)
    with pytest.raises(IllegalAction):
        RISK.apply_in_place(s, seat, action)
    assert json.dumps(s.to_dict()) == before


@pytest.mark.parametrize("rules, steps", [("skirmish", 30), ("skirmish", 90), ("domination", 300), ("domination", 700)])
def test_every_listed_action_applies_at_both_ends_of_its_amounts(rules, steps):
    s = mid_game(rules, steps=steps)
    for template in RISK.legal_actions(s, s.actor):
        for pick in (min, max):
            RISK.apply(s, s.actor, fill(template, pick))


def test_a_view_cannot_change_the_game_nor_change_with_it():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 5}, default="baratheon")
    s.units = {"Harrenhal": {"knight": 1}}
    v = RISK.view(s, "stark")
    with pytest.raises(TypeError):
        v.units["Harrenhal"]["knight"] = 99                # type: ignore[index]
    with pytest.raises(TypeError):
        v.armies["Harrenhal"] = 99                         # type: ignore[index]
    with pytest.raises(TypeError):
        v.players["stark"].mods["attack_plus@turn"] = 3    # type: ignore[index]
    RISK.apply_in_place(s, "stark", Attack("Harrenhal", "King's Landing", 3))
    assert v.armies["Harrenhal"] == 5 and v.phase == "invade" and v.units["Harrenhal"]["knight"] == 1
    assert s.armies["Harrenhal"] != 5 or s.armies["King's Landing"] != 1


@pytest.mark.parametrize("rules", ["skirmish", "domination"])
def test_state_actions_and_events_round_trip_through_json(rules):
    s, events = new(rules, 4, 5, map_name="mini")
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    s, actions = play_game(s, agents, max_actions=300, on_step=events.extend)
    text = json.dumps(RISK.state_to_json(s))
    assert RISK.state_from_json(json.loads(text)) == s and json.dumps(RISK.state_to_json(RISK.state_from_json(json.loads(text)))) == text
    for a in actions + RISK.legal_actions(s, s.actor) + [Manoeuvre("a", "b", Amount(1, 4), True)]:
        assert RISK.action_from_json(json.loads(json.dumps(RISK.action_to_json(a)))) == a
    assert all(Event.from_dict(json.loads(json.dumps(e.to_dict()))) == e for e in events)


def test_the_cards_drawn_are_seen_by_their_drawer_only():
    s, events = new("domination", 4, 2, map_name="mini")
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    s, _ = play_game(s, agents, max_actions=3000, on_step=events.extend)
    private = [e for e in events if e.audience is not None]
    assert {e.kind for e in private} >= {"drawn", "maester_drawn", "objective_kept"}
    assert all(e.audience == {e.data["house"]} for e in private)
    assert all("card" not in e.data for e in events if e.kind in ("draw", "buy_maester", "keep_objective"))


def test_no_event_says_where_the_end_game_card_lies_or_gives_the_seed():
    s, events = new("skirmish", 3, 4, map_name="mini")
    assert all(set(e.data) <= {"deck"} for e in events if e.kind == "end_game_card")
    assert all("seed" not in e.data for e in events)


def test_barriers_are_dice_draws_and_reveals():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 5}, default="baratheon")
    after, events = RISK.apply(s, "stark", Attack("Harrenhal", "King's Landing", 3))
    assert RISK.is_barrier(s, after, events)                     # dice were rolled
    after, events = RISK.apply(s, "stark", EndInvade())
    assert not RISK.is_barrier(s, after, events)
    s.phase, s.turn.conquered = "draw", 1
    after, events = RISK.apply(s, "stark", Draw())
    assert RISK.is_barrier(s, after, events)                     # a card came off the deck
    assert not RISK.is_barrier(s, *RISK.apply(s, "stark", EndTurn()))


def test_old_version_one_saves_still_load_and_replay(capsys):
    import run
    from pathlib import Path

    assert run.main(["risk", "--replay", str(Path(__file__).parent / "data" / "v1_skirmish_save.json"), "--quiet"]) == 0
    assert "final state matches" in capsys.readouterr().out


def test_every_event_renders_for_its_audience():
    s, events = new("domination", 3, 6, map_name="mini")
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    play_game(s, agents, max_actions=2000, on_step=events.extend)
    for e in events:
        viewer = None if e.audience is None else next(iter(e.audience))
        assert RISK.render(e, viewer).strip()


def test_random_agent_fills_amounts_within_bounds():
    s = reinforcing()
    agent, seen = RandomAgent(3), set()
    for _ in range(200):
        a = agent.choose(RISK.view(s, "stark"), RISK.legal_actions(s, "stark"))
        assert not amount_fields(a)
        if isinstance(a, Deploy):
            seen.add(a.armies)
    assert seen == set(range(1, 9))
