"""The Rules screen (main menu and pause menu, "Rules"): a page per part of a battle (turn sequence, orders,
movement, combat and dice, retreats and morale, victory) and one for the screen (highlights, mouse, keys),
with tabs; or another game's pages, handed in (a strategic game's; the main menu's button goes through
every game). The texts are rules_pages.py's, gathered from what the screen and the catalog already say, so
this page cannot drift from the game. Seed 003 is the full rulebook; this is what a player glances at.
"""
from __future__ import annotations

import arcade

from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.rules_pages import rules_pages
from tactical.ui.scene import Scene, wrap
from tactical.ui.screen_base import SceneView, title

TAB_H, TAB_GAP = 40, 6
HEAD = 28       # a section heading's line


def _split(heights: list[float], cols: int) -> list[tuple[int, int]]:
    """Sections [a, b) per column, whole sections only, keeping the tallest column as short as it can be."""
    if cols == 1 or len(heights) < 2:
        return [(0, len(heights))]
    cut = min(range(1, len(heights)), key=lambda i: max(sum(heights[:i]), sum(heights[i:])))
    return [(0, cut), (cut, len(heights))]


class RulesView(SceneView):
    def __init__(self, app, back, scenario=None, page: str = "turn", pages=None, rulebook: str = "seed 003",
                 back_label: str = "Back", others=()) -> None:
        """A battle's pages (with `scenario`, its units and victory), or another game's `pages`; `back` is
        called by the button labelled `back_label` (and Esc). `others`: more games, (name, pages, rulebook),
        that a button goes through after this one (the main menu's Rules: "BattleLore" first)."""
        self.back, self.pages = back, pages or rules_pages(scenario)
        self.rulebook, self.back_label = rulebook, back_label
        self.games = [("BattleLore", self.pages, rulebook), *others] if others else []
        self.game = 0
        self.page = next((i for i, p in enumerate(self.pages) if p.key == page), 0)
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        page = self.pages[self.page]
        title(sc, r, "Rules", f"{page.title} · the full rulebook is {self.rulebook} · Left/Right: pages")
        width = min(1000, r.width - 40)
        self._tabs(sc, Rect(r.cx - width / 2, r.top - 130 - TAB_H, width, TAB_H))
        card = Rect(r.cx - width / 2, 86, width, r.top - 130 - TAB_H - 8 - 86)
        sc.parchment(card)
        inner = Rect(card.left + 24, card.bottom + 8, width - 48, card.height - 18)
        if page.key == "screen":
            top = self._highlights(sc, inner.left, inner.top, inner.width)
            inner = Rect(inner.left, inner.bottom, inner.width, top - inner.bottom)
        self._flow(sc, page, inner)
        if self.games:
            names = ", ".join(name for name, _, _ in self.games)
            sc.button(Rect(r.cx - width / 2, 24, 290, 46), f"Game: {self.games[self.game][0]} ▸", ("game", None),
                      tip=f"Show the next game's rules ({names}).")
        sc.button(Rect(r.cx - 120, 24, 240, 46), self.back_label, ("back", None),
                  accent=(250, 226, 140) if self.back_label != "Back" else None)

    def _flow(self, sc: Scene, page, box: Rect) -> None:
        """The page's sections in the biggest type that fits: one column, then two; what still does not fit
        is cut with "…" (no page does at 1024x700)."""
        for size, step, cols in ((theme.BODY, 20, 1), (theme.SMALL, 17, 1), (theme.BODY, 20, 2), (theme.SMALL, 17, 2)):
            col_w = (box.width - 24 * (cols - 1)) / cols
            blocks = [(heading, [wrap(p, col_w, size) for p in paras]) for heading, paras in page.sections]
            heights = [HEAD + sum(len(lines) * step + 3 for lines in paras) + 6 for _, paras in blocks]
            split = _split(heights, cols)
            if max(sum(heights[a:b]) for a, b in split) <= box.height:
                break
        for c, (a, b) in enumerate(split):
            x, y = box.left + c * (col_w + 24), box.top
            for heading, paras in blocks[a:b]:
                sc.text(heading, x, y - HEAD + 8, theme.HEADING, bold=True, max_width=col_w)
                y -= HEAD
                for lines in paras:
                    room = int((y - box.bottom) // step)
                    if room < len(lines):
                        lines = wrap(" ".join(lines), col_w, size, max(1, room)) if room > 0 else []
                    y = sc.lines(lines, x, y, step, size) - 3
                y -= 6

    def _tabs(self, sc: Scene, r: Rect) -> None:
        w = (r.width - TAB_GAP * (len(self.pages) - 1)) / len(self.pages)
        for i, page in enumerate(self.pages):
            sc.button(Rect(r.left + i * (w + TAB_GAP), r.bottom, w, r.height), page.tab, ("page", i),
                      tip=f"{page.title}: " + ", ".join(h for h, _ in page.sections) + ".",
                      accent=(250, 226, 140) if i == self.page else None)

    def _highlights(self, sc: Scene, x: float, y: float, width: float) -> float:
        """Each highlight's colour swatch and meaning, in two columns (the legend under the board shows
        those on screen now)."""
        sc.text("Highlights: each colour means one thing", x, y - 20, theme.HEADING, bold=True)
        y -= 30
        col = width / 2
        for i, (colour, meaning) in enumerate(theme.HIGHLIGHTS.values()):
            cx, cy = x + (i % 2) * col, y - (i // 2) * 24 - 12
            sc.rect(Rect(cx, cy - 7, 18, 14), fill=theme.with_alpha(colour, 160), border=colour, width=2)
            sc.text(meaning, cx + 26, cy, theme.BODY, anchor_y="center", max_width=col - 34)
        return y - ((len(theme.HIGHLIGHTS) + 1) // 2) * 24 - 6

    def turn_page(self, step: int) -> None:
        self.page = (self.page + step) % len(self.pages)
        self.rebuild()

    def on_hit(self, payload) -> None:
        kind, value = payload
        if kind == "page":
            self.page = value
            return self.rebuild()
        if kind == "game":
            self.game = (self.game + 1) % len(self.games)
            _, self.pages, self.rulebook = self.games[self.game]
            self.page = 0
            return self.rebuild()
        self.back()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.back()
        elif symbol in (k.RIGHT, k.PAGEDOWN):
            self.turn_page(1)
        elif symbol in (k.LEFT, k.PAGEUP):
            self.turn_page(-1)
