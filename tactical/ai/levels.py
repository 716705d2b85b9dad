"""Difficulty levels: how much the planning agent searches and how noisy its choices are."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    candidates: int          # whole-turn plans kept for simulation
    samples: int             # simulations (dice and hidden cards sampled) per plan, before halving
    rounds: int              # successive-halving rounds (1: plain sampling)
    time_cap: float          # seconds: the search stops here whatever its work budget
    noise: float             # softmax temperature over plan values (0: always the best)
    reply: bool              # simulate the opponent's reply turn before evaluating


LEVELS = {
    "easy": Level("easy", candidates=3, samples=1, rounds=1, time_cap=0.5, noise=2.0, reply=False),
    "normal": Level("normal", candidates=6, samples=3, rounds=1, time_cap=1.0, noise=0.0, reply=False),
    "hard": Level("hard", candidates=10, samples=6, rounds=2, time_cap=2.5, noise=0.0, reply=True),
}
