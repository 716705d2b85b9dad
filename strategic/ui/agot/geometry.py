"""The A Game of Thrones board's shapes: `scenarios/agot/geometry-<edition>e.json` (generated once by
`assets/agot_shapes.py`), validated on load, and turned into the map widget's `MapModel`.

A geometry file must give every area of its edition's board (strategic/agot/board.py: 58 areas in the 2nd
edition, the same without the 8 ports in the 1st) one polygon of at least three points inside the file's
`box`, with an area, that contains the area's label point (where its name and pieces are drawn), and name
no area the board does not have. A broken file raises a ScenarioError naming the file, the area and the
problem. No Arcade here.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from strategic.agot.board import load_board
from strategic.agot.datafile import DATA_DIR
from strategic.ui.map.model import Area, MapModel, check_shape_names, point_in_polygon, polygon_problem
from tactical.protocol import ScenarioError, read_json, validated

WORLD_HEIGHT = 1000.0
Point = tuple[float, float]


class AreaShape(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    label: Point
    polygon: tuple[Point, ...]

    @model_validator(mode="after")
    def _shape(self) -> "AreaShape":
        problem = polygon_problem(self.polygon, 1e-8)
        if problem:
            raise ValueError(problem)
        if not point_in_polygon(*self.label, self.polygon):
            raise ValueError(f"the label point {self.label} lies outside the shape")
        return self


class GeometryFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    edition: int
    box: tuple[float, float, float, float]          # x0, y0, x1, y1 in the board's units (y down)
    areas: dict[str, AreaShape]

    @model_validator(mode="after")
    def _inside(self) -> "GeometryFile":
        x0, y0, x1, y1 = self.box
        if not (x0 < x1 and y0 < y1):
            raise ValueError("box must be x0 < x1 and y0 < y1")
        for name, a in self.areas.items():
            if not all(x0 - 1e-9 <= x <= x1 + 1e-9 and y0 - 1e-9 <= y <= y1 + 1e-9 for x, y in a.polygon):
                raise ValueError(f"area {name!r}: every point must lie within the box {self.box}")
        return self


def geometry_path(edition: int, folder: Path = DATA_DIR) -> Path:
    return folder / f"geometry-{edition}e.json"


def validate_geometry(data: object, edition: int, source: str) -> GeometryFile:
    """The checked shapes of one edition's board."""
    geo = validated(GeometryFile, data, source, ScenarioError)
    if geo.edition != edition:
        raise ScenarioError(f"{source}: edition: says {geo.edition}, expected {edition}")
    check_shape_names(source, "area", set(load_board(edition).areas), set(geo.areas), f"the edition {edition} board")
    return geo


@lru_cache(maxsize=None)
def board_geometry(edition: int, folder: Path = DATA_DIR) -> GeometryFile:
    path = geometry_path(edition, folder)
    return validate_geometry(read_json(path, "A Game of Thrones board shapes"), edition, str(path))


def _marks(area) -> tuple[str, ...]:
    if area.kind == "port":
        return ("port:white",)
    return {2: ("seat:stronghold",), 1: ("castle",)}.get(area.castle, ())


@lru_cache(maxsize=None)
def agot_model(edition: int) -> MapModel:
    """The map widget's model of the board (world units, y up), keyed by the areas' printed names as the
    widget wants: land, sea and port areas, each in its group, land first (the seas' fills come after)."""
    geo = board_geometry(edition)
    board = load_board(edition)
    x0, y0, x1, y1 = geo.box
    scale = WORLD_HEIGHT / (y1 - y0)

    def world(x: float, y: float) -> Point:
        return (x - x0) * scale, (y1 - y) * scale

    areas = {}
    for aid in sorted(board.areas, key=lambda n: (board.areas[n].kind != "land", n)):
        a, shape = board.areas[aid], geo.areas[aid]
        areas[a.name] = Area(a.name, tuple(world(*p) for p in shape.polygon), world(*shape.label), a.kind, _marks(a))
    neighbours = {board.areas[n].name: tuple(sorted(board.areas[m].name for m in board.neighbours(n)))
                  for n in board.areas}
    return MapModel(f"A Game of Thrones ({edition}e)", areas, (), ((x1 - x0) * scale, WORLD_HEIGHT), neighbours)


@lru_cache(maxsize=None)
def land_model(edition: int) -> MapModel:
    """The land areas alone, named for the background art (assets/map_art.py paints every area of a model
    as land: given only these, the seas and ports stay sea)."""
    full = agot_model(edition)
    board = load_board(edition)
    lands = {board.areas[a].name for a in board.lands}
    return MapModel(full.title, {n: a for n, a in full.areas.items() if n in lands}, (), full.size, {},
                    f"agot_land_{edition}e")


@lru_cache(maxsize=None)
def name_to_id(edition: int) -> dict[str, str]:
    """Printed name -> area id (the engine's)."""
    return {a.name: aid for aid, a in load_board(edition).areas.items()}


@lru_cache(maxsize=None)
def id_to_name(edition: int) -> dict[str, str]:
    return {aid: a.name for aid, a in load_board(edition).areas.items()}
