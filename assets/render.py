"""Render the game's art to PNG files: `python assets/render.py` (all) or on first use from the game.

Every picture is drawn by our own code (`board_art.py`, `piece_art.py`) with Pillow; nothing is
downloaded. The PNGs go to `assets/generated/`, which is not committed: `ensure(name)` renders a missing
picture the first time the game asks for it, so a fresh checkout needs no step.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
OUT = HERE / "generated"
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import board_art  # noqa: E402
import piece_art  # noqa: E402

TERRAIN_TILES = ("plains", "hills", "forest", "river", "forest_river", "building", "road", "forest_road", "half")
FACES = ("green", "blue", "red", "valor", "morale")
UNIT_ICONS = ("infantry", "cavalry", "ranged", "dogs")


def _registry() -> dict[str, Callable]:
    reg: dict[str, Callable] = {}
    for kind in TERRAIN_TILES:
        for v in range(2):
            reg[f"tile_{kind}_{v}"] = (lambda k=kind, v=v: board_art.tile(k, v))
    for kind in board_art.TOKENS:
        reg[f"token_{kind}"] = (lambda k=kind: board_art.token(k))
    for level in range(1, 5):
        reg[f"fire_{level}"] = (lambda lv=level: board_art.fire(lv))
    reg["objective"] = board_art.objective
    reg["parchment"] = board_art.parchment
    reg["wood"] = board_art.wood
    for house in piece_art.HOUSES:
        for icon in UNIT_ICONS:
            reg[f"unit_{house}_{icon}"] = (lambda h=house, i=icon: piece_art.unit(h, i))
        reg[f"engage_{house}"] = (lambda h=house: piece_art.engagement(h))
        reg[f"control_{house}"] = (lambda h=house: piece_art.control(h))
    for rank in piece_art.RANKS:
        reg[f"banner_{rank}"] = (lambda r=rank: piece_art.banner(r))
    for n in range(0, 7):
        reg[f"badge_{n}"] = (lambda k=n: piece_art.badge(k))
    for face in FACES:
        reg[f"die_{face}"] = (lambda f=face: piece_art.die(f))
        reg[f"token_order_{face}"] = (lambda f=face: piece_art.order_token(f))
    reg["command_token"] = piece_art.command_token
    reg["crown"] = piece_art.crown
    reg["spent"] = piece_art.spent
    return reg


REGISTRY = _registry()


def ensure(name: str) -> Path:
    """The PNG for `name`, rendered now if it is not on disk yet."""
    path = OUT / f"{name}.png"
    if not path.exists():
        if name not in REGISTRY:
            raise KeyError(f"no art called {name!r}")
        OUT.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.png")     # one per process: two may draw it at once
        REGISTRY[name]().save(tmp, optimize=True)
        tmp.replace(path)
    return path


def render_all(force: bool = False) -> int:
    for name in REGISTRY:
        if force:
            (OUT / f"{name}.png").unlink(missing_ok=True)
        ensure(name)
    return len(REGISTRY)


if __name__ == "__main__":
    n = render_all(force="--force" in sys.argv)
    print(f"rendered {n} pictures into {OUT}")
