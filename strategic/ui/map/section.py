"""The map as an Arcade Section: draws the layers of layers.py through its camera and turns the mouse into
hover, click, drag (pan) and wheel (zoom) for the screen that owns it.

The owning screen (any game's) is used duck-typed: `map_hover(name | None, x, y)`, `map_click(name)`,
`map_changed()` (the static picture must be drawn again: the camera moved), `area_tip(name)` and
`right_click(text, x, y)` (pin that text).
The static part (background, fills, borders, labels) is the map's picture (picture.py), drawn whole when
the camera moves and only where areas changed when the looks change; `draw_static()` brings it up to date
in the screen's backdrop. Every frame only the highlight outlines and moving tokens are drawn on top.
"""
from __future__ import annotations

import arcade

from strategic.ui.map import layers
from strategic.ui.map.camera import MapCamera
from strategic.ui.map.model import AreaLook, MapModel, bounds, point_in_polygon
from strategic.ui.map.picture import Box, MapPicture
from tactical.ui.layout import Rect

DRAG_START = 5          # pixels the mouse moves with the button down before a click becomes a drag
WHEEL_STEP = 1.15
SEA = (58, 92, 124)


class MapSection(arcade.Section):
    def __init__(self, screen, rect: Rect, model: MapModel, background: arcade.Texture | None = None,
                 own_picture: bool = False) -> None:
        super().__init__(rect.left, rect.bottom, rect.width, rect.height, name="map", accept_keyboard_keys=False)
        self.screen, self.model = screen, model
        self.mapcam = MapCamera(rect, model.size)
        self.looks: dict[str, AreaLook] = {}
        self.picture = MapPicture(self.window, self._draw_layers, own_picture)
        self.borders = layers.border_layer(model)
        self.fills = layers.FillMesh(self.window.ctx, model)
        self.fills.colour({})
        self.labels = layers.LabelLayer(model)
        self.labels.place(self.mapcam)
        self.outlines: dict[str, tuple] = {}
        self.highlights = layers.highlight_layer(model, {})
        self.chain: tuple[tuple[str, ...], tuple] = ((), ())
        self.chain_shapes: tuple = ()                           # the route drawn over the map, if any
        self.hover: str | None = None
        self.tokens: list[tuple[float, float, tuple]] = []     # moving pieces: world x, y, colour
        self._bounds = {n: bounds(a.polygon) for n, a in model.areas.items()}
        self._press: tuple[float, float] | None = None
        self._dragged = False
        self._background = arcade.SpriteList()
        if background is not None:
            s = arcade.Sprite(background)
            s.width, s.height = model.size
            s.position = (model.size[0] / 2, model.size[1] / 2)
            self._background.append(s)

    # ------------------------------------------------------------------ what to draw
    def place(self, rect: Rect) -> None:
        self.left, self.bottom, self.width, self.height = rect.left, rect.bottom, rect.width, rect.height
        self.mapcam.place(rect)
        self.relabel()

    def set_looks(self, looks: dict[str, AreaLook]) -> None:
        """New looks: the areas that changed are drawn again in the map's picture, where they were and are."""
        changed = [n for n in self.model.areas if looks.get(n) != self.looks.get(n)]
        if not changed:
            return
        before = {n: self.labels.labels[n].box() for n in changed}
        self.looks = looks
        self.fills.colour(looks)
        self.labels.update(looks)
        for name in changed:
            self.picture.patch(self._area_box(name, before[name]))

    def relabel(self) -> None:
        self.labels.place(self.mapcam)
        self.picture.invalidate()

    def _area_box(self, name: str, label_before: tuple[float, float, float, float]) -> Box:
        """The pixels an area's change touches: its polygon with its border's width, its label before and now."""
        c = self.mapcam
        x0, y0, x1, y1 = self._bounds[name]
        pad = layers.GROUP_WIDTH * self.model.size[1] / 1000 * c.scale / 2 + 2
        (sx0, sy0), (sx1, sy1) = c.to_screen(x0, y0), c.to_screen(x1, y1)
        boxes = (label_before, self.labels.labels[name].box(), (sx0 - pad, sy0 - pad, sx1 + pad, sy1 + pad))
        left, bottom = min(b[0] for b in boxes) - 1, min(b[1] for b in boxes) - 1
        right, top = max(b[2] for b in boxes) + 1, max(b[3] for b in boxes) + 1
        return int(left), int(bottom), int(right - left) + 1, int(top - bottom) + 1

    def set_outlines(self, outlines: dict[str, tuple]) -> None:
        """name -> (colour, width): the highlights of the choice being made and of the hover."""
        if outlines != self.outlines:
            self.outlines = dict(outlines)
            self.highlights = layers.highlight_layer(self.model, self.outlines)

    def set_chain(self, names: list[str], colour: tuple = (255, 240, 150), width: float = 4.0) -> None:
        """A route through areas drawn as a line over the map (a manoeuvre's path); [] for none."""
        key = (tuple(names), (tuple(colour), width))
        if key != self.chain:
            self.chain = key
            self.chain_shapes = layers.chain_line(self.model, key[0], colour, width) if len(names) > 1 else ()

    def _camera(self, clip: Box | None = None) -> arcade.Camera2D:
        r, c = self.mapcam.rect, self.mapcam
        return arcade.Camera2D(viewport=arcade.LBWH(r.left, r.bottom, r.width, r.height), position=(c.cx, c.cy),
                               zoom=c.scale, scissor=arcade.LBWH(*(clip or self._clip())))

    def _clip(self) -> Box:
        r = self.mapcam.rect
        return int(r.left), int(r.bottom), int(r.width), int(r.height)

    def draw_static(self) -> None:
        """Background, areas and labels brought up to date in the backdrop being drawn (through the picture's
        own texture if it has one)."""
        self.picture.update(self._clip())
        if self.picture.own:
            self.picture.show(self._clip())

    def _draw_layers(self, clip: Box) -> None:
        """Every layer of the map, bottom to top, inside `clip` only."""
        ctx = self.window.ctx
        ctx.scissor = clip
        arcade.draw_lbwh_rectangle_filled(*clip, SEA)
        with self._camera(clip).activate():
            self._background.draw()
            self.fills.draw()
            self.borders.draw()
        ctx.scissor = clip
        self.labels.draw()
        ctx.scissor = None

    def on_draw(self) -> None:
        if self.outlines or self.chain_shapes:
            with self._camera().activate():
                for shape in self.highlights + self.chain_shapes:
                    shape.draw()
            self.window.ctx.scissor = None     # leaving the camera keeps its clip box: what follows is not the map's
        for x, y, colour in self.tokens:
            sx, sy = self.mapcam.to_screen(x, y)
            arcade.draw_circle_filled(sx, sy, 13, colour)
            arcade.draw_circle_outline(sx, sy, 13, (250, 244, 226), 2)

    # ------------------------------------------------------------------ finding areas
    def area_at(self, x: float, y: float) -> str | None:
        if not self.mapcam.rect.contains(x, y):
            return None
        wx, wy = self.mapcam.to_world(x, y)
        for name, (x0, y0, x1, y1) in self._bounds.items():
            if x0 <= wx <= x1 and y0 <= wy <= y1 and point_in_polygon(wx, wy, self.model.areas[name].polygon):
                return name
        return None

    def screen_point(self, name: str) -> tuple[float, float]:
        return self.mapcam.to_screen(*self.model.areas[name].label_at)

    # ------------------------------------------------------------------ mouse
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        name = self.area_at(x, y)
        if name != self.hover:
            self.hover = name
        self.screen.map_hover(name, x, y)

    def on_mouse_leave(self, x: int, y: int) -> None:
        self.hover = None
        self.screen.map_hover(None, x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_RIGHT:        # pins the area's tooltip
            name = self.area_at(x, y)
            self.screen.right_click(self.screen.area_tip(name) if name else None, x, y)
        elif button == arcade.MOUSE_BUTTON_LEFT:
            self._press, self._dragged = (x, y), False

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        if self._press is None:
            return
        if not self._dragged and abs(x - self._press[0]) + abs(y - self._press[1]) < DRAG_START:
            return
        self._dragged = True
        self.mapcam.pan(dx, dy)
        self.relabel()
        self.screen.map_changed()

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT and self._press is not None and not self._dragged:
            self.screen.map_click(self.area_at(x, y))
        self._press = None

    def on_mouse_scroll(self, x: int, y: int, scroll_x: int, scroll_y: int) -> None:
        if scroll_y:
            self.mapcam.zoom_at(x, y, WHEEL_STEP ** scroll_y)
            self.relabel()
            self.screen.map_changed()

    def fit(self) -> None:
        self.mapcam.fit()
        self.relabel()
        self.screen.map_changed()


def positions(animator, tokens: dict[int, tuple]) -> list[tuple[float, float, tuple]]:
    """Where each gliding token of the screen's Animator is now (world units) and its colour (`tokens`: a
    glide's id -> colour): the map's `tokens` while a move animates."""
    out = []
    for g in animator.glides:
        at = animator.position(g.uid) if g.start <= animator.clock else None     # queued ones wait unseen
        if at is not None:
            out.append((at[0], at[1], tokens.get(g.uid, (255, 255, 255))))
    return out
