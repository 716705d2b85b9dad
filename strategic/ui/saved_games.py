"""The saves in the saves folder, as the Load game screen lists them: newest first, each with its game and
a line on what it holds (battle plan or mode, the round a battle reached, who plays each house, in
progress or who won).

A save's game is read the way loading reads it (the session's migrations upgrade a first-release battle
or Risk save), so the list can say which game each file holds before anyone tries to open it. A file
that cannot be read is still listed: opening it names the reason. No Arcade here.

Autosaves (`autosave-<game>-<time>.json`, one per game played, written after every step) are saves like
the others; the newest unfinished one is what the main menu's "Continue" opens (a save records how its
game ended). Only the newest KEEP_AUTOSAVES autosaves are kept: starting a new game removes older ones.
"""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from pathlib import Path

from strategic.session.saves import read_save
from tactical.protocol import UserError

from .autosave import WRITER
from .battle_session import AUTOSAVE, BattleSession
from .settings import saves_dir

KEEP_AUTOSAVES = 5


@dataclass(frozen=True)
class SavedGame:
    path: Path
    game: str | None            # None: the file cannot be read (opening it says why)
    summary: str = ""           # "Clash on the Kingsroad · round 2 of 5 · Lannister (human) v Stark (normal) · in progress"
    over: bool = False          # the game has ended: opening it shows how, it is not continued


def game_of(path: Path) -> str | None:
    try:
        return read_save(path).game
    except UserError:
        return None


def saved_game(path: Path) -> SavedGame:
    """The save as the list shows it (a battle's round is read by replaying it, once per version of the file)."""
    try:
        record = read_save(path)
    except UserError:
        return SavedGame(path, None)
    stat = path.stat()
    where = battle_round(str(path), stat.st_mtime_ns, stat.st_size) if record.game == "battlelore" else ""
    return SavedGame(path, record.game, summary_of(record, where), over=record.result is not None)


@functools.lru_cache(maxsize=64)
def battle_round(path: str, mtime_ns: int, size: int) -> str:
    """"round 3 of 5" for a saved battle: the save holds actions, not the round, so it is replayed (about
    40 ms for 200 actions), and remembered until the file changes."""
    try:
        st = BattleSession.load(path).state
    except UserError:
        return ""
    return f"round {min(st.round, st.round_limit)} of {st.round_limit}"


def summary_of(record, where: str = "") -> str:
    """What a row of the list says: the battle plan or the strategic game's mode, how far it got, whether it
    goes on or who won (before the seats, which a 6-house game's row cuts at 1024x700), who plays each house."""
    setup = record.setup if isinstance(record.setup, dict) else {}
    name = what_game(setup)
    parts = [name] if name else []
    if where:
        parts.append(where)
    if record.result is None:
        parts.append(f"in progress, {len(record.actions)} actions")
    else:
        winners = record.result.get("winners") or []
        parts.append("over: " + (" and ".join(w.title() for w in winners) + " won" if winners else "a draw"))
    if record.seats:
        parts.append(" v ".join(f"{house.title()} ({who})" for house, who in record.seats.items()))
    return " · ".join(parts)


def what_game(setup: dict) -> str:
    """The battle plan's name; a Risk game's mode ("World at War", "Domination"); A Game of Thrones' edition."""
    scenario = setup.get("scenario")
    if isinstance(scenario, dict):
        return str(scenario.get("name") or "")
    if setup.get("map") == "world":
        return "World at War" + (", Skirmish rules" if setup.get("rules") == "skirmish" else "")
    if "rules" in setup:
        return f"{str(setup['rules']).title()}, {setup.get('players')} houses"
    if "edition" in setup:
        return f"{'1st' if setup['edition'] == 1 else '2nd'} edition, {setup.get('players')} houses"
    return ""


def list_saves(folder: Path | None = None) -> list[SavedGame]:
    WRITER.flush()                 # an autosave still on its way is listed as it will be
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [saved_game(p) for p in paths]


def autosaves(folder: Path | None = None) -> list[Path]:
    """The autosaves, newest first (once every autosave asked for is written)."""
    WRITER.flush()
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob(AUTOSAVE + "*.json"), key=lambda p: p.stat().st_mtime, reverse=True)


def last_unfinished(folder: Path | None = None) -> SavedGame | None:
    """The game "Continue" opens: the newest autosave of a game not over (one that cannot be read is
    offered too: opening it says why)."""
    for path in autosaves(folder):
        try:
            record = read_save(path)
        except UserError:
            return SavedGame(path, None)
        if record.result is None:
            return SavedGame(path, record.game)
    return None


def new_autosave_path(stem: str, folder: Path | None = None) -> Path:
    """A fresh autosave file for a game starting now; older autosaves beyond KEEP_AUTOSAVES - 1 go."""
    folder = folder or saves_dir()
    for old in autosaves(folder)[KEEP_AUTOSAVES - 1:]:
        old.unlink(missing_ok=True)
    path = folder / f"{AUTOSAVE}{stem}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    n = 1
    while path.exists():          # two games started within one second
        path = folder / f"{AUTOSAVE}{stem}-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json"
        n += 1
    return path
