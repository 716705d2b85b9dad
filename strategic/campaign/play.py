"""Playing a campaign at the terminal: the agents play their houses, each human answers at the keyboard
through the session's terminal seat, and the campaign is saved after every human action, whenever the
agents hand over to a human, at the end of each battle and of each house's turn while only agents play,
and at the end: not after every agent step (a save writes the whole history). The campaign's own
victory conditions are checked after every step.

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


class Checkpoint:
    """Where agents playing on stop to save: a house's turn began (the strategic game's `turn` event; the
    setup's placements are not turns), or a battle ended."""

    def __init__(self, session: Session) -> None:
        self.seen = len(session.events)
        self.fighting = session.child is not None

    def reached(self, session: Session) -> bool:
        events, self.seen = session.events[self.seen:], len(session.events)
        if any(e.kind == "turn" for e in events):
            return True
        if session.child is not None:
            self.fighting = True
            return False
        return self.fighting


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
        checkpoint = Checkpoint(session)
        session.run(until=lambda s: campaign.ending() is not None or checkpoint.reached(s))
        save()
        humans = session.humans_to_act()
        if campaign.ending() is not None or not humans:
            continue
        act, seat = session.active(), humans[0]
        asker = seat_for(act.game.name, session.player_of(seat))
        session.submit(seat, asker.choose(act.view(seat), act.legal(seat)))
        save()
