"""What every strategic screen's panels share, whatever the game: the prompt bar (the tools, then the
decision being asked: its title, plain words, the amount or odds lines and its buttons, paged with "More" when
they do not all fit) and the log card (the entries the seat may see, wrapped and scrolled).
Reads a `Prompt` and the log's words; decides nothing.
"""
from __future__ import annotations

import functools
import textwrap
from dataclasses import dataclass, field

from strategic.ui.houses import badge, house_fill
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.promptbar import BUTTON_GAP, BUTTON_H, button_width
from tactical.ui.scene import Scene, text_width, wrap

GAP, PAD, LINE = 6, 10, 18
STEP = {theme.BODY: 19, theme.SMALL: 17}      # the prompt's line spacing by text size
LAST_LINE = 16                                # the room the last line needs below its top
LOG_KEEP = 80          # entries wrapped for the log card (scrolling reaches this far back)
ACCENT = (250, 226, 140)
MORE_W = 84
TOOLS = (("Undo (U)", "undo", "Take back your last choices, back to the last dice roll or card draw."),
         ("Fit (F)", "fit", "Show the whole map again (wheel: zoom, drag: pan)."),
         ("Menu (Esc)", "menu", "Pause: save, settings, or quit to the menu (the game is autosaved after every step)."))


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
    toolbar(sc, Rect(whole.left + GAP, whole.top - 32, whole.width - GAP, 32), can_undo)
    r = Rect(whole.left + GAP, whole.bottom, whole.width - GAP, whole.height - 32 - GAP)
    sc.parchment(r)
    x = r.left + PAD
    if p.house:
        sc.rect(Rect(x, r.top - 26, 14, 18), fill=house_fill(p.house), border=badge(p.house)[0], width=2)
        x += 22
    sc.text(fit_title(p.title, r.right - x - PAD), x, r.top - 22, theme.HEADING, bold=True, max_width=r.right - x - PAD)
    area = Rect(r.left + 8, r.bottom + 6, r.width - 16, r.height - 90)
    placed, pages = flow_buttons(p.buttons, area, p.page)
    floor = max((rect.top for rect, _ in placed), default=area.bottom)
    y = r.top - 30
    lines, cut = fit_text(p.words, p.lines, r.width - 2 * PAD, y - floor)
    for line, size in lines:
        sc.text(line, r.left + PAD, y - 14, size, theme.INK, max_width=r.width - 2 * PAD)
        y -= STEP[size]
    if cut:                                  # what did not fit, in full on hover
        sc.hit(Rect(r.left, y, r.width, r.top - 30 - y), None, tip=" ".join([p.words, *p.lines]))
    for rect, b in placed:
        sc.button(rect, b.label, ("button", b), tip=b.tip or None, accent=ACCENT if b.accent else None)
    if pages > 1:
        sc.button(Rect(area.right - MORE_W, area.bottom, MORE_W, BUTTON_H), f"More {p.page % pages + 1}/{pages}",
                  ("page",))
    return sc, pages


def fit_title(title: str, width: float) -> str:
    """The title without its lead ("Round 2 · ": the log says it too) when the whole would be cut."""
    if text_width(title, theme.HEADING, True) > width and " · " in title:
        return title.split(" · ", 1)[1]
    return title


def fit_text(words: str, lines: list[str], width: float, room: float) -> tuple[list[tuple[str, float]], bool]:
    """The prompt's words (body text) and its lines (the amount, the odds: small text) wrapped to `width`, as
    many as fit in `room` pixels above the buttons, and whether some were left out. When they do not all fit,
    the words give up lines first (down to one) so that the numbers stay whole, then the last lines go; a cut
    text ends with "…"."""
    body = wrap(words, width, theme.BODY)
    small = [part for line in lines for part in wrap(line, width, theme.SMALL)]

    def fits(nb: int, ns: int) -> bool:
        steps = [STEP[theme.BODY]] * nb + [STEP[theme.SMALL]] * ns
        return sum(steps[:-1]) + LAST_LINE <= room

    nb, ns = len(body), len(small)
    while nb > 1 and not fits(nb, ns):
        nb -= 1
    while (ns or nb) and not fits(nb, ns):
        ns, nb = (ns - 1, nb) if ns else (ns, nb - 1)
    out = [(part, theme.BODY) for part in (wrap(words, width, theme.BODY, nb) if nb else [])]
    kept = small[:ns]
    if kept and ns < len(small):
        kept[-1] = kept[-1].rstrip(".,;:") + " …"
    return out + [(part, theme.SMALL) for part in kept], nb < len(body) or ns < len(small)


def flow_buttons(buttons: list, r: Rect, page: int) -> tuple[list, int]:
    """The buttons in rows from the bottom of `r` up, as many rows as fit (the last row leaves room for
    "More" when they do not all fit, even for a row's first button); the ones of `page` and the number of
    pages."""
    rows = max(1, int((r.height + BUTTON_GAP) // (BUTTON_H + BUTTON_GAP)))
    pages: list[list] = [[]]
    row, x = 0, r.left

    def limit() -> float:
        return r.right - (MORE_W + BUTTON_GAP if row == rows - 1 else 0)

    for b in buttons:
        w = min(button_width(b.label), r.width)
        if x + w > limit() and x > r.left:
            row, x = row + 1, r.left
            if row == rows:
                pages.append([])
                row = 0
        if x + w > limit() and row == rows - 1 and rows > 1 and pages[-1]:     # alone on the last row, too wide
            pages.append([])                                                    # beside "More": the next page
            row = 0
        w = min(w, limit() - x)          # one row only: the button gives way to "More" (its label cut with "…")
        pages[-1].append((row, x, w, b))
        x += w + BUTTON_GAP
    shown = pages[page % len(pages)]
    used = rows if len(pages) > 1 else max((rw for rw, *_ in shown), default=0) + 1   # "More" on the last row
    return [(Rect(x, r.bottom + (used - 1 - rw) * (BUTTON_H + BUTTON_GAP), w, BUTTON_H), b)
            for rw, x, w, b in shown], len(pages)


def toolbar(sc: Scene, r: Rect, can_undo: bool) -> None:
    """Undo, Fit and Menu; in a narrow column their keys go from the labels to the tooltips."""
    w = (r.width - 2 * GAP) / 3
    for i, (label, command, tip) in enumerate(TOOLS):
        if text_width(label, theme.BODY, True) > w - 12:
            label, key = label.split(" (")
            tip = f"{tip} Key: {key.rstrip(')')}."
        sc.button(Rect(r.left + i * (w + GAP), r.bottom, w, r.height), label, ("tool", command),
                  enabled=can_undo or command != "undo", tip=tip)


def card_title(sc: Scene, r: Rect, text: str) -> float:
    sc.text(text, r.left + PAD, r.top - 22, theme.HEADING, bold=True, max_width=r.width - 2 * PAD)
    return r.top - 30


@functools.lru_cache(maxsize=4096)
def _wrapped(entry: str, chars: int) -> tuple[str, ...]:
    """A log entry's lines (the same entries are wrapped again after every move)."""
    return tuple(textwrap.wrap(entry, chars, subsequent_indent="   ") or [""])


def log_card(sc: Scene, entries: list[str], r: Rect, scroll: int) -> int:
    """The log card (also A Game of Thrones'): the entries this seat may see, wrapped, scrolled back `scroll`
    lines; returns how many lines there are."""
    sc.parchment(r)
    y = card_title(sc, r, "Log" + (f" (back {scroll} lines)" if scroll else ""))
    chars = max(20, int((r.width - 2 * PAD) / (theme.SMALL * 4 / 3 * 0.56)))
    lines = [part for e in entries[-LOG_KEEP:] for part in _wrapped(e, chars)]
    fit = max(1, int((y - r.bottom - 4) // LINE))
    end = max(0, len(lines) - scroll)
    for line in lines[max(0, end - fit):end]:
        sc.text(line, r.left + PAD, y - 14, theme.SMALL, theme.INK)
        y -= LINE
    sc.hit(r, ("log",), "What happened, as this seat may see it: scroll with the mouse wheel.")
    return len(lines)
