"""The art scripts in assets/ (render.py for pictures, sounds.py for sounds), loaded as modules by the
window: they are scripts as well, run by hand to render everything, so they are not importable as a package."""
from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@functools.lru_cache(maxsize=None)
def asset_script(filename: str) -> ModuleType:
    """assets/`filename` as a module, loaded once (assets/ goes on the path, as the scripts import their
    siblings, e.g. map_art.py's paint.py)."""
    if str(ASSETS) not in sys.path:
        sys.path.append(str(ASSETS))
    spec = importlib.util.spec_from_file_location(f"westeros_assets_{Path(filename).stem}", ASSETS / filename)
    assert spec is not None and spec.loader is not None, filename
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
