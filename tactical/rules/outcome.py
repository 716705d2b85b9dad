"""The end of a battle: who won and why (a reason code and its facts, rendered by `describe.py`).

Kept in its own small module because every rule that can end the battle (morale, victory points,
objectives, the last round) calls it, and it depends on nothing but the state.
"""
from __future__ import annotations

from typing import Any, Literal

from tactical.rules.events import EventLog
from tactical.rules.state import BattleState

Reason = Literal["rout", "no_units", "vp", "control_objectives", "eliminated_units", "eliminate_commanders",
                 "held_objectives", "failed_objectives", "more_vp", "tied_morale", "tied_momentum"]


def declare_winner(state: BattleState, winner: str | None, reason: Reason, log: EventLog, **facts: Any) -> None:
    """`winner` (None: a draw) wins for `reason`; `facts` are what its text needs (the house that routed...)."""
    if state.phase == "over":
        return
    state.winner, state.result, state.result_data, state.phase = winner, reason, dict(facts), "over"
    state.combat, state.turn = [], None
    log.add("victory", winner=winner, reason=reason, **facts)
