"""Players of A Game of Thrones that decide from a house's view: the random agent (any legal action)
and the greedy baseline (`greedy.GreedyAgent`). `make_agent(kind, seed)` builds one for the session's
agent registry (strategic/session/agents.py)."""
from __future__ import annotations

from typing import Callable

from strategic.risk.ai.agents import RandomAgent
from tactical.protocol import Agent, UserError

from .greedy import GreedyAgent

KINDS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(kind: str, seed: int = 0) -> Agent:
    if kind not in KINDS:
        raise UserError(f"unknown A Game of Thrones agent {kind!r}: choose one of {', '.join(KINDS)}")
    return KINDS[kind](seed)
