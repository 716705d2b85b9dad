"""The side panel, top to bottom: a toolbar (undo, save, menu), the two sides' pools, the commanders,
the viewing player's command cards, and the battle log at the bottom (DESIGN.md, "Look and feel").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from tactical.rules.state import BattleState
from tactical.ui import panel_cards, theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width

GAP = 6
TOOLBAR_H = 32
SIDES_H = 150
LOG_H = 170
LOG_MIN = 112     # the log gives up to LOG_H - LOG_MIN to a big hand, keeping four lines
COMPACT_BELOW = 740   # panel heights (px) under which the commanders take one line each
TOOLS = (("Undo (U)", "undo", "Take back your last action, back to the last dice roll or card draw."),
         ("Save (S)", "save", "Save the battle (the same format as headless play)."),
         ("Menu (Esc)", "menu", "Pause: resume, save, settings, rules, or quit to the main menu (the battle is "
                                "autosaved after every action)."))


@dataclass
class PanelInfo:
    state: BattleState
    viewer: str | None           # whose hand is shown (None: hidden)
    log: list[str]
    scroll: int = 0
    can_undo: bool = False
    coach: tuple[str, str] | None = None     # the tutorial's card (heading, text), above the log


@dataclass
class Card:
    """One card of the panel: its name, where it goes, what it draws from (see panel_cards.py: the same key,
    the same picture) and how to draw it into a scene (returns the log's line count for the log). `words`
    names the texts it shares between rebuilds: each hot-seat player's hand keeps its own."""
    name: str
    rect: Rect
    key: tuple
    build: Callable[[Scene], int | None]
    words: str = ""


def layout_cards(info: PanelInfo, r: Rect, ix) -> list[Card]:
    """The panel's cards, top to bottom, laid out in `r` (nothing drawn yet)."""
    inner = Rect(r.left + GAP, r.bottom + GAP, r.width - 2 * GAP, r.height - 2 * GAP)
    st, top = info.state, inner.top
    tools = Rect(inner.left, top - TOOLBAR_H, inner.width, TOOLBAR_H)
    top -= TOOLBAR_H + GAP
    sides = Rect(inner.left, top - SIDES_H, inner.width, SIDES_H)
    top -= SIDES_H + GAP
    n_cmd = sum(len(s.commanders) for s in st.sides.values())
    compact = inner.height < COMPACT_BELOW       # a short window: one line per commander, more for the log
    cmd_h = 34 + (panel_cards.COMPACT_ROW if compact else 36) * min(n_cmd, 6)
    cmd = Rect(inner.left, top - cmd_h, inner.width, cmd_h)
    top -= cmd_h + GAP
    room = top - (inner.bottom + LOG_H + GAP)
    hand_h = panel_cards.hand_height(st, info.viewer, inner.width, room, room + LOG_H - LOG_MIN)
    hand_r = Rect(inner.left, top - hand_h, inner.width, hand_h)
    log_r = Rect(inner.left, inner.bottom, inner.width, hand_r.bottom - GAP - inner.bottom)
    cards = [Card("tools", tools, (info.can_undo,), lambda sc: _toolbar(sc, tools, info.can_undo)),
             Card("sides", sides, panel_cards.sides_key(st, ix), lambda sc: panel_cards.sides_card(sc, st, sides, ix)),
             Card("commanders", cmd, (compact, panel_cards.commanders_key(st, ix)),
                  lambda sc: panel_cards.commanders_card(sc, st, cmd, ix, compact)),
             Card("hand", hand_r, panel_cards.hand_key(st, info.viewer, ix),
                  lambda sc: panel_cards.hand_card(sc, st, hand_r, info.viewer, ix), f"hand:{info.viewer}")]
    if info.coach is not None:           # the tutorial's lesson takes the top of the log's room
        coach_h = min(panel_cards.coach_height(info.coach[1], inner.width), log_r.height - LOG_MIN / 2)
        coach_r = Rect(inner.left, log_r.top - coach_h, inner.width, coach_h)
        cards.append(Card("coach", coach_r, info.coach, lambda sc: panel_cards.coach_card(sc, coach_r, *info.coach)))
        log_r = Rect(log_r.left, log_r.bottom, log_r.width, log_r.height - coach_h - GAP)
    log = tuple(info.log)
    cards.append(Card("log", log_r, (log, info.scroll), lambda sc: panel_cards.log_card(sc, log, log_r, info.scroll)))
    return cards


def _toolbar(sc: Scene, r: Rect, can_undo: bool) -> None:
    w = (r.width - 2 * GAP) / 3
    for i, (label, command, tip) in enumerate(TOOLS):
        enabled = can_undo or command != "undo"
        if text_width(label, theme.BODY, True) > w - 12:      # narrow: "Menu", the key stays in the tooltip
            label, key = label.split(" (")
            tip = f"{tip} Key: {key.rstrip(')')}."
        sc.button(Rect(r.left + i * (w + GAP), r.bottom, w, r.height), label, ("tool", command), enabled=enabled,
                  tip=tip, accent=theme.PARCHMENT)
