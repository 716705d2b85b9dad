"""A simple full-window screen drawn from one Scene: the menus, the browser, settings, load, hand-over and
victory screens derive from it. Subclasses build their scene in `build()` and answer clicks in `on_hit`.
"""
from __future__ import annotations

import arcade

from tactical.ui import theme
from tactical.ui.backdrop import Backdrop
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene


class SceneView(arcade.View):
    def __init__(self, app) -> None:
        super().__init__()
        self.app = app
        self.scene = Scene()
        self.hover = None
        self.tip: arcade.Text | None = None
        self.tip_at: tuple[float, float] = (0, 0)
        self.backdrop = Backdrop(self.window)
        self.rebuild()

    def rebuild(self) -> None:
        self.scene = Scene()
        w, h = self.window.width, self.window.height
        self.scene.backdrop("wood", Rect(0, 0, w, h))
        self.build(self.scene, Rect(0, 0, w, h))
        self.backdrop.render(self.scene.draw)

    def build(self, sc: Scene, r: Rect) -> None:  # pragma: no cover - every screen overrides it
        raise NotImplementedError

    def on_hit(self, payload) -> None:
        pass

    # ------------------------------------------------------------------ arcade events
    def on_draw(self) -> None:
        self.backdrop.draw()
        hit = self.hover
        if hit is not None and hit.payload is not None:
            r = hit.rect
            arcade.draw_lbwh_rectangle_outline(r.left - 1, r.bottom - 1, r.width + 2, r.height + 2, theme.GOLD, 3)
        if self.tip is not None:
            x, y = self.tip_at
            w, h = self.tip.content_width + 16, self.tip.content_height + 10
            x = min(x + 14, self.window.width - w - 4)
            arcade.draw_lbwh_rectangle_filled(x, y - h - 10, w, h, (252, 246, 226, 245))
            arcade.draw_lbwh_rectangle_outline(x, y - h - 10, w, h, theme.INK, 1.5)
            self.tip.x, self.tip.y = x + 8, y - 15
            self.tip.draw()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button != arcade.MOUSE_BUTTON_LEFT:      # a right-click never presses a button
            return
        hit = self.scene.hit_at(x, y)
        if hit is not None and hit.payload is not None:
            self.on_hit(hit.payload)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = self.scene.hit_at(x, y)
        tip = self.hover.tip if self.hover else None
        self.tip = None if not tip else arcade.Text(tip, 0, 0, theme.INK, theme.SMALL, width=360, multiline=True,
                                                     font_name=theme.FONT, anchor_y="top")
        self.tip_at = (x, y)

    def on_resize(self, width: int, height: int) -> None:
        self.rebuild()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.app.show_menu()


def title(sc: Scene, r: Rect, text: str, subtitle: str = "") -> None:
    sc.text(text, r.cx, r.top - 70, theme.TITLE, theme.GOLD, anchor_x="center", bold=True)
    if subtitle:
        sc.text(subtitle, r.cx, r.top - 104, theme.HEADING, (230, 220, 200), anchor_x="center")
