"""The map's drawing, in layers built only when something changes (DESIGN.md: static parts in a
ShapeElementList):

- `MapGeometry` (once per map): each area's triangles and its borders sorted into coast, border inside a
  group and border between groups, found by matching the edges two polygons share.
- `world_layer` (when the looks change): the areas filled with their looks' colours, the borders, the sea
  lanes and straits, in world units (drawn under the camera, so panning and zooming never rebuild it).
- `LabelLayer` (when the looks or the camera change): names, counts, marks and pieces in screen pixels, so
  text keeps its size (never below 12 px) at any zoom.
- `highlight_layer` (when the hover or the choice changes): outlines that each mean one thing.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import arcade
import pyglet
from arcade import shape_list as sl
from arcade.earclip import earclip

from strategic.ui.map.camera import MapCamera
from strategic.ui.map.model import AreaLook, MapModel, Point
from tactical.ui import theme

COAST = (40, 52, 70)
BORDER = (70, 56, 40)
GROUP_BORDER = (30, 22, 16)
SEA_LANE = (235, 240, 250)
STRAIT = (250, 236, 170)
LABEL_SIZE = 9.5           # 12.7 px at Arcade's 96 dpi: the smallest text on the screen
COUNT_SIZE = 10
MARK_COLOURS = {"castle": (60, 50, 44), "seat": (212, 170, 60)}
PORT_COLOURS = {"red": (200, 50, 40), "white": (245, 245, 245), "blue": (60, 110, 220), "green": (50, 160, 70),
                "yellow": (235, 200, 40), "purple": (150, 70, 190)}
PIECE_LETTERS = {"knight": "K", "siege": "S", "fortification": "F"}


@dataclass(frozen=True)
class MapGeometry:
    triangles: dict[str, tuple[Point, ...]]          # area -> triangle corners, three by three
    coast: tuple[tuple[Point, Point], ...]
    inner: tuple[tuple[Point, Point], ...]           # between two areas of one group
    between: tuple[tuple[Point, Point], ...]         # between two groups (regions)


def _key(p: Point) -> tuple[int, int]:
    return round(p[0] * 100), round(p[1] * 100)


@lru_cache(maxsize=8)
def geometry(model: MapModel) -> MapGeometry:
    triangles = {}
    owners: dict[tuple, list[str]] = {}
    segments: dict[tuple, tuple[Point, Point]] = {}
    for name, area in model.areas.items():
        triangles[name] = tuple(p for tri in earclip(list(area.polygon)) for p in tri)
        poly = area.polygon
        for i, b in enumerate(poly):
            a = poly[i - 1]
            key = tuple(sorted((_key(a), _key(b))))
            owners.setdefault(key, []).append(name)
            segments.setdefault(key, (a, b))
    coast, inner, between = [], [], []
    for key, names in owners.items():
        if len(names) == 1:
            coast.append(segments[key])
        elif model.areas[names[0]].group == model.areas[names[1]].group:
            inner.append(segments[key])
        else:
            between.append(segments[key])
    return MapGeometry(triangles, tuple(coast), tuple(inner), tuple(between))


def _lines(shapes: sl.ShapeElementList, segs, colour, width: float) -> None:
    if segs:
        shapes.append(sl.create_lines([p for seg in segs for p in seg], colour, width))


def _dashes(a: Point, b: Point, dash: float) -> list[Point]:
    (x0, y0), (x1, y1) = a, b
    length = max(1e-6, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    n = max(1, int(length / dash))
    pts = []
    for k in range(0, n, 2):
        t0, t1 = k / n, min(1.0, (k + 1) / n)
        pts += [(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)]
    return pts


def world_layer(model: MapModel, looks: dict[str, AreaLook]) -> sl.ShapeElementList:
    """Fills, borders and links in world units."""
    geo = geometry(model)
    shapes = sl.ShapeElementList()
    points, colours = [], []
    for name, tris in geo.triangles.items():
        fill = looks[name].fill if name in looks else (200, 190, 160)
        points += tris
        colours += [fill] * len(tris)
    shapes.append(sl.create_triangles_filled_with_colors(points, colours))
    unit = model.size[1] / 1000
    _lines(shapes, geo.inner, BORDER, 1.2 * unit)
    _lines(shapes, geo.coast, COAST, 2.0 * unit)
    _lines(shapes, geo.between, GROUP_BORDER, 3.2 * unit)
    for link in model.links:
        a, b = model.areas[link.a].label_at, model.areas[link.b].label_at
        colour, width, dash = (STRAIT, 5 * unit, 14 * unit) if link.kind == "strait" else (SEA_LANE, 2.5 * unit, 8 * unit)
        shapes.append(sl.create_lines(_dashes(a, b, dash), colour, width))
    return shapes


class LabelLayer:
    """Names, counts, marks and pieces at their areas' label points, in screen pixels."""

    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []
        self.shapes = sl.ShapeElementList()

    def build(self, model: MapModel, looks: dict[str, AreaLook], camera: MapCamera, names: bool) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts = []
        self.shapes = sl.ShapeElementList()
        for name, area in model.areas.items():
            x, y = camera.to_screen(*area.label_at)
            if not camera.rect.contains(x, y):
                continue
            look = looks.get(name)
            if names:
                self._name(short_name(name), x, y + 11)
            self._marks(area.marks, x, y)
            if look is not None and look.count is not None:
                self._count(look, x, y - 8)

    def _name(self, text: str, x: float, y: float) -> None:
        t = arcade.Text(text, x, y, theme.INK, LABEL_SIZE, font_name=theme.FONT, anchor_x="center",
                        anchor_y="baseline", batch=self.batch)
        w = t.content_width
        self.shapes.append(sl.create_rectangle_filled(x, y + 4, w + 6, 15, (250, 244, 226, 170)))
        self.texts.append(t)

    def _count(self, look: AreaLook, x: float, y: float) -> None:
        self.shapes.append(sl.create_ellipse_filled(x, y, 24, 24, look.badge))
        self.shapes.append(sl.create_ellipse_outline(x, y, 24, 24, (250, 244, 226), 1.5))
        self.texts.append(arcade.Text(str(look.count), x, y - 1, look.badge_text, COUNT_SIZE, font_name=theme.FONT,
                                      bold=True, anchor_x="center", anchor_y="center", batch=self.batch))
        for i, piece in enumerate(look.pieces[:4]):
            px = x + 18 + i * 15
            self.shapes.append(sl.create_rectangle_filled(px, y, 14, 16, (250, 244, 226)))
            self.shapes.append(sl.create_rectangle_outline(px, y, 14, 16, look.badge, 1.5))
            self.texts.append(arcade.Text(PIECE_LETTERS.get(piece, piece[:1].upper()), px, y - 1, theme.INK, 9,
                                          font_name=theme.FONT, bold=True, anchor_x="center", anchor_y="center",
                                          batch=self.batch))

    def _marks(self, marks: tuple[str, ...], x: float, y: float) -> None:
        mx = x - 22
        for mark in marks:
            kind, _, arg = mark.partition(":")
            if kind == "port":
                colour = PORT_COLOURS.get(arg, (200, 200, 200))
                self.shapes.append(sl.create_ellipse_filled(mx, y - 8, 11, 11, colour))
                self.shapes.append(sl.create_ellipse_outline(mx, y - 8, 11, 11, (20, 20, 40), 1.5))
                self.shapes.append(sl.create_line(mx, y - 13, mx, y - 3, (20, 20, 40), 1.5))
            else:
                tower = _tower(mx, y - 8, 8 if kind == "seat" else 7)     # a seat: a bigger, gold castle
                self.shapes.append(sl.create_polygon(tower, MARK_COLOURS.get(kind, MARK_COLOURS["castle"])))
                self.shapes.append(sl.create_line_loop(tower, (250, 244, 226), 1.2))
            mx -= 14

    def draw(self) -> None:
        self.shapes.draw()
        self.batch.draw()


def _tower(x: float, y: float, r: float) -> list[Point]:
    """A castle: a square with two merlons."""
    return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x + r * 0.35, y + r), (x + r * 0.35, y + r * 0.55),
            (x - r * 0.35, y + r * 0.55), (x - r * 0.35, y + r), (x - r, y + r)]


def short_name(name: str) -> str:
    """The name as the map prints it: without a leading "The " (the tooltip gives the full name)."""
    return name[4:] if name.startswith("The ") else name


def highlight_layer(model: MapModel, outlines: dict[str, tuple]) -> sl.ShapeElementList:
    """Area outlines in world units: name -> (colour, width in pixels at the fitted zoom)."""
    shapes = sl.ShapeElementList()
    unit = model.size[1] / 1000
    for name, (colour, width) in outlines.items():
        poly = model.areas[name].polygon
        shapes.append(sl.create_line_loop(list(poly), colour, width * unit))
    return shapes
