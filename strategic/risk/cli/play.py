"""Playing, saving and replaying whole games headless.

`play_game` asks the seat whose decision it is (`state.actor`) for an action, given only its view and
the legal actions, and applies it. A save file holds the setup (rules, players, map, seed), every
action and the final state; `replay` rebuilds the game from the setup and re-applies the actions,
which reproduces the state exactly because all chance comes from the seeded Rng in the state.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tactical.protocol import SaveError, UserError, describe_validation_error, read_json, write_atomic

from ..rules.actions import Action, action_from_dict
from ..rules.common import Events
from ..rules.engine import apply, apply_in_place, legal_actions, new_game, view
from ..rules.state import FORMAT_VERSION, RiskState

SAVE_KIND = "risk"


class GameSetup(BaseModel):
    """What `new_game` needs to rebuild a game: checked before anything is replayed."""

    model_config = ConfigDict(extra="forbid")
    rules: Literal["skirmish", "domination"]
    players: int = Field(ge=2, le=7)
    seed: int
    map: str | None = None
    max_rounds: int = Field(default=200, ge=1)


class RiskSave(BaseModel):
    format: int = Field(ge=1, le=FORMAT_VERSION)
    game: Literal["risk"]
    setup: GameSetup
    actions: list[dict[str, Any]]
    state: dict[str, Any] | None = None


def play_game(state: RiskState, agents: dict[str, Any], *, on_step: Callable[[Action, Events], None] | None = None,
              fast: bool = False, max_actions: int = 1_000_000) -> tuple[RiskState, list[Action]]:
    """Play until the game is over. `fast` mutates `state` in place (no per-action copies)."""
    actions: list[Action] = []
    for _ in range(max_actions):
        if state.result is not None:
            break
        seat = state.actor
        legal = legal_actions(state, seat)
        action = agents[seat].choose(view(state, seat), legal)
        if fast:
            events = apply_in_place(state, action, seat)
        else:
            state, events = apply(state, action, seat)
        actions.append(action)
        if on_step is not None:
            on_step(action, events)
    return state, actions


def save_data(setup: dict[str, Any], actions: list[Action], state: RiskState) -> dict[str, Any]:
    return {"format": FORMAT_VERSION, "game": SAVE_KIND, "setup": setup,
            "actions": [a.to_dict() for a in actions], "state": state.to_dict()}


def save_game(path: str, setup: dict[str, Any], actions: list[Action], state: RiskState) -> None:
    write_atomic(path, json.dumps(save_data(setup, actions, state), indent=1) + "\n")


def load_save(path: str) -> dict[str, Any]:
    """Read and check a save: the setup's fields and the action list (not yet their legality)."""
    data = read_json(path, what="Risk save")
    if not isinstance(data, dict) or data.get("game") != SAVE_KIND:
        raise SaveError(f"{path}: not a Risk save file")
    try:
        save = RiskSave.model_validate(data)
    except ValidationError as exc:
        raise SaveError(describe_validation_error(path, exc)) from None
    return save.model_dump()


def start(setup: dict[str, Any]) -> tuple[RiskState, Events]:
    return new_game(setup["rules"], setup["players"], setup["seed"], map_name=setup.get("map"),
                    max_rounds=setup.get("max_rounds", 200))


def replay(data: dict[str, Any], on_step: Callable[[Action, Events], None] | None = None,
           source: str = "the save") -> tuple[RiskState, Events]:
    """Re-apply a save's actions from its setup; returns the final state and the setup's events."""
    try:
        state, setup_events = start(data["setup"])
    except UserError as exc:
        raise SaveError(f"{source}: bad setup: {exc}") from None
    for i, raw in enumerate(data["actions"], 1):
        try:
            action = action_from_dict(raw)
            state, events = apply(state, action)
        except Exception as exc:        # a hand-edited save can hold any value; say where it breaks
            raise SaveError(f"{source} does not replay: action {i}: {exc}") from None
        if on_step is not None:
            on_step(action, events)
    return state, setup_events
