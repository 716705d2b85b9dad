"""A small picture of a battle's board for the setup screen: every hex in its terrain's colour, the two
home edges in their houses' colours, each unit as a disc in its house's colours (a gold rim for a
commander's), and the objectives as gold discs. Read from the scenario's starting state
(`rules.setup.build_state`); drawn with shapes only, so the whole preview is one ShapeElementList.
"""
from __future__ import annotations

from arcade import shape_list as sl

from tactical.hexgrid import grid_for
from tactical.rules.setup import build_state
from tactical.scenario import Scenario
from tactical.ui import theme
from tactical.ui.layout import BoardGeometry, Rect
from tactical.ui.scene import Scene

MIN_HEIGHT = 90     # px: below this the preview is left out


def draw_preview(sc: Scene, scenario: Scenario, seed: int, r: Rect) -> BoardGeometry | None:
    """Draw the board into `r` (fitted, centred); returns its geometry, or None when `r` is too small."""
    if r.height < MIN_HEIGHT or r.width < MIN_HEIGHT:
        return None
    state = build_state(scenario, seed)
    geo = BoardGeometry(grid_for(state.cols, state.rows), r)
    for h, terrain in enumerate(state.terrain):
        colour = theme.TERRAIN_BASE.get(state.overlay.get(h, terrain), theme.TERRAIN_BASE.get(terrain, (140, 164, 92)))
        sc.shapes.append(sl.create_polygon(geo.corners(h), colour))
        sc.shapes.append(sl.create_line_loop(geo.corners(h), (60, 64, 48), 1))
    for side in state.sides.values():
        y = geo.top + 2 if side.edge == "north" else geo.top - geo.height - 2
        sc.shapes.append(sl.create_rectangle_filled(geo.left + geo.width / 2, y, geo.width, 4,
                                                    theme.house_field(side.house)))
    for obj in scenario.objectives:      # a gold disc, wider than a unit's, so a unit on it leaves a gold ring
        x, y = geo.centre(geo.grid.index(*obj.hexes[0]))
        sc.shapes.append(sl.create_ellipse_filled(x, y, geo.size * 1.6, geo.size * 1.6, theme.GOLD))
    for u in state.units:
        if u.hex < 0:
            continue
        x, y = geo.centre(u.hex)
        d = geo.size * 1.1
        sc.shapes.append(sl.create_ellipse_filled(x, y, d, d, theme.house_field(u.house)))
        rim = theme.GOLD if u.commander else theme.house_charge(u.house)
        sc.shapes.append(sl.create_ellipse_outline(x, y, d, d, rim, 2 if u.commander else 1))
    return geo
