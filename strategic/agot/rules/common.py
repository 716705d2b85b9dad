"""What every phase asks of the board: who controls an area, unit strength, supply, unit limits, victory.

The board is the edition's (`strategic.agot.board.load_board`); 1st edition games played with the ports
option use the 2nd edition board. Everything here reads the state; the few writers (placing and removing
units) keep `owner` in step with `units` and `routed`.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, NoReturn

from tactical.protocol import Event, IllegalAction

from ..board import Board, load_board
from .state import AgotState

Events = list[Event]
STRENGTH = {"footman": 1, "knight": 2, "ship": 1, "siege": 0}
MUSTER_COST = {"footman": 1, "knight": 2, "ship": 1, "siege": 2}
LAND_UNITS = frozenset({"footman", "knight", "siege"})


def illegal(action: Any, why: str) -> NoReturn:
    raise IllegalAction(f"{action}: {why}")


def board_of(state: AgotState) -> Board:
    return load_board(2 if state.edition == 2 or state.option("ports") else 1)


def event(events: Events, kind: str, audience: frozenset[str] | None = None, /, **data: Any) -> None:
    events.append(Event(kind, data, audience))


# ------------------------------------------------------------------ control
def controller(state: AgotState, area: str) -> str | None:
    """The house controlling an area: its units, else its power token, else the house whose home it is
    (a home area stays its house's until an enemy enters it or leaves a token there). A port belongs to
    whoever controls its land."""
    board = board_of(state)
    a = board.areas[area]
    if a.kind == "port":
        return controller(state, a.port_of) if a.port_of else None
    if area in state.owner:
        return state.owner[area]
    if area in state.tokens:
        return state.tokens[area]
    if a.home and a.home in state.house:
        return a.home
    return None


def castles(state: AgotState, house: str) -> int:
    """Castles and strongholds a house controls (the victory count)."""
    board = board_of(state)
    return sum(1 for a in board.lands if board.areas[a].castle and controller(state, a) == house)


def barrels(state: AgotState, house: str) -> int:
    board = board_of(state)
    return sum(board.areas[a].supply for a in board.lands if controller(state, a) == house)


def crowns(state: AgotState, area: str) -> int:
    return board_of(state).areas[area].crowns


# ------------------------------------------------------------------ units
def units_of(state: AgotState, house: str) -> dict[str, list[str]]:
    """Every area where `house` has units -> all of them (standing and routed)."""
    return {a: state.all_units(a) for a, h in state.owner.items() if h == house}


def on_board(state: AgotState, house: str, unit: str) -> int:
    return sum(u.count(unit) for u in units_of(state, house).values())


def can_add(state: AgotState, house: str, unit: str) -> bool:
    """Unit limits: a house has so many pieces of each kind."""
    return on_board(state, house, unit) < state.unit_limits.get(unit, 0)


def add_unit(state: AgotState, area: str, house: str, unit: str, routed: bool = False) -> None:
    (state.routed if routed else state.units).setdefault(area, []).append(unit)
    state.owner[area] = house
    if state.tokens.get(area) not in (None, house):     # an own power token stays where its units come
        del state.tokens[area]


def remove_unit(state: AgotState, area: str, unit: str, routed: bool | None = None) -> None:
    """Remove one unit (standing first unless `routed` says which)."""
    if routed is not True and unit in state.units.get(area, []):
        state.units[area].remove(unit)
    else:
        state.routed[area].remove(unit)
    _tidy(state, area)


def clear_area(state: AgotState, area: str) -> list[str]:
    gone = state.all_units(area)
    state.units.pop(area, None)
    state.routed.pop(area, None)
    state.owner.pop(area, None)
    return gone


def _tidy(state: AgotState, area: str) -> None:
    for table in (state.units, state.routed):
        if area in table and not table[area]:
            del table[area]
    if area not in state.units and area not in state.routed:
        state.owner.pop(area, None)
        # a fortification stands only while its builder's units do
        if area in state.fortifications:
            state.fortifications.remove(area)


def take(state: AgotState, area: str, house: str, events: Events, arriving: int = 0) -> None:
    """`house` takes a land or sea area its units (`arriving` of them, not placed yet) enter unopposed or win:
    an enemy power token there is discarded, an enemy garrison removed, and enemy ships in the land's ports
    are replaced by the conqueror's own as far as his unit limit and supply allow, the rest destroyed (seed
    001's ports; the conqueror may decline on the table, which never helps him: see docs/decisions.md)."""
    if area in state.tokens and state.tokens[area] != house:
        event(events, "token_removed", area=area, house=state.tokens.pop(area))
    if area in state.garrisons and state.garrisons[area][0] != house:
        event(events, "garrison_removed", area=area, house=state.garrisons.pop(area)[0])
    board = board_of(state)
    for port in board.ports_of(area) if board.is_land(area) else ():
        enemy = state.owner.get(port)
        if enemy in (None, house):
            continue
        ships = clear_area(state, port)
        state.orders.pop(port, None)
        taken = 0
        while taken < len(ships) and can_add(state, house, "ship") \
                and supply_allows(state, house, {area: arriving, port: 1}):
            add_unit(state, port, house, "ship")
            taken += 1
        event(events, "port_ships_taken", area=port, house=house, enemy=enemy, taken=taken, lost=len(ships))


def strength(unit: str, attacking_castle: bool = False) -> int:
    """A unit's combat strength; a siege engine counts only against a castle, stronghold or fortification."""
    if unit == "siege":
        return 4 if attacking_castle else 0
    return STRENGTH[unit]


# ------------------------------------------------------------------ supply
def army_sizes(state: AgotState, house: str, change: dict[str, int] | None = None) -> list[int]:
    """The sizes of a house's armies (two or more units in one area), with `change` (area -> units added,
    negative for removed) applied."""
    sizes: Counter[str] = Counter({a: len(u) for a, u in units_of(state, house).items()})
    for area, n in (change or {}).items():
        sizes[area] += n
    return sorted((n for n in sizes.values() if n >= 2), reverse=True)


def supply_allows(state: AgotState, house: str, change: dict[str, int] | None = None,
                  level: int | None = None) -> bool:
    """True if the armies fit the supply track: no more armies than banners, each no bigger than its banner."""
    allowed = state.supply_table[min(level if level is not None else state.house[house].supply,
                                     len(state.supply_table) - 1)]
    sizes = army_sizes(state, house, change)
    return len(sizes) <= len(allowed) and all(s <= a for s, a in zip(sizes, sorted(allowed, reverse=True)))


# ------------------------------------------------------------------ order of play
def in_turn_order(state: AgotState, houses: set[str] | list[str]) -> list[str]:
    return [h for h in state.order_of_play() if h in houses]


def next_in_turn(state: AgotState, has_turn: Any) -> str | None:
    """From the cursor on, the first house (cycling through the Iron Throne order) for which `has_turn(h)`;
    the cursor moves past it so that the next call gives the following house."""
    order = state.order_of_play()
    for i in range(len(order)):
        j = (state.cursor + i) % len(order)
        if has_turn(order[j]):
            state.cursor = (j + 1) % len(order)
            return order[j]
    return None


def give_turn(state: AgotState, has_turn: Any, step: str) -> bool:
    """The next house in the Iron Throne order for which `has_turn(h)` decides at `step` (raids, marches,
    consolidations: each resolves one order, then the next house); False when no house has one left."""
    state.pending = {}
    house = next_in_turn(state, has_turn)
    if house is None:
        return False
    state.pending = {"actor": house}
    state.step = step
    return True


def the_actor(state: AgotState) -> frozenset[str]:
    """Who decides in a step that one house resolves at a time."""
    return frozenset({state.pending["actor"]})


# ------------------------------------------------------------------ victory
def check_castles(state: AgotState, events: Events) -> bool:
    """A house holding enough castles and strongholds wins at once."""
    for h in state.order_of_play():
        if castles(state, h) >= state.castles_to_win:
            finish(state, [h], "castles", events)
            return True
    return False


def finish(state: AgotState, winners: list[str], reason: str, events: Events) -> None:
    state.result = {"winners": winners, "reason": reason,
                    "scores": {h: castles(state, h) for h in state.houses}}
    state.step = "over"
    state.pending = {}
    event(events, "game_over", winners=winners, reason=reason)


def lands(state: AgotState, house: str) -> int:
    board = board_of(state)
    return sum(1 for a in board.lands if controller(state, a) == house)


def ranking(state: AgotState) -> list[str]:
    """The houses best first at the end of the last round (seed 000): castles and strongholds, then the
    supply track, then available power. The 2nd edition's rulebook first compares land areas controlled and
    ends with the Iron Throne track; the 1st edition shares the victory between houses still tied."""
    throne = state.order_of_play()
    return sorted(state.houses, key=lambda h: tuple(-x for x in score(state, h)) + (throne.index(h),))


def score(state: AgotState, house: str) -> tuple[int, ...]:
    h = state.house[house]
    if state.edition == 2:
        return castles(state, house), lands(state, house), h.supply, h.power
    return castles(state, house), h.supply, h.power


def shared_winners(state: AgotState) -> list[str]:
    order = ranking(state)
    if state.edition == 2:
        return order[:1]
    return [h for h in order if score(state, h) == score(state, order[0])]
