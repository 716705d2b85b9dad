"""Small Pillow helpers shared by the art scripts: supersampled canvases, fonts, shapes and noise.

Every picture is drawn at SS times its final size and scaled down, which gives smooth edges without
an anti-aliasing renderer. Nothing here is downloaded: the shapes are ours and the font is the system's
DejaVu Sans (a Mesa/Arcade dependency on Debian), with Pillow's built-in font as a fallback.
"""
from __future__ import annotations

import functools
import math
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

SS = 4  # supersampling factor

FONT_PATHS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVuSans-Bold.ttf")


class Canvas:
    """A transparent RGBA picture of `size` (w, h) drawn in supersampled coordinates (0..w, 0..h)."""

    def __init__(self, w: int, h: int | None = None, background=(0, 0, 0, 0)) -> None:
        self.w, self.h = w, h or w
        self.img = Image.new("RGBA", (self.w * SS, self.h * SS), background)
        self.draw = ImageDraw.Draw(self.img)

    def xy(self, pts):
        return [(x * SS, y * SS) for x, y in pts]

    def polygon(self, pts, fill=None, outline=None, width: float = 1) -> None:
        self.draw.polygon(self.xy(pts), fill=fill, outline=outline, width=max(1, round(width * SS)))

    def line(self, pts, fill, width: float = 1) -> None:
        self.draw.line(self.xy(pts), fill=fill, width=max(1, round(width * SS)), joint="curve")

    def ellipse(self, cx, cy, rx, ry=None, fill=None, outline=None, width: float = 1) -> None:
        ry = rx if ry is None else ry
        box = [(cx - rx) * SS, (cy - ry) * SS, (cx + rx) * SS, (cy + ry) * SS]
        self.draw.ellipse(box, fill=fill, outline=outline, width=max(1, round(width * SS)))

    def rect(self, x0, y0, x1, y1, fill=None, outline=None, width: float = 1, radius: float = 0) -> None:
        box = [x0 * SS, y0 * SS, x1 * SS, y1 * SS]
        self.draw.rounded_rectangle(box, radius=radius * SS, fill=fill, outline=outline,
                                    width=max(1, round(width * SS)))

    def text(self, cx, cy, s: str, size: float, fill, stroke=None) -> None:
        f = font(round(size * SS))
        kw = {"stroke_width": max(1, SS), "stroke_fill": stroke} if stroke else {}
        self.draw.text((cx * SS, cy * SS), s, font=f, fill=fill, anchor="mm", **kw)

    def finish(self) -> Image.Image:
        return self.img.resize((self.w, self.h), Image.LANCZOS)


@functools.lru_cache(maxsize=32)
def font(px: int):
    for path in FONT_PATHS:
        try:
            return ImageFont.truetype(path, px)
        except OSError:
            continue
    return ImageFont.load_default(px)


def hexagon(cx: float, cy: float, r: float, rot: float = 30.0) -> list[tuple[float, float]]:
    """A regular hexagon (pointy-top with the default rotation)."""
    return [(cx + r * math.cos(math.radians(60 * i + rot)), cy + r * math.sin(math.radians(60 * i + rot)))
            for i in range(6)]


def shield(cx: float, cy: float, w: float, h: float) -> list[tuple[float, float]]:
    """A heater shield outline: flat top, curved sides meeting in a point at the bottom."""
    top, pts = cy - h / 2, []
    pts += [(cx - w / 2, top), (cx + w / 2, top)]
    for i in range(1, 9):
        t = i / 9
        pts.append((cx + w / 2 * math.cos(t * math.pi / 2) ** 0.8, top + h * 0.45 + h * 0.55 * math.sin(t * math.pi / 2)))
    pts.append((cx, cy + h / 2))
    for i in range(8, 0, -1):
        t = i / 9
        pts.append((cx - w / 2 * math.cos(t * math.pi / 2) ** 0.8, top + h * 0.45 + h * 0.55 * math.sin(t * math.pi / 2)))
    return pts


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5, rot: float = -90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def noise_texture(w: int, h: int, base, spread: int, seed: int, blur: float = 1.2) -> Image.Image:
    """A mottled RGB texture around `base` (each channel varies by about +-spread)."""
    rnd = random.Random(seed)
    img = Image.new("RGB", (w, h), base)
    px = img.load()
    for y in range(h):
        for x in range(w):
            d = rnd.randint(-spread, spread)
            px[x, y] = tuple(max(0, min(255, c + d)) for c in base)
    return img.filter(ImageFilter.GaussianBlur(blur))


def mask_hex(img: Image.Image) -> Image.Image:
    """Cut a picture to the pointy-top hexagon that fills its box (transparent outside)."""
    w, h = img.size
    mask = Image.new("L", (w * SS, h * SS), 0)
    pts = [(w / 2, 0), (w, h / 4), (w, 3 * h / 4), (w / 2, h), (0, 3 * h / 4), (0, h / 4)]
    ImageDraw.Draw(mask).polygon([(x * SS, y * SS) for x, y in pts], fill=255)
    mask = mask.resize((w, h), Image.LANCZOS)
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out


def darker(c, f: float = 0.7):
    return tuple(int(v * f) for v in c[:3]) + tuple(c[3:])


def lighter(c, f: float = 0.35):
    return tuple(int(v + (255 - v) * f) for v in c[:3]) + tuple(c[3:])
