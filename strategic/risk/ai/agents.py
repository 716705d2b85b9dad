"""Risk players: `RandomAgent` (a uniformly random legal action) and the factory for every kind.

Every agent sees only a seat's view and the legal actions (DESIGN.md, "Agents"), and fills a template's
free amounts itself. Each agent draws its own chance from its own seeded Rng, never from the game's, so
a replay re-applies the recorded actions without needing the agents. `make_agent("ai"|"greedy"|
"random"|"human", seed)` builds one; a human plays at the terminal (`cli/terminal.py`).
"""
from __future__ import annotations

from typing import Any, Sequence

from tactical.protocol import Agent, Rng, UserError, fill


class RandomAgent:
    """A uniformly random legal action; a free amount is uniformly random within its bounds."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return fill(legal[self.rng.below(len(legal))], self.rng.choice)


def make_agent(kind: str, seed: int = 0) -> Agent:
    from .greedy import GreedyAgent

    if kind == "human":
        from ..cli.terminal import HumanAgent

        return HumanAgent()
    kinds: dict[str, type[RandomAgent] | type[GreedyAgent]] = {"random": RandomAgent, "ai": GreedyAgent,
                                                               "greedy": GreedyAgent}
    if kind not in kinds:
        raise UserError(f"unknown agent {kind!r}: choose human, ai (greedy) or random")
    return kinds[kind](seed)


def make_battle_agent(kind: str, seed: int = 0) -> Agent:
    """A player for an invasion fought as a sub-game (`RISK_BATTLE`): the same random and greedy agents
    (they tell a battle's view from the game's); a human there is the session's terminal seat."""
    if kind not in ("random", "greedy", "ai"):
        raise UserError(f"unknown agent {kind!r} for a Risk battle: choose ai (greedy) or random")
    return make_agent(kind, seed)
