"""Invasions fought on the BattleLore hex battlefield (setup `battles="hexes"`, or `"ask"` when the
attacker chooses it): the battle request made from the Risk state, and the battle's figures made armies
again, both by the hand-off's one table (strategic/handoff, docs/decisions.md "Battle hand-off").

The plan is generated when the invasion is launched, from a seed drawn from the Risk Rng, and kept in
the pending invasion, so the state (and a save) holds the very battle that is fought.

Commanders persist from battle to battle (`state.commanders`, by house and person, docs/decisions.md
"Persistent commanders"): a lord captured is the captor's prisoner for `CAPTIVITY_ROUNDS` rounds (or until
the captor is out of the game, or exchanged at once for a prisoner his house holds of the captor's), and
leads no battle meanwhile; a lord on the winning side who is not captured counts a victory, and with
`VETERAN_WINS` of them leads as a red commander.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from tactical.protocol import IllegalAction

from tactical.catalog import load_catalog

from strategic.handoff.houses import battle_house
from strategic.handoff.plan import generate_plan
from strategic.handoff.table import armies_back, survivors

from .battle import Modifiers
from .common import Events, emit
from .geo import geo
from .state import RiskState

CAPTIVITY_ROUNDS = 3
VETERAN_WINS = 3


def battle_request(state: RiskState, src: str, dst: str, attacking: int, cards: Sequence[Modifiers] = ()) -> dict[str, Any]:
    """The request for the battle: houses, the armies each side commits with its special units and what
    its cards add (`cards`: the attacker's and the defender's dice modifiers, knights and siege engines
    left out), and the territory with its region and features."""
    g = geo(state.map)
    attacker, defender = state.owner[src], state.owner[dst]
    at, dt = state.units.get(src) or {}, state.units.get(dst) or {}
    am, dm = cards or (Modifiers(), Modifiers())
    return {
        "attacker": {"house": battle_house(attacker), "armies": attacking, "knights": at.get("knight", 0),
                     "siege": at.get("siege", 0), "card_plus": am.plus, "card_d8": am.d8, **lords(state, attacker)},
        "defender": {"house": battle_house(defender), "armies": state.armies[dst], "knights": dt.get("knight", 0),
                     "siege": dt.get("siege", 0), "card_plus": dm.plus, "card_d8": dm.d8, **lords(state, defender)},
        "territory": {"name": dst, "region": g.region_of[dst], "castle": dst in g.castles, "port": dst in g.ports,
                      "seat": dst in g.seats.values(), "fortification": bool(dt.get("fortification"))},
        "src": src,
    }


def plan_invasion(state: RiskState, src: str, dst: str, attacking: int, seed: int,
                  cards: Sequence[Modifiers] = ()) -> dict[str, Any]:
    """What the pending invasion keeps: the battle plan (JSON) and the armies each unit stands for."""
    plan = generate_plan(battle_request(state, src, dst, attacking, cards), seed)
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


# ------------------------------------------------------------------ persistent commanders
def held(state: RiskState, record: Mapping[str, Any] | None) -> bool:
    """Whether a lord is a prisoner now (released when his time is up or his captor is out of the game)."""
    if not record or not record.get("captor"):
        return False
    captor = state.players.get(record["captor"])
    return state.round < record["until"] and not (captor is not None and captor.eliminated)


def lords(state: RiskState, house: str) -> dict[str, Any]:
    """The request's say on a side's commanders: the lords free to lead and the veterans (nothing while
    the house has no record, so a first battle is planned as any other)."""
    records = state.commanders.get(house)
    if not records:
        return {}
    persons = {c.person for c in load_catalog().commanders.values() if c.house == battle_house(house)}
    return {"lords": sorted(p for p in persons if not held(state, records.get(p))),
            "veterans": sorted(p for p, r in records.items() if r.get("wins", 0) >= VETERAN_WINS)}


def record_commanders(state: RiskState, pending: Mapping[str, Any], winners: Sequence[str],
                      taken: Mapping[str, Sequence[str]], events: Events) -> None:
    """After a hex battle: the lords captured become prisoners (or are exchanged), the winners' others
    count a victory."""
    person = {c.id: c.person for c in load_catalog().commanders.values()}
    prisoners = {person[c] for ids in taken.values() for c in ids}
    for side in pending["plan"]["sides"]:
        house = next(h for h in (pending["attacker"], pending["defender"]) if battle_house(h) == side["house"])
        for c in side["commanders"]:
            p = person[c["commander"]]
            rec = state.commanders.setdefault(house, {}).setdefault(p, {"wins": 0})
            if p not in prisoners and house in winners:
                rec["wins"] = rec.get("wins", 0) + 1
                if rec["wins"] == VETERAN_WINS:
                    emit(events, "veteran", house=house, commander=c["commander"])
    for captor, ids in taken.items():
        for c in ids:
            _imprison(state, captor, next(h for h in (pending["attacker"], pending["defender"]) if h != captor),
                      person[c], c, events)


def _imprison(state: RiskState, captor: str, house: str, person: str, commander: str, events: Events) -> None:
    """`person` of `house` is `captor`'s prisoner, unless his house holds one of the captor's lords: then
    the two are exchanged at once."""
    mine = state.commanders.setdefault(house, {})
    theirs = state.commanders.get(captor, {})
    swap = next((p for p, r in sorted(theirs.items()) if r.get("captor") == house and held(state, r)), None)
    if swap is not None:
        emit(events, "exchange", house=house, commander=commander, captor=captor, freed=theirs[swap]["card"])
        theirs[swap].update(captor="", until=0)
        return
    mine[person].update(captor=captor, until=state.round + CAPTIVITY_ROUNDS, card=commander)
    emit(events, "prisoner", house=house, commander=commander, captor=captor, until=state.round + CAPTIVITY_ROUNDS)
