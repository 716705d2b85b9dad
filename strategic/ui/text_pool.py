"""Scenes cheap to rebuild for the strategic screens: the battle screen's `TextPool` (tactical/ui/text_pool.py:
a rebuilt scene reuses the Text it made last time for the same words) plus boxes and lines gathered into
one shape made when the scene is first drawn (each box of a ShapeElementList makes GL buffers of its own,
about 1 ms each under software rendering, and a panel has dozens).
"""
from __future__ import annotations

from arcade import shape_list as sl
from arcade.draw.helpers import get_points_for_thick_line

from tactical.ui.layout import Rect
from tactical.ui.text_pool import PooledScene, TextPool


class ScenePool(TextPool):
    def scene(self) -> "BatchedScene":
        super().scene()                      # the texts of the previous scene become spares
        return BatchedScene(self)


class BatchedScene(PooledScene):
    def __init__(self, pool: TextPool) -> None:
        super().__init__(pool)
        self._points: list[tuple[float, float]] = []
        self._colours: list[tuple] = []

    def _triangles(self, points: list[tuple[float, float]], colour) -> None:
        colour = tuple(colour) if len(colour) == 4 else (*colour, 255)
        self._points += points
        self._colours += [colour] * len(points)

    def _segment(self, x0: float, y0: float, x1: float, y1: float, colour, width: float) -> None:
        a, b, c, d = get_points_for_thick_line(x0, y0, x1, y1, width)
        self._triangles([a, b, c, a, c, d], colour)

    def rect(self, r: Rect, fill=None, border=None, width: float = 1.0) -> None:
        if fill is not None:
            self._triangles([(r.left, r.bottom), (r.right, r.bottom), (r.right, r.top),
                             (r.left, r.bottom), (r.right, r.top), (r.left, r.top)], fill)
        if border is not None:
            h = width / 2
            self._segment(r.left - h, r.bottom, r.right + h, r.bottom, border, width)
            self._segment(r.left - h, r.top, r.right + h, r.top, border, width)
            self._segment(r.left, r.bottom, r.left, r.top, border, width)
            self._segment(r.right, r.bottom, r.right, r.top, border, width)

    def line(self, x0: float, y0: float, x1: float, y1: float, colour, width: float = 1.0) -> None:
        self._segment(x0, y0, x1, y1, colour, width)

    def draw(self) -> None:
        if self._points:
            self.shapes.append(sl.create_triangles_filled_with_colors(self._points, self._colours))
            self._points, self._colours = [], []
        super().draw()
