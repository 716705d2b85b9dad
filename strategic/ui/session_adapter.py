"""What the window's two adapters over the one `Session` (strategic/session/) share: the battle screen's
(battle_session.py) and the strategic screens' (game_session.py).

Both read the seat to act, its legal actions and view, submit what the player chose, keep the events of
the last step (dice tray, log), undo back to the last dice roll or card draw, save, and with `autosave_to`
set write the game there after their steps; a failed autosave is kept in `autosave_error` for the screen to
say. Who acts first when several may (`current_player`) and when an AI step is saved are each adapter's.
AI seats think on their own thread (thinking.py): a screen calls `think_ai` each frame and `step_ai` once
it says the choice is ready, so the window stays live meanwhile. No Arcade, no rule here.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from strategic.session.saves import save_session, save_text
from strategic.ui import thinking
from strategic.ui.autosave import WRITER
from strategic.session.session import Session
from tactical.protocol import Event, IllegalAction


class SessionAdapter:
    OVER = "the game is over"           # why a submit after the end is refused

    def __init__(self, session: Session) -> None:
        self.session = session
        self.last_events: list[Event] = []      # what the last submit or AI step produced (dice tray, tests)
        self.autosave_to: Path | None = None     # where steps are saved (None: not autosaved)
        self._save_error = ""
        self._thought: thinking.Thought | None = None     # the AI choice being thought, or thought, off-thread

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def seed(self) -> int:
        return self.session.seed

    @property
    def seats(self) -> dict[str, str]:
        return self.session.seats

    @property
    def seat_order(self) -> list[str]:
        return list(self.session.game.seats(self.state))

    @property
    def events(self) -> list[Event]:
        return self.session.events

    def current_player(self) -> str | None:
        raise NotImplementedError

    def legal(self) -> list[Any]:
        player = self.current_player()
        return self.session.legal(player) if player is not None else []

    def view_for(self, seat: str) -> Any:
        return self.session.view(seat)

    def is_over(self) -> bool:
        return self.session.is_over()

    def is_human(self, seat: str | None) -> bool:
        return self.session.is_human(seat)

    def humans(self) -> list[str]:
        return [s for s in self.seat_order if self.is_human(s)]

    def ai_to_move(self) -> bool:
        return not self.is_over() and not self.is_human(self.current_player())

    # ------------------------------------------------------------------ acting
    def submit(self, action: Any) -> list[Event]:
        """The seat to act plays `action`; IllegalAction (nothing changes) if the rules do not allow it."""
        player = self.current_player()
        if player is None:
            raise IllegalAction(f"{action}: {self.OVER}")
        return self._done(self.session.submit(player, action))

    def think_ai(self) -> bool:
        """Have the AI seat to act think on its own thread; True once `step_ai` can play without waiting
        (its choice is ready, or there is nothing to think off-thread: no thread in tests, a secret round
        of several AI seats). A choice thought for a position the game has left is dropped."""
        thought = self._thought
        if thought is not None and not thought.done():
            return False                # one at a time: never two threads in one agent
        if thought is not None and not self.session.is_current(thought.turn):
            thought = self._thought = None
        if thought is None and thinking.THREADED and self.ai_to_move():
            turn = self.session.ai_turn()
            if turn is not None:
                self._thought = thought = thinking.Thought(turn)
        return thought is None or thought.done()

    @property
    def thinking(self) -> bool:
        """Whether an AI is choosing on its own thread now."""
        return self._thought is not None and not self._thought.done()

    def step_ai(self) -> list[Event]:
        """The AI seat to act plays: the choice `think_ai` had it think (waited for, if a caller did not ask
        whether it was ready), or, with none for this position, a choice made now, as `Session.step()`. An
        exception of the agent's is raised here either way."""
        before, thought, self._thought = self.current_player(), self._thought, None
        if thought is not None:
            thought.wait()              # never a second choice from the agent while it makes one
            if self.session.is_current(thought.turn):
                return self._ai_done(before, self.session.play_ai(thought.turn, thought.choice()))
        return self._ai_done(before, self.session.step())

    def _ai_done(self, before: str | None, events: list[Event]) -> list[Event]:
        """An AI step was played (by `before`): every one is autosaved unless an adapter says otherwise."""
        return self._done(events)

    def _done(self, events: list[Event], save: bool = True) -> list[Event]:
        self.last_events = list(events)
        if save:
            self.autosave()
        return events

    def autosave(self) -> None:
        """Have the game written to `autosave_to` (by the writer thread: the click does not wait for the
        disk). A failure (disk full, folder not writable) shows in `autosave_error`."""
        if self.autosave_to is not None:
            WRITER.write(self.autosave_to, save_text(self.session))

    @property
    def autosave_error(self) -> str:
        """Why the last autosave failed, for the screen to say ("" when it worked)."""
        return self._save_error or WRITER.error(self.autosave_to)

    @autosave_error.setter
    def autosave_error(self, text: str) -> None:        # a game saved its own way (a campaign) says so here
        self._save_error = text

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> bool:
        """Back over the last human choice and the AI's answers, never past a dice roll or card draw."""
        done = self.session.undo()
        if done:
            self.last_events = []
            self.autosave()
        return done

    def save(self, path: str | Path) -> None:
        save_session(path, self.session)
