"""run.py from the command line: headless battles, replays, validation, and clear errors on bad input."""
from __future__ import annotations

import json

import pytest

import run


def test_a_headless_ai_battle_prints_a_result(capsys):
    assert run.main(["battle", "clash_on_the_kingsroad", "--stark", "greedy", "--lannister", "random",
                     "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 of 5" in out and "rolls" in out and "Result:" in out


def test_a_saved_battle_replays_to_the_same_result(tmp_path, capsys):
    save = tmp_path / "b.json"
    events = tmp_path / "events.json"
    assert run.main(["battle", "the_whispering_wood", "--stark", "random", "--lannister", "greedy", "--seed", "9",
                     "--quiet", "--save", str(save), "--json", str(events)]) == 0
    first = capsys.readouterr().out.split("Result:")[1].split("saved to")[0]
    assert json.loads(events.read_text())[0]["kind"] == "round"
    assert run.main(["replay", str(save), "--quiet"]) == 0
    assert capsys.readouterr().out.split("Result:")[1] == first


def test_an_unknown_battle_is_a_one_line_error(capsys):
    assert run.main(["battle", "no_such_battle"]) == 2
    err = capsys.readouterr().err
    assert "unknown battle 'no_such_battle'" in err and "clash_on_the_kingsroad" in err and "Traceback" not in err


@pytest.mark.parametrize("flag", ["--save", "--json"])
def test_a_save_path_that_cannot_be_written_is_a_one_line_error(capsys, flag):
    assert run.main(["battle", "clash_on_the_kingsroad", "--quiet", flag, "/proc/no/such/x.json"]) == 2
    err = capsys.readouterr().err
    assert "/proc/no/such/x.json: cannot write" in err and "Traceback" not in err


def test_a_corrupt_save_is_reported_and_left_alone(tmp_path, capsys):
    save = tmp_path / "broken.json"
    save.write_text('{"format": 1, "kind": "battle", "scenario": {}, "seed": "x"')
    assert run.main(["replay", str(save)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert save.read_text().startswith('{"format": 1')


def test_validate_names_the_file_and_field_of_a_broken_scenario(tmp_path, capsys):
    from tactical.scenario import find_scenario_path

    data = json.loads(find_scenario_path("clash_on_the_kingsroad").read_text())
    data["sides"][0]["units"][0]["hex"] = [40, 2]
    data["round_limit"] = 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert run.main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "round_limit" in err


def test_validate_checks_everything_by_default(capsys):
    assert run.main(["validate"]) == 0
    out = capsys.readouterr().out
    assert "clash_on_the_kingsroad.json" in out and "Risk map: Westeros" in out


def test_a_wrong_seat_is_a_one_line_error_naming_the_choices(capsys):
    assert run.main(["battle", "clash_on_the_kingsroad", "--stark", "wizard"]) == 2
    err = capsys.readouterr().err
    assert "unknown player kind 'wizard'" in err and "hard" in err and "Traceback" not in err
    assert run.main(["battle", "clash_on_the_kingsroad", "--seat", "tully=hard"]) == 2
    assert "no seat 'tully'" in capsys.readouterr().err
    assert run.main(["battle", "clash_on_the_kingsroad", "--seat", "stark=hard", "--stark", "easy"]) == 2
    assert "already" in capsys.readouterr().err


def test_the_seat_syntax_is_the_same_for_battles_and_risk(tmp_path, capsys):
    save = tmp_path / "s.json"
    assert run.main(["battle", "clash_on_the_kingsroad", "--seat", "stark=random", "--seat", "lannister=greedy",
                     "--seed", "3", "--quiet", "--save", str(save)]) == 0
    assert json.loads(save.read_text())["seats"] == {"stark": "random", "lannister": "greedy"}


def test_without_a_display_the_menu_explains_how_to_play_headless(monkeypatch, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert run.main([]) == 0
    assert "run.py battle" in capsys.readouterr().out


def test_a_human_at_the_terminal_picks_a_numbered_action_and_is_asked_again_on_bad_input(capsys):
    from strategic.session.cli import terminal_seat
    from tactical.rules.engine import BATTLELORE
    from tactical.scenario import load_scenario

    answers = iter(["x", "99", "1"])
    agent = terminal_seat("battlelore", "stark")
    agent.read = lambda prompt: next(answers)
    state, _ = BATTLELORE.new_game({"scenario": load_scenario("clash_on_the_kingsroad").model_dump(mode="json")}, 2)
    seat = next(iter(BATTLELORE.to_act(state)))
    legal = BATTLELORE.legal_actions(state, seat)
    assert agent.choose(BATTLELORE.view(state, seat), legal) == legal[1]
    out = capsys.readouterr().out
    assert "Round 1/5" in out and "type a number from 0" in out and " at " in out   # units named with hexes


def test_risk_accepts_a_human_seat_at_the_terminal(monkeypatch, capsys):
    answers = iter(["0"] * 5000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert run.main(["risk", "--mode", "skirmish", "--players", "3", "--seat", "stark=human", "--seed", "2",
                     "--max-rounds", "2", "--quiet"]) == 0
    assert "territories" in capsys.readouterr().out


def test_a_strategic_result_names_the_houses_and_says_why_in_words(tmp_path, capsys):
    """`Result: baratheon (rounds)` told a newcomer little: the winner by name, the reason in words, and for A
    Game of Thrones the castles each house held."""
    save = tmp_path / "agot.json"
    assert run.main(["agot", "--players", "3", "--max-rounds", "1", "--seed", "3", "--quiet", "--save", str(save)]) == 0
    capsys.readouterr()
    assert run.main(["replay", str(save), "--quiet"]) == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith("Result:")][0]
    assert line.startswith("Result: ") and " wins (the last round was played); castles and strongholds: " in line
    assert "Stark" in line and "stark" not in line and "(rounds)" not in line


def test_a_battle_at_the_terminal_counts_in_words(monkeypatch, capsys):
    """The battle's log and actions wrote "1 blue token(s)", "3 command card(s)" and the seat as "stark"."""
    answers = iter(["0"] * 60)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    try:
        run.main(["battle", "clash_on_the_kingsroad", "--seat", "stark=human", "--seat", "lannister=greedy",
                  "--seed", "7"])
    except StopIteration:           # the answers ran out mid-battle: enough was printed
        pass
    out = capsys.readouterr().out
    assert "(s)" not in out
    assert "with 1 blue token\n" in out or "with 1 green token\n" in out
    assert "draws 3 command cards" in out and "Round 1/5 - Stark: " in out
