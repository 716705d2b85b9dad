"""Short motion for moves and dice (DESIGN.md: at most 300 ms each at normal speed, off in Settings).

`Animator.start_moves` queues one glide per moving unit along its path (window points), one after the
other; `position(uid)` says where a gliding token is now. `start_strike` draws an attack's line growing
from the attacker to its target, after the glides; `start_roll` makes the dice tray tumble after both.
`finish()` ends everything at once (the player skipped ahead).
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


@dataclass
class Strike:
    points: tuple[tuple[float, float], tuple[float, float]]
    start: float
    duration: float


class Animator:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds          # per move or roll; 0 = no motion
        self.clock = 0.0
        self.glides: list[Glide] = []
        self.strikes: list[Strike] = []
        self.roll_until = 0.0
        self._rnd = random.Random(0)    # only for the tumbling faces shown, never for a rule

    @property
    def busy(self) -> bool:
        return bool(self.glides) or bool(self.strikes) or self.clock < self.roll_until

    def update(self, dt: float) -> list[int]:
        """Advance time; returns the units whose glide just ended."""
        self.clock += dt
        done = [g.uid for g in self.glides if self.clock >= g.start + g.duration]
        self.glides = [g for g in self.glides if self.clock < g.start + g.duration]
        self.strikes = [s for s in self.strikes if self.clock < s.start + s.duration]
        return done

    def finish(self) -> list[int]:
        """End every motion now; returns the units that were gliding (to be set down where they ended)."""
        done = sorted(self.gliding())
        self.glides.clear()
        self.strikes.clear()
        self.roll_until = self.clock
        return done

    def _free_at(self) -> float:
        """When the queued glides and strikes are over."""
        return max([self.clock] + [g.start + g.duration for g in self.glides]
                   + [s.start + s.duration for s in self.strikes])

    def start_moves(self, moves: list[tuple[int, list[tuple[float, float]]]]) -> None:
        if self.seconds <= 0:
            return
        t = self._free_at()
        for uid, points in moves:
            if len(points) >= 2:
                self.glides.append(Glide(uid, points, t, self.seconds))
                t += self.seconds

    def start_strike(self, frm: tuple[float, float], to: tuple[float, float]) -> None:
        if self.seconds > 0:
            self.strikes.append(Strike((frm, to), self._free_at(), self.seconds))

    def start_roll(self) -> None:
        if self.seconds > 0:
            self.roll_until = self._free_at() + self.seconds

    def strike_lines(self) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """The attack lines drawn now: from the attacker to as far as each has grown (none before its turn)."""
        out = []
        for s in self.strikes:
            t = (self.clock - s.start) / s.duration
            if t > 0:
                (x0, y0), (x1, y1) = s.points
                f = min(1.0, t * 1.5)        # grows in two thirds of the time, then holds
                out.append(((x0, y0), (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)))
        return out

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
