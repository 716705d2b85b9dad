"""Which hexes the board highlights for the decision being asked, by meaning (see theme.HIGHLIGHTS).

Each key means one thing, and the legend under the board names it: "select" (can be ordered or chosen),
"chosen" (the selected unit), "reach" (move there and still attack; retreat / advance hexes), "far" (a
move after which the order chart allows no attack), "target" (valid targets), "zoc" (the commander's zone
of control). Which moves keep the attack is the engine's answer (movement.reachable_costs and
units.may_attack_after), read here, not worked out.
"""
from __future__ import annotations

from tactical.rules.actions import AdvanceTo, Attack, Extinguish, Move, RetreatTo, Select, SetFire, WarDogs
from tactical.rules import movement, units
from tactical.rules.zoc import zoc_hexes


def highlights_for(ix) -> dict[str, set[int]]:
    if ix.state is None:
        return {}
    fn = MODES.get(ix.panel.board)
    out = fn(ix) if fn else {}
    return {k: v for k, v in out.items() if v}


def _hex(ix, uid) -> set[int]:
    return {ix.state.units[uid].hex} if uid is not None and ix.state.units[uid].hex >= 0 else set()


def _order(ix) -> dict[str, set[int]]:
    st = ix.state
    if ix.card is not None:
        out = {"select": set().union(*[_commander_hex(st, c) for c in ix.card_commanders()] or [set()])}
        if ix.commander is not None:
            out["zoc"] = zoc_hexes(st, ix.commander)
            out["chosen"] = _commander_hex(st, ix.commander)
        return out
    units = {u.id for u in st.units if u.hex >= 0 and ix.order_options(u.id)}
    return {"select": {st.units[u].hex for u in units if u != ix.unit}, "chosen": _hex(ix, ix.unit)}


def _commander_hex(state, cid: str) -> set[int]:
    for u in state.units:
        if u.commander == cid and u.hex >= 0:
            return {u.hex}
    return set()


def _select(ix) -> dict[str, set[int]]:
    out = {"select": {ix.state.units[a.unit].hex for a in ix.legal if isinstance(a, Select)}}
    turn = ix.state.turn
    if turn is not None and turn.commander and ix.kind == "select":
        out["zoc"] = zoc_hexes(ix.state, turn.commander)
    return out


def _move(ix) -> dict[str, set[int]]:
    out = {"select": {ix.state.units[u].hex for u in ix.actors() if u != ix.unit}, "chosen": _hex(ix, ix.unit)}
    moves = {a.to for a in ix.legal if isinstance(a, Move) and a.unit == ix.unit}
    keep = attack_after_moves(ix.state, ix.unit, moves) if moves else set()
    out["reach"], out["far"] = keep, moves - keep
    return out


def attack_after_moves(state, uid: int, moves: set[int]) -> set[int]:
    """The hexes among `moves` from which the unit's order chart still allows an attack."""
    u = state.units[uid]
    costs = movement.reachable_costs(state, uid)
    return {h for h in moves if h in costs and units.may_attack_after(state, u, costs[h][1])}


def _attack(ix) -> dict[str, set[int]]:
    st = ix.state
    out = {"select": {st.units[u].hex for u in ix.actors() if u != ix.unit}, "chosen": _hex(ix, ix.unit)}
    targets = set()
    for a in ix.legal:
        if getattr(a, "unit", None) != ix.unit:
            continue
        if isinstance(a, (Attack, WarDogs)):
            targets.add(st.units[a.target].hex)
        elif isinstance(a, (SetFire, Extinguish)):
            targets.add(a.hex)
    out["target"] = targets
    return out


def _retreat(ix) -> dict[str, set[int]]:
    c = ix.state.combat[-1] if ix.state.combat else None
    return {"reach": {a.hex for a in ix.legal if isinstance(a, RetreatTo)},
            "chosen": _hex(ix, c.target) if c else set()}


def _advance(ix) -> dict[str, set[int]]:
    c = ix.state.combat[-1] if ix.state.combat else None
    return {"reach": {a.hex for a in ix.legal if isinstance(a, AdvanceTo)},
            "chosen": _hex(ix, c.attacker) if c else set()}


AGAINST = ("strike", "counter", "reroll")   # decisions about hitting the other unit: it gets the target ring


def _none(ix) -> dict[str, set[int]]:
    c = ix.state.combat[-1] if ix.state.combat else None
    if c is None or c.attacker < 0:
        return {}
    mine, other = (c.target, c.attacker) if ix.kind in ("bold", "counter") else (c.attacker, c.target)
    out = {"chosen": _hex(ix, mine)}
    if ix.kind in AGAINST and other >= 0:
        out["target"] = _hex(ix, other)
    return out


MODES = {"order": _order, "select": _select, "move": _move, "attack": _attack, "retreat": _retreat,
         "advance": _advance, "none": _none}
