"""The tracks beside the board, as on the table: the round and this round's Westeros cards, the three
influence tracks (Iron Throne, Fiefdoms, King's Court) with their dominance tokens and the special orders each
King's Court place allows, the supply track, victory (castles and strongholds per house), the wildling
threat; the battle under way with each side's strength (before and after the house cards are revealed);
and every house's discarded house cards (public in this game). Reads the view; decides nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

from strategic.agot.ai.reading import seen_battle
from strategic.agot.log import RESTRICTIONS, TRACK_NAMES      # the log's words, written once
from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.battle import strengths
from strategic.agot.rules.common import castles
from strategic.agot.rules.strength import base_strength
from strategic.agot.rules.view import HIDDEN
from strategic.agot.rules.westeros import cards as westeros_cards
from strategic.ui.agot.looks import area_name, badge, house_fill, house_name
from strategic.ui.agot.orders import build_tray, specials_left
from strategic.ui.agot.panels import first_fitting
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap

PAD = 10
DOMINANCE = {"iron_throne": "♛ Iron Throne", "fiefdoms": "Valyrian Steel Blade", "kings_court": "Messenger Raven"}
SHORT_DOMINANCE = {"iron_throne": "♛", "fiefdoms": "Blade", "kings_court": "Raven"}
THREAT_MAX = 12
ROOMY_H = 660          # from this height of the panel, rows keep their full size; below it they are denser


@dataclass(frozen=True)
class Sizes:
    """The panel's rows, in pixels: a text line, a house chip, a supply box, a wildling box."""
    row: int
    chip: int
    supply: int
    threat: int


ROOMY = Sizes(row=20, chip=22, supply=34, threat=18)
DENSE = Sizes(row=18, chip=20, supply=24, threat=18)


def tracks_key(view, r: Rect, tray: list | None, chosen: str | None) -> tuple:
    """Everything the tracks panel reads: the panel is built again only when this changes (most AI steps
    change none of it: an order placed, a unit moved)."""
    battle = repr(seen_battle(view)) if view.battle is not None else ""
    houses = tuple((h, view.house[h].supply, castles(view, h), tuple(view.house[h].discards)) for h in view.houses)
    return (view.viewer, view.round, view.max_rounds, in_westeros(view), view.step == "raven", tuple(view.drawn),
            tuple(view.queue),
            tuple(view.restrictions), tuple(tuple(t) for t in view.tracks.values()), tuple(view.special_orders),
            view.blade_used, view.wildlings, houses, battle, tuple(tray or ()), chosen, r)


def build_tracks(view, r: Rect, sc: Scene, tray: list | None = None, chosen: str | None = None) -> Scene:
    """The tracks panel; with `tray` (the seat's order tokens while orders are placed) the tray first."""
    sc.parchment(r)
    z = ROOMY if r.height >= ROOMY_H else DENSE
    y = r.top - 8
    y = _heading(sc, view, r, y, z)
    if tray:
        y = _tray(sc, view, tray, chosen, r, y, z)
    for track in ("iron_throne", "fiefdoms", "kings_court"):
        y = _influence(sc, view, track, r, y, z)
    y = _supply(sc, view, r, y, z)
    y = _victory(sc, view, r, y, z)
    y = _wildlings(sc, view, r, y, z)
    if view.battle is not None:
        y = _battle(sc, view, r, y, z)
    _discards(sc, view, r, y, z)
    return sc


def _line(sc: Scene, text: str | list[str], r: Rect, y: float, z: Sizes, size=theme.SMALL, bold=False,
          colour=theme.INK) -> float:
    """One line under `y`: the first of the words given (longest first) that fits the panel's width."""
    room = r.width - 2 * PAD
    words = first_fitting(text, room, size, bold) if isinstance(text, list) else text
    sc.text(words, r.left + PAD, y - z.row + 6, size, colour, bold=bold, max_width=room)
    return y - z.row


def _wrapped(sc: Scene, text: str, r: Rect, y: float, z: Sizes, bold=False, colour=theme.INK,
             lines: int | None = 3) -> float:
    for part in wrap(text, r.width - 2 * PAD, theme.SMALL, lines, bold):
        y = _line(sc, part, r, y, z, bold=bold, colour=colour)
    return y


def _heading(sc: Scene, view, r: Rect, y: float, z: Sizes) -> float:
    y = _line(sc, f"Round {view.round} of {view.max_rounds}", r, y - 4, z, theme.HEADING, True) - 2
    if view.drawn:
        known = westeros_cards(view.edition)
        top = y
        y = _wrapped(sc, "Westeros: " + ", ".join(known[c].name for c in view.drawn), r, y, z, lines=2)
        now = len(view.drawn) - len(view.queue) - 1
        if in_westeros(view) and now >= 0:          # the card being resolved, with its effect
            card = known[view.drawn[now]]
            y = _wrapped(sc, f"▶ {'I' * (now + 1)}. {card.name}: {card.text}", r, y, z, bold=True, lines=None)
        sc.hit(Rect(r.left, y, r.width, top - y), None, "This round's Westeros cards, decks I to III:\n" + "\n".join(
            f"{known[c].name}: {known[c].text}" for c in view.drawn))
    if view.restrictions:
        y = _wrapped(sc, "This round: " + ", ".join(RESTRICTIONS.get(x, x) for x in view.restrictions), r, y, z,
                     colour=(150, 40, 30), lines=2)
    return y - 2


def in_westeros(view) -> bool:
    """The Westeros phase is under way: this round's cards are drawn and no order is placed yet."""
    return bool(view.drawn) and not view.orders and view.step not in ("planning", "one_use_planning")


def _tray(sc: Scene, view, tray: list, chosen: str | None, r: Rect, y: float, z: Sizes) -> float:
    left, allowed = specials_left(view)
    what = "the raven: drop one on an order to swap" if view.step == "raven" else "drag one onto an area"
    y = _line(sc, [f"Your orders: {what} · ★ {left} of {allowed} left",
                   f"Your orders · ★ {left} of {allowed} left"], r, y, z, bold=True)
    inner = Rect(r.left + PAD, r.bottom, r.width - 2 * PAD, r.height)
    return build_tray(sc, view, tray, inner, y, chosen) - 4


def _chip(sc: Scene, x: float, y: float, house: str, tip: str, z: Sizes) -> None:
    field, charge = badge(house)
    box = Rect(x, y - z.chip, z.chip, z.chip)
    sc.rect(box, fill=house_fill(house), border=field, width=2)
    sc.text(house_name(house)[:2], box.cx, box.cy - 1, theme.SMALL, theme.INK, bold=True, anchor_x="center",
            anchor_y="center")
    sc.hit(box, None, tip)


def _influence(sc: Scene, view, track: str, r: Rect, y: float, z: Sizes) -> float:
    holder = house_name(view.tracks[track][0])
    used = " (used)" if track == "fiefdoms" and view.blade_used else ""
    y = _line(sc, [f"{TRACK_NAMES[track]} — {DOMINANCE[track]}{used}: {holder}",
                   f"{TRACK_NAMES[track]} — {SHORT_DOMINANCE[track]}{used}: {holder}"], r, y, z, bold=True)
    step = min(z.chip + 34, (r.width - 2 * PAD) / len(view.tracks[track]))
    for i, h in enumerate(view.tracks[track]):
        x = r.left + PAD + i * step
        stars = view.special_orders[i] if track == "kings_court" and i < len(view.special_orders) else 0
        tip = f"{TRACK_NAMES[track]}: {house_name(h)} in place {i + 1}" + (
            f", {stars} special order(s)" if track == "kings_court" else "")
        _chip(sc, x, y, h, tip, z)
        if stars:
            sc.text(f"{stars}★", x + z.chip + 2, y - z.chip + 5, theme.SMALL, theme.INK_SOFT)
    return y - z.chip - 6


def _supply(sc: Scene, view, r: Rect, y: float, z: Sizes) -> float:
    y = _line(sc, ["Supply (armies allowed by level)", "Supply"], r, y, z, bold=True)
    levels = len(view.supply_table)
    w = (r.width - 2 * PAD) / levels
    for lvl in range(levels):
        x = r.left + PAD + lvl * w
        box = Rect(x, y - z.supply, w - 3, z.supply)
        sc.rect(box, fill=(226, 212, 176), border=theme.INK_SOFT)
        sc.text(str(lvl), x + 3, box.top - 14, theme.SMALL, theme.INK_SOFT)
        here = [h for h in view.houses if view.house[h].supply == lvl]
        size, per_row = _squares(len(here), box.width - 19, box.height - 6)
        for k, h in enumerate(here):
            sc.rect(Rect(x + 16 + (k % per_row) * (size + 2), box.top - 4 - size - (k // per_row) * (size + 2), size,
                         size), fill=house_fill(h), border=badge(h)[0])
        sc.hit(box, None, f"Supply {lvl}: armies of " + ", ".join(str(n) for n in view.supply_table[lvl]) +
               ". Here: " + (", ".join(map(house_name, here)) or "nobody"))
    return y - z.supply - 6


def _squares(n: int, width: float, height: float) -> tuple[int, int]:
    """The biggest house square (8 px down to 4) whose rows of `n` fit the room right of a level's number:
    (size, squares per row)."""
    for size in (8, 7, 6, 5, 4):
        per_row = max(1, int(width // (size + 2)))
        if -(-n // per_row) * (size + 2) <= height:
            return size, per_row
    return 4, max(1, int(width // 6))


def _victory(sc: Scene, view, r: Rect, y: float, z: Sizes) -> float:
    y = _line(sc, [f"Victory: castles and strongholds ({view.castles_to_win} win)",
                   f"Victory: castles ({view.castles_to_win} win)"], r, y, z, bold=True)
    w = (r.width - 2 * PAD) / len(view.houses)
    for i, h in enumerate(view.tracks["iron_throne"]):
        n = castles(view, h)
        x = r.left + PAD + i * w
        _chip(sc, x, y, h, f"{house_name(h)}: {n} castles and strongholds", z)
        sc.text(str(n), x + z.chip + 4, y - z.chip + 5, theme.SMALL, theme.INK, bold=True)
    return y - z.chip - 6


def _wildlings(sc: Scene, view, r: Rect, y: float, z: Sizes) -> float:
    y = _line(sc, f"Wildling threat: {view.wildlings}", r, y, z, bold=True)
    steps = THREAT_MAX // 2 + 1
    w = (r.width - 2 * PAD) / steps
    for k in range(steps):
        box = Rect(r.left + PAD + k * w, y - z.threat, w - 3, z.threat)
        on = k * 2 == view.wildlings
        sc.rect(box, fill=(110, 140, 170) if on else (206, 214, 220), border=theme.INK_SOFT)
        sc.text(str(k * 2), box.cx, box.cy, theme.SMALL, theme.WHITE if on else theme.INK_SOFT, bold=on,
                anchor_x="center", anchor_y="center")
    sc.hit(Rect(r.left + PAD, y - z.threat, r.width - 2 * PAD, z.threat), None,
           "The wildling threat: each wildling icon on a Westeros card raises it by 2; at 12 they attack.")
    return y - z.threat - 6


def _battle(sc: Scene, view, r: Rect, y: float, z: Sizes) -> float:
    """Each side's strength: units, supports, order, garrison before the cards; the card (the seat's own, or
    both once revealed), the blade and the total after."""
    b = seen_battle(view)
    cards = card_set(view)
    y = _line(sc, f"Battle in {area_name(view, b.area)}", r, y - 2, z, theme.BODY, True, (150, 40, 30))
    now = strengths(view, b) if b.revealed and not b.strength else {}     # the engine's count, cards shown
    for h in b.houses:
        parts = base_strength(view, b, h)
        cid = b.cards.get(h)
        card = cards.get(cid) if cid and cid != HIDDEN else None
        role = "attacker" if h == b.attacker else "defender"
        words = ", ".join(f"{k} {v}" for k, v in parts.items() if v)
        shown = f"{card.name} {card.strength}" if card and b.revealed or card and h == view.viewer else (
            "card chosen (hidden)" if cid else "on the hex battlefield" if "hexes" in b.flags else "no card yet")
        total = b.strength.get(h, now.get(h))
        y = _wrapped(sc, f"{house_name(h)} ({role}): {sum(parts.values())} before cards" + (
            f", {total} in all" if total is not None else ""), r, y, z, bold=True, lines=2)
        y = _wrapped(sc, f"{words or 'no strength'}; {shown}" + (" + blade" if b.flags.get("blade") == h else ""),
                     r, y, z, lines=2)
    if b.winner:
        loss = f"{b.casualties} {'casualty' if b.casualties == 1 else 'casualties'}"
        y = _wrapped(sc, f"{house_name(b.winner)} wins; {loss} to take", r, y, z, bold=True)
    return y - 4


def _discards(sc: Scene, view, r: Rect, y: float, z: Sizes) -> None:
    """Each house's discarded cards (public): their names, shortened to the first names when a line is short,
    on two lines at most; the houses that find no room are named in a last line (their tooltips say all)."""
    cards = card_set(view)
    room = r.width - 2 * PAD
    y = _line(sc, "Discarded house cards", r, y, z, bold=True)
    order = view.tracks["iron_throne"]
    for i, h in enumerate(order):
        gone = view.house[h].discards
        full = ", ".join(cards[c].name for c in gone) or "none"
        short = ", ".join(_first_names(cards[c].name, h) for c in gone) or "none"
        text = first_fitting([f"{house_name(h)}: {full}", f"{house_name(h)}: {short}"], room)
        parts = wrap(text, room, theme.SMALL, 2)
        if y - z.row * (len(parts) + (i < len(order) - 1)) < r.bottom:
            rest = order[i:]
            _line(sc, first_fitting(["More: " + ", ".join(map(house_name, rest)) + " (hover here)",
                                     "More discards (hover here)"], room), r, y, z, colour=theme.INK_SOFT)
            sc.hit(Rect(r.left, y - z.row, r.width, z.row), None, "\n".join(
                f"{house_name(o)}: " + (", ".join(cards[c].name for c in view.house[o].discards) or "none")
                for o in rest))
            return
        top = y
        for part in parts:
            y = _line(sc, part, r, y, z, colour=theme.INK_SOFT)
        sc.hit(Rect(r.left, y, r.width, top - y), None, "\n".join(
            f"{cards[c].name} ({cards[c].strength}): {cards[c].text or 'no ability'}" for c in gone) or None)


def _first_names(name: str, house: str) -> str:
    """A card's name without its house's family name: "Ser Jaime Lannister" -> "Ser Jaime"."""
    family = house_name(house)
    words = [w for w in name.split() if w != family]
    return " ".join(words) or name
