"""Words on the map as textures, so every name, count and piece letter is a sprite of one SpriteList: one
draw call for all of them instead of one per arcade.Text (each pyglet label draws on its own, and a World
at War map has some 250 of them). Rendered once with Pillow in DejaVu Sans, the game's font, at the pixel
size the screen shows them (no scaling, so they stay crisp)."""
from __future__ import annotations

import functools

import arcade
from PIL import Image, ImageDraw, ImageFont

FONTS = {False: ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
         True: ("DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")}
LINE_GAP = 1


@functools.lru_cache(maxsize=8)
def _font(px: int, bold: bool):
    for path in FONTS[bold]:
        try:
            return ImageFont.truetype(path, px)
        except OSError:
            continue
    return ImageFont.load_default(px)


@functools.lru_cache(maxsize=2048)
def word(text: str, px: int, colour: tuple[int, int, int], bold: bool = False) -> arcade.Texture:
    """`text` (lines split by "\\n", centred) in `colour` on a transparent ground."""
    font = _font(px, bold)
    lines = text.split("\n")
    widths = [max(1, int(font.getlength(line)) + 2) for line in lines]
    ascent, descent = font.getmetrics()
    step = ascent + descent + LINE_GAP
    img = Image.new("RGBA", (max(widths), step * len(lines)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    for i, (line, w) in enumerate(zip(lines, widths)):
        draw.text(((img.width - w) / 2 + 1, i * step), line, font=font, fill=(*colour, 255))
    return arcade.Texture(img, hash=f"map-word-{text}-{px}-{colour}-{bold}")
