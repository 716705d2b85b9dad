"""The battle session behind the screen: undo by replay, the dice-roll barrier, save and load."""
from __future__ import annotations

import pytest

from tactical.protocol import IllegalAction
from tactical.rules.actions import Move, Pass, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.session import BattleSession

pytestmark = pytest.mark.ui


def hot_seat(seed: int = 1) -> BattleSession:
    sc = load_scenario("clash_on_the_kingsroad")
    return BattleSession(sc, seed, {s.house: "human" for s in sc.sides})


def order_and_move(s: BattleSession) -> tuple[UseOrderToken, Move]:
    order = next(a for a in s.legal() if isinstance(a, UseOrderToken))
    s.submit(order)
    move = next(a for a in s.legal() if isinstance(a, Move))
    s.submit(move)
    return order, move


def test_undo_restores_the_state_before_a_move():
    s = hot_seat()
    s.submit(next(a for a in s.legal() if isinstance(a, UseOrderToken)))
    before = s.state.to_dict()
    s.submit(next(a for a in s.legal() if isinstance(a, Move)))
    assert s.state.to_dict() != before
    assert s.undo()
    assert s.state.to_dict() == before


def test_undo_never_goes_back_past_the_opening_draws():
    s = hot_seat()
    assert not s.can_undo() and not s.undo()


def test_undo_stops_at_a_dice_roll():
    s = hot_seat(2)
    while not any(e.kind == "roll" for e in s.last_events) or len(s.actions) < 2:
        s.submit(s.legal()[0] if s.legal()[0] != Pass() or len(s.legal()) == 1 else s.legal()[1])
    assert not s.can_undo(), "the action that rolled dice cannot be taken back"


def test_an_illegal_action_changes_nothing():
    s = hot_seat()
    before = s.state.to_dict()
    with pytest.raises(IllegalAction):
        s.submit(Move(0, 0))
    assert s.state.to_dict() == before and s.actions == []


def test_save_and_load_replays_the_same_battle(tmp_path):
    s = hot_seat()
    order_and_move(s)
    path = tmp_path / "battle.json"
    s.save(path)
    loaded = BattleSession.load(path)
    assert loaded.actions == s.actions
    assert loaded.state.to_dict() == s.state.to_dict()
    assert loaded.seats == s.seats
