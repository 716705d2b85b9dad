"""The Risk screen's panels, each a Scene built from the seat's view: the houses in turn order (top bar) and
the side panel (your hand as cards with the sets you may trade, Domination objectives and maester cards, the
log card). The prompt bar and the log card are every strategic screen's (strategic/ui/shared_panels.py).
Reads views and the choice's buttons; decides nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

from strategic.risk.cli.terminal import deck_line, trade_armies
from strategic.risk.log import unit_name
from strategic.risk.rules.actions import ClaimObjective, Trade
from strategic.risk.rules.board import load_map
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.view import objective_progress
from strategic.ui.houses import badge, house_fill, house_name
from strategic.ui.risk.decisions import Button
from strategic.ui.shared_panels import ACCENT, GAP, LINE, PAD, card_title, log_card
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.promptbar import BUTTON_H
from tactical.ui.scene import Scene, text_width, wrap

WIDE_CELL = 160
ICON_LETTERS = {"knight": "K", "siege": "S", "fortification": "F"}
# What an objective's count counts, by condition kind (the count itself is the rules' own): one, more than one.
COUNTED = {"castles": ("castle", "castles"), "ports": ("port", "ports"), "territories": ("territory", "territories"),
           "regions": ("whole region", "whole regions"), "hold_regions": ("region", "regions"),
           "conquered": ("conquered this turn",) * 2, "enemy_seat": ("rival seat", "rival seats"),
           "units": ("special unit", "special units"), "host": ("armies on one territory",) * 2, "gold": ("gold",) * 2,
           "presence": ("region reached", "regions reached"),
           "eliminated": ("house eliminated this turn", "houses eliminated this turn")}


# ---------------------------------------------------------------------- top bar
def build_houses(view, r: Rect, sc: Scene) -> Scene:
    """One cell per house in turn order: colour, name, territories, armies, cards; gold and VP in Domination."""
    n = len(view.seats)
    w = (r.width - GAP * (n - 1)) / n
    held = {h: [t for t, o in view.owner.items() if o == h] for h in view.seats}
    armies_of = {h: sum(view.armies[t] for t in held[h]) for h in view.seats}
    names = {h: house_name(h) + (" ▶" if h == view.active and view.result is None else "")
             + (" (out)" if view.players[h].eliminated else "") for h in view.seats}
    cramped = any(_cramped(view, view.players[h], names[h], len(held[h]), armies_of[h], w) for h in view.seats)
    for i, h in enumerate(view.seats):
        cell = Rect(r.left + i * (w + GAP), r.bottom, w, r.height)
        p = view.players[h]
        active = h == view.active and view.result is None
        sc.parchment(cell, edge=theme.GOLD if active else theme.PARCHMENT_EDGE)
        if active:
            sc.rect(Rect(cell.left + 2, cell.bottom + 2, cell.width - 4, cell.height - 4), border=theme.GOLD, width=3)
        field_c, charge = badge(h)
        name, armies = names[h], armies_of[h]
        if cramped:                             # every cell alike
            _cramped_cell(sc, view, h, cell, len(held[h]), armies)
        else:
            sc.rect(Rect(cell.left + 8, cell.top - 30, 16, 22), fill=house_fill(h), border=field_c, width=2)
            sc.text(name, cell.left + 30, cell.top - 24, theme.BODY, theme.DISABLED if p.eliminated else theme.INK,
                    bold=True, max_width=cell.width - 36)
            _figures(sc, view, p, cell, len(held[h]), armies)
        sc.hit(cell, None, f"{house_name(h)}: {len(held[h])} territories, {armies} armies, {p.cards} territory cards"
               + (f", {p.gold} gold, {p.vp} victory points, {p.maester} maester cards, "
                  f"{len(p.achieved)} objectives scored" if view.rules == "domination" else ""))
    return sc


def _narrow_figures(view, p, lands: int, armies: int) -> tuple[str, str]:
    return f"{lands} L · {armies} A · {p.cards} C", f"{p.gold} g · {p.vp} VP" if view.rules == "domination" else ""


def _cramped(view, p, name: str, lands: int, armies: int, width: float) -> bool:
    """A cell too narrow for the name beside its badge or for the narrow figures' lines (7 houses at 1024 or
    1280 wide, 6 at 1024): they would be cut ("Bara…", "14 L · 25…", "500 g · 0…", the VP lost)."""
    if width >= WIDE_CELL:
        return False
    second, third = _narrow_figures(view, p, lands, armies)
    return (text_width(name, theme.BODY, True) > width - 36 or text_width(second, theme.SMALL) > width - 14
            or text_width(third, theme.SMALL, True) > width - 14)


def _cramped_cell(sc: Scene, view, h: str, cell: Rect, lands: int, armies: int) -> None:
    """The house's colour as a band along the top, its name in small letters, and the figures on three lines:
    lands and armies; cards (and gold); victory points. The gold border marks the house playing."""
    p = view.players[h]
    field_c, _ = badge(h)
    sc.rect(Rect(cell.left + 6, cell.top - 11, cell.width - 12, 6), fill=house_fill(h), border=field_c, width=1)
    sc.text(house_name(h), cell.left + 7, cell.top - 25, theme.SMALL, theme.DISABLED if p.eliminated else theme.INK,
            bold=True, max_width=cell.width - 12)
    rows = ["out" if p.eliminated else f"{lands} L · {armies} A",
            f"{p.cards} C" + (f" · {p.gold} g" if view.rules == "domination" else "")]
    rows += [f"{p.vp} VP"] if view.rules == "domination" else []
    for i, row in enumerate(rows):
        sc.text(row, cell.left + 7, cell.top - 41 - 15 * i, theme.SMALL, theme.INK if i == 2 else theme.INK_SOFT,
                bold=i == 2, max_width=cell.width - 12)


def _figures(sc: Scene, view, p, cell: Rect, held_n: int, armies: int) -> None:
    """The figures under the name: lands and armies, then cards, gold and VP (abbreviated in narrow cells)."""
    wide = cell.width >= WIDE_CELL          # narrow cells (6 houses) abbreviate; the tooltip spells out
    lands = f"{held_n} land{'s' if held_n != 1 else ''}"
    second = f"{lands} · {armies} armies" if wide else _narrow_figures(view, p, held_n, armies)[0]
    sc.text(second, cell.left + 8, cell.top - 46, theme.SMALL, theme.INK_SOFT, max_width=cell.width - 14)
    money = f"{p.gold} g · {p.vp} VP" if view.rules == "domination" else ""
    third = " · ".join(w for w in (f"{p.cards} card{'s' if p.cards != 1 else ''}" if wide else "", money) if w)
    if wide and money and text_width(third, theme.SMALL, True) > cell.width - 14:
        third = f"{p.cards} C · {money}"           # abbreviated as the narrow cells' second line
    sc.text(third, cell.left + 8, cell.top - 64, theme.SMALL, theme.INK, bold=True, max_width=cell.width - 14)


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


def _hand(sc: Scene, info: PanelInfo, room: Rect) -> float:
    """Your territory cards (name and icon) and a button for each set you may trade now."""
    v = info.view
    icons = {n: t.card_icon for n, t in load_map(v.map).territories.items()}
    trades = [a for a in info.legal if isinstance(a, Trade)][:4]
    cols, card_h = 2, 40
    rows = (len(v.hand) + cols - 1) // cols
    h = 52 + max(1, rows) * (card_h + 4) + len(trades) * (BUTTON_H + 4) + 4
    r = Rect(room.left, room.top - h, room.width, h)
    sc.parchment(r)
    y = card_title(sc, r, f"{house_name(v.seat)}: your cards ({len(v.hand)})")
    decks, tip = deck_line(v)
    sc.text(decks, r.left + PAD, y - 10, theme.SMALL, theme.INK_SOFT, max_width=r.width - 2 * PAD)
    sc.hit(Rect(r.left + PAD, y - 18, r.width - 2 * PAD, 18), None, tip)
    y -= 18
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
        noun = unit_name(icon)
        # a long name takes the card's second line too (its icon's letter stays, its noun is in the tooltip):
        # in a narrow window "The Golden Tooth" was cut to "The Golden…" where the noun line had room
        name = wrap(card, box.width - 36, theme.SMALL, 2, bold=True)
        for k, line in enumerate(name):
            sc.text(line, box.left + 6, box.top - 17 - k * 16, theme.SMALL, theme.INK, bold=True,
                    max_width=box.width - 36)
        if len(name) == 1:
            sc.text(noun or "end of game", box.left + 6, box.bottom + 6, theme.SMALL, theme.INK_SOFT)
        sc.hit(box, ("card_info", card), f"{card}: a territory card with a {noun or 'special'} icon. Three of a kind "
                                        "or one of each trade for armies.")
    y -= rows * (card_h + 4) + 4
    for a in trades:         # what it gives first: the cards are above, and a long label is cut at its end
        n = trade_armies(v, a)
        label = (f"Trade for {n}, +2 on {a.bonus_to}" if a.bonus_to else f"Trade for {n} armies") + (
            " (" + " + ".join(a.cards) + ")")
        tip = (f"Trade {', '.join(a.cards)} for {n} armies to deploy now"
               + (f", and 2 more armies straight onto {a.bonus_to}, a territory of the set you hold." if a.bonus_to
                  else "."))
        sc.button(Rect(r.left + PAD, y - BUTTON_H, r.width - 2 * PAD, BUTTON_H), label,
                  ("button", Button(label, ("act", a))), accent=ACCENT, tip=tip)
        y -= BUTTON_H + 4
    return r.bottom


def _domination(sc: Scene, info: PanelInfo, room: Rect) -> float:
    """Your objectives (with their VP and whether you can claim one now), maester cards and characters."""
    v = info.view
    maester, characters, objectives = lookup()
    ready = {a.card for a in info.legal if isinstance(a, ClaimObjective)}
    counts = objective_progress(v)
    lines: list[tuple[str, bool, bool]] = []          # (text, bold, an objective's own text: goes first)
    for o in v.objectives:
        card = objectives[o]
        lines.append((f"{card.name} ({card.vp} VP){' — ready: claim it' if o in ready else ''}", True, False))
        have, need = counts[o]
        lines.append((f"{min(have, need)} of {need} {COUNTED[card.condition.kind][need > 1]}"
                      + (" — met" if have >= need and o not in ready else ""), False, False))
        lines.append((card.text, False, True))
    if v.maester:
        lines.append(("Maester: " + ", ".join(maester[c].name for c in v.maester), True, False))
    mine = [c for c in characters.values() if c.house == v.seat]
    if mine:
        used = set(v.players[v.seat].used)
        lines.append(("Characters: " + ", ".join(c.name + (" (used)" if c.id in used else "") for c in mine), True,
                      False))
    width = room.width - 2 * PAD

    def wrapped_of(kept) -> list[tuple[str, bool]]:
        return [(part, bold) for text, bold, detail in kept
                for part in (wrap(text, width - PAD if detail else width, theme.SMALL, 2, bold=bold)
                             if bold or detail else [text])]

    wrapped = wrapped_of(lines)
    h = min(room.height - 130, 34 + LINE * max(1, len(wrapped)) + 4)
    r = Rect(room.left, room.top - h, room.width, h)
    sc.parchment(r)
    p = v.players[v.seat]
    title = f"Objectives & cards · {p.gold} gold · {p.vp} VP"
    if text_width(title, theme.HEADING, True) > r.width - 2 * PAD:       # a narrow column
        title = f"Objectives · {p.gold} g · {p.vp} VP"
    y = card_title(sc, r, title)
    fit = int((y - r.bottom - 4) // LINE)
    if len(wrapped) > fit:        # every objective named with its progress; their texts go to the tooltip
        wrapped = wrapped_of([line for line in lines if not line[2]])
        if len(wrapped) > fit:
            wrapped = wrapped[:max(0, fit - 1)] + [(f"… {len(wrapped) - fit + 1} more lines: hover", False)]
        sc.hit(Rect(r.left, r.bottom, r.width, y - r.bottom), None, "\n".join(text for text, _, _ in lines))
    for text, bold in wrapped[:fit] or [("No objectives.", False)]:
        sc.text(text, r.left + PAD, y - 14, theme.SMALL, theme.INK, bold=bold, max_width=width)
        y -= LINE
    return r.bottom


