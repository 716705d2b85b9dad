"""`python run.py risk ...`: play a Risk game headless with a readable log, save it, replay it;
`python run.py bench risk`: full 5-player greedy-AI Skirmish games per second (`run.py risk-balance`,
who wins greedy Domination games, is in strategic/risk/balance).

The log is what one seat may see: with a single human seat, that house's view of the game (its own
cards drawn, never another house's); otherwise a spectator's (public events only)."""
from __future__ import annotations

import argparse
import json
import time
from typing import Any, Callable

from tactical.protocol import Event, SaveError, UserError, write_atomic

from .. import balance
from ..ai.agents import make_agent
from ..game import RISK
from ..log import QUIET
from ..rules.state import RiskState
from .modes import MODES, resolve_mode
from .play import load_save, play_game, replay, save_game, start


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("risk", help="play Risk: Game of Thrones headless (skirmish, domination, world)")
    p.add_argument("--mode", choices=MODES, default="skirmish")
    p.add_argument("--players", type=int, help="2-5 (skirmish, domination) or 6-7 (world)")
    p.add_argument("--rules", choices=("skirmish", "domination"), help="World at War only: which rules (default domination)")
    p.add_argument("--seat", action="append", default=[], metavar="HOUSE=AGENT", help="human (at the terminal), ai (greedy, the default) or random")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-rounds", type=int, default=200, help="end the game by score after this many rounds")
    p.add_argument("--json", metavar="FILE", help="write every event the log shows as JSON")
    p.add_argument("--save", metavar="FILE", help="write the game (setup, actions, final state) for replay")
    p.add_argument("--replay", metavar="FILE", help="replay a saved game and check it reproduces the saved state")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=run)
    balance.register(subparsers)


def parse_seats(specs: list[str], houses: list[str]) -> dict[str, str]:
    seats, given = {h: "ai" for h in houses}, set()
    for spec in specs:
        house, sep, kind = spec.partition("=")
        if not sep or house not in seats:
            raise UserError(f"--seat {spec!r}: expected HOUSE=human|ai|random with HOUSE one of {', '.join(houses)}")
        if house in given:
            raise UserError(f"--seat {spec!r}: {house} was already given as {seats[house]}")
        seats[house] = kind
        given.add(house)
    return seats


def run(args: argparse.Namespace) -> int:
    if args.replay:
        return run_replay(args)
    rules, players, map_name = resolve_mode(args.mode, args.players, args.rules)
    if args.max_rounds < 1:
        raise UserError(f"--max-rounds {args.max_rounds}: a game needs at least 1 round")
    setup = {"rules": rules, "players": players, "map": map_name, "max_rounds": args.max_rounds}
    state, events = start(setup, args.seed)
    kinds = parse_seats(args.seat, state.seats)
    agents = {h: make_agent(k, args.seed * 31 + i) for i, (h, k) in enumerate(kinds.items())}
    humans = [h for h, k in kinds.items() if k == "human"]
    viewer = humans[0] if len(humans) == 1 else None
    shown: list[Event] = []
    printer = _printer(args.quiet, viewer, shown)
    print(f"seed {args.seed}")
    printer(events)
    state, actions = play_game(state, agents, on_step=printer)
    if args.quiet and shown:
        print(RISK.render(shown[-1], viewer))
    print(f"{len(actions)} actions, {len(shown)} events; seats: " + ", ".join(f"{h}={k}" for h, k in kinds.items()))
    if args.json:
        write_atomic(args.json, json.dumps([e.to_dict() for e in shown], indent=1) + "\n")
        print(f"events written to {args.json}")
    if args.save:
        save_game(args.save, setup, args.seed, actions, state)
        print(f"game saved to {args.save}")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    data = load_save(args.replay)
    state, events = replay(data, on_step=_printer(args.quiet, None, []), source=args.replay)
    if data.get("state") is not None and state != RiskState.from_dict(data["state"]):
        raise SaveError(f"{args.replay}: the replay does not reproduce the saved final state")
    print(f"replayed {len(data['actions'])} actions: the final state matches the save")
    return 0


def _printer(quiet: bool, viewer: str | None, shown: list[Event]) -> Callable[[list[Event]], None]:
    """Print (and keep in `shown`) the events `viewer` may see; None is a spectator."""
    def show(events: list[Event]) -> None:
        for e in events:
            if not e.visible_to(viewer):
                continue
            shown.append(e)
            if not quiet and e.kind not in QUIET:
                print(RISK.render(e, viewer))
    return show


def bench(args: argparse.Namespace) -> int:
    """Full 5-player greedy Skirmish games on Westeros, one core, states mutated in place."""
    games = actions = 0
    seed = args.seed
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < args.seconds or games == 0:
        state, _ = start({"rules": "skirmish", "players": 5, "map": "westeros"}, seed)
        agents = {h: make_agent("ai", seed * 7 + i) for i, h in enumerate(state.seats)}
        state, acts = play_game(state, agents, fast=True)
        games += 1
        actions += len(acts)
        seed += 1
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"risk: {games} full 5-player greedy Skirmish games on Westeros in {dt:.1f} s: {games / dt:.1f} games/s, "
          f"{actions / dt:,.0f} actions/s ({actions / games:.0f} actions per game); "
          f"per CPU second of this process: {games / cpu:.1f} games/s, {actions / cpu:,.0f} actions/s")
    return 0


BENCHMARKS = {"risk": bench}
