"""Manœuvrez: once your invasions are over, move armies along a chain of your own territories.

"Les territoires sont considérés comme voisins lorsque vous contrôlez tous les territoires entre les
deux": the destination is any territory you control reachable through your own territories (ports
count as borders). One manoeuvre a turn, unless a card grants more or lets you pass through any
territory. Knights and siege engines may go along; a fortification never moves.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

from tactical.protocol import Amount

from .actions import EndManoeuvre, Manoeuvre, filled
from .common import Events, emit, illegal
from .geo import geo
from .state import RiskState
from .tables import MOVING_UNITS


def _chains(state: RiskState, house: str, src: str) -> dict[str, str | None]:
    """Breadth first from `src` through the territories a manoeuvre may cross (your own, or any with a card
    that lets you pass): each territory reached, with the one it was reached from (so a shortest chain)."""
    g, owner = geo(state.map), state.owner
    free = state.turn.free_manoeuvre
    came: dict[str, str | None] = {src: None}
    todo = deque([src])
    while todo:
        t = todo.popleft()
        for n in g.neighbours[t]:
            if n not in came and (free or owner[n] == house):
                came[n] = t
                todo.append(n)
    return came


def reachable(state: RiskState, house: str, src: str) -> set[str]:
    """Territories of `house` a manoeuvre from `src` can reach (not `src` itself)."""
    owner = state.owner
    return {t for t in _chains(state, house, src) if owner[t] == house and t != src}


def route(state: RiskState, house: str, src: str, dst: str) -> list[str]:
    """A shortest chain a manoeuvre from `src` to `dst` goes along, both ends included; [] when `dst` is not
    `reachable` (the screen draws it; the rule needs only that one exists)."""
    came = _chains(state, house, src)
    if dst == src or dst not in came or state.owner[dst] != house:
        return []
    chain = [dst]
    while chain[-1] != src:
        chain.append(came[chain[-1]])  # type: ignore[arg-type]
    return chain[::-1]


def begin_manoeuvre(state: RiskState, events: Events) -> None:
    state.phase = "manoeuvre"
    if not any(state.armies[t] > 1 for t, o in state.owner.items() if o == state.actor):
        _done(state, events)


def legal_manoeuvre(state: RiskState) -> list[Any]:
    house, out = state.actor, list[Any]()
    components: dict[str, set[str]] = {}
    for src, o in state.owner.items():
        a = state.armies[src]
        if o != house or a < 2:
            continue
        if state.turn.free_manoeuvre:
            targets = reachable(state, house, src)
        else:
            if src not in components:
                comp = reachable(state, house, src) | {src}
                for t in comp:
                    components[t] = comp
            targets = components[src] - {src}
        has_units = any(k in MOVING_UNITS for k in state.units.get(src, ()))
        for dst in sorted(targets):
            out.extend(manoeuvre_options(src, dst, a, has_units))
    out.append(EndManoeuvre())
    return out


@lru_cache(maxsize=100_000)
def manoeuvre_options(src: str, dst: str, armies: int, has_units: bool) -> tuple[Manoeuvre, ...]:
    """Move 1 to all but the one army that stays, with the knights and siege engines or without them
    (interned records: the same few serve every game)."""
    amount = Amount(1, armies - 1)
    return (Manoeuvre(src, dst, amount), Manoeuvre(src, dst, amount, True)) if has_units else (Manoeuvre(src, dst, amount),)


def manoeuvre(state: RiskState, action: Manoeuvre, events: Events) -> None:
    house = state.actor
    if state.owner.get(action.src) != house or state.owner.get(action.dst) != house:
        illegal(action, "a manoeuvre goes from one territory you control to another")
    armies = filled(action.armies)
    if not 1 <= armies <= state.armies[action.src] - 1:
        illegal(action, f"{action.src} has {state.armies[action.src]} armies and one must stay")
    if action.dst not in reachable(state, house, action.src):
        illegal(action, f"no chain of your territories joins {action.src} to {action.dst}")
    state.armies[action.src] -= armies
    state.armies[action.dst] += armies
    carried = {}
    if action.with_units and state.units.get(action.src):
        units = state.units[action.src]
        carried = {k: units.pop(k) for k in MOVING_UNITS if k in units}
        if not units:
            del state.units[action.src]
        dst = state.units.setdefault(action.dst, {})
        for k, n in carried.items():
            dst[k] = dst.get(k, 0) + n
    emit(events, "manoeuvre", house=house, src=action.src, dst=action.dst, armies=armies, units=carried)
    state.turn.manoeuvres -= 1
    if state.turn.manoeuvres <= 0:
        _done(state, events)


def end_manoeuvre(state: RiskState, action: EndManoeuvre, events: Events) -> None:
    _done(state, events)


def _done(state: RiskState, events: Events) -> None:
    state.phase = "manoeuvre_end"
