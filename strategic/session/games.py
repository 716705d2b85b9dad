"""Every game engine by name: the `game` field of a save and the key the agents' registry uses.

Engines are imported when first asked for, so a command that plays battles never loads the strategic
maps. Test engines (the conformance suite's toy game) are passed to the session as objects instead.
"""
from __future__ import annotations

import importlib
from typing import Any

from tactical.protocol import Game, UserError

ENGINES = {
    "battlelore": ("tactical.rules.engine", "BATTLELORE"),
    "risk": ("strategic.risk.game", "RISK"),
    "risk_battle": ("strategic.risk.battle_game", "RISK_BATTLE"),
    "agot": ("strategic.agot.game", "AGOT"),
}


def game_named(name: str) -> Game[Any, Any, Any]:
    if name not in ENGINES:
        raise UserError(f"unknown game {name!r}: choose one of {', '.join(ENGINES)}")
    module, attr = ENGINES[name]
    engine: Game[Any, Any, Any] = getattr(importlib.import_module(module), attr)
    return engine
