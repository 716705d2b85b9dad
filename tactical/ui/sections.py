"""The battle screen's Sections other than the board: top bar, prompt bar, side panel, and the overlay that
draws the tooltip on top of everything. Each holds the Scene the view built for it (drawn into the view's
backdrop, see backdrop.py), draws only what changes every frame (hover outline, dice), and turns a click
on one of the scene's hit regions into a call to the view (`screen.on_hit(payload)`).
"""
from __future__ import annotations

import arcade

from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene

TIP_W = 380
CARD_W = 460     # a right-click's pinned card: bigger text, wider


class SceneSection(arcade.Section):
    """A rectangle of the screen showing one Scene; clicks on hits go to the view."""

    def __init__(self, screen, rect: Rect, name: str) -> None:
        super().__init__(rect.left, rect.bottom, rect.width, rect.height, name=name,
                         accept_keyboard_keys=False)
        self.screen = screen
        self.scene = Scene()          # baked into the view's backdrop when it changes
        self.live: Scene | None = None  # drawn every frame (the dice tray)
        self.hover = None

    def place(self, rect: Rect) -> None:
        self.left, self.bottom, self.width, self.height = rect.left, rect.bottom, rect.width, rect.height

    def on_draw(self) -> None:
        if self.live is not None:
            self.live.draw()
        hit = self.hover
        if hit is not None and hit.payload is not None and hit.payload[0] in ("button", "tool", "page", "card", "token",
                                                                             "commander"):
            r = hit.rect
            arcade.draw_lbwh_rectangle_outline(r.left - 1, r.bottom - 1, r.width + 2, r.height + 2, theme.GOLD, 3)

    def hit_at(self, x: float, y: float):
        return (self.live.hit_at(x, y) if self.live is not None else None) or self.scene.hit_at(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        hit = self.scene.hit_at(x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.screen.right_click(hit.tip if hit is not None else None, x, y)
        elif button == arcade.MOUSE_BUTTON_LEFT and hit is not None and hit.payload is not None:
            self.screen.on_hit(hit.payload)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = self.hit_at(x, y)
        self.screen.set_tooltip(self.hover.tip if self.hover else None, x, y)

    def on_mouse_leave(self, x: int, y: int) -> None:
        self.hover = None
        self.screen.set_tooltip(None, x, y)


class PanelSection(SceneSection):
    def on_mouse_scroll(self, x: int, y: int, scroll_x: int, scroll_y: int) -> None:
        self.screen.scroll_log(int(scroll_y))


class OverlaySection(arcade.Section):
    """Draws last and takes no events: the tooltip box near the mouse, or the card a right-click pinned
    (drawn bigger, with a gold border, until the next click or Esc)."""

    def __init__(self, screen, width: int, height: int) -> None:
        super().__init__(0, 0, width, height, name="overlay", accept_keyboard_keys=False, accept_mouse_events=False,
                         draw_order=99)
        self.screen = screen
        self._text: arcade.Text | None = None
        self._key = None

    def on_draw(self) -> None:
        card = self.screen.pinned
        tip = (*card, False) if card else self.screen.tooltip
        if not tip:
            return
        text, x, y, board = tip
        size, width = (theme.BODY, CARD_W) if card else (theme.SMALL, TIP_W)
        if self._key != (text, size):
            self._key = (text, size)
            self._text = arcade.Text(text, 0, 0, theme.INK, size, width=width - 16, multiline=True,
                                     font_name=theme.FONT, anchor_y="top")
        h = self._text.content_height + 12
        w = min(width, self._text.content_width + 18)
        if board:
            left, top = self._corner(x, y, w, h)
        else:
            left, top = self._near(x, y, w, h)
        arcade.draw_lbwh_rectangle_filled(left, top - h, w, h, (252, 246, 226, 245))
        arcade.draw_lbwh_rectangle_outline(left, top - h, w, h, theme.GOLD if card else theme.INK, 3 if card else 1.5)
        self._text.x, self._text.y = left + 8, top - 6
        self._text.draw()

    def _near(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        panel_left = self.screen.layout.panel.left
        limit = panel_left if x < panel_left else self.screen.window.width    # stay on the mouse's side
        left = x + 16 if x + 16 + w <= limit - 4 else max(4, x - 16 - w)
        below = y > self.screen.window.height / 2 and y - 12 - h > 0   # keep clear of the prompt bar and dice
        return left, max(h + 4, y - 12 if below else min(self.screen.window.height - 4, y + h + 16))

    def _corner(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        """The battlefield's corner farthest from the mouse, so the tip never hides what it explains."""
        f = self.screen.layout.field
        left = f.right - w - 6 if x < f.cx else f.left + 6
        top = f.top - 6 if y < f.cy else f.bottom + h + 6
        return left, top
