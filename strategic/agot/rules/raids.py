"""Resolving raids: one raid order at a time, each house in turn in the Iron Throne order.

A raid removes an adjacent enemy Support, Raid or Consolidate order (seed 000); a raid on land reaches only
land, a raid at sea reaches land or sea, and ships in a port raid only their sea (2nd edition). Raiding a
Consolidate order plunders one power token (2nd edition: the victim also loses one). The special raid removes
two orders in the 1st edition; in the 2nd it removes one, and may take a Defend order. A raid may always be
removed without effect. With the site's one-use orders option, a one-use order with the raid or consolidate
icon is raided like those orders (both orders of an area go at once), and the raid-icon ones are resolved
here in turn with the raids (`Activate`, rules/one_use_orders.py).
"""
from __future__ import annotations

from .actions import Activate, Raid
from .common import Events, board_of, event, give_turn, illegal, the_actor
from .planning import lion_barred, one_use_areas, one_use_icon, order_kind, token
from .power import gain_power, lose_power
from .state import AgotState

RAIDABLE = frozenset({"support", "raid", "consolidate"})
REACH = {"land": ("land",), "sea": ("land", "sea", "port"), "port": ("sea",)}   # raider's area -> targets' kinds


def raid_orders(state: AgotState, house: str) -> list[str]:
    return [a for a, t in state.orders.items() if state.owner.get(a) == house and token(t).kind == "raid"]


def raidable(state: AgotState, area: str) -> frozenset[str]:
    """The order kinds the raid in `area` removes."""
    special = token(state.orders[area]).special
    return RAIDABLE | ({"defend"} if special and state.edition == 2 else set())


def targets(state: AgotState, area: str) -> list[str]:
    board = board_of(state)
    house = state.owner[area]
    kinds = raidable(state, area)
    reach = REACH[board.areas[area].kind]
    return sorted(t for t in board.neighbours(area)
                  if board.areas[t].kind in reach and state.owner.get(t) not in (None, house)
                  and (order_kind(state, t) in kinds or one_use_icon(state, t) in kinds)
                  and not lion_barred(state, house, t))


def begin(state: AgotState, events: Events) -> None:
    state.cursor = 0
    next_raid(state, events)


def next_raid(state: AgotState, events: Events) -> None:
    if not give_turn(state, lambda h: bool(raid_orders(state, h) or one_use_areas(state, h, "raid")), "raid"):
        state.step = "marches_begin"


def legal_raid(state: AgotState, house: str) -> list[object]:
    second = state.pending.get("second")
    areas = [second] if second else raid_orders(state, house)
    out: list[object] = [Raid(a, t) for a in areas for t in targets(state, a)]
    out += [Raid(a, None) for a in areas]
    return out + ([] if second else [Activate(a) for a in one_use_areas(state, house, "raid")])


def raid(state: AgotState, house: str, a: Raid, events: Events) -> None:
    if a.area not in state.orders or state.owner.get(a.area) != house or token(state.orders[a.area]).kind != "raid":
        illegal(a, "not one of your raid orders")
    if a.target is not None and a.target not in targets(state, a.area):
        illegal(a, "a raid removes an adjacent enemy Support, Raid or Consolidate order it can reach")
    if a.target is None:
        event(events, "raid", house=house, area=a.area, target=None)
        del state.orders[a.area]
        next_raid(state, events)
        return
    victim = state.owner[a.target]
    kind = order_kind(state, a.target)
    kinds = raidable(state, a.area)
    if kind in kinds:
        del state.orders[a.target]
    one_use = state.one_use_orders.pop(a.target)[1] if one_use_icon(state, a.target) in kinds else None
    event(events, "raid", house=house, area=a.area, target=a.target, victim=victim,
          kind=kind if kind in kinds else None, one_use=one_use)
    if kind == "consolidate":
        gain_power(state, house, 1, events, "plunder")
        if state.edition == 2:
            lose_power(state, victim, 1, events, "plundered")
    if state.edition == 1 and token(state.orders[a.area]).special and not state.pending.get("second") \
            and targets(state, a.area):
        state.pending["second"] = a.area          # the 1st edition's special raid takes a second order
        return
    del state.orders[a.area]
    next_raid(state, events)


STEPS = {"raid": (the_actor, legal_raid)}
HANDLERS = {Raid: {"raid": raid}}
AUTO = {"raids_begin": begin}
