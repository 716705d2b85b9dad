"""Every Risk agent decides from its view alone: perturbing everything its seat may not know (the other
houses' territory cards, objectives and maester cards, the order of every deck, the objectives another
house is choosing between, the RNG and a pending battle's seed) changes neither the legal actions nor
the view nor the action chosen."""
from __future__ import annotations

import pytest

from strategic.risk.ai.agents import make_agent
from strategic.risk.game import RISK
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.geo import geo
from strategic.risk.rules.state import RiskState
from tactical.protocol import Rng

from .conftest import new

KINDS = ("random", "greedy")


def perturbed(s: RiskState, seat: str, salt: int) -> RiskState:
    """`s` with every fact hidden from `seat` redrawn (same sizes: how many cards is public)."""
    p, rng = s.clone(), Rng(salt)
    g = geo(s.map)
    territories, (maester, _, objectives) = list(g.territories), lookup()
    for house, player in p.players.items():
        if house == seat:
            continue
        player.cards = [rng.choice(territories) for _ in player.cards]
        player.objectives = [rng.choice(sorted(objectives)) for _ in player.objectives]
        player.maester = [rng.choice(sorted(maester)) for _ in player.maester]
    for deck in (p.deck, p.maester_deck, p.objective_deck):
        rng.shuffle(deck)
    if "choice" in p.pending and p.actor != seat:
        p.pending["choice"] = [rng.choice(sorted(objectives)) for _ in p.pending["choice"]]
    if "seed" in p.pending:
        p.pending["seed"] = rng.next_u64()
    p.rng = rng.next_u64()
    return p


def positions(rules: str, players: int, seed: int, battles: str = "dice", every: int = 7) -> list[RiskState]:
    """States along a greedy game, one every `every` actions."""
    s, _ = new(rules, players, seed, map_name="mini", max_rounds=20, battles=battles)
    agents = {h: make_agent("greedy", i) for i, h in enumerate(s.seats)}
    out, n = [], 0
    while s.result is None and len(out) < 120:
        seat = s.actor
        if n % every == 0:
            out.append(s.clone())
        s, _ = RISK.apply(s, seat, agents[seat].choose(RISK.view(s, seat), RISK.legal_actions(s, seat)))
        n += 1
    return out


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("rules, players, seed", [("domination", 3, 1), ("domination", 4, 2), ("skirmish", 3, 3)])
def test_an_agent_chooses_the_same_whatever_it_cannot_see(kind, rules, players, seed):
    checked = 0
    for s in positions(rules, players, seed):
        seat = s.actor
        for salt in (1, 2):
            other = perturbed(s, seat, salt)
            legal = RISK.legal_actions(s, seat)
            assert RISK.legal_actions(other, seat) == legal
            assert RISK.view(other, seat).to_dict() == RISK.view(s, seat).to_dict()
            a = make_agent(kind, 5).choose(RISK.view(s, seat), legal)
            b = make_agent(kind, 5).choose(RISK.view(other, seat), legal)
            assert a == b, (s.phase, a, b)
            checked += 1
    assert checked > 40


def test_the_perturbation_reaches_what_the_view_hides():
    """The check above is not empty: the hidden parts did change."""
    s = next(x for x in positions("domination", 3, 1) if any(p.cards for h, p in x.players.items() if h != x.actor))
    other = perturbed(s, s.actor, 1)
    assert other.rng != s.rng and other.deck != s.deck
    assert any(other.players[h].cards != s.players[h].cards for h in s.seats if h != s.actor)
