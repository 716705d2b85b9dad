"""The parchment cards of the side panel, each drawn into a Scene inside its rectangle:

- `sides_card`: per house, VP and units lost, order token pool, command tokens, hand / deck / discard counts,
  momentum;
- `commanders_card`: each commander's command limit, tokens placed, capture value, committed or not;
- `hand_card`: the viewing player's command cards with readable text (the opponent's are only counted);
- `log_card`: the battle log, newest at the bottom, scrollable.
Clickable things (tokens, cards, commanders) are recorded as hits with a payload for the section.

Each card has a `*_key` beside it: everything it draws from, as a value, so the battle screen rebuilds and
refills a card only when its key changes (issue 13, "redraw only what changed"; the key must change whenever
the card's picture would: tests/ui/test_battle_rebuild.py compares with a screen built from nothing).
"""
from __future__ import annotations

import functools
import itertools

from tactical.catalog import TOKEN_TYPES, load_catalog
from tactical.rules.state import BattleState
from tactical.ui import theme, tooltips
from tactical.ui.labels import units_lost
from tactical.ui.tooltips import card_tip
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width, wrap

PAD = 10
LINE = 18


def _title(sc: Scene, r: Rect, text: str, hint: str = "") -> float:
    """The card's title, and at the right a hint when both fit on the line (the hint is also in the tooltips)."""
    title = sc.text(text, r.left + PAD, r.top - 22, theme.HEADING, bold=True, max_width=r.width - 2 * PAD)
    if hint and title.right + 12 + text_width(hint) <= r.right - PAD:
        sc.text(hint, r.right - PAD, r.top - 22, theme.SMALL, theme.INK_SOFT, anchor_x="right")
    return r.top - 30


def sides_card(sc: Scene, state: BattleState, r: Rect, ix) -> None:
    sc.parchment(r)
    row_h = r.height / 2
    for i, house in enumerate(state.order):
        top = r.top - i * row_h
        _side_row(sc, state, house, Rect(r.left, top - row_h, r.width, row_h), ix)
    sc.line(r.left + 6, r.top - row_h, r.right - 6, r.top - row_h, theme.PARCHMENT_EDGE, 1)


def sides_key(state: BattleState, ix) -> tuple:
    rows = tuple((h, s.vp, units_lost(state, h), tuple(s.tokens.items()), s.command_tokens, len(s.hand),
                  len(s.deck), len(s.discard), frozenset(_usable(ix, h)))
                 for h, s in ((h, state.sides[h]) for h in state.order))
    return rows, state.active, state.phase, state.momentum, ix.token if ix is not None else None


def _usable(ix, house: str) -> set[str]:
    """The order tokens `house` may pick now (none when it is not the one choosing)."""
    return ix.usable_tokens() if ix is not None and ix.state is not None and ix.state.active == house else set()


def _side_row(sc: Scene, state: BattleState, house: str, r: Rect, ix) -> None:
    side = state.sides[house]
    sc.rect(Rect(r.left + 6, r.top - 26, 14, 18), fill=theme.house_field(house), border=theme.house_charge(house), width=2)
    vp = sc.text(f"VP {side.vp} · lost {units_lost(state, house)}", r.right - PAD, r.top - 22, theme.BODY,
                 bold=True, anchor_x="right")
    name = sc.text(house.title(), r.left + 26, r.top - 22, theme.HEADING, bold=True,
                   max_width=vp.left - 8 - r.left - 26)
    if state.active == house and state.phase != "over" and name.right + 10 + text_width("to act") <= vp.left - 8:
        sc.text("to act", name.right + 10, r.top - 22, theme.SMALL, theme.INK_SOFT)     # the prompt says it too
    sc.hit(Rect(vp.left, r.top - 26, vp.content_width, 20), None,
           f"{house.title()}: {side.vp} victory points; {units_lost(state, house)} units lost (eliminated or "
           f"captured).")
    _token_row(sc, side, Rect(r.left + PAD, r.top - 58, r.width - 2 * PAD, 26), ix, _usable(ix, house))
    counts = f"Hand {len(side.hand)} · deck {len(side.deck)} · discard {len(side.discard)}"
    if state.momentum == house:
        counts += " · momentum"
    sc.text(counts, r.left + PAD, r.top - 70, theme.SMALL, theme.INK_SOFT, max_width=r.width - 2 * PAD)


TOKEN_LOOKS = ((24, theme.BODY), (22, theme.SMALL))    # (icon size, count text size), roomiest first


def _token_row(sc: Scene, side, r: Rect, ix, usable: set[str]) -> None:
    """The order tokens and command tokens with their counts, spaced by the measured count texts."""
    items = [(t, side.tokens.get(t, 0)) for t in TOKEN_TYPES] + [("command", side.command_tokens)]
    for size, font in TOKEN_LOOKS:
        count_w = max(text_width(f"×{n}", font, True) for _, n in items)
        step = size + 2 + count_w + 3
        if step * len(items) <= r.width:
            break
    y = r.cy
    for i, (t, n) in enumerate(items):
        x = r.left + size / 2 + i * step
        command = t == "command"
        chosen = not command and ix is not None and ix.token == t and t in usable
        if chosen:
            sc.circle(x, y, size * 0.65, fill=theme.GOLD)
        sc.sprite("command_token" if command else f"token_order_{t}", x, y, size, size,
                  colour=None if n or command else (120, 120, 120))
        sc.text(f"×{n}", x + size / 2 + 2, y - 6, font, theme.INK if n or command else theme.DISABLED, bold=True)
        payload = ("token", t) if t in usable else None
        tip = tooltips.COMMAND_TOKEN_HELP if command else \
            tooltips.TOKEN_HELP[t] + (" Click to pick it." if payload else "")
        sc.hit(Rect(x - size / 2, y - 14, step - 2, 28), payload, tip)


COMPACT_ROW = 21    # a commander's row on one line (short windows)


def commanders_key(state: BattleState, ix) -> tuple:
    rows = tuple((h, c.id, c.tokens, c.committed, c.captured) for h in state.order
                 for c in state.sides[h].commanders.values())
    return rows, tuple(_card_commanders(ix)), ix.commander if ix is not None else None


def _card_commanders(ix) -> list[str]:
    """The commanders the card being played may go on (cyan, gold once chosen)."""
    return ix.card_commanders() if ix is not None and ix.card is not None else []


def commanders_card(sc: Scene, state: BattleState, r: Rect, ix, compact: bool = False) -> None:
    sc.parchment(r)
    y = _title(sc, r, "Commanders", "hover: abilities")
    cat = load_catalog()
    rows = [(h, c) for h in state.order for c in state.sides[h].commanders.values()]
    row_h = min(COMPACT_ROW if compact else 36, (y - r.bottom - 4) / max(1, len(rows)))
    for house, cs in rows:
        c = cat.commanders[cs.id]
        sc.rect(Rect(r.left + 8, y - row_h + 6, 6, row_h - 8), fill=theme.house_field(house))
        status = "captured" if cs.captured else ("committed" if cs.committed else "commit ready")
        tokens = "●" * cs.tokens + "○" * max(0, c.command_limit - cs.tokens)
        if compact:     # the name, then the tokens and status as far as they fit (all of it in the tooltip)
            name = sc.text(c.name, r.left + 20, y - 15, theme.BODY, bold=True, max_width=r.width - PAD - 20)
            sc.text(f"{tokens}  {status}", name.right + 8, y - 15, theme.SMALL, theme.INK_SOFT,
                    max_width=max(8.0, r.right - PAD - name.right - 8))
        else:
            sc.text(f"{c.name}, {c.title}", r.left + 20, y - 15, theme.BODY, bold=True, max_width=r.width - PAD - 20)
            sc.text(f"limit {c.command_limit} {tokens}   capture {c.capture_value}   {status}", r.left + 20, y - 31,
                    theme.SMALL, theme.INK_SOFT)
        payload = ("commander", cs.id) if cs.id in _card_commanders(ix) else None
        if payload is not None:     # the same meanings as on the board: cyan can take the card, gold has it
            key = "chosen" if ix.commander == cs.id else "select"
            sc.rect(Rect(r.left + 3, y - row_h + 1, r.width - 6, row_h - 2), border=theme.HIGHLIGHTS[key][0], width=3)
        sc.hit(Rect(r.left, y - row_h, r.width, row_h), payload, tooltips.commander_tip(cs.id))
        y -= row_h


# How much of each card the hand shows, fullest first: (with the tactic's text, body lines at most).
HAND_LEVELS = ((True, None), (False, None), (False, 3), (False, 2), (False, 1), (False, 0))
CARD_NAME_H, CARD_LINE_H, CARD_PAD = 24, 16, 12
HAND_HEAD = 34   # the hand card's title line
HAND_LEAST = 80  # the hand card with no card, or hidden: its title and two lines
ESSENTIAL = 1    # HAND_LEVELS[1]: every card's command text in full


def _card_lines(card, width: float, level: tuple[bool, int | None]) -> list[str]:
    with_tactic, most = level
    if most == 0:
        return []
    lines = list(_wrapped(card.command_text, width, most))
    if with_tactic and card.tactic:
        lines += _wrapped("Tactic: " + card.tactic.text, width, None)
    return lines


@functools.lru_cache(maxsize=1024)
def _wrapped(text: str, width: float, most: int | None) -> tuple[str, ...]:
    """A card's text wrapped (the hand is laid out again at every rebuild, its cards' texts seldom change)."""
    return tuple(wrap(text, width, theme.SMALL, most))


def _hand_cards(state: BattleState, viewer: str | None) -> list:
    if viewer is None:
        return []
    cat = load_catalog()
    return [cat.cards[c] for c in state.sides[viewer].hand if c in cat.cards]


def _hand_layout(cards: list, width: float, room: float) -> tuple[list[list[str]], float]:
    """Each card's text lines at the fullest level that fits `room` (else the barest), and their height."""
    for level in HAND_LEVELS:
        blocks = [_card_lines(c, width, level) for c in cards]
        if _height(blocks) <= room:
            break
    return blocks, _height(blocks)


def _height(blocks: list[list[str]]) -> float:
    return sum(CARD_NAME_H + CARD_LINE_H * len(b) + CARD_PAD for b in blocks)


def hand_height(state: BattleState, viewer: str | None, width: float, room: float, most: float) -> float:
    """The height the hand card takes: what its cards need (at most `room`; the log takes the rest), or up to
    `most` (taken from the log) when the cards' command texts would not fit in full otherwise (the tactics'
    texts alone never take space from the log)."""
    cards, w = _hand_cards(state, viewer), _text_width(width)
    if _fits(cards, w, room - HAND_HEAD, HAND_LEVELS[:ESSENTIAL + 1]):     # the log takes what is left over
        _, need = _hand_layout(cards, w, room - HAND_HEAD)
        return min(room, max(HAND_LEAST, need + HAND_HEAD + 4))
    _, need = _hand_layout(cards, w, most - HAND_HEAD)
    return min(most, max(room, need + HAND_HEAD))


def _fits(cards: list, width: float, room: float, levels) -> bool:
    return any(_height([_card_lines(c, width, lv) for c in cards]) <= room for lv in levels)


def _text_width(width: float) -> float:
    return width - 2 * PAD - 8


def hand_key(state: BattleState, viewer: str | None, ix) -> tuple:
    hand = tuple(state.sides[viewer].hand) if viewer is not None else ()
    return viewer, hand, frozenset(_playable(ix)), ix.card if ix is not None else None


def _playable(ix) -> set[str]:
    return ix.playable_cards() if ix is not None and ix.state is not None else set()


def hand_card(sc: Scene, state: BattleState, r: Rect, viewer: str | None, ix) -> None:
    sc.parchment(r)
    if viewer is None:
        y = _title(sc, r, "Command cards")
        sc.lines(wrap("Hidden: it is not your turn to see them.", r.width - 2 * PAD, theme.BODY, 2), r.left + PAD,
                 y, 19, theme.BODY, theme.INK_SOFT)
        return
    cards = _hand_cards(state, viewer)
    y = _title(sc, r, f"{viewer.title()}'s cards ({len(cards)})", "hover: full text")
    playable = _playable(ix)
    blocks, _ = _hand_layout(cards, _text_width(r.width), y - r.bottom - 4)
    for card, lines in zip(cards, blocks):
        h = CARD_NAME_H + CARD_LINE_H * len(lines) + CARD_PAD - 4
        box = Rect(r.left + 5, y - h, r.width - 10, h)
        chosen = ix is not None and ix.card == card.id
        fill = (250, 226, 140) if chosen else ((246, 238, 214) if card.id in playable else None)
        sc.rect(box, fill=fill, border=theme.GOLD if chosen else theme.PARCHMENT_EDGE, width=2 if chosen else 1)
        mark = "  ★ tactic" if card.tactic else ""
        sc.text(card.name + mark, r.left + PAD + 4, y - 18, theme.BODY, bold=True, max_width=_text_width(r.width))
        sc.lines(lines, r.left + PAD + 4, y - CARD_NAME_H + 2, CARD_LINE_H, max_width=_text_width(r.width))
        payload = ("card", card.id) if card.id in playable else None
        sc.hit(box, payload, card_tip(card.id) + ("\nClick to play it." if payload else ""))
        y -= h + 4


def coach_height(text: str, width: float) -> float:
    return 30 + len(wrap(text, width - 2 * PAD, theme.SMALL)) * LINE + 8


def coach_card(sc: Scene, r: Rect, heading: str, text: str) -> None:
    """The tutorial's lesson: a gold-edged card with its step and what to do, and a button to hide it."""
    sc.parchment(r, edge=theme.GOLD)
    sc.text(heading, r.left + PAD, r.top - 20, theme.BODY, bold=True, max_width=r.width - 90)
    sc.button(Rect(r.right - 70, r.top - 27, 64, 22), "Hide", ("tool", "coach_hide"),
              tip="Hide the tutorial (the battle goes on).", accent=theme.PARCHMENT)
    fit = max(1, int((r.height - 34) // LINE))
    sc.lines(wrap(text, r.width - 2 * PAD, theme.SMALL, fit), r.left + PAD, r.top - 28, LINE)


def log_card(sc: Scene, entries: list[str], r: Rect, scroll: int) -> int:
    """Draw the log's last lines, wrapped by measurement, scrolled back `scroll` lines; returns how many lines
    exist. Whole entries are shown; an entry taller than the log shows its beginning, cut with "…"."""
    sc.parchment(r)
    y = _title(sc, r, "Battle log", f"back {scroll} lines" if scroll else "")
    width = r.width - 2 * PAD
    wrapped = [_log_entry(e, width) for e in entries]
    lines = [part for w in wrapped for part in w]
    fit = max(1, int((y - r.bottom - 4) // LINE))
    end = max(0, len(lines) - scroll)
    start = max(0, end - fit)
    starts = list(itertools.accumulate((len(w) for w in wrapped), initial=0))
    if start not in starts:           # show whole entries, not the tail of one
        later = [s for s in starts if start < s < end]
        if later:
            start = later[0]
        else:                          # one entry taller than the log: its beginning
            start = max(s for s in starts if s <= start)
            end = start + fit
    shown = lines[start:end]
    if end < len(lines) and shown and end not in starts:
        shown[-1] = shown[-1].rstrip(".,;:") + " …"
    y -= LINE - 4
    for line in shown:
        sc.text(line, r.left + PAD, y, theme.SMALL, theme.INK, max_width=width)
        y -= LINE
    sc.hit(r, ("log", None), "The battle log: scroll with the mouse wheel.")
    return len(lines)


@functools.lru_cache(maxsize=2048)
def _log_entry(entry: str, width: float) -> tuple[str, ...]:
    """One log entry wrapped to the log's width, its later lines indented."""
    first = wrap(entry, width, theme.SMALL) or [""]
    if len(first) == 1:
        return tuple(first)
    rest = wrap(entry[len(first[0]):].strip(), width - INDENT, theme.SMALL)
    return (first[0], *("  " + line for line in rest))


INDENT = 12     # px a wrapped log entry's later lines are indented by
