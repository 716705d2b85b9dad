"""Atteignez un objectif: checking objective cards at the end of the manoeuvre, scoring one a turn.

Each condition kind is a small function of the state (and of what happened this turn). "Vous ne
pouvez atteindre qu'un objectif par tour": if several are met the player claims one; the card is
revealed and discarded, and the player draws 2 and keeps 1.
"""
from __future__ import annotations

from typing import Any, Callable

from .actions import ClaimObjective
from .cards import Condition, lookup
from .common import Events, counts, emit, illegal, offer_objectives
from .geo import geo
from .state import RiskState


def _own(state: RiskState, house: str) -> set[str]:
    return {t for t, o in state.owner.items() if o == house}


def _held_regions(s: RiskState, h: str, c: Condition) -> int:
    return sum(all(s.owner[t] == h for t in geo(s.map).regions[r]) for r in c.regions)


# How far a house is towards each condition kind: a pure count over what the check reads (the state, or
# anything shaped like it: greedy's and the view's stand-ins). A condition is met when its count reaches
# `need`, so the rule is written once and the screen's "5 of 8" is the check's own number.
PROGRESS: dict[str, Callable[[RiskState, str, Condition], int]] = {
    "castles": lambda s, h, c: counts(s, h)[1],
    "ports": lambda s, h, c: counts(s, h)[2],
    "territories": lambda s, h, c: counts(s, h)[0],
    "regions": lambda s, h, c: len(geo(s.map).region_bonus(_own(s, h))),
    "hold_regions": _held_regions,
    "conquered": lambda s, h, c: s.turn.conquered,
    "enemy_seat": lambda s, h, c: sum(s.owner.get(t) == h for o, t in geo(s.map).seats.items()
                                      if o != h and o in s.players),
    "units": lambda s, h, c: sum(sum(u.values()) for t, u in s.units.items() if s.owner[t] == h),
    "host": lambda s, h, c: max((a for t, a in s.armies.items() if s.owner[t] == h), default=0),
    "gold": lambda s, h, c: s.players[h].gold,
    "presence": lambda s, h, c: len({geo(s.map).region_of[t] for t in _own(s, h)}),
    "eliminated": lambda s, h, c: len(s.turn.eliminated),
}


def need(c: Condition) -> int:
    """The count a condition asks for: every named region held, else its number."""
    return len(c.regions) if c.kind == "hold_regions" else c.n


def progress(state: RiskState, house: str, c: Condition) -> tuple[int, int]:
    """(count so far, count needed) of `house` towards condition `c`."""
    return PROGRESS[c.kind](state, house, c), need(c)


def _check(count: Callable[[RiskState, str, Condition], int]) -> Callable[[RiskState, str, Condition], bool]:
    return lambda s, h, c: count(s, h, c) >= need(c)


CHECKS: dict[str, Callable[[RiskState, str, Condition], bool]] = {k: _check(f) for k, f in PROGRESS.items()}


def achieved(state: RiskState, house: str) -> list[str]:
    objectives = lookup()[2]
    return [o for o in state.players[house].objectives if CHECKS[objectives[o].condition.kind](state, house, objectives[o].condition)]


def begin_objective(state: RiskState, events: Events) -> None:
    state.phase, state.actor = "objective", state.active
    if not achieved(state, state.active):
        state.phase = "draw_begin"


def legal_objective(state: RiskState) -> list[Any]:
    return [ClaimObjective(o) for o in achieved(state, state.actor)]


def claim_objective(state: RiskState, action: ClaimObjective, events: Events) -> None:
    house = state.actor
    if action.card not in achieved(state, house):
        illegal(action, "that objective is not held or not achieved")
    card = lookup()[2][action.card]
    p = state.players[house]
    p.objectives.remove(action.card)
    p.achieved.append(action.card)
    state.objective_discard.append(action.card)
    p.vp += card.vp
    emit(events, "objective", house=house, card=card.id, name=card.name, vp=card.vp, total=p.vp)
    rng = state.rng_obj()
    if not offer_objectives(state, house, "draw", rng, events):   # the new objective is kept, then the draw
        state.phase = "draw_begin"
    state.rng = rng.state
