"""AI seats think off the window's thread (strategic/ui/thinking.py), driven through the screens' handlers
with the thread on: while a slow agent chooses, `on_update` returns at once and the prompt says who is
thinking; its choice is then played on the window's thread and the game goes on exactly as when the AI
chooses when asked; a choice made for a position an undo left is dropped; an agent's exception comes out
of `on_update` as it does without the thread.

The agents here are the real ones wrapped in a `Gate` that holds each choice until the test opens it.
"""
from __future__ import annotations

import threading
import time

import pytest

from strategic.session.agents import make_agent
from strategic.session.session import Session
from strategic.ui import thinking
from strategic.ui.game_session import GameSession
from tactical.protocol import IllegalAction
from tactical.scenario import load_scenario
from tests.ui.driver import EagerPlayer, perform
from tests.ui.handoff_driver import to_a_human_battle
from tests.ui.test_strategic_screen import start

pytestmark = pytest.mark.ui
CLASH = "clash_on_the_kingsroad"
BATTLE_SEATS = {"lannister": "human", "stark": "greedy"}
GREEDY3 = {"stark": "greedy", "baratheon": "greedy", "lannister": "greedy"}
PATIENCE = 60.0         # seconds a test waits for a thread before it fails (a loaded machine is slow)


class Gate:
    """An agent that chooses what the agent it wraps would, once its gate is open (or raises `error`)."""

    def __init__(self, inner, error: Exception | None = None) -> None:
        self.inner, self.name, self.error = inner, inner.name, error
        self.open = threading.Event()
        self.open.set()
        self.threads: set[str] = set()

    def choose(self, view, legal):
        self.threads.add(threading.current_thread().name)
        if not self.open.wait(PATIENCE):
            raise AssertionError("the test never opened the gate")
        if self.error is not None:
            raise self.error
        return self.inner.choose(view, legal)


@pytest.fixture
def threaded(monkeypatch):
    monkeypatch.setattr(thinking, "THREADED", True)


def gated(session: Session, error: Exception | None = None) -> dict[str, Gate]:
    """Wrap every AI agent of the session in a Gate."""
    agents = session.agents
    gates = {seat: Gate(agent, error) for seat, agent in agents.items()}
    agents.update(gates)
    return gates


def pump(view, until, dt: float = 0.05) -> None:
    """Frames until `until()` holds (the thread gets the time between them)."""
    deadline = time.monotonic() + PATIENCE
    while not until():
        assert time.monotonic() < deadline, "the AI's step never came"
        view.on_update(dt)
        time.sleep(0.001)


def frames_take(view, count: int, dt: float = 0.1) -> float:
    started = time.monotonic()
    for _ in range(count):
        view.on_update(dt)
    return time.monotonic() - started


def battle(app, seed: int = 3):
    view = app.start_battle(load_scenario(CLASH), seed, BATTLE_SEATS)
    return view, gated(view.session.session)["stark"]


def to_ai_turn(view, player: EagerPlayer, undoable: bool = False) -> None:
    """The human plays until the AI is to move (and, if asked, the human may still undo)."""
    s = view.session
    for _ in range(500):
        if s.ai_to_move() and (view.may_undo() or not undoable):
            return
        if s.ai_to_move():
            view.step_ai()
            view.refresh()
        else:
            perform(view, player.choose(s.view_for(s.current_player()), s.legal()))
    raise AssertionError("the AI never came to move")


def test_the_battle_screen_stays_live_while_the_ai_thinks_and_says_so(app, threaded):
    view, gate = battle(app)
    s = view.session
    to_ai_turn(view, EagerPlayer(3))
    gate.open.clear()
    played = len(s.actions)
    assert frames_take(view, 15) < 1.0, "15 frames while the AI holds its choice take no time"
    assert len(s.actions) == played and s.thinking
    assert view.prompt_info().title == "Stark (greedy) has been thinking for 1 s…"
    gate.open.set()
    pump(view, lambda: len(s.actions) > played)
    assert not s.thinking and "thinking" not in view.prompt_info().title
    assert threading.main_thread().name not in gate.threads, "every choice was made off the window's thread"


def _battle_record(app, monkeypatch, threaded: bool, steps: int = 120):
    monkeypatch.setattr(thinking, "THREADED", threaded)
    view, _ = battle(app, seed=4)
    s, player = view.session, EagerPlayer(4)
    deadline = time.monotonic() + PATIENCE
    while len(s.actions) < steps and not s.is_over():
        assert time.monotonic() < deadline
        if view.human_to_act():
            perform(view, player.choose(s.view_for(s.current_player()), s.legal()))
        else:
            view.on_update(0.05)
    return [(p.seat, p.action) for p in s.session.history], s.session.events, s.session.state_hash(), view.log


def test_a_battle_with_the_ai_thinking_on_its_thread_plays_as_one_whose_ai_chooses_when_asked(app, monkeypatch):
    at_once = _battle_record(app, monkeypatch, threaded=False)
    on_thread = _battle_record(app, monkeypatch, threaded=True)
    assert on_thread[0] == at_once[0], "the same actions"
    assert on_thread[1] == at_once[1], "the same events"
    assert on_thread[2] == at_once[2], "the same state"
    assert on_thread[3] == at_once[3], "the same log on the screen"


def test_next_step_and_skip_wait_for_the_thinking_ai_without_holding_the_window(app, threaded):
    view, gate = battle(app, seed=1)
    s = view.session
    to_ai_turn(view, EagerPlayer(1))
    view.toggle_ai_pause()
    gate.open.clear()
    played = len(s.actions)
    view.next_step()
    assert len(s.actions) == played and view.one_step, "Next step waits for the choice"
    gate.open.set()
    pump(view, lambda: len(s.actions) > played)
    assert len(s.actions) == played + 1 and view.follow.paused and not view.one_step
    gate.open.clear()
    view.on_update(5.0)
    assert len(s.actions) == played + 1, "and then the AI holds again"
    if not s.ai_to_move():
        return
    view.skip_ai()
    assert view.follow.skipping and s.ai_to_move(), "Skip returns at once, the AI still thinking"
    gate.open.set()
    pump(view, lambda: not s.ai_to_move())
    assert s.is_over() or view.human_to_act()
    assert view.follow.skipping is not (s.is_over() or s.decision_kind() in ("turn", "keep"))


def test_an_undo_while_the_ai_thinks_drops_its_choice(app, threaded):
    view, gate = battle(app, seed=2)
    s = view.session
    player = EagerPlayer(2)
    to_ai_turn(view, player, undoable=True)
    gate.open.clear()
    view.on_update(0.1)
    assert s.thinking
    view.undo()
    undone = [(p.seat, p.action) for p in s.session.history]
    assert view.human_to_act() and view.message == "Undone."
    gate.open.set()
    pump(view, lambda: not s.thinking)
    for _ in range(5):
        view.on_update(0.1)
    assert [(p.seat, p.action) for p in s.session.history] == undone, "the stale choice was not played"
    to_ai_turn(view, player)
    played = len(s.actions)
    pump(view, lambda: len(s.actions) > played)      # and the AI thinks afresh for the new position


def test_an_agent_that_fails_on_its_thread_fails_the_screen_as_it_does_when_asked(app, monkeypatch):
    for on_thread in (False, True):
        monkeypatch.setattr(thinking, "THREADED", on_thread)
        view = app.start_battle(load_scenario(CLASH), 3, BATTLE_SEATS)
        gated(view.session.session, RuntimeError("the agent broke"))
        to_ai_turn(view, EagerPlayer(3))
        played = len(view.session.actions)
        with pytest.raises(RuntimeError, match="the agent broke"):
            pump(view, lambda: False)
        assert len(view.session.actions) == played, "nothing was played"


def test_the_risk_screen_stays_live_while_an_ai_thinks_and_plays_as_when_the_ai_chooses_when_asked(
        app, monkeypatch, threaded):
    screen = start(app, "skirmish", 3, seats=GREEDY3)
    gates = gated(screen.session.session)
    s = screen.session.session
    for gate in gates.values():
        gate.open.clear()
    assert frames_take(screen, 15) < 1.0 and not s.history and screen.session.thinking
    assert "(greedy) has been thinking for 1 s… Watch the map" in screen.prompt_info().words
    for gate in gates.values():
        gate.open.set()
    pump(screen, lambda: len(s.history) >= 60)
    assert "thinking" not in screen.prompt_info().words
    monkeypatch.setattr(thinking, "THREADED", False)
    again = Session.start(s.game, s.setup, s.seed, s.seats)
    while len(again.history) < len(s.history):
        again.step()
    assert [(p.seat, p.action) for p in again.history] == [(p.seat, p.action) for p in s.history]
    assert again.state_hash() == s.state_hash()


def test_a_choice_played_for_a_position_the_game_left_is_refused():
    game = Session.start("risk", {"rules": "skirmish", "players": 3, "max_rounds": 200}, 5, GREEDY3)
    turn = game.ai_turn()
    assert turn is not None and game.is_current(turn)
    game.step()
    assert not game.is_current(turn)
    with pytest.raises(IllegalAction, match="moved on"):
        game.play_ai(turn, turn.choose())


def _handoff_record(app, monkeypatch, threaded: bool):
    """A Risk battle on hexes fought on the battle screen: the human's side by the greedy battle AI, the AI's
    side thinking through the strategic session (on its thread, or when asked); the strategic game after."""
    monkeypatch.setattr(thinking, "THREADED", threaded)
    gs = GameSession.start("risk", {"rules": "skirmish", "players": 2, "battles": "hexes", "max_rounds": 6}, 3,
                           {"targaryen": "human", "ghiscari": "greedy"})
    to_a_human_battle(gs, "risk")
    screen = app.show_strategic(gs)
    screen.on_update(0.1)
    view = app.window.current_view
    battle, human = view.session, make_agent("battlelore", "greedy", 2)
    gates, held = gated(gs.session.child), threaded
    deadline = time.monotonic() + PATIENCE
    while app.window.current_view is not screen:        # to the battle's end, and back to the map
        assert time.monotonic() < deadline
        if not battle.ai_to_move() and not battle.is_over():
            battle.submit(human.choose(battle.view_for(battle.current_player()), battle.legal()))
        elif held:                                      # once: the window stays live while the AI thinks
            held = False
            for gate in gates.values():
                gate.open.clear()
            assert frames_take(view, 5) < 1.0 and battle.thinking
            for gate in gates.values():
                gate.open.set()
        else:
            view.on_update(0.5)
    assert gs.session.child is None and battle.is_over()
    return [(p.seat, p.action, p.result) for p in gs.session.history], gs.session.state_hash()


def test_a_handed_off_battle_thinks_through_the_strategic_session_and_ends_as_when_asked(app, monkeypatch):
    assert _handoff_record(app, monkeypatch, False) == _handoff_record(app, monkeypatch, True)
