"""Scenes that keep their text between rebuilds. Making an arcade.Text costs about 2 ms under software
rendering, and a strategic screen rebuilds its panels after every move, where most words stay the same
(house names, headings, the log's older lines). A `TextPool` hands a rebuilt `PooledScene` the Text it
made last time for the same words and style, moved to the new place, and drops the ones not asked for."""
from __future__ import annotations

import pyglet

from tactical.ui import theme
from tactical.ui.scene import Scene


class TextPool:
    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.live: dict[tuple, list] = {}
        self.spare: dict[tuple, list] = {}

    def scene(self) -> "PooledScene":
        """A fresh scene for a rebuild; the texts of the previous one become spares."""
        self._drop()
        self.spare, self.live = self.live, {}
        return PooledScene(self)

    def _drop(self) -> None:
        for texts in self.spare.values():
            for t in texts:
                t._label.delete()          # not asked for again: out of the batch for good
        self.spare = {}

    def take(self, key: tuple):
        texts = self.spare.get(key)
        return texts.pop() if texts else None

    def keep(self, key: tuple, text) -> None:
        self.live.setdefault(key, []).append(text)

    def finish(self) -> None:
        """After a rebuild: spares not reused are deleted."""
        self._drop()


class PooledScene(Scene):
    def __init__(self, pool: TextPool) -> None:
        super().__init__()
        self.pool = pool
        self.batch = pool.batch

    def text(self, s: str, x: float, y: float, size: float = theme.BODY, colour=theme.INK, *, bold: bool = False,
             anchor_x: str = "left", anchor_y: str = "baseline", width: int | None = None,
             align: str = "left", max_width: float | None = None):
        key = (s, size, tuple(colour), bold, anchor_x, anchor_y, width, align, max_width)
        t = self.pool.take(key)
        if t is None:
            t = super().text(s, x, y, size, colour, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y, width=width,
                             align=align, max_width=max_width)
        else:
            t.x, t.y = x, y
            self.texts.append(t)
        self.pool.keep(key, t)
        return t
