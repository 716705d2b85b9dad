"""The order of a round, as on the table: the Westeros phase (from round 2), planning, then the action phase
(raids, marches and their battles, consolidation), and the end of the round.

Each phase module ends by naming the automatic step that follows; the steps that open and close a round
live here. The game ends at once when a house holds enough castles and strongholds (checked whenever an area
changes hands), otherwise after the last round with the rulebook's tie-breaks.
"""
from __future__ import annotations

from .common import Events, event, finish, shared_winners
from .state import AgotState


def end_of_round(state: AgotState, events: Events) -> None:
    """Every order goes back to its house and this round's Westeros limits lapse."""
    state.orders = {}
    state.restrictions = []
    state.blade_used = False
    state.pending = {}
    if state.round >= state.max_rounds:
        finish(state, shared_winners(state), "rounds", events)
        return
    state.round += 1
    event(events, "round", round=state.round)
    state.step = "westeros"


AUTO = {"action_end": end_of_round}
