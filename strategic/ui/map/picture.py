"""The map's static picture (sea, background art, fills, borders, names, counts, marks and pieces), kept up
to date without drawing the whole map again after every move.

Under llvmpipe a frame's cost is the pixels it fills: drawing every layer of the World at War board took
about 15 ms, a good part of an AI move shown. So the picture is drawn whole only when the camera moves
(pan, zoom, fit, resize); when the looks change, only the screen rectangles of the areas that changed
(their polygon, their badge, pieces and name, before and after) are drawn again, every layer clipped to
them, which gives the same pixels as a whole redraw.

Where the picture lives: by default in the screen's backdrop itself (`own=False`: the backdrop keeps the
map as last drawn, and only the changes are drawn into it). A screen that draws its own pieces over the map
(A Game of Thrones) must draw the map under them again whenever they change, so its picture has a
window-sized texture of its own (`own=True`), copied into the backdrop as one unblended quad.
"""
from __future__ import annotations

from contextlib import nullcontext
from typing import Callable

from tactical.ui.backdrop import Backdrop

Box = tuple[int, int, int, int]         # left, bottom, width, height in window pixels
WHOLE_SHARE = 0.4       # when the changed rectangles cover this share of the map, draw it whole (cheaper)


class MapPicture(Backdrop):
    def __init__(self, window, draw: Callable[[Box], None], own: bool = False) -> None:
        super().__init__(window)
        self.draw_layers = draw          # draws every layer of the map clipped to a box, covering it
        self.own = own                   # a texture of its own, else drawn into the framebuffer being drawn
        self.whole = True
        self.patches: list[Box] = []

    def invalidate(self) -> None:
        """The camera moved or the window changed: the next update draws the whole map."""
        self.whole = True
        self.patches.clear()

    def pending(self) -> bool:
        """Whether the next update draws anything."""
        return self.whole or bool(self.patches) or self.own and self.size != self.window.get_framebuffer_size()

    def patch(self, box: Box) -> None:
        if not self.whole:
            self.patches.append(box)

    def update(self, clip: Box) -> None:
        """Bring the picture up to date (in its texture, else in the framebuffer being drawn, which must hold
        the map as this picture last drew it): the whole map inside `clip`, or only the changed boxes."""
        if self.own and self._ensure():
            self.whole = True
        boxes = merge([b for b in (intersect(p, clip) for p in self.patches) if b])
        if self.whole or sum(w * h for _, _, w, h in boxes) > WHOLE_SHARE * clip[2] * clip[3]:
            boxes = [clip]
        with self.fbo.activate() if self.own else nullcontext():
            for box in boxes:
                self.draw_layers(box)
        self.whole = False
        self.patches.clear()

    def show(self, clip: Box) -> None:
        """Copy the map's part of the picture into the framebuffer being drawn."""
        self.ctx.scissor = clip
        self.draw()
        self.ctx.scissor = None


def intersect(a: Box, b: Box) -> Box | None:
    left, bottom = max(a[0], b[0]), max(a[1], b[1])
    right, top = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (left, bottom, right - left, top - bottom) if right > left and top > bottom else None


def merge(boxes: list[Box]) -> list[Box]:
    """Overlapping boxes joined into their bounding boxes until none overlap (each box is one more pass
    over every layer's vertices, and overlapping passes would fill the same pixels twice)."""
    out = list(boxes)
    joined = True
    while joined:
        joined = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if intersect(out[i], out[j]):
                    out[i] = bounding(out[i], out.pop(j))
                    joined = True
                    break
            if joined:
                break
    return out


def bounding(a: Box, b: Box) -> Box:
    left, bottom = min(a[0], b[0]), min(a[1], b[1])
    return left, bottom, max(a[0] + a[2], b[0] + b[2]) - left, max(a[1] + a[3], b[1] + b[3]) - bottom
