"""The map's pan and zoom: which world point sits at the centre of the map's rectangle and how many pixels
a world unit takes. `fit()` shows the whole map (the default); the wheel zooms about the mouse, a drag pans.
Pure arithmetic, so the tests check it without a window.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.ui.layout import Rect

MAX_ZOOM = 4.0        # times the fitted scale
FIT_MARGIN = 0.97


@dataclass
class MapCamera:
    rect: Rect                          # the map's place on screen
    world: tuple[float, float]          # the map's world size
    cx: float = 0.0
    cy: float = 0.0
    scale: float = 1.0

    def __post_init__(self) -> None:
        self.fit()

    @property
    def fit_scale(self) -> float:
        return FIT_MARGIN * min(self.rect.width / self.world[0], self.rect.height / self.world[1])

    def fit(self) -> None:
        self.cx, self.cy = self.world[0] / 2, self.world[1] / 2
        self.scale = self.fit_scale

    def place(self, rect: Rect) -> None:
        """A new rectangle (the window was resized): fit again."""
        self.rect = rect
        self.fit()

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.rect.cx + (x - self.cx) * self.scale, self.rect.cy + (y - self.cy) * self.scale

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return self.cx + (sx - self.rect.cx) / self.scale, self.cy + (sy - self.rect.cy) / self.scale

    def zoom_at(self, sx: float, sy: float, factor: float) -> None:
        """Zoom by `factor` keeping the world point under (sx, sy) where it is; never below the fit."""
        wx, wy = self.to_world(sx, sy)
        self.scale = max(self.fit_scale, min(self.fit_scale * MAX_ZOOM, self.scale * factor))
        self.cx = wx - (sx - self.rect.cx) / self.scale
        self.cy = wy - (sy - self.rect.cy) / self.scale
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.cx -= dx / self.scale
        self.cy -= dy / self.scale
        self._clamp()

    def _clamp(self) -> None:
        """Keep the map's centre on screen: the player cannot lose the map off an edge."""
        self.cx = min(max(self.cx, 0.0), self.world[0])
        self.cy = min(max(self.cy, 0.0), self.world[1])
