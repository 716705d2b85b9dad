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


def base_terrain(state: BattleState, h: int) -> Terrain:
    return load_catalog().terrain[state.terrain[h]]


def is_river(state: BattleState, h: int) -> bool:
    """River hexes block the War Dogs' line of sight (bridges and fords sit on rivers but are crossings)."""
    return h not in state.devastated and state.overlay.get(h) is None and state.terrain[h] in ("river", "forest_river")


def enterable(state: BattleState, h: int) -> bool:
    """A unit may stand here: not impassable, not burning (occupation is checked separately)."""
    return not terrain_at(state, h).impassable and h not in state.fire


def blocks_los(state: BattleState, h: int) -> bool:
    return terrain_at(state, h).blocks_los
