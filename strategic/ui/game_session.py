"""A strategic game in the window: a thin adapter over the one `Session` (strategic/session/) that any game
of the protocol plays through (Risk, A Game of Thrones), the way battle_session.py serves the battle screen;
what both adapters share is in session_adapter.py.

The strategic screen asks it, duck-typed, for the seat to act (a human one first when several act at once),
that seat's legal actions and view, and submits what the player chose; AI seats play through `think_ai` and
`step_ai` (session_adapter.py).
Undo (back to the last dice roll or card draw), saves and their migrations are the session's. With
`autosave_to` set, the game is written there after every human step and whenever the seat to act changes.
No Arcade, no rule here.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from strategic.session.saves import load_session, read_save
from strategic.session.session import Session
from strategic.ui.session_adapter import SessionAdapter
from tactical.protocol import Event, SaveError


class GameSession(SessionAdapter):
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
    def setup(self) -> Mapping[str, Any] | None:
        return self.session.setup

    def current_player(self) -> str | None:
        acting = self.session.to_act()
        humans = [s for s in self.seat_order if s in acting and self.is_human(s)]
        return humans[0] if humans else next((s for s in self.seat_order if s in acting), None)

    def result(self) -> Any:
        return self.session.result()

    def render(self, event: Event, viewer: str | None) -> str:
        return self.game.render(event, viewer)

    def events_for(self, viewer: str | None) -> list[Event]:
        return self.session.events_for(viewer)

    # ------------------------------------------------------------------ acting
    def _ai_done(self, before: str | None, events: list[Event]) -> list[Event]:
        """The game is autosaved when the seat to act changes or a human is to act, not after every AI
        step: saving a long game's history takes a tenth of a second."""
        after = self.current_player()
        return self._done(events, save=after != before or self.is_human(after) or self.is_over())
