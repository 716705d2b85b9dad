"""A campaign on the Risk screen: the strategic screen's `GameSession` over the campaign's session, kept
as the campaign keeps itself at the terminal (strategic/campaign/play.py): saved to its folder after every
human action (on the map or in a battle) and, while the AI plays, at the start of each house's turn and
at the end of each battle, never after every AI step; over when the game or one of the campaign's own
victory conditions ends it. No Arcade, no rule here.
"""
from __future__ import annotations

from typing import Any

from tactical.protocol import Event, Result, UserError

from strategic.campaign.play import Checkpoint
from strategic.campaign.store import Campaign
from strategic.ui.game_session import GameSession


class CampaignGame(GameSession):
    def __init__(self, campaign: Campaign) -> None:
        super().__init__(campaign.session)
        self.campaign = campaign
        self.checkpoint = Checkpoint(campaign.session)
        self.human_acted = False

    def submit(self, action: Any) -> list[Event]:
        self.human_acted = True
        return super().submit(action)

    def autosave(self) -> None:
        due = self.human_acted or self.checkpoint.reached(self.session) or self.is_over()
        self.human_acted = False
        if not due:
            return
        self.checkpoint = Checkpoint(self.session)
        try:
            self.campaign.save()
            self.autosave_error = ""
        except (OSError, UserError) as exc:
            self.autosave_error = f"Autosave failed: {exc}"

    def save(self, path: Any = None) -> None:
        """The campaign is saved in its own folder, wherever the screen asks."""
        self.campaign.save()

    def is_over(self) -> bool:
        return self.campaign.ending() is not None

    def result(self) -> Result | None:
        end = self.campaign.ending()
        if end is None:
            return None
        game = self.session.result()
        return game if game is not None else Result(tuple(end.winners), end.reason)
