"""The arena (`run.py arena`): many AI-vs-AI games in parallel processes, to measure how strong and how
fast an agent is. Each game is played by the session, the agents made by the one registry.

`run_arena` plays `games` battles per scenario between agents A and B, A taking the scenario's first
house in even-numbered games and the second house in odd ones (sides swapped half the time). Every
game's seed and both agents' seeds are derived from the arena seed, the scenario name and the game
number only, and results are ordered by (scenario, game), so the outcome does not depend on how many
worker processes ran it or in which order they finished. (Agents given a wall-clock `budget` are the
exception: their search depth then depends on the machine's speed.)

`--game risk` plays Risk: Game of Thrones the same way (`run_risk_arena`): one seat is A, every other
seat B (each with its own seed), A's seat rotating through the turn-order positions so that each is
played equally often; a game is A's win when A alone wins, a draw when A shares the win. A Risk
"turn time" is the whole of one of the seat's own turns (every decision from its reinforcement to
its draw), where a battle's is one turn-plan decision.
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence, TextIO

from strategic.risk.cli.modes import resolve_mode
from strategic.risk.rules.tables import HOUSES
from tactical.ai.diagnostics import TurnAudit, shares
from tactical.ai.stats import summarise, time_summary
from tactical.protocol import UserError, write_atomic
from tactical.rules.engine import current_player, decision_kind
from tactical.scenario import box_battles, find_scenario_path, load_scenario

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
    game: str = "battlelore"
    others: tuple[tuple[str, int], ...] = ()    # Risk: every B seat but b_house, with its own agent seed


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
        self.record(view, legal, action, dt)
        return action

    def record(self, view: Any, legal: Sequence[Any], action: Any, dt: float) -> None:
        if decision_kind(view) == "turn":
            self.turn_times.append(dt)
        seat = current_player(view)              # never None while a decision is asked
        if self.audit is not None and seat is not None:
            self.audit.choice(seat, view, legal, action)


SETUP_PHASES = ("claim", "setup_objectives")


class RiskTimedAgent(TimedAgent):
    """A Risk seat's timer: its turn time adds up every decision of one of its own turns."""

    def __init__(self, agent: Any) -> None:
        super().__init__(agent)
        self._turn: tuple[int, str] | None = None

    def record(self, view: Any, legal: Sequence[Any], action: Any, dt: float) -> None:
        if getattr(view, "active", None) != view.seat or view.phase in SETUP_PHASES:
            return                               # a defence in another's turn, the setup's draft, a sub-game
        turn = (view.round, view.active)
        if turn != self._turn:
            self._turn = turn
            self.turn_times.append(0.0)
        self.turn_times[-1] += dt


def play_battle(spec: GameSpec) -> dict[str, Any]:
    """Play one battle and return its record (outcome from A's point of view)."""
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


def risk_setup(label: str) -> dict[str, Any]:
    """The Risk setup of an arena label `MODE-N` (skirmish-3, domination-5, world-6)."""
    mode, players = label.rsplit("-", 1)
    rules, n, map_name = resolve_mode(mode, int(players))
    return {"rules": rules, "players": n, "map": map_name}


def risk_houses(label: str) -> tuple[str, ...]:
    return HOUSES[risk_setup(label)["players"]]


def make_risk_specs(label: str, a: str, b: str, games: int, seed: int) -> list[GameSpec]:
    """A takes the seat `index % players` of the turn-order list, so every position is played equally
    often over a multiple of the player count; each B seat gets its own agent seed."""
    houses = risk_houses(label)
    specs = []
    for i in range(games):
        mine = houses[i % len(houses)]
        rest = [h for h in houses if h != mine]
        g, sa = derived_seed(seed, label, i, "game"), derived_seed(seed, label, i, "a")
        others = tuple((h, derived_seed(seed, label, i, f"b{k}")) for k, h in enumerate(rest))
        specs.append(GameSpec(label, i, g, a, b, mine, rest[0], sa, others[0][1], game="risk", others=others))
    return specs


def play_risk(spec: GameSpec) -> dict[str, Any]:
    """Play one Risk game with the dice (no sub-games) and return its record from A's point of view."""
    agent_a = RiskTimedAgent(make_agent("risk", spec.a, spec.a_seed))
    agents_b = {h: RiskTimedAgent(make_agent("risk", spec.b, s)) for h, s in spec.others}
    seats = {spec.a_house: spec.a} | {h: spec.b for h in agents_b}
    t0 = time.perf_counter()
    session = Session.start("risk", risk_setup(spec.scenario), spec.seed, seats,
                            agents={spec.a_house: agent_a} | agents_b, fast=True)
    session.run()
    state = session.state
    winners = list(state.result["winners"]) if state.result else []
    outcome = "loss" if spec.a_house not in winners else "win" if len(winners) == 1 else "draw"
    return {
        "scenario": spec.scenario, "index": spec.index, "seed": spec.seed, "a_house": spec.a_house,
        "winner": winners, "outcome": outcome, "result": state.result["reason"] if state.result else None,
        "actions": len(session.history), "rounds": state.round, "wall": time.perf_counter() - t0,
        "times_a": agent_a.times, "times_b": [t for x in agents_b.values() for t in x.times],
        "turn_times_a": agent_a.turn_times, "turn_times_b": [t for x in agents_b.values() for t in x.turn_times],
    }


PLAYERS: dict[str, Callable[[GameSpec], dict[str, Any]]] = {"battlelore": play_battle, "risk": play_risk}


def play_one(spec: GameSpec) -> dict[str, Any]:
    return PLAYERS[spec.game](spec)


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


def run_risk_arena(label: str, a: str, b: str, games: int, seed: int, workers: int | None = None,
                   progress: bool = True) -> dict[str, Any]:
    """The Risk match (`label` MODE-N) and its report, shaped as `run_arena`'s."""
    specs = make_risk_specs(label, a, b, games, seed)
    bar = Progress(len(specs)) if progress else None
    t0 = time.perf_counter()
    records = play_all(specs, workers or default_workers(), bar)
    return {
        "config": {"game": "risk", "a": a, "b": b, "games_per_scenario": games, "seed": seed, "scenarios": [label],
                   "seats": len(risk_houses(label)), "workers": workers or default_workers(), "budget": None},
        "scenarios": {label: summarise(records)}, "overall": summarise(records),
        "wall_seconds": time.perf_counter() - t0, "games": [_compact(r) for r in records],
    }


def _compact(record: dict[str, Any]) -> dict[str, Any]:
    """A game record for the JSON file: decision time lists summarised, not dumped."""
    out = {k: v for k, v in record.items() if not k.startswith(("times_", "turn_times_"))}
    for who in ("a", "b"):
        out[f"time_{who}"] = time_summary(record[f"times_{who}"])
    return out


# ------------------------------------------------------------------ the command
def register(subparsers: Any) -> None:
    p = subparsers.add_parser("arena", help="play AI against AI (battles, or Risk with --game risk) and report win rates")
    p.add_argument("--game", choices=("battle", "risk"), default="battle",
                   help="battle: BattleLore battle plans (default); risk: Risk: Game of Thrones")
    p.add_argument("--scenario", default="all", help="battles: a battle plan id, or 'all' (default: the box's battles, not the tutorial)")
    p.add_argument("--mode", choices=("skirmish", "domination", "world"), default="skirmish",
                   help="risk: the mode (default skirmish)")
    p.add_argument("--players", type=int, default=None,
                   help="risk: houses at the table, A in one seat and B in all the others (default 3; world 6)")
    p.add_argument("--a", default="hard", help=f"agent A: {AGENT_HELP} (default hard)")
    p.add_argument("--b", default="greedy", help=f"agent B: {AGENT_HELP} (default greedy)")
    p.add_argument("--games", type=int, default=10,
                   help="battles: games per scenario, sides swapped half the time; risk: games, A's seat rotated "
                        "(default 10)")
    p.add_argument("--seed", type=int, default=1, help="arena seed: every game's seed derives from it")
    p.add_argument("--json", metavar="OUT", help="write the full report (per game too) to this JSON file")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: available cores)")
    p.add_argument("--budget", type=float, default=None,
                   help="battles: seconds per decision for the search agents (default: their fixed, deterministic effort)")
    p.set_defaults(func=run_arena_command)


def _scenarios(name: str) -> list[str]:
    if name == "all":
        names = box_battles()
        if not names:
            raise UserError("no battle plans found in scenarios/battlelore/battles")
        return names
    find_scenario_path(name)  # a clear error for an unknown name
    return [name]


def _risk_label(mode: str, players: int | None) -> str:
    return f"{mode}-{resolve_mode(mode, players)[1]}"       # a clear error for a wrong player count


def run_arena_command(args: Any) -> int:
    game = "risk" if args.game == "risk" else "battlelore"
    args.a, args.b = canonical(game, args.a), canonical(game, args.b)
    if HUMAN in (args.a, args.b):
        raise UserError("the arena plays AI against AI: choose an AI for --a and --b")
    if args.games < 1:
        raise UserError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise UserError("--workers must be at least 1")
    if game == "risk":
        report = run_risk_arena(_risk_label(args.mode, args.players), args.a, args.b, args.games, args.seed,
                                args.workers)
    else:
        report = run_arena(_scenarios(args.scenario), args.a, args.b, args.games, args.seed, args.workers,
                           args.budget)
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


def _times(label: str, t: dict[str, Any], turn: dict[str, Any], turns: str = "turn plans") -> str:
    return (f"  {label:<10} all decisions: n={t['count']:<6} median {1000 * t['median']:7.1f} ms  "
            f"p95 {1000 * t['p95']:7.1f} ms  max {1000 * t['max']:7.1f} ms | {turns}: n={turn['count']:<5} "
            f"median {1000 * turn['median']:7.1f} ms  p95 {1000 * turn['p95']:7.1f} ms  max {1000 * turn['max']:7.1f} ms")


def _blunders(label: str, c: dict[str, int]) -> str:
    if not c:
        return f"  {label:<10} no turns recorded"
    sh = shares(c)
    return (f"  {label:<10} null cards {c['null_cards']}/{c['cards']} ({100 * sh['null_cards']:.1f}%), "
            f"after the opponent passed {c['null_cards_after_pass']}; null tokens {c['null_tokens']}/{c['tokens']} "
            f"({100 * sh['null_tokens']:.1f}%), after the opponent passed {c.get('null_tokens_after_pass', 0)}; commits {c['commits']}: no effect {c['null_commits']}, "
            f"partly wasted {c['wasted_commits']}; attacks declined {c['attacks_declined']}/{c['attack_chances']} "
            f"({100 * sh['attacks_declined']:.1f}%)")


def _endings(games: list[dict[str, Any]]) -> str:
    """How the Risk games ended: a game the round limit (a safety net, not a rule) ended is one the AIs sat on."""
    ends = Counter(str(g["result"]).replace("_", " ") for g in games)
    return "Games ended by: " + ", ".join(f"{reason} {n}" for reason, n in ends.most_common())


def format_report(report: dict[str, Any]) -> str:
    cfg = report["config"]
    risk = cfg.get("game") == "risk"
    where = (f"{cfg['games_per_scenario']} game(s), A in one of {cfg['seats']} seats (rotated), B in the others"
             if risk else f"{cfg['games_per_scenario']} game(s) per scenario")
    lines = [f"Arena: A = {cfg['a']} vs B = {cfg['b']}, {where}, seed {cfg['seed']}, {cfg['workers']} worker(s)"
             + (f", budget {cfg['budget']} s/decision" if cfg.get("budget") else ""),
             f"{'scenario':<28} {'games':>5} {'W':>4} {'L':>4} {'D':>4}  {'A win rate [95% CI]':<22} "
             f"{'actions':>7} {'rounds':>6}"]
    for name, s in report["scenarios"].items():
        lines.append(_row(name, s))
    lines.append(_row("OVERALL", report["overall"]))
    o = report["overall"]
    turns = "whole own turns" if risk else "turn plans"
    lines.append("Decision times (seconds per call to choose):")
    lines.append(_times(f"A {cfg['a']}", o["time_a"], o["turn_time_a"], turns))
    lines.append(_times(f"B {cfg['b']}", o["time_b"], o["turn_time_b"], turns))
    if risk:
        lines.append(_endings(report["games"]))
    else:
        lines.append("Turns that did nothing (share of card plays / token uses / commits; attacks declined when on offer):")
        lines.append(_blunders(f"A {cfg['a']}", o.get("diag_a", {})))
        lines.append(_blunders(f"B {cfg['b']}", o.get("diag_b", {})))
    lines.append(f"wall time {report['wall_seconds']:.1f} s")
    return "\n".join(lines)
