"""Risk players: `RandomAgent` (a uniformly random legal action) and the factory for every kind (random,
greedy, and the planner's levels easy, normal and hard).

Every agent sees only a seat's view and the legal actions (DESIGN.md, "Agents"), and fills a template's
free amounts itself. Each agent draws its own chance from its own seeded Rng, never from the game's, so
a replay re-applies the recorded actions without needing the agents. `make_agent(kind, seed)` builds
one for the session's agent registry.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

from tactical.protocol import Agent, Rng, UserError, fill

from .greedy import GreedyAgent
from .levels import LEVELS
from .planner import PlannerAgent


class RandomAgent:
    """A uniformly random legal action; a free amount is uniformly random within its bounds."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return fill(legal[self.rng.below(len(legal))], self.rng.choice)


def make_agent(kind: str, seed: int = 0) -> Agent:
    """A Risk AI by its registry name (strategic/session/agents.py lists the kinds every game has; a
    human seat is answered by the window or the terminal, not by an agent)."""
    kinds: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}
    kinds |= {name: partial(PlannerAgent, name) for name in LEVELS}
    if kind not in kinds:
        raise UserError(f"unknown agent {kind!r}: choose one of {', '.join(kinds)}")
    return kinds[kind](seed)


def make_battle_agent(kind: str, seed: int = 0) -> Agent:
    """A player for an invasion fought as a sub-game (`RISK_BATTLE`): the same agents (they tell a
    battle's view from the game's); a human there is the session's terminal seat."""
    return make_agent(kind, seed)
