"""The learned value of a position: the chance that a seat wins from here, a logistic model over the
seat's features (`features.py`), one model per map and game kind ("westeros/skirmish-3").

The weights are data, `scenarios/risk/ai_value.json`, fitted by `python -m strategic.risk.ai.train`
from thousands of arena games and validated here on load (a broken file is named with its field).
Every model lists the feature names it was fitted on: a file fitted on other features is refused
rather than read wrongly.
"""
from __future__ import annotations

from functools import lru_cache
from math import exp
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from tactical.protocol import ScenarioError, read_json, validated

from ..rules.view import RiskView
from .features import NAMES, features

VALUE_FILE = Path(__file__).resolve().parents[3] / "scenarios" / "risk" / "ai_value.json"


class Logistic(BaseModel):
    """P(win) = 1 / (1 + exp(-(bias + sum(w * (x - mean) / scale))))."""
    model_config = ConfigDict(extra="forbid")
    features: list[str]
    mean: list[float]
    scale: list[float]
    weights: list[float]
    bias: float
    games: int                # how it was fitted (for the record)
    samples: int
    seed: int
    log_loss: float

    @model_validator(mode="after")
    def _fits_the_code(self) -> "Logistic":
        if tuple(self.features) != NAMES:
            raise ValueError(f"fitted on features {self.features}, the code computes {list(NAMES)}: refit it")
        if not len(self.mean) == len(self.scale) == len(self.weights) == len(NAMES):
            raise ValueError(f"mean, scale and weights must each have {len(NAMES)} numbers")
        if min(self.scale) <= 0:
            raise ValueError("every scale must be above 0")
        return self

    def win_chance(self, x: list[float]) -> float:
        z = self.bias + sum(w * (a - m) / s for w, a, m, s in zip(self.weights, x, self.mean, self.scale))
        return 1.0 / (1.0 + exp(-max(-30.0, min(30.0, z))))


class ValueFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    models: dict[str, Logistic]


def load_values(path: Path = VALUE_FILE) -> dict[str, Logistic]:
    return validated(ValueFile, read_json(path, what="Risk AI value file"), str(path), ScenarioError).models


@lru_cache(maxsize=1)
def values() -> dict[str, Logistic]:
    return load_values()


def kind(v: RiskView) -> str:
    return f"{v.map}/{v.rules}-{len(v.seats)}"


def model_for(v: RiskView) -> Logistic | None:
    """The model for the view's game kind, or None where none was fitted (the planner plays alone)."""
    return values().get(kind(v))


def win_chance(model: Logistic, v: RiskView) -> float:
    return model.win_chance(features(v))
