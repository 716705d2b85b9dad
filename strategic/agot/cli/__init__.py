"""`run.py agot ...`: play A Game of Thrones headless on the one session, with a readable log, a save
(`run.py replay` reads it) and human seats at the terminal; `run.py bench agot`: full games per second.

The log is what one seat may see: with a single human seat, that house's view of the game (its own
orders and cards, never another house's until the reveal); otherwise a spectator's (public events only).
"""
from __future__ import annotations

import argparse
from typing import Any

from strategic.session.agents import HUMAN, parse_seats
from strategic.session.cli import printer, summary, terminal_seat, write_outputs
from strategic.session.session import Session
from strategic.session.terminal import play_at_terminal, viewer_of
from tactical.protocol import UserError

from ..game import AGOT, Option
from .bench import bench, bench_hexes

OPTIONS = Option.__args__  # type: ignore[attr-defined]


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("agot", help="play A Game of Thrones: The Board Game headless (1st or 2nd edition)")
    p.add_argument("--edition", type=int, choices=(1, 2), default=2)
    p.add_argument("--players", type=int, default=6, help="3 to 6 (default 6)")
    p.add_argument("--seat", action="append", default=[], metavar="HOUSE=KIND",
                   help="human (at the terminal), random or greedy (ai = greedy, the default)")
    p.add_argument("--option", action="append", default=[], choices=OPTIONS, metavar="OPTION",
                   help="a site option: " + ", ".join(OPTIONS))
    p.add_argument("--second-edition-cards", action="store_true",
                   help="1st edition game with the 2nd edition's house cards")
    p.add_argument("--battles", choices=("cards", "hexes", "ask"), default="cards",
                   help="cards: land battles by house cards (the rulebook); hexes: each land battle is fought on "
                        "the BattleLore hex battlefield; ask: the attacker chooses each time")
    p.add_argument("--ai-battles", choices=("cards", "hexes"), default="cards",
                   help="with --battles ask: how the AI seats fight their battles")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-rounds", type=int, help="end the game after this many rounds (1-10; default 10)")
    p.add_argument("--json", metavar="FILE", help="write every event the log shows as JSON")
    p.add_argument("--save", metavar="FILE", help="write the game (setup, seed, seats, actions) for `run.py replay`")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=run)


def setup_of(args: argparse.Namespace) -> dict[str, Any]:
    setup: dict[str, Any] = {"edition": args.edition, "players": args.players,
                             "options": list(dict.fromkeys(args.option)),
                             "second_edition_cards": args.second_edition_cards}
    if args.max_rounds is not None:
        setup["max_rounds"] = args.max_rounds
    if args.battles != "cards":       # left out otherwise, so a rulebook game's setup is as before
        setup |= {"battles": args.battles, "ai_battles": args.ai_battles}
    return setup


def run(args: argparse.Namespace) -> int:
    if not 3 <= args.players <= 6:
        raise UserError(f"--players {args.players}: A Game of Thrones is for 3 to 6 players")
    if args.max_rounds is not None and not 1 <= args.max_rounds <= 10:
        raise UserError(f"--max-rounds {args.max_rounds}: a game lasts 1 to 10 rounds")
    setup = setup_of(args)
    houses = AGOT.seats(AGOT.new_game(setup, args.seed)[0])
    kinds = parse_seats("agot", args.seat, houses)
    if args.battles == "ask":           # the human houses are asked; the others follow --ai-battles
        setup["humans"] = [h for h, k in kinds.items() if k == HUMAN]
    viewer = viewer_of(kinds)
    if not args.quiet:
        print(f"A Game of Thrones, edition {args.edition}, seed {args.seed}; seats: "
              + ", ".join(f"{h}={kinds.get(h, 'greedy')}" for h in houses))
    session = Session.start("agot", setup, args.seed, kinds, on_events=printer(viewer, args.quiet))
    play_at_terminal(session, terminal_seat)
    print(summary(session))
    write_outputs(session, args, viewer)
    return 0


BENCHMARKS = {"agot": bench, "agot-hexes": bench_hexes}
