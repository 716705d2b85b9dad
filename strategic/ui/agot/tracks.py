"""The tracks beside the board, as on the table: the round and this round's Westeros cards, the three
influence tracks (Iron Throne, Fiefdoms, King's Court) with their dominance tokens and the special orders each
King's Court place allows, the supply track, victory (castles and strongholds per house), the wildling
threat; the battle under way with each side's strength (before and after the house cards are revealed);
and every house's discarded house cards (public in this game). Reads the view; decides nothing.
"""
from __future__ import annotations

from strategic.agot.ai.reading import seen_battle
from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.common import castles
from strategic.agot.rules.strength import base_strength
from strategic.agot.rules.view import HIDDEN
from strategic.agot.rules.westeros import cards as westeros_cards
from strategic.ui.agot.looks import badge, house_fill, house_name
from strategic.ui.agot.orders import build_tray, specials_left
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap

PAD, ROW, CHIP = 10, 20, 22
TRACK_NAMES = {"iron_throne": "Iron Throne", "fiefdoms": "Fiefdoms", "kings_court": "King's Court"}
DOMINANCE = {"iron_throne": "♛ Iron Throne", "fiefdoms": "Valyrian Steel Blade", "kings_court": "Messenger Raven"}
THREAT_MAX = 12


def build_tracks(view, r: Rect, sc: Scene, tray: list | None = None, chosen: str | None = None) -> Scene:
    """The tracks panel; with `tray` (the seat's order tokens while orders are placed) the tray first."""
    sc.parchment(r)
    y = r.top - 8
    y = _heading(sc, view, r, y)
    if tray:
        y = _tray(sc, view, tray, chosen, r, y)
    for track in ("iron_throne", "fiefdoms", "kings_court"):
        y = _influence(sc, view, track, r, y)
    y = _supply(sc, view, r, y)
    y = _victory(sc, view, r, y)
    y = _wildlings(sc, view, r, y)
    if view.battle is not None:
        y = _battle(sc, view, r, y)
    _discards(sc, view, r, y)
    return sc


def _line(sc: Scene, text: str, r: Rect, y: float, size=theme.SMALL, bold=False, colour=theme.INK) -> float:
    sc.text(text, r.left + PAD, y - 14, size, colour, bold=bold, max_width=r.width - 2 * PAD)
    return y - ROW


def _heading(sc: Scene, view, r: Rect, y: float) -> float:
    y = _line(sc, f"Round {view.round} of {view.max_rounds}", r, y - 4, theme.HEADING, True)
    if view.drawn:
        known = westeros_cards(view.edition)
        names = ", ".join(known[c].name for c in view.drawn)
        top = y
        for part in wrap(f"Westeros: {names}", r.width - 2 * PAD, theme.SMALL, 2):
            y = _line(sc, part, r, y)
        sc.hit(Rect(r.left, y, r.width, top - y), None, "This round's Westeros cards, decks I to III:\n" + "\n".join(
            f"{known[c].name}: {known[c].text}" for c in view.drawn))
    if view.restrictions:
        y = _line(sc, "This round: " + ", ".join(x.replace("-", " ") for x in view.restrictions), r, y,
                  colour=(150, 40, 30))
    return y - 2


def _tray(sc: Scene, view, tray: list, chosen: str | None, r: Rect, y: float) -> float:
    left, allowed = specials_left(view)
    y = _line(sc, f"Your orders: drag one onto an area · ★ {left} of {allowed} left", r, y, bold=True)
    inner = Rect(r.left + PAD, r.bottom, r.width - 2 * PAD, r.height)
    return build_tray(sc, view, tray, inner, y, chosen) - 4


def _chip(sc: Scene, x: float, y: float, house: str, tip: str) -> None:
    field, charge = badge(house)
    box = Rect(x, y - CHIP, CHIP, CHIP)
    sc.rect(box, fill=house_fill(house), border=field, width=2)
    sc.text(house_name(house)[:2], box.cx, box.cy - 1, 8.5, theme.INK, bold=True, anchor_x="center", anchor_y="center")
    sc.hit(box, None, tip)


def _influence(sc: Scene, view, track: str, r: Rect, y: float) -> float:
    holder = view.tracks[track][0]
    extra = " (used)" if track == "fiefdoms" and view.blade_used else ""
    y = _line(sc, f"{TRACK_NAMES[track]} — {DOMINANCE[track]}{extra}: {house_name(holder)}", r, y, bold=True)
    for i, h in enumerate(view.tracks[track]):
        x = r.left + PAD + i * (CHIP + 30)
        stars = view.special_orders[i] if track == "kings_court" and i < len(view.special_orders) else 0
        tip = f"{TRACK_NAMES[track]}: {house_name(h)} in place {i + 1}" + (
            f", {stars} special order(s)" if track == "kings_court" else "")
        _chip(sc, x, y, h, tip)
        sc.text(str(i + 1) + (f" {stars}★" if stars else ""), x + CHIP + 2, y - 16, 8.5,
                theme.INK_SOFT)
    return y - CHIP - 6


def _supply(sc: Scene, view, r: Rect, y: float) -> float:
    y = _line(sc, "Supply (armies allowed by level)", r, y, bold=True)
    levels = len(view.supply_table)
    w = (r.width - 2 * PAD) / levels
    for lvl in range(levels):
        x = r.left + PAD + lvl * w
        sc.rect(Rect(x, y - 34, w - 3, 34), fill=(226, 212, 176), border=theme.INK_SOFT)
        sc.text(str(lvl), x + 3, y - 12, 8.5, theme.INK_SOFT)
        here = [h for h in view.houses if view.house[h].supply == lvl]
        for k, h in enumerate(here):
            sc.rect(Rect(x + 14 + (k % 3) * 10, y - 14 - (k // 3) * 10 - 8, 8, 8), fill=house_fill(h),
                    border=badge(h)[0])
        sc.hit(Rect(x, y - 34, w - 3, 34), None, f"Supply {lvl}: armies of " + ", ".join(
            str(n) for n in view.supply_table[lvl]) + ". Here: " + (", ".join(map(house_name, here)) or "nobody"))
    return y - 40


def _victory(sc: Scene, view, r: Rect, y: float) -> float:
    y = _line(sc, f"Victory: castles and strongholds ({view.castles_to_win} win)", r, y, bold=True)
    w = (r.width - 2 * PAD) / len(view.houses)
    for i, h in enumerate(view.tracks["iron_throne"]):
        n = castles(view, h)
        x = r.left + PAD + i * w
        _chip(sc, x, y, h, f"{house_name(h)}: {n} castles and strongholds")
        sc.text(str(n), x + CHIP + 4, y - 16, theme.SMALL, theme.INK, bold=True)
    return y - CHIP - 6


def _wildlings(sc: Scene, view, r: Rect, y: float) -> float:
    y = _line(sc, f"Wildling threat: {view.wildlings}", r, y, bold=True)
    steps = THREAT_MAX // 2 + 1
    w = (r.width - 2 * PAD) / steps
    for k in range(steps):
        box = Rect(r.left + PAD + k * w, y - 18, w - 3, 18)
        on = k * 2 == view.wildlings
        sc.rect(box, fill=(110, 140, 170) if on else (206, 214, 220), border=theme.INK_SOFT)
        sc.text(str(k * 2), box.cx, box.cy - 1, 8.5, theme.WHITE if on else theme.INK_SOFT, bold=on,
                anchor_x="center", anchor_y="center")
    sc.hit(Rect(r.left + PAD, y - 18, r.width - 2 * PAD, 18), None,
           "The wildling threat: each wildling icon on a Westeros card raises it by 2; at 12 they attack.")
    return y - 24


def _battle(sc: Scene, view, r: Rect, y: float) -> float:
    b = seen_battle(view)
    cards = card_set(view)
    y = _line(sc, f"Battle in {b.area.replace('-', ' ').title()}", r, y - 2, theme.BODY, True, (150, 40, 30))
    for h in b.houses:
        parts = base_strength(view, b, h)
        cid = b.cards.get(h)
        card = cards.get(cid) if cid and cid != HIDDEN else None
        role = "attacker" if h == b.attacker else "defender"
        words = ", ".join(f"{k} {v}" for k, v in parts.items() if v)
        shown = f"{card.name} {card.strength}" if card and b.revealed or card and h == view.viewer else (
            "card chosen (hidden)" if cid else "no card yet")
        total = b.strength.get(h)
        head = f"{house_name(h)} ({role}): {sum(parts.values())} before cards" + (
            f", {total} in all" if total is not None else "")
        y = _line(sc, head, r, y, bold=True)
        y = _line(sc, f"   {words or 'no strength'}; {shown}" + (" + blade" if b.flags.get("blade") == h else ""),
                  r, y)
    if b.winner:
        y = _line(sc, f"{house_name(b.winner)} wins; {b.casualties} casualties to take", r, y, bold=True)
    return y - 4


def _discards(sc: Scene, view, r: Rect, y: float) -> None:
    cards = card_set(view)
    y = _line(sc, "Discarded house cards", r, y, bold=True)
    for h in view.tracks["iron_throne"]:
        gone = view.house[h].discards
        if y - ROW < r.bottom:
            return
        text = f"{house_name(h)}: " + (", ".join(cards[c].name for c in gone) if gone else "none")
        sc.text(text, r.left + PAD, y - 14, theme.SMALL, theme.INK_SOFT, max_width=r.width - 2 * PAD)
        sc.hit(Rect(r.left, y - ROW, r.width, ROW), None, "\n".join(
            f"{cards[c].name} ({cards[c].strength}): {cards[c].text or 'no ability'}" for c in gone) or None)
        y -= ROW
