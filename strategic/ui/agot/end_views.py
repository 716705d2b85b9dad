"""The screens around an A Game of Thrones game: the hot-seat hand-over (the battle screen's, worded for
this game: the seat leaving takes its orders, bids and house cards with it) and the end screen (who won
and why, then each house's castles, land areas, supply and power, ranked by the rulebook's tie-breaks).
"""
from __future__ import annotations

from strategic.agot.rules.common import castles, lands, ranking
from strategic.ui.agot.looks import house_fill, house_name
from strategic.ui.end_screen import StrategicEndView
from strategic.ui.seat_handover import SeatHandoverView
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, wrap
from tactical.ui.screen_base import title

ROW = 28
TIES = {2: "land areas, then supply, then power, then the Iron Throne track (2nd edition)",
        1: "supply, then power; houses still tied share the victory (1st edition)"}     # rules.common.ranking
REASONS = {"castles": "enough castles and strongholds", "rounds": "the last round was played"}


class AgotHandoverView(SeatHandoverView):
    HIDDEN = "Your orders, bids and house cards stay hidden until you continue."
    WIDTH = 640


class AgotEndView(StrategicEndView):
    def build(self, sc: Scene, r: Rect) -> None:
        s = self.session
        result, st = s.result(), s.state
        reason = REASONS.get(result.reason, result.reason) if result else ""
        title(sc, r, self.headline("the Iron Throne"), f"{reason.capitalize()} · round {st.round} of {st.max_rounds}")
        width = min(760, r.width - 40)
        height = ROW * (len(st.houses) + 1) + 34          # the heading, a row per house, a margin
        card = Rect(r.cx - width / 2, r.top - 150 - height, width, height)
        sc.parchment(card)
        cols = (("House", 0.0), ("Castles", 0.34), ("Lands", 0.5), ("Supply", 0.66), ("Power", 0.82))
        y = card.top - 34
        for label, f in cols:
            sc.text(label, card.left + 24 + f * (width - 48), y, theme.HEADING, bold=True)
        for h in ranking(st):          # the rulebook's order: castles, then its tie-breaks
            y -= ROW
            sc.rect(Rect(card.left + 24, y - 3, 14, 18), fill=house_fill(h), border=theme.INK)
            values = (house_name(h), str(castles(st, h)), str(lands(st, h)), str(st.house[h].supply),
                      str(st.house[h].power))
            for (_, f), v in zip(cols, values):
                sc.text(v, card.left + 24 + f * (width - 48) + (22 if f == 0 else 0), y, theme.BODY,
                        bold=h in (result.winners if result else ()))
        ties = TIES.get(st.edition, TIES[2])
        for k, line in enumerate(wrap(f"Ranked by castles and strongholds, ties broken by {ties}.", width,
                                      theme.BODY)):
            sc.text(line, r.cx, card.bottom - 28 - 20 * k, theme.BODY, theme.PARCHMENT, anchor_x="center")
        self.ways_on(sc, r, 30)
