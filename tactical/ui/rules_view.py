"""The Rules screen (pause menu, "Rules"): a battle in brief, what each highlight means, the mouse and the
keyboard. Seed 003 is the full rulebook; this is the page a player glances at mid-battle. The highlight
meanings and the shortcuts are read from where the battle screen takes them (theme.HIGHLIGHTS, keys.HELP),
so this page cannot drift from the screen.
"""
from __future__ import annotations

import arcade

from tactical.ui import keys, theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap
from tactical.ui.screen_base import SceneView, title

BRIEF = (
    "Each round both players gather order tokens (dice) and command cards. Then, taking turns, each "
    "uses an order token (it orders one unit of that rank), plays a command card on a commander (it orders "
    "units in his zone of control, 2 hexes, and may trigger its tactic), uses a morale token, or passes.",
    "Ordered units move, then attack. Dice hit on the shield colour of the target's rank and on valor; "
    "flags make it retreat toward its own edge (a figure lost for each hex it cannot retreat).",
    "Eliminating units moves the morale marker; reaching Rout loses at once. At the round limit victory "
    "points and held objectives decide.",
)
MOUSE = ("Left click: pick a token, card, commander, unit or hex. Right click: cancel the current "
         "choice, or show the full card of the unit or hex under the mouse. Hover anything for its rule.")


class RulesView(SceneView):
    def __init__(self, app, back) -> None:
        self.back = back
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Rules", "A battle in brief (the rulebook is seed 003)")
        width = min(900, r.width - 80)
        card = Rect(r.cx - width / 2, 90, width, r.height - 220)
        sc.parchment(card)
        x, y, text_w = card.left + 24, card.top - 16, width - 48
        y = self._section(sc, "The battle", BRIEF, x, y, text_w)
        y = self._highlights(sc, x, y, text_w)
        self._section(sc, "Mouse and keys", (MOUSE, keys.HELP), x, y, text_w, bottom=card.bottom + 6)
        sc.button(Rect(r.cx - 120, 24, 240, 46), "Back", "back")

    def _section(self, sc: Scene, head: str, paras, x: float, y: float, width: float,
                 bottom: float | None = None) -> float:
        """A heading and its paragraphs; in smaller type when they would run past `bottom` (a short window)."""
        sc.text(head, x, y - 20, theme.HEADING, bold=True, max_width=width)
        y -= 30
        for size, step in ((theme.BODY, 21), (theme.SMALL, 17)):
            wrapped = [wrap(para, width, size) for para in paras]
            if bottom is None or y - sum(len(w) * step + 6 for w in wrapped) >= bottom:
                break
        for lines in wrapped:
            y = sc.lines(lines, x, y, step, size) - 6
        return y - 8

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
        return y - ((len(theme.HIGHLIGHTS) + 1) // 2) * 24 - 14

    def on_hit(self, payload) -> None:
        self.back()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.back()
