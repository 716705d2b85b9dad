"""The rulebook's numbers, as tables: reinforcements, trade-ins, setup by player count.

Where the seed prints a table we copy it; where its pictures are lost in the text (the trade-in
icons, the World at War turn order) the choice is recorded in docs/decisions.md ("Risk rules").
"""
from __future__ import annotations

NEUTRAL = "neutral"
ICONS = ("knight", "siege", "fortification")
MOVING_UNITS = ("knight", "siege")          # special units that go along with armies; a fortification stays
END_GAME_CARD = "END GAME"

# "Tableau de référence armée de renfort": territories + castles -> armies (1-11 -> 3, then +1 per 3).
REINFORCEMENT_TABLE = (
    (1, 11, 3), (12, 14, 4), (15, 17, 5), (18, 20, 6), (21, 23, 7), (24, 26, 8),
    (27, 29, 9), (30, 32, 10), (33, 35, 11), (36, 38, 12), (39, 41, 13),
)
MIN_REINFORCEMENT = 3

# "Tableau de renfort": three cards by icon -> armies. The seed's example: three knights give 4.
TRADE_VALUES: dict[tuple[str, ...], int] = {
    ("knight", "knight", "knight"): 4,
    ("siege", "siege", "siege"): 5,
    ("fortification", "fortification", "fortification"): 6,
    ("fortification", "knight", "siege"): 7,       # one of each (sorted)
}
OWNED_CARD_BONUS = 2          # "+2 armées" on a pictured territory you control
HAND_LIMIT = 5                # "jamais plus de 5 cartes": with 5 at the start of a turn you must trade

SKIRMISH_ARMIES_PER_TERRITORY = 3
SKIRMISH_NEUTRALS = 10        # 2 players, Essos: 10 territories of 3 neutral armies
SKIRMISH_CARDS_2P = 12

DOMINATION_NEUTRALS = 10      # 2 players: 10 territories of 2 neutral armies
DOMINATION_NEUTRAL_ARMIES = 2
SEAT_ARMIES = 3               # a "3 armées" piece on your seat of power
STARTING_ARMIES = {2: 21, 3: 28, 4: 24, 5: 20, 6: 26, 7: 22}
GOLD_PER_HUNDRED = 100
GOLD_PER_PORT = 100
MAESTER_PRICE = 200
OBJECTIVE_PRICE = 200
VICTORY_POINTS = 10

# Turn order = the order the seed lists the houses in ("listées dans l'ordre du tour").
HOUSES = {
    2: ("targaryen", "ghiscari"),
    3: ("stark", "baratheon", "lannister"),
    4: ("stark", "baratheon", "lannister", "tyrell"),
    5: ("stark", "baratheon", "lannister", "tyrell", "martell"),
    6: ("stark", "baratheon", "lannister", "targaryen", "ghiscari", "tyrell"),
    7: ("stark", "baratheon", "lannister", "targaryen", "ghiscari", "tyrell", "martell"),
}
MAP_FOR_PLAYERS = {2: "essos", 3: "westeros", 4: "westeros", 5: "westeros", 6: "world", 7: "world"}

# Domination start bonuses by turn position (1-based): (gold, territory cards, maester cards).
START_BONUS = {
    2: {2: (300, 0, 0)},
    3: {3: (300, 0, 0)},
    4: {3: (300, 0, 0), 4: (500, 1, 0)},
    5: {3: (300, 0, 0), 4: (500, 1, 0), 5: (500, 1, 0)},
    6: {3: (300, 0, 0), 4: (500, 1, 0), 5: (500, 1, 0), 6: (500, 1, 0)},
    7: {3: (300, 0, 0), 4: (500, 1, 0), 5: (500, 1, 0), 6: (500, 1, 0), 7: (500, 1, 1)},
}


def reinforcement_for(count: int) -> int:
    """Armies (and hundreds of gold in Domination) for `count` territories + castles."""
    for low, high, armies in REINFORCEMENT_TABLE:
        if low <= count <= high:
            return armies
    return max(MIN_REINFORCEMENT, count // 3)


def trade_value(icons: list[str] | tuple[str, ...]) -> int:
    """Armies for three cards with these icons, or 0 if they are not a set."""
    key = tuple(sorted(icons))
    return TRADE_VALUES.get(key, 0) if len(key) == 3 else 0
