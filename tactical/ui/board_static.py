"""The battlefield's fixed layer, built once per board size: terrain tiles, rivers, roads, grid, edges,
and the objectives' names.

Tiles are sprites in one SpriteList; everything drawn with lines and polygons (half-hexes, hex outlines,
river and road ribbons, the two home edges) goes into one `ShapeElementList`, so the whole static board
costs two draw calls a frame (DESIGN.md, "Running Arcade without a screen").
"""
from __future__ import annotations

import arcade
from arcade import shape_list as sl

from tactical.ui import theme
from tactical.ui.layout import BoardGeometry, Rect
from tactical.ui.scene import Scene, text_width
from tactical.ui.textures import texture, tile_name

WATER = ("river", "forest_river")
ROADS = ("road", "forest_road")
ROAD_TOKENS = ("wooden_bridge", "stone_bridge")


def build_tiles(geo: BoardGeometry, terrain: list[str]) -> arcade.SpriteList:
    tiles = arcade.SpriteList()
    for i, kind in enumerate(terrain):
        col, row = geo.grid.coords[i]
        s = arcade.Sprite(texture(tile_name(kind, col * 7 + row * 3)))
        s.width, s.height = geo.hex_width + 1.5, 2 * geo.size + 1.5
        s.position = geo.centre(i)
        tiles.append(s)
    return tiles


def build_shapes(geo: BoardGeometry, terrain: list[str], overlay: dict[int, str], edges: dict[str, str]):
    shapes = sl.ShapeElementList()
    for poly in geo.half_hexes():
        shapes.append(sl.create_polygon(poly, theme.TERRAIN_BASE["half"]))
        shapes.append(sl.create_line_loop(poly, (60, 60, 56), 1))
    _ribbons(shapes, geo, [t in WATER for t in terrain], (58, 104, 160), 0.55)
    is_road = [terrain[i] in ROADS or overlay.get(i) in ROAD_TOKENS for i in range(len(terrain))]
    _ribbons(shapes, geo, is_road, (206, 182, 128), 0.26, border=(120, 96, 60))
    for i in range(geo.grid.size):
        shapes.append(sl.create_line_loop(geo.corners(i), (40, 44, 30, 150), 1))
    _home_edges(shapes, geo, edges)
    return shapes


def _ribbons(shapes, geo: BoardGeometry, member: list[bool], colour, width: float, border=None) -> None:
    """Thick lines between the centres of neighbouring member hexes (a river's flow, a road's course)."""
    w = geo.size * width
    segments = []
    for i, yes in enumerate(member):
        if not yes:
            continue
        links = [j for j in geo.grid.neighbours(i) if member[j]]
        segments += [(geo.centre(i), geo.centre(j)) for j in links if j > i]
        if len(links) < 2:
            segments += [(geo.centre(i), stub) for stub in _edge_stubs(geo, i)]
    for layer, lw in ((border, w + 3), (colour, w)):
        if layer is None:
            continue
        for a, b in segments:
            shapes.append(sl.create_line(a[0], a[1], b[0], b[1], layer, lw))
        for i, yes in enumerate(member):
            if yes:
                x, y = geo.centre(i)
                shapes.append(sl.create_ellipse_filled(x, y, lw, lw, layer))


def _edge_stubs(geo: BoardGeometry, i: int) -> list[tuple[float, float]]:
    """A road or river on the board's rim runs on off the board (north or south)."""
    col, row = geo.grid.coords[i]
    x, y = geo.centre(i)
    out = []
    if row == 0:
        out.append((x, geo.top))
    if row == geo.grid.rows - 1:
        out.append((x, geo.top - geo.height))
    return out


EDGE_BAND = 6      # px: the home edge's band, outside the board


def _home_edges(shapes, geo: BoardGeometry, edges: dict[str, str]) -> None:
    """A band in the house's colours along each side's home edge (edges: house -> "north"/"south")."""
    for house, edge in edges.items():
        y = geo.top + EDGE_BAND / 2 if edge == "north" else geo.top - geo.height - EDGE_BAND / 2
        shapes.append(sl.create_rectangle_filled(geo.left + geo.width / 2, y, geo.width, EDGE_BAND,
                                                 theme.house_field(house)))
        shapes.append(sl.create_line(geo.left, y, geo.left + geo.width, y, theme.house_charge(house), 1.5))


def terrain_area(geo: BoardGeometry) -> Rect:
    """A rectangle holding all the terrain layer draws: the board, its home edges' bands and the tiles'
    overlap, with a pixel to spare (backdrop.py copies the terrain only there)."""
    grow = EDGE_BAND + 2
    return Rect(geo.left - grow, geo.top - geo.height - grow, geo.width + 2 * grow, geo.height + 2 * grow)


def build_names(geo: BoardGeometry, names: list[tuple[str, int]]) -> Scene:
    """Each objective's name on a small ribbon across its hex's lower point (or its upper point when a
    neighbouring objective's ribbon is there already), under the units: a unit standing next to it covers
    the name rather than the name covering the unit; the star marks the hex itself."""
    sc, placed = Scene(), []
    for text, h in names:
        x, y = geo.centre(h)
        w, ht = text_width(text, theme.SMALL, True) + 10, 17
        left = min(max(x - w / 2, geo.left + 1), geo.left + geo.width - w - 1)
        spots = [Rect(left, max(y - geo.size * 0.97 - ht / 2, geo.top - geo.height + 1), w, ht),
                 Rect(left, min(y + geo.size * 0.97 - ht / 2, geo.top - ht - 1), w, ht)]
        r = next((s for s in spots if not any(s.overlaps(p) for p in placed)), spots[0])
        placed.append(r)
        sc.rect(r, fill=(250, 242, 214, 235), border=theme.GOLD, width=1.5)
        sc.panels.append(r)
        sc.text(text, r.cx, r.cy, theme.SMALL, theme.INK, bold=True, anchor_x="center", anchor_y="center")
    return sc


def build_coordinates(geo: BoardGeometry) -> Scene:
    """Each hex's label ("G5", as the log writes it) near its top point, for the coordinates toggle (C)."""
    sc = Scene()
    for h in range(geo.grid.size):
        x, y = geo.centre(h)
        sc.text(geo.grid.label(h), x, y + geo.size * 0.62, theme.SMALL, (255, 255, 240), anchor_x="center",
                anchor_y="center")
    return sc
