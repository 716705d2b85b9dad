"""The player's settings (window, AI speed, animation, sound and its volume) and where settings and saves live on disk, for every
game the window shows.

Stored as JSON under `$WESTEROS_HOME` (tests point it at a temporary folder), else
`$XDG_CONFIG_HOME/westeros-wargame`, else `~/.config/westeros-wargame`. A missing or unreadable file
gives the defaults, so a bad settings file never stops the game from starting.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from tactical.protocol import write_atomic

WINDOW_SIZES = ((1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
MIN_SIZE = (1024, 700)        # the smallest window: every screen is laid out to fit it
AI_DELAYS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}      # seconds between AI actions
ANIMATION_SCALES = {"off": 0.0, "fast": 0.5, "normal": 1.0}                  # x 300 ms per move or roll
MOTION_SECONDS = 0.3
VOLUMES = (10, 25, 50, 70, 100)                                               # % of full loudness


@dataclass
class Settings:
    width: int = 1280
    height: int = 800
    fullscreen: bool = False
    ai_speed: str = "normal"
    animation: str = "normal"
    ai_level: str = "normal"
    sound: bool = True          # the battle's sound effects (tactical/ui/sound.py)
    volume: int = 70
    risk_defence: str = "most"  # a human Risk defender: "most" dice without being asked (unless a card may be played), or "ask"

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
    path = home() / "settings.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    known = {f.name for f in fields(Settings)}
    try:
        return Settings(**{k: v for k, v in data.items() if k in known})
    except TypeError:
        return Settings()


def save_settings(settings: Settings) -> None:
    write_atomic(home() / "settings.json", json.dumps(asdict(settings), indent=1) + "\n")


def cycle(options, current):
    """The option after `current` in `options` (wrapping), for settings buttons that step through values."""
    options = list(options)
    i = options.index(current) if current in options else -1
    return options[(i + 1) % len(options)]
