"""A commander's zone of control (seed 003, "Zone de contrôle"): the hexes within his `zoc` distance,
inside which his command cards order units and his card effects reach."""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.rules.state import BattleState, Unit


def commander_unit(state: BattleState, commander_id: str) -> Unit | None:
    """The unit a commander leads, while he is on the field and not captured."""
    for side in state.sides.values():
        c = side.commanders.get(commander_id)
        if c is not None and not c.captured:
            u = state.units[c.unit]
            return u if u.hex >= 0 else None
    return None


def zoc_hexes(state: BattleState, commander_id: str) -> set[int]:
    """The commander's zone of control: his hex and every hex within `zoc` (2) of it."""
    u = commander_unit(state, commander_id)
    if u is None:
        return set()
    grid = grid_for(state.cols, state.rows)
    return {u.hex, *grid.within(u.hex, load_catalog().commanders[commander_id].zoc)}


def in_zoc(state: BattleState, commander_id: str, u: Unit) -> bool:
    cu = commander_unit(state, commander_id)
    if cu is None or u.hex < 0:
        return False
    return grid_for(state.cols, state.rows).distance(cu.hex, u.hex) <= load_catalog().commanders[commander_id].zoc
