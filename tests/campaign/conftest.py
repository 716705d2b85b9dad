"""Campaign tests: the saves folder in a temporary home, and a small campaign (Essos, 1 round, greedy
battles) kept in a temporary definitions folder so it plays to the end in a few seconds."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from strategic.campaign import definition

SMALL = {
    "id": "small", "name": "A small war", "briefing": "One round in Essos.",
    "setup": {"rules": "domination", "players": 2, "battles": "hexes", "max_rounds": 1},
    "playable": ["targaryen", "ghiscari"],
    "houses": {"targaryen": "greedy", "ghiscari": "greedy"},
    "victory": [{"kind": "hold", "house": "ghiscari", "territories": ["Braavos", "Volantis", "Meereen", "Lys"],
                 "text": "hold four cities"}],
}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WESTEROS_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def defs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    (folder / "small.json").write_text(json.dumps(SMALL))
    monkeypatch.setattr(definition, "CAMPAIGNS_DIR", folder)
    return folder
