"""The battle screen's door to the rules: a thin adapter over the one `Session` (strategic/session/).

The battle views (`tactical/ui/`) ask this object, duck-typed, for the state, the seat to act, its
decision kind and legal actions, and submit what the player chose. Everything else (who acts, applying
an action, the AI seats' agents, undo back to the last dice roll or card draw, saves and their
migrations) is the session's: this class only adds the shapes the views read (one seat to act, a
BattleLore decision kind, the scenario) and never decides a rule. It does not import Arcade, so it is
tested without a window.

Autosave: with `autosave_to` set (the app sets it for every battle it opens), the battle is written there
with the session's own atomic `save_session` after every step (a human's, an AI's, an undo), so closing
the window or a crash never loses more than the step being made. The save records how the battle ended,
so "Continue" never offers a battle that is over (saved_games.py).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from strategic.session.agents import HUMAN
from strategic.session.saves import load_session, read_save, save_session
from strategic.session.session import Session
from tactical.protocol import Event, IllegalAction, SaveError, UserError
from tactical.rules import engine
from tactical.rules.actions import Action
from tactical.rules.engine import BATTLELORE
from tactical.rules.state import BattleState
from tactical.scenario import Scenario


class BattleSession:
    """One battle being played in the window; `seats` maps each house to "human" or an AI kind."""

    def __init__(self, session: Session) -> None:
        if session.game.name != BATTLELORE.name:
            raise SaveError(f"a {session.game.name} game is not a battle")
        self.session = session
        self.last_events: list[Event] = []      # what the last submit or AI step produced (dice tray, tests)
        self.autosave_to: Path | None = None     # where every step is saved (None: not autosaved)
        self.autosave_error = ""                 # why the last autosave failed ("" when it worked)

    @classmethod
    def start(cls, scenario: Scenario, seed: int, seats: dict[str, str]) -> "BattleSession":
        return cls(Session.start(BATTLELORE.name, {"scenario": scenario.model_dump(mode="json")}, seed, seats))

    @classmethod
    def load(cls, path: str | Path, seats: dict[str, str] | None = None) -> "BattleSession":
        """A saved battle (any format the session migrates). A save that names no players (the first
        release's) is played by humans at every seat, as the window always did."""
        record = read_save(path)
        if record.game != BATTLELORE.name:
            raise SaveError(f"{path}: a {record.game} save, not a battle")
        chosen = seats or record.seats or {house: HUMAN for house in _houses(record.setup)}
        return cls(load_session(path, chosen))

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> BattleState:
        return self.session.state

    @property
    def scenario(self) -> Scenario:
        return self.state.scenario

    @property
    def seed(self) -> int:
        return self.session.seed

    @property
    def seats(self) -> dict[str, str]:
        return self.session.seats

    @property
    def houses(self) -> list[str]:
        return list(BATTLELORE.seats(self.state))

    @property
    def events(self) -> list[Event]:
        return self.session.events

    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.session.history]

    def current_player(self) -> str | None:
        # BattleLore has no simultaneous choices: one seat decides, none when the battle is over
        return next(iter(self.session.to_act()), None)

    def decision_kind(self) -> str:
        return engine.decision_kind(self.state)

    def legal(self) -> list[Action]:
        player = self.current_player()
        return self.session.legal(player) if player is not None else []

    def view_for(self, house: str) -> BattleState:
        return self.session.view(house)

    def is_over(self) -> bool:
        return self.session.is_over()

    def is_human(self, house: str | None) -> bool:
        return self.session.is_human(house)

    def ai_to_move(self) -> bool:
        return not self.is_over() and not self.is_human(self.current_player())

    def humans(self) -> list[str]:
        return [h for h in self.houses if self.is_human(h)]

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        """The seat to act plays `action`; IllegalAction (nothing changes) if the rules do not allow it."""
        player = self.current_player()
        if player is None:
            raise IllegalAction(f"{action}: the battle is over")
        return self._done(self.session.submit(player, action))

    def step_ai(self) -> list[Event]:
        """The AI seat to act chooses from its own view."""
        return self._done(self.session.step())

    def _done(self, events: list[Event]) -> list[Event]:
        self.last_events = list(events)
        self.autosave()
        return events

    def autosave(self) -> None:
        """Write the battle to `autosave_to` (the save says whether it is over). A failure (disk full,
        folder not writable) is kept in `autosave_error` for the screen to say."""
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
        """Back over the last human choice and the AI's answers, never past a dice roll or card draw."""
        done = self.session.undo()
        if done:
            self.last_events = []
            self.autosave()
        return done

    def save(self, path: str | Path) -> None:
        save_session(path, self.session)


AUTOSAVE = "autosave-"


def _houses(setup: dict[str, Any]) -> list[str]:
    """The houses of a saved battle's scenario; none if the setup is malformed (loading then says why)."""
    try:
        return [side["house"] for side in setup["scenario"]["sides"]]
    except (KeyError, TypeError):
        return []
