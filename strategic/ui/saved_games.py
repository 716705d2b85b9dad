"""The saves in the saves folder, as the Load game screen lists them: newest first, each with its game.

A save's game is read the way loading reads it (the session's migrations upgrade a first-release battle
or Risk save), so the list can say which game each file holds before anyone tries to open it. A file
that cannot be read is still listed: opening it names the reason. No Arcade here.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from strategic.session.saves import migrate
from tactical.protocol import SaveError, UserError, read_json

from .settings import saves_dir


@dataclass(frozen=True)
class SavedGame:
    path: Path
    game: str | None            # None: the file cannot be read (opening it says why)


def peek(path: str | Path) -> dict[str, Any]:
    """A save's record upgraded to the current format, not replayed. SaveError if it cannot be read."""
    try:
        raw = read_json(path, "save file")
    except UserError as exc:
        raise SaveError(str(exc)) from None
    return migrate(raw, str(path))


def game_of(path: Path) -> str | None:
    try:
        game = peek(path).get("game")
    except UserError:
        return None
    return game if isinstance(game, str) else None


def list_saves(folder: Path | None = None) -> list[SavedGame]:
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [SavedGame(p, game_of(p)) for p in paths]
