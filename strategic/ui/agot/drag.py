"""What the A Game of Thrones screen draws over the map every frame, above its static picture: an order token
being dragged (from the seat's tray onto an area, or off the area it was placed on), and the chain of seas
whose ships carry a march to the destination under the mouse. The screen (screen.py) starts, moves and ends
a drag; this module holds the drag and draws; it decides nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

import arcade

from strategic.agot.rules.planning import TOKENS
from strategic.ui.agot.pieces import ORDER_COLOURS, ORDER_LETTERS
from strategic.ui.agot.orders import token_words
from strategic.ui.map.section import DRAG_START      # a press becomes a drag as on the map
from tactical.ui import theme
from tactical.ui.layout import Rect

CHAIN = (40, 120, 230)    # the ship transport chain (its seas outlined, a line through them)
TOKEN_R = 13.0


@dataclass
class Drag:
    """An order token held by the mouse: `home` is the area it was lifted from (None: the tray)."""
    token: str
    home: str | None
    x0: float
    y0: float
    x: float = 0.0
    y: float = 0.0
    moved: bool = False

    def __post_init__(self) -> None:
        self.x, self.y = self.x0, self.y0

    def follow(self, x: float, y: float) -> None:
        self.x, self.y = x, y
        self.moved = self.moved or abs(x - self.x0) + abs(y - self.y0) >= DRAG_START


class OverMap(arcade.Section):
    """Drawn after the map and the panels (the tooltip still on top). The first section to see the left
    button: a press that lifts an order token (the screen's `lift`) and the drag and release that follow are
    its own; every other press, drag and release goes on to the sections below (the map pans, buttons work)."""

    def __init__(self, screen, width: int, height: int) -> None:
        super().__init__(0, 0, width, height, name="over map", accept_keyboard_keys=False, draw_order=98,
                         accept_mouse_events={"on_mouse_press", "on_mouse_drag", "on_mouse_release"},
                         prevent_dispatch={False}, prevent_dispatch_view={False})
        self.screen = screen
        self._texts: dict[str, arcade.Text] = {}

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        return (button == arcade.MOUSE_BUTTON_LEFT and self.screen.lift(x, y)) or None

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool | None:
        return self.screen.hold(x, y) or None

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        return (button == arcade.MOUSE_BUTTON_LEFT and self.screen.let_go(x, y)) or None

    def place(self, rect: Rect) -> None:
        self.left, self.bottom, self.width, self.height = rect.left, rect.bottom, rect.width, rect.height

    def on_draw(self) -> None:
        chain = self.screen.chain
        if len(chain) > 1:
            points = [self.screen.board.screen_point(self.screen.names[a]) for a in chain]
            arcade.draw_line_strip(points, CHAIN, 4)
            for x, y in points[1:-1]:
                arcade.draw_circle_filled(x, y, 6, CHAIN)
        d = self.screen.drag
        if d is not None and d.moved:
            self._token(d.token, d.x, d.y)

    def _token(self, tid: str, x: float, y: float) -> None:
        t = TOKENS[tid]
        arcade.draw_circle_filled(x, y, TOKEN_R + 3, theme.GOLD)
        arcade.draw_circle_filled(x, y, TOKEN_R, ORDER_COLOURS[t.kind])
        words = ORDER_LETTERS[t.kind] + token_words(tid)
        text = self._texts.get(words)
        if text is None:
            text = self._texts[words] = arcade.Text(words, 0, 0, theme.WHITE, theme.SMALL, bold=True,
                                                    font_name=theme.FONT, anchor_x="center", anchor_y="center")
        text.x, text.y = x, y - 1
        text.draw()
