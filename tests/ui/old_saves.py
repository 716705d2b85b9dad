"""Battle saves as the first release wrote them (format 1, `kind: battle`), for the tests that show such
files still open in the window through the session's migration."""
from __future__ import annotations

import json
from pathlib import Path

from tactical.rules.actions import Action
from tactical.scenario import Scenario


def write_v1_battle(path: Path, scenario: Scenario, seed: int, actions: list[Action],
                    seats: dict[str, str] | None = None) -> None:
    data = {"format": 1, "kind": "battle", "scenario": scenario.model_dump(mode="json"), "seed": seed,
            "actions": [a.to_dict() for a in actions], "seats": seats or {}}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
