"""Golden play-throughs: a few whole games played by the rules-only baseline agents (random and greedy,
which decide from the legal actions alone), recorded as their readable logs.

A rule change shows up as a changed log. When the change is intended, regenerate the files and read
the diff before committing it:

    python3 -m tests.golden.games

The tactical AI is kept out on purpose: it is tuned often, and its games are measured by the arena.
"""
from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Callable

DATA = Path(__file__).parent / "data"

BATTLES = [("clash_on_the_kingsroad", 1), ("crossing_the_green_fork", 2), ("the_burning_of_sherrer", 3),
           ("the_camps_before_riverrun", 4), ("the_hill_fort_at_pinkmaiden", 5), ("the_whispering_wood", 6),
           ("skirmish:raid_in_the_riverlands", 7), ("skirmish:reward_of_the_westerlands", 8)]
RISK_GAMES = [("skirmish", 3, 11), ("skirmish", 2, 12), ("domination", 4, 13), ("domination", 7, 14)]


def battle_log(name: str, seed: int) -> dict:
    """Stark greedy against Lannister random (the other way round on odd seeds), the whole event log."""
    from tactical.agents import GreedyAgent, RandomAgent
    from tactical.match import play_battle
    from tactical.scenario import load_scenario
    from tactical.skirmish import generate_skirmish

    sc = generate_skirmish(name.split(":", 1)[1], seed) if name.startswith("skirmish:") else load_scenario(name)
    first, second = (GreedyAgent(seed), RandomAgent(seed + 1))[:: 1 if seed % 2 == 0 else -1]
    state, actions, events = play_battle(sc, {sc.sides[0].house: first, sc.sides[1].house: second}, seed)
    return {"game": name, "seed": seed, "winner": state.winner, "actions": len(actions),
            "log": [e.text for e in events]}


def risk_log(rules: str, players: int, seed: int) -> dict:
    """Random agents at every seat (they follow the legal actions only), the readable log."""
    from strategic.risk.agents import RandomAgent
    from strategic.risk.log import describe
    from strategic.risk.play import play_game, start

    setup = {"rules": rules, "players": players, "map": None, "seed": seed, "max_rounds": 60}
    state, events = start(setup)
    lines = [t for t in map(describe, events) if t]
    agents = {h: RandomAgent(seed + i) for i, h in enumerate(state.seats)}
    state, actions = play_game(state, agents, fast=True,
                               on_step=lambda a, evs: lines.extend(t for t in map(describe, evs) if t))
    return {"game": f"risk-{rules}-{players}", "seed": seed, "result": state.result, "actions": len(actions),
            "log": lines}


def games() -> dict[str, Callable[[], dict]]:
    """Each golden game by file name, with the function that plays it."""
    out = {f"{name.replace(':', '-')}-{seed}": partial(battle_log, name, seed) for name, seed in BATTLES}
    out.update({f"risk-{r}-{p}-{s}": partial(risk_log, r, p, s) for r, p, s in RISK_GAMES})
    return out


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for key, play in games().items():
        game = play()
        (DATA / f"{key}.json").write_text(json.dumps(game, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{key}: {game['actions']} actions, {len(game['log'])} log lines")


if __name__ == "__main__":
    main()
