"""What the ground does: the effective terrain of a hex (token over hex type, devastation = plains)."""
from __future__ import annotations

from tactical.catalog import Terrain, load_catalog
from tactical.rules.state import BattleState


def terrain_at(state: BattleState, h: int) -> Terrain:
    """The terrain whose effects apply in hex h: a devastated hex is plains; a token overrides its hex."""
    kinds = load_catalog().terrain
    if state.devastated and h in state.devastated:
        return kinds["plains"]
    token = state.overlay.get(h)
    return kinds[token if token is not None else state.terrain[h]]


def is_river(state: BattleState, h: int) -> bool:
    """River hexes block the War Dogs' line of sight (bridges and fords sit on rivers but are crossings)."""
    return h not in state.devastated and state.overlay.get(h) is None and state.terrain[h] in ("river", "forest_river")


def enterable_terrain(state: BattleState, h: int) -> Terrain | None:
    """The terrain of h if a unit may stand there (not impassable, not burning; occupation is checked
    separately), else None."""
    t = terrain_at(state, h)
    return None if t.impassable or h in state.fire else t


def enterable(state: BattleState, h: int) -> bool:
    return enterable_terrain(state, h) is not None


def los_blocking(state: BattleState) -> set[int]:
    """Every hex whose terrain blocks line of sight. `terrain_at` decides; only the hexes whose hex type
    or token could block are asked (this runs on every ranged target list)."""
    kinds = load_catalog().terrain
    maybe = {h for h, name in enumerate(state.terrain) if kinds[name].blocks_los}
    maybe.update(h for h, token in state.overlay.items() if kinds[token].blocks_los)
    return {h for h in maybe if terrain_at(state, h).blocks_los}
