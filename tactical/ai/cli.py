"""`run.py arena`: AI-vs-AI matches over the battle plans, with win rates, confidence intervals and
decision times; and the `bench ai` benchmark (decision time of an agent on fixed positions)."""
from __future__ import annotations

import json

from tactical.protocol import UserError, write_atomic

AGENT_HELP = "random, greedy, easy, normal or hard"


def _bench_ai(args) -> int:
    from tactical.ai.bench import run_bench

    return run_bench(args)


BENCHMARKS = {"ai": _bench_ai}


def register(subparsers) -> None:
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
    from tactical.scenario import find_scenario_path, list_scenarios

    if name == "all":
        names = list_scenarios()
        if not names:
            raise UserError("no battle plans found in scenarios/battlelore/battles")
        return names
    find_scenario_path(name)  # a clear error for an unknown name
    return [name]


def run_arena_command(args) -> int:
    from tactical.ai import AGENT_NAMES
    from tactical.ai.arena import run_arena

    for agent in (args.a, args.b):
        if agent not in AGENT_NAMES:
            raise UserError(f"unknown agent {agent!r}; choose one of: {', '.join(AGENT_NAMES)}")
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


def _row(label: str, s: dict) -> str:
    lo, hi = s["ci95"]
    return (f"{label:<28} {s['games']:>5} {s['wins']:>4} {s['losses']:>4} {s['draws']:>4}  "
            f"{100 * s['win_rate']:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
            f"{s['mean_actions']:7.1f} {s['mean_rounds']:6.2f}")


def _times(label: str, t: dict, turn: dict) -> str:
    return (f"  {label:<10} all decisions: n={t['count']:<6} median {1000 * t['median']:7.1f} ms  "
            f"p95 {1000 * t['p95']:7.1f} ms  max {1000 * t['max']:7.1f} ms | turn plans: n={turn['count']:<5} "
            f"median {1000 * turn['median']:7.1f} ms  p95 {1000 * turn['p95']:7.1f} ms")


def format_report(report: dict) -> str:
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
    lines.append(f"wall time {report['wall_seconds']:.1f} s")
    return "\n".join(lines)
