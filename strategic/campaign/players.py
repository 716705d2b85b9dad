"""Who plays a campaign's houses: the kinds of player a campaign seat may be, and the registry through
which the campaign's session (and the battles it opens) makes their agents.

A kind names both levels at once, since a house's seat in the strategic game also plays its battles:
`human` (the terminal), `random` and `greedy` (the same at both levels), `easy`, `normal`, `hard` (the
strategic greedy AI, which is the best Risk has, with that level of battle AI) and `neutral` (a house
that defends: the greedy AI that never invades, whose battles the `normal` battle AI fights).
"""
from __future__ import annotations

from typing import Any, Literal, Sequence

from tactical.protocol import Agent, UserError

from strategic.risk.rules.actions import Attack, Invade
from strategic.session.agents import HUMAN, default_ai, make_agent
from strategic.session.session import Registry

Kind = Literal["human", "random", "greedy", "easy", "normal", "hard", "neutral"]
NEUTRAL = "neutral"
# kind -> (the strategic game's kind, the battle's kind)
LEVELS: dict[str, tuple[str, str]] = {
    "random": ("random", "random"), "greedy": ("greedy", "greedy"), "easy": ("greedy", "easy"),
    "normal": ("greedy", "normal"), "hard": ("greedy", "hard"), NEUTRAL: ("greedy", "normal"),
}
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)


class NeutralAgent:
    """A house that only defends: it reinforces, trades and moves as its strategic AI would, but the
    attacks and invasions are taken off its list (unless nothing else is left)."""

    name = NEUTRAL

    def __init__(self, inner: Agent) -> None:
        self.inner = inner

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        peaceful = [a for a in legal if not isinstance(a, (Attack, Invade))]
        return self.inner.choose(view, peaceful or legal)


def battle_kind(kind: str) -> str:
    """The battle AI (or human) a campaign kind stands for: what an extracted battle save names."""
    return kind if kind == HUMAN else LEVELS[kind][1]


def campaign_agent(game: str, kind: str, seed: int) -> Agent:
    """An agent of `game` (the strategic game or one of its battles) for a campaign kind."""
    if kind not in LEVELS:
        raise UserError(f"unknown player kind {kind!r}: choose one of {', '.join(KINDS)}")
    strategic, battle = LEVELS[kind]
    if game == "battlelore":
        return make_agent(game, battle, seed)
    agent = make_agent(game, strategic, seed)
    return NeutralAgent(agent) if kind == NEUTRAL else agent


def check_kind(kind: str, where: str) -> str:
    """`kind` made canonical (`ai` is `normal`), or a UserError naming `where` and the kinds."""
    kind = kind.strip().lower()
    kind = "normal" if kind == "ai" else kind
    if kind not in KINDS:
        raise UserError(f"{where}: unknown player kind {kind!r}: choose one of {', '.join(KINDS)} (ai = normal)")
    return kind


REGISTRY = Registry(agent=campaign_agent, default_ai=default_ai)
