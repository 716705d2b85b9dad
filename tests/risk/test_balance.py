"""The balance measurement's one experiment outside the rules: rotating the Domination turn order so
house and seat can be told apart (`run.py risk-balance --rotate`)."""
from __future__ import annotations

from strategic.risk.ai.agents import RandomAgent
from strategic.risk.balance import Tally, rotate
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.view import view

from .conftest import act, new


def test_a_rotated_order_claims_plays_and_pays_start_bonuses_by_the_new_positions():
    s, _ = new("domination", 3, 4, map_name="mini")
    rotate(s, 1)
    agent, first_claim, bonuses = RandomAgent(2), None, {}
    while s.phase in ("setup_objectives", "claim"):
        if s.phase == "claim" and first_claim is None:
            first_claim = s.actor
        s, events = act(s, agent.choose(view(s, s.actor), legal_actions(s, s.actor)))
        bonuses.update({e.data["house"]: e.data["gold"] for e in events if e.kind == "start_bonus"})
    assert s.seats == ["baratheon", "lannister", "stark"] and first_claim == "baratheon"
    assert bonuses == {"stark": 300}                     # the 3rd player's 300 gold follows the seat
    assert s.active == "baratheon"
    s.result = {"reason": "victory_points", "winners": ["stark"], "round": 7}
    tally = Tally()
    tally.add(s)
    assert tally.by_house == {"stark": 1} and tally.by_position == {3: 1} and tally.rounds == 7
