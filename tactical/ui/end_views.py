"""The screens between and after turns: the hot-seat hand-over (hides the hand of the player not on turn; shown
only when the seat that needs its hand changes, dismissed only by its button)
and the victory screen (why the battle ended: the engine's reason, objectives held, morale; units lost,
figures left and VP per side; the story of the battle as charts of morale, VP and units lost round by
round; play again or back to the menu).
"""
from __future__ import annotations

from tactical.rules.describe import result_text
from tactical.rules.engine import BATTLELORE
from tactical.rules.state import BattleState
from tactical.ui import theme
from tactical.ui.battle_story import battle_story
from tactical.ui.labels import units_lost
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap
from tactical.ui.screen_base import SceneView, title
from tactical.ui.story_chart import line_colour, story_charts

WHY_LINE, ROW = 20, 24     # line steps: the reasons, the table


class HandoverView(SceneView):
    def __init__(self, app, battle_view, house: str) -> None:
        self.battle_view, self.house = battle_view, house
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, f"{self.house.title()} to play", "Hot seat: the other player looks away.")
        card = Rect(r.cx - 300, r.cy - 90, 600, 180)
        sc.parchment(card)
        sc.rect(Rect(card.left + 24, card.top - 60, 24, 32), fill=theme.house_field(self.house),
                border=theme.house_charge(self.house), width=2)
        sc.text(f"Pass the computer to {self.house.title()}.", card.left + 60, card.top - 50, theme.HEADING, bold=True)
        sc.text("Your command cards stay hidden until you continue.", card.left + 60, card.top - 80, theme.BODY)
        sc.button(Rect(card.cx - 140, card.bottom + 20, 280, 46), f"I am {self.house.title()}: continue",
                  ("go", None), accent=(250, 226, 140))

    def on_hit(self, payload) -> None:
        self.go()

    def go(self) -> None:
        self.battle_view.viewer = self.house
        self.battle_view.ix.clear()
        self.battle_view.refresh()
        self.window.show_view(self.battle_view)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """No key dismisses it (nor Esc): a key pressed by the player leaving would show the next one's hand.
        Only the button does."""


def summary_rows(state: BattleState) -> list[tuple[str, str, str]]:
    """(what, first house, second house) lines for the victory screen (the rounds are in its charts)."""
    a, b = state.order
    rows = []
    for label, fn in (("Units lost", lambda h: units_lost(state, h)),
                      ("Figures left", lambda h: sum(u.figures for u in state.units if u.house == h and u.hex >= 0)),
                      ("Victory points", lambda h: state.sides[h].vp)):
        rows.append((label, str(fn(a)), str(fn(b))))
    return rows


def morale_text(state: BattleState) -> str:
    if state.morale == 0:
        return "Morale: the marker ended on the centre."
    house = state.order[0] if state.morale < 0 else state.order[1]
    return (f"Morale: the marker ended {abs(state.morale)} space(s) into {house.title()}'s segment "
            f"({house.title()} was losing heart).")


def why_lines(state: BattleState, scenario, events) -> list[str]:
    """Why the battle ended, in the engine's words (its victory event names the winner), then the facts a
    player weighs: who held each objective at the end and the morale marker."""
    end = next((e for e in reversed(events) if e.kind == "victory"), None)
    lines = [BATTLELORE.render(end, None) if end is not None else (result_text(state) or "The battle is over.")]
    held = [f"{o.name}: {state.control[o.id].title() if state.control.get(o.id) else 'no one'}"
            for o in scenario.objectives]
    if held:
        lines.append("Objectives held at the end: " + "; ".join(held) + ".")
    lines.append(morale_text(state))
    return lines        # the units each side lost head the table below


class VictoryView(SceneView):
    def __init__(self, app, session) -> None:
        self.session = session
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        st = self.session.state
        title(sc, r, f"{st.winner.title()} wins!" if st.winner else "A draw", self.session.scenario.name)
        width = min(1200, r.width - 40)
        why = [wrap(line, width - 48, theme.BODY, bold=i == 0)
               for i, line in enumerate(why_lines(st, self.session.scenario, self.session.events))]
        rows = summary_rows(st)
        text_h = 40 + WHY_LINE * sum(len(w) for w in why) + 46 + ROW * len(rows) + 34 + 40
        chart_h = max(150, min(420, r.height - 130 - 76 - text_h))     # a big window: bigger charts
        height = 40 + WHY_LINE * sum(len(w) for w in why) + 46 + ROW * len(rows) + 24 + chart_h + 34
        card = Rect(r.cx - width / 2, max(76, r.top - 130 - height), width, height)
        sc.parchment(card)
        y = card.top - 32
        sc.text("Why the battle ended", card.left + 24, y, theme.HEADING, bold=True)
        y -= 8
        for i, block in enumerate(why):
            y = sc.lines(block, card.left + 24, y, WHY_LINE, theme.BODY, bold=i == 0)
        y = self._table(sc, card, y - 34, rows)
        charts = Rect(card.left + 24, card.bottom + 34, width - 48, chart_h)
        story_charts(sc, charts, battle_story(st, self.session.events), list(st.order))
        sc.text(f"Rounds played: {min(st.round, st.round_limit)} of {st.round_limit} · actions: "
                f"{len(self.session.actions)}", card.left + 24, card.bottom + 12, theme.BODY, theme.INK_SOFT)
        y_buttons = max(12, card.bottom - 62)
        sc.button(Rect(r.cx - 290, y_buttons, 270, 48), "Play again", ("again", None), accent=(250, 226, 140))
        sc.button(Rect(r.cx + 20, y_buttons, 270, 48), "Return to menu", ("menu", None))

    def _table(self, sc: Scene, card: Rect, y: float, rows) -> float:
        """Units lost, figures left and VP per side, under the house names with their chart marks (a
        filled disc for the first house, a ring for the second, as on the charts)."""
        a, b = self.session.state.order
        col = card.left + card.width * 0.58
        for i, h in enumerate((a, b)):
            x = col + i * card.width * 0.2
            colour = line_colour(h)
            sc.circle(x - 12, y + 6, 5, fill=colour if i == 0 else theme.PARCHMENT, border=colour, width=2)
            sc.text(h.title(), x, y, theme.HEADING, theme.house_field(h), bold=True)
        y -= 28
        for what, va, vb in rows:
            sc.text(what, card.left + 24, y, theme.BODY)
            sc.text(va, col, y, theme.BODY, bold=True)
            sc.text(vb, col + card.width * 0.2, y, theme.BODY, bold=True)
            y -= ROW
        return y

    def on_hit(self, payload) -> None:
        kind, _ = payload
        if kind == "again":
            s = self.session
            self.app.start_battle(s.scenario, s.seed + 1, dict(s.seats))
        else:
            self.app.show_menu()
