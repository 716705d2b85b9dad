"""The prompts of the steps whose question depends on what is being resolved: a house card's ability, a
Westeros card, a wildling card's task, a tie, a support, a one-use order (a bid and mustering say what the
terminal says). The engine names a free choice's options by id (an area, a card, a house, a track, "no-defend");
a player reads them as printed, in the words of the log's `choice_words`, which the terminal says too. Reads
the view only; decides nothing.
"""
from __future__ import annotations

from typing import Any

from strategic.agot.log import STAKES, card_question, printed_name     # the log's words, written once
from strategic.agot.one_use import one_use_tokens
from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.common import board_of
from strategic.agot.rules.westeros import CHOICES, cards as westeros_cards
from strategic.ui.agot.looks import house_name, order_words

# the Westeros card's chooser, by the track whose token it holds
HOLDER = {"iron_throne": "the Iron Throne", "fiefdoms": "the Valyrian Steel Blade",
          "kings_court": "the Messenger Raven"}


def ability_words(view: Any) -> str:
    """The house card that asks: its name and text."""
    ask = card_question(view)
    if ask is None:
        return "Your card asks a choice."
    card = card_set(view)[ask["card"]]
    return f"{card.name}: {card.text} Choose below."


def westeros_words(view: Any) -> str:
    card = view.pending["choice"]["card"]
    track, _ = CHOICES[card]
    printed = westeros_cards(view.edition)
    known = next((c for c in printed.values() if c.id == card), None)
    text = f" {known.text}" if known else ""
    return f"As holder of {HOLDER[track]}, you choose for {printed_name(card)}.{text}"


# a wildling card's task that asks its house, by kind; {n}: how many
TASKS = {"destroy": "destroy {n} of your units: click an area (cyan), then the unit.",
         "points": "destroy units worth {n} mustering points: click an area (cyan), then the unit.",
         "knights_down": "replace {n} of your knights with footmen: click an area (cyan), then the knight.",
         "footmen_up": "you may replace up to {n} of your footmen with knights: click an area (cyan), or pass.",
         "discard_one": "discard one house card of your choice (below).",
         "take_one": "you may take back one house card of your discard pile (below), or none.",
         "bottom_choice": "move to the bottom of the Fiefdoms or the King's Court track (below).",
         "top_choice": "move to the top of one influence track of your choice and take its token (below).",
         "preemptive": "destroy 2 of your units, or move down 2 places on your highest influence track (below)."}


def wildling_words(view: Any) -> str:
    w = view.pending.get("wildlings", {})
    task = w.get("task", {})
    what = TASKS.get(task.get("do", ""), "answer below.").format(n=task.get("n", ""))
    card = w.get("card")
    return (f"{printed_name(card)}: " if card else "The wildlings: ") + what[:1].upper() + what[1:]


def rank_words(view: Any) -> str:
    p = view.pending.get("rank", {})
    place = len(p.get("order", [])) + 1
    if p.get("role"):
        return f"The bids tied: as holder of the Iron Throne, choose who is the {p['role']}."
    on = f" on {STAKES[p['track']]} track" if p.get("track") in STAKES else ""
    return f"The bids tied: as holder of the Iron Throne, choose who takes place {place}{on}."


def support_words(view: Any) -> str:
    """The Support order to declare now: where it is and its token."""
    area = view.battle.to_declare[0] if view.battle and view.battle.to_declare else None
    if area is None:
        return "Whom does your Support order help?"
    token = view.orders.get(area)
    return (f"Your {order_words(token) if token else 'Support'} order in {board_of(view).areas[area].name}: whom "
            "does it help?")


def offered_words(view: Any) -> str:
    """The support offered now: whose and from where."""
    b = view.battle
    area = b.to_accept[0] if b and b.to_accept else None
    if area is None:
        return "Accept or refuse the support offered."
    return (f"{house_name(view.owner.get(area, ''))} offers you the support of its order in "
            f"{board_of(view).areas[area].name}: accept or refuse it.")


def one_use_tip(tid: str) -> str:
    token = one_use_tokens().get(tid)
    return f"{printed_name(tid)}: {token.text}" if token else printed_name(tid)


def one_use_words(view: Any) -> str:
    """The one-use order being resolved: its name, area and text."""
    tid, area = view.pending.get("token"), view.pending.get("area")
    if not tid:
        return "Answer the one-use order's question."
    where = f" in {board_of(view).areas[area].name}" if area in board_of(view).areas else ""
    token = one_use_tokens().get(tid)
    said = [token.text] if token else []
    # what to do first: the prompt shows about three lines, the rest of the token's text on hover
    return " ".join([f"Your one-use order {printed_name(tid)}{where}.", ONE_USE_ASKS.get(tid, "Choose below."), *said])


# what the buttons of a one-use order's own step do, where its text leaves it to be guessed
ONE_USE_ASKS = {
    "will-of-rhllor": "Choose the order to remove (below; Melisandre is discarded), or pass.",
    "iron-fleet": "Choose an order to remove (below), or pass.",
    "forced-march": "Each button below brings a group of units; pass when done, or when none can come.",
    "young-wolf": "Pick units (below), then click where they go.",
}


# what Pass does in a one-use order's own step
ONE_USE_PASSES = {
    "will-of-rhllor": "Remove no order and keep Melisandre.",
    "iron-fleet": "Remove no more orders.",
    "forced-march": "Bring no more units.",
}


def one_use_pass_words(view: Any) -> str | None:
    return ONE_USE_PASSES.get(view.pending.get("token")) if view.step == "one_use" else None


REMOVERS = ("will-of-rhllor", "iron-fleet")     # the one-use orders whose `Choose(area)` removes the order there


def removed_order_words(view: Any, area: str) -> str | None:
    """The order a removing one-use order's `Choose(area)` takes off the board: "Support in Port of
    Lannisport"; None for any other choice."""
    removing = view.step == "one_use" and view.pending.get("token") in REMOVERS
    token = view.orders.get(area) if removing else None
    if token is None or area not in board_of(view).areas:
        return None
    return f"{order_words(token)} in {board_of(view).areas[area].name}"
