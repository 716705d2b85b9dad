"""The houses as every strategic screen shows them, whatever the game: a house's name, its colour on the map
(lighter than its banner, so names stay readable) and its badge (field and charge colours) for counts, bars
and hand-over cards. Risk and A Game of Thrones share them, so a house looks the same in both games.
"""
from __future__ import annotations

from strategic.risk.rules.tables import NEUTRAL
from tactical.ui import theme

# Map fills, lighter than the houses' banner colours so names stay readable; DESIGN.md's colours where it
# gives them (the Ghiscari, a Risk-only house, get bronze and purple; Risk's neutral armies grey).
HOUSE_FILLS: dict[str, tuple[int, int, int]] = {
    "stark": (150, 162, 178), "lannister": (196, 58, 58), "baratheon": (232, 196, 70), "tyrell": (86, 158, 76),
    "martell": (236, 142, 52), "targaryen": (78, 66, 70), "ghiscari": (150, 96, 176), "greyjoy": (90, 90, 90),
    "arryn": (120, 176, 228), NEUTRAL: (168, 160, 146),
}
BADGES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "ghiscari": ((96, 50, 120), (226, 190, 120)), NEUTRAL: ((110, 104, 96), (250, 250, 250)),
    "baratheon": ((30, 26, 20), (236, 196, 60)),
}


def house_fill(house: str) -> tuple[int, int, int]:
    return HOUSE_FILLS.get(house, (160, 160, 160))


def badge(house: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    if house in BADGES:
        return BADGES[house]
    return theme.house_field(house), theme.house_charge(house)


def house_name(house: str) -> str:
    return house.title()
