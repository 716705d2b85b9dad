"""The battle session behind the screen, an adapter over the one game session: undo back to the dice-roll
barrier, illegal actions refused, AI seats played by the registry's agents, save and load (the current
format, and the first release's battle saves through the session's migration)."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from strategic.session.agents import HUMAN, kinds_for
from strategic.ui.battle_session import BattleSession
from tactical.protocol import IllegalAction, SaveError
from tactical.rules.actions import Move, Pass, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.setup_view import SEATS
from tests.ui.old_saves import write_v1_battle

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parents[2]


def hot_seat(seed: int = 1) -> BattleSession:
    sc = load_scenario("clash_on_the_kingsroad")
    return BattleSession.start(sc, seed, {s.house: HUMAN for s in sc.sides})


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


def test_an_ai_seat_plays_through_the_session_from_its_own_view():
    sc = load_scenario("clash_on_the_kingsroad")
    s = BattleSession.start(sc, 1, {sc.sides[0].house: "greedy", sc.sides[1].house: HUMAN})
    assert s.ai_to_move() and s.humans() == [sc.sides[1].house]
    events = s.step_ai()
    assert len(s.actions) == 1 and events == s.last_events


def test_save_and_load_replays_the_same_battle(tmp_path):
    s = hot_seat()
    order_and_move(s)
    path = tmp_path / "battle.json"
    s.save(path)
    assert json.loads(path.read_text())["game"] == "battlelore"
    loaded = BattleSession.load(path)
    assert loaded.actions == s.actions
    assert loaded.state.to_dict() == s.state.to_dict()
    assert loaded.seats == s.seats


def test_a_first_release_battle_save_still_loads_with_its_players(tmp_path):
    s = hot_seat()
    order_and_move(s)
    sc = s.scenario
    for seats, expected in (({sc.sides[0].house: HUMAN, sc.sides[1].house: "easy"}, None),
                            ({}, {side.house: HUMAN for side in sc.sides})):   # no players named: humans
        path = tmp_path / "old.json"
        write_v1_battle(path, sc, 1, s.actions, seats)
        loaded = BattleSession.load(path)
        assert loaded.actions == s.actions and loaded.state.to_dict() == s.state.to_dict()
        assert loaded.seats == (expected or seats)


def test_a_save_of_another_game_is_not_opened_as_a_battle(tmp_path):
    path = tmp_path / "risk.json"
    path.write_text(json.dumps({"format": 2, "game": "risk", "setup": {}, "seed": 1, "actions": []}))
    with pytest.raises(SaveError, match="not a battle"):
        BattleSession.load(path)


def test_the_setup_screen_offers_kinds_the_agent_registry_knows():
    assert SEATS[0] == HUMAN and set(SEATS) <= set(kinds_for("battlelore"))


def test_tactical_never_imports_strategic():
    """The battle screens get the host's objects handed to them: tactical/ is the lower layer."""
    offenders = []
    for path in (ROOT / "tactical").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] == "strategic"]
    assert not offenders
