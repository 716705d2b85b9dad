"""The one-use orders of the site's option (seed 001, "Ordres à Usage Unique"), read from
`scenarios/agot/one-use-orders.json`.

Each token has the icon of a regular order (when it resolves and whether a raid removes it), a house (None:
every house gets `count` of it) and a text; what it does is the rules' business
(`strategic/agot/rules/one_use_orders.py`, one effect per id).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import Field, model_validator

from strategic.agot.board import HOUSES
from strategic.agot.cards import OrderKind
from strategic.agot.datafile import DATA_DIR, Strict, parse

FILE = DATA_DIR / "one-use-orders.json"
PER_HOUSE = 5           # seed 001: "chaque Maison reçoit ses 5 pions ordre à usage unique"


class OneUseToken(Strict):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    icon: OrderKind
    house: str | None
    count: int = Field(ge=1)
    text: str = Field(min_length=1)


class _OneUseFile(Strict):
    about: str = ""
    orders: tuple[OneUseToken, ...]

    @model_validator(mode="after")
    def _five_each(self) -> _OneUseFile:
        ids = [t.id for t in self.orders]
        if len(set(ids)) != len(ids):
            raise ValueError("two one-use orders share an id")
        unknown = sorted({t.house for t in self.orders if t.house is not None} - set(HOUSES))
        if unknown:
            raise ValueError(f"unknown houses {unknown}: choose among {', '.join(HOUSES)}")
        common = sum(t.count for t in self.orders if t.house is None)
        for house in HOUSES:
            own = sum(t.count for t in self.orders if t.house == house)
            if common + own != PER_HOUSE:
                raise ValueError(f"{house} gets {common + own} one-use orders, not {PER_HOUSE}")
        return self


@cache
def one_use_tokens(path: Path = FILE) -> dict[str, OneUseToken]:
    """Every one-use order by id (for `run.py validate` too)."""
    return {t.id: t for t in parse(_OneUseFile, Path(path)).orders}


def starting_tokens(house: str) -> list[str]:
    """The ids a house starts the game with, one entry per token (sorted)."""
    return sorted(t.id for t in one_use_tokens().values() if t.house in (None, house) for _ in range(t.count))
