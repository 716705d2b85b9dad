"""What the map widget draws, as plain data: areas (a polygon, a label point, a group and marks), links
between areas (sea lanes, straits), and per state the look of each area (fill colour, count, pieces).

Coordinates are the map's world units, y up, with the whole map inside `MapModel.size`. A game's adapter
builds the model once from its map data and the looks from each view; the widget only draws them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.protocol import ScenarioError

Point = tuple[float, float]
Colour = tuple[int, int, int] | tuple[int, int, int, int]


@dataclass(frozen=True)
class Area:
    name: str
    polygon: tuple[Point, ...]          # world units, y up, counter- or clockwise
    label_at: Point                     # where the name and the count go
    group: str = ""                     # a region: borders between groups are drawn thicker
    marks: tuple[str, ...] = ()         # symbols drawn by the label: "castle", "port:<colour>", "seat"


@dataclass(frozen=True)
class Link:
    a: str
    b: str
    kind: str                           # "sea" (dashed lane) or "strait" (a wide dashed crossing)


@dataclass(frozen=True, eq=False)      # compared and cached by identity: one model per map
class MapModel:
    title: str
    areas: dict[str, Area]
    links: tuple[Link, ...]
    size: tuple[float, float]           # world width and height
    neighbours: dict[str, tuple[str, ...]] = field(default_factory=dict)
    background: str = ""                # an art name (assets/render.py) drawn under the areas, or ""


@dataclass(frozen=True)
class AreaLook:
    """What one area shows now: its owner's colour, a count and pieces (the adapter decides)."""

    fill: Colour
    count: int | None = None
    badge: Colour = (40, 30, 22)        # the count's disc
    badge_text: Colour = (255, 255, 255)
    pieces: tuple[str, ...] = ()        # small symbols beside the count ("knight", "siege", ...)


def point_in_polygon(x: float, y: float, poly: tuple[Point, ...]) -> bool:
    """Even-odd rule: is (x, y) inside the polygon?"""
    inside = False
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i - 1], poly[i]
        if (y0 > y) != (y1 > y) and x < x0 + (x1 - x0) * (y - y0) / (y1 - y0):
            inside = not inside
    return inside


def signed_area(poly: tuple[Point, ...]) -> float:
    return sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly)) / 2


def polygon_problem(poly: tuple[Point, ...], least_area: float) -> str | None:
    """What makes `poly` no shape to draw an area with (too few points, no area), or None."""
    if len(poly) < 3:
        return f"a shape needs at least 3 points, not {len(poly)}"
    if abs(signed_area(poly)) < least_area:
        return "the shape has no area"
    return None


def bounds(poly: tuple[Point, ...]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def check_shape_names(source: str, noun: str, names: set[str], shaped: set[str], whose: str) -> None:
    """A shapes file names exactly the board's `names` (areas or territories): the first one missing a shape
    or not on the board (`whose`: "the westeros map"...) is refused, naming the file."""
    for name in sorted(names - shaped):
        raise ScenarioError(f"{source}: {noun} {name!r}: has no shape")
    for name in sorted(shaped - names):
        raise ScenarioError(f"{source}: {noun} {name!r}: not {'an' if noun[0] in 'aeiou' else 'a'} {noun} of {whose}")
