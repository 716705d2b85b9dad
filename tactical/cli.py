"""Headless commands for BattleLore: `battle`, `replay`, `validate`, `schema`, and `bench tactical`."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from tactical.protocol import UserError, write_atomic

SEAT_CHOICES = ("human", "ai", "random", "greedy", "easy", "normal", "hard")


def register(sub) -> None:
    p = sub.add_parser("battle", help="play a BattleLore battle headless (AI or human at the terminal)")
    p.add_argument("scenario", help="battle id (see `run.py validate`) or a scenario .json file, or skirmish:<summary>")
    p.add_argument("--stark", choices=SEAT_CHOICES, default="ai", help="who plays Stark (default ai)")
    p.add_argument("--lannister", choices=SEAT_CHOICES, default="ai", help="who plays Lannister (default ai)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", metavar="FILE", help="write the event log as JSON")
    p.add_argument("--save", metavar="FILE", help="write a save/replay file (scenario, seed, actions)")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=cmd_battle)
    r = sub.add_parser("replay", help="replay a saved battle exactly and print its log")
    r.add_argument("file")
    r.add_argument("--quiet", action="store_true")
    r.set_defaults(func=cmd_replay)
    v = sub.add_parser("validate", help="check every data file (scenarios, cards, maps) and name any problem")
    v.add_argument("files", nargs="*", help="scenario files to check (default: everything)")
    v.set_defaults(func=cmd_validate)
    s = sub.add_parser("schema", help="write the scenario JSON Schema for editor help")
    s.add_argument("--out", default="docs/scenario.schema.json")
    s.set_defaults(func=cmd_schema)


# ------------------------------------------------------------------ agents
def describe_view(view) -> str:
    """What a human at the terminal needs before choosing: round, decision, hand, tokens, morale."""
    from tactical.rules.engine import decision_kind
    from tactical.rules.morale import space

    from tactical.catalog import load_catalog

    me = view.active if not view.combat else "you"
    side = view.sides.get(view.active)
    cards = load_catalog().cards
    hand = ", ".join(f"{cards[c].name} ({c})" if c in cards else c for c in side.hand) or "empty"
    tokens = ", ".join(f"{n} {t}" for t, n in side.tokens.items() if n) or "none"
    morale = next((f"{h.title()} side, space {space(view, h)}" for h in view.order if space(view, h)), "centre")
    return (f"Round {view.round}/{view.round_limit} - {me}: {decision_kind(view)}\n"
            f"  hand: {hand}; order tokens: {tokens}; "
            f"command tokens: {side.command_tokens}; morale marker: {morale}")


def make_agent(kind: str, seed: int):
    from tactical.agents import GreedyAgent, RandomAgent

    if kind == "human":
        from tactical.rules.describe import describe_action
        from tactical.terminal import TerminalAgent

        return TerminalAgent(describe_view, describe_action)
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    try:
        from tactical.ai import make_agent as make_ai
    except ImportError:
        return GreedyAgent(seed, name=kind)
    return make_ai("normal" if kind == "ai" else kind, seed)


# ------------------------------------------------------------------ commands
def resolve_scenario(name: str, seed: int):
    if name.startswith("skirmish:"):
        from tactical.skirmish import generate_skirmish

        return generate_skirmish(name.split(":", 1)[1], seed)
    from tactical.scenario import load_scenario

    return load_scenario(name)


def cmd_battle(args) -> int:
    from tactical.match import play_battle
    from tactical.saves import save_battle

    sc = resolve_scenario(args.scenario, args.seed)
    agents = {"stark": make_agent(args.stark, args.seed * 2 + 1), "lannister": make_agent(args.lannister, args.seed * 2 + 2)}
    printer = None if args.quiet else _printer()
    if not args.quiet:
        print(f"{sc.name} — {sc.round_limit} rounds, seed {args.seed}\n{sc.briefing}\n")
    state, actions, events = play_battle(sc, agents, args.seed, on_event=printer)
    _summary(state, len(actions))
    if args.json:
        write_atomic(args.json, json.dumps([e.to_dict() for e in events], indent=1) + "\n")
    if args.save:
        save_battle(args.save, sc, args.seed, actions, {"stark": args.stark, "lannister": args.lannister})
        print(f"saved to {args.save} (replay with: python run.py replay {args.save})")
    return 0


def cmd_replay(args) -> int:
    from tactical.match import replay
    from tactical.saves import load_battle

    sc, seed, actions, _ = load_battle(args.file)
    printer = None if args.quiet else _printer()
    state, events = replay(sc, seed, actions)
    if printer:
        for e in events:
            printer(e)
    _summary(state, len(actions))
    return 0


def _printer():
    def show(e) -> None:
        indent = "" if e.kind in ("round", "victory") else "  " if e.kind == "phase" else "    "
        if e.kind == "round":
            print()
        print(f"{indent}{e.text}")
    return show


def _summary(state, n_actions: int) -> None:
    from tactical.rules.morale import space

    sides = ", ".join(f"{h.title()} {s.vp} VP, {len(state.alive(h))} units" for h, s in state.sides.items())
    where = next((f"on the {h.title()} side, space {space(state, h)}" for h in state.order if space(state, h)), "at the centre")
    print(f"\nResult: {(state.winner or 'draw').title()} — {state.result}")
    print(f"  round {state.round}/{state.round_limit}; {sides}; morale marker {where}; {n_actions} actions")


def cmd_validate(args) -> int:
    from tactical.validate import validate_everything

    problems, checked = validate_everything([Path(f) for f in args.files])
    for line in checked:
        print(f"ok   {line}")
    for p in problems:
        print(f"FAIL {p}", file=sys.stderr)
    if problems:
        raise UserError(f"{len(problems)} data file(s) have problems (see above)")
    return 0


def cmd_schema(args) -> int:
    from tactical.scenario import export_schema

    export_schema(Path(args.out))
    print(f"wrote {args.out}")
    return 0


# ------------------------------------------------------------------ benchmark
def bench_tactical(args) -> int:
    from tactical.bench import run_bench

    return run_bench(args.seconds, args.seed)


BENCHMARKS = {"tactical": bench_tactical}
