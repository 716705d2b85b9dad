"""The generator: any request gives a valid battle plan, the same for the same seed, with the armies,
terrain and features the request asks for; a bad request is one clear error."""
from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from strategic.handoff.plan import RIVER_REGIONS, generate_plan
from strategic.handoff.table import MAX_ARMY_UNITS, MAX_KNIGHTS, MAX_SIEGE
from tactical.catalog import load_catalog
from tactical.protocol import UserError
from tactical.scenario import scenario_from_dict

from .strategies import requests

CAT = load_catalog()


@settings(max_examples=60, deadline=None)
@given(requests(), st.integers(0, 2**64 - 1))
def test_every_request_gives_a_valid_plan(req: dict[str, Any], seed: int) -> None:
    plan = generate_plan(req, seed)
    sc = scenario_from_dict(plan.scenario.model_dump(mode="json"), source="generated plan")   # run.py validate
    att, dfn = req["attacker"], req["defender"]
    assert [s.house for s in sc.sides] == [att["house"], dfn["house"]] and sc.momentum == att["house"]
    for army, side in zip((att, dfn), sc.sides):
        stands = plan.stands_for[army["house"]]
        assert sum(stands) == army["armies"] and len(stands) == len(side.units)
        assert sum(1 for n in stands if n) <= MAX_ARMY_UNITS
        assert sum(1 for n in stands if not n) == min(army["knights"], MAX_KNIGHTS) + min(army["siege"], MAX_SIEGE)
        assert all(CAT.units[u.type].house == army["house"] for u in side.units)
        assert 1 <= len(side.commanders) <= 3
    on_field = [len(s.units) + len(s.commanders) for s in sc.sides]
    assert sc.round_limit == min(10, max(6, 4 + sum(on_field) // 3)) and sc.report_figures
    river = any(t.terrain == "river" for t in sc.terrain)
    assert river == (req["territory"]["region"] in RIVER_REGIONS)
    (ground,) = sc.objectives                                        # the ground the attacker must take
    buildings = {t.hex for t in sc.terrain if t.terrain == "building"}
    assert len(ground.hexes) == (2 if req["territory"]["castle"] else 1) and ground.control == dfn["house"]
    assert not req["territory"]["castle"] or set(ground.hexes) <= buildings
    assert all(h[1] < sc.board.rows // 2 for h in ground.hexes)     # on the defender's half
    v = sc.victory
    assert (v.at_end, v.end_house, v.end_objectives) == ("control_objectives", dfn["house"], ("ground",))
    assert [(i.kind, i.house, i.value) for i in v.instant] == [      # breaking half the other army wins
        ("eliminated_units", att["house"], -(-on_field[1] // 2)), ("eliminated_units", dfn["house"], -(-on_field[0] // 2))]


def test_the_same_seed_gives_the_same_plan_and_another_seed_another() -> None:
    req = {"attacker": {"house": "targaryen", "armies": 7}, "defender": {"house": "ghiscari", "armies": 5},
           "territory": {"name": "Meereen", "region": "Slaver's Bay", "castle": True}}
    a, b, c = generate_plan(req, 11), generate_plan(req, 11), generate_plan(req, 12)
    assert a == b and a.scenario != c.scenario
    assert "Daenerys" in a.scenario.briefing or "Barristan" in a.scenario.briefing or "Jorah" in a.scenario.briefing \
        or "Daario" in a.scenario.briefing or "Grey Worm" in a.scenario.briefing


def test_a_fortification_puts_palisades_before_the_defender_and_a_seat_an_order_die() -> None:
    req = {"attacker": {"house": "stark", "armies": 4}, "defender": {"house": "lannister", "armies": 4},
           "territory": {"name": "Casterly Rock", "region": "The Westerlands", "fortification": True, "seat": True}}
    sc = generate_plan(req, 3).scenario
    palisades = [t.hex for t in sc.terrain if t.terrain == "palisade"]
    assert len(palisades) == 2 and all(h[1] == 3 for h in palisades)      # the row ahead of its 3 deployment rows
    assert sc.sides[1].order_value == sc.sides[0].order_value + 1


@pytest.mark.parametrize("change, field", [
    ({"defender": {"house": "stark", "armies": 3}}, "cannot fight itself"),
    ({"defender": {"house": "bolton", "armies": 3}}, "defender.house"),
    ({"attacker": {"house": "stark", "armies": 0}}, "attacker.armies"),
])
def test_a_bad_request_is_one_clear_error(change: dict[str, Any], field: str) -> None:
    req = {"attacker": {"house": "stark", "armies": 3}, "defender": {"house": "lannister", "armies": 3},
           "territory": {"name": "Riverrun"}} | change
    with pytest.raises(UserError, match=field):
        generate_plan(req, 1)
