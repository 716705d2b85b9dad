"""The game's printed material as data: terrain, unit types, commanders, command cards, the morale ladder.

Everything here is loaded from `scenarios/battlelore/*.json` and validated by the pydantic models below;
the rules engine reads these frozen records and never hard-codes a unit, card or terrain. Card and
commander abilities are written as small effect records (`Effect`) whose `kind` names a function in
`tactical/rules/effects.py`, so a card's ability is registered once and called at its timing.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tactical.protocol import ScenarioError, read_json, validated
from tactical.rules.effect_kinds import check_effect_kinds

DATA_DIR = Path(__file__).resolve().parent.parent / "scenarios" / "battlelore"

Rank = Literal["green", "blue", "red"]
UnitClass = Literal["infantry", "cavalry", "ranged"]
# Every house of Risk and A Game of Thrones can field a BattleLore army; Stark and Lannister are the core
# set's, the others are derived from one of them by `houses.json` (docs/decisions.md, "Battle hand-off").
House = Literal["stark", "lannister", "baratheon", "tyrell", "martell", "greyjoy", "arryn", "targaryen", "ghiscari",
                "neutral"]
HOUSES: tuple[str, ...] = get_args(House)
CORE_HOUSES: tuple[str, ...] = ("stark", "lannister")
TokenType = Literal["green", "blue", "red", "valor", "morale"]
Zone = Literal["grey", "green", "yellow", "red"]
RANKS: tuple[str, ...] = ("green", "blue", "red")
TOKEN_TYPES: tuple[str, ...] = ("green", "blue", "red", "valor", "morale")


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ---------------------------------------------------------------- terrain
class Terrain(Frozen):
    """One terrain hex type or terrain token, with every effect the rulebook lists (seed 003, 'Westeros')."""

    id: str
    name: str
    token: bool = False                 # a token placed over a hex (bridge, palisade, ...): overrides the hex
    blocks_los: bool = False
    impassable: bool = False
    stop_on_entry: bool = False         # forest, building
    infantry_stop: bool = False         # ford: infantry stops on entry
    cavalry_slowed: bool = False        # ford: cavalry loses 1 move for the rest of the move
    road: bool = False                  # counts for the road bonus (roads, bridges)
    no_advance_pursue: bool = False     # bridges: no advance or pursue into it
    max_dice_against: int | None = None  # cap on dice rolled against a unit here (before modifiers)
    hills: bool = False                 # cap does not apply to an attacker also on hills; ranged here see over units
    max_dice_from: int | None = None    # cap on dice rolled by any unit here
    max_dice_ranged_from: int | None = None  # cap on dice rolled by ranged attackers here
    max_dice_counter: int | None = None  # cap on counter-attack dice from here (ford)
    cover: int = 0                       # ignore N hits (building) unless engaged under its own house's token
    burn_limit: int | None = None        # None: cannot hold fire
    burn_effect: Literal["none", "devastate", "remove", "remove_clear_fire"] = "none"
    description: str = ""


# ---------------------------------------------------------------- effects
class Effect(Frozen):
    """A card or commander ability: `kind` names a registered function, the rest are its parameters."""

    kind: str
    amount: int = 1
    target: Literal["none", "enemy_in_zoc", "friendly_in_zoc", "enemy_any"] = "none"
    token: TokenType | None = None      # for effects that give order tokens
    text: str = ""


class Modifier(Frozen):
    """A passive or turn-long change to a unit: extra dice, extra move, a keyword granted."""

    kind: Literal["extra_dice", "extra_dice_melee", "extra_dice_ranged", "extra_move", "keyword", "valor_as_green_fire"]
    amount: int = 1
    keyword: str | None = None


# ---------------------------------------------------------------- units
class OrderOption(Frozen):
    move: int
    attack: bool


class ChartRow(Frozen):
    options: tuple[OrderOption, ...]
    dice: int
    no_valor: bool = False


class UnitType(Frozen):
    id: str
    name: str
    house: House
    unit_class: UnitClass
    traits: tuple[str, ...] = ()
    strength: int = Field(ge=1, le=6)
    range: int = Field(1, ge=1)
    keywords: dict[str, int] = {}        # e.g. {"advance": 1, "pursue": 1, "heavy_armor": 1}
    chart: dict[Rank, ChartRow]
    description: str = ""


# ---------------------------------------------------------------- commanders and cards
class Commander(Frozen):
    """One commander card (one title of a commander); `person` groups a commander's titles."""

    id: str                             # e.g. "greatjon_the_greatjon"
    person: str                         # e.g. "greatjon": his 5 command cards name this
    house: House
    name: str
    title: str
    traits: tuple[str, ...] = ()
    unit_type: str                      # which figures form the commander's unit
    command_limit: int = Field(ge=1, le=3)
    capture_value: int = Field(ge=1, le=6)
    zoc: int = 2
    unit_ability: str                   # the printed text
    unit_modifiers: tuple[Modifier, ...] = ()
    commit_ability: str
    commit_effects: tuple[Effect, ...]


class UnitFilter(Frozen):
    unit_class: tuple[UnitClass, ...] = ()
    rank: tuple[Rank, ...] = ()
    commander_only: bool = False


class Command(Frozen):
    """One command of a command box: its cost in command tokens and the units it orders."""

    cost: int = Field(ge=1, le=3)
    order: int | Literal["all"] = 1     # how many units it orders ("all": every matching controlled unit)
    filter: UnitFilter = UnitFilter()
    rally: int = 0                      # units it mobilises (made activatable again) instead of ordering
    bonus: tuple[Modifier, ...] = ()    # applies to the units this command orders, for this turn


class MoraleCondition(Frozen):
    who: Literal["self", "enemy"]
    zone: Zone
    compare: Literal["or_better", "or_worse"]


class Tactic(Frozen):
    tokens: tuple[TokenType, ...] = ()   # order tokens that must be checked in the pool
    morale: MoraleCondition | None = None
    timing: Literal["before", "after"]
    effects: tuple[Effect, ...]
    text: str


class CommandCard(Frozen):
    id: str
    house: House
    name: str
    commander: str | None = None        # the pictured commander's `person` (any commander may play it)
    commands: tuple[Command, ...]
    command_text: str
    tactic: Tactic | None = None


# ---------------------------------------------------------------- morale ladder
class MoraleSegment(Frozen):
    """One house's half of the ladder: spaces 2..11 from the centre outwards; `rout` makes the last one Rout."""

    zones: tuple[Zone, ...]             # zone of each space, index 0 = space 2 (next to the centre)
    breaks: tuple[int, ...]             # space numbers (2..11) that are morale breaks

    @model_validator(mode="after")
    def _check(self) -> "MoraleSegment":
        if len(self.zones) != 10:
            raise ValueError("a morale segment has 10 spaces (2..11)")
        for b in self.breaks:
            if not 2 <= b <= 11:
                raise ValueError(f"morale break {b} is not a space 2..11")
        return self


# ---------------------------------------------------------------- houses
RGB = tuple[int, int, int]


class DerivedUnit(Frozen):
    """A house's own name for one of its base house's unit types (same class, chart and keywords)."""

    id: str
    name: str
    description: str


class DerivedCommander(Frozen):
    """A named lord standing in for one of the base house's commanders: same abilities and values, his own
    name and a title for each of the base commander's cards; `short` is how ability texts name him."""

    person: str
    name: str
    short: str
    titles: dict[str, str]              # base commander card id -> this lord's title on it


class HouseArmy(Frozen):
    """A house's colours and, for a house outside the core set, the core house its army is copied from:
    unit names, commanders and the re-themed command deck (card ids `card_prefix` + the base number)."""

    id: House
    name: str
    field: RGB                          # banner field and charge colours (DESIGN.md, "Look and feel")
    charge: RGB
    base: Literal["stark", "lannister"] | None = None
    card_prefix: str | None = Field(None, pattern=r"^[A-Z]{2}$")
    units: dict[str, DerivedUnit] = {}          # base unit type id -> this house's unit
    commanders: dict[str, DerivedCommander] = {}  # base person -> this house's lord
    card_names: dict[str, str] = {}             # base card id -> this house's card name (else the base name)

    @model_validator(mode="after")
    def _check(self) -> "HouseArmy":
        if (self.base is None) != (self.card_prefix is None):
            raise ValueError("base and card_prefix go together (a derived house needs both)")
        if self.base is None and (self.units or self.commanders or self.card_names):
            raise ValueError("a core house's army is in units.json, commanders.json and cards/: list no units here")
        return self


class Catalog(Frozen):
    terrain: dict[str, Terrain]
    units: dict[str, UnitType]
    commanders: dict[str, Commander]
    cards: dict[str, CommandCard]
    morale_segment: MoraleSegment
    houses: dict[str, HouseArmy] = {}

    def basic_cards(self, house: str) -> list[str]:
        return sorted(c.id for c in self.cards.values() if c.house == house and c.commander is None)

    def commander_cards(self, person: str) -> list[str]:
        return sorted(c.id for c in self.cards.values() if c.commander == person)


def _load(model, path: Path):
    data = read_json(path, "data file")
    return validated(model, data, str(path), ScenarioError)


class _TerrainFile(Frozen):
    terrain: tuple[Terrain, ...]


class _UnitFile(Frozen):
    units: tuple[UnitType, ...]


class _CommanderFile(Frozen):
    commanders: tuple[Commander, ...]


class _CardFile(Frozen):
    cards: tuple[CommandCard, ...]


class _MoraleFile(Frozen):
    segment: MoraleSegment


class _HouseFile(Frozen):
    houses: tuple[HouseArmy, ...]


@functools.lru_cache(maxsize=4)
def load_catalog(data_dir: Path = DATA_DIR) -> Catalog:
    terrain = _load(_TerrainFile, data_dir / "terrain.json").terrain
    units = _load(_UnitFile, data_dir / "units.json").units
    commanders = _load(_CommanderFile, data_dir / "commanders.json").commanders
    cards: list[CommandCard] = []
    for path in sorted((data_dir / "cards").glob("*.json")):
        cards.extend(_load(_CardFile, path).cards)
    morale = _load(_MoraleFile, data_dir / "morale.json").segment
    houses = _load(_HouseFile, data_dir / "houses.json").houses
    for army in houses:
        if army.base is not None:
            derived = derive_army(army, units, commanders, cards, data_dir / "houses.json")
            units, commanders = units + tuple(derived[0]), commanders + tuple(derived[1])
            cards += derived[2]
    _check_unique(data_dir, houses, units, commanders, cards)
    catalog = Catalog(
        terrain={t.id: t for t in terrain}, units={u.id: u for u in units},
        commanders={c.id: c for c in commanders}, cards={c.id: c for c in cards}, morale_segment=morale,
        houses={h.id: h for h in houses},
    )
    _check_references(catalog, data_dir)
    return catalog


def derive_army(army: HouseArmy, units, commanders, cards, source: Path):
    """A derived house's unit types, commander cards and command deck, copied from its base house with
    its own names; every base unit, commander and title must be given a name of the house's own."""
    base_units = [u for u in units if u.house == army.base]
    base_cmds = [c for c in commanders if c.house == army.base]
    where = f"{source}: house {army.id}"
    missing = [u.id for u in base_units if u.id not in army.units]
    missing += [c.person for c in base_cmds if c.person not in army.commanders]
    missing += [c.id for c in base_cmds if c.person in army.commanders and c.id not in army.commanders[c.person].titles]
    extra = sorted(set(army.units) - {u.id for u in base_units}) + sorted(set(army.commanders) - {c.person for c in base_cmds})
    extra += sorted(set(army.card_names) - {c.id for c in cards if c.house == army.base})
    if missing or extra:
        raise ScenarioError(f"{where}: " + "; ".join([f"no name for {army.base} {m!r}" for m in missing]
                                                     + [f"{e!r} is not a {army.base} unit, commander or card" for e in extra]))
    new_units = [u.model_copy(update={"id": army.units[u.id].id, "name": army.units[u.id].name, "house": army.id,
                                      "description": army.units[u.id].description,
                                      "traits": tuple(t for t in u.traits if t in ("infantry", "cavalry", "ranged", "dogs"))
                                      + (army.id,)})
                 for u in base_units]
    lords = {p: (lord, _namer(p, lord.short)) for p, lord in army.commanders.items()}
    new_cmds = []
    for c in base_cmds:
        lord, rename = lords[c.person]
        new_cmds.append(c.model_copy(update={
            "id": f"{lord.person}_{_slug(lord.titles[c.id])}", "person": lord.person, "house": army.id,
            "name": lord.name, "title": lord.titles[c.id], "unit_type": army.units[c.unit_type].id,
            "traits": tuple(t for t in c.traits if t in ("infantry", "cavalry", "noble", "knight")) + (army.id,),
            "unit_ability": rename(c.unit_ability), "commit_ability": rename(c.commit_ability),
            "commit_effects": tuple(e.model_copy(update={"text": rename(e.text)}) for e in c.commit_effects)}))
    new_cards = []
    for card in (c for c in cards if c.house == army.base):
        lord_rename = lords[card.commander] if card.commander else None
        name = army.card_names.get(card.id, card.name)
        person = lord_rename[0].person if lord_rename else None
        new_cards.append(card.model_copy(update={
            "id": army.card_prefix + card.id[1:].replace(f"-{card.commander}-", f"-{person}-"), "house": army.id,
            "name": lord_rename[1](name) if lord_rename else name, "commander": person}))
    return new_units, new_cmds, new_cards


def _namer(person: str, short: str):
    """Replaces a base commander's name in a text ("Robb's unit", "the Greatjon's zone") by the new lord's."""
    pattern = re.compile(rf"\b(?:[Tt]he )?{re.escape(person.title())}\b")
    return lambda text: pattern.sub(short, text)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _check_unique(data_dir: Path, houses, units, commanders, cards) -> None:
    for what, records in (("house", houses), ("unit type", units), ("commander", commanders), ("card", cards)):
        seen: set[str] = set()
        for r in records:
            if r.id in seen:
                raise ScenarioError(f"{data_dir}: two {what}s have the id {r.id!r}")
            seen.add(r.id)
    persons = {c.person: c.house for c in commanders}
    clash = [c.person for c in commanders if persons[c.person] != c.house]
    if clash:
        raise ScenarioError(f"{data_dir}: commander {clash[0]!r} belongs to two houses")
    if [h.id for h in houses] != list(HOUSES):
        raise ScenarioError(f"{data_dir / 'houses.json'}: list every house once, in the order {', '.join(HOUSES)}")


def _check_references(cat: Catalog, data_dir: Path) -> None:
    for c in cat.commanders.values():
        if c.unit_type not in cat.units:
            raise ScenarioError(f"{data_dir / 'commanders.json'}: commander {c.id}: unknown unit_type {c.unit_type!r}")
    for card in cat.cards.values():
        if card.commander is not None and card.commander not in {c.person for c in cat.commanders.values()}:
            raise ScenarioError(f"{data_dir / 'cards'}: card {card.id}: unknown commander {card.commander!r}")
    problems = check_effect_kinds(cat)
    if problems:
        raise ScenarioError(f"{data_dir}: " + "; ".join(problems))
