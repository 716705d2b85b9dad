"""House card abilities, each registered once under its card's ability key and called at its timing window.

A battle calls, for each side's revealed card that has an ability, the hooks registered for it:

| window | signature | when |
|---|---|---|
| `cancel` | `(state, battle, house, events) -> None` | right after both cards are revealed (Tyrion-like cards) |
| `reveal` | `(state, battle, house, events) -> None` | "immediately": before strengths are compared |
| `strength` | `(state, battle, house) -> dict[house, int]` | strength changes, read whenever strength is computed |
| `icons` | `(state, battle, house) -> dict[house, (swords, towers)]` | sword and tower changes, read for the casualties |
| `casualties` | `(state, battle, house, n) -> int` | adjusts the losses the loser takes (either side's card) |
| `after` | `(state, battle, house, events) -> None` | after the casualties, before the retreat ("if you win/lose") |
| `after_combat` | `(state, battle, house, events) -> None` | once the played cards are discarded ("after combat") |
| `answer` | `(state, battle, house, option, events) -> None` | the owner's answer to a question the card asked |

A hook that needs its owner (or another player) to choose calls `ask(battle, house, card, options)`;
the battle then waits for a `Choose(option)` and calls the card's `answer` hook. Hooks change the state
through the same helpers the rules use (`common`, `power`), never by hand. Each window calls the two
sides' hooks in Iron Throne order (the 2nd edition FAQ's rule when both cards' texts apply at once).
"""
from __future__ import annotations

from typing import Any, Callable

from ..cards import HouseCard, house_cards
from .state import AgotState, Battle

Hook = Callable[..., Any]
HOOKS: dict[str, dict[str, Hook]] = {}
WINDOWS = ("cancel", "reveal", "strength", "icons", "casualties", "after", "after_combat", "answer")


def ability(key: str, window: str) -> Callable[[Hook], Hook]:
    """Register `fn` as the hook of ability `key` at `window`."""
    assert window in WINDOWS, window

    def wrap(fn: Hook) -> Hook:
        HOOKS.setdefault(key, {})[window] = fn
        return fn
    return wrap


def card_set(state: AgotState) -> dict[str, HouseCard]:
    """Every house card of this game's set, by id."""
    return _cards(state.edition, tuple(state.houses), state.second_edition_cards)


_CACHE: dict[tuple[int, tuple[str, ...], bool], dict[str, HouseCard]] = {}


def _cards(edition: int, houses: tuple[str, ...], second: bool) -> dict[str, HouseCard]:
    key = (edition, houses, second)
    if key not in _CACHE:
        _CACHE[key] = {c.id: c for h in houses for c in house_cards(edition, h, second_edition_cards=second)}
    return _CACHE[key]


def card_of(state: AgotState, cid: str) -> HouseCard:
    return card_set(state)[cid]


def played(state: AgotState, b: Battle, house: str) -> HouseCard | None:
    """The card a side fights with (None: Tyrion sent it back and the side had no other to play)."""
    cid = b.cards.get(house)
    return card_of(state, cid) if cid else None


def hook(state: AgotState, b: Battle, house: str, window: str) -> Hook | None:
    cid = b.cards.get(house)
    if not cid or b.flags.get("cancelled", {}).get(house):
        return None
    key = card_of(state, cid).ability
    return HOOKS.get(key or "", {}).get(window)


def ask(b: Battle, house: str, card: str, options: list[str], **context: Any) -> None:
    """Pause the battle until `house` answers with one of `options` (the card's `answer` hook gets it)."""
    b.flags["ask"] = {"house": house, "card": card, "options": options, **context}


# The hooks themselves live in `house_abilities*.py` (`house_abilities` is imported for its registrations by
# `battle`).
