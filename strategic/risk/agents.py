"""Risk players: `RandomAgent` (a uniformly random legal action) and the greedy baseline.

Every agent sees only `view(state, seat)` and the legal actions (DESIGN.md, "Agents"). Each agent
draws its own chance from its own seeded Rng, never from the game's, so a replay re-applies the
recorded actions without needing the agents. `make_agent("ai"|"greedy"|"random", seed)` builds one.
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


def describe_view(view: Any) -> str:
    """For a human at the terminal: whose decision, the phase, your lands, armies, cards and gold."""
    me = view.seat
    mine = sorted(t for t, h in view.owner.items() if h == me)
    player = view.players[me]
    lines = [f"Round {view.round} - {me}: {view.phase}"
             + (f" ({view.reinforcements} armies to deploy)" if view.reinforcements else ""),
             f"  {len(mine)} territories, {sum(view.armies[t] for t in mine)} armies; "
             f"cards: {', '.join(view.hand) or 'none'}; {player.gold} gold, {player.vp} VP",
             "  " + ", ".join(f"{t} {view.armies[t]}" for t in mine)]
    if view.pending:
        lines.append(f"  now: {dict(view.pending)}")
    return "\n".join(lines)


def make_agent(kind: str, seed: int = 0):
    from .greedy import GreedyAgent

    if kind == "human":
        from tactical.terminal import TerminalAgent

        return TerminalAgent(describe_view)
    kinds = {"random": RandomAgent, "ai": GreedyAgent, "greedy": GreedyAgent}
    if kind not in kinds:
        raise UserError(f"unknown agent {kind!r}: choose human, ai (greedy) or random")
    return kinds[kind](seed)
