"""Mustering (seed 000): in turn order each house spends the points of the castles (1) and strongholds (2) it
controls. A footman costs 1, a knight 2, a ship 1, a siege engine 2 (where siege engines are in play: the 2nd
edition, or the 1st edition's option); a footman already there becomes a knight or a siege engine for 1.
A castle's points buy units only in its own area, or ships in an adjacent sea without enemy ships (2nd
edition and the ports option: or in its port, up to three ships, whatever sails in the sea). Every unit
respects the unit limits and the supply table; points left are lost.

Who needs it opens the step "muster_begin" with
`state.pending["muster"] = {"houses": [house, ...], "castles": {house: [area, ...]}, "single": bool, "then": step}`:
the houses muster one after another in the list's order; `castles` (optional) limits a house to those
areas, `single` to whichever one castle it musters in first (The Horde Descends); `then` is the step that
follows. The Mustering card, the 2nd edition's special Consolidate order and the wildling cards use it.
"""
from __future__ import annotations

from typing import Any

from .actions import EndMuster, Muster
from .common import (MUSTER_COST, Events, add_unit, board_of, can_add, controller, event, remove_unit,
                     supply_allows)
from .state import AgotState

PORT_SHIPS = 3          # seed 001: a port never holds more than three ships
UPGRADE_COST = 1


def sieges(state: AgotState) -> bool:
    return state.edition == 2 or state.option("siege-engines")


def castle_points(state: AgotState, house: str, only: list[str] | None) -> dict[str, int]:
    board = board_of(state)
    areas = only if only is not None else board.castle_areas
    return {a: board.areas[a].castle for a in areas if board.areas[a].castle and controller(state, a) == house}


def begin(state: AgotState, events: Events) -> None:
    next_house(state, events)


def next_house(state: AgotState, events: Events) -> None:
    p = state.pending["muster"]
    while p["houses"]:
        house = p["houses"].pop(0)
        p["actor"] = house
        p["points"] = castle_points(state, house, p.get("castles", {}).get(house))
        if legal_musters(state, house):
            state.step = "muster"
            return
    state.step = p["then"]
    del state.pending["muster"]


def free(state: AgotState, house: str, area: str) -> bool:
    """No enemy ships there: neither another house's nor a neutral force's (a house left out of a 1st edition
    game leaves its ships as neutral forces)."""
    return state.owner.get(area, house) == house and area not in state.neutral


def ship_areas(state: AgotState, house: str, castle: str) -> list[str]:
    board = board_of(state)
    seas = [n for n in sorted(board.neighbours(castle)) if board.is_sea(n) and free(state, house, n)
            and supply_allows(state, house, {n: 1})]
    ports = [p for p in board.ports_of(castle)
             if free(state, house, p) and len(state.units.get(p, [])) < PORT_SHIPS and supply_allows(state, house, {p: 1})]
    return seas + ports


def options(state: AgotState, house: str, castle: str, points: int) -> list[Muster]:
    """What one castle's remaining points can buy."""
    out = []
    land = ["footman", "knight"] + (["siege"] if sieges(state) else [])
    grows = supply_allows(state, house, {castle: 1})
    for unit in land:
        if MUSTER_COST[unit] <= points and grows and can_add(state, house, unit):
            out.append(Muster(castle, unit, castle))
    if "footman" in state.units.get(castle, []):
        out += [Muster(castle, u, castle, True) for u in land[1:] if can_add(state, house, u)]
    if can_add(state, house, "ship"):
        out += [Muster(castle, "ship", sea) for sea in ship_areas(state, house, castle)]
    return out


def legal_musters(state: AgotState, house: str) -> list[Muster]:
    return [m for castle, pts in sorted(state.pending["muster"]["points"].items()) if pts > 0
            for m in options(state, house, castle, pts)]


def legal(state: AgotState, house: str) -> list[Any]:
    return legal_musters(state, house) + [EndMuster()]


def muster(state: AgotState, house: str, a: Muster, events: Events) -> None:
    p = state.pending["muster"]
    add_unit(state, a.area, house, a.unit)
    if a.upgrade:                  # after the new unit stands there, so the area never empties
        remove_unit(state, a.castle, "footman")
    cost = UPGRADE_COST if a.upgrade else MUSTER_COST[a.unit]
    p["points"][a.castle] -= cost
    if p.get("single"):
        p["points"] = {a.castle: p["points"][a.castle]}
    event(events, "mustered", house=house, castle=a.castle, unit=a.unit, area=a.area, upgrade=a.upgrade)
    if not legal_musters(state, house):
        next_house(state, events)


def end_muster(state: AgotState, house: str, a: EndMuster, events: Events) -> None:
    next_house(state, events)


def _actor(state: AgotState) -> frozenset[str]:
    return frozenset({state.pending["muster"]["actor"]})


STEPS = {"muster": (_actor, legal)}
HANDLERS = {Muster: {"muster": muster}, EndMuster: {"muster": end_muster}}
AUTO = {"muster_begin": begin}
