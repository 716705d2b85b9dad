"""The pieces on the A Game of Thrones board, drawn over the map widget's areas in screen pixels (they keep
their size at any zoom): each area's units in its house's colours (footman a disc, knight a diamond, siege
engine a triangle, ship a hull; routed ones lying on their side and faded), its order token (the seat's own
face up, others face down until the reveal, as the view gives them), the attackers of a battle under way
(a row below the defenders), a power token, a garrison, a neutral
force, a fortification, and the board's printed supply barrels and crowns.

Everything is gathered into one scene per rebuild (triangles in one shape, texts from a pool), rebuilt when
the game or the camera changes. Reads the view only.
"""
from __future__ import annotations

import math
from typing import Any

import arcade

from strategic.agot.rules.common import board_of
from strategic.agot.rules.planning import TOKENS
from strategic.agot.rules.view import HIDDEN
from strategic.ui.agot.looks import badge
from strategic.ui.map.model import bounds, point_in_polygon
from strategic.ui.text_pool import BatchedScene, ScenePool
from tactical.ui import theme

UNIT_ORDER = ("knight", "footman", "siege", "ship")
ORDER_COLOURS = {"march": (176, 58, 46), "defend": (52, 92, 168), "support": (214, 170, 48),
                 "raid": (70, 60, 56), "consolidate": (120, 84, 150)}
ORDER_LETTERS = {"march": "M", "defend": "D", "support": "S", "raid": "R", "consolidate": "C"}
FACE_DOWN = (92, 66, 44)
BARREL = (130, 84, 44)
CROWN = (232, 190, 50)
NEUTRAL = (120, 116, 108)
OUTLINE = (24, 18, 14)
PIECE = 6.5            # half size of a unit piece, pixels
STEP = 14.0            # pixels between two pieces
ORDER_R = 9.0
_COLOURS: dict[tuple, arcade.types.Color] = {}
MAX_GROWTH = 2.2
MARK_ROOM = 14.0       # the pieces start this far left of the label point, clear of the castle mark
# where an area's row of pieces may go from its label point, tried in turn until it covers no name: as the
# label draws it, then lower, then aside (pixels at the fitted zoom)
ROW_SPOTS = tuple(sorted(((dx, dy) for dx in range(-54, 55, 9) for dy in range(-48, 31, 6)),
                         key=lambda d: (abs(d[0]) + abs(d[1]), d[1] > 0)))      # nearest first, lower first
Box = tuple[float, float, float, float]
MADE_LIMIT = 20_000    # placements kept for one camera before they are forgotten (a long game's are many)


class PieceScene(BatchedScene):
    """A batched scene that also takes filled polygons (fans) and discs. Colours are made arcade Colors once
    each (the shape list converts every vertex's colour otherwise: most of a rebuild's time)."""

    k = 1.0                # the pieces' scale (1 at the fitted zoom)

    def __init__(self, pool) -> None:
        super().__init__(pool)
        self.spots: dict[str, tuple[float, float]] = {}     # area id -> where its order token is drawn
        self.unit_boxes: list[Box] = []                    # left, bottom, right, top of every unit drawn

    def _triangles(self, points: list[tuple[float, float]], colour) -> None:
        c = _COLOURS.get(colour)
        if c is None:
            c = _COLOURS[colour] = arcade.types.Color(*(tuple(colour) + (255,))[:4])
        self._points += points
        self._colours += [c] * len(points)

    def polygon(self, pts: list[tuple[float, float]], colour) -> None:
        for i in range(1, len(pts) - 1):
            self._triangles([pts[0], pts[i], pts[i + 1]], colour)

    def disc(self, x: float, y: float, r: float, colour, sides: int = 10) -> None:
        self.polygon([(x + r * math.cos(2 * math.pi * k / sides), y + r * math.sin(2 * math.pi * k / sides))
                      for k in range(sides)], colour)


class PiecePool(ScenePool):
    def __init__(self) -> None:
        super().__init__()
        self.camera: tuple = ()
        self.made: dict[tuple, Any] = {}      # `_spot`'s answers and polygon tests, for the camera they were made with

    def scene(self) -> PieceScene:
        super().scene()
        return PieceScene(self)

    def made_for(self, camera) -> dict[tuple, Any]:
        """Where each row went and the polygon tests that placed it, kept between rebuilds while the camera
        stays: an AI step changes a few areas' pieces, and a row with the same size and the same names and
        rows around it goes to the same spot."""
        key = (camera.cx, camera.cy, camera.scale, camera.rect)
        if key != self.camera or len(self.made) > MADE_LIMIT:
            self.camera, self.made = key, {}
        return self.made


def _shape(kind: str, x: float, y: float, s: float, lying: bool) -> list[tuple[float, float]]:
    """A unit's outline centred on (x, y); lying: turned a quarter over and flattened."""
    if kind == "footman":
        pts = [(math.cos(2 * math.pi * k / 12), math.sin(2 * math.pi * k / 12)) for k in range(12)]
    elif kind == "knight":
        pts = [(0, 1.25), (1.1, 0), (0, -1.25), (-1.1, 0)]
    elif kind == "siege":
        pts = [(-1.15, -0.9), (1.15, -0.9), (0, 1.2)]
    else:                                            # a ship's hull (its mast and sail are drawn on it)
        pts = [(-1.3, -0.2), (1.3, -0.2), (0.8, -1.0), (-0.8, -1.0)]
    if lying:
        pts = [(b * 0.6, -a) for a, b in pts]
    return [(x + a * s, y + b * s) for a, b in pts]


def unit(sc: PieceScene, kind: str, x: float, y: float, house: str, routed: bool = False) -> None:
    field, charge = badge(house)
    alpha = 120 if routed else 255
    size = PIECE * sc.k
    outline = _shape(kind, x, y, size + 1.6, routed)
    top = y + size * 1.3 if kind == "ship" else max(p[1] for p in outline)       # a ship's mast
    sc.unit_boxes.append((min(p[0] for p in outline), min(p[1] for p in outline), max(p[0] for p in outline), top))
    sc.polygon(outline, OUTLINE + (alpha,))
    sc.polygon(_shape(kind, x, y, size, routed), tuple(field) + (alpha,))
    if kind == "ship":
        sc.polygon([(x - 0.5, y - 1), (x + 1.5, y - 1), (x + 1.5, y + size * 1.3), (x - 0.5, y + size * 1.3)],
                   tuple(charge) + (alpha,))
        sc.polygon([(x + 1.5, y + size * 1.2), (x + size, y + 1), (x + 1.5, y + 1)], tuple(charge) + (alpha,))
    elif kind == "knight":
        sc.disc(x, y, 2.2 * sc.k, tuple(charge) + (alpha,), 8)


def order_token(sc: PieceScene, token: str, x: float, y: float, house: str) -> None:
    """A face-up token: its kind's colour, letter, bonus and star; face down: the house's ring and a '?'."""
    field, charge = badge(house)
    r = ORDER_R * sc.k
    sc.disc(x, y, r + 2, field)
    if token == HIDDEN:
        sc.disc(x, y, r - 0.5, FACE_DOWN)
        sc.text("?", x, y - 1, theme.SMALL, theme.WHITE, bold=True, anchor_x="center", anchor_y="center")
        return
    t = TOKENS[token]
    sc.disc(x, y, r - 0.5, ORDER_COLOURS[t.kind])
    label = ORDER_LETTERS[t.kind] + ("★" if t.special else "")
    sc.text(label, x, y - 1, theme.SMALL, theme.WHITE, bold=True, anchor_x="center", anchor_y="center")
    if t.bonus and t.kind in ("march", "defend", "support"):
        sc.disc(x + r, y - r + 1, 6.5, theme.PARCHMENT)
        sc.text(f"{t.bonus:+d}", x + r, y - r, 8.5, theme.INK, bold=True, anchor_x="center",
                anchor_y="center")


def power_token(sc: PieceScene, x: float, y: float, house: str) -> None:
    field, charge = badge(house)
    sc.disc(x, y, 7.5 * sc.k, theme.GOLD)
    sc.disc(x, y, 5.5 * sc.k, field)
    sc.disc(x, y, 2.2 * sc.k, charge, 8)


def counter(sc: PieceScene, x: float, y: float, n: int, fill, ink=theme.WHITE) -> None:
    """A square counter with a number: a garrison (its house's colour) or a neutral force (grey)."""
    a, b = 8 * sc.k, 6.5 * sc.k
    sc.polygon([(x - a, y - a), (x + a, y - a), (x + a, y + a), (x - a, y + a)], OUTLINE)
    sc.polygon([(x - b, y - b), (x + b, y - b), (x + b, y + b), (x - b, y + b)], fill)
    sc.text(str(n), x, y - 1, theme.SMALL, ink, bold=True, anchor_x="center", anchor_y="center")


def printed(sc: PieceScene, x: float, y: float, barrels: int, crowns: int) -> None:
    """The board's printed supply barrels (brown casks) and crowns (gold), in a row."""
    for i in range(barrels):
        bx = x + i * 9
        sc.polygon([(bx - 3.5, y - 4.5), (bx + 3.5, y - 4.5), (bx + 4.2, y), (bx + 3.5, y + 4.5), (bx - 3.5, y + 4.5),
                    (bx - 4.2, y)], BARREL)
        sc.line(bx - 4, y, bx + 4, y, (70, 44, 20), 1.2)
    for i in range(crowns):
        cx = x + (barrels + i) * 9 + 1
        sc.polygon([(cx - 4.5, y - 3.5), (cx + 4.5, y - 3.5), (cx + 4.5, y + 4), (cx + 2.2, y + 0.5), (cx, y + 4.5),
                    (cx - 2.2, y + 0.5), (cx - 4.5, y + 4)], CROWN)


def pieces_key(view, camera) -> tuple:
    """Everything the pieces are drawn from (the view's pieces and the camera): rebuilt only when it changes."""
    b = view.battle
    pieces = (view.units, view.routed, view.owner, view.orders, view.tokens, view.garrisons, view.neutral)
    return (tuple(tuple(sorted((k, repr(v)) for k, v in d.items())) for d in pieces), tuple(view.fortifications),
            (b.area, tuple(b.attackers), b.attacker) if b is not None else None,
            (camera.cx, camera.cy, camera.scale, camera.rect))


def build_pieces(view, model, camera, pool: PiecePool, names: list[Box] = ()) -> PieceScene:
    """Every area's pieces by its label point in screen pixels (only the areas on screen), each area's row
    moved to the first of `ROW_SPOTS` keeping a part in the area where it covers none of the map's `names`
    (their boxes) nor a row placed before, else (`_spot`) where it covers the least of them."""
    sc = pool.scene()
    sc.k = min(MAX_GROWTH, (camera.scale / camera.fit_scale) ** 0.6)     # pieces grow a little when zoomed in
    board = board_of(view)
    taken = list(names)
    for aid, area in board.areas.items():
        shape = model.areas.get(area.name)
        if shape is None:
            continue
        x, y = camera.to_screen(*shape.label_at)
        if not camera.rect.contains(x, y):
            continue
        y -= 8                                    # the row of the castle mark the label layer draws
        rows, (dx, dy) = _row_box(sc, view, aid, x, y), (0.0, 0.0)
        if rows[0][0] < rows[0][2]:                     # something to lay: off the names and the rows before
            near = [n for n in taken if _covered(_grown(rows[0], 60 * sc.k), n)]
            if near:
                made = pool.made_for(camera)
                key = ("spot", rows, tuple(near))
                if key not in made:
                    made[key] = _spot(rows, near, shape, camera, sc.k, made)
                dx, dy = made[key]
            taken.append(_moved(rows[0], dx, dy))
        _area(sc, view, aid, area, x + dx, y + dy)
    pool.finish()
    return sc


def _spot(rows: tuple[Box, Box], names: list[Box], shape, camera, k: float,
          fits: dict[tuple, Any]) -> tuple[float, float]:
    """Where the row goes: the nearest of `ROW_SPOTS` that fits and where the whole row covers no name, else
    where its units cover none, else where the row covers the least (the board is crowded at 1024x700).
    `fits`: each (row, spot)'s polygon test, made once for this camera."""
    spots = [(dx * k, dy * k) for dx, dy in ROW_SPOTS]
    x0, y0, x1, y1 = bounds(shape.polygon)
    (ax, ay), (bx, by) = camera.to_screen(x0, y0), camera.to_screen(x1, y1)
    around = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))

    def fitting(d: tuple[float, float]) -> bool:
        key = (rows[0], d)
        if key not in fits:
            fits[key] = _fits(rows[0], d, shape, camera, around)
        return fits[key]

    for box in rows:
        spot = next((d for d in spots if not any(_covered(_moved(box, *d), n) for n in names) and fitting(d)), None)
        if spot is not None:
            return spot
    return min([d for d in spots if fitting(d)] or [(0.0, 0.0)],
               key=lambda d: sum(_covered(_moved(rows[0], *d), n) for n in names))


def _grown(box: Box, m: float) -> Box:
    return box[0] - m, box[1] - m, box[2] + m, box[3] + m


def _on_view(box: Box, camera) -> bool:
    r = camera.rect
    return r.left <= box[0] and box[2] <= r.right and r.bottom <= box[1] and box[3] <= r.top


def _fits(row: Box, d: tuple[float, float], shape, camera, around: Box) -> bool:
    """The row moved by d stays on the map's view with a part of it (a corner, an edge's middle) in its area
    (`around`: the area's bounds on screen, to skip most polygon tests)."""
    x0, y0, x1, y1 = box = _moved(row, *d)
    return (_on_view(box, camera) and _covered(box, around) > 0 and
            any(around[0] <= px <= around[2] and around[1] <= py <= around[3] and
                point_in_polygon(*camera.to_world(px, py), shape.polygon)
                for px in (x0 + 6, (x0 + x1) / 2, x1 - 6) for py in (y0 + 4, (y0 + y1) / 2, y1 - 4)))


def _covered(a: Box, b: Box) -> float:
    """The area two boxes share."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _moved(box: Box, dx: float, dy: float) -> Box:
    return box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy


def _extras(view, aid: str) -> list[str]:
    return [k for k, on in (("token", aid in view.tokens), ("garrison", aid in view.garrisons),
                            ("neutral", aid in view.neutral and aid not in view.blocked),   # out of play: shaded
                            ("order", aid in view.orders)) if on]


def _row_box(sc: PieceScene, view, aid: str, x: float, y: float) -> tuple[Box, Box]:
    """The boxes of the area's row as `_area` draws it at (x, y): all of it (units, tokens, attackers below),
    and its units alone."""
    n = len(view.units.get(aid, [])) + len(view.routed.get(aid, []))
    extras = _extras(view, aid)
    step, r, u = STEP * sc.k, (ORDER_R + 2) * sc.k, (PIECE + 1.6) * 1.3 * sc.k
    left = x - MARK_ROOM + step / 2
    right = left + n * step + len(extras) * (step + 2) + (4 * sc.k if "order" in extras else 0)
    b = view.battle
    below = step + 4 if b is not None and b.area == aid and b.attackers else 0
    if not n and not extras:
        return (x, y, x, y), (x, y, x, y)                     # nothing to keep off the names
    units = (left - u, y - u - below, left + (n - 1) * step + u, y + u) if n else (x, y, x, y)
    return (left - u, y - max(r, u) - below, right - step / 2 + r, y + max(r, u)), units


def _area(sc: PieceScene, view, aid: str, area, x: float, y: float) -> None:
    house = view.owner.get(aid)
    standing = sorted(view.units.get(aid, []), key=UNIT_ORDER.index)
    routed = sorted(view.routed.get(aid, []), key=UNIT_ORDER.index)
    extras = _extras(view, aid)
    step = STEP * sc.k
    left = x - MARK_ROOM + step / 2        # right of the castle mark the map's label draws at x - 24
    for i, u in enumerate(standing + routed):
        unit(sc, u, left + i * step, y, house or "", routed=i >= len(standing))
    px = left + (len(standing) + len(routed)) * step
    b = view.battle
    if b is not None and b.area == aid and b.attackers:       # the attackers stand in the area, a row below
        for i, u in enumerate(sorted(b.attackers, key=UNIT_ORDER.index)):
            unit(sc, u, left + i * step, y - step - 4, b.attacker)
    for k in extras:
        if k == "token":
            power_token(sc, px, y, view.tokens[aid])
        elif k == "garrison":
            counter(sc, px, y, view.garrisons[aid][1], badge(view.garrisons[aid][0])[0])
        elif k == "neutral":
            counter(sc, px, y, view.neutral[aid], NEUTRAL)
        else:
            px += 4 * sc.k
            order_token(sc, view.orders[aid], px, y, house or "")
            sc.spots[aid] = (px, y)
        px += step + 2
    if aid in view.fortifications:
        sc.line(x - 14, y - 13, x + 14, y - 13, (90, 70, 50), 3)
    if area.kind == "land" and (area.supply or area.crowns):
        printed(sc, x - 30, y - 24, area.supply, area.crowns)
