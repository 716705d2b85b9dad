"""Drawing the board highlights: one ShapeElementList rebuilt when the choice changes, drawn between the
terrain and the units. Each meaning has its own look (see theme.HIGHLIGHTS and the legend): a bright green
wash for a move after which the unit can still attack (and retreat / advance hexes), a pale yellow wash
with a thin edge for a move that leaves no attack, a red ring for targets, a cyan ring for what can be
chosen, a gold ring for the selected unit and a white wash for the commander's zone of control.
"""
from __future__ import annotations

import functools

from arcade import shape_list as sl

from tactical.ui import theme
from tactical.ui.layout import BoardGeometry

ORDER = ("zoc", "reach", "far", "target", "select", "chosen")
STYLE = {  # key -> (fill alpha, outline width, inset)
    "zoc": (55, 1.5, 0.97), "reach": (95, 2.5, 0.9), "far": (80, 1.5, 0.9), "target": (70, 4.0, 0.86),
    "select": (0, 3.0, 0.86), "chosen": (0, 4.5, 0.8),
}


def inset(geo: BoardGeometry, h: int, f: float) -> list[tuple[float, float]]:
    cx, cy = geo.centre(h)
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in geo.corners(h)]


def build_highlights(geo: BoardGeometry, marks: dict[str, set[int]]) -> sl.ShapeElementList:
    shapes = sl.ShapeElementList()
    for key in ORDER:
        for h in sorted(marks.get(key, ())):
            for shape in _hex_shapes(geo, h, key):
                shapes.append(shape)
    return shapes


@functools.lru_cache(maxsize=4096)
def _hex_shapes(geo: BoardGeometry, h: int, key: str) -> tuple:
    """One hex's highlight (a wash and an outline, or the outline alone), made once per board geometry: a
    highlight changes after most clicks, its hexes' shapes do not."""
    colour = theme.HIGHLIGHTS[key][0]
    alpha, width, f = STYLE[key]
    pts = inset(geo, h, f)
    wash = (sl.create_polygon(pts, theme.with_alpha(colour, alpha)),) if alpha else ()
    return (*wash, sl.create_line_loop(pts, colour, width))
