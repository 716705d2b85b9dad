"""`run.py risk ...`: play a Risk game headless on the session, with a readable log, a save and a replay;
`run.py bench risk`: full 5-player greedy Skirmish games per second (`run.py risk-balance`, who wins
greedy Domination games, is in strategic/risk/balance).

The log is what one seat may see: with a single human seat, that house's view of the game (its own
cards drawn, never another house's); otherwise a spectator's (public events only)."""
from __future__ import annotations

import argparse
import time
from typing import Any, Callable, Sequence

from strategic.session.agents import parse_seats
from strategic.session.cli import terminal_seat, write_outputs
from strategic.session.saves import load_session
from strategic.session.session import Session
from strategic.session.terminal import play_at_terminal, viewer_of
from tactical.protocol import Event, Game, UserError

from .. import balance
from ..game import RISK
from ..log import QUIET
from .modes import MODES, resolve_mode


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("risk", help="play Risk: Game of Thrones headless (skirmish, domination, world)")
    p.add_argument("--mode", choices=MODES, default="skirmish")
    p.add_argument("--players", type=int, help="2-5 (skirmish, domination) or 6-7 (world)")
    p.add_argument("--rules", choices=("skirmish", "domination"), help="World at War only: which rules (default domination)")
    p.add_argument("--seat", action="append", default=[], metavar="HOUSE=KIND",
                   help="human (at the terminal), random or greedy (ai = greedy, the default)")
    p.add_argument("--battles", choices=("dice", "subgame", "hexes", "ask"), default="dice",
                   help="dice: each attack is one roll (the rulebook); subgame: each invasion is fought as a "
                        "battle of its own, the attacker rolling until it stops; hexes: each invasion is a "
                        "BattleLore battle on the hex battlefield; ask: the attacker chooses each time")
    p.add_argument("--ai-battles", choices=("dice", "hexes"), default="dice",
                   help="with --battles ask: how the AI seats fight their invasions")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-rounds", type=int, default=200, help="end the game by score after this many rounds")
    p.add_argument("--json", metavar="FILE", help="write every event the log shows as JSON")
    p.add_argument("--save", metavar="FILE", help="write the game (setup, seed, seats, actions) for replay")
    p.add_argument("--replay", metavar="FILE", help="replay a saved game and check it reproduces the saved state")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=run)
    balance.register(subparsers)


def run(args: argparse.Namespace) -> int:
    if args.replay:
        return run_replay(args)
    rules, players, map_name = resolve_mode(args.mode, args.players, args.rules)
    if args.max_rounds < 1:
        raise UserError(f"--max-rounds {args.max_rounds}: a game needs at least 1 round")
    setup = {"rules": rules, "players": players, "map": map_name, "max_rounds": args.max_rounds,
             "battles": args.battles, "ai_battles": args.ai_battles}
    houses = RISK.seats(RISK.new_game(setup, args.seed)[0])
    kinds = parse_seats("risk", args.seat, houses)
    viewer = viewer_of(kinds)
    shown: list[Event] = []
    print(f"seed {args.seed}")
    session = Session.start("risk", setup, args.seed, kinds, on_events=_printer(args.quiet, viewer, shown))
    play_at_terminal(session, terminal_seat)
    if args.quiet and shown:
        print(RISK.render(shown[-1], viewer))
    print(f"{len(session.history)} actions, {len(shown)} events; seats: "
          + ", ".join(f"{h}={k}" for h, k in session.seats.items()))
    write_outputs(session, args, viewer)
    return 0


def run_replay(args: argparse.Namespace) -> int:
    session = load_session(args.replay)
    if session.game is not RISK:
        raise UserError(f"{args.replay}: a {session.game.name} save, not a Risk game (run.py replay reads any)")
    show = _printer(args.quiet, None, [])
    for game, event in session.log():
        show(game, [event])
    print(f"replayed {len(session.history)} actions: the final state matches the save")
    return 0


def _printer(quiet: bool, viewer: str | None, shown: list[Event]) -> Callable[[Game[Any, Any, Any], Sequence[Event]], None]:
    """Print (and keep in `shown`) the events `viewer` may see; None is a spectator."""
    def show(game: Game[Any, Any, Any], events: Sequence[Event]) -> None:
        for e in events:
            if not e.visible_to(viewer):
                continue
            shown.append(e)
            if not quiet and e.kind not in QUIET:
                print(game.render(e, viewer))
    return show


def bench(args: argparse.Namespace) -> int:
    """Full 5-player greedy Skirmish games on Westeros, one core, played by the session in place."""
    games = actions = 0
    seed = args.seed
    setup = {"rules": "skirmish", "players": 5, "map": "westeros"}
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < args.seconds or games == 0:
        session = Session.start("risk", setup, seed, {}, fast=True)
        session.run()
        games += 1
        actions += len(session.history)
        seed += 1
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"risk: {games} full 5-player greedy Skirmish games on Westeros in {dt:.1f} s: {games / dt:.1f} games/s, "
          f"{actions / dt:,.0f} actions/s ({actions / games:.0f} actions per game); "
          f"per CPU second of this process: {games / cpu:.1f} games/s, {actions / cpu:,.0f} actions/s")
    return 0


BENCHMARKS = {"risk": bench}
