"""The rules' dispatch: who decides at each step, what they may do, and which rule function carries it out.

Each phase module (planning, raids, marches, battle, consolidation, the Westeros phase...) exports three
tables, merged here:
- `STEPS`: a decision step -> (who acts, their legal actions);
- `HANDLERS`: an action type -> {step: the rule function `(state, seat, action, events)`} (one action type,
  such as `Pass` or `Choose`, may answer several steps);
- `AUTO`: a step the rules carry out alone -> the function that does it and names the next step.
Phase modules never import each other: a phase ends by naming the step that follows (`state.step = "marches"`),
and `advance` runs automatic steps until someone has to decide. That keeps the order of the round in one
place, `flow.py`.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from tactical.protocol import IllegalAction, UserError, allows, amount_fields

from . import (battle, bidding, consolidation, flow, fog, marches, muster, one_use_orders, planning, raids, supply,
               westeros, wildlings)
from .common import Events, illegal
from .state import AgotState

ToAct = Callable[[AgotState], frozenset[str]]
Legal = Callable[[AgotState, str], list[Any]]
Handler = Callable[[AgotState, str, Any, Events], None]

MODULES = (flow, planning, raids, marches, battle, consolidation, westeros, supply, muster, bidding, wildlings,
           one_use_orders)
STEPS: dict[str, tuple[ToAct, Legal]] = {}
HANDLERS: dict[type, dict[str, Handler]] = {}
AUTO: dict[str, Callable[[AgotState, Events], None]] = {}
for _m in MODULES:
    STEPS.update(getattr(_m, "STEPS", {}))
    for _type, _by_step in getattr(_m, "HANDLERS", {}).items():
        HANDLERS.setdefault(_type, {}).update(_by_step)
    AUTO.update(getattr(_m, "AUTO", {}))

MAX_AUTO = 10_000   # a rules bug that loops between automatic steps fails loudly instead of hanging


def to_act(state: AgotState) -> frozenset[str]:
    if state.result is not None or state.step not in STEPS:
        return frozenset()
    return STEPS[state.step][0](state)


def legal_actions(state: AgotState, seat: str) -> list[Any]:
    if seat not in to_act(state):
        return []
    return STEPS[state.step][1](state, seat)


def advance(state: AgotState, events: Events) -> None:
    """Carry out the automatic steps until a decision is needed or the game is over."""
    for _ in range(MAX_AUTO):
        if state.result is not None or state.step not in AUTO:
            return
        AUTO[state.step](state, events)
    raise RuntimeError(f"the rules did not reach a decision (stuck at step {state.step!r})")


def apply_in_place(state: AgotState, seat: str, action: Any, legal: Sequence[Any] | None = None) -> Events:
    check(state, seat, action, legal)
    events: Events = []
    HANDLERS[type(action)][state.step](state, seat, action, events)
    advance(state, events)
    return fog.veil(state, events) if state.option("fog-of-war") else events


def check(state: AgotState, seat: str, action: Any, legal: Sequence[Any] | None = None) -> None:
    """Raise IllegalAction unless `seat` is to act and `action` is one `legal_actions` allows."""
    if state.result is not None:
        illegal(action, "the game is over")
    if seat not in to_act(state):
        illegal(action, f"it is not {seat}'s decision now (step {state.step})")
    entry = HANDLERS.get(type(action))
    if entry is None:
        illegal(action, "not an A Game of Thrones action")
    if allows(legal_actions(state, seat) if legal is None else legal, action):
        return
    if amount_fields(action):
        illegal(action, "fill in the amount with a number within its bounds")
    if state.step not in entry:
        illegal(action, f"not allowed in the {state.step} step")
    try:                                  # the rule function names the reason on a scratch copy
        entry[state.step](state.clone(), seat, action, [])
    except IllegalAction:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, UserError):
        pass
    illegal(action, f"not one of the {state.step} step's legal actions")
