"""`run.py battle` (a BattleLore battle headless), `run.py replay` (any saved game), on the session, and
`run.py validate` / `schema` (every data file of every game).

Seats are written the same way on every command: `--seat stark=hard` (`--stark`/`--lannister` remain as
short forms for battles). The log shows what one viewer may see: with one human seat, that seat's; else
a spectator's (public events only).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from strategic.agot.log import ENDINGS as AGOT_ENDINGS
from strategic.risk.log import ENDINGS as RISK_ENDINGS
from tactical.headless import battle_summary, describe_view, resolve_scenario
from tactical.protocol import Event, Game, UserError, events_for, write_atomic
from tactical.rules.describe import describe_action
from tactical.scenario import export_schema

from .agents import parse_seats
from .bench import run_bench
from .saves import load_session, save_session
from .session import Session
from .terminal import TerminalSeat, play_at_terminal, viewer_of
from .validate import validate_everything


def register(sub: Any) -> None:
    p = sub.add_parser("battle", help="play a BattleLore battle headless (AI or human at the terminal)")
    p.add_argument("scenario", help="battle id (see `run.py validate`) or a scenario .json file, or skirmish:<summary>")
    p.add_argument("--seat", action="append", default=[], metavar="HOUSE=KIND",
                   help="who plays a house: human, random, greedy, easy, normal, hard (ai = normal, the default)")
    p.add_argument("--stark", metavar="KIND", help="short for --seat stark=KIND")
    p.add_argument("--lannister", metavar="KIND", help="short for --seat lannister=KIND")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", metavar="FILE", help="write the events the log shows as JSON")
    p.add_argument("--save", metavar="FILE", help="write a save/replay file (setup, seed, seats, actions)")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=cmd_battle)
    r = sub.add_parser("replay", help="replay a saved game (a battle, Risk or A Game of Thrones) exactly and print "
                                      "its log")
    r.add_argument("file")
    r.add_argument("--quiet", action="store_true")
    r.set_defaults(func=cmd_replay)
    v = sub.add_parser("validate", help="check every data file (scenarios, cards, maps) and name any problem")
    v.add_argument("files", nargs="*", help="scenario files to check (default: everything)")
    v.set_defaults(func=cmd_validate)
    s = sub.add_parser("schema", help="write the scenario JSON Schema for editor help")
    s.add_argument("--out", default="docs/scenario.schema.json")
    s.set_defaults(func=cmd_schema)


def seat_specs(args: argparse.Namespace) -> list[str]:
    short = [f"{house}={kind}" for house in ("stark", "lannister") if (kind := getattr(args, house, None))]
    return list(args.seat) + short


# ------------------------------------------------------------------ printing
def printer(viewer: str | None, quiet: bool) -> Callable[[Game[Any, Any, Any], Sequence[Event]], None]:
    """Prints each event the viewer may see, as the game it happened in words it."""
    def show(game: Game[Any, Any, Any], events: Sequence[Event]) -> None:
        if quiet:
            return
        indent = LOG_INDENT.get(game.name, _no_indent)
        for e in events_for(events, viewer):
            text = game.render(e, viewer)
            if text:
                print(indent(e) + text)
    return show


def _no_indent(e: Event) -> str:
    return ""


def _battle_indent(e: Event) -> str:
    if e.kind == "round":
        print()
    return "" if e.kind in ("round", "victory") else "  " if e.kind == "phase" else "    "


LOG_INDENT: dict[str, Callable[[Event], str]] = {"battlelore": _battle_indent}


# why a strategic game ended, in its log's words (the engines' reason names)
END_REASONS = {**RISK_ENDINGS, **AGOT_ENDINGS}
SCORE_NAMES = {"agot": "castles and strongholds"}    # Risk's last log line gives its points and victory points


def summary(session: Session) -> str:
    """The last line of a game: who won, why, and each house's score (houses by name, reasons in words)."""
    if session.game.name == "battlelore":
        return battle_summary(session.state, len(session.history))
    res = session.result()
    if res is None:
        return "Result: not over"
    who = " and ".join(h.title() for h in res.winners)
    line = f"Result: {who} {'wins' if len(res.winners) == 1 else 'share the win'}" if who else "Result: nobody wins"
    line += f" ({END_REASONS.get(res.reason, res.reason.replace('_', ' '))})"
    if res.scores and session.game.name in SCORE_NAMES:
        ranked = sorted(res.scores.items(), key=lambda kv: -kv[1])
        line += f"; {SCORE_NAMES[session.game.name]}: " + ", ".join(f"{h.title()} {v:g}" for h, v in ranked)
    return line


def terminal_seat(game: str, player: str) -> TerminalSeat:
    """The terminal seat that asks `player` in `game`, with that game's summary of the view."""
    if game == "battlelore":
        return TerminalSeat(describe_view, describe_action)
    if game == "risk":
        from strategic.risk.cli.terminal import describe_view as risk_view, explain_action

        return TerminalSeat(risk_view, explain_action)
    if game == "agot":
        from strategic.agot.cli.terminal import describe_view as agot_view, explain_action as agot_action

        return TerminalSeat(agot_view, agot_action)
    return TerminalSeat()


# ------------------------------------------------------------------ commands
def cmd_battle(args: argparse.Namespace) -> int:
    sc = resolve_scenario(args.scenario, args.seed)
    houses = [s.house for s in sc.sides]
    seats = parse_seats("battlelore", seat_specs(args), houses)
    viewer = viewer_of(seats)
    show = printer(viewer, args.quiet)
    if not args.quiet:
        print(f"{sc.name} — {sc.round_limit} rounds, seed {args.seed}\n{sc.briefing}\n")
    session = Session.start("battlelore", {"scenario": sc.model_dump(mode="json")}, args.seed, seats, on_events=show)
    play_at_terminal(session, terminal_seat)
    print(summary(session))
    write_outputs(session, args, viewer)
    return 0


def write_outputs(session: Session, args: argparse.Namespace, viewer: str | None) -> None:
    """--json (the events the viewer may see) and --save (the whole game, for replay)."""
    if getattr(args, "json", None):
        write_atomic(args.json, json.dumps([e.to_dict() for e in session.events_for(viewer)], indent=1) + "\n")
    if getattr(args, "save", None):
        save_session(args.save, session)
        print(f"saved to {args.save} (replay with: run.py replay {args.save})")


def cmd_replay(args: argparse.Namespace) -> int:
    session = load_session(args.file, seats=None)
    viewer = viewer_of(session.seats)
    show = printer(viewer, args.quiet)
    for game, event in session.log():
        show(game, [event])
    if session.child is not None:
        print("(saved during a battle: the battle is in progress)")
    print(summary(session))
    return 0



def cmd_validate(args: argparse.Namespace) -> int:
    problems, checked = validate_everything([Path(f) for f in args.files])
    for line in checked:
        print(f"ok   {line}")
    for p in problems:
        print(f"FAIL {p}", file=sys.stderr)
    if problems:
        raise UserError(f"{len(problems)} data file(s) have problems (see above)")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    export_schema(Path(args.out))
    print(f"wrote {args.out}")
    return 0


def bench_tactical(args: argparse.Namespace) -> int:
    return run_bench(args.seconds, args.seed)


BENCHMARKS = {"tactical": bench_tactical}
