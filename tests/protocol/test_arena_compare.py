"""`run.py arena-compare`: two arena runs of the same games compared game by game (the paired method of
`docs/decisions.md`), its statistics, and clear errors for reports that did not play the same games."""
from __future__ import annotations

import json

import pytest

import run
from strategic.session.compare import ArenaReport, compare
from tactical.ai import stats
from tactical.protocol import UserError

SCENARIO = "the_whispering_wood"


def test_sign_test_known_values():
    assert stats.sign_test(0, 3) == 0.25                       # 2 x (1/8)
    assert stats.sign_test(1, 10) == pytest.approx(2 * 11 / 1024)
    assert stats.sign_test(11, 22) == 1.0 and stats.sign_test(0, 0) == 1.0
    assert stats.sign_test(9, 10) == stats.sign_test(1, 10)    # two-sided


def test_paired_counts_the_games_won_in_one_run_only():
    s = stats.paired([True, True, False, False, True], [True, False, True, True, True])
    assert (s["base_wins"], s["new_wins"], s["only_new"], s["only_base"]) == (3, 4, 2, 1)
    assert s["diff"] == pytest.approx(0.2)
    # per-game differences 0, -1, +1, +1, 0: sample sd sqrt(0.7), so the half-width is 1.96 sqrt(0.7 / 5)
    lo, hi = s["ci95"]
    assert hi - s["diff"] == pytest.approx(stats.Z95 * (0.7 / 5) ** 0.5)
    assert s["diff"] - lo == pytest.approx(hi - s["diff"])
    assert s["sign_p"] == 1.0
    same = stats.paired([True, False, True], [True, False, True])
    assert same["only_new"] == same["only_base"] == 0 and same["ci95"] == [0.0, 0.0]


def _report(seed: int = 1, a: str = "hard", outcomes=("win", "loss"), **config) -> dict:
    cfg = {"a": a, "b": "normal", "seed": seed, "scenarios": [SCENARIO], "games_per_scenario": len(outcomes)}
    cfg.update(config)
    return {"config": cfg, "games": [{"scenario": SCENARIO, "index": i, "outcome": o} for i, o in enumerate(outcomes)]}


def test_reports_of_different_games_are_refused_by_name():
    base = ArenaReport.model_validate(_report(seed=1))
    with pytest.raises(UserError, match=r"config\.seed is 1 in base and 2 in new"):
        compare(base, ArenaReport.model_validate(_report(seed=2)))
    with pytest.raises(UserError, match=r"config\.b is 'normal' in base and 'greedy' in new"):
        compare(base, ArenaReport.model_validate(_report(b="greedy")))
    with pytest.raises(UserError, match=r"config\.game is 'battle' in base and 'risk' in new"):
        compare(base, ArenaReport.model_validate(_report(game="risk")))
    short = _report(outcomes=("win", "loss"))
    short["games"].pop()
    with pytest.raises(UserError, match="game 1 of the_whispering_wood is in only one of them"):
        compare(base, ArenaReport.model_validate(short))


def test_the_command_compares_two_real_runs_game_by_game(tmp_path, capsys):
    files = {}
    for a in ("greedy", "random"):
        files[a] = tmp_path / f"{a}.json"
        assert run.main(["arena", "--scenario", SCENARIO, "--a", a, "--b", "random", "--games", "4", "--seed", "7",
                         "--workers", "1", "--json", str(files[a])]) == 0
    capsys.readouterr()
    games = {a: {(g["scenario"], g["index"]): g["outcome"] == "win" for g in json.loads(f.read_text())["games"]}
             for a, f in files.items()}
    only_new = sum(games["random"][k] and not games["greedy"][k] for k in games["greedy"])
    only_base = sum(games["greedy"][k] and not games["random"][k] for k in games["greedy"])
    assert run.main(["arena-compare", str(files["greedy"]), str(files["random"])]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith(SCENARIO)).split()
    assert row[1:6] == ["4", str(sum(games["greedy"].values())), str(sum(games["random"].values())),
                        str(only_new), str(only_base)]
    assert "A in" in out and "greedy" in out and "random" in out
    # the same agent on the same seed plays the same games: nothing is won in one run only
    assert run.main(["arena-compare", str(files["greedy"]), str(files["greedy"])]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith(SCENARIO)).split()
    assert row[4:6] == ["0", "0"]


def test_a_broken_report_is_a_clear_error(tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_report()))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_report(outcomes=("win", "won"))))
    assert run.main(["arena-compare", str(good), str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "games.1.outcome" in err and "Traceback" not in err
    assert run.main(["arena-compare", str(good), str(tmp_path / "missing.json")]) == 2
    assert "missing.json: no such arena report" in capsys.readouterr().err
    twice = _report(outcomes=("win", "loss"))
    twice["games"][1]["index"] = 0
    (tmp_path / "twice.json").write_text(json.dumps(twice))
    assert run.main(["arena-compare", str(good), str(tmp_path / "twice.json")]) == 2
    assert "twice.json: games: a game is listed twice" in capsys.readouterr().err
    other = tmp_path / "other.json"
    other.write_text(json.dumps(_report(seed=5)))
    assert run.main(["arena-compare", str(good), str(other)]) == 2
    assert "config.seed is 1" in capsys.readouterr().err
