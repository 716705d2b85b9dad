"""`python run.py risk ...` and `python run.py bench risk`: a headless game with a readable log, a save
that replays exactly, clear one-line errors."""
from __future__ import annotations

import json
import re

import pytest

import run


def test_a_headless_skirmish_prints_a_readable_log(capsys):
    assert run.main(["risk", "--mode", "skirmish", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 - " in out and "roll for the first player" in out and "reinforce:" in out and " rolls " in out
    assert "GAME OVER in round " in out and (" wins (" in out or " share the win (" in out)


@pytest.mark.parametrize("mode, players, rules", [("domination", 2, []), ("world", 6, []), ("world", 7, []),
                                                  ("world", 6, ["--rules", "skirmish"]), ("skirmish", 2, [])])
def test_saved_games_replay_exactly(tmp_path, capsys, mode, players, rules):
    """Every mode end to end: played to its end by the rules, saved, replayed to the same state."""
    save, events = tmp_path / "g.json", tmp_path / "e.json"
    assert run.main(["risk", "--mode", mode, "--players", str(players), "--seed", "5", "--seat",
                     f"{'targaryen' if players == 2 else 'stark'}=random", "--quiet", "--save", str(save),
                     "--json", str(events), *rules]) == 0
    first = capsys.readouterr().out
    ending = json.loads(events.read_text())[-1]
    assert ending["kind"] == "game_over" and ending["data"]["reason"] in ("end_game_card", "conquest", "victory_points")
    setup = json.loads(save.read_text())["setup"]
    assert (setup["rules"], setup["players"]) == (rules[-1] if rules else "domination" if mode == "world" else mode,
                                                  players)
    assert json.loads(events.read_text())[0]["kind"] == "setup"
    assert run.main(["risk", "--replay", str(save), "--quiet"]) == 0
    assert "final state matches" in capsys.readouterr().out
    data = json.loads(save.read_text())
    data["state_hash"] = "0" * 64                                # a save that no longer matches its actions
    save.write_text(json.dumps(data))
    assert run.main(["risk", "--replay", str(save)]) == 2
    assert "replay to a different game" in capsys.readouterr().err
    assert "GAME OVER" in first


def test_a_tampered_action_is_reported(tmp_path, capsys):
    save = tmp_path / "g.json"
    assert run.main(["risk", "--players", "3", "--seed", "1", "--quiet", "--save", str(save)]) == 0
    data = json.loads(save.read_text())
    attack = next(a["action"] for a in data["actions"] if a["action"]["type"] == "attack")
    attack["dice"] = 9
    save.write_text(json.dumps(data))
    capsys.readouterr()
    assert run.main(["risk", "--replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert "does not replay" in err and "Traceback" not in err


@pytest.mark.parametrize("argv, message", [
    (["risk", "--mode", "world", "--players", "4"], "6 or 7"),
    (["risk", "--players", "6"], "--mode world"),
    (["risk", "--seat", "greyjoy=ai"], "no seat 'greyjoy' in this game (seats: stark, baratheon, lannister)"),
    (["risk", "--seat", "stark=genius"], "unknown player kind 'genius' for risk: choose one of human, random, greedy"),
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


def test_a_human_seat_plays_at_the_terminal(monkeypatch, capsys):
    """`--seat targaryen=human`: the human sees its lands and numbered legal actions and types a number;
    a wrong entry is asked again; the other seats are AI."""
    answers = iter(["x", "99"])
    asked = []

    def fake_input(prompt):
        asked.append(prompt)
        return "" if prompt.startswith("how many") else next(answers, "0")

    monkeypatch.setattr("builtins.input", fake_input)
    assert run.main(["risk", "--players", "2", "--seat", "targaryen=human", "--seed", "3", "--max-rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 - Targaryen: reinforce (" in out and "armies to deploy)" in out
    assert "    0. deploy 1 on " in out and "type a number from 0 to" in out
    assert re.search(r"\d\. attack .+ with \d dic?e  \[\d+ arm(y|ies) vs (Ghiscari|Neutral) \d+; fought out by the dice: \d+% to take it", out)
    assert len(asked) > 5 and "seats: targaryen=human, ghiscari=greedy" in out and "GAME OVER" in out


def test_a_human_reads_its_objectives_and_what_each_card_does(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", lambda prompt: "" if prompt.startswith("how many") else "0")
    assert run.main(["risk", "--mode", "domination", "--players", "3", "--seat", "stark=human", "--seed", "3",
                     "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "0. return objective " in out and " VP: " in out and "objectives: " in out
    assert "0. use Catelyn Stark  [200 gold: Reinforce: " in out and "stark_catelyn" not in out


def test_closing_the_terminal_leaves_the_game_cleanly(monkeypatch):
    def closed(prompt):
        raise EOFError

    monkeypatch.setattr("builtins.input", closed)
    with pytest.raises(SystemExit, match="input closed"):
        run.main(["risk", "--players", "3", "--seat", "stark=human", "--seed", "1"])


@pytest.mark.parametrize("argv, message", [
    (["risk", "--max-rounds", "0"], "at least 1 round"),
    (["risk", "--seat", "stark=ai", "--seat", "stark=random"], "already given"),
    (["risk", "--players", "3", "--max-rounds", "1", "--quiet", "--json", "/proc/no/such/e.json"], "cannot write"),
])
def test_more_bad_arguments_are_one_line_errors(capsys, argv, message):
    assert run.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


CORRUPT = [
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "seed": 1}, "actions": []}, "players: Field required"),
    ({"format": 1, "game": "risk", "setup": [], "actions": []}, "setup: not an object"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish"}, "actions": []}, "setup.seed: missing"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 1}, "actions": "x"},
     "actions: Input should be a valid list"),
    ({"format": 1, "game": "risk", "setup": {"rules": "chess", "players": 3, "seed": 1}, "actions": []},
     "rules: Input should be 'skirmish' or 'domination'"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 9, "seed": 1}, "actions": []},
     "players: Input should be less than or equal to 7"),
    ({"game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 1}, "actions": []}, "format"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 1, "map": "narnia"},
      "actions": []}, "map: Value error, unknown map 'narnia'"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 1},
      "actions": [{"type": "zap"}]}, "step 1 does not replay: not a Risk action"),
    ({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 1},
      "actions": [{"type": "attack", "src": "Winterfell", "dst": "The Neck", "dice": "x"}]},
     "step 1 does not replay: attack The Neck from Winterfell"),
    ({"format": 2, "game": "risk", "setup": {"rules": "skirmish", "players": 3}, "seed": 1,
      "actions": [{"seat": "stark", "action": {"type": "end_reinforce"}}]}, "step 1 does not replay"),
    ({"format": 1, "game": "battle"}, "neither a battle nor a Risk save"),
]


@pytest.mark.parametrize("data, message", CORRUPT, ids=[c[1] for c in CORRUPT])
def test_a_corrupt_save_is_a_clear_error_naming_file_and_field(tmp_path, capsys, data, message):
    save = tmp_path / "bad.json"
    save.write_text(json.dumps(data))
    assert run.main(["risk", "--replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert message in err and str(save) in err and "Traceback" not in err


def test_saves_are_written_atomically(tmp_path, monkeypatch):
    """A save that fails half way leaves the previous save whole and no temporary file behind."""
    import os

    save = tmp_path / "g.json"
    assert run.main(["risk", "--players", "3", "--seed", "1", "--max-rounds", "1", "--quiet", "--save", str(save)]) == 0
    before = save.read_text()

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert run.main(["risk", "--players", "3", "--seed", "2", "--max-rounds", "1", "--quiet", "--save", str(save)]) == 2
    assert save.read_text() == before and os.listdir(tmp_path) == ["g.json"]
