"""The player's settings (window, AI speed, animation, sound and its volume) and where settings and saves live on disk, for every
game the window shows.

Stored as JSON under `$WESTEROS_HOME` (tests point it at a temporary folder), else
`$XDG_CONFIG_HOME/westeros-wargame`, else `~/.config/westeros-wargame`. A missing or unreadable file
gives the defaults, so a bad settings file never stops the game from starting.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from tactical.protocol import write_atomic

WINDOW_SIZES = ((1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
MIN_SIZE = (1024, 700)        # the smallest window: every screen is laid out to fit it
AI_DELAYS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}      # seconds between AI actions
ANIMATION_SCALES = {"off": 0.0, "fast": 0.5, "normal": 1.0}                  # x 300 ms per move or roll
MOTION_SECONDS = 0.3
VOLUMES = (10, 25, 50, 70, 100)                                               # % of full loudness


def _one_of(options) -> AfterValidator:
    def check(value: str) -> str:
        if value not in options:
            raise ValueError(f"one of {', '.join(map(str, options))}")
        return value
    return AfterValidator(check)


class Settings(BaseModel):
    """The settings file's fields; a value of the wrong kind or out of range is dropped when it is read."""

    width: int = Field(1280, ge=MIN_SIZE[0])
    height: int = Field(800, ge=MIN_SIZE[1])
    fullscreen: bool = False
    ai_speed: Annotated[str, _one_of(AI_DELAYS)] = "normal"
    animation: Annotated[str, _one_of(ANIMATION_SCALES)] = "normal"
    ai_level: Annotated[str, _one_of(("easy", "normal", "hard"))] = "normal"
    sound: bool = True          # the battle's sound effects (tactical/ui/sound.py)
    volume: int = Field(70, ge=0, le=100)
    risk_defence: Annotated[str, _one_of(("most", "ask"))] = "most"   # a human Risk defender: the most dice unasked, or "ask"

    @property
    def ai_delay(self) -> float:
        return AI_DELAYS.get(self.ai_speed, AI_DELAYS["normal"])

    @property
    def motion(self) -> float:
        """Seconds one move or roll animation lasts (0: no motion)."""
        return MOTION_SECONDS * ANIMATION_SCALES.get(self.animation, 1.0)


def home() -> Path:
    if os.environ.get("WESTEROS_HOME"):
        return Path(os.environ["WESTEROS_HOME"])
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "westeros-wargame"


def saves_dir() -> Path:
    return home() / "saves"


def load_settings() -> Settings:
    """The settings file's valid fields (a hand-edited "width": "abc" crashed the window at start): each field
    of the wrong kind or out of range, and anything unknown, keeps its default."""
    path = home() / "settings.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    kept = {}
    for name in Settings.model_fields:
        try:
            Settings.model_validate({name: data[name]})
        except (KeyError, ValidationError):
            continue
        kept[name] = data[name]
    return Settings.model_validate(kept)


def save_settings(settings: Settings) -> None:
    write_atomic(home() / "settings.json", json.dumps(settings.model_dump(), indent=1) + "\n")


def cycle(options, current):
    """The option after `current` in `options` (wrapping), for settings buttons that step through values."""
    options = list(options)
    i = options.index(current) if current in options else -1
    return options[(i + 1) % len(options)]
