"""The planning agent (placeholder while the planner is being integrated: plays like the greedy baseline)."""
from __future__ import annotations

from tactical.agents import GreedyAgent


class PlannerAgent:
    def __init__(self, level, seed: int, budget: float | None = None) -> None:
        self.level = level
        self.name = level.name
        self._greedy = GreedyAgent(seed)

    def choose(self, view, legal):
        return self._greedy.choose(view, legal)
