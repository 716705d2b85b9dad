"""The end screen's chart data: territories held by each house at the end of each round, found by
replaying the session's history from its setup (so a loaded game charts its whole past too). No Arcade."""
from __future__ import annotations

from strategic.session.agents import HUMAN
from strategic.session.session import Session


def territories_by_round(game_session) -> dict[str, list[int]]:
    s = game_session.session
    if s.setup is None:
        return {}
    trial = Session.start(s.game, s.setup, s.seed, {seat: HUMAN for seat in s.seats})
    counts: dict[str, list[int]] = {h: [] for h in trial.state.seats}

    def sample() -> None:
        held: dict[str, int] = {}
        for owner in trial.state.owner.values():
            held[owner] = held.get(owner, 0) + 1
        for h in counts:
            counts[h].append(held.get(h, 0))

    last_round = trial.state.round
    for step in s.history:
        trial.replay_step(step)
        if trial.state.round != last_round:
            last_round = trial.state.round
            sample()
    sample()
    return counts
