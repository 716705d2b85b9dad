"""Armies never appear from nothing: whatever the battle's figures and winner, the armies that come back
are at most those committed, losses are never negative, and the territory goes to the winner."""
from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from strategic.handoff.plan import generate_plan
from strategic.handoff.table import armies_back
from strategic.risk.rules.hexes import hex_outcome
from strategic.session.session import Session
from tactical.catalog import load_catalog

from .strategies import requests

CAT = load_catalog()


def _units(side: Any, figures: list[int]) -> list[dict[str, Any]]:
    """A side's units as the battle reports them: commanders' units first, then the plan's units."""
    cmds = [{"type": CAT.commanders[c.commander].unit_type, "commander": c.commander} for c in side.commanders]
    units = cmds + [{"type": u.type, "commander": None} for u in side.units]
    return [u | {"strength": CAT.units[u["type"]].strength, "figures": min(f, CAT.units[u["type"]].strength)}
            for u, f in zip(units, figures)]


def _pending(req: dict[str, Any], plan: Any) -> dict[str, Any]:
    return {"attacker": req["attacker"]["house"], "defender": req["defender"]["house"],
            "attacking": req["attacker"]["armies"], "defending": req["defender"]["armies"],
            "stands_for": plan.stands_for, "plan": plan.scenario.model_dump(mode="json")}


def _check(pending: dict[str, Any], winners: tuple[str, ...], out: dict[str, Any]) -> None:
    att, dfn = pending["attacking"], pending["defending"]
    assert 0 <= out["attacker_losses"] <= att and 0 <= out["defender_losses"] <= dfn
    assert out["conquered"] == (pending["attacker"] in winners)
    if out["conquered"]:
        assert out["defender_losses"] == dfn and 1 <= out["engaged"] == att - out["attacker_losses"]
    else:
        assert dfn - out["defender_losses"] >= 1


@settings(max_examples=80, deadline=None)
@given(requests(), st.integers(0, 2**32), st.data())
def test_any_battle_outcome_gives_back_no_more_armies_than_were_committed(req: dict[str, Any], seed: int,
                                                                         data: Any) -> None:
    plan = generate_plan(req, seed)
    sides = {}
    for side in plan.scenario.sides:
        n = len(side.commanders) + len(side.units)
        sides[side.house] = {"units": _units(side, data.draw(st.lists(st.integers(0, 4), min_size=n, max_size=n)))}
    winner = data.draw(st.sampled_from([req["attacker"]["house"], req["defender"]["house"]]))
    pending = _pending(req, plan)
    _check(pending, (winner,), hex_outcome(pending, (winner,), {"sides": sides}))
    for house, side in sides.items():                 # more figures left never gives fewer armies
        plain = [u for u in side["units"] if u["commander"] is None]
        fuller = [u | {"figures": u["strength"]} for u in plain]
        assert armies_back(plan.stands_for[house], plain) <= armies_back(plan.stands_for[house], fuller) \
            == sum(plan.stands_for[house])


def test_battles_played_out_give_back_what_their_figures_say() -> None:
    req = {"attacker": {"house": "martell", "armies": 6, "knights": 1}, "defender": {"house": "neutral", "armies": 4},
           "territory": {"name": "Yronwood", "region": "Dorne", "castle": True}}
    for seed in range(3):
        plan = generate_plan(req, seed)
        s = Session.start("battlelore", {"scenario": plan.scenario.model_dump(mode="json")}, seed,
                          {"martell": "random", "neutral": "random"}, fast=True)
        s.run()
        res = s.result()
        units = res.outcome["sides"]
        assert [len(units[h]["units"]) for h in ("martell", "neutral")] == \
            [len(sd.commanders) + len(sd.units) for sd in plan.scenario.sides]
        assert all(0 <= u["figures"] <= u["strength"] for sd in units.values() for u in sd["units"])
        pending = _pending(req, plan)
        _check(pending, res.winners, hex_outcome(pending, res.winners, res.outcome))
