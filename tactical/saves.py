"""Battle save and replay files: the scenario, the seed and the actions, which replay the battle exactly.

A save holds the whole scenario (so generated battles reload without their generator), carries a
format version, and is upgraded by the small migration functions in MIGRATIONS. Files are written
atomically, so a crash while saving never loses the previous save.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, ValidationError

from tactical.protocol import IllegalAction, SaveError, describe_validation_error, read_json, write_atomic
from tactical.rules.actions import Action, action_from_dict
from tactical.scenario import Scenario, scenario_from_dict

SAVE_VERSION = 1
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}   # version n -> function upgrading a v(n) dict to v(n+1)


class BattleSave(BaseModel):
    format: int
    kind: Literal["battle"] = "battle"
    scenario: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]]
    seats: dict[str, str] = {}


def save_battle(path: str | Path, scenario: Scenario, seed: int, actions: list[Action],
                seats: dict[str, str] | None = None) -> None:
    data = BattleSave(format=SAVE_VERSION, scenario=scenario.model_dump(mode="json"), seed=seed,
                      actions=[a.to_dict() for a in actions], seats=seats or {})
    write_atomic(path, json.dumps(data.model_dump(), indent=1) + "\n")


def load_battle(path: str | Path) -> tuple[Scenario, int, list[Action], dict[str, str]]:
    try:
        raw = read_json(path, "save file")
    except Exception as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(raw, dict) or "format" not in raw:
        raise SaveError(f"{path}: not a battle save (no format version)")
    version = raw["format"]
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise SaveError(f"{path}: save format {version!r} is newer than this game understands ({SAVE_VERSION})")
    while version < SAVE_VERSION:
        raw = MIGRATIONS[version](raw)
        version += 1
    try:
        save = BattleSave.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(describe_validation_error(str(path), exc)) from None
    scenario = scenario_from_dict(save.scenario, source=f"{path}: scenario")
    try:
        actions = [action_from_dict(a) for a in save.actions]
    except IllegalAction as exc:
        raise SaveError(f"{path}: {exc}") from None
    return scenario, save.seed, actions, save.seats
