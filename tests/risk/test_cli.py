"""`python run.py risk ...` and `python run.py bench risk`: a headless game with a readable log, a save
that replays exactly, clear one-line errors."""
from __future__ import annotations

import json

import pytest

import run


def test_a_headless_skirmish_prints_a_readable_log(capsys):
    assert run.main(["risk", "--mode", "skirmish", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 - " in out and "roll for the first player" in out and "reinforce:" in out and " rolls " in out
    assert "GAME OVER" in out and "winner" in out


@pytest.mark.parametrize("mode, players", [("domination", 2), ("world", 6)])
def test_saved_games_replay_exactly(tmp_path, capsys, mode, players):
    save, events = tmp_path / "g.json", tmp_path / "e.json"
    assert run.main(["risk", "--mode", mode, "--players", str(players), "--seed", "5", "--seat",
                     f"{'targaryen' if players == 2 else 'stark'}=random", "--quiet", "--save", str(save),
                     "--json", str(events)]) == 0
    first = capsys.readouterr().out
    assert json.loads(events.read_text())[0]["type"] == "setup"
    assert run.main(["risk", "--replay", str(save), "--quiet"]) == 0
    assert "final state matches" in capsys.readouterr().out
    data = json.loads(save.read_text())
    data["state"]["round"] += 1                                  # a save that no longer matches its actions
    save.write_text(json.dumps(data))
    assert run.main(["risk", "--replay", str(save)]) == 2
    assert "does not reproduce" in capsys.readouterr().err
    assert "GAME OVER" in first


def test_a_tampered_action_is_reported(tmp_path, capsys):
    save = tmp_path / "g.json"
    assert run.main(["risk", "--players", "3", "--seed", "1", "--quiet", "--save", str(save)]) == 0
    data = json.loads(save.read_text())
    attack = next(a for a in data["actions"] if a["type"] == "attack")
    attack["dice"] = 9
    save.write_text(json.dumps(data))
    capsys.readouterr()
    assert run.main(["risk", "--replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert "does not replay" in err and "Traceback" not in err


@pytest.mark.parametrize("argv, message", [
    (["risk", "--mode", "world", "--players", "4"], "6 or 7"),
    (["risk", "--players", "6"], "--mode world"),
    (["risk", "--seat", "greyjoy=ai"], "HOUSE=human|ai|random"),
    (["risk", "--seat", "stark=genius"], "unknown agent"),
    (["risk", "--replay", "/no/such/save.json"], "no such"),
])
def test_bad_input_is_a_one_line_error(capsys, argv, message):
    assert run.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1


def test_bench_reports_games_and_actions_per_second(capsys):
    assert run.main(["bench", "risk", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "actions/s" in out
