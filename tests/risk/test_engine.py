"""The engine protocol: JSON round trip, illegal actions change nothing, view() hides hidden things,
actions are readable and serialisable."""
from __future__ import annotations

import json

import pytest

from strategic.risk.rules import actions as A
from strategic.risk.rules.actions import Attack, Deploy, EndInvade, action_from_dict
from strategic.risk.ai.agents import RandomAgent
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view
from .conftest import play_game
from strategic.risk.rules.state import RiskState
from tactical.protocol import IllegalAction, SaveError

from .conftest import act, new


def mid_game(rules="domination", players=4, seed=3, steps=400):
    s, _ = new(rules, players, seed, map_name="mini")
    agents = {h: RandomAgent(i + seed) for i, h in enumerate(s.seats)}
    s, _ = play_game(s, agents, max_actions=steps)
    return s


@pytest.mark.parametrize("rules", ["skirmish", "domination"])
def test_state_round_trips_through_json_exactly(rules):
    s = mid_game(rules)
    text = json.dumps(s.to_dict())
    back = RiskState.from_dict(json.loads(text))
    assert back == s and json.dumps(back.to_dict()) == text
    assert back.rng == s.rng


def test_a_newer_save_format_is_refused():
    d = mid_game().to_dict()
    d["format"] = 99
    with pytest.raises(SaveError, match="newer"):
        RiskState.from_dict(d)
    with pytest.raises(SaveError):
        RiskState.from_dict({"rules": "skirmish"})


def test_illegal_actions_raise_and_change_nothing():
    s = mid_game("skirmish", steps=50)
    before = json.dumps(s.to_dict())
    wrong_seat = next(h for h in s.seats if h != s.actor)
    for action, seat in [(Deploy("Winterfell", 99), None), (Attack("Winterfell", "Sunspear", 3), None),
                         (EndInvade(), wrong_seat), (A.Draw(), None)]:
        if action in legal_actions(s, s.actor):
            continue
        with pytest.raises(IllegalAction) as err:
            act(s, action, seat)
        assert str(action) in str(err.value) or "decision" in str(err.value)
    assert json.dumps(s.to_dict()) == before


def test_legal_actions_only_for_the_seat_to_act():
    s = mid_game("skirmish", steps=20)
    assert legal_actions(s, s.actor)
    assert all(legal_actions(s, h) == [] for h in s.seats if h != s.actor)


def test_view_hides_other_hands_objectives_and_deck_order():
    s = mid_game("domination", steps=600)
    me = s.seats[0]
    other = s.seats[1]
    s.players[other].cards = ["Rosby", "Oldtown"]
    s.players[other].objectives = ["usurper"]
    s.players[other].maester = ["wildfire"]
    v = view(s, me)
    assert v.hand == tuple(s.players[me].cards)
    assert v.players[other].cards == 2 and v.players[other].objectives == 1 and v.players[other].maester == 1
    for p in s.players.values():
        p.achieved = [o for o in p.achieved if o != "usurper"]
    s.players[me].objectives = [o for o in s.players[me].objectives if o != "usurper"]
    s.players[me].maester = [c for c in s.players[me].maester if c != "wildfire"]
    text = json.dumps(view(s, me).to_dict())
    assert "usurper" not in text and "wildfire" not in text
    assert "usurper" in json.dumps(view(s, other).to_dict())
    assert "deck" not in v.to_dict() and v.deck_size == len(s.deck)
    assert "rng" not in v.to_dict()
    # the objectives a player is choosing between are shown to that player only
    s.pending = {"choice": ["usurper", "two_seats"], "resume": "buy", "resume_actor": other}
    s.actor = other
    assert view(s, other).pending["choice"] == ("usurper", "two_seats")
    assert view(s, me).pending["choice"] == 2


def test_view_cannot_change_the_state():
    s = mid_game("skirmish", steps=20)
    v = view(s, s.actor)
    with pytest.raises(TypeError):
        v.armies["Winterfell"] = 99        # type: ignore[index]


@pytest.mark.parametrize("action", [
    A.PlaceArmy("Winterfell"), A.ReturnObjective("usurper"), A.Trade(("a", "b", "c"), "a"), A.Trade(("a", "b", "c")),
    A.TradeForUnit("a"), A.Deploy("Winterfell", 3), A.PlaceUnit("Winterfell", "knight"), A.EndReinforce(),
    A.BuyMaester(), A.BuyObjective(), A.EndBuy(), A.KeepObjective("x"), A.PlayMaester("wildfire"),
    A.UseCharacter("stark_robb", None), A.Attack("a", "b", 2), A.Defend(1), A.MoveIn(2), A.EndInvade(),
    A.Manoeuvre("a", "b", 3, True), A.EndManoeuvre(), A.ClaimObjective("x"), A.Draw(), A.EndTurn(),
])
def test_actions_are_readable_and_round_trip(action):
    assert str(action) and "object at" not in str(action)
    assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


def test_unknown_action_dict_is_refused():
    with pytest.raises(IllegalAction):
        action_from_dict({"type": "fly", "to": "the moon"})
