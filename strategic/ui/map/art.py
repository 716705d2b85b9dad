"""The map's background picture as an Arcade texture: rendered by our script `assets/map_art.py` the first
time a map is shown and kept in `assets/generated/` (not committed), like the battle screen's art."""
from __future__ import annotations

import functools
import os

import arcade

from strategic.ui.map.model import MapModel
from tactical.ui.asset_scripts import ASSETS, asset_script


@functools.lru_cache(maxsize=8)
def background(model: MapModel) -> arcade.Texture | None:
    if not model.background:
        return None
    path = ASSETS / "generated" / f"{model.background}.png"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.png")     # one per process: two may draw it at once
        asset_script("map_art.py").background(model, tmp)
        tmp.replace(path)
    return arcade.load_texture(path)
