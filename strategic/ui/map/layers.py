"""The map's drawing, in layers built only when something changes (DESIGN.md: static parts in a
ShapeElementList):

- `MapGeometry` (once per map): each area's triangles and its borders sorted into coast, border inside a
  group and border between groups, found by matching the edges two polygons share.
- `border_layer` (once per map) and `FillMesh` (its colours rewritten when the looks change): borders, sea
  lanes, straits and the areas' fills in world units, drawn under the camera, so panning and zooming never
  rebuild them.
- `LabelLayer` (made once, moved when the camera moves): names, counts, marks and pieces in screen pixels,
  so text keeps its size (never below 12 px) at any zoom.
- `highlight_layer` (when the hover or the choice changes): outlines that each mean one thing, each made once.
"""
from __future__ import annotations

import math
from array import array
from dataclasses import dataclass
from functools import lru_cache

import arcade
from arcade import shape_list as sl
from arcade.draw.helpers import get_points_for_thick_line
from arcade.earclip import earclip
from arcade.gl import BufferDescription

from strategic.ui.map import glyphs
from strategic.ui.map.camera import MapCamera
from strategic.ui.map.model import AreaLook, MapModel, Point, bounds
from tactical.ui import theme

COAST = (40, 52, 70)
BORDER = (70, 56, 40)
GROUP_BORDER = (30, 22, 16)
SEA_LANE = (235, 240, 250)
STRAIT = (250, 236, 170)
CASING = (30, 22, 16)       # under a route's line
CHAIN_GAP = 0.28            # share of a route's step left bare at each end, around the areas' counts
LABEL_PX = 13              # names: the smallest text on the screen (DESIGN.md: never below 12 px)
COUNT_PX = 13
PIECE_PX = 12
GROUP_WIDTH = 3.2          # the widest border (between regions), in thousandths of the map's height
MARK_COLOURS = {"castle": (60, 50, 44), "seat": (212, 170, 60)}
PORT_COLOURS = {"red": (200, 50, 40), "white": (245, 245, 245), "blue": (60, 110, 220), "green": (50, 160, 70),
                "yellow": (235, 200, 40), "purple": (150, 70, 190)}
PIECE_LETTERS = {"knight": "K", "siege": "S", "fortification": "F"}
MAX_PIECES = 4
# where a name may go, tried in turn: above its badge, below it, then above but shifted half its width
# left or right (dx in name widths, dy from the name's height)
NAME_SPOTS = ((0.0, lambda h: 4.0), (0.0, lambda h: -24.0 - h), (-0.5, lambda h: 4.0), (0.5, lambda h: 4.0))
NAME_BACK = (250, 244, 226, 170)


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


def thick_lines(segs, colour, width: float) -> sl.Shape:
    """Many wide segments as one shape: two triangles each (GL lines are one pixel wide)."""
    points = []
    for (x0, y0), (x1, y1) in segs:
        a, b, c, d = get_points_for_thick_line(x0, y0, x1, y1, width)
        points += [a, b, c, a, c, d]
    return sl.create_triangles_filled_with_colors(points, [colour] * len(points))


def _lines(shapes: sl.ShapeElementList, segs, colour, width: float) -> None:
    if segs:
        shapes.append(thick_lines(segs, colour, width))


def _dashes(a: Point, b: Point, dash: float) -> list[Point]:
    (x0, y0), (x1, y1) = a, b
    length = max(1e-6, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    n = max(1, int(length / dash))
    pts = []
    for k in range(0, n, 2):
        t0, t1 = k / n, min(1.0, (k + 1) / n)
        pts += [(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)]
    return pts


def border_layer(model: MapModel) -> sl.ShapeElementList:
    """Borders, coasts, sea lanes and straits in world units: built once per map."""
    geo = geometry(model)
    shapes = sl.ShapeElementList()
    unit = model.size[1] / 1000
    _lines(shapes, geo.inner, BORDER, 1.2 * unit)
    _lines(shapes, geo.coast, COAST, 2.0 * unit)
    _lines(shapes, geo.between, GROUP_BORDER, GROUP_WIDTH * unit)
    for link in model.links:
        a, b = model.areas[link.a].label_at, model.areas[link.b].label_at
        colour, width, dash = (STRAIT, 5 * unit, 14 * unit) if link.kind == "strait" else (SEA_LANE, 2.5 * unit, 8 * unit)
        dashes = _dashes(a, b, dash)
        shapes.append(thick_lines(list(zip(dashes[::2], dashes[1::2])), colour, width))
    return shapes


class FillMesh:
    """Every area's triangles in one vertex buffer that never changes, and a colour buffer rewritten when the
    looks change: recolouring the whole map after a move is one buffer write, not a new shape list."""

    def __init__(self, ctx, model: MapModel) -> None:
        geo = geometry(model)
        self.order = list(geo.triangles)
        self.counts = [len(geo.triangles[n]) for n in self.order]
        verts = array("f", [c for n in self.order for p in geo.triangles[n] for c in p])
        self.ctx, self.program = ctx, ctx.shape_element_list_program
        self.vbo = ctx.buffer(data=verts)
        self.cbo = ctx.buffer(reserve=16 * sum(self.counts))
        self.mesh = ctx.geometry([BufferDescription(self.vbo, "2f", ("in_vert",)),
                                  BufferDescription(self.cbo, "4f", ("in_color",))], mode=ctx.TRIANGLES)

    def colour(self, looks: dict[str, AreaLook]) -> None:
        data = array("f")
        for name, n in zip(self.order, self.counts):
            fill = looks[name].fill if name in looks else (0, 0, 0, 0)
            data.extend(array("f", (fill + (255,))[:4]) * n)
        self.cbo.write(data)

    def draw(self) -> None:
        self.program["Position"] = (0.0, 0.0)
        self.program["Angle"] = 0.0
        self.ctx.enable(self.ctx.BLEND)        # a shape list drawn before may have left blending off
        self.ctx.blend_func = self.ctx.BLEND_DEFAULT
        self.mesh.render(self.program)


@lru_cache(maxsize=1)
def _square() -> arcade.Texture:
    return arcade.make_soft_square_texture(4, (255, 255, 255), 255, 255)


@lru_cache(maxsize=16)
def _disc(diameter: int) -> arcade.Texture:
    return arcade.make_circle_texture(diameter, (255, 255, 255))


@lru_cache(maxsize=4)
def _tower_texture(size: int) -> arcade.Texture:
    from PIL import Image, ImageDraw

    img = Image.new("RGBA", (size * 4, size * 4), (0, 0, 0, 0))
    r = size * 2
    ImageDraw.Draw(img).polygon([(x * 4 + r, r - y * 4) for x, y in _tower(0, 0, size * 0.48)],
                                fill=(255, 255, 255, 255))
    return arcade.Texture(img, hash=f"map-tower-{size}")


@lru_cache(maxsize=1)
def _anchor_texture() -> arcade.Texture:
    """A port: a disc in the coast's colour (the sprite's tint) with a dark anchor cut in it."""
    from PIL import Image, ImageDraw

    img = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((2, 2, 62, 62), fill=(255, 255, 255, 255), outline=(30, 30, 50, 255), width=5)
    ink = (30, 30, 50, 255)
    d.line([(32, 14), (32, 50)], fill=ink, width=6)
    d.line([(22, 22), (42, 22)], fill=ink, width=5)
    d.arc((16, 26, 48, 52), 20, 160, fill=ink, width=5)
    return arcade.Texture(img, hash="map-port-anchor")


def _sprite(texture: arcade.Texture, colour, w: float, h: float) -> arcade.Sprite:
    s = arcade.Sprite(texture)
    s.width, s.height, s.color = w, h, colour
    return s


class AreaLabel:
    """One area's name, count badge, pieces and marks: sprites made once, moved and updated after."""

    def __init__(self, area, under: arcade.SpriteList, over: arcade.SpriteList) -> None:
        name = short_name(area.name)
        if len(name) > 13 and " " in name:          # two lines, split at the space nearest the middle
            cut = min((i for i, ch in enumerate(name) if ch == " "), key=lambda i: abs(i - len(name) / 2))
            name = name[:cut] + "\n" + name[cut + 1:]
        self.name = arcade.Sprite(glyphs.word(name, LABEL_PX, theme.INK))
        self.size = (self.name.width + 6, self.name.height + 2)
        self.back = _sprite(_square(), NAME_BACK, *self.size)
        self.ring = _sprite(_disc(48), (250, 244, 226), 26, 26)
        self.disc = _sprite(_disc(48), (40, 30, 22), 22, 22)
        self.count = arcade.Sprite(glyphs.word("0", COUNT_PX, (255, 255, 255), True))
        self.pieces = [_sprite(_square(), (250, 244, 226), 14, 16) for _ in range(MAX_PIECES)]
        self.letters = [arcade.Sprite(glyphs.word("K", PIECE_PX, theme.INK, True)) for _ in range(MAX_PIECES)]
        self.marks = [self._mark(m) for m in area.marks]
        for s in (self.back, self.ring, self.disc, *self.pieces, *(m for m, _ in self.marks)):
            under.append(s)
        for s in (self.name, self.count, *self.letters):      # words over every badge and mark
            over.append(s)
        self.look: AreaLook | None = None
        self.shown = False

    @staticmethod
    def _mark(mark: str) -> tuple[arcade.Sprite, str]:
        kind, _, arg = mark.partition(":")
        if kind == "port":
            return _sprite(_anchor_texture(), PORT_COLOURS.get(arg, (200, 200, 200)), 16, 16), kind
        size = 18 if kind == "seat" else 15
        return _sprite(_tower_texture(32), MARK_COLOURS.get(kind, MARK_COLOURS["castle"]), size, size), kind

    def place(self, x: float, y: float, shown: bool, name_at: tuple[float, float] | None) -> None:
        """Badge and marks at (x, y); the name's bottom centre `name_at` from there (None: not shown)."""
        name_shown = shown and name_at is not None
        nx, ny = (x + name_at[0], y + name_at[1]) if name_at else (x, y)
        self.name.position = (round(nx), round(ny + self.name.height / 2))     # whole pixels: crisp words
        self.back.position = (nx, ny + self.size[1] / 2 - 1)
        self.name.visible = self.back.visible = name_shown
        cy = y - 8
        for s in (self.ring, self.disc):
            s.position = (x, cy)
        self.count.position = (round(x), round(cy))
        for i, (piece, letter) in enumerate(zip(self.pieces, self.letters)):
            piece.position = (x + 20 + i * 15, cy)
            letter.position = (round(x + 20 + i * 15), round(cy))
        mx = x - 24
        for sprite, kind in self.marks:
            sprite.position = (mx, cy)
            sprite.visible = shown
            mx -= 16
        self.shown = shown
        self._show()

    def box(self) -> tuple[float, float, float, float]:
        """left, bottom, right, top of every sprite of the label, shown or not (where it may have drawn)."""
        sprites = (self.name, self.back, self.ring, self.disc, self.count, *self.pieces, *self.letters,
                   *(m for m, _ in self.marks))
        return (min(s.left for s in sprites), min(s.bottom for s in sprites), max(s.right for s in sprites),
                max(s.top for s in sprites))

    def update(self, look: AreaLook | None) -> None:
        if look == self.look:           # most areas are as they were after a move
            return
        self.look = look
        self._show()

    def _show(self) -> None:
        look = self.look if self.shown else None
        has_count = look is not None and look.count is not None
        self.ring.visible = self.disc.visible = self.count.visible = has_count
        if has_count:
            self.disc.color = look.badge
            self.count.texture = glyphs.word(str(look.count), COUNT_PX, tuple(look.badge_text[:3]), True)
        pieces = look.pieces if has_count else ()
        for i, (piece, letter) in enumerate(zip(self.pieces, self.letters)):
            on = i < len(pieces)
            piece.visible = letter.visible = on
            if on:
                letter.texture = glyphs.word(PIECE_LETTERS.get(pieces[i], "?"), PIECE_PX, theme.INK, True)


class LabelLayer:
    """Names, counts, marks and pieces at their areas' label points, in screen pixels, as sprites of two
    lists (badges and marks, then the words over them: two draw calls). Every label is made once; a camera
    move only moves them and a new state only recolours and recounts them."""

    def __init__(self, model: MapModel) -> None:
        self.model = model
        self.under, self.over = arcade.SpriteList(), arcade.SpriteList()
        by_size = sorted(model.areas.values(), key=lambda a: -_area_rank(a))
        self.labels = {a.name: AreaLabel(a, self.under, self.over) for a in by_size}

    def place(self, camera: MapCamera) -> None:
        """Each name above its badge, else below it, else shifted aside, else (no room) left for zooming in.
        Names may cross another area's badge (their text is drawn over the badges): keeping off every badge
        left most names of Westeros out at the fitted zoom."""
        taken: list[tuple[float, float, float, float]] = []
        r = camera.rect
        for name, label in self.labels.items():
            x, y = camera.to_screen(*self.model.areas[name].label_at)
            shown = r.contains(x, y)
            w, h = label.size
            spot = None
            for dx, dy in NAME_SPOTS:
                left = x + dx * w - w / 2
                left += max(0.0, r.left + 2 - left) - max(0.0, left + w - (r.right - 2))   # kept inside the map
                box = (left, y + dy(h), left + w, y + dy(h) + h)
                if shown and not any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in taken):
                    spot = (left + w / 2 - x, dy(h))
                    taken.append(box)
                    break
            label.place(x, y, shown, spot)

    def name_boxes(self) -> list[tuple[float, float, float, float]]:
        """left, bottom, right, top of every name shown (its pale back), for pieces a screen draws to keep off."""
        return [(b.left, b.bottom, b.right, b.top) for b in (lb.back for lb in self.labels.values()) if b.visible]

    def update(self, looks: dict[str, AreaLook]) -> None:
        for name, label in self.labels.items():
            label.update(looks.get(name))

    def draw(self) -> None:
        self.under.draw()
        self.over.draw()


def _area_rank(area) -> float:
    """Seats and castles name first, then the larger areas."""
    x0, y0, x1, y1 = bounds(area.polygon)
    return (x1 - x0) * (y1 - y0) + (1e9 if any(m.startswith("seat") for m in area.marks) else 0) \
        + (1e8 if "castle" in area.marks else 0)


def _tower(x: float, y: float, r: float) -> list[Point]:
    """A castle: a square with two merlons."""
    return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x + r * 0.35, y + r), (x + r * 0.35, y + r * 0.55),
            (x - r * 0.35, y + r * 0.55), (x - r * 0.35, y + r), (x - r, y + r)]


def short_name(name: str) -> str:
    """The name as the map prints it: without a leading "The " (the tooltip gives the full name)."""
    return name[4:] if name.startswith("The ") else name


def highlight_layer(model: MapModel, outlines: dict[str, tuple]) -> tuple[sl.Shape, ...]:
    """Area outlines in world units: name -> (colour, width in pixels at the fitted zoom), each drawn by itself.
    Each outline is made once (arcade converts every vertex's colour when a shape is made, which took most
    of a mouse move's time when the hover rebuilt them)."""
    return tuple(_outline(model, name, tuple(colour), width) for name, (colour, width) in outlines.items())


def chain_line(model: MapModel, names: tuple[str, ...], colour: tuple, width: float) -> tuple[sl.Shape, ...]:
    """Arrows from area to area along a chain (a move's route), in world units like the outlines: each stops
    short of the label points (so the counts there stay readable), over a dark casing that reads on any fill."""
    points = [model.areas[n].label_at for n in names]
    w = width * model.size[1] / 1000
    segs, heads, casings = [], [], []
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        dx, dy = x1 - x0, y1 - y0
        a, b = (x0 + CHAIN_GAP * dx, y0 + CHAIN_GAP * dy), (x1 - CHAIN_GAP * dx, y1 - CHAIN_GAP * dy)
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length                       # along the segment; (-uy, ux) across it
        segs.append((a, b))
        for size, out in ((2.0 * w, heads), (3.0 * w, casings)):
            out.append(sl.create_polygon([(b[0] + size * ux, b[1] + size * uy), (b[0] - size * uy, b[1] + size * ux),
                                          (b[0] + size * uy, b[1] - size * ux)], CASING if out is casings else colour))
    return (thick_lines(segs, CASING, 2.2 * w), *casings, thick_lines(segs, colour, w), *heads)


@lru_cache(maxsize=1024)
def _outline(model: MapModel, name: str, colour: tuple, width: float) -> sl.Shape:
    poly = model.areas[name].polygon
    return thick_lines([(poly[i - 1], p) for i, p in enumerate(poly)], colour, width * model.size[1] / 1000)
