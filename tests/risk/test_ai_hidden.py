"""The Risk AI's levels decide from their view alone: perturbing everything a seat may not know (the other
houses' territory cards, objectives and maester cards, the order of every deck, the objectives another
house is choosing between, the RNG, hence every future die) leaves easy's, normal's and hard's choices
where they were, over positions of Skirmish and Domination games."""
from __future__ import annotations

import pytest

from strategic.risk.ai.agents import make_agent
from strategic.risk.ai.planner import PlannerAgent
from strategic.risk.game import RISK

from .test_hidden import perturbed, positions


@pytest.mark.parametrize("kind", ("easy", "normal", "hard"))
@pytest.mark.parametrize("rules, players, seed", [("domination", 3, 1), ("skirmish", 3, 3)])
def test_a_level_chooses_the_same_whatever_it_cannot_see(kind, rules, players, seed):
    checked = 0
    for s in positions(rules, players, seed, every=5):
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        other = perturbed(s, seat, 7)
        assert RISK.view(other, seat).to_dict() == RISK.view(s, seat).to_dict()
        a = make_agent(kind, 5).choose(RISK.view(s, seat), legal)
        b = make_agent(kind, 5).choose(RISK.view(other, seat), legal)
        assert a == b, (s.phase, a, b)
        checked += 1
    assert checked > 20


def test_hard_remembers_only_what_it_could_see():
    """Hard reads its rivals from their past turns in a Skirmish (`rivals.py`), so it carries memory from
    decision to decision: one hard agent a house carried through a game on the real views, and a twin on
    views of the same states with everything hidden redrawn at every step, choose alike throughout and end
    with the same reading."""
    real: dict[str, PlannerAgent] = {}
    twin: dict[str, PlannerAgent] = {}
    for i, s in enumerate(positions("skirmish", 3, 3, every=2)):
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        a = real.setdefault(seat, PlannerAgent("hard", 5)).choose(RISK.view(s, seat), legal)
        b = twin.setdefault(seat, PlannerAgent("hard", 5)).choose(RISK.view(perturbed(s, seat, i), seat), legal)
        assert a == b, (s.round, s.phase, a, b)
    assert any(agent.rivals.matches for agent in real.values())
    assert {h: agent.rivals.matches for h, agent in real.items()} == {h: agent.rivals.matches for h, agent in twin.items()}
