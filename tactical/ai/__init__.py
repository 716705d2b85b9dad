"""The tactical AI: agents by name, at three difficulty levels plus the two baselines.

`make_agent(name, seed, budget=None)` builds "random" and "greedy" (the rules engine's baselines,
`tactical/agents.py`) or the planning agent (`agent.PlannerAgent`) at level "easy", "normal" or "hard".
`budget` is a wall-clock limit in seconds per decision for the planning agents; without it they use a
fixed amount of search work (deterministic for a given seed) with a time cap as a safety net.

Modules: `evaluation` (what a position is worth), `plans` (whole-turn macro-decisions), `search`
(choosing among them by simulation), `policy` (fast choices for the small decisions inside a turn),
`determinize` (sampling what the view hides), `agent`, `arena`, `cli`.
"""
from __future__ import annotations

AGENT_NAMES = ("random", "greedy", "easy", "normal", "hard")


def make_agent(name: str, seed: int, budget: float | None = None):
    """An agent with `.name` and `.choose(view, legal)`; raises ValueError for an unknown name."""
    if name in ("random", "greedy"):
        from tactical.agents import GreedyAgent, RandomAgent

        return RandomAgent(seed) if name == "random" else GreedyAgent(seed)
    if name in ("easy", "normal", "hard"):
        from tactical.ai.agent import PlannerAgent
        from tactical.ai.levels import LEVELS

        return PlannerAgent(LEVELS[name], seed, budget)
    raise ValueError(f"unknown agent {name!r}; choose one of: {', '.join(AGENT_NAMES)}")
