"""Where each part of the battle screen goes for a window size, and how hexes map to pixels.

The board section takes about 70% of the width (DESIGN.md, "Look and feel"): a strip on top for the
round track and morale ladder, the battlefield, and a strip below for the prompt, buttons and dice.
The side panel takes the rest. `BoardGeometry` fits the scenario's hex grid into the battlefield area
(Arcade's y axis points up, the grid's down) and converts between hexes and window pixels.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

BOARD_SHARE = 0.70
TOP_BAR = 84
BOTTOM_BAR = 150
MARGIN = 8


@dataclass(frozen=True)
class Rect:
    left: float
    bottom: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height

    @property
    def cx(self) -> float:
        return self.left + self.width / 2

    @property
    def cy(self) -> float:
        return self.bottom + self.height / 2

    def contains(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def grown(self, d: float) -> "Rect":
        """The rectangle with `d` more on every side."""
        return Rect(self.left - d, self.bottom - d, self.width + 2 * d, self.height + 2 * d)

    def union(self, other: "Rect | None") -> "Rect":
        """The smallest rectangle holding both (`other` None: this one)."""
        if other is None:
            return self
        left, bottom = min(self.left, other.left), min(self.bottom, other.bottom)
        return Rect(left, bottom, max(self.right, other.right) - left, max(self.top, other.top) - bottom)

    def overlaps(self, other: "Rect") -> bool:
        """Do the two share some area (touching edges do not count)?"""
        return self.left < other.right and other.left < self.right and self.bottom < other.top \
            and other.bottom < self.top


@dataclass(frozen=True)
class ScreenLayout:
    board_section: Rect     # everything left of the side panel
    top_bar: Rect           # round track, morale ladder
    field: Rect             # the battlefield itself
    bottom_bar: Rect        # prompt, buttons, dice tray
    panel: Rect             # the side panel

    def regions(self) -> dict[str, Rect]:
        """The window cut into four rectangles that tile it, one per part baked into the battle screen's
        backdrop (the gaps between the bars split halfway), so each part can be redrawn alone."""
        split = self.panel.left
        low = (self.bottom_bar.top + self.field.bottom) / 2
        high = (self.field.top + self.top_bar.bottom) / 2
        return {"prompt": Rect(0, 0, split, low), "field": Rect(0, low, split, high - low),
                "top": Rect(0, high, split, self.panel.top - high), "panel": self.panel}


def screen_layout(width: int, height: int) -> ScreenLayout:
    bw = round(width * BOARD_SHARE)
    board = Rect(0, 0, bw, height)
    top = Rect(MARGIN, height - TOP_BAR, bw - 2 * MARGIN, TOP_BAR - MARGIN)
    bottom = Rect(MARGIN, MARGIN, bw - 2 * MARGIN, BOTTOM_BAR - MARGIN)
    field = Rect(MARGIN, BOTTOM_BAR + 4, bw - 2 * MARGIN, height - TOP_BAR - BOTTOM_BAR - 8)
    panel = Rect(bw, 0, width - bw, height)
    return ScreenLayout(board, top, field, bottom, panel)


class BoardGeometry:
    """The grid fitted into `area`: hex centres and corners in window pixels (y up)."""

    def __init__(self, grid, area: Rect) -> None:
        self.grid, self.area = grid, area
        xs, ys = [], []
        for i in range(grid.size):
            for x, y in grid.corners_px(i, 1.0):
                xs.append(x)
                ys.append(y)
        self._min_x, self._min_y = min(xs), min(ys)
        w1, h1 = max(xs) - self._min_x, max(ys) - self._min_y
        self.size = min(area.width / w1, area.height / h1)
        self.width, self.height = w1 * self.size, h1 * self.size
        self.left = area.left + (area.width - self.width) / 2
        self.top = area.top - (area.height - self.height) / 2
        self._centres = [self._to_window(*grid.centre_px(i, 1.0)) for i in range(grid.size)]

    def _to_window(self, gx: float, gy: float) -> tuple[float, float]:
        return self.left + (gx - self._min_x) * self.size, self.top - (gy - self._min_y) * self.size

    def _to_grid(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.left) / self.size + self._min_x, (self.top - y) / self.size + self._min_y

    def centre(self, i: int) -> tuple[float, float]:
        return self._centres[i]

    def corners(self, i: int) -> list[tuple[float, float]]:
        return [self._to_window(x, y) for x, y in self.grid.corners_px(i, 1.0)]

    def hex_at(self, x: float, y: float) -> int | None:
        """The full hex under a window point, or None (off the board or on a half-hex)."""
        if not (self.left <= x <= self.left + self.width and self.top - self.height <= y <= self.top):
            return None
        gx, gy = self._to_grid(x, y)
        return self.grid.hex_at_px(gx, gy, 1.0)

    def hex_box(self, i: int) -> Rect:
        """The rectangle holding hex i."""
        x, y = self.centre(i)
        return Rect(x - self.hex_width / 2, y - self.size, self.hex_width, 2 * self.size)

    @property
    def hex_width(self) -> float:
        return math.sqrt(3) * self.size

    def edge_midpoint(self, a: int, b: int) -> tuple[float, float]:
        (ax, ay), (bx, by) = self.centre(a), self.centre(b)
        return (ax + bx) / 2, (ay + by) / 2

    def half_hexes(self) -> list[list[tuple[float, float]]]:
        """Polygons of the half-hexes cut by the board's left and right edges (not part of the battlefield)."""
        left, right = self.left, self.left + self.width
        out = []
        rows: dict[int, list[int]] = {}
        for i in range(self.grid.size):
            rows.setdefault(self.grid.coords[i][1], []).append(i)
        for members in rows.values():
            xs = sorted(members, key=lambda i: self.centre(i)[0])
            for end, step in ((xs[0], -1), (xs[-1], 1)):
                cx, cy = self.centre(end)
                nx = cx + step * self.hex_width
                if left - 1 <= nx <= right + 1:
                    out.append(_clip_x(_hex_poly(nx, cy, self.size), left, right))
        return out


def _hex_poly(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * k + 30)), cy + r * math.sin(math.radians(60 * k + 30)))
            for k in range(6)]


def _clip_x(poly: list[tuple[float, float]], lo: float, hi: float) -> list[tuple[float, float]]:
    """Clip a convex polygon to lo <= x <= hi (Sutherland-Hodgman on two vertical lines)."""
    for bound, keep in ((lo, lambda x: x >= lo), (hi, lambda x: x <= hi)):
        out = []
        for k, (x1, y1) in enumerate(poly):
            x0, y0 = poly[k - 1]
            if keep(x1):
                if not keep(x0):
                    out.append((bound, y0 + (y1 - y0) * (bound - x0) / (x1 - x0)))
                out.append((x1, y1))
            elif keep(x0):
                out.append((bound, y0 + (y1 - y0) * (bound - x0) / (x1 - x0)))
        poly = out
    return poly
