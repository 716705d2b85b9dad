"""`run.py campaign ...`: list and chronicle output, and one-line errors for a wrong id, name or seat."""
from __future__ import annotations

from pathlib import Path

import pytest

from run import main
from strategic.campaign.store import read_file


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["campaign", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_new_list_chronicle_replay(defs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0 and "small: A small war (playable: targaryen, ghiscari)" in out and "No campaign under way" in out
    code, out, _ = run(capsys, "new", "small", "--seat", "targaryen=greedy", "--name", "w1", "--seed", "3", "--quiet")
    assert code == 0 and "A small war: " in out and "won: the game ended" in out
    kept = read_file("w1")
    assert kept.chronicle
    code, out, _ = run(capsys, "list")
    assert "w1 [small] AI only: " + kept.summary.ending.line() in out    # type: ignore[union-attr]
    assert f"last battle: {kept.chronicle[-1].short()}" in out
    code, out, _ = run(capsys, "chronicle", "w1")
    lines = out.splitlines()
    assert lines[0] == f"Chronicle of w1 [small]: {len(kept.chronicle)} battles"
    first = kept.chronicle[0]
    assert lines[1] == first.line() and first.place in lines[1] and "losses" in lines[1]
    assert lines[2].strip() == "replay: .venv/bin/python run.py campaign replay w1 1"
    assert kept.commanders and lines[lines.index("Commanders:") + 1] == "  " + kept.commanders[0]  # the roster
    battle = tmp_path / "battle1.json"
    code, out, _ = run(capsys, "replay", "w1", "1", "--save", str(battle), "--quiet")
    assert code == 0 and out.startswith(first.line()) and "Result:" in out
    assert main(["replay", str(battle), "--quiet"]) == 0          # the extracted battle replays on its own
    code, _, err = run(capsys, "continue", "w1")
    assert code == 2 and err.startswith("error: campaign 'w1' is over")


@pytest.mark.parametrize("argv, message", [
    (["new", "nope"], "error: no campaign 'nope' (campaigns: small)"),
    (["new", "small", "--seat", "stark=human"], "no house 'stark' in A small war"),
    (["new", "small", "--seat", "targaryen=genius"], "unknown player kind 'genius'"),
    (["new", "small", "--seat", "targaryen"], "write HOUSE=KIND"),
    (["new", "small", "--seat", "targaryen=human", "--seat", "targaryen=hard"], "targaryen is already given a player"),
    (["new", "small", "--name", "../x"], "campaign name '../x'"),
    (["continue", "ghost"], "error: no campaign named 'ghost'"),
    (["chronicle", "ghost"], "error: no campaign named 'ghost'"),
])
def test_errors_are_one_line(defs: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_a_house_that_is_not_playable_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "new", "war_of_the_five_kings", "--seat", "baratheon=human")
    assert code == 2 and "baratheon is not playable in The War of the Five Kings (playable: stark, lannister)" in err
