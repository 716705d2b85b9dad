"""Paired comparison of two arena reports (`run.py arena-compare BASE.json NEW.json`).

Two `run.py arena ... --json` runs with the same seed, plans (or Risk table), games and opponent play the
very same games: the same deals, battle dice and opponent seeds, only agent A's play differing. Compared
game by game, the luck both runs share cancels, so a change to A shows in far fewer games than two win
rates set side by side would need: what matters is the games won in one run only. This is how every
AI pass in `docs/decisions.md` was judged; the tool keeps the method in the repository.

A "win" is A's outright win (a Risk draw, a shared win, counts as not won), as in the arena's report.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from tactical.ai.stats import paired, wilson
from tactical.protocol import UserError, read_json, validated


class _Config(BaseModel):
    model_config = ConfigDict(extra="ignore")
    game: str = "battle"
    a: str
    b: str
    seed: int
    scenarios: list[str]
    games_per_scenario: int


class _Game(BaseModel):
    model_config = ConfigDict(extra="ignore")
    scenario: str
    index: int
    outcome: Literal["win", "loss", "draw"]


class ArenaReport(BaseModel):
    """The part of an arena report (`run.py arena --json`) a comparison reads."""

    model_config = ConfigDict(extra="ignore")
    config: _Config
    games: list[_Game]


# what must agree for two runs to have played the same games (agent A may differ: it is what is compared)
SAME_GAMES = ("game", "b", "seed", "scenarios", "games_per_scenario")


def load_report(path: str) -> ArenaReport:
    report = validated(ArenaReport, read_json(path, "arena report"), path)
    keys = [(g.scenario, g.index) for g in report.games]
    if len(set(keys)) != len(keys):
        raise UserError(f"{path}: games: a game is listed twice")
    return report


def compare(base: ArenaReport, new: ArenaReport, base_name: str = "base", new_name: str = "new") -> dict[str, Any]:
    """Per plan and overall, `stats.paired` of A's wins in `base` and `new`, which must be the same games."""
    for field in SAME_GAMES:
        x, y = getattr(base.config, field), getattr(new.config, field)
        if x != y:
            raise UserError(f"{base_name} and {new_name} did not play the same games: config.{field} is {x!r} "
                            f"in {base_name} and {y!r} in {new_name} (run both with the same --seed, --games, "
                            f"--scenario or --mode/--players, and --b)")
    won_base = {(g.scenario, g.index): g.outcome == "win" for g in base.games}
    won_new = {(g.scenario, g.index): g.outcome == "win" for g in new.games}
    if won_base.keys() != won_new.keys():
        missing = sorted(won_base.keys() ^ won_new.keys())[0]
        raise UserError(f"{base_name} and {new_name} do not list the same games (game {missing[1]} of "
                        f"{missing[0]} is in only one of them)")
    keys = sorted(won_base)
    per = {}
    for name in base.config.scenarios:
        ks = [k for k in keys if k[0] == name]
        per[name] = paired([won_base[k] for k in ks], [won_new[k] for k in ks])
    return {"base": {"file": base_name, "a": base.config.a}, "new": {"file": new_name, "a": new.config.a},
            "b": base.config.b, "seed": base.config.seed, "scenarios": per,
            "overall": paired([won_base[k] for k in keys], [won_new[k] for k in keys])}


def _row(label: str, s: dict[str, Any]) -> str:
    n = s["games"]
    rates = " ".join(f"{100 * w / n:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]"
                     for w in (s["base_wins"], s["new_wins"]) for lo, hi in [wilson(w, n)]) if n else ""
    lo, hi = s["ci95"]
    return (f"{label:<28} {n:>5} {s['base_wins']:>5} {s['new_wins']:>5} {s['only_new']:>5} {s['only_base']:>5}  "
            f"{100 * s['diff']:+6.1f} [{100 * lo:+6.1f}, {100 * hi:+6.1f}]  {s['sign_p']:6.3f}   {rates}")


def format_comparison(c: dict[str, Any]) -> str:
    lines = [f"A in {c['base']['file']}: {c['base']['a']}; A in {c['new']['file']}: {c['new']['a']}; "
             f"B: {c['b']}; arena seed {c['seed']}",
             f"{'':<28} {'games':>5} {'base':>5} {'new':>5} {'+new':>5} {'+base':>5}  "
             f"{'points [95% CI]':>22}  {'sign p':>6}   win rates: base, new",
             *(_row(name, s) for name, s in c["scenarios"].items())]
    if len(c["scenarios"]) > 1:
        lines.append(_row("overall", c["overall"]))
    lines.append("base/new: A's wins in each run; +new/+base: games A won only in that run; points: the "
                 "difference in A's win rate (new - base)")
    return "\n".join(lines)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("arena-compare", help="compare two arena reports of the same games, game by game")
    p.add_argument("base", help="the first `run.py arena --json` report (the base)")
    p.add_argument("new", help="the second report: the same seed, games, plans or Risk table and --b")
    p.set_defaults(func=run_compare_command)


def run_compare_command(args: Any) -> int:
    print(format_comparison(compare(load_report(args.base), load_report(args.new), args.base, args.new)))
    return 0
