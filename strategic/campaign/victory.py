"""How a campaign ends: the strategic game's own ending, or sooner one of the campaign's victory
conditions (`definition.Victory`), checked against the game's state after every step."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from strategic.risk.rules.state import RiskState
from strategic.session.session import Session

from .definition import CampaignDefinition, Eliminate, Hold


class Ending(BaseModel):
    model_config = ConfigDict(extra="forbid")
    winners: list[str]
    reason: str

    def line(self) -> str:
        return f"{' & '.join(self.winners) or 'nobody'} won: {self.reason}"


def met(condition: Hold | Eliminate, state: RiskState) -> bool:
    if isinstance(condition, Hold):
        return all(state.owner.get(t) == condition.house for t in condition.territories)
    return state.players[condition.target].eliminated


def ending(definition: CampaignDefinition, session: Session) -> Ending | None:
    """The campaign's end, or None while it goes on."""
    res: Any = session.result()
    if res is not None:
        return Ending(winners=list(res.winners), reason=f"the game ended ({res.reason})")
    for condition in definition.victory:
        if met(condition, session.state):
            return Ending(winners=[condition.house], reason=condition.text)
    return None
