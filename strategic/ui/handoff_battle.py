"""A strategic game's hex battle on the battle screen (issue 12, the window's hand-off): the battle the
strategic session is paused on, shown by the battle views (`tactical/ui/`) like any battle, played
through the strategic session so that its result flows back into the strategic game.

`HandoffBattle` is the battle screen's `BattleSession` over the sub-game being played, with three
differences: actions and AI steps (and the AI's thinking) go through the strategic session (which resumes
the strategic game with the battle's result the moment it ends), saves are the strategic game's own (both
levels), and undo is off (it would have to cross the two levels). When the battle is over the app returns
to the map (`back_to_map`) instead of showing the battle's victory screen: the strategic log tells the
result.
No Arcade, no rule here.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tactical.protocol import Event, IllegalAction

from strategic.ui.battle_session import BattleSession


class HandoffBattle(BattleSession):
    def __init__(self, game: Any, back_to_map: Callable[[], Any]) -> None:
        """`game`: the strategic screen's session (a GameSession); `back_to_map` shows its screen again."""
        super().__init__(game.session.active())
        self.game = game
        self.back_to_map = back_to_map

    def submit(self, action: Any) -> list[Event]:
        if self.current_player() is None:
            raise IllegalAction(f"{action}: the battle is over")
        return self._through_game(lambda: self.game.submit(action))   # the game's seat to act is the battle's

    def think_ai(self) -> bool:
        return self.game.think_ai()             # the strategic session's thought: the battle is its sub-game

    @property
    def thinking(self) -> bool:
        return self.game.thinking

    def step_ai(self) -> list[Event]:
        return self._through_game(self.game.step_ai)

    def _through_game(self, play: Callable[[], Any]) -> list[Event]:
        """The strategic session applies the step and saves (as it saves its own steps). The battle screen
        gets the battle's events only: the strategic game's, when the battle's end resumes it, are the map's
        to show (the battle's log cannot word them)."""
        seen = len(self.session.events)
        play()
        self.last_events = self.session.events[seen:]
        return list(self.last_events)

    def autosave(self) -> None:
        self.game.autosave()

    @property
    def autosave_error(self) -> str:        # the strategic game's file holds the battle
        return self.game.autosave_error

    def can_undo(self) -> bool:
        return False

    def save(self, path: str | Path) -> None:
        self.game.save(path)


def battle_to_fight(game: Any) -> bool:
    """Whether the strategic session waits on a hex battle in which a human is to act."""
    battle = game.session.child
    if battle is None or battle.game.name != "battlelore":
        return False
    return any(battle.active().is_human(s) for s in battle.active().to_act())
