"""Playing a whole battle between agents: each seat sees only its view; the action list replays it."""
from __future__ import annotations

from typing import Callable

from tactical.protocol import Agent, Event, IllegalAction
from tactical.rules import engine
from tactical.rules.actions import Action
from tactical.rules.events import EventLog
from tactical.rules.state import BattleState
from tactical.scenario import Scenario

MAX_ACTIONS = 20000   # a safety net: a battle has a round limit, so this is never reached by legal play


def play_battle(scenario: Scenario, agents: dict[str, Agent], seed: int,
                on_event: Callable[[Event], None] | None = None) -> tuple[BattleState, list[Action], list[Event]]:
    log = EventLog()
    state = engine.new_battle(scenario, seed, log)
    events: list[Event] = list(log)
    if on_event:
        for e in events:
            on_event(e)
    actions: list[Action] = []
    while not engine.is_over(state):
        if len(actions) >= MAX_ACTIONS:
            raise RuntimeError(f"battle {scenario.id} seed {seed} did not end after {MAX_ACTIONS} actions")
        player = engine.current_player(state)
        legal = engine.legal_actions(state)
        action = agents[player].choose(engine.view(state, player), legal)
        new = engine.apply_in_place(state, action)
        actions.append(action)
        events.extend(new)
        if on_event:
            for e in new:
                on_event(e)
    return state, actions, events


def replay(scenario: Scenario, seed: int, actions: list[Action]) -> tuple[BattleState, list[Event]]:
    """Re-apply a recorded action list; raises IllegalAction naming the step if it does not fit."""
    log = EventLog()
    state = engine.new_battle(scenario, seed, log)
    events = list(log)
    for i, a in enumerate(actions):
        try:
            events.extend(engine.apply_in_place(state, a))
        except IllegalAction as exc:
            raise IllegalAction(f"replay step {i + 1}: {exc}") from None
    return state, events
