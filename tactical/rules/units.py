"""What a unit is and can do: its type card and name, order chart, keywords (printed, from its commander,
from a card this turn, or gained like Bold), its defensive rank and capture value. Taking hits is in
`losses.py`."""
from __future__ import annotations

from typing import Any

from tactical.catalog import RANKS, ChartRow, UnitType, load_catalog
from tactical.hexgrid import grid_for
from tactical.rules.state import BattleState, Unit


def unit_type(u: Unit) -> UnitType:
    cat = load_catalog()
    if u.commander is not None:
        return cat.units[cat.commanders[u.commander].unit_type]
    return cat.units[u.type]


def unit_name(u: Unit) -> str:
    cat = load_catalog()
    base = unit_type(u).name
    if u.commander:
        c = cat.commanders[u.commander]
        return f"{c.name} ({base})"
    return base


def _modifiers(state: BattleState, u: Unit) -> list[dict[str, Any]]:
    mods: list[dict[str, Any]] = []
    if u.commander is not None:
        mods.extend(m.model_dump() for m in load_catalog().commanders[u.commander].unit_modifiers)
    turn = state.turn
    if turn is not None and turn.house == u.house:
        mods.extend(turn.bonus.get(u.id, ()))
        if u.id in turn.activated:
            mods.extend(_turn_effect_modifiers(turn.turn_effects))
    return mods


def _turn_effect_modifiers(effects: list[str]) -> list[dict[str, Any]]:
    """Card effects for every unit ordered this turn, stored as "kind:amount" strings."""
    mods = []
    for eff in effects:
        kind, _, amount = eff.partition(":")
        if kind in ("extra_dice", "extra_move"):
            mods.append({"kind": kind, "amount": int(amount or 1)})
        elif kind == "bold":
            mods.append({"kind": "keyword", "keyword": "bold", "amount": 1})
    return mods


def keyword(state: BattleState, u: Unit, name: str) -> int:
    """The value of a keyword this unit has now (0 when it lacks it)."""
    value = unit_type(u).keywords.get(name, 0)
    for m in _modifiers(state, u):
        if m["kind"] == "keyword" and m.get("keyword") == name:
            value = max(value, m.get("amount", 1) or 1)
    if name == "bold" and not value:
        # Loyal (the keyword summary's wording) ignores a flag and counter-attacks just like Bold
        value = 1 if keyword(state, u, "loyal") or _gains_bold(state, u) else 0
    return value


def _gains_bold(state: BattleState, u: Unit) -> bool:
    """Bold is gained while adjacent to two friendly units (cards grant it through modifiers)."""
    grid = grid_for(state.cols, state.rows)
    occ = state.occupied()
    friends = sum(1 for n in grid.neighbours(u.hex) if n in occ and occ[n].house == u.house)
    return friends >= 2


def modifier_total(state: BattleState, u: Unit, kinds: tuple[str, ...]) -> int:
    return sum(m.get("amount", 1) for m in _modifiers(state, u) if m["kind"] in kinds)


def has_modifier(state: BattleState, u: Unit, kind: str) -> bool:
    return any(m["kind"] == kind for m in _modifiers(state, u))


def unit_class(u: Unit) -> str:
    return unit_type(u).unit_class


def chart(u: Unit) -> ChartRow:
    return unit_type(u).chart[u.rank]


def max_move(state: BattleState, u: Unit) -> int:
    return max(o.move for o in chart(u).options) + modifier_total(state, u, ("extra_move",))


def may_attack_after(state: BattleState, u: Unit, moved: int) -> bool:
    """The order chart: some option allows this many hexes of movement and an attack."""
    extra = modifier_total(state, u, ("extra_move",))
    return any(o.attack and moved <= o.move + extra for o in chart(u).options)


def defensive_rank(state: BattleState, u: Unit) -> str:
    """Heavy Armor defends one rank higher (red stays red)."""
    if keyword(state, u, "heavy_armor"):
        return RANKS[min(2, RANKS.index(u.rank) + 1)]
    return u.rank


def capture_value(u: Unit) -> int:
    return load_catalog().commanders[u.commander].capture_value if u.commander else 0


def leave_hex(state: BattleState, u: Unit) -> None:
    """A unit that leaves its hex leaves its engagements behind."""
    state.engagements = [e for e in state.engagements if not e.touches(u.hex)]
