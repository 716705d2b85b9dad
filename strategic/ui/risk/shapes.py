"""The Risk territories' shapes: `scenarios/risk/maps/<board>_shapes.json` (generated once by
`assets/risk_shapes.py`), validated on load, and turned into the map widget's `MapModel` for a board
("westeros", "essos" or "world", which places both with `world_links.json`'s layout).

A shapes file must give every territory of its board one polygon of at least three points inside the
board (0..1, y down like the map file's positions), with an area, that contains the territory's position
(where its name and armies are drawn), and name no territory the board does not have. A broken file
raises a ScenarioError naming the file, the territory and the problem. No Arcade here.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from strategic.risk.rules.board import MAPS_DIR, RiskMap, load_map
from strategic.ui.map.model import Area, Link, MapModel, check_shape_names, point_in_polygon, polygon_problem
from tactical.protocol import ScenarioError, read_json, validated

WORLD_HEIGHT = 1000.0       # world units of a board's height (its width follows its aspect)


class ShapesFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    map: str = Field(min_length=1)
    territories: dict[str, tuple[tuple[float, float], ...]]

    @field_validator("territories")
    @classmethod
    def _polygons(cls, value: dict[str, tuple[tuple[float, float], ...]]) -> dict[str, tuple[tuple[float, float], ...]]:
        for name, poly in value.items():
            problem = polygon_problem(poly, 1e-6)
            if problem:
                raise ValueError(f"territory {name!r}: {problem}")
            if not all(0.0 <= v <= 1.0 for p in poly for v in p):
                raise ValueError(f"territory {name!r}: every point must lie within 0..1 on both axes")
        return value


def shapes_path(board: str, folder: Path = MAPS_DIR) -> Path:
    return folder / f"{board}_shapes.json"


def validate_shapes(data: object, riskmap: RiskMap, source: str) -> ShapesFile:
    """The checked shapes of one board (westeros or essos) against its map."""
    shapes = validated(ShapesFile, data, source, ScenarioError)
    if shapes.map != riskmap.name:
        raise ScenarioError(f"{source}: map: says {shapes.map!r}, expected {riskmap.name!r}")
    check_shape_names(source, "territory", set(riskmap.territories), set(shapes.territories),
                      f"the {riskmap.name} map")
    for name, poly in shapes.territories.items():
        if not point_in_polygon(*riskmap.territories[name].pos, poly):
            raise ScenarioError(f"{source}: territory {name!r}: its position {riskmap.territories[name].pos} "
                                "lies outside its shape (the name would be drawn off it)")
    return shapes


@lru_cache(maxsize=None)
def board_shapes(board: str, folder: Path = MAPS_DIR) -> ShapesFile:
    path = shapes_path(board, folder)
    return validate_shapes(read_json(path, "Risk map shapes"), load_map(board), str(path))


def _marks(t) -> tuple[str, ...]:
    marks = []
    if t.seat:
        marks.append(f"seat:{t.seat}")
    elif t.castle:
        marks.append("castle")
    if t.port:
        marks.append(f"port:{t.port}")
    return tuple(marks)


@lru_cache(maxsize=None)
def risk_model(map_name: str) -> MapModel:
    """The map widget's model of a Risk board: every territory's shape in world units (y up)."""
    m = load_map(map_name)
    width, height = m.aspect * WORLD_HEIGHT, WORLD_HEIGHT

    def world(board: str, x: float, y: float) -> tuple[float, float]:
        box = m.layout[board]
        return (box.x + x * box.w) * width, (1 - (box.y + y * box.h)) * height

    areas = {}
    for name, t in m.territories.items():
        poly = board_shapes(t.map).territories[name]
        areas[name] = Area(name, tuple(world(t.map, x, y) for x, y in poly), world(t.map, *t.pos), t.region,
                           _marks(t))
    links = [Link(a, b, "sea") for a, b, kind in m.graph.edges(data="kind") if kind == "sea"]
    strait = [(a, b) for a, b, kind in m.graph.edges(data="kind") if kind == "strait"]
    if strait:       # one crossing drawn for the strait: its shortest port-to-port link
        def length(ab: tuple[str, str]) -> float:
            (x0, y0), (x1, y1) = areas[ab[0]].label_at, areas[ab[1]].label_at
            return (x1 - x0) ** 2 + (y1 - y0) ** 2
        a, b = min(strait, key=length)
        links.append(Link(a, b, "strait"))
    neighbours = {n: tuple(sorted(m.graph.neighbors(n))) for n in m.territories}
    return MapModel(m.title, areas, tuple(links), (width, height), neighbours, f"risk_sea_{map_name}")
