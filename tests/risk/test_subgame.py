"""The stand-in sub-game: one invasion fought as a game of its own (`RISK_BATTLE`) with the Risk dice, and
the Risk game with `battles="subgame"` pausing on it and resuming with its outcome."""
from __future__ import annotations

import json

import pytest

from strategic.risk.ai.agents import make_agent
from strategic.risk.battle_game import RISK_BATTLE, Retreat, Roll
from .conftest import play_game
from strategic.risk.game import RISK
from strategic.risk.rules.actions import Attack, Defend, EndInvade, Invade, MoveIn
from tactical.protocol import Amount, IllegalAction, SubGameResult, UserError

from .conftest import board_state, new

SETUP = {"attacker": "stark", "defender": "lannister", "src": "Harrenhal", "dst": "King's Landing",
         "attacking": 5, "defending": 2}


def battle(**changes):
    return RISK_BATTLE.new_game(SETUP | changes, 7)[0]


def play(state, *moves):
    for seat, action in moves:
        assert RISK_BATTLE.to_act(state) == {seat}
        state, _ = RISK_BATTLE.apply(state, seat, action)
    return state


def test_the_seed_example_as_a_battle_of_its_own():
    """Stark 6-4-1 against Lannister 5-4: one loss each; then 5-3-2 against a lone 4 takes the territory,
    and the 3 armies that rolled last move in."""
    s = battle(fixed_dice=[[[6, 4, 1], [5, 4]], [[5, 3, 2], [4]]])
    assert RISK_BATTLE.legal_actions(s, "attacker") == [Roll(1), Roll(2), Roll(3), Retreat()]
    s = play(s, ("attacker", Roll(3)), ("defender", Defend(2)))
    assert (s.att_left, s.def_left) == (4, 1) and RISK_BATTLE.result(s) is None
    s = play(s, ("attacker", Roll(3)))                 # one defender left: it rolls its one die, no choice
    assert RISK_BATTLE.to_act(s) == frozenset() and RISK_BATTLE.result(s).winners == ("attacker",)
    assert RISK_BATTLE.result(s).outcome == {"attacker_losses": 1, "defender_losses": 2, "conquered": True,
                                              "engaged": 3}


def test_the_attacker_may_break_off_or_run_out_of_armies():
    s = play(battle(fixed_dice=[[[2], [6, 6]]]), ("attacker", Roll(1)), ("defender", Defend(2)), ("attacker", Retreat()))
    assert RISK_BATTLE.result(s).outcome == {"attacker_losses": 1, "defender_losses": 0, "conquered": False,
                                              "engaged": 0}
    assert RISK_BATTLE.result(s).reason == "retreat"
    s = play(battle(attacking=1, fixed_dice=[[[2], [6, 6]]]), ("attacker", Roll(1)), ("defender", Defend(2)))
    assert RISK_BATTLE.result(s).winners == ("defender",) and RISK_BATTLE.result(s).reason == "repelled"


def test_special_units_change_the_dice_as_in_the_risk_game():
    """A knight adds 1 to the best attack die (5 becomes 6 and beats a 5); a fortification makes every
    defence die a d8."""
    s = battle(attack={"plus": 1}, defence={"all_d8": True}, fixed_dice=[[[5, 1, 1], [5, 1]]])
    s, events = RISK_BATTLE.apply(play(s, ("attacker", Roll(3))), "defender", Defend(2))
    assert events[0].data["att_ranked"][0] == 6 and events[0].data["def_sides"] == [8, 8]
    assert (s.att_left, s.def_left) == (4, 1)


def test_the_battle_refuses_what_is_not_listed_and_round_trips():
    s = battle(attacking=2)
    for seat, action in [("attacker", Roll(3)), ("defender", Defend(2)), ("attacker", Defend(1))]:
        with pytest.raises(IllegalAction):
            RISK_BATTLE.apply(s, seat, action)
    s = play(s, ("attacker", Roll(2)))
    assert RISK_BATTLE.state_from_json(json.loads(json.dumps(RISK_BATTLE.state_to_json(s)))) == s
    for a in (Roll(2), Retreat(), Defend(1)):
        assert RISK_BATTLE.action_from_json(json.loads(json.dumps(RISK_BATTLE.action_to_json(a)))) == a
    view = RISK_BATTLE.view(s, "defender")
    assert "rng" not in view._fields and view.dice == 2
    with pytest.raises(UserError, match="attacking"):
        RISK_BATTLE.new_game(SETUP | {"attacking": 0}, 1)


def invading(units=None):
    s = board_state({"Harrenhal": "stark", "Winterfell": "stark", "King's Landing": "lannister", "Casterly Rock": "lannister"},
                    {"Harrenhal": 7, "King's Landing": 2}, default="baratheon")
    s.battles = "subgame"
    s.units = units or {}
    return s


def test_an_invasion_pauses_the_game_on_a_sub_game_and_resumes_with_its_result():
    s = invading({"Harrenhal": {"knight": 1}})
    legal = RISK.legal_actions(s, "stark")
    assert Invade("Harrenhal", "King's Landing") in legal and not any(isinstance(a, Attack) for a in legal)
    paused, events = RISK.apply(s, "stark", Invade("Harrenhal", "King's Landing"))
    assert RISK.is_barrier(s, paused, events)                     # the sub-game's seed came from the Rng
    assert RISK.to_act(paused) == frozenset() and RISK.legal_actions(paused, "stark") == []
    sub = RISK.subgame(paused)
    assert sub is not None and sub.game == "risk_battle" and sub.seats == {"attacker": "stark", "defender": "lannister"}
    assert (sub.setup["attacking"], sub.setup["defending"], sub.setup["attack"]["plus"]) == (6, 2, 1)
    assert "seed" not in RISK.view(paused, "lannister").pending                     # its dice are to come
    b, _ = RISK_BATTLE.new_game(dict(sub.setup, fixed_dice=[[[6, 4, 1], [5, 4]], [[5, 3, 2], [4]]]), sub.seed)
    b = play(b, ("attacker", Roll(3)), ("defender", Defend(2)), ("attacker", Roll(3)))
    result = RISK_BATTLE.result(b)
    after, events = RISK.resume(paused, SubGameResult(("stark",), result.outcome))
    assert after.owner["King's Landing"] == "stark" and after.units == {"King's Landing": {"knight": 1}}
    assert (after.armies["Harrenhal"], after.armies["King's Landing"]) == (3, 3)     # 7 - 1 lost - 3 moved in
    assert after.phase == "conquer" and RISK.legal_actions(after, "stark") == [MoveIn(Amount(0, 2))]
    assert [e.kind for e in events] == ["invasion", "conquer"]


def test_a_failed_invasion_only_costs_armies():
    paused, _ = RISK.apply(invading(), "stark", Invade("Harrenhal", "King's Landing"))
    after, _ = RISK.resume(paused, SubGameResult(("defender",), {"attacker_losses": 4, "defender_losses": 1,
                                                                 "conquered": False, "engaged": 0}))
    assert (after.armies["Harrenhal"], after.armies["King's Landing"], after.owner["King's Landing"]) == (3, 1, "lannister")
    assert after.phase == "invade" and RISK.to_act(after) == {"stark"} and EndInvade() in RISK.legal_actions(after, "stark")


@pytest.mark.parametrize("outcome", [
    {"attacker_losses": 7, "defender_losses": 0, "conquered": False, "engaged": 0},   # more than it committed
    {"attacker_losses": 0, "defender_losses": 2, "conquered": False, "engaged": 0},   # all fell, not taken?
    {"attacker_losses": 0, "defender_losses": 2, "conquered": True, "engaged": 0},    # nobody to move in
    {"attacker_losses": 0},
])
def test_an_outcome_that_does_not_fit_the_battle_is_refused(outcome):
    paused, _ = RISK.apply(invading(), "stark", Invade("Harrenhal", "King's Landing"))
    before = json.dumps(paused.to_dict())
    with pytest.raises(IllegalAction):
        RISK.resume(paused, SubGameResult(("attacker",), outcome))
    assert json.dumps(paused.to_dict()) == before
    with pytest.raises(IllegalAction):
        RISK.resume(invading(), SubGameResult(("attacker",), outcome))       # not waiting on a battle


@pytest.mark.parametrize("rules, kind", [("skirmish", "greedy"), ("domination", "greedy"), ("skirmish", "random")])
def test_whole_games_play_with_every_invasion_a_sub_game(rules, kind):
    s, _ = new(rules, 3, 4, map_name="mini", max_rounds=15, battles="subgame")
    kinds = []
    s, actions = play_game(s, {h: make_agent(kind, i) for i, h in enumerate(s.seats)},
                           on_step=lambda evs: kinds.extend(e.kind for e in evs))
    assert s.result is not None and "invasion" in kinds and "battle" in kinds and "attack" not in kinds
