"""A battle plan as data: the pydantic model every battle is built from.

Scenarios come from `scenarios/battlelore/battles/*.json`, from the skirmish generator, or (later) from
the strategic map's battle hand-off; nothing here assumes a file. `load_scenario` validates a file and
names the file, field and problem on bad input; `validate_scenario` checks the references (unit types,
commanders, hexes on the board, one unit per hex) against the catalog.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tactical.catalog import DATA_DIR, Catalog, House, Rank, load_catalog
from tactical.hexgrid import grid_for
from tactical.protocol import ScenarioError, read_json, validated

BATTLES_DIR = DATA_DIR / "battles"
Hex = tuple[int, int]  # (col, row), row 0 = north edge


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Board(Model):
    cols: int = Field(15, ge=5, le=20)
    rows: int = Field(11, ge=5, le=15)
    side: Literal["A", "B"] = "A"


class TerrainPlacement(Model):
    hex: Hex
    terrain: str          # a terrain id from terrain.json (hex type or token)


class UnitPlacement(Model):
    type: str             # a unit type id from units.json
    rank: Rank
    hex: Hex


class CommanderPlacement(Model):
    commander: str        # a commander id from commanders.json
    rank: Rank
    hex: Hex


class Side(Model):
    house: House
    edge: Literal["north", "south"]
    order_value: int = Field(ge=0, le=8)       # dice rolled for order tokens each Gathering
    command_value: int = Field(ge=0, le=8)     # command cards drawn each Gathering
    command_tokens: int = Field(ge=0, le=10)
    morale_segment: Literal["11", "rout"] = "11"
    commanders: tuple[CommanderPlacement, ...] = ()
    units: tuple[UnitPlacement, ...] = ()


class Objective(Model):
    id: str
    name: str
    hexes: tuple[Hex, ...]
    control: House | None = None   # who holds its control marker at the start


class VpRule(Model):
    """Victory points scored in Regroup: per objective held, or per enemy unit eliminated."""

    kind: Literal["objective", "elimination"]
    objective: str | None = None
    houses: tuple[House, ...] = ("stark", "lannister")
    vp: int = 1
    when: Literal["each_round", "last_round"] = "each_round"


class InstantVictory(Model):
    kind: Literal["vp", "control_objectives", "eliminate_commanders", "eliminated_units"]
    house: House
    value: int = 0                          # vp or units to reach
    objectives: tuple[str, ...] = ()


class Victory(Model):
    vp: tuple[VpRule, ...] = ()
    instant: tuple[InstantVictory, ...] = ()
    at_end: Literal["most_vp", "control_objectives"] = "most_vp"
    end_house: House | None = None          # for control_objectives: the house that must hold them all
    end_objectives: tuple[str, ...] = ()
    text: str = ""


class Scenario(Model):
    id: str
    name: str
    briefing: str
    board: Board = Board()
    round_limit: int = Field(ge=1, le=10)
    momentum: House
    sides: tuple[Side, Side]
    terrain: tuple[TerrainPlacement, ...] = ()
    objectives: tuple[Objective, ...] = ()
    victory: Victory = Victory()
    special_rules: tuple[str, ...] = ()
    skirmish: bool = False
    # A teaching plan (the main menu's tutorial): playable alone, but not one of the box's battles, so the
    # arena's "all" leaves it out of its figures.
    tutorial: bool = False
    # Generated for a strategic game's battle (the hand-off): the result's outcome lists the figures left,
    # which the parent converts back to armies. Shipped plans leave it off and their results stay as they were.
    report_figures: bool = False

    @model_validator(mode="after")
    def _two_houses(self) -> "Scenario":
        houses = {s.house for s in self.sides}
        if len(houses) != 2:
            raise ValueError("sides: the two sides must be different houses")
        if {s.edge for s in self.sides} != {"north", "south"}:
            raise ValueError("sides: one side must have the north edge and the other the south edge")
        return self

    def side(self, house: str) -> Side:
        return next(s for s in self.sides if s.house == house)


def validate_scenario(sc: Scenario, catalog: Catalog | None = None, source: str = "scenario") -> Scenario:
    """Check what pydantic cannot: ids exist, hexes are on the board, one piece of terrain of each kind
    and one unit per hex, no unit on impassable ground, victory rules that can be met and not at once."""
    cat = catalog or load_catalog()
    grid = grid_for(sc.board.cols, sc.board.rows)
    problems: list[str] = []

    def on_board(field: str, hex_: Hex) -> None:
        if grid.index(*hex_) is None:
            problems.append(f"{field}: hex {list(hex_)} is not a full hex of a {sc.board.cols}x{sc.board.rows} board")

    ground = _check_terrain(sc, cat, on_board, problems)
    _check_pieces(sc, cat, ground, on_board, problems)
    for i, o in enumerate(sc.objectives):
        for h in o.hexes:
            on_board(f"objectives.{i}.hexes", h)
            if _impassable(cat, ground, h):
                problems.append(f"objectives.{i}.hexes: {list(h)} is impassable, so no unit could ever hold it")
    _check_victory(sc, problems)
    if problems:
        raise ScenarioError(f"{source}: {len(problems)} problem(s)\n  - " + "\n  - ".join(problems))
    return sc


def _check_terrain(sc: Scenario, cat: Catalog, on_board, problems: list[str]) -> dict[Hex, str]:
    """Terrain ids exist; a hex holds at most one hex type and one token. Returns hex -> the terrain on top."""
    layers: dict[tuple[Hex, bool], int] = {}
    top: dict[Hex, str] = {}
    for i, t in enumerate(sc.terrain):
        on_board(f"terrain.{i}.hex", t.hex)
        kind = cat.terrain.get(t.terrain)
        if kind is None:
            problems.append(f"terrain.{i}.terrain: unknown terrain {t.terrain!r}")
            continue
        key = (t.hex, kind.token)
        if key in layers:
            what = "terrain token" if kind.token else "hex type"
            problems.append(f"terrain.{i}.hex: {list(t.hex)} already has a {what} (terrain.{layers[key]})")
        layers[key] = i
        if kind.token or t.hex not in top or not cat.terrain[top[t.hex]].token:
            top[t.hex] = t.terrain
    return top


def _impassable(cat: Catalog, ground: dict[Hex, str], hex_: Hex) -> bool:
    return hex_ in ground and cat.terrain[ground[hex_]].impassable


def _check_pieces(sc: Scenario, cat: Catalog, ground: dict[Hex, str], on_board, problems: list[str]) -> None:
    """Commanders and units: known, of their side's house, one per hex, not on impassable ground, each
    commander (whatever his title) at most once, and every side with something on the field."""
    seen: dict[Hex, str] = {}
    people: dict[str, str] = {}
    for si, side in enumerate(sc.sides):
        pieces = [(f"sides.{si}.commanders.{i}", c.hex, c) for i, c in enumerate(side.commanders)]
        pieces += [(f"sides.{si}.units.{i}", u.hex, u) for i, u in enumerate(side.units)]
        if not pieces:
            problems.append(f"sides.{si}: {side.house} has no units on the field")
        for field, hex_, piece in pieces:
            on_board(field + ".hex", hex_)
            if hex_ in seen:
                problems.append(f"{field}.hex: {list(hex_)} already holds {seen[hex_]}")
            seen[hex_] = field
            if _impassable(cat, ground, hex_):
                problems.append(f"{field}.hex: {list(hex_)} is {ground[hex_].replace('_', ' ')}, where no unit may stand")
            _check_piece(cat, side.house, field, piece, problems)
            cmd = cat.commanders.get(getattr(piece, "commander", ""))
            if cmd is not None:
                if cmd.person in people:
                    problems.append(f"{field}.commander: {cmd.name} is already in the battle ({people[cmd.person]})")
                people[cmd.person] = field


def _check_victory(sc: Scenario, problems: list[str]) -> None:
    """Objectives named by the victory rules exist, and no instant victory is met before the first move."""
    objective_ids = {o.id for o in sc.objectives}
    for i, rule in enumerate(sc.victory.vp):
        if rule.kind == "objective" and rule.objective not in objective_ids:
            problems.append(f"victory.vp.{i}.objective: unknown objective {rule.objective!r}")
    for i, inst in enumerate(sc.victory.instant):
        for o in inst.objectives:
            if o not in objective_ids:
                problems.append(f"victory.instant.{i}.objectives: unknown objective {o!r}")
        if inst.kind == "control_objectives" and not inst.objectives:
            problems.append(f"victory.instant.{i}.objectives: name the objectives {inst.house} must hold")
        if inst.kind in ("vp", "eliminated_units") and inst.value < 1:
            problems.append(f"victory.instant.{i}.value: must be at least 1 (0 would win before the first move)")
    for o in sc.victory.end_objectives:
        if o not in objective_ids:
            problems.append(f"victory.end_objectives: unknown objective {o!r}")
    if sc.victory.at_end == "control_objectives" and (sc.victory.end_house is None or not sc.victory.end_objectives):
        problems.append("victory.end_house: at_end 'control_objectives' needs end_house and end_objectives")


def _check_piece(cat: Catalog, house: str, field: str, piece, problems: list[str]) -> None:
    if isinstance(piece, CommanderPlacement):
        cmd = cat.commanders.get(piece.commander)
        if cmd is None:
            problems.append(f"{field}.commander: unknown commander {piece.commander!r}")
        elif cmd.house != house:
            problems.append(f"{field}.commander: {piece.commander} is not of house {house}")
    else:
        ut = cat.units.get(piece.type)
        if ut is None:
            problems.append(f"{field}.type: unknown unit type {piece.type!r}")
        elif ut.house != house:
            problems.append(f"{field}.type: {piece.type} is not a {house} unit")


def scenario_from_dict(data: dict, source: str = "scenario") -> Scenario:
    sc = validated(Scenario, data, source, ScenarioError)
    return validate_scenario(sc, source=source)


def find_scenario_path(name: str) -> Path:
    """A scenario by id (file stem in the battles folder) or by path."""
    p = Path(name)
    if p.suffix == ".json" and p.exists():
        return p
    candidate = BATTLES_DIR / f"{name}.json"
    if candidate.exists():
        return candidate
    known = ", ".join(list_scenarios())
    raise ScenarioError(f"unknown battle {name!r}; known battles: {known}")


def load_scenario(name: str) -> Scenario:
    path = find_scenario_path(name)
    return scenario_from_dict(read_json(path, "scenario"), source=str(path))


def list_scenarios() -> list[str]:
    return sorted(p.stem for p in BATTLES_DIR.glob("*.json"))


def box_battles() -> list[str]:
    """The shipped battle plans without the tutorial ones: what "all" means when measuring the AI."""
    return [name for name in list_scenarios() if not load_scenario(name).tutorial]


def export_schema(path: Path) -> None:
    path.write_text(json.dumps(Scenario.model_json_schema(), indent=2) + "\n", encoding="utf-8")
