"""Combat strength in a battle, as seed 000 counts it: the units that fight, the March or Defend order in
the area, the supports declared and accepted, the garrison and fortification (2nd edition / option), the
house card with its ability, and the Valyrian Steel Blade.

A siege engine counts 4 when it attacks (or supports an attack on) an area with a castle, a stronghold or a
fortification, and 0 otherwise; a fortification gives the defender +1 and costs each knight attacking or
supporting the attack 1. Routed units add nothing. Ships support only battles at sea or on the coast next
to them (never from a port onto land); land units never support a battle at sea; under the 1st edition's
Rains of Autumn footmen add nothing when supporting.
"""
from __future__ import annotations

from .common import board_of, strength
from .planning import order_kind, token
from .state import AgotState, Battle


def fortified(state: AgotState, area: str) -> bool:
    return area in state.fortifications


def walls(state: AgotState, area: str) -> bool:
    """Does a siege engine count against this area?"""
    return bool(board_of(state).areas[area].castle) or fortified(state, area)


def unit_strength(state: AgotState, b: Battle, units: list[str], attacking: bool, supporting: bool = False) -> int:
    siege_counts = attacking and walls(state, b.area)
    knight_malus = attacking and fortified(state, b.area)
    footmen_rest = supporting and "footmen-no-support" in state.restrictions
    total = 0
    for u in units:
        if u == "footman" and footmen_rest:
            continue
        total += strength(u, siege_counts) - (1 if u == "knight" and knight_malus else 0)
    return total


def support_units(state: AgotState, b: Battle, area: str) -> list[str]:
    """The units of a supporting area that take part: only ships at sea, none from a port onto land."""
    board = board_of(state)
    units = state.units.get(area, [])
    if not board.is_land(b.area):
        return [u for u in units if u == "ship"]
    return [] if board.areas[area].kind == "port" else units


def support_strength(state: AgotState, b: Battle, area: str, side: str) -> int:
    """What the support order in `area` adds to `side`."""
    units = support_units(state, b, area)
    tok = token(state.orders[area])
    return unit_strength(state, b, units, attacking=(side == b.attacker), supporting=True) + tok.bonus


def order_bonus(state: AgotState, b: Battle, house: str) -> int:
    """What a side's orders add beyond its units: the attacker's March bonus and the star of every Support
    order backing the side (a Defense order's bonus is the defender's own, see `base_strength`)."""
    march = b.march_bonus if house == b.attacker else 0
    return march + sum(token(state.orders[a]).bonus for a in supporters(state, b, house))


def can_support(state: AgotState, b: Battle, area: str) -> bool:
    board = board_of(state)
    if order_kind(state, area) != "support" or area not in state.owner:
        return False
    if board.is_land(b.area):
        return board.areas[area].kind != "port" and any(state.units.get(area, []))
    return any(u == "ship" for u in state.units.get(area, []))


def supporters(state: AgotState, b: Battle, side: str) -> list[str]:
    return [a for a, h in b.supports.items() if h == side]


def base_strength(state: AgotState, b: Battle, house: str) -> dict[str, int]:
    """Every part of a side's strength except the card's printed value and abilities (shown before the
    cards are played, as step 2 of a battle announces it)."""
    attacking = house == b.attacker
    if attacking:
        units = unit_strength(state, b, b.attackers, attacking=True)
        order = b.march_bonus
    else:
        units = unit_strength(state, b, state.units.get(b.area, []), attacking=False)
        order = token(state.orders[b.area]).bonus if order_kind(state, b.area) == "defend" else 0
        order *= 2 if b.flags.get("double_defense") else 1
    support = sum(support_strength(state, b, a, house) for a in supporters(state, b, house))
    garrison = 0
    if not attacking and b.area in state.garrisons and state.garrisons[b.area][0] == house:
        garrison = state.garrisons[b.area][1]
    fort = 1 if not attacking and fortified(state, b.area) else 0
    return {"units": units, "order": order, "support": support, "garrison": garrison, "fortification": fort}


def total_strength(state: AgotState, b: Battle, house: str, card_strength: int) -> int:
    parts = base_strength(state, b, house)
    blade = 1 if b.flags.get("blade") == house else 0
    return sum(parts.values()) + card_strength + b.mods.get(house, 0) + blade


def march_preview(state: AgotState, house: str, area: str,
                  units: tuple[str, ...]) -> tuple[dict[str, int], dict[str, tuple[str, dict[str, int]]]]:
    """What the marching `units` of `house` would fight with if they entered the enemy `area` now (with
    those already sent there by this march), before any support or house card: each side's strength as
    the battle's step 2 counts it, and every Support order that could take part (area -> the house that
    placed it, and what it would add to each side). Reads only what a view shows."""
    p = state.pending
    attackers = list(p.get("attackers", [])) if p.get("attack") == area else []
    defender = state.owner.get(area) or state.garrisons[area][0]
    b = Battle(area=area, origin=p["area"], attacker=house, defender=defender, march_bonus=p["bonus"],
               attackers=attackers + list(units))
    base = {h: sum(base_strength(state, b, h).values()) for h in b.houses}
    supports = {a: (state.owner[a], {h: support_strength(state, b, a, h) for h in b.houses})
                for a in sorted(board_of(state).neighbours(area)) if can_support(state, b, a)}
    return base, supports
