"""What one house may know: the state with every secret of the others masked, as a copy.

Masked: others' orders until the reveal (one-use orders too: absent while they are chosen, face down while
the regular ones are placed, their tokens still counted as unused), others' secret choices (bids, a battle's
house card) until they are revealed, the order of the Westeros and wildling decks (their contents are public:
each card goes back under its deck), the Rng; with the fog-of-war option, enemy units and orders beyond the
areas next to the ones the house controls. House cards in hand are public in this game (every discard is face up).
The masked copy has the state's shape, so an AI search can fill the unknowns in and play on.
"""
from __future__ import annotations

from .common import board_of, controller
from .state import AgotState

HIDDEN = "hidden"


def view(state: AgotState, seat: str) -> AgotState:
    v = state.clone()
    v.rng = 0
    v.viewer = seat                      # an agent is told its seat by the view it decides from
    if state.step == "planning":
        v.orders = {a: (t if state.owner.get(a) == seat else HIDDEN) for a, t in state.orders.items()}
    if state.step in ("one_use_planning", "planning"):
        _mask_one_use(v, state, seat)
    secret = v.pending.get("secret")
    if isinstance(secret, dict):
        v.pending["secret"] = {h: (c if h == seat else HIDDEN) for h, c in secret.items()}
    b = v.battle
    if b is not None and not b.revealed:
        b.cards = {h: (c if h == seat else HIDDEN) for h, c in b.cards.items()}
    v.decks = [sorted(d) for d in state.decks]
    top = state.wildling_deck[:1] if state.peeked == seat else []
    v.wildling_deck = top + sorted(state.wildling_deck[len(top):])
    if state.option("fog-of-war"):
        _fog(v, state, seat)
    return v


def _mask_one_use(v: AgotState, state: AgotState, seat: str) -> None:
    for area, (house, tid) in state.one_use_orders.items():
        if house == seat:
            continue
        v.one_use_left[house] = sorted(v.one_use_left[house] + [tid])
        if state.step == "planning":
            v.one_use_orders[area] = [house, HIDDEN]
        else:
            del v.one_use_orders[area]


def visible_areas(state: AgotState, seat: str) -> set[str]:
    board = board_of(state)
    mine = {a for a in board.areas if controller(state, a) == seat}
    return mine | {n for a in mine for n in board.neighbours(a)}


def battle_areas(state: AgotState, seat: str) -> set[str]:
    """A house fighting or supporting in the battle under way sees its area and every support around it,
    as players at the table do; the others see only what is in their sight."""
    b = state.battle
    if b is None:
        return set()
    areas = {b.area, b.origin} | set(b.supports) | set(b.to_declare)
    involved = seat in b.houses or any(state.owner.get(a) == seat for a in areas)
    return areas if involved else set()


def _fog(v: AgotState, state: AgotState, seat: str) -> None:
    seen = visible_areas(state, seat) | battle_areas(state, seat)
    if v.battle is not None:             # a support in an unseen area is not known to exist
        v.battle.supports = {a: h for a, h in v.battle.supports.items() if a in seen}
        v.battle.to_declare = [a for a in v.battle.to_declare if a in seen]
    for area, house in state.owner.items():
        if house != seat and area not in seen:
            v.units.pop(area, None)
            v.routed.pop(area, None)
            v.owner.pop(area, None)
            v.orders.pop(area, None)
            v.one_use_orders.pop(area, None)
