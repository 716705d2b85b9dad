"""A retained drawing for one part of a screen: built once when the state changes, drawn every frame.

A `Scene` collects parchment backgrounds and icons (SpriteLists), boxes and lines (a ShapeElementList)
and text (arcade.Text objects in one pyglet Batch), so a whole panel costs four draw calls a frame.
It also records hit regions (a rectangle, what clicking it means, and a tooltip), which the sections use
for clicks and hovering.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import arcade
import pyglet
from arcade import shape_list as sl

from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.textures import texture


@dataclass
class Hit:
    rect: Rect
    payload: Any = None
    tip: str | None = None


class Scene:
    def __init__(self) -> None:
        self._backs: arcade.SpriteList | None = None      # made on first use: a SpriteList costs ~1 ms
        self._sprites: arcade.SpriteList | None = None
        self.shapes = sl.ShapeElementList()
        self.batch = pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []
        self.hits: list[Hit] = []
        self.panels: list[Rect] = []     # parchment cards and buttons: every text lies inside one

    @property
    def backs(self) -> arcade.SpriteList:
        """Opaque pictures under the rest (parchment, wood): drawn without blending, which llvmpipe fills
        about twice as fast, for the same pixels."""
        if self._backs is None:
            self._backs = arcade.SpriteList()
            self._backs.blend = False
        return self._backs

    @backs.setter
    def backs(self, value: arcade.SpriteList) -> None:
        self._backs = value

    @property
    def sprites(self) -> arcade.SpriteList:
        if self._sprites is None:
            self._sprites = arcade.SpriteList()
        return self._sprites

    @sprites.setter
    def sprites(self, value: arcade.SpriteList) -> None:
        self._sprites = value

    # ------------------------------------------------------------------ building
    def rect(self, r: Rect, fill=None, border=None, width: float = 1.0) -> None:
        if fill is not None:
            self.shapes.append(_shape(sl.create_rectangle_filled, r.cx, r.cy, r.width, r.height, tuple(fill)))
        if border is not None:
            self.shapes.append(_shape(sl.create_rectangle_outline, r.cx, r.cy, r.width, r.height, tuple(border), width))

    def line(self, x0: float, y0: float, x1: float, y1: float, colour, width: float = 1.0) -> None:
        self.shapes.append(_shape(sl.create_line, x0, y0, x1, y1, tuple(colour), width))

    def circle(self, x: float, y: float, r: float, fill=None, border=None, width: float = 1.0) -> None:
        if fill is not None:
            self.shapes.append(_shape(sl.create_ellipse_filled, x, y, 2 * r, 2 * r, tuple(fill)))
        if border is not None:
            self.shapes.append(_shape(sl.create_ellipse_outline, x, y, 2 * r, 2 * r, tuple(border), width))

    def parchment(self, r: Rect, edge=theme.PARCHMENT_EDGE) -> None:
        """A parchment card: textured paper with an inked border."""
        s = arcade.Sprite(texture("parchment"))
        s.width, s.height, s.position = r.width, r.height, (r.cx, r.cy)
        self.backs.append(s)
        self.panels.append(r)
        self.rect(r, border=edge, width=2)

    def backdrop(self, name: str, r: Rect) -> None:
        """A picture under everything else (the table's wood)."""
        s = arcade.Sprite(texture(name))
        s.width, s.height, s.position = r.width, r.height, (r.cx, r.cy)
        self.backs.append(s)

    def sprite(self, name: str, cx: float, cy: float, w: float, h: float, colour=None) -> arcade.Sprite:
        s = arcade.Sprite(texture(name))
        s.width, s.height, s.position = w, h, (cx, cy)
        if colour is not None:
            s.color = colour
        self.sprites.append(s)
        return s

    def text(self, s: str, x: float, y: float, size: float = theme.BODY, colour=theme.INK, *, bold: bool = False,
             anchor_x: str = "left", anchor_y: str = "baseline", width: int | None = None,
             align: str = "left", max_width: float | None = None) -> arcade.Text:
        if max_width is not None and width is None:     # a one-line text cut to its room
            s = fit(s, max_width, size, bold)
        t = arcade.Text(s, x, y, colour, size, width=width, align=align, font_name=theme.FONT, bold=bold,
                        anchor_x=anchor_x, anchor_y=anchor_y, multiline=width is not None, batch=self.batch)
        self.texts.append(t)
        return t

    def lines(self, lines: list[str], x: float, top: float, step: float, size: float = theme.SMALL, colour=theme.INK,
              max_width: float | None = None, bold: bool = False) -> float:
        """Draw pre-wrapped lines from `top` down, one Text each (so the count is exact); returns the y below."""
        for line in lines:
            self.text(line, x, top - step + 4, size, colour, max_width=max_width, bold=bold)
            top -= step
        return top

    def hit(self, r: Rect, payload: Any = None, tip: str | None = None) -> None:
        self.hits.append(Hit(r, payload, tip))

    def button(self, r: Rect, label: str, payload: Any, *, enabled: bool = True, tip: str | None = None,
               accent=None) -> None:
        fill = (accent or theme.PARCHMENT) if enabled else theme.PARCHMENT_DARK
        self.rect(r, fill=fill, border=theme.INK if enabled else theme.DISABLED, width=2 if enabled else 1)
        self.panels.append(r)
        colour = theme.INK if enabled else theme.DISABLED
        # a long label takes the small size before it is cut with "…" (never drawn past the button's edge)
        size = theme.BODY if text_width(label, theme.BODY, enabled) <= r.width - 12 else theme.SMALL
        self.text(label, r.cx, r.cy, size, colour, anchor_x="center", anchor_y="center", bold=enabled,
                  max_width=r.width - 12)
        if enabled:
            self.hit(r, payload, tip)

    # ------------------------------------------------------------------ using
    def hit_at(self, x: float, y: float) -> Hit | None:
        for h in reversed(self.hits):
            if h.rect.contains(x, y):
                return h
        return None

    def draw(self) -> None:
        if self._backs is not None:
            self._backs.draw()
        self.shapes.draw()
        if self._sprites is not None:
            self._sprites.draw()
        self.batch.draw()



class SceneGroup:
    """Scenes drawn one after another and read as one (texts, hits, panels): a part of the screen made of
    cards that are rebuilt one at a time (the battle screen's side panel)."""

    def __init__(self, scenes: list[Scene]) -> None:
        self.scenes = scenes

    @property
    def texts(self) -> list[arcade.Text]:
        return [t for sc in self.scenes for t in sc.texts]

    @property
    def hits(self) -> list[Hit]:
        return [h for sc in self.scenes for h in sc.hits]

    @property
    def panels(self) -> list[Rect]:
        return [p for sc in self.scenes for p in sc.panels]

    def hit_at(self, x: float, y: float) -> Hit | None:
        return next((h for sc in reversed(self.scenes) if (h := sc.hit_at(x, y)) is not None), None)

    def draw(self) -> None:
        for sc in self.scenes:
            sc.draw()


@functools.lru_cache(maxsize=8192)
def _shape(make, *args):
    """A shape made once for the same arguments: a rebuilt panel draws mostly the same boxes and lines as
    the last time, and a shape is only data (several ShapeElementLists may hold it)."""
    return make(*args)


@functools.lru_cache(maxsize=4096)
def text_width(s: str, size: float = theme.SMALL, bold: bool = False) -> float:
    """The measured width of one line of text in pixels: the font's glyph advances, as the text layout adds
    them up (the same figure as an arcade.Text's content_width, without building a Text: 1000x faster)."""
    glyphs, positions = _font(size, bold).get_glyphs(s)
    return float(sum(g.advance for g in glyphs) + sum(p.x_advance for p in positions))


@functools.lru_cache(maxsize=16)
def _font(size: float, bold: bool):
    return pyglet.font.load(theme.FONT[0], size, weight="bold" if bold else "normal")


def fit(s: str, max_width: float, size: float = theme.SMALL, bold: bool = False) -> str:
    """`s`, or its longest beginning that fits `max_width` with "…" after it (measured, as `text_width`)."""
    if text_width(s, size, bold) <= max_width:
        return s
    keep = max(1, int(len(s) * max_width / text_width(s, size, bold)))
    while keep > 1 and text_width(s[:keep].rstrip() + "…", size, bold) > max_width:
        keep -= 1      # the proportional guess, then shorter until it really fits
    return s[:keep].rstrip() + "…"


def wrap(text: str, width: float, size: float = theme.SMALL, max_lines: int | None = None,
         bold: bool = False) -> list[str]:
    """Greedy word wrap by measured word widths; past `max_lines` the last line ends with "…"."""
    space = text_width("a a", size, bold) - 2 * text_width("a", size, bold)
    lines: list[str] = []
    line, used = "", 0.0
    for word in _split_long(text.split(), width, size, bold):
        w = text_width(word, size, bold)
        if line and used + space + w > width:
            lines.append(line)
            line, used = word, w
        else:
            line, used = (f"{line} {word}", used + space + w) if line else (word, w)
    if line:
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(".,;:") + " …"
    return lines


def _split_long(words: list[str], width: float, size: float, bold: bool) -> list[str]:
    """The words, each one wider than a line (a file name) cut into pieces that fit."""
    out = []
    for word in words:
        while text_width(word, size, bold) > width and len(word) > 1:
            keep = max(1, int(len(word) * width / text_width(word, size, bold)))
            while keep > 1 and text_width(word[:keep], size, bold) > width:
                keep -= 1
            out.append(word[:keep])
            word = word[keep:]
        out.append(word)
    return out
