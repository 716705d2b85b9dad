"""The cards and order tokens of A Game of Thrones: The Board Game, per edition.

- `house_cards(edition, house)`: the seven House cards of a house. 2nd edition: the 42 base cards
  (`scenarios/agot/house-cards-2e.json`, from the reference). 1st edition: the printed cards are not public,
  so `house-cards-1e.json` holds a set designed for this project (docs/decisions.md); a 1st edition game
  may play the 2nd edition set instead (`second_edition_cards=True`), as the online sites allow.
- `westeros_decks(edition)`: decks I, II and III, one entry per copy.
- `wildling_cards(edition)`: the 2nd edition's nine wildling cards; () for the 1st edition, which has no
  wildling deck (its attack has fixed results, written on its Wildlings Attack card).
- `ORDER_TOKENS`: the fifteen order tokens every house owns, the same in both editions.

Abilities are keys (the card's id in the 2nd edition set) that the engine implements; `timing` says when
each applies, in the order the 2nd edition FAQ resolves them (`TIMINGS`).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from strategic.agot.board import HOUSES
from strategic.agot.datafile import Strict, edition_file, fail, parse

# cancel the opponent's card < "immediately" < modifiers while counting strength and icons < casualties <
# once the winner is known ("if you win / if you lose") < the loser's retreat < after combat.
TIMINGS = ("cancel", "immediately", "combat_strength", "casualties", "outcome", "retreat", "after_combat")
Timing = Literal["cancel", "immediately", "combat_strength", "casualties", "outcome", "retreat", "after_combat"]
OrderKind = Literal["march", "defend", "support", "raid", "consolidate"]
Restriction = Literal["march-special", "defend", "support", "raid", "consolidate"]
CARDS_PER_HOUSE = 7
DECK_SIZE = 10
WILDLING_CARDS = 9


class HouseCard(Strict):
    """A House card; `towers` are the fortification icons, `text` our paraphrase of its ability, `short` the
    name where a narrow card has no room for it whole ("Ser Jaime" for Ser Jaime Lannister; "" when it fits)."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    short: str = ""
    house: str
    strength: int = Field(ge=0, le=4)
    swords: int = Field(ge=0)
    towers: int = Field(ge=0)
    ability: str | None = None
    timing: Timing | None = None
    text: str = ""

    @model_validator(mode="after")
    def _ability_has_timing(self) -> HouseCard:
        if (self.ability is None) != (self.timing is None) or (self.ability is None) != (not self.text):
            raise ValueError("a card with an ability has a timing and a text; a card without one has neither")
        return self


class _CardRecord(Strict):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    short: str = ""
    strength: int = Field(ge=0)
    swords: int = Field(ge=0)
    towers: int = Field(ge=0)
    ability: str | None = None
    timing: Timing | None = None
    text: str = ""


class _HouseCardFile(Strict):
    about: str = ""
    max_strength: int = Field(ge=0, le=4)
    houses: dict[str, tuple[_CardRecord, ...]]

    @model_validator(mode="after")
    def _seven_each(self) -> _HouseCardFile:
        if sorted(self.houses) != sorted(HOUSES):
            raise ValueError(f"houses must be exactly {', '.join(HOUSES)}")
        for house, cards in self.houses.items():
            if len(cards) != CARDS_PER_HOUSE or len({c.id for c in cards}) != CARDS_PER_HOUSE:
                raise ValueError(f"houses.{house}: {CARDS_PER_HOUSE} cards with different ids")
            strong = [c.id for c in cards if c.strength > self.max_strength]
            if strong:
                raise ValueError(f"houses.{house}: {strong} stronger than max_strength {self.max_strength}")
        timing: dict[str, str | None] = {}
        for c in (c for cards in self.houses.values() for c in cards if c.ability):
            if timing.setdefault(c.ability or "", c.timing) != c.timing:
                raise ValueError(f"ability {c.ability!r} is given two timings")
        return self


class WesterosCard(Strict):
    """One copy of a Westeros card; `restriction`: the Order kind it forbids in the next Planning Phase."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    deck: Literal[1, 2, 3]
    wildling: bool
    restriction: Restriction | None = None
    text: str = Field(min_length=1)


class _WesterosRecord(Strict):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    count: int = Field(ge=1)
    wildling: bool
    restriction: Restriction | None = None
    text: str = Field(min_length=1)


class _WesterosFile(Strict):
    about: str = ""
    decks: tuple[tuple[_WesterosRecord, ...], tuple[_WesterosRecord, ...], tuple[_WesterosRecord, ...]]

    @model_validator(mode="after")
    def _ten_each(self) -> _WesterosFile:
        for i, deck in enumerate(self.decks, 1):
            if sum(c.count for c in deck) != DECK_SIZE:
                raise ValueError(f"deck {i} holds {sum(c.count for c in deck)} cards, not {DECK_SIZE}")
        return self


class WildlingCard(Strict):
    """A 2nd edition wildling card: what befalls the lowest bidder and the others when the wildlings win,
    and what the highest bidder gains when the Night's Watch wins."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    lowest: str = Field(min_length=1)
    others: str = Field(min_length=1)
    highest: str = Field(min_length=1)


class _WildlingFile(Strict):
    about: str = ""
    cards: tuple[WildlingCard, ...] = Field(min_length=WILDLING_CARDS, max_length=WILDLING_CARDS)


class OrderToken(Strict):
    """An order token; `bonus` is its combat (march, defend) or support bonus, `special` its star."""

    id: str
    kind: OrderKind
    bonus: int
    special: bool


def _token(kind: OrderKind, bonus: int = 0, special: bool = False) -> OrderToken:
    shown = "" if kind in ("raid", "consolidate") else f"{bonus:+d}" if bonus else "0"
    return OrderToken(id=f"{kind}{shown}{'*' if special else ''}", kind=kind, bonus=bonus, special=special)


# Seed 000 (1st edition) and seed 001 (2nd edition) list the same fifteen tokens; what the stars do differs by
# edition (a 1st edition Raid* removes two orders, a 2nd edition one may raid a Defense order) and is the
# engine's business. Identical tokens share an id: a house holds two "raid" tokens.
ORDER_TOKENS: tuple[OrderToken, ...] = (
    _token("march", -1), _token("march", 0), _token("march", 1, True),
    _token("defend", 1), _token("defend", 1), _token("defend", 2, True),
    _token("support", 0), _token("support", 0), _token("support", 1, True),
    _token("raid"), _token("raid"), _token("raid", special=True),
    _token("consolidate"), _token("consolidate"), _token("consolidate", special=True),
)


@cache
def _house_card_file(path: Path) -> dict[str, tuple[HouseCard, ...]]:
    f = parse(_HouseCardFile, path)
    return {h: tuple(HouseCard(house=h, **c.model_dump()) for c in cards) for h, cards in f.houses.items()}


def house_cards(edition: int, house: str, *, second_edition_cards: bool = False,
                path: Path | None = None) -> tuple[HouseCard, ...]:
    """The seven House cards `house` starts with in a game of this edition."""
    file = Path(path).resolve() if path else edition_file("house-cards", 2 if second_edition_cards else edition)
    cards = _house_card_file(file)
    if house not in cards:
        raise fail(file, "houses", f"no House cards for {house!r}")
    return cards[house]


@cache
def _westeros_file(path: Path) -> tuple[tuple[WesterosCard, ...], tuple[WesterosCard, ...], tuple[WesterosCard, ...]]:
    f = parse(_WesterosFile, path)
    return _copies(1, f.decks[0]), _copies(2, f.decks[1]), _copies(3, f.decks[2])


def _copies(deck: Literal[1, 2, 3], records: tuple[_WesterosRecord, ...]) -> tuple[WesterosCard, ...]:
    return tuple(WesterosCard(deck=deck, **r.model_dump(exclude={"count"})) for r in records for _ in range(r.count))


def westeros_decks(edition: int, *, path: Path | None = None
                   ) -> tuple[tuple[WesterosCard, ...], tuple[WesterosCard, ...], tuple[WesterosCard, ...]]:
    """Decks I, II and III of this edition, unshuffled, one entry per copy."""
    return _westeros_file(Path(path).resolve() if path else edition_file("westeros", edition))


@cache
def _wildling_file(path: Path) -> tuple[WildlingCard, ...]:
    return parse(_WildlingFile, path).cards


def wildling_cards(edition: int, *, path: Path | None = None) -> tuple[WildlingCard, ...]:
    """The wildling deck of this edition: nine cards in the 2nd edition, none in the 1st."""
    file = edition_file("wildlings", edition)           # checks the edition
    if edition == 1 and path is None:
        return ()
    return _wildling_file(Path(path).resolve() if path else file)


def all_cards(edition: int) -> int:
    """Load every card file of an edition (for `run.py validate`); returns how many cards they hold."""
    hands = sum(len(house_cards(edition, h)) for h in HOUSES)
    return hands + sum(map(len, westeros_decks(edition))) + len(wildling_cards(edition))
