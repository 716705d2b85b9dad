"""Playing, saving and replaying whole Risk games headless, on the protocol (`game.RISK`).

`play_game` asks the seat whose decision it is for an action, given only its view and the legal
actions, and applies it; with `battles="subgame"` it plays each invasion's sub-game (`RISK_BATTLE`)
with the same agents and resumes the game with its result. A save holds the setup, the seed, every
action and the final state; `replay` rebuilds the game from the setup and seed and re-applies the
actions, which reproduces the state exactly because all chance comes from the seeded Rng in the state.
Version 1 saves (the seed inside the setup) still load. The project's shared session will replace
this module.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Literal, Mapping

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tactical.protocol import Agent, Event, SaveError, SubGame, SubGameResult, UserError, describe_validation_error
from tactical.protocol import read_json, write_atomic

from ..battle_game import RISK_BATTLE
from ..game import RISK, RiskSetup
from ..rules.actions import Action, action_from_dict
from ..rules.state import RiskState

SAVE_KIND = "risk"
SAVE_FORMAT = 2
Step = Callable[[list[Event]], None]       # called with each step's events


class RiskSave(BaseModel):
    format: int = Field(ge=2, le=SAVE_FORMAT)
    game: Literal["risk"]
    setup: RiskSetup
    seed: int
    actions: list[dict[str, Any]]
    state: dict[str, Any] | None = None


def play_battle(sub: SubGame, agents: Mapping[str, Agent], on_step: Step | None) -> SubGameResult:
    """Play an invasion's sub-game to its end: each sub-game seat is played by its house's agent."""
    state, events = RISK_BATTLE.new_game(sub.setup, sub.seed)
    while (seats := RISK_BATTLE.to_act(state)):
        seat = next(iter(seats))
        house = sub.seats[seat]
        legal = RISK_BATTLE.legal_actions(state, seat)
        action = agents[house].choose(RISK_BATTLE.view(state, seat), legal)
        state, events = RISK_BATTLE.apply(state, seat, action)
        if on_step is not None:
            on_step(events)
    result = RISK_BATTLE.result(state)
    assert result is not None                # the loop above ends only when nobody is to act: it is over
    return SubGameResult(tuple(sub.seats.get(w, w) for w in result.winners), dict(result.outcome))


def play_game(state: RiskState, agents: Mapping[str, Agent], *, on_step: Step | None = None,
              fast: bool = False, max_actions: int = 1_000_000) -> tuple[RiskState, list[Action]]:
    """Play until the game is over. `fast` mutates `state` in place (no per-action copies). Returns the
    final state and the game's actions (a sub-game's actions replay from its seed and are not listed)."""
    actions: list[Action] = []
    for _ in range(max_actions):
        sub = RISK.subgame(state)
        if sub is not None:
            state, events = RISK.resume(state, play_battle(sub, agents, on_step))
            if on_step is not None:
                on_step(events)
            continue
        seats = RISK.to_act(state)
        if not seats:
            break
        seat = next(iter(seats))
        legal = RISK.legal_actions(state, seat)
        action = agents[seat].choose(RISK.view(state, seat), legal)
        if fast:
            events = RISK.apply_in_place(state, seat, action, legal)
        else:
            state, events = RISK.apply(state, seat, action)
        actions.append(action)
        if on_step is not None:
            on_step(events)
    return state, actions


def save_data(setup: Mapping[str, Any], seed: int, actions: list[Action], state: RiskState) -> dict[str, Any]:
    return {"format": SAVE_FORMAT, "game": SAVE_KIND, "setup": dict(setup), "seed": seed,
            "actions": [a.to_dict() for a in actions], "state": state.to_dict()}


def save_game(path: str, setup: Mapping[str, Any], seed: int, actions: list[Action], state: RiskState) -> None:
    write_atomic(path, json.dumps(save_data(setup, seed, actions, state), indent=1) + "\n")


def _from_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept the seed inside the setup."""
    setup = data.get("setup")
    if not isinstance(setup, dict):
        return data | {"format": 2}           # the model check names what is wrong with it
    setup = dict(setup)
    return data | {"format": 2, "setup": setup, "seed": setup.pop("seed", None)}


SAVE_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_v1}


def load_save(path: str) -> dict[str, Any]:
    """Read and check a save: the setup's fields and the action list (not yet their legality)."""
    data = read_json(path, what="Risk save")
    if not isinstance(data, dict) or data.get("game") != SAVE_KIND:
        raise SaveError(f"{path}: not a Risk save file")
    version = data.get("format")
    while isinstance(version, int) and version in SAVE_MIGRATIONS:
        data = SAVE_MIGRATIONS[version](data)
        version = data["format"]
    try:
        save = RiskSave.model_validate(data)
    except ValidationError as exc:
        raise SaveError(describe_validation_error(path, exc)) from None
    return save.model_dump()


def start(setup: Mapping[str, Any], seed: int) -> tuple[RiskState, list[Event]]:
    return RISK.new_game(setup, seed)


def replay(data: Mapping[str, Any], on_step: Step | None = None,
           source: str = "the save") -> tuple[RiskState, list[Event]]:
    """Re-apply a save's actions from its setup and seed; returns the final state and the setup's events.
    The actions of invasions fought as sub-games are not in these saves (the shared session will record
    both levels), so such a game is refused."""
    if data["setup"].get("battles") == "subgame":
        raise SaveError(f"{source}: a game with battles fought as sub-games cannot be replayed from this save")
    try:
        state, setup_events = start(data["setup"], data["seed"])
    except UserError as exc:
        raise SaveError(f"{source}: bad setup: {exc}") from None
    for i, raw in enumerate(data["actions"], 1):
        try:
            action = action_from_dict(raw)
            state, events = RISK.apply(state, state.actor, action)
        except Exception as exc:        # a hand-edited save can hold any value; say where it breaks
            raise SaveError(f"{source} does not replay: action {i}: {exc}") from None
        if on_step is not None:
            on_step(events)
    return state, setup_events
