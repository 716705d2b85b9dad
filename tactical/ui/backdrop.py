"""A window-sized offscreen picture of everything that only changes when the game does.

Under software rendering (Mesa llvmpipe) the cost of a frame is the pixels it fills, so the screens draw
their static parts (the table, the terrain tiles and the board's ShapeElementList, parchment panels and
their text) once into this backdrop when something changes, and each frame copies it to the screen in
one pass (no blending) before drawing what moves: units, highlights, hover, dice and tooltips.

A backdrop can also start from another one instead of a clear (`render(draw, base=...)`): the battle
screen keeps the board's terrain (tiles, rivers, roads, grid, names), which changes only with the window
size, in a backdrop of its own and copies it in (a blit) each time the game changes, instead of drawing
its 160 tiles again (drawn as one unblended quad, which llvmpipe does faster than a blit).

`render_parts([(rect, draw), ...])` redraws only those window rectangles (a scissor box each), keeping the
rest as it was: the battle screen redraws the parts of the window whose pictures changed, so a click that
changes only the side panel refills only the side panel. A backdrop just made is drawn whole.

A base made with an `area` (the window rectangle holding everything it draws; the background elsewhere)
is copied only into that part of a refilled rectangle and the rest is cleared: a clear costs llvmpipe a
fraction of a textured quad, so refilling the side panel no longer copies the terrain picture under it.
"""
from __future__ import annotations

from typing import Callable

import arcade
from arcade.gl import geometry


class Backdrop:
    def __init__(self, window: arcade.Window) -> None:
        self.window = window
        self.ctx = window.ctx
        self.size: tuple[int, int] | None = None
        self.fbo = None
        self.texture = None
        self.area = None         # where its drawing lies (None: anywhere); outside it, the background
        self.quad = geometry.quad_2d_fs()

    def _ensure(self) -> bool:
        """Make the texture for the window's size; True when it was (re)made (nothing drawn in it yet)."""
        size = self.window.get_framebuffer_size()
        if size == self.size:
            return False
        self.size = size
        self.texture = self.ctx.texture(size, components=4)
        self.texture.filter = (self.ctx.NEAREST, self.ctx.NEAREST)
        self.fbo = self.ctx.framebuffer(color_attachments=[self.texture])
        return True

    def render(self, draw: Callable[[], None], background=(44, 36, 30, 255), base: "Backdrop | None" = None,
               area=None) -> None:
        """Draw into the backdrop with the window's coordinates (what `draw` draws is kept), over a clear
        background or over a copy of `base` (a backdrop of the same window). `area`: a window rectangle
        holding all that `draw` draws, when the caller knows one (see `render_parts`)."""
        self._ensure()
        self.area = area
        with self.fbo.activate():
            self._ground(background, base, None)
            draw()

    def render_parts(self, parts, base: "Backdrop | None" = None, background=(44, 36, 30, 255)) -> None:
        """Redraw only some parts: `parts` lists (window rectangle, what to draw there); each is drawn over
        the ground with a scissor box, so only its pixels are filled and the rest of the backdrop stays.
        A backdrop just made is drawn from them alone (the caller passes every part then)."""
        if self._ensure():
            return self.render(lambda: [draw() for _, draw in parts], background, base)
        with self.fbo.activate():
            for rect, draw in parts:
                box = self._pixels(rect)
                self.fbo.scissor = box
                self._ground(background, base, box)
                draw()
            self.fbo.scissor = None

    def _ground(self, background, base: "Backdrop | None", box) -> None:
        if base is None or base.size != self.size or base.texture is None:
            return self.fbo.clear(color=background, viewport=box)
        if box is None or base.area is None:
            return base.draw()  # one quad without blending: cheaper than a framebuffer blit under llvmpipe
        self.fbo.clear(color=background, viewport=box)
        inner = _intersection(box, self._pixels(base.area))
        if inner is not None:   # the base's picture only where it has one
            self.fbo.scissor = inner
            base.draw()
            self.fbo.scissor = box

    def _pixels(self, r) -> tuple[int, int, int, int]:
        """A window rectangle as the framebuffer's pixel box (whole pixels, covering the rectangle)."""
        ratio = self.size[0] / max(1, self.window.width)
        left, bottom = int(r.left * ratio), int(r.bottom * ratio)
        return left, bottom, int(round((r.left + r.width) * ratio)) - left, int(round((r.bottom + r.height) * ratio)) - bottom

    def draw(self) -> None:
        if self.texture is None:
            return
        self.ctx.disable(self.ctx.BLEND)
        self.texture.use(0)
        self.quad.render(self.ctx.utility_textured_quad_program)
        self.ctx.enable(self.ctx.BLEND)


def _intersection(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    """The common part of two pixel boxes (left, bottom, width, height), None when they do not meet."""
    left, bottom = max(a[0], b[0]), max(a[1], b[1])
    right, top = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (left, bottom, right - left, top - bottom) if right > left and top > bottom else None
