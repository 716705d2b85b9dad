"""What a wildling attack's result does, as tasks the attack's runner (`wildlings.py`) carries out one after
another, each `{"do": kind, "house": house, ...}`: `AUTO_TASKS` happen at once (a task that musters or
reconciles supply hands over to that contract, which comes back to "wildlings_next"); `DECISIONS` ask their
house, as (start: does it need asking, legal actions, answer: is it done). The readings of the cards that the
reference leaves open are in docs/decisions.md ("A Game of Thrones rules").
"""
from __future__ import annotations

from typing import Any, Callable

from .abilities import card_of
from .actions import Choose, Pass, RemoveUnit
from .common import MUSTER_COST, Events, add_unit, board_of, can_add, event, remove_unit, units_of
from .power import gain_power, lose_power
from .state import TRACKS, AgotState

PREEMPTIVE_STRENGTH = 6
DEFEAT_DROP = 4                  # two positions of the threat track


# ------------------------------------------------------------------ tasks carried out at once
def _threat(state: AgotState, task: dict[str, Any], events: Events) -> None:
    state.wildlings = 0 if task["won"] or state.edition == 1 else max(0, state.wildlings - DEFEAT_DROP)
    event(events, "wildling_threat", threat=state.wildlings)


def _supply(state: AgotState, task: dict[str, Any], events: Events) -> None:
    hs = state.house[task["house"]]
    hs.supply = max(0, min(len(state.supply_table) - 1, hs.supply + task["change"]))
    event(events, "supply_level", house=task["house"], level=hs.supply)
    state.pending["supply"] = {"houses": [task["house"]], "then": "wildlings_next"}
    state.step = "supply_begin"


def _discard_highest(state: AgotState, task: dict[str, Any], events: Events) -> None:
    """Massing on the Milkwater: every card of the highest strength goes; were that the whole hand, the
    earlier discards come back as when the last card is played (our reading: a hand is never empty)."""
    hs = state.house[task["house"]]
    if len(hs.hand) <= 1:
        return
    top = max(card_of(state, c).strength for c in hs.hand)
    gone = [c for c in hs.hand if card_of(state, c).strength == top]
    for c in gone:
        _discard(state, task["house"], c, events)
    if not hs.hand:
        hs.hand, hs.discards = sorted(c for c in hs.discards if c not in gone), gone
        event(events, "hand_returns", house=task["house"], cards=list(hs.hand))


def _take_all(state: AgotState, task: dict[str, Any], events: Events) -> None:
    hs = state.house[task["house"]]
    for c in list(hs.discards):
        _take(state, task["house"], c, events)


def _bottom_all(state: AgotState, task: dict[str, Any], events: Events) -> None:
    for track in TRACKS:
        _place(state, task["house"], track, len(state.tracks[track]) - 1, events)


def _power_loss(state: AgotState, task: dict[str, Any], events: Events) -> None:
    lose_power(state, task["house"], task["n"], events, "wildlings")


def _refund(state: AgotState, task: dict[str, Any], events: Events) -> None:
    gain_power(state, task["house"], state.pending["wildlings"]["bids"][task["house"]], events, "wildlings")


def _muster(state: AgotState, task: dict[str, Any], events: Events) -> None:
    state.pending["muster"] = {"houses": [task["house"]], "single": True, "then": "wildlings_next"}
    state.step = "muster_begin"


def _attack_again(state: AgotState, task: dict[str, Any], events: Events) -> None:
    then = state.pending["wildlings"]["then"]
    state.pending["wildlings"] = {"threat": PREEMPTIVE_STRENGTH, "exclude": [task["house"]], "then": then}
    state.step = "wildlings_begin"


AUTO_TASKS: dict[str, Callable[[AgotState, dict[str, Any], Events], None]] = {
    "threat": _threat, "supply": _supply, "discard_highest": _discard_highest, "take_all": _take_all,
    "bottom_all": _bottom_all, "power_loss": _power_loss, "refund": _refund, "muster": _muster,
    "attack_again": _attack_again,
}


# ------------------------------------------------------------------ helpers
def _discard(state: AgotState, house: str, card: str, events: Events) -> None:
    hs = state.house[house]
    hs.hand.remove(card)
    hs.discards.append(card)
    event(events, "wildling_discard", house=house, card=card)


def _take(state: AgotState, house: str, card: str, events: Events) -> None:
    hs = state.house[house]
    hs.discards.remove(card)
    hs.hand = sorted(hs.hand + [card])
    event(events, "wildling_take", house=house, card=card)


def _place(state: AgotState, house: str, track: str, place: int, events: Events) -> None:
    order = state.tracks[track]
    order.remove(house)
    order.insert(place, house)
    event(events, "track", track=track, order=list(order))


def _destroy(state: AgotState, house: str, area: str, unit: str, events: Events) -> None:
    remove_unit(state, area, unit)
    event(events, "wildling_loss", house=house, area=area, unit=unit)


def _swap(state: AgotState, house: str, area: str, old: str, new: str, events: Events) -> None:
    """Replace a unit by another from the house's reserve; without one left, the unit is destroyed."""
    if not can_add(state, house, new):
        _destroy(state, house, area, old, events)
        return
    add_unit(state, area, house, new)
    remove_unit(state, area, old)
    event(events, "wildling_swap", house=house, area=area, old=old, new=new)


def _pieces(state: AgotState, house: str, areas: list[str] | None = None, unit: str | None = None) -> list[RemoveUnit]:
    return [RemoveUnit(a, u) for a, units in sorted(units_of(state, house).items()) if areas is None or a in areas
            for u in sorted(set(units)) if unit in (None, u)]


# ------------------------------------------------------------------ tasks that ask their house
Task = dict[str, Any]


def _destroy_start(state: AgotState, task: Task, events: Events) -> bool:
    every = [(a, u) for a, units in units_of(state, task["house"]).items() for u in units
             if task.get("areas") is None or a in task["areas"]]
    if len(every) <= task["n"]:                 # nothing to choose: all of them go
        for a, u in every:
            _destroy(state, task["house"], a, u, events)
        return False
    return True


def _destroy_legal(state: AgotState, task: Task) -> list[Any]:
    return _pieces(state, task["house"], task.get("areas"))


def _destroy_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _destroy(state, task["house"], a.area, a.unit, events)
    task["n"] -= 1
    if task.get("lock"):                        # The Horde Descends: both units from the same castle
        task["areas"] = [a.area]
    return task["n"] == 0 or not _destroy_start(state, task, events)


def _horde_start(state: AgotState, task: Task, events: Events) -> bool:
    """The Horde Descends' lowest bidder: 2 units from one of its castle or stronghold areas, or, if none
    holds two, anywhere."""
    board = board_of(state)
    castles = [a for a, units in units_of(state, task["house"]).items()
               if board.areas[a].castle and len(units) >= task["n"]]
    task.update({"do": "destroy", "areas": castles or None, "lock": bool(castles)})
    return _destroy_start(state, task, events)


def _points_start(state: AgotState, task: Task, events: Events) -> bool:
    return task["n"] > 0 and bool(units_of(state, task["house"]))


def _points_legal(state: AgotState, task: Task) -> list[Any]:
    """Units worth no more than the points still owed; a house owing 1 with only 2-point units left loses one
    (our reading: the wildlings take what there is)."""
    every = _pieces(state, task["house"])
    fit = [r for r in every if MUSTER_COST[r.unit] <= task["n"]]
    return fit or every


def _points_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _destroy(state, task["house"], a.area, a.unit, events)
    task["n"] -= MUSTER_COST[a.unit]
    return not _points_start(state, task, events)


def _knights_start(state: AgotState, task: Task, events: Events) -> bool:
    knights = [a for a, units in units_of(state, task["house"]).items() for u in units if u == "knight"]
    if len(knights) <= task["n"]:
        for a in knights:
            _swap(state, task["house"], a, "knight", "footman", events)
        return False
    return True


def _knights_legal(state: AgotState, task: Task) -> list[Any]:
    return _pieces(state, task["house"], unit="knight")


def _knights_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _swap(state, task["house"], a.area, "knight", "footman", events)
    task["n"] -= 1
    return task["n"] == 0 or not _knights_start(state, task, events)


def _footmen_start(state: AgotState, task: Task, events: Events) -> bool:
    return task["n"] > 0 and can_add(state, task["house"], "knight") and bool(_pieces(state, task["house"], unit="footman"))


def _footmen_legal(state: AgotState, task: Task) -> list[Any]:
    return _pieces(state, task["house"], unit="footman") + [Pass()]


def _footmen_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    if isinstance(a, Pass):
        return True
    _swap(state, task["house"], a.area, "footman", "knight", events)
    task["n"] -= 1
    return not _footmen_start(state, task, events)


def _discard_one_start(state: AgotState, task: Task, events: Events) -> bool:
    return len(state.house[task["house"]].hand) > 1


def _hand_legal(state: AgotState, task: Task) -> list[Any]:
    return [Choose(c) for c in state.house[task["house"]].hand]


def _discard_one_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _discard(state, task["house"], a.option, events)
    return True


def _take_one_start(state: AgotState, task: Task, events: Events) -> bool:
    return bool(state.house[task["house"]].discards)


def _take_one_legal(state: AgotState, task: Task) -> list[Any]:
    return [Choose(c) for c in sorted(state.house[task["house"]].discards)] + [Choose("none")]


def _take_one_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    if a.option != "none":
        _take(state, task["house"], a.option, events)
    return True


def _asks(state: AgotState, task: Task, events: Events) -> bool:
    return True


def _bottom_legal(state: AgotState, task: Task) -> list[Any]:
    return [Choose("fiefdoms"), Choose("kings_court")]


def _bottom_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _place(state, task["house"], a.option, len(state.tracks[a.option]) - 1, events)
    return True


def _top_legal(state: AgotState, task: Task) -> list[Any]:
    return [Choose(t) for t in TRACKS]


def _top_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    _place(state, task["house"], a.option, 0, events)
    return True


def _preemptive_legal(state: AgotState, task: Task) -> list[Any]:
    """Preemptive Raid's lowest bidder: destroy 2 units, or move 2 places down its highest track (any of
    them where it stands best, if two tie)."""
    best = min(state.tracks[t].index(task["house"]) for t in TRACKS)
    return [Choose("destroy")] + [Choose(t) for t in TRACKS if state.tracks[t].index(task["house"]) == best]


def _preemptive_answer(state: AgotState, task: Task, a: Any, events: Events) -> bool:
    house = task["house"]
    if a.option == "destroy":
        state.pending["wildlings"]["tasks"].insert(0, {"do": "destroy", "house": house, "n": 2})
    else:
        track = state.tracks[a.option]
        _place(state, house, a.option, min(track.index(house) + 2, len(track) - 1), events)
    return True


Start = Callable[[AgotState, Task, Events], bool]
Legal = Callable[[AgotState, Task], list[Any]]
Answer = Callable[[AgotState, Task, Any, Events], bool]
DECISIONS: dict[str, tuple[Start, Legal, Answer]] = {
    "destroy": (_destroy_start, _destroy_legal, _destroy_answer),
    "horde": (_horde_start, _destroy_legal, _destroy_answer),
    "points": (_points_start, _points_legal, _points_answer),
    "knights_down": (_knights_start, _knights_legal, _knights_answer),
    "footmen_up": (_footmen_start, _footmen_legal, _footmen_answer),
    "discard_one": (_discard_one_start, _hand_legal, _discard_one_answer),
    "take_one": (_take_one_start, _take_one_legal, _take_one_answer),
    "bottom_choice": (_asks, _bottom_legal, _bottom_answer),
    "top_choice": (_asks, _top_legal, _top_answer),
    "preemptive": (_asks, _preemptive_legal, _preemptive_answer),
}
