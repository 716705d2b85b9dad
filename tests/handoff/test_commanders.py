"""Persistent commanders (docs/decisions.md "Persistent commanders"): the lords of a house lead its hex
battles from one battle to the next; a captured lord is the captor's prisoner for 3 rounds (sooner free if
the captor is out, exchanged at once for a prisoner of the captor's house), leads no battle meanwhile; a
lord with 3 victories is a veteran and leads as a red commander."""
from __future__ import annotations

from typing import Any

from strategic.handoff.plan import generate_plan
from strategic.risk.game import RISK
from strategic.risk.rules.hexes import (CAPTIVITY_ROUNDS, VETERAN_WINS, battle_request, held, lords, plan_invasion,
                                        record_commanders)
from strategic.risk.rules.geo import geo
from strategic.risk.rules.state import RiskState
from tactical.catalog import load_catalog

CAT = load_catalog()
STARK = sorted({c.person for c in CAT.commanders.values() if c.house == "stark"})
REQ: dict[str, Any] = {"attacker": {"house": "stark", "armies": 12}, "defender": {"house": "lannister", "armies": 9},
                       "territory": {"name": "Riverrun", "region": "The Riverlands", "castle": True}}


def _state() -> RiskState:
    return RISK.new_game({"rules": "skirmish", "players": 3, "map": "mini", "battles": "hexes"}, 4)[0]


def _border(state: RiskState, attacker: str, defender: str) -> tuple[str, str]:
    g = geo(state.map)
    return next((s, d) for s, o in state.owner.items() if o == attacker for d in g.neighbours[s]
                if state.owner[d] == defender)


def test_a_plan_fields_only_the_free_lords_and_its_veterans_lead_red() -> None:
    plan = generate_plan(REQ | {"attacker": REQ["attacker"] | {"lords": ["robb", "eddard"], "veterans": ["robb"]}}, 3)
    att = plan.scenario.sides[0]
    people = {CAT.commanders[c.commander].person: c.rank for c in att.commanders}
    assert set(people) == {"robb", "eddard"} and people == {"robb": "red", "eddard": "blue"}
    assert "a veteran" in plan.scenario.briefing
    alone = generate_plan(REQ | {"attacker": REQ["attacker"] | {"lords": []}}, 3)
    assert alone.scenario.sides[0].commanders == () and "no lord" in alone.scenario.briefing


def test_a_house_without_records_is_planned_as_before() -> None:
    state = _state()
    src, dst = _border(state, "stark", "lannister")
    assert "lords" not in battle_request(state, src, dst, 3)["attacker"] and lords(state, "stark") == {}


def test_a_prisoner_leads_no_battle_until_released() -> None:
    state = _state()
    src, dst = _border(state, "stark", "lannister")
    state.armies[src] = 20
    free = "robb"
    state.commanders["stark"] = {p: {"wins": 0, "captor": "lannister", "until": state.round + 2, "card": "x"}
                                 for p in STARK if p != free}
    for seed in range(5):
        plan = plan_invasion(state, src, dst, 19, seed)["plan"]
        assert {CAT.commanders[c["commander"]].person for c in plan["sides"][0]["commanders"]} == {free}
    state.round += 2                                    # their time is up
    assert not any(held(state, r) for r in state.commanders["stark"].values())
    state.round -= 2
    state.players["lannister"].eliminated = True        # or their captor is out of the game
    assert lords(state, "stark")["lords"] == STARK


def _pending(state: RiskState, seed: int) -> dict[str, Any]:
    src, dst = _border(state, "stark", "lannister")
    return {"attacker": "stark", "defender": "lannister", "src": src, "dst": dst} | plan_invasion(state, src, dst, 3, seed)


def test_the_winners_count_a_victory_and_a_captured_lord_is_a_prisoner_for_three_rounds() -> None:
    state = _state()
    p = _pending(state, 1)
    mine = [c["commander"] for c in p["plan"]["sides"][0]["commanders"]]
    theirs = [c["commander"] for c in p["plan"]["sides"][1]["commanders"]]
    events: list[Any] = []
    record_commanders(state, p, ("stark",), {"stark": [theirs[0]]}, events)
    person = CAT.commanders[theirs[0]].person
    assert all(state.commanders["stark"][CAT.commanders[c].person]["wins"] == 1 for c in mine)
    assert state.commanders["lannister"][person] == {"wins": 0, "captor": "stark", "until": state.round + CAPTIVITY_ROUNDS,
                                                     "card": theirs[0]}
    assert lords(state, "lannister")["lords"].count(person) == 0
    assert [e.kind for e in events] == ["prisoner"]


def test_a_lord_taken_by_a_house_that_holds_one_of_the_captors_lords_is_exchanged_at_once() -> None:
    state = _state()
    p = _pending(state, 2)
    mine = p["plan"]["sides"][0]["commanders"][0]["commander"]
    held_by_stark = "tywin"
    state.commanders["lannister"] = {held_by_stark: {"wins": 0, "captor": "stark", "until": state.round + 1,
                                                     "card": "tywin_lord_of_casterly_rock"}}
    events: list[Any] = []
    record_commanders(state, p, ("lannister",), {"lannister": [mine]}, events)
    assert not held(state, state.commanders["lannister"][held_by_stark])
    assert not held(state, state.commanders["stark"][CAT.commanders[mine].person])
    assert [e.kind for e in events] == ["exchange"] and events[0].data["freed"] == "tywin_lord_of_casterly_rock"


def test_three_victories_make_a_veteran() -> None:
    state = _state()
    for n in range(VETERAN_WINS):
        p = _pending(state, 5)
        events: list[Any] = []
        record_commanders(state, p, ("stark",), {}, events)
    lead = CAT.commanders[p["plan"]["sides"][0]["commanders"][0]["commander"]].person
    assert lead in lords(state, "stark")["veterans"] and [e.kind for e in events] == ["veteran"]
    assert p["plan"]["sides"][0]["commanders"][0]["rank"] == "blue"
    assert _pending(state, 5)["plan"]["sides"][0]["commanders"][0]["rank"] == "red"
