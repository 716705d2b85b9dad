"""The battle screen's door to the rules: a thin adapter over the one `Session` (strategic/session/).

The battle views (`tactical/ui/`) ask this object (its common part: session_adapter.py), duck-typed, for
the state, the seat to act, its decision kind and legal actions, and submit what the player chose. Everything else (who acts, applying
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
from strategic.session.saves import load_session, read_save
from strategic.session.session import Session
from strategic.ui.session_adapter import SessionAdapter
from tactical.protocol import SaveError
from tactical.rules import engine
from tactical.rules.actions import Action
from tactical.rules.engine import BATTLELORE
from tactical.scenario import Scenario


class BattleSession(SessionAdapter):
    """One battle being played in the window; `seats` maps each house to "human" or an AI kind."""
    OVER = "the battle is over"

    def __init__(self, session: Session) -> None:
        if session.game.name != BATTLELORE.name:
            raise SaveError(f"a {session.game.name} game is not a battle")
        super().__init__(session)

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
    def scenario(self) -> Scenario:
        return self.state.scenario

    @property
    def houses(self) -> list[str]:
        return self.seat_order

    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.session.history]

    def current_player(self) -> str | None:
        # BattleLore has no simultaneous choices: one seat decides, none when the battle is over
        return next(iter(self.session.to_act()), None)

    def decision_kind(self) -> str:
        return engine.decision_kind(self.state)


AUTOSAVE = "autosave-"


def _houses(setup: dict[str, Any]) -> list[str]:
    """The houses of a saved battle's scenario; none if the setup is malformed (loading then says why)."""
    try:
        return [side["house"] for side in setup["scenario"]["sides"]]
    except (KeyError, TypeError):
        return []
