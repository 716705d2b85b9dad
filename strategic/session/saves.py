"""Save files for every game: one format, versioned, with migrations from the first release on.

A save holds what rebuilds the game exactly: the game's name, its setup (a generated battle plan
included, so a save needs nothing else), the seed, the seats with their kinds of player, every step
played (a seat's action, or a whole sub-game with its own steps and result), the sub-game being played
when it was saved, and a hash of the final state, which loading checks. Files are written atomically
(a temporary file, then a rename), so a crash never loses the previous save; a file that cannot be read
is named with the reason and nothing else changes.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Mapping

from pydantic import BaseModel, ConfigDict

from tactical.protocol import Agent, Game, SaveError, SubGameResult, UserError, read_json, validated, write_atomic

from .session import Played, Registry, Session

FORMAT = 2


class GameRecord(BaseModel):
    """One game's record (the top of a save, or a sub-game inside it)."""

    model_config = ConfigDict(extra="forbid")
    game: str
    setup: dict[str, Any]
    seed: int
    seats: dict[str, str] = {}
    actions: list[dict[str, Any]]
    open_subgame: "GameRecord | None" = None
    state_hash: str | None = None
    result: dict[str, Any] | None = None        # how the game ended (None: still going), for lists of saves


class SaveFile(GameRecord):
    format: int


def record(session: Session) -> dict[str, Any]:
    """The JSON record of a session (recursively for its sub-games)."""
    if session.setup is None:
        raise SaveError("a game played on from a hand-built position has no setup to save")
    steps: list[dict[str, Any]] = []
    for step in session.history:
        if step.subgame is not None and step.result is not None:
            steps.append({"subgame": record(step.subgame), "result": step.result.to_dict()})
        else:
            steps.append({"seat": step.seat, "action": session.game.action_to_json(step.action)})
    return {"game": session.game.name, "setup": dict(session.setup), "seed": session.seed,
            "seats": dict(session.seats), "actions": steps,
            "open_subgame": record(session.child) if session.child is not None else None,
            "state_hash": session.state_hash(), "result": _result(session)}


def _result(session: Session) -> dict[str, Any] | None:
    res = session.result()
    return None if res is None else dict(res.to_dict())


def save_text(session: Session) -> str:
    """The save file's text for the session as it is now."""
    return json.dumps({"format": FORMAT, **record(session)}, indent=1) + "\n"


def save_session(path: str | Path, session: Session) -> None:
    write_atomic(path, save_text(session))


def load_session(path: str | Path, seats: Mapping[str, str] | None = None, *,
                 registry: Registry | None = None) -> Session:
    """Read, migrate, check and replay a save. `seats` replaces the saved kinds of player (the window
    asks who plays now). SaveError naming the file and the step if anything does not fit."""
    return restore(read_save(path), str(path), seats, registry=registry)


def read_save(path: str | Path) -> SaveFile:
    """A save's record, upgraded to the current format and checked, but not replayed (the Load game list
    reads which game a file holds with it). SaveError naming the file if it cannot be read."""
    try:
        raw = read_json(path, "save file")
    except UserError as exc:
        raise SaveError(str(exc)) from None
    return validated(SaveFile, migrate(raw, str(path)), str(path), SaveError)


def restore(rec: GameRecord, source: str, seats: Mapping[str, str] | None = None, *,
            agents: Mapping[str, Agent] | None = None, game: Game[Any, Any, Any] | None = None,
            registry: Registry | None = None) -> Session:
    """Replay a record into a session (`game`, `agents`, `registry` for engines and players outside the
    project's registries)."""
    try:
        session = Session.start(game or rec.game, rec.setup, rec.seed, dict(seats or rec.seats), agents=agents,
                                registry=registry)
    except UserError as exc:
        raise SaveError(f"{source}: setup: {exc}") from None
    _replay(session, rec, source)
    if rec.state_hash is not None and session.state_hash() != rec.state_hash:
        raise SaveError(f"{source}: the actions replay to a different game than the one saved "
                        "(made by another version of the rules?)")
    return session


def _replay(session: Session, rec: GameRecord, source: str) -> None:
    for i, raw in enumerate(rec.actions, 1):
        try:
            session.replay_step(_step(session, raw, f"{source}: step {i}"))
        except SaveError:
            raise
        except Exception as exc:             # a hand-edited save can hold anything: say where it breaks
            raise SaveError(f"{source}: step {i} does not replay: {exc}") from None
    if rec.open_subgame is not None:
        if session.child is None:
            raise SaveError(f"{source}: a battle in progress was saved where the game is not paused on one")
        _replay(session.child, rec.open_subgame, f"{source}: the battle in progress")


def _step(session: Session, raw: Mapping[str, Any], where: str) -> Played:
    if "subgame" in raw:
        child_rec = GameRecord.model_validate(raw["subgame"])
        child = restore(child_rec, where, registry=session.registry)
        return Played(subgame=child, result=SubGameResult.from_dict(raw["result"]))
    if "action" not in raw:
        raise SaveError(f"{where}: neither an action nor a sub-game")
    return Played(raw.get("seat"), session.game.action_from_json(raw["action"]))


# ------------------------------------------------------------------ migrations
def _from_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """Format 1 had two shapes: battle saves (`kind: battle`, the scenario, seed, actions, seats) and
    Risk saves (`game: risk`, a setup holding the seed, actions, the final state). Neither named the seat
    of each action: the replay takes it from who was to act. Anything malformed is passed on as it is,
    for the format's model to name the field."""
    actions = raw.get("actions", [])
    steps = [{"action": a} for a in actions] if isinstance(actions, list) else actions
    if raw.get("kind") == "battle":
        return {"format": 2, "game": "battlelore", "setup": {"scenario": raw.get("scenario")},
                "seed": raw.get("seed"), "seats": raw.get("seats") or {}, "actions": steps}
    if raw.get("game") == "risk":
        setup = raw.get("setup")
        if not isinstance(setup, dict):
            raise ValueError("setup: not an object naming the rules, the players and the seed")
        setup = dict(setup)
        if "seed" not in setup:
            raise ValueError("setup.seed: missing")
        seed = setup.pop("seed")
        return {"format": 2, "game": "risk", "setup": setup, "seed": seed, "seats": {}, "actions": steps}
    raise ValueError("neither a battle nor a Risk save")


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_v1}


def migrate(raw: Any, source: str) -> dict[str, Any]:
    if not isinstance(raw, dict) or not isinstance(raw.get("format"), int):
        raise SaveError(f"{source}: not a save file (no format version)")
    version = raw["format"]
    if version > FORMAT or version < 1:
        raise SaveError(f"{source}: save format {version} is not one this game understands (1 to {FORMAT})")
    while version < FORMAT:
        try:
            raw = MIGRATIONS[version](raw)
        except (ValueError, TypeError, AttributeError) as exc:
            raise SaveError(f"{source}: cannot upgrade a format {version} save: {exc}") from None
        version += 1
    return dict(raw)
