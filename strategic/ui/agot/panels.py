"""The A Game of Thrones screen's panels, each a Scene built from the seat's view: the houses in the Iron
Throne's order (top bar), and the side panel (the seat's house cards drawn as cards with their text, the
ones it may play now lit; the top wildling card when the raven showed it; the log, the shared `log_card`). The
decision itself is asked in the shared prompt bar (strategic/ui/shared_panels.py `build_prompt`). Reads views;
decides nothing.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import arcade

from strategic.agot.cards import wildling_cards
from strategic.agot.log import printed_name
from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.common import castles
from strategic.ui.agot.looks import badge, house_fill, house_name
from strategic.ui.shared_panels import log_card
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width, wrap

GAP, PAD = 6, 10
CARD_H = 48            # a card with one line of its text; each further line adds a line's height
ROOMY = 470            # the side panel's height from which cards show two lines of their text
MAX_LINES = 6          # while a card is chosen, its text in at most this many lines (the tooltip has it all)
LOG_MIN = 110          # ... as long as the log keeps this much of the side panel
PLAYABLE = (250, 226, 140)
STRIP = 8              # the house's colour down a cell's left edge


def first_fitting(variants: list[str], width: float, size: float = theme.SMALL, bold: bool = False) -> str:
    """The first of `variants` (longest first) whose measured width fits `width`; the last one else."""
    return next((v for v in variants if text_width(v, size, bold) <= width), variants[-1])


@functools.lru_cache(maxsize=8)
def line_height(size: float) -> int:
    """The measured height of a line of text at `size` (ascent to descent): the step between two lines."""
    return int(arcade.Text("Ágy", 0, 0, font_size=size, font_name=theme.FONT).content_height)


# ---------------------------------------------------------------------- top bar
def houses_key(view, r: Rect, acting: frozenset[str]) -> tuple:
    """Everything the houses' bar reads: it is built again only when this changes."""
    return (r, view.castles_to_win, tuple(view.tracks["iron_throne"]), tuple(sorted(acting)),
            tuple((h, view.house[h].power, view.house[h].supply, tuple(view.house[h].hand), castles(view, h))
                  for h in view.houses))


def build_houses(view, r: Rect, sc: Scene, acting: frozenset[str]) -> Scene:
    """One cell per house in the Iron Throne's order: colour, name, castles, power, supply; its tooltip names
    the house cards in its hand (public in this game: the view shows every hand)."""
    order = view.tracks["iron_throne"]
    cards = card_set(view)
    w = (r.width - GAP * (len(order) - 1)) / len(order)
    for i, h in enumerate(order):
        cell = Rect(r.left + i * (w + GAP), r.bottom, w, r.height)
        hs = view.house[h]
        active = h in acting
        sc.parchment(cell, edge=theme.GOLD if active else theme.PARCHMENT_EDGE)
        if active:
            sc.rect(Rect(cell.left + 2, cell.bottom + 2, cell.width - 4, cell.height - 4), border=theme.GOLD, width=3)
        field_c, _ = badge(h)
        sc.rect(Rect(cell.left + 4, cell.bottom + 4, STRIP, cell.height - 8), fill=house_fill(h), border=field_c,
                width=2)
        room = cell.width - STRIP - 14
        x = cell.left + STRIP + 8
        name = first_fitting([house_name(h) + (" ▶" if active else ""), house_name(h)], room, theme.BODY, True)
        sc.text(name, x, cell.top - 24, theme.BODY, bold=True, max_width=room)
        won = castles(view, h)
        sc.text(first_fitting([f"castles {won}/{view.castles_to_win}", f"{won}/{view.castles_to_win}"], room,
                              bold=True), x, cell.top - 46, theme.SMALL, theme.INK, bold=True, max_width=room)
        sc.text(first_fitting([f"power {hs.power} · supply {hs.supply}", f"power {hs.power} · sup. {hs.supply}",
                               f"power {hs.power}"], room), x, cell.top - 64, theme.SMALL, theme.INK_SOFT,
                max_width=room)
        hand = ", ".join(f"{cards[c].name} ({cards[c].strength})" for c in hs.hand) or "none"
        sc.hit(cell, None, f"{house_name(h)}: {won} castles and strongholds of {view.castles_to_win}, "
                           f"{hs.power} power tokens in hand, supply {hs.supply}"
                           + (" (deciding now)" if active else "") + f".\nHouse cards in hand (public): {hand}")
    return sc


# ---------------------------------------------------------------------- side panel
@dataclass
class PanelInfo:
    view: object
    playable: set[str]            # house cards the seat may play now
    log: list[str]
    scroll: int = 0
    hidden: bool = False          # hot seat between two humans, or nobody at the table: no hand shown


def build_panel(info: PanelInfo, r: Rect, sc: Scene) -> tuple[Scene, int]:
    inner = Rect(r.left + GAP, r.bottom + GAP, r.width - 2 * GAP, r.height - 2 * GAP)
    top = inner.top
    if not info.hidden and info.view.viewer:
        top = _hand(sc, info, Rect(inner.left, inner.bottom, inner.width, top - inner.bottom)) - GAP
    log_r = Rect(inner.left, inner.bottom, inner.width, max(110, top - inner.bottom))
    return sc, log_card(sc, info.log, log_r, info.scroll)


def card_tip(card) -> str:
    icons = f"{card.swords} sword(s), {card.towers} fortification(s)"
    return f"{card.name} — strength {card.strength}, {icons}." + (f"\n{card.text}" if card.text else "")


def _hand(sc: Scene, info: PanelInfo, room: Rect) -> float:
    """The seat's house cards, two columns of cards: name and strength, sword and tower icons, the text."""
    v = info.view
    cards = card_set(v)
    hand = v.house[v.viewer].hand
    seen = _peeked(v)
    rows = (len(hand) + 1) // 2
    cw = (room.width - 2 * PAD - GAP) / 2
    text_lines = 2 if room.height >= ROOMY else 1                 # a short window: one line
    if info.playable:                   # choosing a card: the texts take the log's room
        text_lines = max(text_lines, _text_lines([cards[c].text or "No ability." for c in hand], cw - 10, rows,
                                                 room.height, bool(seen)))
    card_h = _card_height(text_lines)
    h = _hand_height(rows, card_h, bool(seen))
    r = Rect(room.left, room.top - h, room.width, h)
    sc.parchment(r)
    sc.text(f"{house_name(v.viewer)}: your house cards", r.left + PAD, r.top - 22, theme.HEADING, bold=True,
            max_width=r.width - 2 * PAD)
    y = r.top - 30
    for i, cid in enumerate(hand):
        c = cards[cid]
        box = Rect(r.left + PAD + (i % 2) * (cw + GAP), y - (i // 2 + 1) * (card_h + 4), cw, card_h)
        lit = cid in info.playable
        sc.rect(box, fill=PLAYABLE if lit else (248, 240, 218), border=theme.INK, width=2.5 if lit else 1.2)
        sc.rect(Rect(box.left + 4, box.top - 22, 18, 18), fill=badge(v.viewer)[0])
        sc.text(str(c.strength), box.left + 13, box.top - 13, theme.SMALL, theme.WHITE, bold=True, anchor_x="center",
                anchor_y="center")
        icons = "⚔" * c.swords + "♜" * c.towers
        # the title line's room beside the icons, or alone: a narrow card gives the whole line to the name
        # ("Eddard S…" was cut) and starts its text with the icons; a name too long even then goes by its short
        # form ("Ser Jaime")
        beside = box.width - 34 - text_width(icons)
        alone = box.width - 30 if icons else beside
        name = first_fitting([c.name, c.short], alone, theme.SMALL, True) if c.short else c.name
        aside = bool(icons) and text_width(name, theme.SMALL, True) > beside
        body = (f"{icons} " if aside else "") + (c.text or "No ability.")
        if not aside:
            sc.text(icons, box.right - 4, box.top - 17, theme.SMALL, theme.INK, anchor_x="right")
        sc.text(name, box.left + 26, box.top - 17, theme.SMALL, theme.INK, bold=True,
                max_width=alone if aside else beside)
        for k, part in enumerate(wrap(body, box.width - 10, theme.SMALL, text_lines)):
            sc.text(part, box.left + 5, box.top - 36 - k * line_height(theme.SMALL), theme.SMALL, theme.INK_SOFT,
                    max_width=box.width - 8)
        tip = card_tip(c) + ("\nClick to play it." if lit else "")
        sc.hit(box, ("card", cid) if lit else ("card_info", cid), tip)
    if seen:
        sc.text(f"Top wildling card: {seen}", r.left + PAD, r.bottom + 8, theme.SMALL, theme.INK, bold=True,
                max_width=r.width - 2 * PAD)
        sc.hit(Rect(r.left, r.bottom, r.width, 24), None, _wildling_tip(v.wildling_deck[0], v.edition))
    return r.bottom


def _card_height(lines: int) -> int:
    return CARD_H + (lines - 1) * line_height(theme.SMALL)


def _hand_height(rows: int, card_h: int, seen: bool) -> int:
    return 34 + rows * (card_h + 4) + (20 if seen else 0) + 4


def _text_lines(texts: list[str], width: float, rows: int, room: float, seen: bool) -> int:
    """As many lines of the cards' texts as the longest needs (at most MAX_LINES) while the log keeps LOG_MIN;
    at least one."""
    need = min(MAX_LINES, max((len(wrap(t, width, theme.SMALL)) for t in texts), default=1))
    return next((n for n in range(need, 1, -1) if _hand_height(rows, _card_height(n), seen) <= room - LOG_MIN - GAP),
                1)


def _peeked(v) -> str:
    if v.peeked == v.viewer and v.wildling_deck:
        return printed_name(v.wildling_deck[0])
    return ""


def _wildling_tip(cid: str, edition: int) -> str:
    """What the wildling card does, as its text says, for each bidder."""
    card = next((c for c in wildling_cards(edition) if c.id == cid), None)
    if card is None:
        return printed_name(cid)
    return (f"{card.name}. If the wildlings win: the lowest bidder: {card.lowest} Every other house: {card.others}"
            f"\nIf the Night's Watch wins: the highest bidder: {card.highest}")
