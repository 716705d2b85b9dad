"""Arcade textures for the game's art, rendered by our scripts in `assets/` on first use and cached.

`texture(name)` returns the `arcade.Texture` for a picture of `assets/render.py`'s registry (for example
"tile_forest_0", "unit_stark_cavalry", "die_valor"); the PNG is drawn the first time it is needed.
A few screen-only markers that are not pieces of the game (the "ordered this turn" mark, the status chips
for Bold and extra dice) are drawn here, in memory, with Pillow (`UI_MARKERS`).
"""
from __future__ import annotations

import functools

import arcade

from tactical.ui.asset_scripts import asset_script


@functools.lru_cache(maxsize=None)
def texture(name: str) -> arcade.Texture:
    if name in UI_MARKERS:
        return arcade.Texture(UI_MARKERS[name](), hash=f"westeros-ui-{name}")
    return arcade.load_texture(asset_script("render.py").ensure(name))


def _ordered_marker():
    """A unit ordered this turn, still to act: a gold disc with a white forward chevron (the spent mark is
    a dark disc with a cross, so the two differ in colour and in shape)."""
    from PIL import Image, ImageDraw

    img = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((3, 3, 61, 61), fill=(222, 172, 40, 255), outline=(40, 30, 22, 255), width=4)
    d.line([(18, 40), (32, 22), (46, 40)], fill=(255, 255, 255, 255), width=8, joint="curve")
    return img


FONT_FILE = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def _status_chip(text: str):
    """A unit's status chip: white letters on a dark plate with a gold rim ("B" Bold, "+1" an extra die)."""
    from PIL import Image, ImageDraw, ImageFont

    img = Image.new("RGBA", (100, 56), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((2, 2, 97, 53), radius=14, fill=(44, 34, 28, 235), outline=(222, 172, 40, 255), width=4)
    try:
        font = ImageFont.truetype(FONT_FILE, 38)
    except OSError:
        font = ImageFont.load_default()
    d.text((50, 29), text, fill=(255, 255, 255, 255), font=font, anchor="mm")
    return img


def _status_markers() -> dict:
    out = {"status_bold": lambda: _status_chip("B")}
    for n in (1, 2, 3):
        out[f"status_dice_{n}"] = lambda n=n: _status_chip(f"+{n}")
        out[f"status_bold_dice_{n}"] = lambda n=n: _status_chip(f"B+{n}")
    return out


UI_MARKERS = {"ordered": _ordered_marker, **_status_markers()}


def unit_icon(unit_class: str, keywords) -> str:
    """Which figure icon a unit type shows: its class, or the hound for War Dogs units."""
    if "war_dogs" in keywords:
        return "dogs"
    return unit_class if unit_class in ("infantry", "cavalry", "ranged") else "infantry"


def tile_name(terrain: str, variant: int) -> str:
    known = ("plains", "hills", "forest", "river", "forest_river", "building", "road", "forest_road")
    return f"tile_{terrain if terrain in known else 'plains'}_{variant % 2}"
