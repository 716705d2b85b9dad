"""Risk players: `RandomAgent` (a uniformly random legal action) and the greedy baseline.

Every agent sees only `view(state, seat)` and the legal actions (DESIGN.md, "Agents"). Each agent
draws its own chance from its own seeded Rng, never from the game's, so a replay re-applies the
recorded actions without needing the agents. `make_agent("ai"|"greedy"|"random"|"human", seed)` builds
one; a human plays at the terminal (`terminal.py` says what it sees).
"""
from __future__ import annotations

from typing import Any, Sequence

from tactical.protocol import Rng, UserError


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.below(len(legal))]


def make_agent(kind: str, seed: int = 0):
    from .greedy import GreedyAgent

    if kind == "human":
        from tactical.terminal import TerminalAgent

        from ..cli.terminal import describe_view, explain_action

        return TerminalAgent(describe_view, explain_action)
    kinds = {"random": RandomAgent, "ai": GreedyAgent, "greedy": GreedyAgent}
    if kind not in kinds:
        raise UserError(f"unknown agent {kind!r}: choose human, ai (greedy) or random")
    return kinds[kind](seed)
