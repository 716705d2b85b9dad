"""One battle being played in the window: the scenario, seed and action list, who sits at each seat.

The session is the views' only door to the rules: it asks the engine for the state, the legal actions
and the decision kind, submits actions, lets AI seats choose from their view, undoes (by replaying the
action list without its tail, since the engine is deterministic from seed + actions) and saves.
It never decides a rule and does not import Arcade, so it is tested without a window.
"""
from __future__ import annotations

from pathlib import Path

from tactical.protocol import IllegalAction, SaveError
from tactical.rules import engine
from tactical.rules.actions import Action
from tactical.rules.events import Event, EventLog
from tactical.rules.state import BattleState
from tactical.scenario import Scenario

HUMAN = "human"


def _make_agent(name: str, seed: int):
    try:
        from tactical.ai import make_agent
    except ImportError:  # the AI package is optional; the engine's baselines always exist
        from tactical.agents import GreedyAgent, RandomAgent

        return RandomAgent(seed) if name == "random" else GreedyAgent(seed)
    return make_agent(name, seed)


class BattleSession:
    """The state of one battle plus its history; `seats` maps each house to "human" or an AI level."""

    def __init__(self, scenario: Scenario, seed: int, seats: dict[str, str], actions: list[Action] = ()) -> None:
        self.scenario, self.seed, self.seats = scenario, seed, dict(seats)
        self.agents = {h: _make_agent(s, seed * 7 + i) for i, (h, s) in enumerate(sorted(self.seats.items()))
                       if s != HUMAN}
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.barrier = 0            # actions before this index cannot be undone (dice rolled, cards drawn)
        self.last_events: list[Event] = []
        self.previous: BattleState | None = None
        log = EventLog()
        self.state = engine.new_battle(scenario, seed, log)
        self.events.extend(log)
        for a in actions:
            self._apply(a)
        self.last_events = []

    # ------------------------------------------------------------------ reading
    @property
    def houses(self) -> list[str]:
        return list(self.state.order)

    def current_player(self) -> str | None:
        return engine.current_player(self.state)

    def decision_kind(self) -> str:
        return engine.decision_kind(self.state)

    def legal(self) -> list[Action]:
        return engine.legal_actions(self.state)

    def view_for(self, house: str) -> BattleState:
        return engine.view(self.state, house)

    def is_over(self) -> bool:
        return engine.is_over(self.state)

    def is_human(self, house: str | None) -> bool:
        return house is not None and self.seats.get(house) == HUMAN

    def ai_to_move(self) -> bool:
        return not self.is_over() and not self.is_human(self.current_player())

    def humans(self) -> list[str]:
        return [h for h in self.houses if self.is_human(h)]

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        """Apply a legal action; IllegalAction (nothing changes) otherwise."""
        if action not in self.legal():
            raise IllegalAction(f"{action} is not allowed now")
        return self._apply(action)

    def step_ai(self) -> list[Event]:
        house = self.current_player()
        agent = self.agents[house]
        return self.submit(agent.choose(self.view_for(house), self.legal()))

    def _apply(self, action: Action) -> list[Event]:
        before = self.state
        new, events = engine.apply(before, action)
        self.previous, self.state = before, new
        self.actions.append(action)
        self.events.extend(events)
        self.last_events = list(events)
        if _reveals(before, new):
            self.barrier = len(self.actions)
        return events

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        return len(self.actions) > self.barrier

    def undo(self) -> bool:
        """Take back the last action (and the AI's answers to it) down to the last dice roll or draw."""
        if not self.can_undo():
            return False
        keep = self.actions[:-1]
        while len(keep) > self.barrier and self._ai_decides_after(keep):
            keep.pop()
        self._replay(keep)
        return True

    def _ai_decides_after(self, actions: list[Action]) -> bool:
        state = self._replayed(actions)[0]
        player = engine.current_player(state)
        return player is not None and not self.is_human(player)

    def _replayed(self, actions: list[Action]) -> tuple[BattleState, list[Event]]:
        log = EventLog()
        state = engine.new_battle(self.scenario, self.seed, log)
        events = list(log)
        for a in actions:
            state, new = engine.apply(state, a)
            events.extend(new)
        return state, events

    def _replay(self, actions: list[Action]) -> None:
        self.state, self.events = self._replayed(actions)
        self.actions = list(actions)
        self.previous, self.last_events = None, []

    # ------------------------------------------------------------------ saving
    def save(self, path: str | Path) -> None:
        from tactical.saves import save_battle

        save_battle(path, self.scenario, self.seed, self.actions, self.seats)

    @classmethod
    def load(cls, path: str | Path, seats: dict[str, str] | None = None) -> "BattleSession":
        from tactical.saves import load_battle

        scenario, seed, actions, saved_seats = load_battle(path)
        chosen = seats or saved_seats or {s.house: HUMAN for s in scenario.sides}
        try:
            return cls(scenario, seed, chosen, actions)
        except IllegalAction as exc:
            raise SaveError(f"{path}: its actions do not replay ({exc})") from None


def _reveals(before: BattleState, after: BattleState) -> bool:
    """True if an action drew on chance or showed a secret: dice, shuffles, card draws, a new round."""
    if before.rng != after.rng or before.round != after.round:
        return True
    return any(len(before.sides[h].deck) != len(after.sides[h].deck) for h in before.sides)
