#!/usr/bin/env python3
"""The one entry point: no arguments opens the main menu; subcommands play and measure headless.

Each part of the project registers its own subcommands (a `register(subparsers)` function) and its
benchmarks (a `BENCHMARKS` dict of name -> callable taking the parsed arguments), listed in
COMMAND_MODULES, so this file stays a thin dispatcher.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

COMMAND_MODULES = [
    "tactical.ai.cli",
    "strategic.ui.cli",
    "strategic.risk.cli",
    "strategic.agot.cli",
    "strategic.session.cli",
    "strategic.session.arena",
    "strategic.session.compare",
    "strategic.campaign.cli",
]

HEADLESS_HELP = """No display found, so the main menu cannot open here.
Play and watch headless instead, for example:
  .venv/bin/python run.py battle clash_on_the_kingsroad --seat stark=human --seat lannister=hard --seed 1
  .venv/bin/python run.py risk --mode skirmish --players 3 --seat stark=human --seed 1
  .venv/bin/python run.py agot --players 3 --seat stark=human --seed 1
  .venv/bin/python run.py campaign new war_of_the_five_kings --seat stark=human --seat lannister=hard --name robb
  .venv/bin/python run.py screenshot clash_on_the_kingsroad --out battle.png
  .venv/bin/python run.py --help        (every command)
On a desktop, run `.venv/bin/python run.py` from a graphical session (or under `xvfb-run`)."""


def _load_modules():
    modules = []
    for name in COMMAND_MODULES:
        try:
            modules.append(importlib.import_module(name))
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that part of the game is not built yet
            raise
    return modules


def build_parser(modules) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="run.py", description="Westeros wargames: BattleLore battles and strategic games.")
    sub = parser.add_subparsers(dest="command", metavar="command")
    benchmarks: dict = {}
    for mod in modules:
        if hasattr(mod, "register"):
            mod.register(sub)
        benchmarks.update(getattr(mod, "BENCHMARKS", {}))
    if benchmarks:
        bench = sub.add_parser("bench", help="measure speed: " + ", ".join(sorted(benchmarks)))
        bench.add_argument("target", choices=sorted(benchmarks))
        bench.add_argument("--seconds", type=float, default=10.0, help="how long to measure (default 10)")
        bench.add_argument("--seed", type=int, default=1)
        for mod in modules:      # options of one benchmark (bench ui --screen risk)
            getattr(mod, "bench_arguments", lambda parser: None)(bench)
        bench.set_defaults(func=lambda args: benchmarks[args.target](args))
    return parser


def has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or sys.platform in ("win32", "darwin")


def open_menu() -> int:
    if not has_display():
        print(HEADLESS_HELP)
        return 0
    from strategic.ui.app import run_app

    return run_app() or 0


def main(argv: list[str] | None = None) -> int:
    from tactical.protocol import UserError

    modules = _load_modules()
    parser = build_parser(modules)
    args = parser.parse_args(argv)
    try:
        if not getattr(args, "func", None):
            return open_menu()
        return args.func(args) or 0
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:                 # output piped into `head` and closed early: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
