"""The hex battle's odds, estimated: how often the attacker wins a generated battle, from AI-against-AI
battles played once and kept as data (`scenarios/handoff/odds.json`), by the size of the matchup (the
army units each side fields, 1-8, the hand-off table's scale applied to the armies).

`estimate(attacking, defending)` is what a player weighs before choosing the hexes (the terminal shows it
next to the dice's exact odds); `simulate` plays the battles and `write_table` keeps them, for
`run.py bench handoff --odds`. The rules engines never read this file: it is advice for a player only.
The estimate is rough on purpose: a plain territory (no castle, fortification or special units), random
houses and regions, the battles' greedy AI on both sides.
"""
from __future__ import annotations

import json
from functools import lru_cache
from math import ceil
from pathlib import Path
from typing import Callable

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tactical.catalog import HOUSES
from tactical.protocol import Rng, ScenarioError, read_json, validated, write_atomic

from .plan import REGION_TERRAIN, generate_plan
from .table import MAX_ARMY_UNITS, armies_per_unit

ODDS_FILE = Path(__file__).resolve().parents[2] / "scenarios" / "handoff" / "odds.json"
SIZES = range(1, MAX_ARMY_UNITS + 1)


class Cell(BaseModel):
    """The battles of one matchup size: how many were played and how many the attacker won."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    attacker_units: int = Field(ge=1, le=MAX_ARMY_UNITS)
    defender_units: int = Field(ge=1, le=MAX_ARMY_UNITS)
    battles: int = Field(ge=1)
    attacker_wins: int = Field(ge=0)

    @model_validator(mode="after")
    def _wins_within_battles(self) -> "Cell":
        if self.attacker_wins > self.battles:
            raise ValueError(f"{self.attacker_wins} wins out of {self.battles} battles")
        return self


class OddsTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    battle_ai: str                      # the battle AI that played both sides
    seed: int
    cells: list[Cell]

    @model_validator(mode="after")
    def _every_size_once(self) -> "OddsTable":
        keys = [(c.attacker_units, c.defender_units) for c in self.cells]
        missing = [k for k in ((a, d) for a in SIZES for d in SIZES) if k not in keys]
        if len(set(keys)) != len(keys) or missing:
            raise ValueError(f"cells: one per matchup size 1-{MAX_ARMY_UNITS} against 1-{MAX_ARMY_UNITS} "
                             f"({len(keys)} given, {len(set(keys))} distinct, missing {missing[:3]}...)")
        return self

    def chance(self, attacker_units: int, defender_units: int) -> tuple[float, int]:
        """The attacker's share of wins for this matchup size, and how many battles it rests on."""
        cell = next(c for c in self.cells if (c.attacker_units, c.defender_units) == (attacker_units, defender_units))
        return cell.attacker_wins / cell.battles, cell.battles


def units(attacking: int, defending: int) -> tuple[int, int]:
    """The matchup size of an invasion: the army units each side fields (the hand-off table)."""
    scale = armies_per_unit(attacking, defending)
    return min(MAX_ARMY_UNITS, ceil(attacking / scale)), min(MAX_ARMY_UNITS, ceil(defending / scale))


def read_table(path: Path = ODDS_FILE) -> OddsTable:
    """The table, checked (`run.py validate` reads the shipped one)."""
    return validated(OddsTable, read_json(path, "hex odds table"), str(path), ScenarioError)


@lru_cache(maxsize=4)
def _table(path: Path) -> OddsTable | None:
    return read_table(path) if path.is_file() else None


def estimate(attacking: int, defending: int, path: Path = ODDS_FILE) -> tuple[float, int] | None:
    """The estimated chance that `attacking` armies win a hex battle against `defending`, and the number
    of simulated battles behind it; None if no table was computed."""
    table = _table(path)
    return None if table is None else table.chance(*units(attacking, defending))


PlayBattle = Callable[[dict[str, object], int], bool]     # (plan JSON, seed) -> whether the attacker won


def simulate(battles: int, seed: int, play: PlayBattle, battle_ai: str) -> OddsTable:
    """Play `battles` battles for every matchup size: random houses and regions, plain territory."""
    rng, cells = Rng(seed), list[Cell]()
    for a in SIZES:
        for d in SIZES:
            wins = 0
            for _ in range(battles):
                att = rng.choice(HOUSES)
                req = {"attacker": {"house": att, "armies": a},
                       "defender": {"house": rng.choice([h for h in HOUSES if h != att]), "armies": d},
                       "territory": {"name": "the field", "region": rng.choice(sorted(REGION_TERRAIN))}}
                plan = generate_plan(req, rng.next_u64()).scenario.model_dump(mode="json")
                wins += play(plan, rng.next_u64())
            cells.append(Cell(attacker_units=a, defender_units=d, battles=battles, attacker_wins=wins))
    return OddsTable(battle_ai=battle_ai, seed=seed, cells=cells)


def write_table(table: OddsTable, path: Path = ODDS_FILE) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    head = json.dumps({"battle_ai": table.battle_ai, "seed": table.seed})[:-1]
    cells = ",\n".join(" " + json.dumps(c.model_dump()) for c in table.cells)     # one matchup size a line
    write_atomic(path, f'{head}, "cells": [\n{cells}\n]}}\n')
    _table.cache_clear()
