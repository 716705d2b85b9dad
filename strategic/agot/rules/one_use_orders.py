"""The site's one-use orders option (seed 001, "Ordres à Usage Unique"): five tokens per house, each used once.

Planning gains a first step: every house at once may place one one-use order (`PlaceOneUse`, or `Pass`) in an
area with its units, never a port, where this round's Westeros card allows its icon (the tokens are special
orders, so "no March +1" forbids the Forced March); nobody sees the others' until the regular orders are
placed, face down like them, and all are revealed together (planning.reveal). An area may then hold one
regular and one one-use order; the Messenger Raven swaps only regular ones.

The icon says when a token acts: raid-icon ones in the raid step, in turn with the raids; the Forced March in
the march step; consolidate-icon ones in the consolidation step. The house whose turn it is picks
`Activate(area)`; the token is then gone for the game and its effect (`EFFECTS`, one per id of
`scenarios/agot/one-use-orders.json`) resolves at once or asks its owner in the "one_use" step: `Choose` an
area, a house or a card, `Pass` to stop, `Bring` units in (Forced March), `Move`/`EndMarch` (the Young Wolf,
a march that starts no battle). Raids remove raid- and consolidate-icon tokens like those orders (raids.py);
a token whose area lost its house's units is void.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Callable

from ..cards import OrderToken
from ..one_use import one_use_tokens
from . import raids
from .abilities import card_of
from .actions import Activate, Bring, Choose, EndMarch, Move, Pass, PlaceOneUse
from .battle import discard
from .common import (LAND_UNITS, Events, add_unit, board_of, check_castles, event, illegal, in_turn_order,
                     remove_unit, supply_allows, the_actor)
from .marches import can_leave_token, destinations, groups, leave_token, legal_move, move, move_kind
from .planning import drop_stranded_one_use, fits_area, forbidden, one_use_areas, order_kind, place_regular
from .power import gain_power, lose_power, on_board
from .state import AgotState

THEN = {"raid": "one_use_raids_next", "march": "march_next", "consolidate": "consolidation_next"}
ICON_OF_STEP = {"raid": "raid", "march": "march", "consolidation": "consolidate"}
MELISANDRE = "melisandre"


# ------------------------------------------------------------------ placing (the first step of planning)
@cache
def as_order(tid: str) -> OrderToken:
    """A one-use token seen as a special order of its icon (for the Westeros restrictions and the 1st edition's
    land-only Consolidate)."""
    return OrderToken(id=tid, kind=one_use_tokens()[tid].icon, bonus=0, special=True)


def placements(state: AgotState, house: str) -> list[PlaceOneUse]:
    board = board_of(state)
    tokens = [as_order(t) for t in sorted(set(state.one_use_left.get(house, [])))]
    tokens = [t for t in tokens if not forbidden(state, t)]
    areas = sorted(a for a, h in state.owner.items() if h == house and board.areas[a].kind != "port")
    return [PlaceOneUse(a, t.id) for a in areas for t in tokens if fits_area(state, a, t)]


def begin_placing(state: AgotState, events: Events) -> None:
    waiting = [h for h in state.order_of_play() if placements(state, h)]
    if not waiting:
        place_regular(state, events)
        return
    state.pending = {"one_use": waiting}
    state.step = "one_use_planning"


def legal_placing(state: AgotState, house: str) -> list[object]:
    return [*placements(state, house), Pass()]


def place(state: AgotState, house: str, a: PlaceOneUse, events: Events) -> None:
    if a not in placements(state, house):
        illegal(a, "a one-use order you still have, in an area of yours that is not a port, "
                   "where this round's Westeros card allows its icon")
    state.one_use_left[house].remove(a.token)
    state.one_use_orders[a.area] = [house, a.token]
    event(events, "one_use_placed", frozenset({house}), house=house, area=a.area, token=a.token)
    _chosen(state, house, events)


def pass_placing(state: AgotState, house: str, a: Pass, events: Events) -> None:
    _chosen(state, house, events)


def _chosen(state: AgotState, house: str, events: Events) -> None:
    """One house has placed or passed (both look alike to the others); when all have, the regular orders."""
    event(events, "one_use_chosen", house=house)
    state.pending["one_use"].remove(house)
    if state.pending["one_use"]:
        return
    state.pending = {}
    for area, (h, _) in sorted(state.one_use_orders.items()):
        event(events, "one_use_hidden", house=h, area=area)
    place_regular(state, events)


def _placers(state: AgotState) -> frozenset[str]:
    return frozenset(state.pending["one_use"])


# ------------------------------------------------------------------ resolving
def activate(state: AgotState, house: str, a: Activate, events: Events) -> None:
    icon = ICON_OF_STEP[state.step]
    if a.area not in one_use_areas(state, house, icon):
        illegal(a, f"not one of your one-use orders with the {icon} icon")
    tid = state.one_use_orders.pop(a.area)[1]
    event(events, "one_use_activated", house=house, area=a.area, token=tid)
    state.pending = {"actor": house, "area": a.area, "token": tid, "then": THEN[icon]}
    state.step = "one_use"
    EFFECTS[tid].start(state, house, a.area, events)
    _settle(state)


def _settle(state: AgotState) -> None:
    """The effect is over once it offers nothing more: back to the step it interrupted."""
    if state.step == "one_use" and not legal_effect(state, state.pending["actor"]):
        state.step = state.pending["then"]
        state.pending = {}


def legal_effect(state: AgotState, house: str) -> list[Any]:
    return EFFECTS[state.pending["token"]].legal(state, house)


def answer(state: AgotState, house: str, a: Choose | Pass, events: Events) -> None:
    if a not in legal_effect(state, house):
        illegal(a, "not an answer this one-use order offers now")
    EFFECTS[state.pending["token"]].answer(state, house, a.option if isinstance(a, Choose) else None, events)
    _settle(state)


def _houses_around(state: AgotState, area: str, besides: str) -> list[str]:
    """The other houses with units in an area next to `area`, in turn order."""
    return in_turn_order(state, {state.owner[n] for n in board_of(state).neighbours(area)
                                 if state.owner.get(n) not in (None, besides)})


def _void(state: AgotState, house: str, area: str, events: Events) -> None:
    """An area its house's units have all left loses its orders (seed 001: the second order goes too)."""
    if area in state.owner:
        return
    if area in state.orders:
        event(events, "order_void", house=house, area=area, token=state.orders.pop(area))
    drop_stranded_one_use(state, events)


def _nothing(state: AgotState, house: str) -> list[Any]:
    return []


def _start_nothing(state: AgotState, house: str, area: str, events: Events) -> None:
    return None


def _no_answer(state: AgotState, house: str, option: str | None, events: Events) -> None:
    state.pending["done"] = True


def _remove_order(state: AgotState, house: str, area: str, events: Events) -> None:
    event(events, "order_removed", house=house, owner=state.owner.get(area), token=state.orders.pop(area), area=area)


# ------------------------------------------------------------------ the common tokens
def _muster(state: AgotState, house: str, area: str, events: Events) -> None:
    """Muster with the castle or stronghold of this area (muster.py's contract), or nothing without one."""
    if not board_of(state).areas[area].castle:
        event(events, "one_use_void", house=house, area=area, token="muster")
        return
    state.pending = {"muster": {"houses": [house], "castles": {house: [area]}, "then": "consolidation_next"}}
    state.step = "muster_begin"


def _caravan(state: AgotState, house: str, area: str, events: Events) -> None:
    """The supply level rises by the area's barrels; the next Supply card's recount sets it back."""
    hs = state.house[house]
    hs.supply = min(hs.supply + board_of(state).areas[area].supply, len(state.supply_table) - 1)
    event(events, "supply_level", house=house, level=hs.supply)


def _forced_march_legal(state: AgotState, house: str) -> list[Any]:
    """Groups of standing units from the house's other areas that could march into this one (adjacent, or by
    the house's own ships), land units to land and ships to sea, within supply."""
    if state.pending.get("done"):
        return []
    area = state.pending["area"]
    out: list[Any] = []
    for frm in sorted(a for a, h in state.owner.items() if h == house and a != area):
        reach = {True: destinations(state, house, frm, True), False: destinations(state, house, frm, False)}
        for sel in groups(state.units.get(frm, [])):
            land = set(sel) <= LAND_UNITS
            if (land or set(sel) == {"ship"}) and area in reach[land] \
                    and supply_allows(state, house, {frm: -len(sel), area: len(sel)}):
                out.append(Bring(frm, sel))
    return out + [Pass()] if out else []


def bring(state: AgotState, house: str, a: Bring, events: Events) -> None:
    if state.pending.get("token") != "forced-march" or a not in _forced_march_legal(state, house):
        illegal(a, "a Forced March brings your standing units from an area next to it (or by your ships), "
                   "within supply")
    area = state.pending["area"]
    for u in a.units:
        remove_unit(state, a.frm, u, routed=False)
        add_unit(state, area, house, u)
    event(events, "move", house=house, frm=a.frm, to=area, units=list(a.units), how="forced")
    _void(state, house, a.frm, events)
    _settle(state)


# ------------------------------------------------------------------ the houses' own tokens
def _rhllor_legal(state: AgotState, house: str) -> list[Any]:
    """Baratheon: discard Melisandre to remove one Defense or Support order anywhere (here: another house's)."""
    if state.pending.get("done") or MELISANDRE not in state.house[house].hand:
        return []
    targets = sorted(a for a in state.orders if state.owner.get(a) not in (None, house)
                     and order_kind(state, a) in ("defend", "support"))
    return [Choose(a) for a in targets] + [Pass()] if targets else []


def _rhllor(state: AgotState, house: str, option: str | None, events: Events) -> None:
    state.pending["done"] = True
    if option is not None:
        discard(state, house, MELISANDRE, events)
        event(events, "one_use_discard", house=house, card=MELISANDRE)
        _remove_order(state, house, option, events)


def _rhllor_start(state: AgotState, house: str, area: str, events: Events) -> None:
    if MELISANDRE not in state.house[house].hand:
        event(events, "one_use_void", house=house, area=area, token="will-of-rhllor")


def _fleet_legal(state: AgotState, house: str) -> list[Any]:
    """Greyjoy: remove two orders (any regular kind, never a one-use order) in areas next to this one."""
    if state.pending.get("left", 2) <= 0:
        return []
    board = board_of(state)
    targets = sorted(a for a in board.neighbours(state.pending["area"])
                     if a in state.orders and state.owner.get(a) not in (None, house))
    return [Choose(a) for a in targets] + [Pass()] if targets else []


def _fleet(state: AgotState, house: str, option: str | None, events: Events) -> None:
    left = state.pending.get("left", 2)
    state.pending["left"] = 0 if option is None else left - 1
    if option is not None:
        _remove_order(state, house, option, events)


def _ruse_legal(state: AgotState, house: str) -> list[Any]:
    """Lannister: name a house with units next to this area (planning.lion_barred reads it)."""
    if state.pending.get("done"):
        return []
    named = _houses_around(state, state.pending["area"], house)
    return [Choose(h) for h in named] + [Pass()] if named else []


def _ruse(state: AgotState, house: str, option: str | None, events: Events) -> None:
    state.pending["done"] = True
    if option is not None:
        state.lion_ruse[option] = house
        event(events, "lion_ruse", house=house, named=option)


def _sting_start(state: AgotState, house: str, area: str, events: Events) -> None:
    """Martell: one card from each house around, never Melisandre nor a house's last card."""
    state.pending["houses"] = [h for h in _houses_around(state, area, house) if len(state.house[h].hand) > 1]


def _sting_legal(state: AgotState, house: str) -> list[Any]:
    houses = state.pending.get("houses")
    if not houses:
        return []
    return [Choose(c) for c in sorted(set(state.house[houses[0]].hand)) if c != MELISANDRE] + [Pass()]


def _sting(state: AgotState, house: str, option: str | None, events: Events) -> None:
    victim = state.pending["houses"].pop(0)
    if option is not None:
        discard(state, victim, option, events)
        event(events, "card_discarded", house=house, enemy=victim, card=option)


def _wolf_start(state: AgotState, house: str, area: str, events: Events) -> None:
    """Stark: the area's units move as if its March order were resolved (marches.py's pending shape)."""
    state.pending.update({"bonus": 0, "attack": None, "attackers": [], "moved": False})


def _wolf_legal(state: AgotState, house: str) -> list[Any]:
    """Moves that start no battle (no enemy, garrison or neutral force there), then the end of the move."""
    if state.pending.get("done"):
        return []
    src = state.pending["area"]
    out: list[Any] = []
    for sel in groups(state.units.get(src, [])):
        land = set(sel) <= LAND_UNITS
        out += [Move(d, sel) for d in destinations(state, house, src, land)
                if move_kind(state, house, d) == "move" and legal_move(state, house, Move(d, sel)) is None]
    return out + [EndMarch(False)] + ([EndMarch(True)] if can_leave_token(state, house) else [])


def wolf_move(state: AgotState, house: str, a: Move, events: Events) -> None:
    if state.pending.get("token") != "young-wolf" or a not in _wolf_legal(state, house):
        illegal(a, "the Young Wolf moves units out of its area where no battle follows, within supply")
    move(state, house, a, events)
    _void(state, house, state.pending["area"], events)


def wolf_end(state: AgotState, house: str, a: EndMarch, events: Events) -> None:
    if state.pending.get("token") != "young-wolf":
        illegal(a, "no move to end")
    leave_token(state, house, a, events)
    if check_castles(state, events):      # the areas entered may be the last castles it needed
        return
    state.pending["done"] = True
    _settle(state)


def _might_legal(state: AgotState, house: str) -> list[Any]:
    """Tyrell: a card from the hand first (compulsory), then power from the houses around, one at a time."""
    p = state.pending
    if "left" not in p:
        return [Choose(c) for c in sorted(set(state.house[house].hand))]
    room = state.max_power - state.house[house].power - on_board(state, house) > 0
    donors = [h for h in _houses_around(state, p["area"], house) if state.house[h].power > 0]
    return [Choose(h) for h in donors] + [Pass()] if p["left"] > 0 and room and donors else []


def _might(state: AgotState, house: str, option: str | None, events: Events) -> None:
    p = state.pending
    if "left" not in p:
        p["left"] = card_of(state, str(option)).strength
        discard(state, house, str(option), events)
        event(events, "one_use_discard", house=house, card=option)
    elif option is None:
        p["left"] = 0
    else:
        p["left"] -= 1
        lose_power(state, option, 1, events, "might-of-highgarden")
        gain_power(state, house, 1, events, "might-of-highgarden")


@dataclass(frozen=True)
class Effect:
    """What a token does when activated (`start`), what its owner may answer then (`legal`: empty once it is
    over) and what an answer (`Choose` option, None for `Pass`) does."""

    start: Callable[[AgotState, str, str, Events], None] = _start_nothing
    legal: Callable[[AgotState, str], list[Any]] = _nothing
    answer: Callable[[AgotState, str, str | None, Events], None] = _no_answer


EFFECTS: dict[str, Effect] = {
    "muster": Effect(start=_muster),
    "supply-caravan": Effect(start=_caravan),
    "forced-march": Effect(legal=_forced_march_legal),
    "will-of-rhllor": Effect(_rhllor_start, _rhllor_legal, _rhllor),
    "iron-fleet": Effect(legal=_fleet_legal, answer=_fleet),
    "lions-cunning": Effect(legal=_ruse_legal, answer=_ruse),
    "scorpions-sting": Effect(_sting_start, _sting_legal, _sting),
    "young-wolf": Effect(_wolf_start, _wolf_legal),
    "might-of-highgarden": Effect(legal=_might_legal, answer=_might),
}

STEPS = {"one_use_planning": (_placers, legal_placing), "one_use": (the_actor, legal_effect)}
HANDLERS = {
    PlaceOneUse: {"one_use_planning": place},
    Pass: {"one_use_planning": pass_placing, "one_use": answer},
    Activate: {"raid": activate, "march": activate, "consolidation": activate},
    Choose: {"one_use": answer},
    Bring: {"one_use": bring},
    Move: {"one_use": wolf_move},
    EndMarch: {"one_use": wolf_end},
}
AUTO = {"one_use_begin": begin_placing, "one_use_raids_next": raids.next_raid}
