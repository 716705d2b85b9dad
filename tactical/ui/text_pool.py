"""Scenes that keep their text between rebuilds (the battle screen's share of issue 13's "redraw only what
changed"). Making an arcade.Text costs 1-2 ms under software rendering and a screen rebuilds its panels
after every action, while most words stay the same (headings, names, counts, the log's older lines);
moving a Text costs about a tenth of that. A `TextPool` hands each rebuilt `PooledScene` the Text made last
time for the same words and style, moved to its new place, and deletes the ones not asked for again.

Usage: `sc = pool.scene()`, build into `sc` as into any Scene, then `pool.finish()`. The scene draws the
pool's one batch; a Text not asked for is moved off the screen and kept for a few rebuilds, since a
decision's words (its buttons, its prompt) come back a step or two later. New words take a spare of the
same style that a whole rebuild left unused and set its text (about a third of the cost of a new Text). (strategic/ui/text_pool.py holds the same idea for the strategic screens.)

A new scene also takes the previous one's SpriteLists, emptied: making a SpriteList allocates its GPU
buffers (0.3-0.5 ms each under llvmpipe), emptying one keeps them. The previous scene is done with then
(the screen replaces it by the new one).
"""
from __future__ import annotations

import pyglet

from tactical.ui import theme
from tactical.ui.scene import Scene, fit


KEEP = 6                 # rebuilds an unused Text is kept (hidden) for: a decision's words come back soon
HIDDEN = (-10000, -10000)


class TextPool:
    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.live: dict[tuple, list] = {}
        self.spare: dict[tuple, list] = {}     # key -> [(text, rebuilds unused)]
        self.last: PooledScene | None = None

    def scene(self) -> "PooledScene":
        """A fresh scene for a rebuild; the texts of the previous one become spares, its SpriteLists its own."""
        for key, texts in self.live.items():
            self.spare.setdefault(key, []).extend((t, 0) for t in texts)
        self.live = {}
        sc = PooledScene(self)
        if self.last is not None:
            sc.take_sprite_lists(self.last)
        self.last = sc
        return sc

    def take(self, key: tuple):
        texts = self.spare.get(key)
        return texts.pop()[0] if texts else None

    def take_restyled(self, key: tuple):
        """A spare Text of the same style with other words, to be given the new words (setting a Text's
        words costs about a third of making one). Only one left unused by a whole rebuild: the previous
        rebuild's texts are still likely to be asked for by this one, and taking them would only move the
        cost to the next miss."""
        style = key[1:]
        best = None
        for k, texts in self.spare.items():
            if k[1:] == style and texts and texts[0][1] >= 1 and (best is None or texts[0][1] > self.spare[best][0][1]):
                best = k
        return self.spare[best].pop(0)[0] if best is not None else None

    def keep(self, key: tuple, text) -> None:
        self.live.setdefault(key, []).append(text)

    def finish(self) -> None:
        """After a rebuild: spares not reused are hidden, and deleted once unused for KEEP rebuilds (the
        words of the decision before last, a button that comes and goes, are often asked for again)."""
        spare = {}
        for key, texts in self.spare.items():
            kept = []
            for t, age in texts:
                if age >= KEEP:
                    t._label.delete()          # out of the batch for good
                    continue
                if age == 0:
                    t.position = HIDDEN        # still in the batch, drawn nowhere
                kept.append((t, age + 1))
            if kept:
                spare[key] = kept
        self.spare = spare


class PooledScene(Scene):
    def __init__(self, pool: TextPool) -> None:
        super().__init__()
        self.pool = pool
        self.batch = pool.batch

    def take_sprite_lists(self, old: Scene) -> None:
        """Use `old`'s SpriteLists, emptied (it draws no sprites after this)."""
        for lists in (old._backs, old._sprites):
            while lists:
                lists.pop()
        self._backs, self._sprites, old._backs, old._sprites = old._backs, old._sprites, None, None

    def text(self, s: str, x: float, y: float, size: float = theme.BODY, colour=theme.INK, *, bold: bool = False,
             anchor_x: str = "left", anchor_y: str = "baseline", width: int | None = None,
             align: str = "left", max_width: float | None = None):
        key = (s, size, tuple(colour), bold, anchor_x, anchor_y, width, align, max_width)
        t = self.pool.take(key)
        if t is None and (t := self.pool.take_restyled(key)) is not None:
            t.text = fit(s, max_width, size, bold) if max_width is not None and width is None else s
        if t is None:
            t = super().text(s, x, y, size, colour, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y, width=width,
                             align=align, max_width=max_width)
        else:
            if (t.x, t.y) != (x, y):
                t.position = (x, y)
            self.texts.append(t)
        self.pool.keep(key, t)
        return t
