"""The strategic map's background, drawn by our code with Pillow: a sea of blue-grey noise with wave strokes,
and the land (every area's shape) as parchment with a darker shore, hatched hills and a shallow-water halo.
`background(model, path)` renders one map (a `strategic.ui.map.model.MapModel`) to a PNG; the game calls it
the first time a board is shown (strategic/ui/map/art.py) and keeps the file in assets/generated/.
"""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from paint import noise_texture

PX_PER_UNIT = 1.3          # picture pixels per world unit (a board is 1000 units tall)
SEA = (58, 92, 124)
SHALLOW = (96, 134, 158)
LAND = (226, 210, 168)


def background(model, path) -> None:
    w, h = (max(2, int(v * PX_PER_UNIT)) for v in model.size)
    img = noise_texture(w, h, SEA, 8, 3, blur=2.5).convert("RGBA")
    waves = ImageDraw.Draw(img)
    rnd = random.Random(7)
    for _ in range(w * h // 9000):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        pts = [(x + k * 4, y + 2.2 * math.sin(k / 1.6)) for k in range(7)]
        waves.line(pts, fill=(150, 180, 200, 90), width=1)

    def poly(area):
        return [(x * PX_PER_UNIT, h - y * PX_PER_UNIT) for x, y in area.polygon]

    shallow = Image.new("L", (w, h), 0)
    land = Image.new("L", (w, h), 0)
    ds, dl = ImageDraw.Draw(shallow), ImageDraw.Draw(land)
    for area in model.areas.values():
        ds.polygon(poly(area), fill=255)
        dl.polygon(poly(area), fill=255)
    shallow = shallow.filter(ImageFilter.MaxFilter(9)).filter(ImageFilter.GaussianBlur(6))
    img.paste(Image.new("RGBA", (w, h), SHALLOW + (255,)), (0, 0), shallow.point(lambda v: v * 0.7))
    paper = noise_texture(w, h, LAND, 12, 5, blur=1.5).convert("RGBA")
    _hills(paper, random.Random(11))
    img.paste(paper, (0, 0), land)
    img.save(path, optimize=True)


def _hills(paper: Image.Image, rnd: random.Random) -> None:
    """Little hill strokes scattered over the land, as on an old map."""
    d = ImageDraw.Draw(paper)
    w, h = paper.size
    for _ in range(w * h // 5000):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        d.arc((x - 6, y - 4, x + 6, y + 4), 200, 340, fill=(150, 128, 92, 255), width=1)
