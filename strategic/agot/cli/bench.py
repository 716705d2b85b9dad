"""`run.py bench agot`: full 10-round 6-player 2nd edition games played by the session in fast mode (in
place, no undo), all seats random, then all seats greedy: games and decisions per second on one core,
and the greedy AI's time per decision (its share of the game's time). Games per CPU second of this
process is the one-core figure when other processes share the machine. `run.py bench agot-hexes`: one such
greedy game with every land battle on the hex battlefield (the battles' greedy AI too): its time, its hex
battles, and how often the hex battle's winner is the side stronger before the house cards."""
from __future__ import annotations

import argparse
import time
from typing import Any, Sequence

from strategic.session.session import Session

from ..ai import make_agent

SETUP = {"edition": 2, "players": 6}
HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")


class _Timed:
    """An agent whose decisions are timed in CPU time (to tell the AI's cost from the engine's)."""

    def __init__(self, agent: Any, clock: list[float]) -> None:
        self.agent, self.clock, self.name = agent, clock, agent.name

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        t = time.process_time()
        a = self.agent.choose(view, legal)
        self.clock[0] += time.process_time() - t
        self.clock[1] += 1
        return a


def games_for(kind: str, seconds: float, seed: int) -> tuple[int, int, float, float, list[float], dict[str, int]]:
    """Play games until `seconds` are up (one at least): (games, decisions, wall time, this process's CPU
    time, the agents' time and decision count, how the games ended)."""
    clock = [0.0, 0]
    ends: dict[str, int] = {}
    games = actions = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds or games == 0:
        s = seed + games
        agents = {h: _Timed(make_agent(kind, s * 7 + i), clock) for i, h in enumerate(HOUSES)}
        session = Session.start("agot", SETUP, s, {h: kind for h in HOUSES}, agents=agents, fast=True)
        session.run()
        res = session.result()
        reason = res.reason if res else "unfinished"
        ends[reason] = ends.get(reason, 0) + 1
        games += 1
        actions += len(session.history)
    return games, actions, time.perf_counter() - t0, time.process_time() - c0, clock, ends


def bench(args: argparse.Namespace) -> int:
    for kind in ("random", "greedy"):
        games, actions, dt, cpu, (ai_time, decisions), ends = games_for(kind, args.seconds / 2, args.seed)
        print(f"agot {kind}: {games} full 6-player games in {dt:.1f} s = {games / dt:.2f} games/s "
              f"({games / cpu:.2f} per CPU second of this process: one core's speed on a busy machine), "
              f"{actions / cpu:,.0f} actions per CPU second ({actions / games:.0f} actions per game; ended by "
              + ", ".join(f"{k} {n}" for k, n in sorted(ends.items())) + "); "
              f"the agents: {ai_time / max(1, decisions) * 1e3:.3f} ms of CPU per decision, "
              f"{ai_time / cpu:.0%} of the CPU time")
    return 0


def bench_hexes(args: argparse.Namespace) -> int:
    """One 6-player 10-round greedy game, every land battle fought on hexes."""
    seen: list[Any] = []
    t0, c0 = time.perf_counter(), time.process_time()
    session = Session.start("agot", SETUP | {"battles": "hexes"}, args.seed, {h: "greedy" for h in HOUSES},
                            fast=True, on_events=lambda game, events: seen.extend(events))
    session.run()
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    kinds = [e for e in seen if e.kind in ("strength_announced", "hex_battle_won")]
    pairs = [(a.data, b.data) for a, b in zip(kinds, kinds[1:])
             if a.kind == "strength_announced" and b.kind == "hex_battle_won"]
    favoured = [w for s, w in pairs if len(set(s.values())) > 1]
    agree = sum(1 for s, w in pairs if len(set(s.values())) > 1 and w["winner"] == max(s, key=s.get))
    res = session.result()
    print(f"agot on hexes, seed {args.seed}: a 6-player greedy game to round {session.state.round} in {dt:.1f} s "
          f"({cpu:.1f} s CPU), {len(session.history)} steps, {len(pairs)} hex battles "
          f"({dt / max(1, len(pairs)):.2f} s each with the game's own turns); the hex winner was the side "
          f"stronger before the cards in {agree} of {len(favoured)} battles with a stronger side; "
          f"ended by {res.reason if res else 'nothing'}")
    return 0
