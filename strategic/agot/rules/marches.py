"""Resolving marches: one march order at a time, each house in turn in the Iron Throne order.

A march moves all, some or none of the area's standing units to one or more areas around it (seed 000):
land units by land, or between two coasts joined by a chain of seas that all hold the house's own ships;
ships by sea (2nd edition: into and out of their own ports). Only one of the destinations may hold enemy
units: the battle there is fought when the march is over. Every move must leave the armies within supply.
An area held by neutral forces is entered only with strength at least theirs (the march's units, its
bonus and the house's own supports around it), and then without a battle. Units leaving a land area empty
may leave a power token there to keep it. With the site's one-use orders option, a Forced March is resolved
here in turn with the marches (`Activate`, rules/one_use_orders.py), and a march that empties its area
removes the one-use order there.
"""
from __future__ import annotations

from collections import Counter, deque
from itertools import product

from .actions import Activate, EndMarch, March, Move
from .common import (LAND_UNITS, Events, add_unit, board_of, check_castles, controller, event, illegal,
                     give_turn, remove_unit, strength, supply_allows, take, the_actor)
from .planning import drop_stranded_one_use, lion_barred, one_use_areas, order_kind, token
from .state import AgotState

PORT_CAPACITY = 3


def march_orders(state: AgotState, house: str) -> list[str]:
    return [a for a, t in state.orders.items() if state.owner.get(a) == house and token(t).kind == "march"]


def begin(state: AgotState, events: Events) -> None:
    state.cursor = 0
    next_march(state, events)


def next_march(state: AgotState, events: Events) -> None:
    state.battle = None
    drop_stranded_one_use(state, events)      # one in an area lost in the battle
    if check_castles(state, events):
        return
    if not give_turn(state, lambda h: bool(march_orders(state, h) or one_use_areas(state, h, "march")), "march"):
        stand_up(state)
        state.step = "consolidation_begin"


def stand_up(state: AgotState) -> None:
    """Once every march is over, routed units stand up again."""
    for area, routed in state.routed.items():
        state.units.setdefault(area, []).extend(routed)
    state.routed = {}


# ------------------------------------------------------------------ where units may go
def _ship_seas(state: AgotState, house: str, src: str) -> dict[str, str]:
    """Every sea joined to `src` by a chain of seas that all hold the house's ships -> the sea (or `src`) it
    is reached from, in breadth-first order, so following them back from any sea gives a shortest chain
    (neighbours in sorted order: the same chain every run)."""
    board = board_of(state)

    def ours(a: str) -> bool:
        return board.is_sea(a) and state.owner.get(a) == house

    came = {s: src for s in sorted(board.neighbours(src)) if ours(s)}
    frontier = deque(came)
    while frontier:
        sea = frontier.popleft()
        for s in sorted(board.neighbours(sea)):
            if ours(s) and s not in came:
                came[s] = sea
                frontier.append(s)
    return came


def transport_reach(state: AgotState, house: str, src: str) -> set[str]:
    """Land areas joined to `src` by a chain of seas that all hold the house's ships."""
    board = board_of(state)
    return {a for sea in _ship_seas(state, house, src) for a in board.neighbours(sea) if board.is_land(a)} - {src}


def transport_chain(state: AgotState, house: str, src: str, dest: str) -> list[str]:
    """[src, sea, ..., sea, dest]: the shortest chain of the house's seas carrying a march from `src` to the
    land `dest`; [] when `dest` borders `src` (the march goes by land) or is not in `transport_reach`."""
    board = board_of(state)
    if dest in board.neighbours(src) or not board.is_land(dest) or dest == src:
        return []
    came = _ship_seas(state, house, src)
    last = next((sea for sea in came if dest in board.neighbours(sea)), None)
    if last is None:
        return []
    path = [dest, last]
    while path[-1] != src:
        path.append(came[path[-1]])
    return path[::-1]


def destinations(state: AgotState, house: str, src: str, land: bool) -> list[str]:
    board = board_of(state)
    if land:
        out = {a for a in board.neighbours(src) if board.is_land(a)} | transport_reach(state, house, src)
    else:
        out = set()
        for a in board.neighbours(src):
            area = board.areas[a]
            if area.kind == "sea" and board.areas[src].kind != "port" or a == board.areas[src].port_sea:
                out.add(a)
            elif area.kind == "port" and _own_port(state, house, a):
                out.add(a)
    return sorted(out - set(state.blocked))


def _own_port(state: AgotState, house: str, port: str) -> bool:
    return controller(state, port) == house and len(state.all_units(port)) < PORT_CAPACITY


def groups(units: list[str]) -> list[tuple[str, ...]]:
    """Every non-empty selection of units (as a sorted tuple), each once."""
    counts = Counter(units)
    kinds = sorted(counts)
    out = []
    for pick in product(*(range(counts[k] + 1) for k in kinds)):
        sel = tuple(k for k, n in zip(kinds, pick) for _ in range(n))
        if sel:
            out.append(sel)
    return out


def own_support(state: AgotState, house: str, area: str) -> int:
    """The strength a house's own Support orders around `area` add (to beat neutral forces)."""
    board = board_of(state)
    total = 0
    for s in board.neighbours(area):
        if state.owner.get(s) == house and order_kind(state, s) == "support":
            total += sum(strength(u) for u in state.units.get(s, []) if board.is_land(area) or u == "ship")
            total += token(state.orders[s]).bonus
    return total


def move_kind(state: AgotState, house: str, dest: str) -> str:
    """"move" into an empty or own area, "attack" an enemy (units or a garrison), "neutral" forces."""
    other = state.owner.get(dest)
    if other and other != house:
        return "attack"
    if dest in state.garrisons and state.garrisons[dest][0] != house:
        return "attack"
    if dest in state.neutral:
        return "neutral"
    return "move"


def legal_move(state: AgotState, house: str, a: Move) -> str | None:
    """Why `a` may not be made now, or None."""
    p = state.pending
    src = p["area"]
    have = Counter(state.units.get(src, []))
    if any(n > have[u] for u, n in Counter(a.units).items()) or not a.units:
        return "those units are not standing there"
    land = set(a.units) <= LAND_UNITS
    if not land and set(a.units) != {"ship"}:
        return "ships and land units go separately"
    if a.to not in destinations(state, house, src, land):
        return "not a place those units can reach"
    if lion_barred(state, house, a.to):
        return "the Lion's Cunning bars you from marching against Lannister this round"
    kind = move_kind(state, house, a.to)
    if kind == "attack" and p.get("attack") not in (None, a.to):
        return "one march makes one attack"
    if kind == "neutral":
        force = sum(strength(u) for u in a.units) + token(state.orders[src]).bonus + own_support(state, house, a.to)
        if force < state.neutral[a.to]:
            return f"the neutral force there is {state.neutral[a.to]} strong"
    change = {src: -len(a.units), a.to: len(a.units)}
    if p.get("attack"):              # the units already sent into the battle count where they fight
        change[p["attack"]] = change.get(p["attack"], 0) + len(p["attackers"])
    if not supply_allows(state, house, change):
        return "over your supply limit"
    return None


def legal_marching(state: AgotState, house: str) -> list[object]:
    if state.step == "march":
        orders: list[object] = [March(a) for a in march_orders(state, house)]
        return orders + [Activate(a) for a in one_use_areas(state, house, "march")]
    src = state.pending["area"]
    standing = state.units.get(src, [])
    out: list[object] = []
    for sel in groups(standing):
        land = set(sel) <= LAND_UNITS
        if not land and set(sel) != {"ship"}:
            continue
        for dest in destinations(state, house, src, land):
            m = Move(dest, sel)
            if legal_move(state, house, m) is None:
                out.append(m)
    out.append(EndMarch(False))
    if can_leave_token(state, house):
        out.append(EndMarch(True))
    return out


def can_leave_token(state: AgotState, house: str) -> bool:
    src = state.pending["area"]
    board = board_of(state)
    return (state.pending.get("moved", False) and board.is_land(src) and src not in state.owner
            and src not in state.tokens and board.areas[src].home != house and state.house[house].power > 0)


# ------------------------------------------------------------------ handlers
def choose_march(state: AgotState, house: str, a: March, events: Events) -> None:
    if a.area not in march_orders(state, house):
        illegal(a, "not one of your march orders")
    state.pending = {"actor": house, "area": a.area, "bonus": token(state.orders[a.area]).bonus, "attack": None,
                     "attackers": [], "moved": False}
    state.step = "marching"


def move(state: AgotState, house: str, a: Move, events: Events) -> None:
    why = legal_move(state, house, a)
    if why:
        illegal(a, why)
    p = state.pending
    src = p["area"]
    for u in a.units:
        remove_unit(state, src, u, routed=False)
    p["moved"] = True
    kind = move_kind(state, house, a.to)
    event(events, "move", house=house, frm=src, to=a.to, units=list(a.units), how=kind)
    if kind == "attack":
        p["attack"] = a.to
        p["attackers"] += list(a.units)
        return
    if kind == "neutral":
        event(events, "neutral_defeated", house=house, area=a.to, strength=state.neutral.pop(a.to))
    take(state, a.to, house, events, arriving=len(a.units))
    for u in a.units:
        add_unit(state, a.to, house, u)


def end_march(state: AgotState, house: str, a: EndMarch, events: Events) -> None:
    p = state.pending
    src = p["area"]
    leave_token(state, house, a, events)
    state.orders.pop(src, None)
    drop_stranded_one_use(state, events)      # seed 001: the area's one-use order goes with its last units
    if p["attack"]:
        dest = p["attack"]
        defender = state.owner.get(dest) or state.garrisons[dest][0]
        state.pending = {"attack": {"area": dest, "origin": src, "attacker": house, "defender": defender,
                                    "bonus": p["bonus"], "attackers": p["attackers"]}}
        state.step = "battle_begin"
        return
    next_march(state, events)


def leave_token(state: AgotState, house: str, a: EndMarch, events: Events) -> None:
    """The power token an ended march may leave in the area it emptied (pending["area"])."""
    if not a.leave_token:
        return
    if not can_leave_token(state, house):
        illegal(a, "a power token is left only on a land area your units have all left")
    src = state.pending["area"]
    state.house[house].power -= 1
    state.tokens[src] = house
    event(events, "token_left", house=house, area=src)


STEPS = {"march": (the_actor, legal_marching), "marching": (the_actor, legal_marching)}
HANDLERS = {March: {"march": choose_march}, Move: {"marching": move}, EndMarch: {"marching": end_march}}
AUTO = {"marches_begin": begin, "march_next": next_march}
