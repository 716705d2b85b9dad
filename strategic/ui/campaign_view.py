"""Campaigns in the window (main menu, "Campaigns"): the campaigns to start, one button per house a player
may take (the other houses are played as the campaign says), and the campaigns under way with their
human houses, round or ending, and last battle; a click continues one where it stopped (even in a battle,
which the map then opens). A new campaign opens on its briefing (its goals, who plays each house), then the
map. Everything is the campaign's own code (strategic/campaign/): this screen only lists and opens.
"""
from __future__ import annotations

import time

from strategic.campaign.definition import all_definitions
from strategic.campaign.store import CampaignFile, all_campaigns, create, open_campaign
from strategic.session.agents import HUMAN
from strategic.ui.campaign_game import CampaignGame
from strategic.ui.risk.looks import house_name
from tactical.protocol import UserError
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

ACCENT = (250, 226, 140)
ROW = 40


class CampaignsView(SceneView):
    def __init__(self, app) -> None:
        self.error = ""
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Campaigns", "A Risk war whose invasions are fought on the hex battlefield, kept as you go")
        width = min(940, r.width - 80)
        card = Rect(r.cx - width / 2, 100, width, r.height - 230)
        sc.parchment(card)
        y = card.top - 34
        sc.text("Start a campaign", card.left + 20, y, theme.HEADING, bold=True)
        for d in all_definitions():
            y -= ROW
            sc.text(d.name, card.left + 30, y, theme.BODY, bold=True, max_width=300)
            sc.hit(Rect(card.left + 24, y - 12, 300, 30), None, d.briefing)
            for i, house in enumerate(d.playable):
                sc.button(Rect(card.left + 340 + i * 200, y - 14, 190, 34), f"Play {house_name(house)}",
                          ("new", (d.id, house)), tip=d.briefing, accent=ACCENT)
        y -= ROW + 10
        rows = all_campaigns()
        sc.text("Campaigns under way" if rows else "No campaign under way.", card.left + 20, y, theme.HEADING, bold=True)
        for row in rows[:max(0, int((y - card.bottom - 90) // ROW))]:
            y -= ROW
            self._row(sc, Rect(card.left + 20, y - 16, card.width - 40, 36), row)
        if self.error:
            sc.text(self.error, card.left + 20, card.bottom + 50, theme.BODY, (140, 16, 16), width=int(card.width - 40),
                    anchor_y="top")
        sc.button(Rect(30, 24, 200, 46), "Back", ("back", None))

    def _row(self, sc: Scene, row: Rect, camp: CampaignFile | UserError) -> None:
        sc.rect(row, border=theme.PARCHMENT_EDGE)
        if isinstance(camp, UserError):
            sc.text(f"(unreadable) {camp}", row.left + 10, row.cy, theme.SMALL, anchor_y="center", max_width=row.width - 20)
            return
        s = camp.summary
        houses = ", ".join(house_name(h) for h, k in camp.seats.items() if k == HUMAN) or "AI only"
        where = s.ending.line() if s.ending else f"round {s.round}" + (f", in {s.in_battle}" if s.in_battle else "")
        sc.text(f"{camp.name} · {houses} · {where}", row.left + 10, row.cy + 7, theme.BODY, anchor_y="center",
                bold=s.ending is None, max_width=row.width - 20)
        sc.text(f"last battle: {camp.last_battle()}", row.left + 10, row.cy - 9, theme.SMALL, theme.INK_SOFT,
                anchor_y="center", max_width=row.width - 20)
        if s.ending is None:
            sc.hit(row, ("continue", camp.name), "Click to continue this campaign where it stopped.")

    def on_hit(self, payload) -> None:
        kind, value = payload
        if kind == "back":
            return self.app.show_menu()
        try:
            campaign = self._new(*value) if kind == "new" else open_campaign(value)
        except UserError as exc:
            self.error = f"Could not open the campaign: {' '.join(str(exc).splitlines()[:3])}"
            return self.rebuild()
        screen = self.app.show_strategic(CampaignGame(campaign))
        if kind == "new":          # its briefing and goals first; they stay on the pause menu's Rules
            return self.app.show(screen.rules_view(screen.resume_from_pause, page="campaign", back_label="Begin"))
        return screen

    @staticmethod
    def _new(ident: str, house: str):
        """A new campaign with the player on `house`, named after the campaign and the time."""
        definition = next(d for d in all_definitions() if d.id == ident)
        seats = dict(definition.houses) | {house: HUMAN}
        name = f"{ident[:24]}-{time.strftime('%m%d-%H%M%S')}"
        return create(definition, name, seats, int(time.time()) % 100000)
