"""Playing a campaign at the terminal: the agents play their houses, each human answers at the keyboard
through the session's terminal seat, and the campaign is saved after every human action, whenever the
agents hand over to a human, at each new round of the strategic game while only agents play, and at
the end. The campaign's own victory conditions are checked after every step.

(The agents' moves between two saves are not lost on a crash so much as played again, perhaps
otherwise: an agent's own random choices are not part of a save.)
"""
from __future__ import annotations

from typing import Callable

from strategic.session.session import Session
from strategic.session.terminal import TerminalSeat

from .store import Campaign
from .victory import Ending

SeatFor = Callable[[str, str], TerminalSeat]


def progress(campaign: Campaign) -> tuple[int, ...]:
    """How far the game has gone, at every level (the battle in progress included)."""
    out: list[int] = []
    level: Session | None = campaign.session
    while level is not None:
        out.append(len(level.history))
        level = level.child
    return tuple(out)


def play(campaign: Campaign, seat_for: SeatFor) -> Ending:
    """Play the campaign to its end; returns how it ended."""
    session = campaign.session
    saved = progress(campaign)

    def save() -> None:
        nonlocal saved
        if progress(campaign) != saved:
            campaign.save()
            saved = progress(campaign)

    while True:
        end = campaign.ending()
        if end is not None:
            save()
            return end
        now = session.state.round
        session.run(until=lambda s: campaign.ending() is not None or s.state.round != now)
        save()
        humans = session.humans_to_act()
        if campaign.ending() is not None or not humans:
            continue
        act, seat = session.active(), humans[0]
        asker = seat_for(act.game.name, session.player_of(seat))
        session.submit(seat, asker.choose(act.view(seat), act.legal(seat)))
        save()
