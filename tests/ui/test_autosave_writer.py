"""Autosaves are written by one thread (strategic/ui/autosave.py): what is asked last is what lands, a
failure is said for its file, and reading the saves folder waits for writes under way."""
from __future__ import annotations

import json

from strategic.ui.autosave import WRITER, AutosaveWriter
from strategic.ui.battle_session import BattleSession
from strategic.ui.saved_games import autosaves
from tactical.scenario import load_scenario


def test_the_newest_text_of_a_file_is_what_lands(tmp_path):
    writer, path = AutosaveWriter(), tmp_path / "a.json"
    for i in range(50):
        writer.write(path, f"{i}\n")
    writer.flush()
    assert path.read_text() == "49\n"
    assert writer.error(path) == "" and not list(tmp_path.glob(".*.tmp"))      # no temporary file left


def test_a_failed_write_is_said_for_its_file_until_one_works(tmp_path):
    writer = AutosaveWriter()
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    bad, good = blocked / "save.json", tmp_path / "save.json"
    writer.write(bad, "x")
    writer.write(good, "y")
    writer.flush()
    assert writer.error(bad).startswith("Autosave failed: ") and str(bad) in writer.error(bad)
    assert writer.error(good) == ""
    bad.parent.unlink()
    bad.parent.mkdir()
    writer.write(bad, "z")
    writer.flush()
    assert writer.error(bad) == "" and bad.read_text() == "z"


def test_a_battle_step_is_autosaved_and_a_failure_reaches_the_screen(tmp_path, monkeypatch):
    session = BattleSession.start(load_scenario("clash_on_the_kingsroad"), 3, {"stark": "random", "lannister": "random"})
    session.autosave_to = tmp_path / "autosave-clash.json"
    session.step_ai()
    assert autosaves(tmp_path) == [session.autosave_to]          # listing the folder waits for the write
    assert len(json.loads(session.autosave_to.read_text())["actions"]) == 1
    assert session.autosave_error == ""
    (tmp_path / "blocked").write_text("")
    session.autosave_to = tmp_path / "blocked" / "autosave-clash.json"
    session.step_ai()
    WRITER.flush()
    assert session.autosave_error.startswith("Autosave failed: ")
