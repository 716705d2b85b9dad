"""A game replays from its seeds in any process: the AIs' choices must not depend on the order Python
gives a set of strings, which changes with each process's string hashing (PYTHONHASHSEED). A tie broken
by such an order made the same battle, seeds and agents alike, end differently from one run to the next
(the Regroup keep chose among equally good cards in a set's order). Each game is played to the end in
child processes with different hash seeds, and their histories must be the same.

Only AIs whose play depends on no clock: battle `hard` stops its search at a deadline, so it is left out.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PLAY = """
import hashlib, json, sys
from strategic.session import arena
from strategic.session.agents import make_agent
from strategic.session.session import Session
from tactical.scenario import load_scenario
game, seats, setup = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
seed, agents = 11, None
if game == "battlelore":      # the arena's own game and agents' seeds
    a, b = seats["a"], seats["b"]
    spec = arena.make_specs([setup["plan"]], a, b, 2, 15999, arena.scenario_houses)[0]
    setup = {"scenario": load_scenario(spec.scenario).model_dump(mode="json")}
    seed, seats = spec.seed, {spec.a_house: a, spec.b_house: b}
    agents = {spec.a_house: make_agent(game, a, spec.a_seed), spec.b_house: make_agent(game, b, spec.b_seed)}
s = Session.start(game, setup, seed, seats, agents=agents, fast=True)
s.run()
print(len(s.history), hashlib.sha256(repr([str(a) for a in s.history]).encode()).hexdigest())
"""
GAMES = {
    "battlelore": ({"a": "normal", "b": "easy"}, {"plan": "the_hill_fort_at_pinkmaiden"}),
    "risk": ({"stark": "hard", "lannister": "normal", "baratheon": "easy"}, {"rules": "skirmish", "players": 3}),
    "agot": ({"stark": "greedy", "lannister": "greedy", "baratheon": "greedy"},
             {"edition": 2, "players": 3, "max_rounds": 2}),
}


def history(game: str, hash_seed: int) -> str:
    seats, setup = GAMES[game]
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    done = subprocess.run([sys.executable, "-c", PLAY, game, json.dumps(seats), json.dumps(setup)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_replays_whatever_the_string_hashing(game):
    first = history(game, 0)
    assert int(first.split()[0]) > 20, "the game was played to its end"
    assert history(game, 4) == first
