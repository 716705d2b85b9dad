"""`run.py campaign new|continue|list|chronicle|replay`: campaigns headless, humans at the terminal.

    campaign new war_of_the_five_kings --seat stark=human --seat lannister=hard [--name robb] [--seed 7]
    campaign continue robb
    campaign list
    campaign chronicle robb
    campaign replay robb 3 [--save battle.json]
"""
from __future__ import annotations

import argparse
import os
from dataclasses import replace
from typing import Any, Iterable, Sequence

from tactical.protocol import Event, Game, UserError

from strategic.risk.log import QUIET
from strategic.session.agents import HUMAN
from strategic.session.cli import printer, summary, terminal_seat
from strategic.session.saves import save_session
from strategic.session.terminal import viewer_of

from .definition import CampaignDefinition, all_definitions, game_houses, load_definition
from .play import play
from .players import battle_kind, check_kind
from .store import Campaign, OnEvents, all_campaigns, create, open_campaign, read_file


def register(sub: Any) -> None:
    p = sub.add_parser("campaign", help="campaigns: a strategic game with its battles on hexes, saved as it goes")
    c = p.add_subparsers(dest="campaign_command", metavar="new|continue|list|chronicle|replay", required=True)
    n = c.add_parser("new", help="start a campaign (see `campaign list` for the ones there are)")
    n.add_argument("id", help="the campaign's id, e.g. war_of_the_five_kings")
    n.add_argument("--seat", action="append", default=[], metavar="HOUSE=KIND",
                   help="who plays a playable house: human, random, greedy, easy, normal, hard, neutral (ai = normal)")
    n.add_argument("--name", help="the name to continue it by (default: the campaign's id)")
    n.add_argument("--seed", type=int, help="default: a random one (it is kept in the save)")
    n.add_argument("--quiet", action="store_true", help="print no log, only the prompts and the end")
    n.set_defaults(func=cmd_new)
    g = c.add_parser("continue", help="go on with a campaign where it stopped (even in a battle)")
    g.add_argument("name")
    g.add_argument("--quiet", action="store_true")
    g.set_defaults(func=cmd_continue)
    ls = c.add_parser("list", help="the campaigns to start and those under way")
    ls.set_defaults(func=cmd_list)
    ch = c.add_parser("chronicle", help="every battle of a campaign: place, sides, result, losses")
    ch.add_argument("name")
    ch.set_defaults(func=cmd_chronicle)
    r = c.add_parser("replay", help="replay one battle of a campaign's chronicle")
    r.add_argument("name")
    r.add_argument("number", type=int, help="the battle's number in the chronicle")
    r.add_argument("--save", metavar="FILE", help="also write it as a battle save (for `run.py replay FILE`)")
    r.add_argument("--quiet", action="store_true")
    r.set_defaults(func=cmd_replay)


# ------------------------------------------------------------------ seats and printing
def campaign_seats(definition: CampaignDefinition, specs: Iterable[str]) -> dict[str, str]:
    """Every house's kind: the definition's, with `--seat HOUSE=KIND` for the playable houses."""
    seats: dict[str, str] = dict(definition.houses)
    houses, named = game_houses(definition), set[str]()
    for spec in specs:
        house, sep, kind = spec.partition("=")
        house = house.strip().lower()
        if not sep or not house or not kind.strip():
            raise UserError(f"--seat {spec!r}: write HOUSE=KIND, for example {definition.playable[0]}=human")
        if house not in houses:
            raise UserError(f"--seat {spec!r}: no house {house!r} in {definition.name} (houses: {', '.join(houses)})")
        if house not in definition.playable:
            raise UserError(f"--seat {spec!r}: {house} is not playable in {definition.name} "
                            f"(playable: {', '.join(definition.playable)})")
        if house in named:
            raise UserError(f"--seat {spec!r}: {house} is already given a player")
        named.add(house)
        seats[house] = check_kind(kind, f"--seat {spec!r}")
    return seats


def log_printer(seats: dict[str, str], quiet: bool) -> OnEvents:
    """The session's printer for the one human's eyes (a spectator's with none or several), without the
    strategic game's routine events."""
    show = printer(viewer_of(seats), quiet)

    def filtered(game: Game[Any, Any, Any], events: Sequence[Event]) -> None:
        show(game, [e for e in events if game.name != "risk" or e.kind not in QUIET])
    return filtered


def _play(campaign: Campaign) -> int:
    humans = [h for h, k in campaign.file.seats.items() if k == HUMAN]
    print(f"{campaign.definition.name} ({campaign.file.name}): "
          + ", ".join(f"{h}={k}" for h, k in campaign.file.seats.items())
          + (f"; saved after every move: `run.py campaign continue {campaign.file.name}` resumes it" if humans else ""))
    try:
        end = play(campaign, terminal_seat)
    except KeyboardInterrupt:
        print(f"\nstopped: `run.py campaign continue {campaign.file.name}` resumes it from its last save "
              f"(round {campaign.file.summary.round})")
        return 130
    print(f"\n{campaign.definition.name}: {end.line()}")
    print(f"{len(campaign.file.chronicle)} battles (`run.py campaign chronicle {campaign.file.name}`)")
    return 0


# ------------------------------------------------------------------ commands
def cmd_new(args: argparse.Namespace) -> int:
    definition = load_definition(args.id)
    seats = campaign_seats(definition, args.seat)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    campaign = create(definition, args.name or definition.id, seats, seed, log_printer(seats, args.quiet))
    print(f"{definition.name} (seed {seed})\n{definition.briefing}\n"
          + "".join(f"  - {v.text}\n" for v in definition.victory))
    return _play(campaign)


def cmd_continue(args: argparse.Namespace) -> int:
    file = read_file(args.name)
    campaign = open_campaign(args.name, log_printer(dict(file.seats), args.quiet))
    end = campaign.ending()
    if end is not None:
        raise UserError(f"campaign {args.name!r} is over: {end.line()}")
    where = f", in the battle {campaign.file.summary.in_battle}" if campaign.session.child is not None else ""
    print(f"resuming at round {campaign.session.state.round}{where}")
    return _play(campaign)


def cmd_list(args: argparse.Namespace) -> int:
    print("Campaigns to start (`run.py campaign new ID --seat HOUSE=human`):")
    for d in all_definitions():
        print(f"  {d.id}: {d.name} (playable: {', '.join(d.playable)})")
    rows = all_campaigns()
    print("Campaigns under way:" if rows else "No campaign under way.")
    for row in rows:
        if isinstance(row, UserError):
            print(f"  (unreadable) {row}")
            continue
        s = row.summary
        houses = [h for h, k in row.seats.items() if k == HUMAN] or ["AI only"]
        state = (s.ending.line() if s.ending else f"round {s.round}, " + (
            f"in the battle {s.in_battle}" if s.in_battle else f"{', '.join(s.to_act) or 'nobody'} to play"))
        print(f"  {row.name} [{row.definition}] {', '.join(houses)}: {state}\n      last battle: {row.last_battle()}")
    return 0


def cmd_chronicle(args: argparse.Namespace) -> int:
    file = read_file(args.name)
    print(f"Chronicle of {file.name} [{file.definition}]: {len(file.chronicle)} battles")
    for battle in file.chronicle:
        print(battle.line())
        print(f"       replay: .venv/bin/python run.py campaign replay {file.name} {battle.number}")
    if file.commanders:
        print("Commanders:\n" + "".join(f"  {line}\n" for line in file.commanders), end="")
    if file.summary.ending is not None:
        print(file.summary.ending.line())
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    file = read_file(args.name)
    if not 1 <= args.number <= len(file.chronicle):
        raise UserError(f"campaign {args.name!r} has no battle {args.number} (it has {len(file.chronicle)})")
    entry = file.chronicle[args.number - 1]
    campaign = open_campaign(args.name)
    battle = campaign.session.history[entry.step].subgame
    if battle is None:
        raise UserError(f"campaign {args.name!r}: battle {args.number} is not where the chronicle says")
    show = printer(None, args.quiet)
    print(entry.line())
    for game, event in battle.log():
        show(game, [event])
    print(summary(battle))
    if args.save:
        save_session(args.save, replace(battle, seats={s: battle_kind(k) for s, k in battle.seats.items()}))
        print(f"saved to {args.save} (replay with: run.py replay {args.save})")
    return 0
