"""Hand-built A Game of Thrones positions for rule tests: a started game with the board emptied and the
units, orders and tokens a test names put on it, then driven through the engine itself."""
from __future__ import annotations

from typing import Any

from strategic.agot.rules import engine
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState


def position(edition: int = 1, players: int = 5, *, units: dict[str, tuple[str, list[str]]],
             orders: dict[str, str] | None = None, throne: list[str] | None = None,
             fiefdoms: list[str] | None = None, options: tuple[str, ...] = (), seed: int = 1) -> AgotState:
    state, _ = new_game(edition, players, seed, options=options)
    state.units, state.routed, state.owner, state.garrisons, state.tokens = {}, {}, {}, {}, {}
    for area, (house, us) in units.items():
        state.units[area] = list(us)
        state.owner[area] = house
    state.orders = dict(orders or {})
    state.max_rounds = 1            # the game ends with this round: no Westeros phase follows the test's actions
    if throne:
        state.tracks["iron_throne"] = list(throne)
    if fiefdoms:
        state.tracks["fiefdoms"] = list(fiefdoms)
    return state


def start(state: AgotState, step: str) -> list[Any]:
    """Enter an automatic step (e.g. "raids_begin") and run the rules to the first decision."""
    events: list[Any] = []
    state.step = step
    engine.advance(state, events)
    return events


def play(state: AgotState, seat: str, action: Any) -> list[Any]:
    return engine.apply_in_place(state, seat, action)


def actor(state: AgotState) -> str:
    (seat,) = engine.to_act(state)
    return seat
