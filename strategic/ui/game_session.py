"""A strategic game in the window: a thin adapter over the one `Session` (strategic/session/) that any game
of the protocol plays through (Risk today, A Game of Thrones next), the way battle_session.py serves the
battle screen.

The strategic screen asks it, duck-typed, for the seat to act (a human one first when several act at
once), that seat's legal actions and view, and submits what the player chose; AI seats play through
`step_ai`. Undo (back to the last dice roll or card draw), saves and their migrations are the session's.
With `autosave_to` set, the game is written there after every human step and whenever the seat to act
changes. No Arcade, no rule here.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from strategic.session.saves import load_session, read_save, save_session
from strategic.session.session import Session
from tactical.protocol import Event, IllegalAction, SaveError, UserError


class GameSession:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.last_events: list[Event] = []
        self.autosave_to: Path | None = None
        self.autosave_error = ""

    @classmethod
    def start(cls, game: str, setup: Mapping[str, Any], seed: int, seats: dict[str, str]) -> "GameSession":
        return cls(Session.start(game, setup, seed, seats))

    @classmethod
    def load(cls, path: str | Path, game: str) -> "GameSession":
        record = read_save(path)
        if record.game != game:
            raise SaveError(f"{path}: a {record.game} save, not {game}")
        return cls(load_session(path, record.seats or None))

    # ------------------------------------------------------------------ reading
    @property
    def game(self):
        return self.session.game

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def seats(self) -> dict[str, str]:
        return self.session.seats

    @property
    def seat_order(self) -> list[str]:
        return list(self.game.seats(self.state))

    @property
    def events(self) -> list[Event]:
        return self.session.events

    @property
    def seed(self) -> int:
        return self.session.seed

    @property
    def setup(self) -> Mapping[str, Any] | None:
        return self.session.setup

    def current_player(self) -> str | None:
        acting = self.session.to_act()
        humans = [s for s in self.seat_order if s in acting and self.is_human(s)]
        return humans[0] if humans else next((s for s in self.seat_order if s in acting), None)

    def legal(self) -> list[Any]:
        player = self.current_player()
        return self.session.legal(player) if player is not None else []

    def view_for(self, seat: str) -> Any:
        return self.session.view(seat)

    def is_over(self) -> bool:
        return self.session.is_over()

    def result(self) -> Any:
        return self.session.result()

    def is_human(self, seat: str | None) -> bool:
        return self.session.is_human(seat)

    def humans(self) -> list[str]:
        return [s for s in self.seat_order if self.is_human(s)]

    def ai_to_move(self) -> bool:
        return not self.is_over() and not self.is_human(self.current_player())

    def render(self, event: Event, viewer: str | None) -> str:
        return self.game.render(event, viewer)

    def events_for(self, viewer: str | None) -> list[Event]:
        return self.session.events_for(viewer)

    # ------------------------------------------------------------------ acting
    def submit(self, action: Any) -> list[Event]:
        player = self.current_player()
        if player is None:
            raise IllegalAction(f"{action}: the game is over")
        return self._done(self.session.submit(player, action))

    def step_ai(self) -> list[Event]:
        """An AI seat plays. The game is autosaved when the seat to act changes or a human is to act, not
        after every AI step: saving a long game's history takes a tenth of a second."""
        before = self.current_player()
        events = self.session.step()
        after = self.current_player()
        return self._done(events, save=after != before or self.is_human(after) or self.is_over())

    def _done(self, events: list[Event], save: bool = True) -> list[Event]:
        self.last_events = list(events)
        if save:
            self.autosave()
        return events

    def autosave(self) -> None:
        if self.autosave_to is None:
            return
        try:
            save_session(self.autosave_to, self.session)
            self.autosave_error = ""
        except (OSError, UserError) as exc:
            self.autosave_error = f"Autosave failed: {exc}"

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> bool:
        done = self.session.undo()
        if done:
            self.last_events = []
            self.autosave()
        return done

    def save(self, path: str | Path) -> None:
        save_session(path, self.session)
