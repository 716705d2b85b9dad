"""The fog-of-war option on events (seed 001: "chaque joueur ne verra que les unités adverses dans les zones
adjacentes des zones qu'il contrôle"): an event about areas goes only to the houses it names and those that
see one of its areas; the reveal of the orders (and of the one-use orders) is cut into one event per house
with what it sees.

`view.py` hides the same units and orders in the state itself; both read `visible_areas` and `battle_areas`.
"""
from __future__ import annotations

from tactical.protocol import Event

from .state import AgotState
from .view import battle_areas, visible_areas

AREA_KEYS = ("area", "frm", "to", "target")
HOUSE_KEYS = ("house", "attacker", "defender", "winner", "loser", "victim", "side")
PUBLIC = frozenset({"setup", "round", "planning", "westeros_cards", "westeros_card", "westeros_resolve",
                    "wildling_threat", "game_over", "power", "hand_returns", "bids_revealed"})


def veil(state: AgotState, events: list[Event]) -> list[Event]:
    if not events:
        return events
    sight = {h: visible_areas(state, h) | battle_areas(state, h) for h in state.houses}
    out: list[Event] = []
    for e in events:
        if e.kind in ("orders_revealed", "one_use_revealed"):
            out += [Event(e.kind, {"orders": {a: t for a, t in e.data["orders"].items()
                                              if a in sight[h] or state.owner.get(a) == h}}, frozenset({h}))
                    for h in state.houses]
            continue
        areas = {e.data[k] for k in AREA_KEYS if isinstance(e.data.get(k), str)}
        if e.kind in PUBLIC or not areas:
            out.append(e)
            continue
        named = {e.data[k] for k in HOUSE_KEYS if isinstance(e.data.get(k), str)}
        seers = frozenset(h for h in state.houses if h in named or sight[h] & areas)
        out.append(e if e.audience is not None else Event(e.kind, e.data, seers))
    return out
