"""Skirmish setup steps 11-13: a seeded placement policy for terrain, commanders and units.

Used by the skirmish generator and by the strategic battle hand-off (strategic/handoff), which both
describe the field as a `Field`: board, each house's edge, the placement rules and the printed terrain.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from tactical.catalog import Catalog, Terrain
from tactical.hexgrid import Grid, grid_for
from tactical.protocol import Rng, ScenarioError
from tactical.scenario import (
    Board, CommanderPlacement, TerrainPlacement, UnitPlacement,
)

from tactical.skirmish.cards import PlacementRules, UnitEntry


# ---------------------------------------------------------------- setup steps 11 to 13: placement
class Field:
    """The battlefield while the houses place their pieces: one terrain piece and one unit per hex."""

    def __init__(self, name: str, board: Board, edges: Mapping[str, str], placement: PlacementRules,
                 terrain: Sequence[TerrainPlacement], cat: Catalog, rng: Rng) -> None:
        self.grid: Grid = grid_for(board.cols, board.rows)
        self.name, self.edges, self.placement, self.cat, self.rng = name, dict(edges), placement, cat, rng
        self.terrain: dict[int, str] = {self.grid.index(*t.hex): t.terrain for t in terrain}
        self.units: dict[int, str] = {}                      # hex -> house (commanders included)
        self.commanders: list[tuple[int, str, int]] = []     # (hex, house, ZoC radius)

    def depth(self, i: int, house: str) -> int:
        """Rows from the house's own edge, the edge row being 1 (the summary cards' count)."""
        return self.grid.row_distance_to_edge(i, self.edges[house]) + 1

    def x(self, i: int) -> float:
        """Horizontal position in hex widths: odd rows sit half a hex to the right."""
        col, row = self.grid.coords[i]
        return col + 0.5 * (row & 1)

    def free(self, i: int) -> bool:
        t = self.terrain.get(i)
        return i not in self.units and (t is None or not self.cat.terrain[t].impassable)

    def candidates(self, house: str, within: int, test) -> list[int]:
        return [i for i in range(self.grid.size) if self.depth(i, house) <= within and test(i)]

    def best(self, candidates: list[int], score, what: str) -> int:
        """The best hex by score plus a seeded jitter below 1, so near-equal hexes vary with the seed."""
        if not candidates:
            raise ScenarioError(f"{self.name}: no legal hex left for {what}")
        return max(candidates, key=lambda i: score(i) + self.rng.below(1000) / 1000)


def _outside(d: int, lo: int, hi: int) -> int:
    return max(lo - d, 0, d - hi)


def _terrain_band(t: Terrain, rules: PlacementRules) -> tuple[int, int]:
    """Rows from the own edge where a sensible player puts a piece, from what the piece does.

    A barrier (impassable) goes just ahead of the deployment rows, to shield the line; a piece with no
    effect on combat (a tent) goes behind the army; cover (hills, forest, buildings) goes in and just
    ahead of the front rows, where the army will stand and fight.
    """
    front = rules.units_within
    if t.impassable:
        lo, hi = front + 1, front + 1
    elif not (t.blocks_los or t.cover or t.max_dice_against or t.stop_on_entry):
        lo, hi = 1, 2
    else:
        lo, hi = max(1, front - 1), front + 2
    hi = min(hi, rules.terrain_within)
    return min(lo, hi), hi


def place_terrain(fld: Field, house: str, pieces: list[str]) -> list[TerrainPlacement]:
    """Step 11: every piece on its own hex within `terrain_within`, spread out (at least 3 hexes apart
    where possible) and in the band of rows that suits it."""
    rules = fld.placement
    placed = []
    for tid in pieces:
        lo, hi = _terrain_band(fld.cat.terrain[tid], rules)

        def score(i: int, lo: int = lo, hi: int = hi) -> float:
            near = min((fld.grid.distance(i, j) for j in fld.terrain), default=3)
            return min(near, 3) - 1.5 * _outside(fld.depth(i, house), lo, hi)

        h = fld.best(fld.candidates(house, rules.terrain_within, lambda i: i not in fld.terrain), score,
                     f"a {house} {tid}")
        fld.terrain[h] = tid
        placed.append(TerrainPlacement(hex=fld.grid.coords[h], terrain=tid))
    return placed


def place_commanders(fld: Field, house: str, cards: Sequence[tuple[str, str]]) -> list[CommanderPlacement]:
    """Step 12: commanders (commander card id, rank) one row behind the front the units will form, spread
    across the width so their zones of control cover the line; ZoCs kept apart when the rules require it."""
    rules = fld.placement
    pref = min(max(1, rules.units_within - 1), rules.commander_within)
    zocs = [fld.cat.commanders[commander].zoc for commander, _ in cards]
    placed = []
    for k, (commander, rank) in enumerate(cards):
        target = (k + 0.5) * fld.grid.cols / len(cards) - 0.5
        room = fld.candidates(house, rules.commander_within, fld.free)

        def legal(i: int, k: int = k, room: list[int] = room) -> bool:
            # Look ahead: a hex that leaves no room for the commanders still to come is not taken.
            taken = [(h, z) for h, _, z in fld.commanders]
            return not rules.commanders_zoc_disjoint or _fits(fld, room, taken, zocs[k:], i)

        def score(i: int, target: float = target) -> float:
            return -1.5 * abs(fld.depth(i, house) - pref) - 0.3 * abs(fld.x(i) - target)

        h = fld.best([i for i in room if legal(i)], score, commander)
        fld.units[h] = house
        fld.commanders.append((h, house, zocs[k]))
        placed.append(CommanderPlacement(commander=commander, rank=rank, hex=fld.grid.coords[h]))
    return placed


def _fits(fld: Field, room: list[int], taken: list[tuple[int, int]], zocs: list[int],
          first: int | None = None) -> bool:
    """Whether commanders with these ZoC radii can all be placed in `room` (the first one on `first`
    if given) with no ZoC overlapping another: a small depth-first search, at most a few commanders."""
    if not zocs:
        return True
    z, rest = zocs[0], zocs[1:]
    for i in ([first] if first is not None else room):
        if i not in (h for h, _ in taken) and all(fld.grid.distance(i, h) > z + r for h, r in taken):
            if _fits(fld, room, taken + [(i, z)], rest):
                return True
    return False


def _unit_targets(fld: Field, units: list[UnitEntry]) -> list[tuple[UnitEntry, float, int]]:
    """(unit, target column, preferred row) for each unit: foot and archers spread evenly along the
    front row in a seeded order, cavalry one row back on alternate flanks."""
    front, width = fld.placement.units_within, fld.grid.cols - 1
    line = [u for u in units if fld.cat.units[u.type].unit_class != "cavalry"]
    horse = [u for u in units if fld.cat.units[u.type].unit_class == "cavalry"]
    slots = [(k + 0.5) * width / len(line) for k in range(len(line))]
    fld.rng.shuffle(slots)
    targets = [(u, x, front) for u, x in zip(line, slots)]
    first_flank = fld.rng.below(2)
    for k, u in enumerate(horse):
        x = 0.5 if (k + first_flank) % 2 == 0 else width - 0.5
        targets.append((u, x, max(1, front - 1)))
    return targets


def place_units(fld: Field, house: str, units: list[UnitEntry]) -> list[UnitPlacement]:
    """Step 13: each unit near its target, inside a friendly ZoC where it can, on cover if near."""
    rules = fld.placement
    zoc = {j for h, owner, r in fld.commanders if owner == house for j in (h, *fld.grid.within(h, r))}
    placed = []
    for unit, target, pref in _unit_targets(fld, units):

        def score(i: int, target: float = target, pref: int = pref) -> float:
            t = fld.terrain.get(i)
            cover = t is not None and (fld.cat.terrain[t].blocks_los or fld.cat.terrain[t].cover > 0)
            return (-1.5 * abs(fld.depth(i, house) - pref) - 0.4 * abs(fld.x(i) - target)
                    + 0.8 * (i in zoc) + 0.5 * cover)

        h = fld.best(fld.candidates(house, rules.units_within, fld.free), score, f"a {house} {unit.type}")
        fld.units[h] = house
        placed.append(UnitPlacement(type=unit.type, rank=unit.rank, hex=fld.grid.coords[h]))
    return placed
