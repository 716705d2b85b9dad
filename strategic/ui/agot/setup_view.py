"""Setting up A Game of Thrones: the edition, the number of players, the online site's options (seed 001),
the number of rounds, how land battles are fought (house cards, the BattleLore hex battlefield, or the attacker
asks: docs/decisions.md "A Game of Thrones battles on hexes"), and who plays each house (a human at this
computer, hot seat, or one of the AI kinds the agents registry offers). Risk's setup view is a click away (the Game row). Start opens the game's screen
through the app, like Risk's; the setup is checked by the engine's own `AgotSetup`."""
from __future__ import annotations

import time

from strategic.agot.game import AgotSetup
from strategic.agot.rules.setup import OPTIONS
from strategic.agot.setups import load_setup
from strategic.session.agents import HUMAN, default_ai, kinds_for
from strategic.ui.agot.looks import house_fill, house_name
from strategic.ui.settings import cycle
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.promptbar import button_width
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

ACCENT = (250, 226, 140)
ROW_H = 38
ROUNDS = (10, 7, 5, 3)
OPTION_TIPS = {
    "fog-of-war": "Each house sees enemy units and orders only next to the areas it controls.",
    "siege-engines": "1st edition: siege engines can be mustered (the 2nd edition has them).",
    "fortifications": "A Consolidate Power order on land may build a fortification instead (+1 defence).",
    "ports": "1st edition: play on the 2nd edition's board with its ports.",
    "classic-consolidation": "Every Consolidate Power order is resolved by its house, in turn order.",
    "one-use-orders": "Five one-use order tokens per house, each played once in the game.",
}
OPTION_NAMES = {"fog-of-war": "Fog of war", "siege-engines": "Siege engines", "fortifications": "Fortifications",
                "ports": "Ports", "classic-consolidation": "Classic consolidation", "one-use-orders": "One-use orders"}
FIRST_EDITION_ONLY = ("siege-engines", "ports")
BATTLES = {"cards": "House cards", "hexes": "Hexes", "ask": "Ask"}
BATTLE_TIPS = {
    "cards": "Land battles by the rulebook: supports, house cards, the Valyrian blade.",
    "hexes": "Every land battle is fought on the BattleLore hex battlefield (no house card is played); at sea, "
             "the rulebook.",
    "ask": "The attacker chooses for each land battle (a human defender of a human attacker too); the AI as set "
           "on the right.",
}


def seat_label(kind: str) -> str:
    return "Human" if kind == HUMAN else f"AI: {kind}"


class AgotSetupView(SceneView):
    def __init__(self, app) -> None:
        self.edition, self.players, self.rounds = 2, 6, 10
        self.battles, self.ai_battles = "cards", "cards"
        self.options: list[str] = []
        self.seats: dict[str, str] = {}
        self.seed = int(time.time()) % 100000
        self._seat_defaults()
        super().__init__(app)

    def _seat_defaults(self) -> None:
        houses = load_setup(self.edition, self.players, six_players_1e=self.edition == 1 and self.players == 6).houses
        ai = default_ai("agot")
        old = self.seats
        self.seats = {h: old.get(h, HUMAN if i == 0 else ai) for i, h in enumerate(houses)}

    def setup(self) -> dict:
        """The game's setup, checked by the engine's model (an option of the wrong edition is dropped)."""
        options = [o for o in self.options if self.edition == 1 or o not in FIRST_EDITION_ONLY]
        humans = [h for h, k in self.seats.items() if k == HUMAN] if self.battles == "ask" else []
        setup = AgotSetup(edition=self.edition, players=self.players, options=options, max_rounds=self.rounds,
                          battles=self.battles, ai_battles=self.ai_battles, humans=humans).model_dump()
        if self.battles == "cards":             # the rulebook's battles: the setup as it always was
            for key in ("battles", "ai_battles", "humans"):
                del setup[key]
        return setup

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Strategic games", "A Game of Thrones: the board game, 1st or 2nd edition")
        card = Rect(r.cx - 380, 84, 760, r.height - 204)       # Back and Start below it, as on Battles
        sc.parchment(card)
        y = card.top - 40
        sc.text("Game", card.left + 24, y, theme.HEADING, bold=True)
        sc.button(Rect(card.left + 170, y - 12, 240, 34), "Risk: Game of Thrones", ("risk",),
                  tip="Risk: Game of Thrones: Skirmish, Domination, World at War.")
        sc.button(Rect(card.left + 420, y - 12, 240, 34), "A Game of Thrones", ("noop",), accent=ACCENT)
        y = self._row(sc, card, y - 46, "Edition", [(f"{e}e", ("edition", e), e == self.edition) for e in (2, 1)])
        y = self._row(sc, card, y, "Players", [(str(n), ("players", n), n == self.players) for n in range(3, 7)])
        y = self._row(sc, card, y, "Rounds", [(str(n), ("rounds", n), n == self.rounds) for n in ROUNDS])
        self._battles_row(sc, card, y)
        y = self._options_row(sc, card, y - 44)
        sc.text("Seats (click to change who plays)", card.left + 24, y, theme.HEADING, bold=True)
        for i, (h, kind) in enumerate(self.seats.items()):
            cx = card.left + 40 + (i % 2) * 350
            cy = y - ROW_H * (i // 2 + 1)
            sc.rect(Rect(cx, cy - 6, 18, 24), fill=house_fill(h), border=theme.INK, width=1.5)
            sc.text(house_name(h), cx + 28, cy, theme.BODY, bold=True)
            sc.button(Rect(cx + 140, cy - 10, 180, 32), seat_label(kind), ("seat", h),
                      tip="Human: you at this computer (several humans take turns: hot seat). "
                          "Otherwise an AI: " + ", ".join(kinds_for("agot")[1:]) + ".")
        sc.button(Rect(r.right - 266, 24, 236, 46), "Start", ("start",), accent=ACCENT)
        sc.button(Rect(30, 24, 200, 46), "Back", ("back",))

    def _row(self, sc: Scene, card: Rect, y: float, label: str, buttons) -> float:
        sc.text(label, card.left + 24, y, theme.HEADING, bold=True)
        for i, (text, payload, on) in enumerate(buttons):
            sc.button(Rect(card.left + 170 + i * 70, y - 12, 60, 34), text, payload, accent=ACCENT if on else None)
        return y - 44

    def _options_row(self, sc: Scene, card: Rect, y: float) -> float:
        """The options of this edition as buttons as wide as their names, in as few rows as the card allows
        (the 1st edition's six would not fit the smallest window in rows of two); the next row's y."""
        sc.text("Options", card.left + 24, y, theme.HEADING, bold=True)
        x, by = card.left + 170, y - 12
        for o in (o for o in OPTIONS if self.edition == 1 or o not in FIRST_EDITION_ONLY):
            label = OPTION_NAMES.get(o, o)
            w = button_width(label) + 16
            if x + w > card.right - 24:
                x, by = card.left + 170, by - 40
            sc.button(Rect(x, by, w, 34), label, ("option", o), tip=OPTION_TIPS[o],
                      accent=ACCENT if o in self.options else None)
            x += w + 10
        return by - 42

    def _battles_row(self, sc: Scene, card: Rect, y: float) -> None:
        sc.text("Battles", card.left + 24, y, theme.HEADING, bold=True)
        for i, (b, label) in enumerate(BATTLES.items()):
            sc.button(Rect(card.left + 170 + i * 130, y - 12, 120, 34), label, ("battles", b), tip=BATTLE_TIPS[b],
                      accent=ACCENT if b == self.battles else None)
        if self.battles == "ask":
            sc.button(Rect(card.left + 560, y - 12, 176, 34), f"AI: {BATTLES[self.ai_battles].lower()}",
                      ("ai_battles",), tip="How the AI houses fight their battles when the attacker chooses.")

    def on_hit(self, payload) -> None:
        kind = payload[0]
        if kind in ("edition", "players"):
            setattr(self, kind, payload[1])
            self._seat_defaults()
        elif kind == "rounds":
            self.rounds = payload[1]
        elif kind == "battles":
            self.battles = payload[1]
        elif kind == "ai_battles":
            self.ai_battles = "hexes" if self.ai_battles == "cards" else "cards"
        elif kind == "option":
            o = payload[1]
            self.options = [x for x in self.options if x != o] if o in self.options else self.options + [o]
        elif kind == "seat":
            self.seats[payload[1]] = cycle(kinds_for("agot"), self.seats[payload[1]])
        elif kind == "start":
            return self.app.start_strategic("agot", self.setup(), self.seed, dict(self.seats))
        elif kind == "risk":
            return self.app.show_strategic_setup()
        elif kind == "back":
            return self.app.show_menu()
        self.rebuild()
