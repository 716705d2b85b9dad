"""`python run.py risk-balance`: how even greedy-AI Domination games are, by house and by seat.

A measurement, not a test: it plays N greedy games per player count over a seed range and prints the
wins per house, the wins per turn position (1st player, 2nd, ...), the mean length in rounds and why
the games ended. In Domination the house fixes the turn order ("le choix de votre Maison détermine
l'ordre du tour"), so house and seat cannot be told apart in a real game; `--rotate` plays an
experiment outside the rules where game `seed` starts the turn order `seed % players` places later
(the claiming, the start bonuses by position and the play all follow the rotated order), so each
house sits in each position equally often and the two effects separate.
"""
from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from strategic.session.session import Session

from ..game import RISK
from ..rules.state import RiskState


@dataclass
class Tally:
    """Wins (shared wins split evenly) by house and by turn position, rounds and end reasons."""

    games: int = 0
    rounds: int = 0
    by_house: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    by_position: defaultdict[int, float] = field(default_factory=lambda: defaultdict(float))
    reasons: Counter[str] = field(default_factory=Counter)

    def add(self, state: RiskState) -> None:
        result = state.result
        if result is None:
            raise ValueError("the game is not over")
        self.games += 1
        self.rounds += result["round"]
        self.reasons[result["reason"]] += 1
        for house in result["winners"]:
            self.by_house[house] += 1 / len(result["winners"])
            self.by_position[state.seats.index(house) + 1] += 1 / len(result["winners"])


def rotate(state: RiskState, places: int) -> None:
    """Start the turn order `places` houses later, before anyone claims a territory (experiment only)."""
    places %= len(state.seats)
    state.seats = state.seats[places:] + state.seats[:places]
    state.actor = state.seats[state.current]


def play(players: int, seed: int, rotated: bool, max_rounds: int) -> RiskState:
    state, _ = RISK.new_game({"rules": "domination", "players": players, "max_rounds": max_rounds}, seed)
    if rotated:
        rotate(state, seed)
    session = Session.from_state(RISK, state, {h: "greedy" for h in state.seats}, seed=seed, fast=True)
    session.run()
    final: RiskState = session.state
    return final


def measure(players: int, seeds: range, rotated: bool = False, max_rounds: int = 200) -> Tally:
    tally = Tally()
    for seed in seeds:
        tally.add(play(players, seed, rotated, max_rounds))
    return tally


def report(players: int, seeds: range, tally: Tally, rotated: bool) -> str:
    n = tally.games
    houses = ", ".join(f"{h} {w:g} ({100 * w / n:.0f}%)" for h, w in sorted(tally.by_house.items(), key=lambda hw: -hw[1]))
    positions = ", ".join(f"{p}. {tally.by_position[p]:g}" for p in range(1, players + 1))
    reasons = ", ".join(f"{r} {c}" for r, c in tally.reasons.most_common())
    return (f"{players} houses, seeds {seeds.start}-{seeds.stop - 1} ({n} games{', rotated order' if rotated else ''}):\n"
            f"  wins by house: {houses}\n  wins by turn position: {positions}\n"
            f"  mean length {tally.rounds / n:.1f} rounds; ended by {reasons}")


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("risk-balance", help="measure how even greedy-AI Domination games are")
    p.add_argument("--players", type=int, nargs="+", default=[3, 4, 5], choices=(3, 4, 5))
    p.add_argument("--games", type=int, default=60, help="games per player count (default 60)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--rotate", action="store_true", help="rotate which house plays first (outside the rules)")
    p.add_argument("--max-rounds", type=int, default=200)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    seeds = range(args.seed, args.seed + args.games)
    for players in args.players:
        print(report(players, seeds, measure(players, seeds, args.rotate, args.max_rounds), args.rotate))
    return 0
