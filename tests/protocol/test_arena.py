"""The arena: its statistics, seeds and side swapping, determinism across worker counts, the command line;
for Risk too (A's seat rotated, whole-turn times)."""
from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest

from tactical.ai import stats
from strategic.session.arena import (Progress, RiskTimedAgent, format_report, game_seeds, make_risk_specs, make_specs,
                                     run_arena, run_risk_arena)


SCENARIO = "the_whispering_wood"


def test_wilson_interval_known_values():
    lo, hi = stats.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = stats.wilson(200, 200)
    assert hi == 1.0 and lo == pytest.approx(0.9812, abs=1e-4)
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_percentiles():
    xs = [float(i) for i in range(1, 101)]
    assert stats.percentile(xs, 50) == pytest.approx(50.5)
    assert stats.percentile(xs, 95) == pytest.approx(95.05)
    assert stats.percentile([], 50) == 0.0 and stats.percentile([3.0], 95) == 3.0


def test_seeds_are_deterministic_and_distinct():
    assert game_seeds(1, "a", 0) == game_seeds(1, "a", 0)
    seen = {game_seeds(s, name, i) for s in (1, 2) for name in ("a", "b") for i in range(20)}
    assert len(seen) == 80


def test_sides_swap_every_other_game():
    specs = make_specs(["x", "y"], "hard", "greedy", 4, 7, lambda name: ("stark", "lannister"))
    assert [s.a_house for s in specs] == ["stark", "lannister"] * 4
    assert all(s.b_house != s.a_house for s in specs)
    assert len({s.seed for s in specs}) == 8


def test_all_means_the_box_battles_without_the_tutorial():
    from strategic.session.arena import _scenarios
    from tactical.scenario import list_scenarios

    names = _scenarios("all")
    assert "first_battle" in list_scenarios() and "first_battle" not in names
    assert len(names) == 6
    assert _scenarios("first_battle") == ["first_battle"]  # still playable when named


def _outcomes(report):
    return [(g["scenario"], g["index"], g["a_house"], g["winner"], g["actions"]) for g in report["games"]]


def test_same_results_with_one_or_two_workers():
    one = run_arena([SCENARIO], "random", "greedy", 4, 11, workers=1, progress=False)
    two = run_arena([SCENARIO], "random", "greedy", 4, 11, workers=2, progress=False)
    assert _outcomes(one) == _outcomes(two)
    overall = one["overall"]
    assert overall["games"] == 4 and overall["wins"] + overall["losses"] + overall["draws"] == 4
    assert 0.0 <= overall["ci95"][0] <= overall["win_rate"] <= overall["ci95"][1] <= 1.0
    assert overall["time_a"]["count"] > 0 and overall["turn_time_b"]["count"] > 0
    text = format_report(one)
    assert "OVERALL" in text and SCENARIO in text and "median" in text


def test_progress_bar_counts_games():
    out = io.StringIO()
    bar = Progress(2, stream=out)
    bar.update({"outcome": "win"})
    bar.update({"outcome": "draw"})
    bar.close()
    assert "2/2 games" in out.getvalue() and "A 1-0-1" in out.getvalue()


def test_command_line_writes_json(tmp_path, capsys):
    import run

    out = tmp_path / "arena.json"
    code = run.main(["arena", "--scenario", SCENARIO, "--a", "greedy", "--b", "random", "--games", "2",
                     "--seed", "3", "--workers", "1", "--json", str(out)])
    assert code == 0
    report = json.loads(out.read_text())
    assert report["config"]["a"] == "greedy" and report["overall"]["games"] == 2
    assert "OVERALL" in capsys.readouterr().out


def test_command_line_rejects_unknown_agent(capsys):
    import run

    assert run.main(["arena", "--a", "grandmaster", "--games", "1"]) == 2
    assert "unknown player kind 'grandmaster'" in capsys.readouterr().err
    assert run.main(["arena", "--a", "human", "--games", "1"]) == 2
    assert "AI against AI" in capsys.readouterr().err


# ------------------------------------------------------------------ Risk (--game risk)
def test_risk_seat_a_rotates_through_every_turn_position():
    specs = make_risk_specs("skirmish-3", "hard", "greedy", 6, 7)
    assert [s.a_house for s in specs] == ["stark", "baratheon", "lannister"] * 2
    for s in specs:
        assert sorted([s.a_house] + [h for h, _ in s.others]) == ["baratheon", "lannister", "stark"]
        assert len({s.a_seed} | {seed for _, seed in s.others}) == 3      # every seat has its own seed
    assert len({s.seed for s in specs}) == 6


def test_risk_same_results_with_one_or_two_workers():
    one = run_risk_arena("skirmish-3", "random", "greedy", 3, 5, workers=1, progress=False)
    two = run_risk_arena("skirmish-3", "random", "greedy", 3, 5, workers=2, progress=False)
    assert _outcomes(one) == _outcomes(two)
    overall = one["overall"]
    assert overall["games"] == 3 and overall["time_a"]["count"] > 0 and overall["turn_time_a"]["count"] > 0
    assert all(g["outcome"] == ("win" if g["winner"] == [g["a_house"]] else "loss") for g in one["games"])
    text = format_report(one)
    assert "skirmish-3" in text and "whole own turns" in text and "did nothing" not in text


def test_risk_report_counts_the_games_the_round_limit_ended():
    """A game ended by the round limit is one the AIs sat on (the limit is a safety net, not a rule)."""
    report = run_risk_arena("skirmish-3", "random", "greedy", 2, 5, workers=1, progress=False)
    report["games"][0]["result"] = "round_limit"
    report["games"][1]["result"] = "end_game_card"
    assert "Games ended by: round limit 1, end game card 1" in format_report(report)


def test_risk_turn_time_adds_up_the_decisions_of_one_own_turn():
    class Clock:
        name = "clock"

        def choose(self, view, legal):
            return legal[0]

    timer = RiskTimedAgent(Clock())
    for round_, active, phase in [(1, "stark", "claim"), (1, "stark", "reinforce"), (1, "stark", "invade"),
                                  (1, "baratheon", "defend"), (2, "stark", "reinforce")]:
        view = SimpleNamespace(seat="stark", round=round_, active=active, phase=phase)
        timer.record(view, [], None, 1.0)
    assert timer.turn_times == [2.0, 1.0]


def test_risk_command_line_writes_json(tmp_path, capsys):
    import run

    out = tmp_path / "risk.json"
    code = run.main(["arena", "--game", "risk", "--mode", "domination", "--players", "3", "--a", "easy", "--b", "random",
                     "--games", "2", "--seed", "3", "--workers", "1", "--json", str(out)])
    assert code == 0
    report = json.loads(out.read_text())
    assert report["config"]["game"] == "risk" and report["config"]["scenarios"] == ["domination-3"]
    assert report["overall"]["games"] == 2
    assert "domination-3" in capsys.readouterr().out
    assert run.main(["arena", "--game", "risk", "--mode", "world", "--players", "3", "--games", "1"]) == 2
    assert "6 or 7 players" in capsys.readouterr().err
