"""Sound effects on battle events: dice when dice are rolled, a clash of blades for a melee attack, a bow for
a ranged one, a horn when a round starts or the battle is won, a rout when a unit is eliminated.

The sounds are ours, rendered by `assets/sounds.py` into `assets/generated/` the first time they are
needed. `sounds_for(state, events)` is the event -> sound table (pure, tested without audio). `SoundBoard`
plays them at the Settings volume unless muted; with no audio device (ARCADE_HEADLESS, pyglet's silent
driver, a driver that fails) playing is a no-op, so a machine without sound never crashes.
"""
from __future__ import annotations

import functools
import os
from typing import Any, Callable

from tactical.protocol import Event
from tactical.rules import combat
from tactical.rules.state import BattleState
from tactical.ui.asset_scripts import asset_script

DICE_ROLLS = ("attack", "counter", "strike", "dogs", "reroll", "orders")


def _attack(state: BattleState, d: dict[str, Any]) -> str:
    a = state.units[d["unit"]]
    return "clash" if d.get("attack") != "dogs" and combat.is_melee(state, a) else "bow"


SOUND_OF: dict[str, Callable[[BattleState, dict[str, Any]], str | None]] = {
    "roll": lambda st, d: "dice" if d.get("dice") and d.get("purpose") in DICE_ROLLS else None,
    "attack": _attack,
    "eliminated": lambda st, d: "rout",
    "round": lambda st, d: "horn",
    "victory": lambda st, d: "horn",
}


def sounds_for(state: BattleState, events: list[Event]) -> list[str]:
    """The sounds one step's events call for, each once, in the order they happened."""
    names = (SOUND_OF[e.kind](state, e.data) if e.kind in SOUND_OF else None for e in events)
    return list(dict.fromkeys(n for n in names if n is not None))


@functools.lru_cache(maxsize=1)
def audio_available() -> bool:
    """A real audio device: not headless, and pyglet found a driver other than its silent one."""
    if os.environ.get("ARCADE_HEADLESS"):
        return False
    try:
        import pyglet

        driver = pyglet.media.get_audio_driver()
    except Exception:       # no library, no server, no device: every one means "no sound"
        return False
    return driver is not None and type(driver).__name__ != "SilentDriver"


@functools.lru_cache(maxsize=None)
def _load(name: str):
    import arcade

    return arcade.load_sound(asset_script("sounds.py").ensure(name))


class SoundBoard:
    """Plays event sounds at the settings' volume (`settings.sound`, `settings.volume` 0-100)."""

    def __init__(self, settings, available: Callable[[], bool] = audio_available) -> None:
        self.settings, self.available = settings, available

    def play(self, names: list[str]) -> list[str]:
        """Play `names`; returns those played (none when muted, silent or without a device)."""
        if not names or not self.settings.sound or self.settings.volume <= 0 or not self.available():
            return []
        played = []
        for name in names:
            try:
                _load(name).play(volume=self.settings.volume / 100)
            except Exception:      # a device that fails mid-game: the battle goes on in silence
                return played
            played.append(name)
        return played
