"""The Risk screen's panels, each a Scene built from the seat's view: the houses in turn order (top bar),
the decision being asked with its buttons, amount and odds (prompt bar), and the side panel (tools, your
hand as cards with the sets you may trade, Domination objectives and maester cards, the log).
Reads views and the choice's buttons; decides nothing.
"""
from __future__ import annotations

import functools
import textwrap
from dataclasses import dataclass, field

from strategic.risk.rules.actions import ClaimObjective, Trade
from strategic.risk.rules.board import load_map
from strategic.risk.rules.cards import lookup
from strategic.ui.risk.decisions import Button
from strategic.ui.risk.looks import badge, house_fill, house_name
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.promptbar import BUTTON_GAP, BUTTON_H, button_width
from tactical.ui.scene import Scene, wrap

GAP, PAD, LINE = 6, 10, 18
LOG_KEEP = 80          # entries wrapped for the log card (scrolling reaches this far back)
ACCENT = (250, 226, 140)
WIDE_CELL = 160
MORE_W = 84
ICON_LETTERS = {"knight": "K", "siege": "S", "fortification": "F"}
TOOLS = (("Undo (U)", "undo", "Take back your last choices, back to the last dice roll or card draw."),
         ("Fit (F)", "fit", "Show the whole map again (wheel: zoom, drag: pan)."),
         ("Menu (Esc)", "menu", "Pause: save, settings, or quit to the menu (the game is autosaved after every step)."))


# ---------------------------------------------------------------------- top bar
def build_houses(view, r: Rect, sc: Scene) -> Scene:
    """One cell per house in turn order: colour, name, territories, armies, cards; gold and VP in Domination."""
    n = len(view.seats)
    w = (r.width - GAP * (n - 1)) / n
    held = {h: [t for t, o in view.owner.items() if o == h] for h in view.seats}
    for i, h in enumerate(view.seats):
        cell = Rect(r.left + i * (w + GAP), r.bottom, w, r.height)
        p = view.players[h]
        active = h == view.active and view.result is None
        sc.parchment(cell, edge=theme.GOLD if active else theme.PARCHMENT_EDGE)
        if active:
            sc.rect(Rect(cell.left + 2, cell.bottom + 2, cell.width - 4, cell.height - 4), border=theme.GOLD, width=3)
        field_c, charge = badge(h)
        sc.rect(Rect(cell.left + 8, cell.top - 30, 16, 22), fill=house_fill(h), border=field_c, width=2)
        name = house_name(h) + (" ▶" if active else "") + (" (out)" if p.eliminated else "")
        sc.text(name, cell.left + 30, cell.top - 24, theme.BODY, theme.DISABLED if p.eliminated else theme.INK,
                bold=True, max_width=cell.width - 36)
        armies = sum(view.armies[t] for t in held[h])
        wide = cell.width >= WIDE_CELL          # narrow cells (6-7 houses) abbreviate; the tooltip spells out
        lands = f"{len(held[h])} land{'s' if len(held[h]) != 1 else ''}"
        second = f"{lands} · {armies} armies" if wide else f"{len(held[h])} L · {armies} A · {p.cards} C"
        sc.text(second, cell.left + 8, cell.top - 46, theme.SMALL, theme.INK_SOFT, max_width=cell.width - 14)
        third = f"{p.cards} card{'s' if p.cards != 1 else ''}" if wide else ""
        if view.rules == "domination":
            third += (" · " if third else "") + f"{p.gold} g · {p.vp} VP"
        sc.text(third, cell.left + 8, cell.top - 64, theme.SMALL, theme.INK, bold=True, max_width=cell.width - 14)
        sc.hit(cell, None, f"{house_name(h)}: {len(held[h])} territories, {armies} armies, {p.cards} territory cards"
               + (f", {p.gold} gold, {p.vp} victory points, {p.maester} maester cards, "
                  f"{len(p.achieved)} objectives scored" if view.rules == "domination" else ""))
    return sc


# ---------------------------------------------------------------------- prompt bar
@dataclass
class Prompt:
    title: str
    words: str
    house: str | None = None
    lines: list[str] = field(default_factory=list)      # the amount, the odds
    buttons: list = field(default_factory=list)
    page: int = 0


def build_prompt(p: Prompt, whole: Rect, sc: Scene, can_undo: bool) -> tuple[Scene, int]:
    """The tools and the decision being asked; returns the scene and how many pages of buttons it has."""
    _toolbar(sc, Rect(whole.left + GAP, whole.top - 32, whole.width - GAP, 32), can_undo)
    r = Rect(whole.left + GAP, whole.bottom, whole.width - GAP, whole.height - 32 - GAP)
    sc.parchment(r)
    x = r.left + PAD
    if p.house:
        sc.rect(Rect(x, r.top - 26, 14, 18), fill=house_fill(p.house), border=badge(p.house)[0], width=2)
        x += 22
    sc.text(p.title, x, r.top - 22, theme.HEADING, bold=True, max_width=r.right - x - PAD)
    area = Rect(r.left + 8, r.bottom + 6, r.width - 16, r.height - 90)
    placed, pages = flow_buttons(p.buttons, area, p.page)
    floor = max((rect.top for rect, _ in placed), default=area.bottom)
    y = r.top - 30
    lines = [(part, theme.BODY) for part in wrap(p.words, r.width - 2 * PAD, theme.BODY, 3)]
    lines += [(part, theme.SMALL) for line in p.lines for part in wrap(line, r.width - 2 * PAD, theme.SMALL, 2)]
    for line, size in lines:
        if y - 16 < floor:
            break
        sc.text(line, r.left + PAD, y - 14, size, theme.INK, max_width=r.width - 2 * PAD)
        y -= 19 if size == theme.BODY else 17
    for rect, b in placed:
        sc.button(rect, b.label, ("button", b), tip=b.tip or None, accent=ACCENT if b.accent else None)
    if pages > 1:
        sc.button(Rect(area.right - MORE_W, area.bottom, MORE_W, BUTTON_H), f"More {p.page % pages + 1}/{pages}",
                  ("page",))
    return sc, pages


def flow_buttons(buttons: list, r: Rect, page: int) -> tuple[list, int]:
    """The buttons in rows from the bottom of `r` up, as many rows as fit (the last row leaves room for
    "More" when they do not all fit); the ones of `page` and the number of pages."""
    rows = max(1, int((r.height + BUTTON_GAP) // (BUTTON_H + BUTTON_GAP)))
    pages: list[list] = [[]]
    row, x = 0, r.left
    for b in buttons:
        w = min(button_width(b.label), r.width)
        limit = r.right - (MORE_W + BUTTON_GAP if row == rows - 1 else 0)
        if x + w > limit and x > r.left:
            row, x = row + 1, r.left
            if row == rows:
                pages.append([])
                row = 0
        pages[-1].append((row, x, w, b))
        x += w + BUTTON_GAP
    shown = pages[page % len(pages)]
    used = max((rw for rw, *_ in shown), default=0) + 1
    return [(Rect(x, r.bottom + (used - 1 - rw) * (BUTTON_H + BUTTON_GAP), w, BUTTON_H), b)
            for rw, x, w, b in shown], len(pages)


# ---------------------------------------------------------------------- side panel
@dataclass
class PanelInfo:
    view: object                 # the view of the seat whose hand is shown
    legal: list                  # that seat's legal actions (empty when it is not its decision)
    log: list[str]
    scroll: int = 0
    hidden: bool = False         # hot seat between two humans: nothing private shown


def build_panel(info: PanelInfo, r: Rect, sc: Scene) -> tuple[Scene, int]:
    inner = Rect(r.left + GAP, r.bottom + GAP, r.width - 2 * GAP, r.height - 2 * GAP)
    top = inner.top
    if not info.hidden:
        top = _hand(sc, info, Rect(inner.left, inner.bottom, inner.width, top - inner.bottom)) - GAP
        if info.view.rules == "domination":
            top = _domination(sc, info, Rect(inner.left, inner.bottom, inner.width, top - inner.bottom)) - GAP
    log_r = Rect(inner.left, inner.bottom, inner.width, max(120, top - inner.bottom))
    return sc, log_card(sc, info.log, log_r, info.scroll)


def _toolbar(sc: Scene, r: Rect, can_undo: bool) -> None:
    w = (r.width - 2 * GAP) / 3
    for i, (label, command, tip) in enumerate(TOOLS):
        sc.button(Rect(r.left + i * (w + GAP), r.bottom, w, r.height), label, ("tool", command),
                  enabled=can_undo or command != "undo", tip=tip)


def _title(sc: Scene, r: Rect, text: str) -> float:
    sc.text(text, r.left + PAD, r.top - 22, theme.HEADING, bold=True, max_width=r.width - 2 * PAD)
    return r.top - 30


def _hand(sc: Scene, info: PanelInfo, room: Rect) -> float:
    """Your territory cards (name and icon) and a button for each set you may trade now."""
    v = info.view
    icons = {n: t.card_icon for n, t in load_map(v.map).territories.items()}
    trades = [a for a in info.legal if isinstance(a, Trade)][:4]
    cols, card_h = 2, 40
    rows = (len(v.hand) + cols - 1) // cols
    h = 34 + max(1, rows) * (card_h + 4) + len(trades) * (BUTTON_H + 4) + 4
    r = Rect(room.left, room.top - h, room.width, h)
    sc.parchment(r)
    y = _title(sc, r, f"{house_name(v.seat)}: your cards ({len(v.hand)})")
    if not v.hand:
        sc.text("No territory cards yet.", r.left + PAD, y - 18, theme.SMALL, theme.INK_SOFT)
    cw = (r.width - 2 * PAD - GAP) / cols
    for i, card in enumerate(v.hand):
        box = Rect(r.left + PAD + (i % cols) * (cw + GAP), y - (i // cols + 1) * (card_h + 4), cw, card_h)
        icon = icons.get(card, "")
        sc.rect(box, fill=(248, 240, 218), border=theme.INK, width=1.5)
        sc.rect(Rect(box.right - 26, box.top - 26, 20, 20), fill=theme.INK)
        sc.text(ICON_LETTERS.get(icon, "★"), box.right - 16, box.top - 16, theme.SMALL, theme.WHITE, bold=True,
                anchor_x="center", anchor_y="center")
        sc.text(card, box.left + 6, box.top - 17, theme.SMALL, theme.INK, bold=True, max_width=box.width - 36)
        sc.text(icon or "end of game", box.left + 6, box.bottom + 6, theme.SMALL, theme.INK_SOFT)
        sc.hit(box, ("card_info", card), f"{card}: a territory card with a {icon or 'special'} icon. Three of a kind "
                                        "or one of each trade for armies.")
    y -= rows * (card_h + 4) + 4
    for a in trades:
        label = "Trade " + " + ".join(a.cards) + (f" (+2 on {a.bonus_to})" if a.bonus_to else "")
        sc.button(Rect(r.left + PAD, y - BUTTON_H, r.width - 2 * PAD, BUTTON_H), label,
                  ("button", Button(label, ("act", a))), accent=ACCENT, tip=f"{a}: armies to deploy now.")
        y -= BUTTON_H + 4
    return r.bottom


def _domination(sc: Scene, info: PanelInfo, room: Rect) -> float:
    """Your objectives (with their VP and whether you can claim one now), maester cards and characters."""
    v = info.view
    maester, characters, objectives = lookup()
    ready = {a.card for a in info.legal if isinstance(a, ClaimObjective)}
    lines: list[tuple[str, bool]] = []
    for o in v.objectives:
        card = objectives[o]
        lines.append((f"{card.name} ({card.vp} VP){' — ready: claim it' if o in ready else ''}", True))
        lines += [(part, False) for part in wrap(card.text, room.width - 3 * PAD, theme.SMALL, 2)]
    if v.maester:
        lines.append(("Maester: " + ", ".join(maester[c].name for c in v.maester), True))
    mine = [c for c in characters.values() if c.house == v.seat]
    if mine:
        used = set(v.players[v.seat].used)
        lines.append(("Characters: " + ", ".join(c.name + (" (used)" if c.id in used else "") for c in mine), True))
    width = room.width - 2 * PAD
    wrapped = [(part, bold) for text, bold in lines for part in (wrap(text, width, theme.SMALL, 2) if bold else [text])]
    h = min(room.height - 130, 34 + LINE * max(1, len(wrapped)) + 4)
    r = Rect(room.left, room.top - h, room.width, h)
    sc.parchment(r)
    y = _title(sc, r, f"Objectives & cards · {v.players[v.seat].gold} gold · {v.players[v.seat].vp} VP")
    fit = int((y - r.bottom - 4) // LINE)
    for text, bold in wrapped[:fit] or [("No objectives.", False)]:
        sc.text(text, r.left + PAD, y - 14, theme.SMALL, theme.INK, bold=bold, max_width=width)
        y -= LINE
    return r.bottom


@functools.lru_cache(maxsize=4096)
def _wrapped(entry: str, chars: int) -> tuple[str, ...]:
    """A log entry's lines (the same entries are wrapped again after every move)."""
    return tuple(textwrap.wrap(entry, chars, subsequent_indent="   ") or [""])


def log_card(sc: Scene, entries: list[str], r: Rect, scroll: int) -> int:
    """The log card (also A Game of Thrones'): the entries this seat may see, wrapped, scrolled back `scroll`
    lines; returns how many lines there are."""
    sc.parchment(r)
    y = _title(sc, r, "Log" + (f" (back {scroll} lines)" if scroll else ""))
    chars = max(20, int((r.width - 2 * PAD) / (theme.SMALL * 4 / 3 * 0.56)))
    lines = [part for e in entries[-LOG_KEEP:] for part in _wrapped(e, chars)]
    fit = max(1, int((y - r.bottom - 4) // LINE))
    end = max(0, len(lines) - scroll)
    for line in lines[max(0, end - fit):end]:
        sc.text(line, r.left + PAD, y - 14, theme.SMALL, theme.INK)
        y -= LINE
    sc.hit(r, ("log",), "What happened, as this seat may see it: scroll with the mouse wheel.")
    return len(lines)
