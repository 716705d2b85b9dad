"""Sampling what a view hides, for simulation (copies are `BattleState.clone`).

A view (`engine.view`) shows the opponent's hand as "?" cards, both decks as "?" cards and a zeroed
RNG. `determinize` turns it into one plausible full state: the opponent's hand is dealt from the cards
it could hold (its deck list minus its discard pile), both decks are shuffled from what is left, and
the copy gets its own dice stream from the AI's own `Rng`, never the real one. Card texts are public
(the deck lists come from the scenario's commanders), so only the order and the split are guessed.
"""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.protocol import Rng
from tactical.rules.state import BattleState, SideState

HIDDEN = "?"


def deck_list(side: SideState) -> list[str]:
    """Every command card in this side's deck: the house's basic cards and its commanders' cards."""
    cat = load_catalog()
    cards = cat.basic_cards(side.house)
    for person in dict.fromkeys(cat.commanders[c].person for c in side.commanders):
        cards += cat.commander_cards(person)
    return cards


def _remove(pool: list[str], cards: list[str]) -> None:
    for c in cards:
        if c != HIDDEN and c in pool:
            pool.remove(c)


def determinize(view: BattleState, me: str, rng: Rng) -> BattleState:
    """One full state consistent with `view` (what `me` knows), sampled with `rng`."""
    s = view.clone()
    for house, side in s.sides.items():
        unseen = deck_list(side)
        _remove(unseen, side.discard)
        _remove(unseen, side.hand)
        rng.shuffle(unseen)
        hidden_hand = sum(1 for c in side.hand if c == HIDDEN)
        if hidden_hand:
            dealt = unseen[:hidden_hand]
            unseen = unseen[hidden_hand:]
            it = iter(dealt)
            side.hand = [next(it, HIDDEN) if c == HIDDEN else c for c in side.hand]
            side.hand = [c for c in side.hand if c != HIDDEN]
        side.deck = unseen[:len(side.deck)]
    s.rng = rng.next_u64()
    return s
