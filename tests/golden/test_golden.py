"""Each golden game, played again, must tell the same story line for line (see games.py)."""
from __future__ import annotations

import json

import pytest

from tests.golden.games import DATA, games


@pytest.mark.parametrize("key", list(games()))
def test_the_golden_game_plays_out_the_same(key):
    expected = json.loads((DATA / f"{key}.json").read_text(encoding="utf-8"))
    got = games()[key]()
    for i, (want, line) in enumerate(zip(expected["log"], got["log"])):
        assert line == want, (f"{key}: log line {i} changed:\n  was: {want}\n  now: {line}\n"
                              "if the rule change is intended: python3 -m tests.golden.games, then read the diff")
    assert len(got["log"]) == len(expected["log"]) and got == expected
