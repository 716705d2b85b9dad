"""Invasions fought on the BattleLore hex battlefield (setup `battles="hexes"`, or `"ask"` when the
attacker chooses it): the battle request made from the Risk state, and the battle's figures made armies
again, both by the hand-off's one table (strategic/handoff, docs/decisions.md "Battle hand-off").

The plan is generated when the invasion is launched, from a seed drawn from the Risk Rng, and kept in
the pending invasion, so the state (and a save) holds the very battle that is fought.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from tactical.protocol import IllegalAction

from strategic.handoff.houses import battle_house
from strategic.handoff.plan import generate_plan
from strategic.handoff.table import armies_back, survivors

from .geo import geo
from .state import RiskState


def battle_request(state: RiskState, src: str, dst: str, attacking: int) -> dict[str, Any]:
    """The request for the battle: houses, the armies each side commits with its special units, and the
    territory with its region and features."""
    g = geo(state.map)
    attacker, defender = state.owner[src], state.owner[dst]
    at, dt = state.units.get(src) or {}, state.units.get(dst) or {}
    return {
        "attacker": {"house": battle_house(attacker), "armies": attacking, "knights": at.get("knight", 0),
                     "siege": at.get("siege", 0)},
        "defender": {"house": battle_house(defender), "armies": state.armies[dst], "knights": dt.get("knight", 0),
                     "siege": dt.get("siege", 0)},
        "territory": {"name": dst, "region": g.region_of[dst], "castle": dst in g.castles, "port": dst in g.ports,
                      "seat": dst in g.seats.values(), "fortification": bool(dt.get("fortification"))},
        "src": src,
    }


def plan_invasion(state: RiskState, src: str, dst: str, attacking: int, seed: int) -> dict[str, Any]:
    """What the pending invasion keeps: the battle plan (JSON) and the armies each unit stands for."""
    plan = generate_plan(battle_request(state, src, dst, attacking), seed)
    return {"plan": plan.scenario.model_dump(mode="json"), "stands_for": plan.stands_for}


def hex_outcome(pending: Mapping[str, Any], winners: Sequence[str], outcome: Mapping[str, Any]) -> dict[str, Any]:
    """The battle's result as the invasion's outcome (losses, conquered, the armies that move in): each
    side's surviving figures made armies by the table; the attacker takes the territory if it won."""
    attacker, defender = pending["attacker"], pending["defender"]
    won = attacker in winners
    try:
        sides = outcome["sides"]
        left = {h: armies_back(pending["stands_for"][battle_house(h)], sides[battle_house(h)]["units"])
                for h in (attacker, defender)}
    except (KeyError, TypeError, ValueError) as exc:
        raise IllegalAction(f"not a hex battle outcome for {attacker} against {defender}: {exc}") from None
    att_left = survivors(pending["attacking"], left[attacker], won, True)
    def_left = survivors(pending["defending"], left[defender], not won, False)
    return {"attacker_losses": pending["attacking"] - att_left, "defender_losses": pending["defending"] - def_left,
            "conquered": won, "engaged": att_left, "captured": captured(pending, sides)}


def captured(pending: Mapping[str, Any], sides: Mapping[str, Any]) -> dict[str, list[str]]:
    """The enemy commanders (ids) each house took prisoner, for the houses that took any; only commanders
    the plan fielded count, so a forged outcome cannot report others."""
    fielded = {c["commander"] for side in pending["plan"]["sides"] for c in side["commanders"]}
    out = {}
    for h in (pending["attacker"], pending["defender"]):
        took = sorted(c for c in sides[battle_house(h)].get("captured", []) if c in fielded)
        if took:
            out[h] = took
    return out
