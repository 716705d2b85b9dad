"""`run.py risk ...`: play a Risk game headless on the session, with a readable log, a save and a replay;
`run.py bench risk`: full 5-player greedy Skirmish games per second (`run.py risk-balance`, who wins
greedy Domination games, is in strategic/risk/balance).

The log is what one seat may see: with a single human seat, that house's view of the game (its own
cards drawn, never another house's); otherwise a spectator's (public events only)."""
from __future__ import annotations

import argparse
import time
from typing import Any, Callable, Sequence

from strategic.handoff.odds import ODDS_FILE, simulate, write_table
from strategic.handoff.plan import REGION_TERRAIN, generate_plan
from strategic.session.agents import HUMAN, parse_seats
from strategic.session.cli import terminal_seat, write_outputs
from strategic.session.saves import load_session
from strategic.session.session import Session
from strategic.session.terminal import play_at_terminal, viewer_of
from tactical.catalog import HOUSES
from tactical.protocol import Event, Game, Rng, UserError

from .. import balance
from ..ai.odds import conquest_chance
from ..game import RISK
from ..log import QUIET
from .modes import MODES, resolve_mode


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("risk", help="play Risk: Game of Thrones headless (skirmish, domination, world)")
    p.add_argument("--mode", choices=MODES, default="skirmish")
    p.add_argument("--players", type=int, help="2-5 (skirmish, domination) or 6-7 (world)")
    p.add_argument("--rules", choices=("skirmish", "domination"), help="World at War only: which rules (default domination)")
    p.add_argument("--seat", action="append", default=[], metavar="HOUSE=KIND",
                   help="human (at the terminal), random, greedy, easy, normal or hard (ai = greedy, the default)")
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
    if args.battles in ("hexes", "ask"):      # a human defender has its say, and its defence cards
        setup["humans"] = [h for h, k in kinds.items() if k == HUMAN]
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


def bench_arguments(bench: Any) -> None:
    bench.add_argument("--odds", type=int, metavar="N", help="handoff: play N greedy battles per matchup size and "
                       "write the hex odds table (scenarios/handoff/odds.json)")


def bench_odds(args: argparse.Namespace) -> int:
    """The hex odds table: `args.odds` greedy AI-against-AI battles for each matchup size, kept as data."""
    def play(plan: dict[str, Any], seed: int) -> bool:
        houses = [side["house"] for side in plan["sides"]]
        s = Session.start("battlelore", {"scenario": plan}, seed, {h: "greedy" for h in houses}, fast=True)
        s.run()
        res = s.result()
        return res is not None and houses[0] in res.winners

    t0 = time.perf_counter()
    table = simulate(args.odds, args.seed, play, "greedy")
    write_table(table)
    n = sum(c.battles for c in table.cells)
    print(f"hex odds: {n} battles in {time.perf_counter() - t0:.0f} s written to {ODDS_FILE}; the attacker won "
          f"{sum(c.attacker_wins for c in table.cells) / n:.0%} of them")
    return 0


def bench_handoff(args: argparse.Namespace) -> int:
    """Battle plan generation time over random requests, then one 5-player greedy Skirmish on Westeros
    with every invasion fought on the hex battlefield (greedy battles), and how often the hex battle's
    winner is the one the Risk dice favour for the same armies (`--odds N`: the hex odds table instead)."""
    if getattr(args, "odds", None):
        return bench_odds(args)
    rng, times = Rng(args.seed), list[float]()
    for k in range(300):
        att = rng.choice(HOUSES)
        dfn = rng.choice([h for h in HOUSES if h != att])
        req = {"attacker": {"house": att, "armies": 1 + rng.below(30), "knights": rng.below(3), "siege": rng.below(3)},
               "defender": {"house": dfn, "armies": 1 + rng.below(30), "knights": rng.below(3)},
               "territory": {"name": f"T{k}", "region": rng.choice(sorted(REGION_TERRAIN)), "castle": rng.below(2) == 1,
                             "fortification": rng.below(3) == 0, "seat": rng.below(4) == 0, "port": rng.below(3) == 0}}
        t = time.perf_counter()
        generate_plan(req, rng.next_u64())
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    print(f"plan generation, {len(times)} random requests: median {times[len(times) // 2]:.1f} ms, "
          f"p95 {times[int(len(times) * 0.95)]:.1f} ms, max {times[-1]:.1f} ms")
    setup = {"rules": "skirmish", "players": 5, "map": "westeros", "battles": "hexes"}
    t0 = time.perf_counter()
    invasions: list[Any] = []
    session = Session.start("risk", setup, args.seed, {}, fast=True,
                            on_events=lambda game, events: invasions.extend(e.data for e in events if e.kind == "invade"))
    session.run()
    dt = time.perf_counter() - t0
    results = [step.result for step in session.history if step.subgame is not None and step.result is not None]
    agree = sum((conquest_chance(i["attacking"], i["defending"]) >= 0.5) == (i["house"] in r.winners)
                for i, r in zip(invasions, results))
    res = session.result()
    print(f"5-player greedy Skirmish on Westeros, every invasion on hexes: {dt:.1f} s, {len(session.history)} steps, "
          f"{len(results)} hex battles ({dt / max(1, len(results)) * 1000:.0f} ms each with the Risk turns), "
          f"ended: {res.reason if res else '?'}; the hex battle's winner is the dice favourite in {agree} of "
          f"{len(results)} ({agree / max(1, len(results)):.0%})")
    return 0


BENCHMARKS = {"risk": bench, "handoff": bench_handoff}
