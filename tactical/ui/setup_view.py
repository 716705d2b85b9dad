"""Setting up a battle: the scenario browser (battle plans, or skirmish summaries generated from a seed),
the scenario's details (briefing, board size, round limit, houses and forces, how to win), a preview of
its board (terrain, units, objectives; board_preview.py), who sits at each seat (a human, the AI at a
level, or two humans for hot seat) and the seed.
"""
from __future__ import annotations

import random

from tactical.protocol import UserError
from tactical.scenario import Scenario, list_scenarios, load_scenario
from tactical.skirmish import generate_skirmish, load_skirmish_data
from tactical.ui import theme
from tactical.ui.board_preview import draw_preview
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

# Player kinds by their agent-registry names (strategic/session/agents.py, a layer above this one, and
# tests/ui checks these names against it), in the order the seat button steps through them.
HUMAN = "human"
SEATS = (HUMAN, "easy", "normal", "hard")
SEAT_NAMES = {HUMAN: "Human", "easy": "AI (easy)", "normal": "AI (normal)", "hard": "AI (hard)",
              "random": "AI (random)", "greedy": "AI (greedy)"}


def skirmish_summaries() -> list[tuple[str, str]]:
    return [(s.id, s.name) for s in load_skirmish_data().summaries.values()]


class SetupView(SceneView):
    def __init__(self, app, mode: str = "battles") -> None:
        self.mode = mode
        self.entries = self._entries()
        self.index = 0
        self.seed = random.randrange(1, 100000)
        self.seats: dict[str, str] = {}
        self.error = ""
        self.scenario: Scenario | None = None
        self.preview = None           # the board preview's geometry, when there was room for it
        self._load()
        super().__init__(app)

    def _entries(self) -> list[tuple[str, str]]:
        if self.mode == "skirmish":
            try:
                return skirmish_summaries()
            except (ImportError, UserError):
                return []
        out = []
        for sid in list_scenarios():
            try:
                out.append((sid, load_scenario(sid).name))
            except UserError:
                continue
        return out

    def _load(self) -> None:
        self.scenario, self.error = None, ""
        if not self.entries:
            self.error = "No scenarios found."
            return
        sid = self.entries[self.index][0]
        try:
            if self.mode == "skirmish":
                self.scenario = generate_skirmish(sid, self.seed)
            else:
                self.scenario = load_scenario(sid)
        except UserError as exc:
            self.error = str(exc)
            return
        houses = [s.house for s in self.scenario.sides]
        if set(self.seats) != set(houses):
            self.seats = {houses[0]: HUMAN, houses[1]: self.app_level()}

    def app_level(self) -> str:
        try:
            return self.app.settings.ai_level
        except AttributeError:
            return "normal"

    # ------------------------------------------------------------------ drawing
    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Skirmish" if self.mode == "skirmish" else "Battles",
              "Pick a battle, who plays each house, and start.")
        lst = Rect(30, 90, 330, r.height - 220)
        sc.parchment(lst)
        y = lst.top - 14
        for i, (sid, name) in enumerate(self.entries):
            row = Rect(lst.left + 8, y - 36, lst.width - 16, 34)
            sc.rect(row, fill=(250, 226, 140) if i == self.index else None, border=theme.PARCHMENT_EDGE)
            sc.text(name, row.left + 10, row.cy, theme.BODY, anchor_y="center", bold=i == self.index,
                    max_width=row.width - 16)
            sc.hit(row, ("pick", i), "Click to see this battle.")
            y -= 40
        details = Rect(lst.right + 20, 90, r.width - lst.right - 50, r.height - 220)
        sc.parchment(details)
        if self.scenario is None:
            sc.text(self.error, details.left + 16, details.top - 30, theme.BODY, width=int(details.width - 32))
        else:
            self._details(sc, details)
        sc.button(Rect(30, 24, 200, 46), "Back", ("back", None))
        sc.button(Rect(r.width - 290, 24, 260, 46), "Start battle", ("start", None), enabled=self.scenario is not None,
                  accent=(250, 226, 140))

    def _details(self, sc: Scene, r: Rect) -> None:
        s = self.scenario
        x, w = r.left + 16, int(r.width - 32)
        sc.text(s.name, x, r.top - 34, theme.HEADING + 3, bold=True)
        facts = (f"Board {s.board.cols}×{s.board.rows} (side {s.board.side}) · {s.round_limit} rounds · "
                 f"momentum: {s.momentum.title()}")
        sc.text(facts, x, r.top - 60, theme.BODY, theme.INK_SOFT)
        brief = sc.text(s.briefing, x, r.top - 74, theme.BODY, width=w, anchor_y="top")
        y = r.top - 84 - brief.content_height
        if s.victory.text:
            v = sc.text("To win: " + s.victory.text, x, y, theme.BODY, width=w, anchor_y="top")
            y -= v.content_height + 10
        for side in s.sides:
            y = self._side(sc, side, x, y, w)
        self.preview = draw_preview(sc, s, self.seed, Rect(x, r.bottom + 48, w, y - 8 - (r.bottom + 48)))
        if self.mode == "skirmish":
            sc.button(Rect(x, r.bottom + 14, 280, 38), f"Seed {self.seed}: new layout", ("reseed", None),
                      tip="A new random skirmish setup.")
        else:
            sc.text(f"Seed {self.seed} (dice and card draws)", x, r.bottom + 26, theme.BODY, theme.INK_SOFT)

    def _side(self, sc: Scene, side, x: float, y: float, w: int) -> float:
        seat = self.seats.get(side.house, HUMAN)
        sc.rect(Rect(x, y - 40, 16, 22), fill=theme.house_field(side.house), border=theme.house_charge(side.house), width=2)
        sc.text(f"{side.house.title()} ({side.edge} edge)", x + 24, y - 34, theme.HEADING, bold=True)
        sc.button(Rect(x + w - 200, y - 46, 200, 34), SEAT_NAMES.get(seat, seat), ("seat", side.house),
                  tip="Click to change who plays this house: human, or the AI at three levels. Two humans = hot seat.")
        forces = f"{len(side.commanders)} commanders, {len(side.units)} units · order value {side.order_value}, " \
                 f"{side.command_value} cards, {side.command_tokens} command tokens"
        sc.text(forces, x + 24, y - 62, theme.BODY, theme.INK_SOFT)
        return y - 80

    # ------------------------------------------------------------------ clicks
    def on_hit(self, payload) -> None:
        kind, value = payload
        if kind == "back":
            return self.app.show_menu()
        if kind == "start" and self.scenario is not None:
            return self.app.start_battle(self.scenario, self.seed, dict(self.seats))
        if kind == "pick":
            self.index = value
            self._load()
        elif kind == "seat":
            current = self.seats.get(value, HUMAN)
            self.seats[value] = SEATS[(SEATS.index(current) + 1) % len(SEATS)] if current in SEATS else HUMAN
        elif kind == "reseed":
            self.seed = random.randrange(1, 100000)
            self._load()
        self.rebuild()
