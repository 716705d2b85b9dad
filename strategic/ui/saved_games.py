"""The saves in the saves folder, as the Load game screen lists them: newest first, each with its game.

A save's game is read the way loading reads it (the session's migrations upgrade a first-release battle
or Risk save), so the list can say which game each file holds before anyone tries to open it. A file
that cannot be read is still listed: opening it names the reason. No Arcade here.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from strategic.session.saves import read_save
from tactical.protocol import UserError

from .settings import saves_dir


@dataclass(frozen=True)
class SavedGame:
    path: Path
    game: str | None            # None: the file cannot be read (opening it says why)


def game_of(path: Path) -> str | None:
    try:
        return read_save(path).game
    except UserError:
        return None


def list_saves(folder: Path | None = None) -> list[SavedGame]:
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [SavedGame(p, game_of(p)) for p in paths]
