"""The greedy baseline for A Game of Thrones: one small decision function per step of the rules, each
reading only the house's view (others' orders, bids and battle cards are "hidden" there) and the legal
actions, and answering at once (no search: a decision takes well under a millisecond).

What each step does is in the module that decides it: `orders` (planning, the raven), `marching`
(raids, marches, consolidation), `combat` (supports, house cards, the blade, casualties, retreats) and
`westeros` (mustering, bids, ties, the Westeros and wildling cards' questions). With the one-use orders
option it places none (it passes), so it never has one to activate.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from tactical.protocol import fill

from ..rules.actions import Activate, Battlefield, Pass
from . import combat, marching, orders, westeros

Decide = Callable[[Any, Sequence[Any]], Any]
DECIDE: dict[str, Decide] = {
    "planning": orders.place_order,
    "raven": orders.raven,
    "raven_peek": orders.raven,
    "raid": marching.raid,
    "march": marching.choose_march,
    "marching": marching.move,
    "consolidation": marching.consolidate,
    "battle_support": combat.support,
    "battle_accept": combat.accept,
    "battle_field": lambda view, legal: Battlefield(view.ai_battles == "hexes"),   # asked only if listed as human
    "battle_cards": combat.play_card,
    "battle_ability": combat.choose,
    "battle_blade": combat.blade,
    "battle_casualties": combat.casualty,
    "battle_retreat": combat.retreat,
    **westeros.DECIDE,
    "one_use_planning": lambda view, legal: Pass(),
    "one_use": lambda view, legal: Pass() if Pass() in legal else legal[0],
}


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed            # the greedy AI draws no chance: the same view gives the same choice

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        decide = DECIDE.get(view.step)
        plain = [a for a in legal if not isinstance(a, Activate)]
        action = decide(view, plain) if decide and plain else legal[0]
        return fill(action, min)
