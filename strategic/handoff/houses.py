"""Which BattleLore army fights for each house of the strategic games, and back.

Every house of Risk: Game of Thrones (and of A Game of Thrones, when its engine lands: Greyjoy, Arryn)
has an army of its own in `scenarios/battlelore/houses.json`; the neutral armies fight as the "neutral"
army of sellswords and hedge knights. The table is one-to-one, so a battle's winners come back as the
strategic houses that sent them.
"""
from __future__ import annotations

from tactical.protocol import UserError

BATTLE_ARMY: dict[str, str] = {
    "stark": "stark", "lannister": "lannister", "baratheon": "baratheon", "tyrell": "tyrell", "martell": "martell",
    "greyjoy": "greyjoy", "arryn": "arryn", "targaryen": "targaryen", "ghiscari": "ghiscari", "neutral": "neutral",
}
STRATEGIC_HOUSE: dict[str, str] = {army: house for house, army in BATTLE_ARMY.items()}


def battle_house(house: str) -> str:
    """The BattleLore army of a strategic house."""
    army = BATTLE_ARMY.get(house)
    if army is None:
        raise UserError(f"house {house!r} has no BattleLore army (houses: {', '.join(BATTLE_ARMY)})")
    return army


def strategic_house(army: str) -> str:
    """The strategic house a BattleLore army fights for."""
    house = STRATEGIC_HOUSE.get(army)
    if house is None:
        raise UserError(f"no strategic house fights as the BattleLore army {army!r}")
    return house
