"""Power tokens: gained from the common pool up to the house's limit, spent or lost back to it.

A house owns `max_power` tokens (20): those available plus those it has left on the board to keep control.
"""
from __future__ import annotations

from .common import Events, event
from .state import AgotState


def on_board(state: AgotState, house: str) -> int:
    return sum(1 for h in state.tokens.values() if h == house)


def gain_power(state: AgotState, house: str, n: int, events: Events, why: str) -> int:
    room = state.max_power - state.house[house].power - on_board(state, house)
    got = max(0, min(n, room))
    state.house[house].power += got
    if got:
        event(events, "power", house=house, change=got, why=why)
    return got


def lose_power(state: AgotState, house: str, n: int, events: Events, why: str) -> int:
    lost = min(n, state.house[house].power)
    state.house[house].power -= lost
    if lost:
        event(events, "power", house=house, change=-lost, why=why)
    return lost
