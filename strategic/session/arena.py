"""The arena (`run.py arena`): many AI-vs-AI battles in parallel processes, to measure how strong and how
fast an agent is. Each battle is played by the session, the agents made by the one registry.

`run_arena` plays `games` battles per scenario between agents A and B, A taking the scenario's first
house in even-numbered games and the second house in odd ones (sides swapped half the time). Every
game's seed and both agents' seeds are derived from the arena seed, the scenario name and the game
number only, and results are ordered by (scenario, game), so the outcome does not depend on how many
worker processes ran it or in which order they finished. (Agents given a wall-clock `budget` are the
exception: their search depth then depends on the machine's speed.)
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence, TextIO

from tactical.ai.diagnostics import TurnAudit, shares
from tactical.ai.stats import summarise, time_summary
from tactical.protocol import UserError, write_atomic
from tactical.rules.engine import current_player, decision_kind
from tactical.scenario import find_scenario_path, list_scenarios, load_scenario

from .agents import HUMAN, canonical, make_agent
from .session import Session

AGENT_HELP = "random, greedy, easy, normal or hard"

_MASK63 = (1 << 63) - 1


@dataclass(frozen=True)
class GameSpec:
    """Everything one worker needs to play one game, picklable."""

    scenario: str
    index: int
    seed: int
    a: str
    b: str
    a_house: str
    b_house: str
    a_seed: int
    b_seed: int
    budget: float | None = None


def derived_seed(seed: int, scenario: str, index: int, role: str) -> int:
    """One 63-bit seed for `role` in one game: a keyed BLAKE2b hash of the arena seed, scenario, game
    number and role. Seeds of different roles share no arithmetic (a SplitMix64 stream's outputs can be
    stepped back from one another), and no global state is read (`hash` is salted per process)."""
    key = f"{seed}|{scenario}|{index}|{role}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8, person=b"arena-seeds").digest(), "big") & _MASK63


def game_seeds(seed: int, scenario: str, index: int) -> tuple[int, int, int]:
    """(battle seed, A's seed, B's seed) for one game, each derived on its own from the arena seed."""
    return tuple(derived_seed(seed, scenario, index, role) for role in ("battle", "a", "b"))  # type: ignore[return-value]


def make_specs(scenarios: Iterable[str], a: str, b: str, games: int, seed: int,
               houses: Callable[[str], tuple[str, str]], budget: float | None = None) -> list[GameSpec]:
    specs = []
    for name in scenarios:
        first, second = houses(name)
        for i in range(games):
            a_house, b_house = (first, second) if i % 2 == 0 else (second, first)
            g, sa, sb = game_seeds(seed, name, i)
            specs.append(GameSpec(name, i, g, a, b, a_house, b_house, sa, sb, budget))
    return specs


class TimedAgent:
    """Wraps an agent and records how long each decision took, and which were turn plans; tells the
    battle's `audit` what it chose."""

    def __init__(self, agent: Any, audit: TurnAudit | None = None) -> None:
        self.agent, self.audit = agent, audit
        self.name = agent.name
        self.times: list[float] = []
        self.turn_times: list[float] = []

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        t0 = time.perf_counter()
        action = self.agent.choose(view, legal)
        dt = time.perf_counter() - t0
        self.times.append(dt)
        if decision_kind(view) == "turn":
            self.turn_times.append(dt)
        seat = current_player(view)              # never None while a decision is asked
        if self.audit is not None and seat is not None:
            self.audit.choice(seat, view, legal, action)
        return action


def play_one(spec: GameSpec) -> dict[str, Any]:
    """Play one game and return its record (outcome from A's point of view)."""
    setup = {"scenario": load_scenario(spec.scenario).model_dump(mode="json")}
    audit = TurnAudit()
    agent_a = TimedAgent(make_agent("battlelore", spec.a, spec.a_seed, spec.budget), audit)
    agent_b = TimedAgent(make_agent("battlelore", spec.b, spec.b_seed, spec.budget), audit)
    t0 = time.perf_counter()
    session = Session.start("battlelore", setup, spec.seed, {spec.a_house: spec.a, spec.b_house: spec.b},
                            agents={spec.a_house: agent_a, spec.b_house: agent_b}, fast=True,
                            on_events=lambda _game, events: audit.events(events))
    session.run()
    counts = audit.finish()
    state, actions = session.state, session.history
    wall = time.perf_counter() - t0
    if state.winner == spec.a_house:
        outcome = "win"
    elif state.winner == spec.b_house:
        outcome = "loss"
    else:
        outcome = "draw"
    return {
        "scenario": spec.scenario, "index": spec.index, "seed": spec.seed, "a_house": spec.a_house,
        "winner": state.winner, "outcome": outcome, "result": state.result,
        "actions": len(actions), "rounds": state.round, "wall": wall,
        "times_a": agent_a.times, "times_b": agent_b.times,
        "turn_times_a": agent_a.turn_times, "turn_times_b": agent_b.turn_times,
        "diag_a": counts.get(spec.a_house, {}), "diag_b": counts.get(spec.b_house, {}),
    }


def default_workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class Progress:
    """A one-line progress bar on a stream (stderr), redrawn in place on a terminal."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30) -> None:
        self.total, self.done, self.width = total, 0, width
        self.stream = stream if stream is not None else sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.start = time.perf_counter()
        self.wins = self.losses = self.draws = 0
        self._last_pct = -1

    def update(self, record: dict[str, Any]) -> None:
        self.done += 1
        outcome = record["outcome"]
        self.wins += outcome == "win"
        self.losses += outcome == "loss"
        self.draws += outcome == "draw"
        pct = 100 * self.done // max(1, self.total)
        if not self.tty and pct // 10 == self._last_pct // 10 and self.done < self.total:
            return
        self._last_pct = pct
        self.stream.write(("\r" if self.tty else "") + self.line() + ("" if self.tty else "\n"))
        self.stream.flush()

    def line(self) -> str:
        filled = self.width * self.done // max(1, self.total)
        elapsed = time.perf_counter() - self.start
        eta = elapsed / self.done * (self.total - self.done) if self.done else 0.0
        return (f"[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} games "
                f"A {self.wins}-{self.losses}-{self.draws} (W-L-D)  {elapsed:.0f}s elapsed, ~{eta:.0f}s left")

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


def _pool_context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def play_all(specs: list[GameSpec], workers: int, progress: Progress | None = None) -> list[dict[str, Any]]:
    """Play every game (in `workers` processes when > 1) and return records in spec order."""
    records: list[dict[str, Any]] = []
    if workers <= 1 or len(specs) <= 1:
        for spec in specs:
            records.append(play_one(spec))
            if progress:
                progress.update(records[-1])
    else:
        with _pool_context().Pool(processes=workers) as pool:
            for rec in pool.imap_unordered(play_one, specs, chunksize=1):
                records.append(rec)
                if progress:
                    progress.update(rec)
    if progress:
        progress.close()
    records.sort(key=lambda r: (r["scenario"], r["index"]))
    return records


def scenario_houses(name: str) -> tuple[str, str]:
    sc = load_scenario(name)
    return sc.sides[0].house, sc.sides[1].house


def run_arena(scenarios: list[str], a: str, b: str, games: int, seed: int, workers: int | None = None,
              budget: float | None = None, progress: bool = True) -> dict[str, Any]:
    """Play the match and return the report: config, per-scenario and overall summaries, game records."""
    specs = make_specs(scenarios, a, b, games, seed, scenario_houses, budget)
    bar = Progress(len(specs)) if progress else None
    t0 = time.perf_counter()
    records = play_all(specs, workers or default_workers(), bar)
    wall = time.perf_counter() - t0
    per = {name: summarise([r for r in records if r["scenario"] == name]) for name in scenarios}
    return {
        "config": {"a": a, "b": b, "games_per_scenario": games, "seed": seed, "scenarios": scenarios,
                   "workers": workers or default_workers(), "budget": budget},
        "scenarios": per, "overall": summarise(records), "wall_seconds": wall,
        "games": [_compact(r) for r in records],
    }


def _compact(record: dict[str, Any]) -> dict[str, Any]:
    """A game record for the JSON file: decision time lists summarised, not dumped."""
    out = {k: v for k, v in record.items() if not k.startswith(("times_", "turn_times_"))}
    for who in ("a", "b"):
        out[f"time_{who}"] = time_summary(record[f"times_{who}"])
    return out


# ------------------------------------------------------------------ the command
def register(subparsers: Any) -> None:
    p = subparsers.add_parser("arena", help="play AI against AI over the battle plans and report win rates")
    p.add_argument("--scenario", default="all", help="a battle plan id, or 'all' (default)")
    p.add_argument("--a", default="hard", help=f"agent A: {AGENT_HELP} (default hard)")
    p.add_argument("--b", default="greedy", help=f"agent B: {AGENT_HELP} (default greedy)")
    p.add_argument("--games", type=int, default=10, help="games per scenario (default 10), sides swapped half the time")
    p.add_argument("--seed", type=int, default=1, help="arena seed: every game's seed derives from it")
    p.add_argument("--json", metavar="OUT", help="write the full report (per game too) to this JSON file")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: available cores)")
    p.add_argument("--budget", type=float, default=None,
                   help="seconds per decision for the search agents (default: their fixed, deterministic effort)")
    p.set_defaults(func=run_arena_command)


def _scenarios(name: str) -> list[str]:
    if name == "all":
        names = list_scenarios()
        if not names:
            raise UserError("no battle plans found in scenarios/battlelore/battles")
        return names
    find_scenario_path(name)  # a clear error for an unknown name
    return [name]


def run_arena_command(args: Any) -> int:
    args.a, args.b = canonical("battlelore", args.a), canonical("battlelore", args.b)
    if HUMAN in (args.a, args.b):
        raise UserError("the arena plays AI against AI: choose an AI for --a and --b")
    if args.games < 1:
        raise UserError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise UserError("--workers must be at least 1")
    scenarios = _scenarios(args.scenario)
    report = run_arena(scenarios, args.a, args.b, args.games, args.seed, args.workers, args.budget)
    print(format_report(report))
    if args.json:
        write_atomic(args.json, json.dumps(report, indent=1) + "\n")
        print(f"report written to {args.json}")
    return 0


def _row(label: str, s: dict[str, Any]) -> str:
    lo, hi = s["ci95"]
    return (f"{label:<28} {s['games']:>5} {s['wins']:>4} {s['losses']:>4} {s['draws']:>4}  "
            f"{100 * s['win_rate']:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
            f"{s['mean_actions']:7.1f} {s['mean_rounds']:6.2f}")


def _times(label: str, t: dict[str, Any], turn: dict[str, Any]) -> str:
    return (f"  {label:<10} all decisions: n={t['count']:<6} median {1000 * t['median']:7.1f} ms  "
            f"p95 {1000 * t['p95']:7.1f} ms  max {1000 * t['max']:7.1f} ms | turn plans: n={turn['count']:<5} "
            f"median {1000 * turn['median']:7.1f} ms  p95 {1000 * turn['p95']:7.1f} ms")


def _blunders(label: str, c: dict[str, int]) -> str:
    if not c:
        return f"  {label:<10} no turns recorded"
    sh = shares(c)
    return (f"  {label:<10} null cards {c['null_cards']}/{c['cards']} ({100 * sh['null_cards']:.1f}%), "
            f"after the opponent passed {c['null_cards_after_pass']}; null tokens {c['null_tokens']}/{c['tokens']} "
            f"({100 * sh['null_tokens']:.1f}%); commits {c['commits']}: no effect {c['null_commits']}, "
            f"partly wasted {c['wasted_commits']}; attacks declined {c['attacks_declined']}/{c['attack_chances']} "
            f"({100 * sh['attacks_declined']:.1f}%)")


def format_report(report: dict[str, Any]) -> str:
    cfg = report["config"]
    lines = [f"Arena: A = {cfg['a']} vs B = {cfg['b']}, {cfg['games_per_scenario']} game(s) per scenario, "
             f"seed {cfg['seed']}, {cfg['workers']} worker(s)"
             + (f", budget {cfg['budget']} s/decision" if cfg.get("budget") else ""),
             f"{'scenario':<28} {'games':>5} {'W':>4} {'L':>4} {'D':>4}  {'A win rate [95% CI]':<22} "
             f"{'actions':>7} {'rounds':>6}"]
    for name, s in report["scenarios"].items():
        lines.append(_row(name, s))
    lines.append(_row("OVERALL", report["overall"]))
    o = report["overall"]
    lines.append("Decision times (seconds per call to choose):")
    lines.append(_times(f"A {cfg['a']}", o["time_a"], o["turn_time_a"]))
    lines.append(_times(f"B {cfg['b']}", o["time_b"], o["turn_time_b"]))
    lines.append("Turns that did nothing (share of card plays / token uses / commits; attacks declined when on offer):")
    lines.append(_blunders(f"A {cfg['a']}", o.get("diag_a", {})))
    lines.append(_blunders(f"B {cfg['b']}", o.get("diag_b", {})))
    lines.append(f"wall time {report['wall_seconds']:.1f} s")
    return "\n".join(lines)
