"""`run.py validate`: load every data file through its pydantic model and collect the problems."""
from __future__ import annotations

import importlib
from pathlib import Path

from tactical.protocol import UserError

# (what is checked, module, function, arguments)
CHECKS = [
    ("BattleLore skirmish cards", "tactical.skirmish", "validate_skirmish_data", ()),
    ("Risk map: Westeros", "strategic.risk.rules.board", "load_map", ("westeros",)),
    ("Risk map: Essos", "strategic.risk.rules.board", "load_map", ("essos",)),
    ("Risk map: World at War", "strategic.risk.rules.board", "load_map", ("world",)),
    ("Risk cards (maester, objective, character)", "strategic.risk.rules.cards", "load_cards", ()),
]


def validate_everything(files: list[Path]) -> tuple[list[str], list[str]]:
    from tactical.catalog import DATA_DIR, load_catalog
    from tactical.scenario import BATTLES_DIR, scenario_from_dict
    from tactical.protocol import read_json

    problems: list[str] = []
    checked: list[str] = []

    def attempt(label: str, fn) -> None:
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
            m = importlib.import_module(mod)
            attempt(label, lambda m=m, fn=fn, args=args: getattr(m, fn)(*args))
    for f in files:
        attempt(str(f), lambda f=f: scenario_from_dict(read_json(f, "scenario"), source=str(f)))
    return problems, checked
