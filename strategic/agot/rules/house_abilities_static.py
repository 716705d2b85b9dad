"""House card abilities that hold while the card is in play: strength, swords and towers, casualties.

Their hooks are read each time the battle counts (`strength`, `icons`, `casualties` windows), so they follow
the board as it stands: an order removed or a footman destroyed by the other card counts at once. When two
static texts meet, "counts 0" wins over "counts 2": Salladhor Saan's null ships stay at 0 against Victarion.
"""
from __future__ import annotations

from .abilities import ability, played
from .common import Events, board_of
from .state import AgotState, Battle
from .strength import support_units, supporters

Change = dict[str, int]
Icons = dict[str, tuple[int, int]]


# ------------------------------------------------------------------ shared look-ups
def active(state: AgotState, b: Battle, house: str, key: str) -> bool:
    """Does `house` fight with a card whose ability is `key` (and not cancelled)?"""
    card = played(state, b, house)
    return card is not None and card.ability == key and not b.flags.get("cancelled", {}).get(house)


def immune(state: AgotState, b: Battle, house: str) -> bool:
    """The Blackfish: no casualties from swords or card abilities for this side."""
    return active(state, b, house, "the-blackfish")


def side_units(state: AgotState, b: Battle, side: str) -> list[tuple[str, str, bool]]:
    """(owner, unit, supporting) for every unit whose strength counts for `side`."""
    own = b.attackers if side == b.attacker else state.units.get(b.area, [])
    out = [(side, u, False) for u in own]
    for area in supporters(state, b, side):
        out += [(state.owner[area], u, True) for u in support_units(state, b, area)]
    return out


def _salladhor(state: AgotState, b: Battle) -> str | None:
    """The house whose Salladhor Saan is in force (it is being supported): other houses' ships count 0."""
    for h in b.houses:
        if active(state, b, h, "salladhor-saan") and supporters(state, b, h):
            return h
    return None


# ------------------------------------------------------------------ strength
@ability("stannis-baratheon", "strength")
def _stannis(state: AgotState, b: Battle, house: str) -> Change:
    throne = state.tracks["iron_throne"]
    return {house: 1} if throne.index(b.enemy(house)) < throne.index(house) else {}


def _stannis_discarded(state: AgotState, house: str) -> bool:
    return "stannis-baratheon" in state.house[house].discards


@ability("ser-davos-seaworth", "strength")
def _davos(state: AgotState, b: Battle, house: str) -> Change:
    return {house: 1} if _stannis_discarded(state, house) else {}


@ability("ser-davos-seaworth", "icons")
def _davos_sword(state: AgotState, b: Battle, house: str) -> Icons:
    return {house: (1, 0)} if _stannis_discarded(state, house) else {}


def _theon_holds(state: AgotState, b: Battle, house: str) -> bool:
    return house == b.defender and board_of(state).areas[b.area].castle > 0


@ability("theon-greyjoy", "strength")
def _theon(state: AgotState, b: Battle, house: str) -> Change:
    return {house: 1} if _theon_holds(state, b, house) else {}


@ability("theon-greyjoy", "icons")
def _theon_sword(state: AgotState, b: Battle, house: str) -> Icons:
    return {house: (1, 0)} if _theon_holds(state, b, house) else {}


@ability("balon-greyjoy", "strength")
def _balon(state: AgotState, b: Battle, house: str) -> Change:
    enemy = b.enemy(house)
    card = played(state, b, enemy)
    return {enemy: -card.strength} if card else {}


@ability("ser-kevan-lannister", "strength")
def _kevan(state: AgotState, b: Battle, house: str) -> Change:
    """Attacking, each of his Footmen (and supporting Lannister Footmen that count) adds 2 instead of 1."""
    if house != b.attacker:
        return {}
    rains = "footmen-no-support" in state.restrictions       # 1st edition Rains of Autumn: they add nothing
    n = sum(1 for owner, u, supporting in side_units(state, b, house)
            if u == "footman" and owner == house and not (supporting and rains))
    return {house: n}


@ability("victarion-greyjoy", "strength")
def _victarion(state: AgotState, b: Battle, house: str) -> Change:
    """Attacking, each of his Ships (and supporting ships of his house) adds 2 instead of 1."""
    if house != b.attacker or _salladhor(state, b) not in (None, house):
        return {}
    return {house: sum(1 for owner, u, _ in side_units(state, b, house) if u == "ship" and owner == house)}


@ability("salladhor-saan", "strength")
def _salladhor_saan(state: AgotState, b: Battle, house: str) -> Change:
    if _salladhor(state, b) != house:
        return {}
    return {side: -sum(1 for owner, u, _ in side_units(state, b, side) if u == "ship" and owner != house)
            for side in b.houses}


# ------------------------------------------------------------------ swords and towers
@ability("asha-greyjoy", "icons")
def _asha(state: AgotState, b: Battle, house: str) -> Icons:
    return {} if supporters(state, b, house) else {house: (2, 1)}


@ability("nymeria-sand", "icons")
def _nymeria(state: AgotState, b: Battle, house: str) -> Icons:
    return {house: (1, 0) if house == b.attacker else (0, 1)}


# ------------------------------------------------------------------ orders and casualties
@ability("catelyn-stark", "reveal")
def _catelyn(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """Her Defend order in the embattled area counts twice (`strength.base_strength` reads the flag)."""
    if house == b.defender:
        b.flags["double_defense"] = True


@ability("the-blackfish", "casualties")
def _blackfish(state: AgotState, b: Battle, house: str, n: int) -> int:
    return 0 if house == b.loser else n
