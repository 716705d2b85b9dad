"""The Westeros phase (from round 2): the top card of each of the three decks is revealed, each wildling
icon moves the threat up one position (2), and the cards are carried out in order I, II, III (seed 000). A
revealed card goes under its deck. Winter is Coming shuffles its deck and draws again. In the 2nd edition a
threat reaching 12 as the cards are revealed makes the wildlings attack at once, before the cards.

`CARD_RULES` maps a card id to the rule that carries it out (a card whose data names a `restriction`
forbids that order kind for the round without a rule of its own). A rule that needs decisions hands over to
another phase module's contract (supply, muster, bidding, wildlings) or asks the card's chooser here
(`Choose`), and names "westeros_card" as the step that follows, so the next card is taken up when it is done.
"""
from __future__ import annotations

from functools import cache
from typing import Callable

from ..cards import WesterosCard, westeros_decks
from .actions import Choose
from .common import Events, board_of, controller, event
from .power import gain_power
from .state import AgotState

CardRule = Callable[[AgotState, Events], None]
CARD_RULES: dict[str, CardRule] = {}
THREAT_MAX = 12
THREAT_STEP = 2
ICON_MARK = "+wildlings"
NEXT = "westeros_card"
# The cards whose holder chooses: card -> (the track whose first place chooses, the options).
CHOICES: dict[str, tuple[str, tuple[str, ...]]] = {
    "a-throne-of-blades": ("iron_throne", ("supply", "mustering", "nothing")),
    "dark-wings-dark-words": ("kings_court", ("clash-of-kings", "game-of-thrones", "nothing")),
    "put-to-the-sword": ("fiefdoms", ("no-defend", "no-march-special", "nothing")),
}


def card_rule(card: str) -> Callable[[CardRule], CardRule]:
    def wrap(fn: CardRule) -> CardRule:
        CARD_RULES[card] = fn
        return fn
    return wrap


@cache
def deck_ids(edition: int) -> tuple[tuple[str, ...], ...]:
    """Decks I-III as the state holds them, one entry per copy: the card's id, marked when the copy bears the
    wildling icon and other copies of the card do not (the 1st edition has a Supply with the icon and three
    without), so that the icon of the copy drawn is known."""
    out = []
    for deck in westeros_decks(edition):
        plain = {c.id for c in deck if not c.wildling}
        out.append(tuple(c.id + ICON_MARK if c.wildling and c.id in plain else c.id for c in deck))
    return tuple(out)


@cache
def cards(edition: int) -> dict[str, WesterosCard]:
    """Deck entry -> its card."""
    return {e: c for ids, deck in zip(deck_ids(edition), westeros_decks(edition)) for e, c in zip(ids, deck)}


def begin(state: AgotState, events: Events) -> None:
    rng = state.rng_obj()
    known = cards(state.edition)
    state.drawn = []
    for i, deck in enumerate(state.decks):
        while True:
            card = deck.pop(0)
            deck.append(card)
            if known[card].id != "winter-is-coming":
                break
            event(events, "westeros_card", deck=i + 1, card=card)
            rng.shuffle(deck)
        state.drawn.append(card)
    state.rng = rng.state
    event(events, "westeros_cards", cards=[known[c].id for c in state.drawn])
    icons = sum(1 for c in state.drawn if known[c].wildling)
    state.queue = list(state.drawn)
    state.step = NEXT
    if icons:
        state.wildlings = min(THREAT_MAX, state.wildlings + THREAT_STEP * icons)
        event(events, "wildling_threat", threat=state.wildlings)
        if state.edition == 2 and state.wildlings >= THREAT_MAX:
            attack(state, events)


def next_card(state: AgotState, events: Events) -> None:
    state.pending = {}
    if not state.queue:
        state.step = "planning_begin"
        return
    card = cards(state.edition)[state.queue.pop(0)]
    event(events, "westeros_resolve", card=card.id)
    state.step = NEXT
    if card.restriction:
        restrict(state, f"no-{card.restriction}", events)
    rule = CARD_RULES.get(card.id)
    if rule is not None:
        rule(state, events)


def restrict(state: AgotState, name: str, events: Events) -> None:
    if name not in state.restrictions:
        state.restrictions.append(name)
    event(events, "restriction", restriction=name)


# ------------------------------------------------------------------ the cards
@card_rule("supply")
def supply(state: AgotState, events: Events) -> None:
    state.pending["supply"] = {"recount": True, "houses": state.order_of_play()[:], "then": NEXT}
    state.step = "supply_begin"


@card_rule("mustering")
def mustering(state: AgotState, events: Events) -> None:
    state.pending["muster"] = {"houses": state.order_of_play()[:], "then": NEXT}
    state.step = "muster_begin"


@card_rule("clash-of-kings")
def clash_of_kings(state: AgotState, events: Events) -> None:
    state.pending["clash"] = {"then": NEXT}
    state.step = "clash_begin"


@card_rule("wildlings-attack")
def attack(state: AgotState, events: Events) -> None:
    state.pending["wildlings"] = {"threat": state.wildlings, "exclude": [], "then": NEXT}
    state.step = "wildlings_begin"


@card_rule("game-of-thrones")
def game_of_thrones(state: AgotState, events: Events) -> None:
    """A power token per crown in the areas a house controls; with ports (2nd edition or the option), one
    more per port of its holding a ship while no enemy ship is in the port's sea."""
    board = board_of(state)
    for house in state.order_of_play():
        crowns = sum(board.areas[a].crowns for a in board.lands if controller(state, a) == house)
        trade = sum(1 for p in board.ports if state.owner.get(p) == house == controller(state, p)
                    and state.owner.get(sea := board.areas[p].port_sea or "", house) == house
                    and sea not in state.neutral)
        gain_power(state, house, crowns + trade, events, "game of thrones")


@card_rule("rains-of-autumn")
def rains_of_autumn(state: AgotState, events: Events) -> None:
    """1st edition: footmen add nothing when they support (the 2nd edition card forbids March +1 instead,
    through its data's restriction)."""
    if state.edition == 1:
        restrict(state, "footmen-no-support", events)


def ask(state: AgotState, events: Events, card: str) -> None:
    track, _ = CHOICES[card]
    state.pending["choice"] = {"card": card, "house": state.holder(track)}
    state.step = "westeros_choose"


def _asker(card: str) -> CardRule:
    def rule(state: AgotState, events: Events) -> None:
        ask(state, events, card)
    return rule


for _card in CHOICES:
    CARD_RULES[_card] = _asker(_card)


def chooser(state: AgotState) -> frozenset[str]:
    return frozenset({state.pending["choice"]["house"]})


def legal_choice(state: AgotState, house: str) -> list[Choose]:
    return [Choose(o) for o in CHOICES[state.pending["choice"]["card"]][1]]


def choose(state: AgotState, house: str, a: Choose, events: Events) -> None:
    card = state.pending.pop("choice")["card"]
    if a.option not in CHOICES[card][1]:
        raise ValueError(f"{card} offers {', '.join(CHOICES[card][1])}")
    event(events, "westeros_choice", house=house, card=card, option=a.option)
    state.step = NEXT
    if a.option.startswith("no-"):
        restrict(state, a.option, events)
    elif a.option in CARD_RULES:
        CARD_RULES[a.option](state, events)


STEPS = {"westeros_choose": (chooser, legal_choice)}
HANDLERS = {Choose: {"westeros_choose": choose}}
AUTO = {"westeros": begin, "westeros_card": next_card}
