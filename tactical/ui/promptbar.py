"""The strip under the board: who decides what (title and one-line prompt), the answer buttons, the dice
tray with the last roll, and the legend of the highlights now on the board.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from tactical.ui import theme, tooltips
from tactical.ui.battle_events import Roll
from tactical.ui.interaction import Button
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width, wrap

PROMPT_SHARE = 0.60
BUTTON_H = 30
BUTTON_GAP = 6
PROMPT_LINE = 19      # body text line step in the prompt
DICE_LINE = 16        # small text line step in the dice tray
LEGEND_ROW = 18       # a legend row
LEGEND_MARK, LEGEND_GAP = 21, 14    # the swatch or icon before a meaning, the gap after it
ICON_SIZES = {"banner": (15, 17), "status": (20, 11)}    # legend icons that are not square


@dataclass
class PromptInfo:
    house: str | None
    title: str
    prompt: str
    buttons: list[Button] = field(default_factory=list)
    page: int = 0
    roll: Roll | None = None
    legend: list[str] = field(default_factory=list)     # highlight keys visible on the board
    tumble: list[str] | None = None                      # faces shown while the dice are still rolling


def button_width(label: str) -> float:
    """The label's measured width (bold body text) plus padding, at most 340 px."""
    return min(340, 24 + text_width(label, theme.BODY, True))


def _right(r: Rect) -> Rect:
    left_w = r.width * PROMPT_SHARE
    return Rect(r.left + left_w + 8, r.bottom, r.width - left_w - 8, r.height)


def _legend_rect(info: PromptInfo, r: Rect) -> Rect:
    right = _right(r)
    rows = len(legend_rows(info.legend, right.width))
    return Rect(right.left, right.bottom, right.width, 10 + LEGEND_ROW * rows)


def dice_rect(info: PromptInfo, r: Rect) -> Rect:
    legend = _legend_rect(info, r)
    return Rect(legend.left, legend.top + 4, legend.width, r.top - legend.top - 4)


def buttons_rect(r: Rect) -> Rect:
    """Where the answer buttons go inside the bottom bar `r` (two rows under the prompt, left of the dice)."""
    return Rect(r.left + 8, r.bottom + 6, r.width * PROMPT_SHARE - 16, 2 * BUTTON_H + BUTTON_GAP)


def build_prompt(info: PromptInfo, r: Rect, sc: Scene) -> Scene:
    """The left part: who decides what, and the answer buttons."""
    _prompt(sc, info, Rect(r.left, r.bottom, r.width * PROMPT_SHARE, r.height), buttons_rect(r))
    return sc


def bar_parts(info: PromptInfo, bar: Rect, region: Rect) -> dict[str, tuple[Rect, tuple, Callable[[Scene], object]]]:
    """The bar's three parts, each redrawn alone in the window `region` holding the bar: the prompt with its
    buttons, the dice tray's paper (its dice are drawn live) and the legend, as (rectangle, what it draws
    from, how to build it). The rectangles tile the region, cut halfway across the gaps between them."""
    x = _right(bar).left - 4
    legend = _legend_rect(info, bar)
    y = legend.top + 2
    return {"prompt": (Rect(region.left, region.bottom, x - region.left, region.height),
                       (info.house, info.title, info.prompt, tuple(info.buttons), info.page),
                       lambda sc: build_prompt(info, bar, sc)),
            "paper": (Rect(x, y, region.right - x, region.top - y), (), lambda sc: sc.parchment(dice_rect(info, bar))),
            "legend": (Rect(x, region.bottom, region.right - x, y - region.bottom), tuple(info.legend),
                       lambda sc: _legend(sc, info.legend, legend))}


def build_dice(info: PromptInfo, r: Rect, sc: Scene | None = None) -> Scene:
    """The live part, redrawn while the dice tumble: the last roll's caption, faces and outcome."""
    sc = sc if sc is not None else Scene()
    _dice(sc, info, dice_rect(info, r))
    return sc


def _prompt(sc: Scene, info: PromptInfo, r: Rect, buttons: Rect) -> None:
    sc.parchment(r)
    x = r.left + 10
    if info.house:
        sc.rect(Rect(x, r.top - 26, 14, 18), fill=theme.house_field(info.house), border=theme.house_charge(info.house), width=2)
        x += 22
    sc.text(info.title, x, r.top - 22, theme.HEADING, bold=True, max_width=r.right - x - 10)
    placed, _ = layout_buttons(info.buttons, buttons, info.page)
    floor = max((rect.top for rect, _ in placed), default=buttons.bottom)    # the top of the buttons shown
    fit = max(1, int((r.top - 30 - floor) // PROMPT_LINE))
    lines = wrap(info.prompt, r.width - 20, theme.BODY, fit)          # cut with "…" above the buttons
    sc.lines(lines, r.left + 10, r.top - 30, PROMPT_LINE, theme.BODY)
    _buttons(sc, info, buttons)


def layout_buttons(buttons: list[Button], r: Rect, page: int) -> tuple[list[tuple[Rect, Button]], int]:
    """Flow the buttons into two rows; returns the placed ones for `page` and the number of pages."""
    pages: list[list[tuple[Rect, Button]]] = [[]]
    x, row = r.left, 0
    more_w = 90
    for b in buttons:
        w = button_width(b.label)
        limit = r.right - (more_w if row == 1 else 0)
        if x + w > limit:
            row, x = row + 1, r.left
            if row == 2:
                pages.append([])
                row = 0
        y = r.top - (row + 1) * BUTTON_H - row * BUTTON_GAP
        pages[-1].append((Rect(x, y, w, BUTTON_H), b))
        x += w + BUTTON_GAP
    shown = pages[page % len(pages)]
    if shown and all(rect.bottom == shown[0][0].bottom for rect, _ in shown):   # one row: at the bottom,
        shown = [(Rect(rect.left, r.bottom, rect.width, rect.height), b) for rect, b in shown]  # prompt above
    return shown, len(pages)


def _buttons(sc: Scene, info: PromptInfo, r: Rect) -> None:
    placed, n_pages = layout_buttons(info.buttons, r, info.page)
    for rect, b in placed:
        accent = (250, 226, 140) if b.command == "" and b.action is not None else None
        sc.button(rect, b.label, ("button", b), accent=accent, tip=b.tip)
    if n_pages > 1:
        more = Rect(r.right - 84, r.bottom, 84, BUTTON_H)
        sc.button(more, f"More {info.page % n_pages + 1}/{n_pages}", ("page", None))


def _dice(sc: Scene, info: PromptInfo, r: Rect) -> None:
    roll = info.roll
    if roll is None:
        sc.text("Dice: no roll this turn yet", r.left + 10, r.top - 20, theme.SMALL, theme.INK_SOFT,
                max_width=r.width - 20)
        return
    faces = info.tumble or roll.faces
    x = r.left + 8
    if roll.house:
        sc.rect(Rect(x, r.top - 19, 10, 13), fill=theme.house_field(roll.house), border=theme.house_charge(roll.house))
        x += 16
    caption = wrap(roll.caption, r.right - x - 8, theme.SMALL, 2, bold=True)       # two lines before any cut
    aimed = wrap(f"{roll.caption} at {roll.target}", r.right - x - 8, theme.SMALL, bold=True) if roll.target else []
    if 0 < len(aimed) <= 2:       # whom it was rolled at, when that fits (the board's outcome box marks it too)
        caption = aimed
    y = r.top - 16
    for line in caption:
        sc.text(line, x, y, theme.SMALL, theme.INK, bold=True, max_width=r.right - x - 8)
        y -= DICE_LINE
    size = max(12.0, min(34.0, (r.width - 20) / max(1, len(faces)) - 4, y + DICE_LINE - 12 - r.bottom - 6))
    marks = roll.hits if not info.tumble else []
    for i, f in enumerate(faces):
        x = r.left + 10 + size / 2 + i * (size + 4)
        box = Rect(x - size / 2, r.bottom + 6, size, size)
        if i < len(marks) and marks[i]:       # a die that hit: a gold frame (shape), and the tooltip says so
            sc.rect(Rect(box.left - 2, box.bottom - 2, size + 4, size + 4), fill=theme.GOLD)
        sc.sprite(f"die_{f}", x, box.cy, size, size)
        tip = tooltips.FACE_HELP.get(f, f)
        if marks:
            tip = ("Hits the target (before cover): " if i < len(marks) and marks[i] else "No hit: ") + tip
        sc.hit(box, None, tip)
    if roll.outcome and not info.tumble:
        x = r.left + 14 + len(faces) * (size + 4)
        most = max(1, int((size + 6) // DICE_LINE))
        sc.lines(wrap(roll.outcome, r.right - x - 6, theme.SMALL, most), x, r.bottom + 8 + size, DICE_LINE,
                 max_width=r.right - x - 6)


def legend_rows(keys: list[str], width: float) -> list[list[tuple[str, str, str]]]:
    """The legend's entries (kind, key, meaning) flowed into rows by their measured widths: every highlight on
    the board (as many rows as they need, at least two), then the unit token's markers while they fit."""
    rows: list[list[tuple[str, str, str]]] = [[], []]
    used = [0.0, 0.0]
    entries = [("colour", k, theme.HIGHLIGHTS[k][1]) for k in keys] + \
              [("icon", name, meaning) for name, meaning in theme.UNIT_KEY]
    for kind, key, meaning in entries:
        w = LEGEND_MARK + text_width(meaning) + LEGEND_GAP
        row = next((i for i, u in enumerate(used) if u + w - LEGEND_GAP <= width - 16), None)
        if row is None and kind == "colour":       # a highlight on the board is always explained
            rows.append([])
            used.append(0.0)
            row = len(rows) - 1
        if row is not None:
            rows[row].append((kind, key, meaning))
            used[row] += w
    return rows


def _legend(sc: Scene, keys: list[str], r: Rect) -> None:
    """What the highlights on the board mean, then (while there is room) the unit token's markers."""
    sc.parchment(r)
    for i, row in enumerate(legend_rows(keys, r.width)):
        x, y = r.left + 8, r.top - 14 - i * LEGEND_ROW
        for kind, key, meaning in row:
            if kind == "colour":
                colour = theme.HIGHLIGHTS[key][0]
                sc.rect(Rect(x, y - 6, 16, 13), fill=theme.with_alpha(colour, 160), border=colour, width=2)
            else:
                w, h = ICON_SIZES.get(key.split("_")[0], (15, 15))
                sc.sprite(key, x + 8, y, w, h)
            sc.text(meaning, x + LEGEND_MARK, y, theme.SMALL, theme.INK, anchor_y="center")
            x += LEGEND_MARK + text_width(meaning) + LEGEND_GAP
