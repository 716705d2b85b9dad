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
of tasks (`CARD_TASKS` for the 2nd edition's cards), carried out here one after another by the rules of
`wildling_tasks.py`; a task that asks its house waits in the step "wildlings_task".
"""
from __future__ import annotations

from typing import Any, cast

from .actions import Choose, Pass, RemoveUnit
from .common import Events, event
from .state import AgotState
from .wildling_tasks import AUTO_TASKS, DECISIONS, Task

EVERYTHING = 99                  # "all its knights", "all its power"
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
                             "role": "highest bidder" if w["won"] else "lowest bidder", "then": "wildlings_outcome"}
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


def _task(state: AgotState) -> Task:
    return cast(Task, state.pending["wildlings"]["task"])


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
