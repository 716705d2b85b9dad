"""Domination's card sets (maester, objective, character) as pydantic models loaded from data.

The seed describes the card types but prints no card texts; ours are in `scenarios/risk/*.json` and
validated here on load (unique ids, 4 characters per house, known effect and condition kinds, 1-4
victory points). Abilities are data: an `Effect` names a hook in `effects.py` and its numbers; an
objective's `Condition` names a check in `objectives.py`.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from tactical.protocol import ScenarioError, read_json, validated

DATA_DIR = Path(__file__).resolve().parents[3] / "scenarios" / "risk"
ALL_HOUSES = ("stark", "baratheon", "lannister", "tyrell", "martell", "targaryen", "ghiscari")

Timing = Literal["reinforce", "invade", "defend", "manoeuvre"]
EffectKind = Literal[
    "armies", "armies_per_castle", "gold", "gold_per_port", "unit", "attack_plus", "attack_d8",
    "defence_plus", "defence_d8", "extra_manoeuvre", "free_manoeuvre", "draw_territory", "remove_armies",
    "sabotage", "steal_gold", "objective_draw", "reinforce_territory",
]
MODIFIERS = ("attack_plus", "attack_d8", "defence_plus", "defence_d8")
ConditionKind = Literal[
    "castles", "ports", "territories", "regions", "hold_regions", "conquered", "enemy_seat", "units",
    "host", "gold", "presence", "eliminated",
]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Effect(_Frozen):
    kind: EffectKind
    n: int = 1
    duration: Literal["battle", "turn", "round"] | None = None
    unit: Literal["knight", "siege", "fortification"] | None = None

    @model_validator(mode="after")
    def _check(self) -> "Effect":
        if (self.kind in MODIFIERS) != (self.duration is not None):
            raise ValueError(f"{self.kind}: battle modifiers (and only they) need a duration")
        if (self.kind == "unit") != (self.unit is not None):
            raise ValueError(f"{self.kind}: a 'unit' effect (and only it) names the unit")
        if self.n < 1:
            raise ValueError(f"{self.kind}: n must be at least 1")
        return self


class MaesterCard(_Frozen):
    id: str
    name: str
    text: str
    cost: int                 # gold to play it (buying costs MAESTER_PRICE)
    timing: Timing
    effect: Effect
    copies: int = 1


class CharacterCard(_Frozen):
    id: str
    house: str
    name: str
    title: str
    text: str
    cost: int
    timing: Timing
    effect: Effect


class Condition(_Frozen):
    kind: ConditionKind
    n: int = 1
    regions: tuple[str, ...] = ()


class ObjectiveCard(_Frozen):
    id: str
    name: str
    text: str
    vp: int
    condition: Condition
    maps: tuple[Literal["westeros", "essos", "world"], ...] = ("westeros", "essos", "world")

    @model_validator(mode="after")
    def _check(self) -> "ObjectiveCard":
        if not 1 <= self.vp <= 4:
            raise ValueError(f"{self.id}: objectives are worth 1 to 4 victory points")
        if (self.condition.kind == "hold_regions") != bool(self.condition.regions):
            raise ValueError(f"{self.id}: 'hold_regions' (and only it) lists regions")
        return self


class CardSets(_Frozen):
    maester: tuple[MaesterCard, ...]
    characters: tuple[CharacterCard, ...]
    objectives: tuple[ObjectiveCard, ...]

    @model_validator(mode="after")
    def _check(self) -> "CardSets":
        for group in (self.maester, self.characters, self.objectives):
            ids = [c.id for c in group]
            dup = {i for i in ids if ids.count(i) > 1}
            if dup:
                raise ValueError(f"duplicate card ids: {sorted(dup)}")
        for house in ALL_HOUSES:
            n = sum(c.house == house for c in self.characters)
            if n != 4:
                raise ValueError(f"house {house} has {n} character cards; every house has 4")
        bad = {c.house for c in self.characters} - set(ALL_HOUSES)
        if bad:
            raise ValueError(f"characters of unknown houses: {sorted(bad)}")
        return self

    @property
    def maester_by_id(self) -> dict[str, MaesterCard]:
        return {c.id: c for c in self.maester}

    @property
    def character_by_id(self) -> dict[str, CharacterCard]:
        return {c.id: c for c in self.characters}

    @property
    def objective_by_id(self) -> dict[str, ObjectiveCard]:
        return {c.id: c for c in self.objectives}


def load_cards(path_dir: Path | None = None) -> CardSets:
    """Read and validate maester.json, characters.json and objectives.json."""
    folder = Path(path_dir) if path_dir else DATA_DIR
    raw = {}
    for key, name in (("maester", "maester"), ("characters", "characters"), ("objectives", "objectives")):
        data = read_json(folder / f"{name}.json", what="card set")
        raw[key] = data.get(key, data) if isinstance(data, dict) else data
    return validated(CardSets, raw, str(folder), ScenarioError)


@lru_cache(maxsize=1)
def cards() -> CardSets:
    return load_cards()


@lru_cache(maxsize=1)
def lookup() -> tuple[dict[str, MaesterCard], dict[str, CharacterCard], dict[str, ObjectiveCard]]:
    c = cards()
    return c.maester_by_id, c.character_by_id, c.objective_by_id


def playable_card(card: str) -> MaesterCard | CharacterCard | None:
    """A maester or character card by its id (the two decks' ids do not overlap), or None."""
    maester, characters, _ = lookup()
    return maester.get(card) or characters.get(card)
