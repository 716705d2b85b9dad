"""Setting up a strategic game: the game (Risk now; A Game of Thrones when its engine lands), the mode, the
number of houses, who plays each seat (a human at this computer, hot seat, or one of the AI kinds the
agents registry offers for the game) and how invasions are fought (`battles`: the Risk dice, the BattleLore
hex battlefield, or ask each time, with the AI seats' `ai_battles`), as `run.py risk --battles` does at the
terminal. Start opens the game's screen."""
from __future__ import annotations

import time

from strategic.risk.cli.modes import resolve_mode
from strategic.risk.rules.tables import HOUSES
from strategic.session.agents import HUMAN, default_ai, kinds_for
from strategic.ui.risk.looks import house_fill, house_name
from strategic.ui.settings import cycle
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

MODES = {
    "skirmish": ("Skirmish", (2, 3, 4, 5), "Territories dealt at random; score castles, ports and land when the "
                                           "End Game card comes. Essos for 2 houses, Westeros for 3 to 5."),
    "domination": ("Domination", (2, 3, 4, 5), "Claim the land army by army from your seat of power, buy maester "
                                               "cards and objectives with gold; first to 10 victory points wins."),
    "world": ("World at War", (6, 7), "Westeros and Essos joined by the strait, Domination rules, 6 or 7 houses."),
}
# battles setting -> (label, tooltip); the AI seats' choice when the setting is "ask"
BATTLES = {
    "dice": ("Dice", "Each attack is one roll of the Risk dice, as in the rulebook."),
    "hexes": ("Hexes", "Every invasion is fought as a BattleLore battle on the hex battlefield; the survivors "
                       "go back to the map as armies."),
    "ask": ("Ask", "The attacker chooses the dice or the hexes for each invasion (a human defender may refuse "
                   "the hexes)."),
}
AI_BATTLES = {"dice": "Dice", "hexes": "Hexes"}
ACCENT = (250, 226, 140)
ROW_H = 40


class StrategicSetupView(SceneView):
    def __init__(self, app) -> None:
        self.mode, self.players = "domination", 3
        self.battles, self.ai_battles = "dice", "dice"
        self.seats: dict[str, str] = {}
        self.seed = int(time.time()) % 100000
        self._seat_defaults()
        super().__init__(app)

    def _seat_defaults(self) -> None:
        houses = HOUSES[self.players]
        ai = default_ai("risk")
        old = self.seats
        self.seats = {h: old.get(h, HUMAN if i == 0 else ai) for i, h in enumerate(houses)}

    def setup(self) -> dict:
        """The engine's setup; with hexes or ask it names the human houses (a human defender's say)."""
        rules, players, map_name = resolve_mode(self.mode, self.players)
        setup = {"rules": rules, "players": players, "map": map_name, "battles": self.battles,
                 "ai_battles": self.ai_battles}
        if self.battles != "dice":
            setup["humans"] = [h for h, kind in self.seats.items() if kind == HUMAN]
        return setup

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Strategic games", "Risk: Game of Thrones on the map of Westeros and Essos")
        card = Rect(r.cx - 360, 100, 720, r.height - 230)
        sc.parchment(card)
        y = card.top - 40
        sc.text("Game", card.left + 24, y, theme.HEADING, bold=True)
        sc.button(Rect(card.left + 180, y - 12, 240, 36), "Risk: Game of Thrones", ("noop",), accent=ACCENT)
        sc.button(Rect(card.left + 430, y - 12, 260, 36), "A Game of Thrones", ("agot",),
                  tip="A Game of Thrones: the board game, 1st or 2nd edition, 3 to 6 houses.")
        y -= 50
        sc.text("Mode", card.left + 24, y, theme.HEADING, bold=True)
        for i, (key, (label, _, tip)) in enumerate(MODES.items()):
            sc.button(Rect(card.left + 180 + i * 170, y - 12, 160, 36), label, ("mode", key), tip=tip,
                      accent=ACCENT if key == self.mode else None)
        y -= 30
        sc.text(MODES[self.mode][2], card.left + 24, y, theme.SMALL, theme.INK_SOFT, width=int(card.width - 48),
                anchor_y="top")
        y -= 78
        sc.text("Houses", card.left + 24, y, theme.HEADING, bold=True)
        for i, n in enumerate(MODES[self.mode][1]):
            sc.button(Rect(card.left + 180 + i * 60, y - 12, 50, 36), str(n), ("players", n),
                      accent=ACCENT if n == self.players else None)
        y -= 50
        sc.text("Seats (click to change who plays)", card.left + 24, y, theme.HEADING, bold=True)
        y_seats = y
        row = min(ROW_H, (y - card.bottom - 12) // len(self.seats))     # 7 seats in a short window: closer rows
        for h, kind in self.seats.items():
            y -= row
            cy, tall = y + 7, min(34, row - 4)
            sc.rect(Rect(card.left + 40, cy - 1 - min(24, row - 8) / 2, 18, min(24, row - 8)), fill=house_fill(h),
                    border=theme.INK, width=1.5)
            sc.text(house_name(h), card.left + 70, y, theme.BODY, bold=True)
            sc.button(Rect(card.left + 240, cy - tall / 2, 200, tall), seat_label(kind), ("seat", h),
                      tip="Human: you at this computer (several humans take turns: hot seat). "
                          "Otherwise an AI: " + ", ".join(kinds_for("risk")[1:]) + ".")
        self._battles(sc, Rect(card.left + 460, card.bottom + 80, card.width - 484, y_seats - card.bottom - 80))
        sc.button(Rect(card.right - 260, card.bottom + 20, 236, 48), "Start", ("start",), accent=ACCENT)
        sc.button(Rect(30, 24, 200, 46), "Back", ("back",))

    def _battles(self, sc: Scene, r: Rect) -> None:
        """The battles setting in the column right of the seats: dice, hexes or ask, and with ask how the
        AI seats fight."""
        width = (r.width - 20) / 3
        sc.text("Battles", r.left, r.top, theme.HEADING, bold=True)
        for i, (key, (label, tip)) in enumerate(BATTLES.items()):
            sc.button(Rect(r.left + i * (width + 10), r.top - ROW_H - 10, width, 34), label, ("battles", key),
                      tip=tip, accent=ACCENT if key == self.battles else None)
        if self.battles != "ask":
            return
        sc.text("AI seats fight by", r.left, r.top - 2 * ROW_H, theme.BODY)
        for i, (key, label) in enumerate(AI_BATTLES.items()):
            sc.button(Rect(r.left + i * (width + 10), r.top - 3 * ROW_H - 10, width, 34), label, ("ai_battles", key),
                      tip="With Ask: how the AI seats fight their own invasions.",
                      accent=ACCENT if key == self.ai_battles else None)

    def on_hit(self, payload) -> None:
        kind = payload[0]
        if kind == "mode":
            self.mode = payload[1]
            if self.players not in MODES[self.mode][1]:
                self.players = MODES[self.mode][1][0 if self.mode == "world" else 1]
            self._seat_defaults()
        elif kind == "players":
            self.players = payload[1]
            self._seat_defaults()
        elif kind in ("battles", "ai_battles"):
            setattr(self, kind, payload[1])
        elif kind == "seat":
            self.seats[payload[1]] = cycle(kinds_for("risk"), self.seats[payload[1]])
        elif kind == "start":
            return self.app.start_strategic("risk", self.setup(), self.seed, dict(self.seats))
        elif kind == "agot":
            return self.app.show_agot_setup()
        elif kind == "back":
            return self.app.show_menu()
        self.rebuild()


def seat_label(kind: str) -> str:
    return "Human" if kind == HUMAN else f"AI: {kind}"
