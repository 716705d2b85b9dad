"""Commanders captured on the hex battlefield are reported back to the strategic game: the invasion's event
names who took whom prisoner (only commanders the plan fielded), the log words it, and the game's save
replays it exactly."""
from __future__ import annotations

from typing import Any

from strategic.handoff.plan import generate_plan
from strategic.risk.game import RISK
from strategic.risk.rules.hexes import hex_outcome
from strategic.session.session import Session
from tactical.catalog import load_catalog

CAT = load_catalog()
REQ: dict[str, Any] = {"attacker": {"house": "stark", "armies": 9}, "defender": {"house": "lannister", "armies": 5},
                       "territory": {"name": "Riverrun", "region": "The Riverlands", "castle": True}}


def _full(side: Any) -> list[dict[str, Any]]:
    cmds = [{"type": CAT.commanders[c.commander].unit_type, "commander": c.commander} for c in side.commanders]
    return [u | {"strength": CAT.units[u["type"]].strength, "figures": CAT.units[u["type"]].strength}
            for u in cmds + [{"type": u.type, "commander": None} for u in side.units]]


def test_the_outcome_names_the_prisoners_each_side_took_and_no_others() -> None:
    plan = generate_plan(REQ, 11)
    att, dfn = plan.scenario.sides
    pending = {"attacker": "stark", "defender": "lannister", "attacking": 9, "defending": 5,
               "stands_for": plan.stands_for, "plan": plan.scenario.model_dump(mode="json")}
    taken = dfn.commanders[0].commander
    absent = next(c.id for c in CAT.commanders.values() if c.house == "lannister"
                  and c.id not in {x.commander for x in dfn.commanders})
    sides = {"stark": {"units": _full(att), "captured": [taken, absent]},      # `absent` was not there
             "lannister": {"units": _full(dfn), "captured": []}}
    out = hex_outcome(pending, ("stark",), {"sides": sides})
    assert out["captured"] == {"stark": [taken]} and out["conquered"]


def test_a_game_on_hexes_reports_its_prisoners_in_the_strategic_log() -> None:
    s = Session.start("risk", {"rules": "skirmish", "players": 3, "map": "mini", "max_rounds": 40,
                               "battles": "hexes"}, 2, {h: "greedy" for h in ("stark", "baratheon", "lannister")})
    s.run()
    reported = [e for e in s.events if e.kind == "invasion" and "captured" in e.data]
    assert reported
    e = reported[0]
    for house, ids in e.data["captured"].items():
        assert house in (e.data["attacker"], e.data["defender"])
        for c in ids:
            assert CAT.commanders[c].house != house                      # a prisoner of the other house
            assert f"{house.title()} takes" in RISK.render(e, None) and CAT.commanders[c].name in RISK.render(e, None)
