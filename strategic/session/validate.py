"""`run.py validate`: load every data file through its pydantic model and collect the problems."""
from __future__ import annotations

import importlib
from functools import partial
from pathlib import Path
from typing import Callable

from tactical.catalog import DATA_DIR, load_catalog
from tactical.protocol import UserError, read_json
from tactical.scenario import BATTLES_DIR, scenario_from_dict

# (what is checked, module, function, arguments)
CHECKS = [
    ("BattleLore skirmish cards", "tactical.skirmish", "validate_skirmish_data", ()),
    ("Risk map: Westeros", "strategic.risk.rules.board", "load_map", ("westeros",)),
    ("Risk map: Essos", "strategic.risk.rules.board", "load_map", ("essos",)),
    ("Risk map: World at War", "strategic.risk.rules.board", "load_map", ("world",)),
    ("Risk cards (maester, objective, character)", "strategic.risk.rules.cards", "load_cards", ()),
    ("Campaigns", "strategic.campaign.definition", "all_definitions", ()),
    ("Hex battle odds estimates", "strategic.handoff.odds", "read_table", ()),
    ("A Game of Thrones board, 1st and 2nd edition", "strategic.agot.board", "load_board", (2,)),
    ("A Game of Thrones setups, 1st edition", "strategic.agot.setups", "all_setups", (1,)),
    ("A Game of Thrones setups, 2nd edition", "strategic.agot.setups", "all_setups", (2,)),
    ("A Game of Thrones cards, 1st edition", "strategic.agot.cards", "all_cards", (1,)),
    ("A Game of Thrones cards, 2nd edition", "strategic.agot.cards", "all_cards", (2,)),
    ("A Game of Thrones one-use orders (option)", "strategic.agot.one_use", "one_use_tokens", ()),
]


def _load_scenario_file(path: Path) -> object:
    return scenario_from_dict(read_json(path, "scenario"), source=str(path))


def validate_everything(files: list[Path]) -> tuple[list[str], list[str]]:
    problems: list[str] = []
    checked: list[str] = []

    def attempt(label: str, fn: Callable[[], object]) -> None:
        try:
            fn()
            checked.append(label)
        except UserError as exc:
            problems.append(str(exc))

    if not files:
        load_catalog.cache_clear()
        attempt(f"{DATA_DIR} (terrain, units, commanders, cards, morale)", load_catalog)
        files = sorted(BATTLES_DIR.glob("*.json"))
        for label, mod, fn, args in CHECKS:
            attempt(label, partial(getattr(importlib.import_module(mod), fn), *args))
    for f in files:
        attempt(str(f), partial(_load_scenario_file, f))
    return problems, checked
