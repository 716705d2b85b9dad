"""Short motion for moves and dice (DESIGN.md: at most 300 ms each at normal speed, off in Settings).

`Animator.start_moves` queues one glide per moving unit along its path (window points), one after the
other; `position(uid)` says where a gliding token is now. `start_roll` makes the dice tray tumble.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

FACES = ("green", "green", "green", "blue", "blue", "red", "valor", "morale")


@dataclass
class Glide:
    uid: int
    points: list[tuple[float, float]]
    start: float
    duration: float


class Animator:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds          # per move or roll; 0 = no motion
        self.clock = 0.0
        self.glides: list[Glide] = []
        self.roll_until = 0.0
        self._rnd = random.Random(0)    # only for the tumbling faces shown, never for a rule

    @property
    def busy(self) -> bool:
        return bool(self.glides) or self.clock < self.roll_until

    def update(self, dt: float) -> list[int]:
        """Advance time; returns the units whose glide just ended."""
        self.clock += dt
        done = [g.uid for g in self.glides if self.clock >= g.start + g.duration]
        self.glides = [g for g in self.glides if self.clock < g.start + g.duration]
        return done

    def start_moves(self, moves: list[tuple[int, list[tuple[float, float]]]]) -> None:
        if self.seconds <= 0:
            return
        t = max([self.clock] + [g.start + g.duration for g in self.glides])
        for uid, points in moves:
            if len(points) >= 2:
                self.glides.append(Glide(uid, points, t, self.seconds))
                t += self.seconds

    def start_roll(self) -> None:
        if self.seconds > 0:
            self.roll_until = max(self.clock, max([g.start + g.duration for g in self.glides], default=0)) + self.seconds

    def rolling(self) -> bool:
        return self.clock < self.roll_until

    def tumble(self, n: int) -> list[str]:
        return [self._rnd.choice(FACES) for _ in range(n)]

    def gliding(self) -> set[int]:
        return {g.uid for g in self.glides}

    def position(self, uid: int) -> tuple[float, float] | None:
        """Where a unit being animated is drawn now (the first point until its turn comes)."""
        for g in self.glides:
            if g.uid != uid:
                continue
            t = min(1.0, max(0.0, (self.clock - g.start) / g.duration))
            seg = t * (len(g.points) - 1)
            i = min(int(seg), len(g.points) - 2)
            f = seg - i
            (x0, y0), (x1, y1) = g.points[i], g.points[i + 1]
            return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
        return None
