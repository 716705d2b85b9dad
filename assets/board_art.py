"""Procedural art for the battlefield: hex terrain tiles, terrain tokens, fire, and the table and parchment.

Tiles are pointy-top hexagons TILE_W x TILE_H with a mottled ground and the terrain's features drawn on
top (trees, hill contours, a building, water ripples); tokens (bridges, palisade, tent, siege tower, ford,
fire, devastation) are transparent pictures drawn over a tile. Each function returns a Pillow image.
"""
from __future__ import annotations

import math
import random

from PIL import Image

from paint import Canvas, darker, lighter, mask_hex, noise_texture, star

TILE_H = 128
TILE_W = 111  # sqrt(3)/2 * TILE_H

GROUND = {
    "plains": (138, 162, 90), "hills": (166, 148, 98), "forest": (92, 128, 70), "river": (66, 118, 178),
    "forest_river": (60, 104, 132), "building": (146, 150, 96), "road": (138, 162, 90),
    "forest_road": (92, 128, 70), "half": (96, 96, 90),
}


def tile(kind: str, variant: int = 0) -> Image.Image:
    seed = sum(map(ord, kind)) * 31 + variant
    base = GROUND.get(kind, GROUND["plains"])
    img = noise_texture(TILE_W, TILE_H, base, 14, seed).convert("RGBA")
    c = Canvas(TILE_W, TILE_H)
    rnd = random.Random(seed)
    DECOR.get(kind, _grass)(c, rnd)
    img.alpha_composite(c.finish())
    return mask_hex(img)


def _grass(c: Canvas, rnd: random.Random) -> None:
    for _ in range(14):
        x, y = rnd.uniform(15, TILE_W - 15), rnd.uniform(25, TILE_H - 25)
        col = (96, 128, 60, 200)
        c.line([(x - 3, y), (x - 1, y - 5)], col, 1.2)
        c.line([(x, y), (x, y - 6)], col, 1.2)
        c.line([(x + 3, y), (x + 1, y - 5)], col, 1.2)


def _trees(c: Canvas, rnd: random.Random, n: int = 6) -> None:
    spots = [(30, 44), (62, 36), (84, 56), (40, 76), (72, 84), (52, 100), (24, 70), (88, 88)]
    rnd.shuffle(spots)
    for x, y in sorted(spots[:n], key=lambda p: p[1]):
        x, y = x + rnd.uniform(-4, 4), y + rnd.uniform(-4, 4)
        c.rect(x - 2, y + 8, x + 2, y + 16, fill=(90, 62, 36, 255))
        green = (34 + rnd.randint(0, 20), 86 + rnd.randint(0, 30), 40, 255)
        c.polygon([(x, y - 16), (x - 13, y + 10), (x + 13, y + 10)], fill=green, outline=darker(green, 0.6), width=1.2)
        c.polygon([(x, y - 22), (x - 9, y - 2), (x + 9, y - 2)], fill=lighter(green, 0.12))


def _forest(c: Canvas, rnd: random.Random) -> None:
    _trees(c, rnd, 7)


def _hills(c: Canvas, rnd: random.Random) -> None:
    for cx, base, w, h in ((36, 92, 34, 40), (76, 74, 30, 34), (52, 104, 22, 18)):
        arc = [(cx + w * math.cos(math.radians(a)), base - h * math.sin(math.radians(a))) for a in range(0, 181, 10)]
        c.polygon(arc, fill=(150, 124, 74, 255), outline=(86, 64, 34, 255), width=1.6)
        lit = [(cx - w * 0.15 + w * 0.7 * math.cos(math.radians(a)), base - h * 0.85 * math.sin(math.radians(a)))
               for a in range(60, 181, 12)]
        c.line(lit, (206, 184, 130, 255), 2.2)


def _water(c: Canvas, rnd: random.Random) -> None:
    for _ in range(9):
        x, y = rnd.uniform(18, TILE_W - 30), rnd.uniform(28, TILE_H - 28)
        pts = [(x + i * 3, y + 2.5 * math.sin(i * 1.2)) for i in range(7)]
        c.line(pts, (200, 226, 250, 190), 1.4)


def _forest_river(c: Canvas, rnd: random.Random) -> None:
    _water(c, rnd)
    for x, y in ((22, 40), (88, 88), (24, 92)):
        c.polygon([(x, y - 14), (x - 11, y + 8), (x + 11, y + 8)], fill=(36, 92, 46, 255), outline=(20, 50, 24, 255))


def _building(c: Canvas, rnd: random.Random) -> None:
    wall, roof = (206, 190, 156, 255), (150, 62, 44, 255)
    c.rect(28, 60, 84, 96, fill=wall, outline=(80, 60, 40, 255), width=1.5)
    c.polygon([(22, 62), (56, 34), (90, 62)], fill=roof, outline=(80, 34, 24, 255), width=1.5)
    c.rect(50, 76, 62, 96, fill=(90, 60, 36, 255))
    c.rect(34, 68, 44, 78, fill=(70, 80, 100, 255))
    c.rect(68, 68, 78, 78, fill=(70, 80, 100, 255))


def _road_ground(c: Canvas, rnd: random.Random) -> None:
    _grass(c, rnd)


def _forest_road(c: Canvas, rnd: random.Random) -> None:
    _trees(c, rnd, 4)


DECOR = {"plains": _grass, "road": _road_ground, "forest": _forest, "hills": _hills, "river": _water,
         "forest_river": _forest_river, "building": _building, "forest_road": _forest_road,
         "half": lambda c, r: None}


# ------------------------------------------------------------------ tokens over a tile
def token(kind: str) -> Image.Image:
    c = Canvas(TILE_W, TILE_H)
    TOKENS[kind](c)
    return c.finish()


def _bridge(c: Canvas, plank, rail) -> None:
    c.rect(36, 20, 75, 108, fill=plank, outline=darker(plank, 0.5), width=1.5)
    for y in range(26, 106, 9):
        c.line([(37, y), (74, y)], darker(plank, 0.6), 1)
    c.line([(34, 18), (34, 110)], rail, 3)
    c.line([(77, 18), (77, 110)], rail, 3)


def _wooden_bridge(c: Canvas) -> None:
    _bridge(c, (164, 112, 60, 255), (100, 64, 32, 255))


def _stone_bridge(c: Canvas) -> None:
    _bridge(c, (170, 166, 156, 255), (110, 106, 100, 255))


def _palisade(c: Canvas) -> None:
    for i in range(8):
        x = 18 + i * 10.5
        c.polygon([(x, 50), (x + 4.5, 40), (x + 9, 50), (x + 9, 92), (x, 92)], fill=(150, 100, 52, 255),
                  outline=(80, 50, 24, 255), width=1.2)
    c.line([(16, 62), (104 - 8, 62)], (90, 60, 30, 255), 2)
    c.line([(16, 80), (104 - 8, 80)], (90, 60, 30, 255), 2)


def _tent(c: Canvas) -> None:
    c.polygon([(56, 30), (22, 94), (90, 94)], fill=(230, 220, 196, 255), outline=(110, 90, 60, 255), width=1.8)
    c.polygon([(56, 56), (46, 94), (66, 94)], fill=(70, 56, 40, 255))
    c.line([(56, 30), (56, 18)], (90, 70, 40, 255), 2)
    c.polygon([(56, 18), (70, 22), (56, 26)], fill=(200, 40, 40, 255))


def _siege_tower(c: Canvas) -> None:
    c.polygon([(36, 104), (44, 26), (68, 26), (76, 104)], fill=(140, 96, 54, 255), outline=(70, 44, 22, 255), width=2)
    for y in (46, 66, 86):
        c.line([(40, y), (72, y)], (70, 44, 22, 255), 2)
    c.line([(40, 30), (74, 100)], (70, 44, 22, 255), 1.5)
    c.line([(72, 30), (38, 100)], (70, 44, 22, 255), 1.5)
    c.rect(40, 18, 72, 28, fill=(120, 80, 44, 255), outline=(70, 44, 22, 255), width=1.5)


def _ford(c: Canvas) -> None:
    rnd = random.Random(7)
    for _ in range(11):
        x, y = rnd.uniform(30, 80), rnd.uniform(28, 100)
        c.ellipse(x, y, 6, 4, fill=(176, 168, 150, 255), outline=(100, 94, 84, 255), width=1)


def _devastated(c: Canvas) -> None:
    rnd = random.Random(3)
    c.polygon([(55.5, 0), (111, 32), (111, 96), (55.5, 128), (0, 96), (0, 32)], fill=(46, 40, 36, 170))
    for _ in range(16):
        x, y = rnd.uniform(20, 90), rnd.uniform(28, 100)
        c.line([(x, y), (x + rnd.uniform(-8, 8), y + rnd.uniform(-8, 8))], (24, 20, 18, 255), 2)


TOKENS = {"wooden_bridge": _wooden_bridge, "stone_bridge": _stone_bridge, "palisade": _palisade,
          "tent": _tent, "siege_tower": _siege_tower, "ford": _ford, "devastated": _devastated}


def fire(level: int) -> Image.Image:
    """Flames (one tongue per level) with the fire level written large on them: readable without colour."""
    c = Canvas(64, 64)
    tongues = max(1, min(4, level))
    for k in range(tongues):
        cx = 32 + (k - (tongues - 1) / 2) * 11
        h = 44 - abs(k - (tongues - 1) / 2) * 6
        c.polygon([(cx, 60 - h), (cx + 12, 40), (cx + 13, 52), (cx + 8, 60), (cx - 8, 60), (cx - 13, 52),
                   (cx - 12, 40)], fill=(236, 104, 24, 240), outline=(120, 30, 10, 255), width=1.5)
    c.ellipse(32, 46, 11, 11, fill=(255, 224, 110, 255), outline=(120, 30, 10, 255), width=1.2)
    c.text(32, 46, str(level), 16, (70, 20, 0, 255))
    return c.finish()


def objective() -> Image.Image:
    c = Canvas(48, 48)
    c.polygon(star(24, 25, 21, 9), fill=(255, 226, 120, 230), outline=(90, 60, 10, 255), width=2)
    return c.finish()


# ------------------------------------------------------------------ table and parchment
def parchment() -> Image.Image:
    img = noise_texture(256, 256, (234, 220, 184), 10, 11, blur=2.0)
    return img.convert("RGBA")


def wood() -> Image.Image:
    img = noise_texture(256, 256, (48, 38, 30), 6, 5, blur=1.0)
    c = Canvas(256, 256)
    rnd = random.Random(9)
    for _ in range(26):
        y = rnd.uniform(0, 256)
        pts = [(x, y + 3 * math.sin(x / 23 + y)) for x in range(0, 260, 8)]
        c.line(pts, (30, 24, 18, 120), rnd.uniform(0.6, 1.6))
    img = img.convert("RGBA")
    img.alpha_composite(c.finish())
    return img
