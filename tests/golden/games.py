"""Golden play-throughs: a few whole games played by the rules-only baseline agents (random and greedy,
which decide from the legal actions alone), recorded as their structured events (kind, data, audience).

A rule change shows up as a changed event; rewording a log line changes nothing here, since the text is
made outside the engines. When a change is intended, regenerate the files and read the diff before
committing it:

    .venv/bin/python -m tests.golden.games

The tactical AI is kept out on purpose: it is tuned often, and its games are measured by the arena.
"""
from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any, Callable

DATA = Path(__file__).parent / "data"

BATTLES = [("clash_on_the_kingsroad", 1), ("crossing_the_green_fork", 2), ("the_burning_of_sherrer", 3),
           ("the_camps_before_riverrun", 4), ("the_hill_fort_at_pinkmaiden", 5), ("the_whispering_wood", 6),
           ("skirmish:raid_in_the_riverlands", 7), ("skirmish:reward_of_the_westerlands", 8)]
RISK_GAMES = [("skirmish", 3, 11, 20), ("skirmish", 2, 12, 20), ("domination", 4, 13, 12), ("domination", 7, 14, 6)]


def _record(game: str, setup: dict[str, Any], seed: int, kinds: list[str]) -> dict[str, Any]:
    from strategic.session.games import game_named
    from strategic.session.session import Session

    engine = game_named(game)
    seats = engine.seats(engine.new_game(setup, seed)[0])
    session = Session.start(game, setup, seed, {s: kinds[i % len(kinds)] for i, s in enumerate(seats)})
    session.run()
    return {"game": game, "seed": seed, "result": session.result().to_dict(), "actions": len(session.history),
            "events": [e.to_dict() for e in session.events]}


def battle(name: str, seed: int) -> dict[str, Any]:
    """The first side greedy against the second random (the other way round on odd seeds)."""
    from tactical.scenario import load_scenario
    from tactical.skirmish import generate_skirmish

    sc = generate_skirmish(name.split(":", 1)[1], seed) if name.startswith("skirmish:") else load_scenario(name)
    kinds = ["greedy", "random"][:: 1 if seed % 2 == 0 else -1]
    return _record("battlelore", {"scenario": sc.model_dump(mode="json")}, seed, kinds) | {"name": name}


def risk(rules: str, players: int, seed: int, rounds: int) -> dict[str, Any]:
    """Random agents at every seat (they follow the legal actions only), ended by score after `rounds`
    rounds if nobody wins sooner (it keeps the files small)."""
    setup = {"rules": rules, "players": players, "map": None, "max_rounds": rounds}
    return _record("risk", setup, seed, ["random"]) | {"name": f"risk-{rules}-{players}"}


def games() -> dict[str, Callable[[], dict[str, Any]]]:
    """Each golden game by file name, with the function that plays it."""
    out = {f"{name.replace(':', '-')}-{seed}": partial(battle, name, seed) for name, seed in BATTLES}
    out.update({f"risk-{r}-{p}-{s}": partial(risk, r, p, s, n) for r, p, s, n in RISK_GAMES})
    return out


def dump(game: dict[str, Any]) -> str:
    """One event a line, so a diff shows which events changed."""
    head = {k: v for k, v in game.items() if k != "events"}
    lines = [json.dumps(e, ensure_ascii=False, sort_keys=True) for e in game["events"]]
    return json.dumps(head, ensure_ascii=False, sort_keys=True)[:-1] + ', "events": [\n' + ",\n".join(lines) + "\n]}\n"


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for old in DATA.glob("*.json"):
        old.unlink()
    for key, play in games().items():
        game = play()
        (DATA / f"{key}.json").write_text(dump(game), encoding="utf-8")
        print(f"{key}: {game['actions']} actions, {len(game['events'])} events")


if __name__ == "__main__":
    main()
