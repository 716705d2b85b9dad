"""One agent registry for every game, with the same names everywhere: `human`, `random`, `greedy`,
`easy`, `normal`, `hard` (and `ai`, the game's default AI).

A game lists the kinds it has and the factory that makes them; asking a game for a kind it does not
have is a clear error naming the kinds it does have. `human` seats have
no agent: the window or the terminal answers for them.
"""
from __future__ import annotations

from typing import Callable, Iterable

from tactical.protocol import Agent, UserError

HUMAN = "human"
KINDS = (HUMAN, "random", "greedy", "easy", "normal", "hard")


def _battlelore(kind: str, seed: int, budget: float | None) -> Agent:
    from tactical.ai import make_agent as make_ai

    agent: Agent = make_ai(kind, seed, budget)
    return agent


def _risk(kind: str, seed: int, budget: float | None) -> Agent:
    from strategic.risk.ai.agents import make_agent as make_risk

    agent: Agent = make_risk(kind, seed)
    return agent


def _risk_battle(kind: str, seed: int, budget: float | None) -> Agent:
    from strategic.risk.ai.agents import make_battle_agent

    agent: Agent = make_battle_agent(kind, seed)
    return agent


def _agot(kind: str, seed: int, budget: float | None) -> Agent:
    from strategic.agot.ai import make_agent as make_agot

    agent: Agent = make_agot(kind, seed)
    return agent


# game -> (its AI kinds, the default AI, the factory (kind, seed, seconds per decision or None))
Factory = Callable[[str, int, "float | None"], Agent]
AI: dict[str, tuple[tuple[str, ...], str, Factory]] = {
    "battlelore": (("random", "greedy", "easy", "normal", "hard"), "normal", _battlelore),
    "risk": (("random", "greedy", "easy", "normal", "hard"), "greedy", _risk),
    "risk_battle": (("random", "greedy", "easy", "normal", "hard"), "greedy", _risk_battle),
    "agot": (("random", "greedy"), "greedy", _agot),
}


def _entry(game: str) -> tuple[tuple[str, ...], str, Factory]:
    entry = AI.get(game)
    if entry is None:
        raise UserError(f"no agents for the game {game!r}")
    return entry


def kinds_for(game: str) -> tuple[str, ...]:
    """The kinds a seat of `game` may be, human first."""
    return (HUMAN,) + _entry(game)[0]


def default_ai(game: str) -> str:
    return _entry(game)[1]


def canonical(game: str, kind: str) -> str:
    """`kind` checked against what `game` offers; `ai` becomes the game's default AI."""
    kind = kind.strip().lower()
    if kind == "ai":
        return default_ai(game)
    if kind not in kinds_for(game):
        raise UserError(f"unknown player kind {kind!r} for {game}: choose one of "
                        f"{', '.join(kinds_for(game))} (or ai = {default_ai(game)})")
    return kind


def make_agent(game: str, kind: str, seed: int, budget: float | None = None) -> Agent:
    """An AI of `game`; `budget` caps its seconds per decision where the AI searches (else a fixed,
    deterministic effort)."""
    kind = canonical(game, kind)
    if kind == HUMAN:
        raise UserError("a human seat has no agent: the window or the terminal answers for it")
    return _entry(game)[2](kind, seed, budget)


def parse_seats(game: str, specs: Iterable[str], seats: Iterable[str]) -> dict[str, str]:
    """`--seat stark=hard` options -> {seat: kind}, each checked: the seat exists, the kind exists, no
    seat named twice."""
    known = list(seats)
    out: dict[str, str] = {}
    for spec in specs:
        seat, sep, kind = spec.partition("=")
        seat = seat.strip().lower()
        if not sep or not seat or not kind:
            raise UserError(f"--seat {spec!r}: write SEAT=KIND, for example {known[0] if known else 'stark'}=hard")
        if seat not in known:
            raise UserError(f"--seat {spec!r}: no seat {seat!r} in this game (seats: {', '.join(known)})")
        if seat in out:
            raise UserError(f"--seat {spec!r}: {seat} is already given a player")
        out[seat] = canonical(game, kind)
    return out

