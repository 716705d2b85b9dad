"""The screens around a Risk game: the hot-seat hand-over (the battle screen's, worded for the strategic
game: it hides the cards and objectives of the seat leaving; an attacked seat may roll its dice there) and
the end screen (who won and why, each house's score, territories and armies, and a chart of territories per
house over the rounds, replayed from the session's history).
"""
from __future__ import annotations

from strategic.risk.rules.actions import Defend
from strategic.ui.end_screen import StrategicEndView
from strategic.ui.houses import house_fill, house_name
from strategic.ui.risk.decisions import PANELS, option_label
from strategic.ui.risk.history import territories_by_round
from strategic.ui.seat_handover import SeatHandoverView
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap
from tactical.ui.screen_base import title

ROW = 24


class RiskHandoverView(SeatHandoverView):
    """When the seat taking over is asked only how many dice it defends with, it may answer here, its hand
    unseen (the dice are the table's to see); the computer then goes back to the attacker through the
    hand-over, as it always did. Continuing shows its hand, to play a defence card."""

    HIDDEN = "Your territory cards and objectives stay hidden until you continue."
    WIDTH = 600

    def defences(self) -> list:
        s = self.battle_view.session
        if s.current_player() != self.house or getattr(s.view_for(self.house), "phase", None) != "defend":
            return []
        return [a for a in s.legal() if isinstance(a, Defend)]

    def build(self, sc: Scene, r: Rect) -> None:
        super().build(sc, r)
        defences = self.defences()
        if not defences:
            return
        card_bottom = r.cy - 90
        attack = PANELS["defend"].words(self.battle_view.session.view_for(self.house)).split(":")[0]
        sc.text(f"{attack}. Defend here, your hand unseen, or continue to play a defence card.", r.cx,
                card_bottom - 30, theme.BODY, (230, 220, 200), anchor_x="center", max_width=r.width - 40)
        for i, a in enumerate(defences):
            x = r.cx - len(defences) * 110 + i * 220 + 5
            sc.button(Rect(x, card_bottom - 100, 210, 46), option_label(a), ("defend", a))

    def on_hit(self, payload) -> None:
        if payload[0] != "defend":
            return self.go()
        screen = self.battle_view
        self.window.show_view(screen)
        screen.submit(payload[1])
        back = screen.session.current_player()
        if self.window.current_view is screen and back == screen.viewer and screen.session.is_human(back):
            self.app.show_risk_handover(screen, back)    # the attacker's hand stays hidden until it is back


class RiskEndView(StrategicEndView):
    def __init__(self, app, session) -> None:
        self.chart = territories_by_round(session)
        super().__init__(app, session)

    def build(self, sc: Scene, r: Rect) -> None:
        s = self.session
        result, st = s.result(), s.state
        reason = result.reason.replace("_", " ").capitalize() if result else ""
        title(sc, r, self.headline(), f"{reason} · round {st.result['round'] if st.result else st.round}")
        width = min(1000, r.width - 40)
        card = Rect(r.cx - width / 2, 90, width, r.height - 230)
        sc.parchment(card)
        table = Rect(card.left + 20, card.top - 40 - ROW * (len(st.seats) + 1), width * 0.42, ROW * (len(st.seats) + 1))
        self._table(sc, table)
        self._why(sc, Rect(table.left, card.bottom + 20, table.width, table.bottom - card.bottom - 40))
        self._chart(sc, Rect(card.left + width * 0.48, card.bottom + 40, width * 0.48, card.height - 80))
        self.ways_on(sc, r, 24)

    def _table(self, sc: Scene, r: Rect) -> None:
        st, result = self.session.state, self.session.result()
        scores = dict(result.scores) if result else {}
        vp = st.rules == "domination"          # Domination is won on victory points, the points only break ties
        cols = ((("House", 0), ("VP", 0.36), ("Points", 0.48), ("Terr.", 0.66), ("Armies", 0.82)) if vp else
                (("House", 0), ("Points", 0.42), ("Terr.", 0.6), ("Armies", 0.78)))
        y = r.top
        for label, f in cols:
            sc.text(label, r.left + f * r.width, y, theme.HEADING, bold=True)
        for h in sorted(st.seats, key=lambda h: (-st.players[h].vp if vp else 0, -scores.get(h, 0))):
            y -= ROW
            held = [t for t, o in st.owner.items() if o == h]
            sc.rect(Rect(r.left, y - 3, 12, 16), fill=house_fill(h), border=theme.INK)
            values = ((house_name(h),) + ((str(st.players[h].vp),) if vp else ())
                      + (str(scores.get(h, "")), str(len(held)), str(sum(st.armies[t] for t in held))))
            for (_, f), v in zip(cols, values):
                sc.text(v, r.left + f * r.width + (18 if f == 0 else 0), y, theme.BODY)

    def _why(self, sc: Scene, r: Rect) -> None:
        """The engine's last words on the game (its game-over event), and what the score counts."""
        s = self.session
        end = next((e for e in reversed(s.events) if e.kind == "game_over"), None)
        lines = [s.render(end, None).strip()] if end is not None else []
        lines.append("VP: victory points (objectives, seats, cards) decide; Points (1 per territory, castle and "
                     "port held at the end) break a tie." if s.state.rules == "domination"
                     else "Points: 1 per territory, castle and port held at the end.")
        y = r.top
        for line in lines:
            for part in wrap(line, r.width, theme.BODY, 6):
                sc.text(part, r.left, y, theme.BODY, theme.INK_SOFT)
                y -= 20
            y -= 8

    def _chart(self, sc: Scene, r: Rect) -> None:
        """Territories held by each house at the end of each round: one line per house."""
        sc.text("Territories per house, round by round", r.left, r.top + 14, theme.HEADING, bold=True)
        sc.rect(r, border=theme.INK_SOFT)
        rounds = max((len(v) for v in self.chart.values()), default=0)
        values = [c for v in self.chart.values() for c in v]
        if rounds < 2 or not values:
            sc.text("(the game ended in its first round)", r.left + 10, r.cy, theme.SMALL, theme.INK_SOFT)
            return
        low, top = max(0, min(values) - 1), max(values) + 1       # the lines use the chart's whole height
        for h, counts in self.chart.items():
            pts = [(r.left + i * r.width / (rounds - 1), r.bottom + (c - low) * r.height / (top - low))
                   for i, c in enumerate(counts)]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                sc.line(x0, y0, x1, y1, house_fill(h), 3)
        sc.text("after round 1", r.left, r.bottom - 16, theme.SMALL)
        sc.text("the end", r.right, r.bottom - 16, theme.SMALL, anchor_x="right")
        sc.text(str(top), r.left - 4, r.top - 10, theme.SMALL, anchor_x="right")
        sc.text(str(low), r.left - 4, r.bottom, theme.SMALL, anchor_x="right")
