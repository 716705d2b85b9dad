"""What the A Game of Thrones board shows for one seat's view: each area's fill on the map (the controlling
house's colour: its units, its power token, or its home area), and the words of an area's tooltip. Reads the
view and the board's printed facts only; the one rule read is `controller`, the engine's own query.
"""
from __future__ import annotations

from strategic.agot.log import order_name, unit_noun
from strategic.agot.rules.common import board_of, controller
from strategic.agot.rules.strength import march_preview
from strategic.agot.rules.view import HIDDEN
from strategic.ui.map.model import AreaLook
from strategic.ui.houses import badge, house_fill, house_name

__all__ = ["badge", "house_fill", "house_name", "looks", "area_tip", "area_name", "order_words", "unit_words",
           "unit_noun"]

LAND_ALPHA = 150          # the parchment shows through a house's colour
SEA_ALPHA = 95            # a sea held by ships: a lighter wash over the water
OUT_OF_PLAY = (60, 56, 52, 170)   # an area this player count leaves out: shaded dark, no neutral counter


def looks(view) -> dict[str, AreaLook]:
    """printed name -> AreaLook: land in its controller's colour, seas and ports in their ships' house's."""
    board = board_of(view)
    out = {}
    for aid, area in board.areas.items():
        who = controller(view, aid) if area.kind == "land" else view.owner.get(aid)
        if aid in view.blocked:
            out[area.name] = AreaLook(OUT_OF_PLAY)
        elif who:
            out[area.name] = AreaLook(house_fill(who) + (LAND_ALPHA if area.kind == "land" else SEA_ALPHA,))
    return out


def area_name(view, aid: str) -> str:
    """The printed name of an area id."""
    return board_of(view).areas[aid].name


def order_words(token: str) -> str:
    """"March +1★" for a token id (the log's words); "a face-down order" for a hidden one."""
    return "a face-down order" if token == HIDDEN else order_name(token)


def unit_words(view, aid: str) -> str:
    standing = view.units.get(aid, [])
    routed = view.routed.get(aid, [])
    parts = [f"{standing.count(u)} {unit_noun(u, standing.count(u))}" for u in sorted(set(standing))]
    parts += [f"{routed.count(u)} routed {unit_noun(u, routed.count(u))}" for u in sorted(set(routed))]
    return ", ".join(parts)


def area_tip(view, aid: str) -> str:
    """Name and kind, printed icons, controller, units, order, power token, garrison, neutral force, neighbours."""
    board = board_of(view)
    a = board.areas[aid]
    kind = {"land": "land", "sea": "sea", "port": f"port of {board.areas[a.port_of].name}" if a.port_of else "port"}
    lines = [f"{a.name} ({kind[a.kind]})"]
    printed = [w for w, on in (("stronghold" if a.castle == 2 else "castle", a.castle),
                               (_plural(a.supply, "supply barrel"), a.supply), (_plural(a.crowns, "crown"), a.crowns))
               if on]
    if printed:
        lines.append(", ".join(printed).capitalize())
    if a.home:
        lines.append(f"Home area of {house_name(a.home)}")
    who = controller(view, aid)
    if who:
        lines.append(f"Controlled by {house_name(who)}")
    units = unit_words(view, aid)
    if units:
        lines.append(f"{house_name(view.owner[aid])}: {units}")
    if aid in view.orders:
        lines.append(f"Order: {order_words(view.orders[aid])}")
    if aid in view.tokens:
        lines.append(f"Power token of {house_name(view.tokens[aid])}")
    if aid in view.garrisons:
        house, strength = view.garrisons[aid]
        lines.append(f"Garrison of {house_name(house)} (strength {strength})")
    if aid in view.blocked:
        lines.append(f"Out of play with {len(view.house)} houses: no march may enter")
    elif aid in view.neutral:
        lines.append(f"Neutral force (strength {view.neutral[aid]})")
    if aid in view.fortifications:
        lines.append("Fortification (+1 defence)")
    lines.append("Borders: " + ", ".join(board.areas[n].name for n in sorted(board.neighbours(aid))))
    return "\n".join(lines)


def attack_words(view, aid: str, units: tuple[str, ...]) -> str:
    """The strengths a march's picked units would start a battle in `aid` with (the engine's count, before
    supports and house cards), and the Support orders around that may join, each with what it would add."""
    me = view.viewer
    base, supports = march_preview(view, me, aid, units)
    enemy = next(h for h in base if h != me)
    lines = [f"Attack: you {base[me]} against {house_name(enemy)} {base[enemy]}, before supports and house cards."]
    for a, (owner, adds) in supports.items():
        if owner in base:
            n = f"+{adds[owner]} to {'you' if owner == me else 'them'}"
        else:
            n = f"+{adds[me]} to either side" if adds[me] == adds[enemy] else f"+{adds[me]} to you or +{adds[enemy]} to them"
        lines.append(f"  {area_name(view, a)}, {house_name(owner)}'s Support: {n}")
    return "\n".join(lines)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"
