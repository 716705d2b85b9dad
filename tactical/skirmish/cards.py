"""Skirmish cards as data: the summary cards and each house's setup cards, validated on load."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from tactical.catalog import DATA_DIR, Catalog, House, Rank, load_catalog
from tactical.hexgrid import grid_for
from tactical.protocol import ScenarioError, UserError, read_json, validated
from tactical.scenario import (
    Board, Model, Objective, TerrainPlacement, Victory,
)

SKIRMISH_DIR = DATA_DIR / "skirmish"
HOUSES: tuple[str, str] = ("stark", "lannister")
# A skirmish board is bare plains: a river or a river crossing on a setup card would have nothing to
# cross, so the cards and summaries may not use them (docs/decisions.md, "Skirmish").
RIVER_TERRAIN = frozenset({"river", "forest_river", "ford", "wooden_bridge", "stone_bridge"})

# ---------------------------------------------------------------- the cards as data
class Portrait(Model):
    commander: str                      # a commander card id from commanders.json (the title to use)
    value: int = Field(ge=1, le=3)
    rank: Rank = "blue"                 # the commander unit's rank


class UnitEntry(Model):
    type: str                           # a unit type id from units.json
    rank: Rank
    count: int = Field(1, ge=1, le=6)


class TerrainEntry(Model):
    terrain: str                        # a terrain id from terrain.json
    count: int = Field(1, ge=1, le=8)


class SkirmishSetupCard(Model):
    id: str
    house: House
    name: str
    commander: Portrait | None = None
    units: tuple[UnitEntry, ...] = Field(min_length=1)
    terrain: tuple[TerrainEntry, ...] = Field(min_length=1)


class CommanderRule(Model):
    max_commanders: int = Field(ge=0, le=5)
    max_total_value: int = Field(ge=0, le=15)


class PlacementRules(Model):
    """Rows counted from the placing house's own edge (the edge row is 1)."""

    terrain_within: int = Field(ge=1, le=15)
    commander_within: int = Field(ge=1, le=15)
    commanders_zoc_disjoint: bool = False
    units_within: int = Field(ge=1, le=15)


class HouseSetup(Model):
    edge: Literal["north", "south"]
    order_value: int = Field(ge=0, le=8)
    command_value: int = Field(ge=0, le=8)
    command_tokens: int = Field(ge=0, le=10)
    morale_segment: Literal["11", "rout"] = "11"


class SkirmishSummary(Model):
    id: str
    name: str
    name_fr: str = ""
    text: str
    board: Board
    momentum: House | Literal["random"]
    commanders: CommanderRule
    unit_value: int = Field(ge=1, le=4)
    terrain_value: int = Field(ge=0, le=4)
    placement: PlacementRules
    round_limit: int = Field(ge=1, le=10)
    houses: dict[House, HouseSetup]
    terrain: tuple[TerrainPlacement, ...] = ()   # printed on the summary: placed before the drawn pieces
    objectives: tuple[Objective, ...] = ()
    victory: Victory = Victory()

    @model_validator(mode="after")
    def _check(self) -> "SkirmishSummary":
        if set(self.houses) != set(HOUSES):
            raise ValueError("houses: needs exactly 'stark' and 'lannister'")
        if {h.edge for h in self.houses.values()} != {"north", "south"}:
            raise ValueError("houses: one house must have the north edge and the other the south edge")
        rows = self.board.rows
        for name in ("terrain_within", "commander_within", "units_within"):
            if getattr(self.placement, name) > rows:
                raise ValueError(f"placement.{name}: more than the board's {rows} rows")
        return self


class _CardFile(Model):
    cards: tuple[SkirmishSetupCard, ...]


class _SummaryFile(Model):
    summaries: tuple[SkirmishSummary, ...] = Field(min_length=1)


@dataclass(frozen=True)
class SkirmishData:
    summaries: dict[str, SkirmishSummary]
    cards: tuple[SkirmishSetupCard, ...]

    def summary(self, summary_id: str) -> SkirmishSummary:
        found = self.summaries.get(summary_id)
        if found is None:
            raise ScenarioError(f"unknown skirmish {summary_id!r}; known: {', '.join(sorted(self.summaries))}")
        return found

    def deck(self, house: str) -> list[SkirmishSetupCard]:
        return [c for c in self.cards if c.house == house]


# ---------------------------------------------------------------- loading and checking
def _read(model, path: Path):
    try:
        data = read_json(path, "skirmish file")
    except UserError as exc:            # missing file or bad JSON: the message already names the file
        raise ScenarioError(str(exc)) from None
    return validated(model, data, str(path), ScenarioError)


def load_setup_cards(path: Path, catalog: Catalog) -> tuple[SkirmishSetupCard, ...]:
    cards = _read(_CardFile, path).cards
    problems: list[str] = []
    seen: set[str] = set()
    for i, card in enumerate(cards):
        where = f"cards.{i}"
        if card.id in seen:
            problems.append(f"{where}.id: duplicate card id {card.id!r}")
        seen.add(card.id)
        if card.commander is not None:
            cmd = catalog.commanders.get(card.commander.commander)
            if cmd is None or cmd.house != card.house:
                problems.append(f"{where}.commander.commander: {card.commander.commander!r} "
                                f"is not a {card.house} commander")
        for j, u in enumerate(card.units):
            ut = catalog.units.get(u.type)
            if ut is None or ut.house != card.house:
                problems.append(f"{where}.units.{j}.type: {u.type!r} is not a {card.house} unit type")
        for j, t in enumerate(card.terrain):
            problems += _terrain_problems(f"{where}.terrain.{j}.terrain", t.terrain, catalog)
    _raise_problems(path, problems)
    return cards


def load_summaries(path: Path, catalog: Catalog) -> dict[str, SkirmishSummary]:
    summaries = _read(_SummaryFile, path).summaries
    problems: list[str] = []
    for i, s in enumerate(summaries):
        grid = grid_for(s.board.cols, s.board.rows)
        for j, t in enumerate(s.terrain):
            problems += _terrain_problems(f"summaries.{i}.terrain.{j}.terrain", t.terrain, catalog)
            if grid.index(*t.hex) is None:
                problems.append(f"summaries.{i}.terrain.{j}.hex: {list(t.hex)} is not on the board")
        for j, o in enumerate(s.objectives):
            if any(grid.index(*h) is None for h in o.hexes):
                problems.append(f"summaries.{i}.objectives.{j}.hexes: a hex is not on the board")
        ids = {o.id for o in s.objectives}
        used = [r.objective for r in s.victory.vp if r.kind == "objective"]
        used += [o for inst in s.victory.instant for o in inst.objectives] + list(s.victory.end_objectives)
        problems += [f"summaries.{i}.victory: unknown objective {o!r}" for o in used if o not in ids]
    if len({s.id for s in summaries}) != len(summaries):
        problems.append("summaries: two summaries share an id")
    _raise_problems(path, problems)
    return {s.id: s for s in summaries}


def _terrain_problems(where: str, terrain: str, catalog: Catalog) -> list[str]:
    if terrain not in catalog.terrain:
        return [f"{where}: unknown terrain {terrain!r}"]
    if terrain in RIVER_TERRAIN:
        return [f"{where}: {terrain!r} cannot be used in a skirmish (the skirmish board has no rivers)"]
    return []


def _raise_problems(path: Path, problems: list[str]) -> None:
    if problems:
        raise ScenarioError(f"{path}: {len(problems)} problem(s)\n  - " + "\n  - ".join(problems))


def _check_decks(data: SkirmishData, path: Path) -> None:
    """Every summary must be playable with the decks: enough cards after the commanders are taken."""
    problems = []
    for s in data.summaries.values():
        need = s.commanders.max_commanders + s.unit_value + s.terrain_value
        for house in HOUSES:
            if len(data.deck(house)) < need:
                problems.append(f"cards: {s.id} needs {need} {house} setup cards, the deck has {len(data.deck(house))}")
    _raise_problems(path, problems)


def load_skirmish_data(data_dir: Path = SKIRMISH_DIR, catalog: Catalog | None = None) -> SkirmishData:
    """Read and check `summaries.json` and `setup_cards.json`; ScenarioError names the file and field."""
    cat = catalog or load_catalog()
    data = SkirmishData(
        summaries=load_summaries(Path(data_dir) / "summaries.json", cat),
        cards=load_setup_cards(Path(data_dir) / "setup_cards.json", cat),
    )
    _check_decks(data, Path(data_dir) / "setup_cards.json")
    return data


@functools.lru_cache(maxsize=4)
def _cached_data(data_dir: Path) -> SkirmishData:
    return load_skirmish_data(data_dir)


def validate_skirmish_data() -> None:
    """For `run.py validate`: the files load, and each summary generates a valid scenario."""
    from tactical.skirmish.generate import generate_skirmish   # generation needs the cards: import late

    data = load_skirmish_data()
    for summary_id in data.summaries:
        generate_skirmish(summary_id, 0)
