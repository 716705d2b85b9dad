"""How a game ends: the result record (reason, winners, Skirmish points, victory points) and the
"game_over" event. The turn order ends a game (the End Game card, the round limit, 10 victory points)
and so does an invasion (the last rival eliminated), so this lives below both.
"""
from __future__ import annotations

from .common import Events, emit, houses_alive
from .geo import geo
from .state import RiskState


def scores(state: RiskState) -> dict[str, int]:
    """Skirmish points: 1 per territory, +1 per castle, +1 per port."""
    pts = geo(state.map).points
    out = {h: 0 for h in state.seats}
    for t, o in state.owner.items():
        if o in out:
            out[o] += pts[t]
    return out


def finish(state: RiskState, reason: str, events: Events, winners: list[str] | None = None) -> None:
    """The game is over. Unless `winners` are given: the houses left with the most Skirmish points
    (ties by armies), or in Domination the most victory points (ties by points); a conquest of every
    rival ranks by points and armies."""
    sc = scores(state)
    if winners is None:
        alive = houses_alive(state)
        if state.rules == "domination" and reason != "conquest":
            rank = {h: (state.players[h].vp, sc[h]) for h in alive}
        else:
            rank = {h: (sc[h], sum(a for t, a in state.armies.items() if state.owner[t] == h)) for h in alive}
        best = max(rank.values())
        winners = [h for h in alive if rank[h] == best]
    vp = {h: p.vp for h, p in state.players.items()}
    # The turn order moves the counter on before it checks the limit: the last round played is the limit.
    last = min(state.round, state.max_rounds)
    state.result = {"reason": reason, "winners": winners, "scores": sc, "vp": vp, "round": last}
    state.phase, state.actor, state.pending = "over", "", {}
    emit(events, "game_over", **state.result)
