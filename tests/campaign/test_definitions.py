"""Campaign definitions load, and a bad one is refused naming its file and field."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from strategic.campaign.definition import all_definitions, load_definition, read_definition
from tactical.protocol import ScenarioError, UserError

from .conftest import SMALL


def test_shipped_campaigns_load() -> None:
    found = {d.id: d for d in all_definitions()}
    assert set(found) >= {"war_of_the_five_kings", "fire_and_blood_in_essos"}
    five = found["war_of_the_five_kings"]
    assert five.playable == ["stark", "lannister"] and five.setup.map == "westeros"
    assert five.houses["tyrell"] == five.houses["martell"] == "neutral"
    assert found["fire_and_blood_in_essos"].playable == ["targaryen", "ghiscari"]
    assert all(d.briefing and d.victory for d in found.values())


def test_unknown_campaign_is_named_with_the_known_ones() -> None:
    with pytest.raises(UserError, match="no campaign 'nope'.*war_of_the_five_kings"):
        load_definition("nope")


def _broken(change: Any) -> dict[str, Any]:
    d = copy.deepcopy(SMALL)
    change(d)
    return d


BAD = [
    (lambda d: d.update(colour="red"), "colour"),
    (lambda d: d["setup"].update(battles="dice"), "setup.battles"),
    (lambda d: d["playable"].append("greyjoy"), "playable.2: 'greyjoy' is not a house"),
    (lambda d: d["houses"].pop("ghiscari"), "houses: no kind of player for ghiscari"),
    (lambda d: d["houses"].update(targaryen="genius"), "houses.targaryen"),
    (lambda d: d["victory"][0].update(territories=["Winterfell"]), "victory.0.territories.0: no territory 'Winterfell'"),
    (lambda d: d["victory"].append({"kind": "eliminate", "house": "ghiscari", "target": "stark", "text": "x"}),
     "victory.1.target"),
    (lambda d: d.update(id="other"), "id: 'other' is not the file's name"),
    (lambda d: d["setup"].update(players=3, map="essos"), "setup: "),
]


@pytest.mark.parametrize("change, field", BAD)
def test_bad_definition_names_file_and_field(tmp_path: Path, change: Any, field: str) -> None:
    path = tmp_path / "small.json"
    path.write_text(json.dumps(_broken(change)))
    with pytest.raises(ScenarioError) as err:
        read_definition(path)
    assert str(path) in str(err.value) and field in str(err.value)
