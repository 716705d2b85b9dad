"""The wildling attack: every house bids power in secret for the Night's Watch, which wins if the bids add up
to the attack's strength; bid tokens are spent either way.

- 1st edition (seed 000): the highest bidder of a victory may take back one House card he has played; after
  a defeat every house removes units worth 2 mustering points, the lowest bidder 4 (footman or ship 1, knight
  or siege engine 2). The threat goes back to 0 after either result.
- 2nd edition (agot-2e-decks.md): the top wildling card is drawn after the bids and goes under the deck; a
  victory gives the highest bidder the card's reward and the threat goes to 0; a defeat strikes the lowest
  bidder, then every other bidder in turn order, and the threat drops two positions (4).
Ties for highest or lowest bidder are broken by the Iron Throne (`bidding`'s "rank" contract).

Contract: the step "wildlings_begin" with
`state.pending["wildlings"] = {"threat": n, "exclude": [house, ...], "then": step}`. A result becomes a list
of tasks, each carried out at once (`AUTO_TASKS`) or asking its house (`DECISIONS`: the step
"wildlings_task"); tasks that muster or reconcile supply hand over to those contracts and come back to
"wildlings_next".
"""
from __future__ import annotations

from typing import Any, Callable

from .abilities import card_of
from .actions import Choose, Pass, RemoveUnit
from .common import MUSTER_COST, Events, add_unit, board_of, can_add, event, remove_unit, units_of
from .power import gain_power, lose_power
from .state import TRACKS, AgotState

EVERYTHING = 99                  # "all its knights", "all its power"
PREEMPTIVE_STRENGTH = 6
DEFEAT_DROP = 4                  # two positions of the threat track
CARD_TASKS: dict[str, tuple[Any, Any, Any]] = {       # lowest bidder, every other bidder, highest bidder
    "silence-at-the-wall": (None, None, None),
    "preemptive-raid": (("preemptive", {}), None, ("attack_again", {})),
    "crow-killers": (("knights_down", {"n": EVERYTHING}), ("knights_down", {"n": 2}), ("footmen_up", {"n": 2})),
    "rattleshirts-raiders": (("supply", {"change": -2}), ("supply", {"change": -1}), ("supply", {"change": 1})),
    "massing-on-the-milkwater": (("discard_highest", {}), ("discard_one", {}), ("take_all", {})),
    "a-king-beyond-the-wall": (("bottom_all", {}), ("bottom_choice", {}), ("top_choice", {})),
    "mammoth-riders": (("destroy", {"n": 3}), ("destroy", {"n": 2}), ("take_one", {})),
    "the-horde-descends": (("horde", {"n": 2}), ("destroy", {"n": 1}), ("muster", {})),
    "skinchanger-scout": (("power_loss", {"n": EVERYTHING}), ("power_loss", {"n": 2}), ("refund", {})),
}


# ------------------------------------------------------------------ the attack
def begin(state: AgotState, events: Events) -> None:
    w = state.pending["wildlings"]
    houses = [h for h in state.order_of_play() if h not in w.get("exclude", [])]
    event(events, "wildling_attack", threat=w["threat"])
    state.pending["bid"] = {"houses": houses, "then": "wildlings_revealed", "what": "wildlings"}
    state.step = "bid_begin"


def revealed(state: AgotState, events: Events) -> None:
    w = state.pending["wildlings"]
    w["bids"] = state.pending.pop("bid")["bids"]
    total = sum(w["bids"].values())
    w["won"] = total >= w["threat"]
    event(events, "wildlings_result", won=w["won"], total=total, threat=w["threat"])
    if state.edition == 2:
        w["card"] = state.wildling_deck.pop(0)
        state.wildling_deck.append(w["card"])
        state.peeked = ""
        event(events, "wildling_card", card=w["card"])
    silent = w.get("card") == "silence-at-the-wall"         # nobody to name
    state.pending["rank"] = {"bids": dict(w["bids"]), "high_first": w["won"], "need": 0 if silent else 1,
                             "then": "wildlings_outcome"}
    state.step = "rank_begin"


def outcome(state: AgotState, events: Events) -> None:
    w = state.pending["wildlings"]
    order = state.pending.pop("rank")["order"]
    bidder = order[0] if order else None
    others = [h for h in state.order_of_play() if h in w["bids"] and h != bidder]
    tasks = []
    if bidder is not None:
        tasks = first_edition(w["won"], bidder, others) if state.edition == 1 else card_tasks(w, bidder, others)
    threat = {"do": "threat", "won": w["won"]}
    # Preemptive Raid's second attack comes last, once this one has set the threat.
    w["tasks"] = [threat] + tasks if tasks and tasks[-1]["do"] == "attack_again" else tasks + [threat]
    state.step = "wildlings_next"


def first_edition(won: bool, bidder: str, others: list[str]) -> list[dict[str, Any]]:
    if won:
        return [{"do": "take_one", "house": bidder}]
    return [{"do": "points", "house": bidder, "n": 4}] + [{"do": "points", "house": h, "n": 2} for h in others]


def card_tasks(w: dict[str, Any], bidder: str, others: list[str]) -> list[dict[str, Any]]:
    lowest, rest, highest = CARD_TASKS[w["card"]]
    if w["won"]:
        return [{"do": highest[0], "house": bidder, **highest[1]}] if highest else []
    out = [{"do": lowest[0], "house": bidder, **lowest[1]}] if lowest else []
    return out + ([{"do": rest[0], "house": h, **rest[1]} for h in others] if rest else [])


def next_task(state: AgotState, events: Events) -> None:
    w = state.pending["wildlings"]
    while w["tasks"]:
        task = w["tasks"].pop(0)
        kind = task["do"]
        if kind in DECISIONS:
            if DECISIONS[kind][0](state, task, events):
                w["task"] = task
                state.step = "wildlings_task"
                return
            continue
        AUTO_TASKS[kind](state, task, events)
        if state.step != "wildlings_next":        # handed over to mustering, supply or a second attack
            return
    state.step = w["then"]
    del state.pending["wildlings"]


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


def _task(state: AgotState) -> Task:
    return state.pending["wildlings"]["task"]


def to_act(state: AgotState) -> frozenset[str]:
    return frozenset({_task(state)["house"]})


def legal(state: AgotState, house: str) -> list[Any]:
    return DECISIONS[_task(state)["do"]][1](state, _task(state))


def answer(state: AgotState, house: str, a: Any, events: Events) -> None:
    task = _task(state)
    if DECISIONS[task["do"]][2](state, task, a, events):
        del state.pending["wildlings"]["task"]
        state.step = "wildlings_next"


STEPS = {"wildlings_task": (to_act, legal)}
HANDLERS = {RemoveUnit: {"wildlings_task": answer}, Choose: {"wildlings_task": answer},
            Pass: {"wildlings_task": answer}}
AUTO = {"wildlings_begin": begin, "wildlings_revealed": revealed, "wildlings_outcome": outcome,
        "wildlings_next": next_task}
