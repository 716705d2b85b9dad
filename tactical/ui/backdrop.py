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

    def render(self, draw: Callable[[], None], background=(44, 36, 30, 255), base: "Backdrop | None" = None) -> None:
        """Draw into the backdrop with the window's coordinates (what `draw` draws is kept), over a clear
        background or over a copy of `base` (a backdrop of the same window)."""
        self._ensure()
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
        if base is not None and base.size == self.size and base.texture is not None:
            base.draw()         # one quad without blending: cheaper than a framebuffer blit under llvmpipe
        else:
            self.fbo.clear(color=background, viewport=box)

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
