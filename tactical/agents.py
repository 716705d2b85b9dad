"""Baseline agents: a random legal player and a greedy one. Both see only `view()`.

The greedy agent prefers the attack with the most expected hits, plays the card or token that orders
the most units that can attack, keeps units inside a commander's zone of control, and avoids retreat
hexes with no way out. It is the yardstick the real AI (tactical/ai/) is measured against.
"""
from __future__ import annotations

from typing import Sequence

from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.protocol import Rng
from tactical.rules import combat as C
from tactical.rules.actions import (Action, AdvanceTo, Attack, Choose, Done, Hold, Keep, Move, Pass, PlayCard,
                                    Reroll, RetreatTo, Select, UseOrderToken, WarDogs)
from tactical.rules.state import BattleState, Unit
from tactical.rules.units import unit_class
from tactical.rules.zoc import in_zoc, zoc_hexes


class RandomAgent:
    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.rng = Rng(seed)
        self.name = name

    def choose(self, view: BattleState, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))


class GreedyAgent:
    """One-step lookahead with simple, explainable preferences."""

    def __init__(self, seed: int = 0, name: str = "greedy") -> None:
        self.rng = Rng(seed)
        self.name = name

    def choose(self, view: BattleState, legal: Sequence[Action]) -> Action:
        scored = [(self._score(view, a), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        ties = [i for s, i in scored if s == best]
        return legal[self.rng.choice(ties)]

    def _score(self, v: BattleState, a: Action) -> float:
        fn = SCORERS.get(type(a))
        return fn(v, a) if fn else 0.0


def _attack_score(v: BattleState, a) -> float:
    return 10.0 + C.expected_hits(v, a.unit, a.target) * 10 + (5 if v.units[a.target].figures <= 1 else 0)


def _move_score(v: BattleState, a: Move) -> float:
    """Move toward the nearest enemy, ending where the unit can attack, inside a friendly ZoC."""
    grid = grid_for(v.cols, v.rows)
    u = v.units[a.unit]
    enemies = [e.hex for e in v.alive(v.enemy(u.house))]
    if not enemies:
        return 0.0
    before = min(grid.distance(u.hex, e) for e in enemies)
    after = min(grid.distance(a.to, e) for e in enemies)
    zoc = set().union(*(zoc_hexes(v, c) for c in v.sides[u.house].commanders)) if v.sides[u.house].commanders else set()
    reach = 4 if _is_ranged(v, u) else 1
    return 2.0 + (before - after) + (3 if after <= reach else 0) + (1 if a.to in zoc else 0)


def _is_ranged(v: BattleState, u: Unit) -> bool:
    return unit_class(u) == "ranged"


def _token_score(v: BattleState, a: UseOrderToken) -> float:
    u = v.units[a.unit]
    base = 6.0 - (2 if a.count == 2 else 0) - (1 if a.token == "valor" else 0)
    return base + (3 if C.attack_targets(v, u.id) else 0) + {"green": 0, "blue": 0.5, "red": 1}[u.rank]


def _card_score(v: BattleState, a: PlayCard) -> float:
    card = load_catalog().cards[a.card]
    ordered = sum(card.commands[i].order if card.commands[i].order != "all" else 3 for i in a.commands)
    house = v.active
    in_reach = sum(1 for u in v.alive(house) if u.ready and in_zoc(v, a.commander, u))
    return 5.0 + min(ordered, in_reach) * 2.5 + (1 if a.tactic else 0)


def _retreat_score(v: BattleState, a: RetreatTo) -> float:
    grid = grid_for(v.cols, v.rows)
    occupied = {u.hex for u in v.units if u.hex >= 0}
    return float(sum(1 for n in grid.neighbours(a.hex) if n not in occupied))


SCORERS = {
    Attack: _attack_score, WarDogs: lambda v, a: 8.0, Move: _move_score, Hold: lambda v, a: 1.5,
    UseOrderToken: _token_score, PlayCard: _card_score, Pass: lambda v, a: 0.0, Select: lambda v, a: 3.0,
    Done: lambda v, a: 0.5, Choose: lambda v, a: 1.0 if a.yes else 0.0, Reroll: lambda v, a: 1.0 if a.face else 0.5,
    RetreatTo: _retreat_score, AdvanceTo: lambda v, a: 2.0, Keep: lambda v, a: 1.0,
}
