"""BattleRequest -> BattleLore battle plan: a strategic battle (houses, the armies and special units each
side brings, the territory and its features) made into an ordinary `Scenario`, the same for the same seed.

The armies become units by the hand-off table (`table.py`); terrain comes from the territory's region
(`REGION_TERRAIN`, a river across the middle in the Riverlands and the Rhoyne) and its features (a castle
gives the defender buildings, a fortification palisades, a port the harbour's stores); each side's
commanders are lords of its house, more for a bigger army, drawn from those the request says are free to
lead (a strategic game's prisoners are not), its veterans red; the cards in play come as knights and
siege engines (`card_plus`, `card_d8`); terrain, commanders and units are placed by the skirmish
placement policy (`tactical.skirmish.placement`). The victory rules are those of a strategic battle
(`_with_victory`): breaking half of the other army wins, an undecided battle goes to the defender unless
the attacker holds the ground; the round limit grows with the size of the battle. Pure: no I/O, one
seeded `Rng`.
"""
from __future__ import annotations

import re
from math import ceil
from dataclasses import dataclass
from typing import Any, Literal, Mapping

from pydantic import BaseModel, ConfigDict, Field as PydanticField

from tactical.catalog import Catalog, House, Rank, load_catalog
from tactical.protocol import Rng, UserError, validated
from tactical.scenario import (Board, CommanderPlacement, InstantVictory, Objective, Scenario, Side, TerrainPlacement,
                               UnitPlacement, Victory, validate_scenario)
from tactical.skirmish.cards import PlacementRules, UnitEntry
from tactical.skirmish.placement import Field, place_commanders, place_terrain, place_units

from .table import armies_per_unit, army_units, special_units, unit_type_of

BOARD = Board(cols=15, rows=11, side="A")
PLACEMENT = PlacementRules(terrain_within=4, commander_within=3, units_within=3)
Edge = Literal["north", "south"]
EDGES: tuple[Edge, Edge] = ("south", "north")   # the attacker comes from the south, the defender holds the north
# Terrain pieces each side places, by the territory's region (Westeros and Essos); any other region: DEFAULT.
REGION_TERRAIN: dict[str, tuple[str, ...]] = {
    "The North": ("forest", "forest", "hills"),
    "The Iron Islands": ("hills", "hills"),
    "The Riverlands": ("forest",),
    "The Vale": ("hills", "hills", "hills"),
    "The Westerlands": ("hills", "hills", "forest"),
    "The Crownlands": ("forest", "building"),
    "The Reach": ("forest",),
    "The Stormlands": ("forest", "forest", "hills"),
    "Dorne": ("hills", "hills"),
    "The Free Cities": ("building", "forest"),
    "The Disputed Lands": ("hills", "forest"),
    "The Rhoyne": ("forest",),
    "The Valyrian Peninsula": ("hills", "hills"),
    "The Dothraki Sea": ("hills",),
    "Slaver's Bay": ("building", "hills"),
}
DEFAULT_TERRAIN = ("hills", "forest")
RIVER_REGIONS = frozenset({"The Riverlands", "The Rhoyne"})
CROSSINGS = ("ford", "ford", "wooden_bridge", "ford")
# What the defender adds for the territory's features.
FEATURE_TERRAIN = {"castle": ("building", "building"), "fortification": ("palisade", "palisade"), "port": ("tent",)}
BREAK_SHARE = 0.5        # an army is broken, and its battle lost, once this share of its units is eliminated
GROUND_DEPTH = 2         # the ground the attacker must take: the defender's second row (unless a castle)
ROUNDS = (6, 10)         # round limit: 4 + a third of the units on the field, within these


def _round_limit(units: int) -> int:
    return min(ROUNDS[1], max(ROUNDS[0], 4 + units // 3))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ArmyRequest(_Model):
    """One side: its house, the armies it commits and its special units."""

    house: House
    armies: int = PydanticField(ge=1, le=500)
    knights: int = PydanticField(default=0, ge=0)
    siege: int = PydanticField(default=0, ge=0)
    card_plus: int = PydanticField(default=0, ge=0)     # card effects: +n on the best die (fielded as knights)
    card_d8: int = PydanticField(default=0, ge=0)       # card effects: n dice made d8s (fielded as siege engines)
    lords: list[str] | None = None        # the persons free to lead (None: every lord of the house)
    veterans: list[str] = []              # persons who lead as red commanders (a campaign's veterans)


class Territory(_Model):
    name: str
    region: str = ""
    castle: bool = False
    port: bool = False
    seat: bool = False                    # a seat of power: the defender rolls one more die for orders
    fortification: bool = False           # the strategic game's fortification special unit


class BattleRequest(_Model):
    attacker: ArmyRequest
    defender: ArmyRequest
    territory: Territory
    src: str = ""                         # where the attacker comes from (for the briefing)


@dataclass(frozen=True)
class Plan:
    """The battle plan and, per house, the armies each of its units (side.units, in order) stands for."""

    scenario: Scenario
    stands_for: dict[str, list[int]]


def parse_request(data: Mapping[str, Any] | BattleRequest) -> BattleRequest:
    if isinstance(data, BattleRequest):
        return data
    return validated(BattleRequest, dict(data), "battle request")


def generate_plan(request: Mapping[str, Any] | BattleRequest, seed: int, catalog: Catalog | None = None) -> Plan:
    """A valid battle plan for the request, the same for the same seed (UserError on a bad request)."""
    req = parse_request(request)
    cat = catalog or load_catalog()
    sides = (req.attacker, req.defender)
    if req.attacker.house == req.defender.house:
        raise UserError(f"battle request: {req.attacker.house} cannot fight itself")
    rng = Rng(seed)
    scale = armies_per_unit(req.attacker.armies, req.defender.armies)
    forces = [army_units(a.armies, scale) + special_units(a.knights + a.card_plus, a.siege + a.card_d8) for a in sides]
    commanders = [_commanders(cat, a, len(army_units(a.armies, scale)), rng) for a in sides]
    river = _river(req.territory, rng)
    fld = Field(f"battle for {req.territory.name}", BOARD, {a.house: e for a, e in zip(sides, EDGES)}, PLACEMENT,
                river, cat, rng)
    pieces = [list(REGION_TERRAIN.get(req.territory.region, DEFAULT_TERRAIN)) for _ in sides]
    pieces[1] += [t for feature, ts in FEATURE_TERRAIN.items() if getattr(req.territory, feature) for t in ts]
    terrain = [place_terrain(fld, a.house, p) for a, p in zip(sides, pieces)]
    placed_cmds = [place_commanders(fld, a.house, [(c, _rank(cat, a, c)) for c in cs]) for a, cs in zip(sides, commanders)]
    placed_units = [place_units(fld, a.house, [UnitEntry(type=unit_type_of(cat, a.house, role), rank=rank, count=1)
                                               for role, rank, _ in f]) for a, f in zip(sides, forces)]
    sizes = [len(f) + len(c) for f, c in zip(forces, commanders)]
    scenario = Scenario(
        id=f"handoff_{_slug(req.territory.name)}_{seed}", name=_name(req.territory), briefing="",
        board=BOARD, round_limit=_round_limit(sum(sizes)), momentum=req.attacker.house,
        sides=(_side(req.attacker, EDGES[0], placed_cmds[0], placed_units[0], False),
               _side(req.defender, EDGES[1], placed_cmds[1], placed_units[1], req.territory.seat)),
        terrain=tuple(river) + tuple(t for placed in terrain for t in placed),
        report_figures=True,
    )
    scenario = _with_victory(scenario, req, sizes, fld, terrain[1])
    scenario = scenario.model_copy(update={"briefing": _briefing(req, scale, scenario, cat)})
    validate_scenario(scenario, cat, source=f"battle plan for {req.territory.name}")
    return Plan(scenario, {a.house: [n for _, _, n in f] for a, f in zip(sides, forces)})


def _side(army: ArmyRequest, edge: Edge, commanders: list[CommanderPlacement], units: list[UnitPlacement],
          seat: bool) -> Side:
    """4 order dice (5 defending a seat of power), 3 command cards, 4 command tokens; the morale ladder ends
    in a Rout space, so a side whose morale breaks loses the battle."""
    return Side(house=army.house, edge=edge, order_value=5 if seat else 4, command_value=3, command_tokens=4,
                morale_segment="rout", commanders=tuple(commanders), units=tuple(units))


def _river(territory: Territory, rng: Rng) -> list[TerrainPlacement]:
    """A river along the middle row with four crossings spread across it (fords and a wooden bridge)."""
    if territory.region not in RIVER_REGIONS:
        return []
    row = BOARD.rows // 2
    cols = BOARD.cols - (row & 1)
    slots = [k * cols // len(CROSSINGS) + rng.below(cols // len(CROSSINGS)) for k in range(len(CROSSINGS))]
    out = [TerrainPlacement(hex=(c, row), terrain="river") for c in range(cols)]
    return out + [TerrainPlacement(hex=(c, row), terrain=t) for c, t in zip(slots, CROSSINGS)]


def _commanders(cat: Catalog, army: ArmyRequest, army_unit_count: int, rng: Rng) -> list[str]:
    """1 commander for up to 3 army units, 2 up to 6, then 3: distinct lords among those free to lead
    (fewer if fewer are free), each with one of his titles."""
    want = 1 if army_unit_count <= 3 else 2 if army_unit_count <= 6 else 3
    persons = sorted({c.person for c in cat.commanders.values() if c.house == army.house
                      and (army.lords is None or c.person in army.lords)})
    chosen = []
    for _ in range(min(want, len(persons))):
        person = persons.pop(rng.below(len(persons)))
        chosen.append(rng.choice(sorted(c.id for c in cat.commanders.values() if c.person == person)))
    return chosen


def _rank(cat: Catalog, army: ArmyRequest, commander: str) -> Rank:
    """A veteran leads a red commander unit, any other lord a blue one."""
    return "red" if cat.commanders[commander].person in army.veterans else "blue"


def _with_victory(sc: Scenario, req: BattleRequest, sizes: list[int], fld: Field,
                  defender_terrain: list[TerrainPlacement]) -> Scenario:
    """The attacker must take the ground: a side wins at once by breaking the other's army (eliminating
    half its units, commanders' units included, rounded up) or wiping it out; otherwise the defender wins
    the battle unless the attacker holds the ground (the castle's buildings, else the hex at the centre of
    the defender's line) when the last round ends. No tie-break decides a strategic battle."""
    att, dfn = req.attacker.house, req.defender.house
    breaks = [max(1, ceil(n * BREAK_SHARE)) for n in sizes]          # what breaks each side's army
    castle = [t.hex for t in defender_terrain if t.terrain == "building"][:2] if req.territory.castle else []
    ground = (Objective(id="ground", name=req.territory.name, hexes=tuple(castle) or (_centre(fld, dfn),),
                        control=dfn),)
    a, d = att.title(), dfn.title()
    what = "the castle" if castle else f"the ground at the centre of {d}'s line"
    text = (f"{a} wins at once by eliminating {breaks[1]} of {d}'s units, {d} by eliminating {breaks[0]} of "
            f"{a}'s (half an army breaks it), or by wiping out or routing the other side. Otherwise {d} holds "
            f"{req.territory.name}: {a} must hold {what} when round {sc.round_limit} ends.")
    victory = Victory(instant=(InstantVictory(kind="eliminated_units", house=att, value=breaks[1]),
                               InstantVictory(kind="eliminated_units", house=dfn, value=breaks[0])),
                      at_end="control_objectives", end_house=dfn, end_objectives=("ground",), text=text)
    return sc.model_copy(update={"objectives": ground, "victory": victory})


def _centre(fld: Field, house: str) -> tuple[int, int]:
    """The hex a defender's line is built around: on its second row, the free ground nearest the centre."""
    mid = (fld.grid.cols - 1) / 2
    row = [i for i in range(fld.grid.size) if fld.depth(i, house) == GROUND_DEPTH and _passable(fld, i)]
    return fld.grid.coords[min(row, key=lambda i: (abs(fld.x(i) - mid), i))]


def _passable(fld: Field, i: int) -> bool:
    t = fld.terrain.get(i)
    return t is None or not fld.cat.terrain[t].impassable


def _name(t: Territory) -> str:
    return f"The {'Siege' if t.castle or t.fortification else 'Battle'} of {t.name}"


def _briefing(req: BattleRequest, scale: int, sc: Scenario, cat: Catalog) -> str:
    def side(a: ArmyRequest, s: Side) -> str:
        extra = [f"{n} {w}{'s' if n > 1 else ''}" for n, w in ((a.knights, "knight"), (a.siege, "siege engine")) if n]
        extra += [w for n, w in ((a.card_plus, f"cards worth +{a.card_plus} (as knights)"),
                                 (a.card_d8, f"cards worth {a.card_d8} d8 (as siege engines)")) if n]
        lords = ", ".join(f"{cat.commanders[c.commander].name} ({cat.commanders[c.commander].title}"
                          f"{', a veteran' if c.rank == 'red' else ''})" for c in s.commanders) or "no lord"
        return (f"{cat.houses[a.house].name}: {a.armies} arm{'ies' if a.armies > 1 else 'y'}"
                f"{' with ' + ' and '.join(extra) if extra else ''}, led by {lords}")
    t = req.territory
    features = [w for w, on in (("a castle", t.castle), ("a port", t.port), ("a seat of power", t.seat),
                                ("a fortification", t.fortification)) if on]
    where = f"{t.name}{' (' + t.region + ')' if t.region else ''}"
    return "\n".join([
        f"{cat.houses[req.attacker.house].name} marches on {where}"
        f"{' from ' + req.src if req.src else ''}{'; it has ' + ', '.join(features) if features else ''}.",
        side(req.attacker, sc.sides[0]) + ".", side(req.defender, sc.sides[1]) + ".",
        f"Each unit stands for {scale} arm{'ies' if scale > 1 else 'y'}; knights ride as cavalry and siege "
        "engines shoot as red archers. The survivors go back to the map as armies.",
        sc.victory.text,
    ])


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
