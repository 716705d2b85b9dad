"""The Westeros phase (from round 2): the top card of each of the three decks is revealed, each wildling
icon moves the threat up, and the cards are carried out in order I, II, III (seed 000). A revealed card goes
under its deck. Winter is Coming shuffles its deck and draws again.

`CARD_RULES` maps a card id to the rule that carries it out; a rule that needs decisions opens their steps
and names "westeros_card" as the step that follows, so the next card is taken up when they are done.
"""
from __future__ import annotations

from typing import Callable

from ..cards import westeros_decks
from .common import Events, event
from .state import AgotState

CardRule = Callable[[AgotState, Events], None]
CARD_RULES: dict[str, CardRule] = {}
THREAT_MAX = 12


def card_rule(card: str) -> Callable[[CardRule], CardRule]:
    def wrap(fn: CardRule) -> CardRule:
        CARD_RULES[card] = fn
        return fn
    return wrap


def icons(edition: int) -> dict[str, bool]:
    return {c.id: c.wildling for deck in westeros_decks(edition) for c in deck}


def begin(state: AgotState, events: Events) -> None:
    rng = state.rng_obj()
    state.drawn = []
    for i, deck in enumerate(state.decks):
        while True:
            card = deck.pop(0)
            deck.append(card)
            if card != "winter-is-coming":
                break
            event(events, "westeros_card", deck=i + 1, card=card)
            rng.shuffle(deck)
        state.drawn.append(card)
    state.rng = rng.state
    event(events, "westeros_cards", cards=list(state.drawn))
    wild = icons(state.edition)
    rise = 2 * sum(1 for c in state.drawn if wild.get(c))
    if rise:
        state.wildlings = min(THREAT_MAX, state.wildlings + rise)
        event(events, "wildling_threat", threat=state.wildlings)
    state.queue = list(state.drawn)
    state.step = "westeros_card"


def next_card(state: AgotState, events: Events) -> None:
    state.pending = {}
    if not state.queue:
        state.step = "planning_begin"
        return
    card = state.queue.pop(0)
    event(events, "westeros_resolve", card=card)
    state.step = "westeros_card"
    rule = CARD_RULES.get(card)
    if rule is not None:
        rule(state, events)


@card_rule("last-days-of-summer")
def last_days_of_summer(state: AgotState, events: Events) -> None:
    """Nothing happens."""


AUTO = {"westeros": begin, "westeros_card": next_card}
