"""Consolidating power, the last step of the action phase.

Each Consolidate order still on the board gives its house one power token plus one per crown in the area
(seed 000). In the 2nd edition an order at sea gives nothing, one in a port gives one token if no enemy ship
is in the port's sea, and the special order on a castle or stronghold may muster there instead. Without the
site's "classic consolidation" option the orders that leave nothing to choose are resolved at once; with it,
every house resolves its orders one by one in the Iron Throne order, in the order it likes. With the
fortifications option an order on land may build a fortification instead of gaining power (at most nine on
the board, one per area, never in a port). With the site's one-use orders option, the consolidate-icon one-use
orders are resolved here too, one at a time in turn order (`Activate`, rules/one_use_orders.py).
"""
from __future__ import annotations

from .actions import Activate, Consolidate
from .common import Events, board_of, event, give_turn, illegal, the_actor
from .planning import one_use_areas, token
from .power import gain_power
from .state import AgotState


def consolidate_orders(state: AgotState, house: str) -> list[str]:
    return sorted(a for a, t in state.orders.items() if state.owner.get(a) == house and token(t).kind == "consolidate")


def may_muster(state: AgotState, area: str) -> bool:
    return (state.edition == 2 and token(state.orders[area]).special
            and board_of(state).is_land(area) and board_of(state).areas[area].castle > 0)


MAX_FORTIFICATIONS = 9


def may_fortify(state: AgotState, area: str) -> bool:
    return (state.option("fortifications") and board_of(state).is_land(area) and area not in state.fortifications
            and len(state.fortifications) < MAX_FORTIFICATIONS)


def income(state: AgotState, area: str) -> int:
    board = board_of(state)
    a = board.areas[area]
    if a.kind == "land":
        return 1 + a.crowns
    if a.kind == "port" and a.port_sea:
        enemy = state.owner.get(a.port_sea)
        return 1 if enemy in (None, state.owner[area]) else 0
    return 0


def begin(state: AgotState, events: Events) -> None:
    state.cursor = 0
    if not state.option("classic-consolidation"):
        for area in sorted(state.orders):
            house = state.owner.get(area)
            if house and token(state.orders[area]).kind == "consolidate" and not may_muster(state, area) \
                    and not may_fortify(state, area):
                resolve(state, house, area, events)
    next_consolidation(state, events)


def next_consolidation(state: AgotState, events: Events) -> None:
    if not give_turn(state, lambda h: bool(consolidate_orders(state, h) or one_use_areas(state, h, "consolidate")),
                     "consolidation"):
        state.step = "action_end"


def resolve(state: AgotState, house: str, area: str, events: Events) -> None:
    del state.orders[area]
    gained = gain_power(state, house, income(state, area), events, "consolidate")
    event(events, "consolidated", house=house, area=area, power=gained)


def legal(state: AgotState, house: str) -> list[object]:
    out: list[object] = []
    for area in consolidate_orders(state, house):
        out.append(Consolidate(area, False))
        if may_muster(state, area):
            out.append(Consolidate(area, True))
        if may_fortify(state, area):
            out.append(Consolidate(area, fortify=True))
    return out + [Activate(a) for a in one_use_areas(state, house, "consolidate")]


def consolidate(state: AgotState, house: str, a: Consolidate, events: Events) -> None:
    if a.area not in consolidate_orders(state, house) or (a.muster and not may_muster(state, a.area)) \
            or (a.fortify and not may_fortify(state, a.area)) or (a.muster and a.fortify):
        illegal(a, "not one of your consolidate orders (mustering needs the special order on a castle, "
                   "a fortification a land area without one)")
    if a.fortify:
        del state.orders[a.area]
        state.fortifications.append(a.area)
        event(events, "fortified", house=house, area=a.area)
        next_consolidation(state, events)
        return
    if not a.muster:
        resolve(state, house, a.area, events)
        next_consolidation(state, events)
        return
    del state.orders[a.area]
    event(events, "consolidate_muster", house=house, area=a.area)
    state.pending = {"muster": {"houses": [house], "castles": {house: [a.area]}, "then": "consolidation_next"}}
    state.step = "muster_begin"


STEPS = {"consolidation": (the_actor, legal)}
HANDLERS = {Consolidate: {"consolidation": consolidate}}
AUTO = {"consolidation_begin": begin, "consolidation_next": next_consolidation}
