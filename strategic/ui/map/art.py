"""The map's background picture as an Arcade texture: rendered by our script `assets/map_art.py` the first
time a map is shown and kept in `assets/generated/` (not committed), like the battle screen's art."""
from __future__ import annotations

import functools
import importlib.util
import os
import sys

import arcade

from strategic.ui.map.model import MapModel
from tactical.ui.textures import ASSETS


@functools.lru_cache(maxsize=1)
def _script():
    if str(ASSETS) not in sys.path:
        sys.path.insert(0, str(ASSETS))       # map_art imports its sibling paint.py
    spec = importlib.util.spec_from_file_location("westeros_assets_map_art", ASSETS / "map_art.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@functools.lru_cache(maxsize=8)
def background(model: MapModel) -> arcade.Texture | None:
    if not model.background:
        return None
    path = ASSETS / "generated" / f"{model.background}.png"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.png")     # one per process: two may draw it at once
        _script().background(model, tmp)
        tmp.replace(path)
    return arcade.load_texture(path)
