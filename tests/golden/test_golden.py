"""Each golden game, played again, must produce the same events, one for one (see games.py)."""
from __future__ import annotations

import json

import pytest

from tests.golden.games import DATA, games


@pytest.mark.parametrize("key", list(games()))
def test_the_golden_game_plays_out_the_same(key: str) -> None:
    expected = json.loads((DATA / f"{key}.json").read_text(encoding="utf-8"))
    got = json.loads(json.dumps(games()[key]()))
    for i, (want, event) in enumerate(zip(expected["events"], got["events"])):
        assert event == want, (f"{key}: event {i} changed:\n  was: {want}\n  now: {event}\n"
                               "if the rule change is intended: .venv/bin/python -m tests.golden.games, "
                               "then read the diff")
    assert len(got["events"]) == len(expected["events"]) and got == expected
