"""The hot-seat hand-over between two human seats of a strategic game: the battle screen's HandoverView
worded for the map screens. A game names what the seat leaving keeps hidden (`HIDDEN`) and the card's width;
continuing shows the same screen to the seat taking over, its half-made choice dropped.
"""
from __future__ import annotations

from strategic.ui.houses import house_fill, house_name
from tactical.ui import theme
from tactical.ui.end_views import HandoverView
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import title


class SeatHandoverView(HandoverView):
    HIDDEN = ""             # what stays hidden, e.g. "Your cards stay hidden until you continue."
    WIDTH = 600

    def build(self, sc: Scene, r: Rect) -> None:
        name = house_name(self.house)
        title(sc, r, f"{name} to play", "Hot seat: the other players look away.")
        card = Rect(r.cx - self.WIDTH / 2, r.cy - 90, self.WIDTH, 180)
        sc.parchment(card)
        sc.rect(Rect(card.left + 24, card.top - 60, 24, 32), fill=house_fill(self.house), border=theme.INK, width=2)
        sc.text(f"Pass the computer to {name}.", card.left + 60, card.top - 50, theme.HEADING, bold=True)
        sc.text(self.HIDDEN, card.left + 60, card.top - 80, theme.BODY)
        sc.button(Rect(card.cx - 140, card.bottom + 20, 280, 46), f"I am {name}: continue", ("go", None),
                  accent=(250, 226, 140))

    def go(self) -> None:
        screen = self.battle_view
        screen.viewer, screen.curtained = self.house, False
        screen.choice.clear()
        screen.refresh()
        self.window.show_view(screen)
