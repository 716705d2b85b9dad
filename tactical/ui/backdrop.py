"""A window-sized offscreen picture of everything that only changes when the game does.

Under software rendering (Mesa llvmpipe) the cost of a frame is the pixels it fills, so the screens draw
their static parts (the table, the terrain tiles and the board's ShapeElementList, parchment panels and
their text) once into this backdrop when something changes, and each frame copies it to the screen in
one pass (no blending) before drawing what moves: units, highlights, hover, dice and tooltips.

A backdrop can also start from another one instead of a clear (`render(draw, base=...)`): the battle
screen keeps the board's terrain (tiles, rivers, roads, grid, names), which changes only with the window
size, in a backdrop of its own and copies it in (a blit) each time the game changes, instead of drawing
its 160 tiles again (drawn as one unblended quad, which llvmpipe does faster than a blit).
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

    def _ensure(self) -> None:
        size = self.window.get_framebuffer_size()
        if size != self.size:
            self.size = size
            self.texture = self.ctx.texture(size, components=4)
            self.texture.filter = (self.ctx.NEAREST, self.ctx.NEAREST)
            self.fbo = self.ctx.framebuffer(color_attachments=[self.texture])

    def render(self, draw: Callable[[], None], background=(44, 36, 30, 255), base: "Backdrop | None" = None) -> None:
        """Draw into the backdrop with the window's coordinates (what `draw` draws is kept), over a clear
        background or over a copy of `base` (a backdrop of the same window)."""
        self._ensure()
        with self.fbo.activate():
            if base is not None and base.size == self.size and base.texture is not None:
                base.draw()         # one quad without blending: cheaper than a framebuffer blit under llvmpipe
            else:
                self.fbo.clear(color=background)
            draw()

    def draw(self) -> None:
        if self.texture is None:
            return
        self.ctx.disable(self.ctx.BLEND)
        self.texture.use(0)
        self.quad.render(self.ctx.utility_textured_quad_program)
        self.ctx.enable(self.ctx.BLEND)
