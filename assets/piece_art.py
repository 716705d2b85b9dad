"""Procedural art for the pieces: unit tokens, rank banners, figure badges, dice, order tokens and markers.

Every cue that uses colour has a second one: rank banners carry one to three pips, dice faces have a shape
and a letter (shields G/B/R, valor star V, morale flag F), order tokens a letter. House colours follow
DESIGN.md (Stark grey-white on slate, Lannister crimson and gold).
"""
from __future__ import annotations

from PIL import Image

from paint import Canvas, darker, lighter, shield, star

HOUSES = {"stark": ((72, 84, 98), (232, 234, 236)), "lannister": ((160, 24, 36), (236, 190, 64))}


def _every_house() -> None:
    """Every other house that can fight a battle (a strategic game's hex battles) in its banner colours, from
    its army's data (scenarios/battlelore/houses.json); run as a script without the packages on the path, the
    two core houses only (the others are drawn when a battle first asks for them)."""
    try:
        from tactical.catalog import load_catalog
    except ImportError:
        return
    for h in load_catalog().houses.values():
        HOUSES.setdefault(h.id, (tuple(h.field), tuple(h.charge)))


_every_house()
RANKS = {"green": (46, 150, 62), "blue": (40, 96, 196), "red": (196, 40, 40)}
FACES = {"green": (46, 150, 62), "blue": (40, 96, 196), "red": (196, 40, 40), "valor": (214, 168, 40),
         "morale": (120, 84, 160)}
FACE_LETTERS = {"green": "G", "blue": "B", "red": "R", "valor": "V", "morale": "F"}
TOKEN_LETTERS = {"green": "G", "blue": "B", "red": "R", "valor": "V", "morale": "M"}
INK = (36, 28, 20, 255)


def _rgba(c, a: int = 255):
    return (c[0], c[1], c[2], a)


# ------------------------------------------------------------------ unit tokens
def unit(house: str, icon: str) -> Image.Image:
    """A round unit token: house field, charge-coloured rim and class icon."""
    field, charge = HOUSES.get(house, ((110, 110, 110), (240, 240, 240)))
    c = Canvas(96, 96)
    c.ellipse(48, 50, 44, fill=(0, 0, 0, 90))
    c.ellipse(48, 47, 44, fill=_rgba(field), outline=_rgba(charge), width=4)
    c.ellipse(48, 47, 37, outline=_rgba(darker(charge, 0.8), 160), width=1.2)
    ICONS[icon](c, _rgba(charge), _rgba(darker(field, 0.5)))
    return c.finish()


def _infantry(c: Canvas, col, dark) -> None:
    c.line([(66, 14), (40, 84)], col, 3)                       # spear
    c.polygon([(66, 10), (70, 20), (63, 19)], fill=col)
    c.ellipse(50, 28, 8, fill=col, outline=dark, width=1)       # head
    c.polygon([(40, 40), (60, 40), (64, 70), (36, 70)], fill=col, outline=dark, width=1)
    c.polygon(shield(38, 56, 20, 26), fill=col, outline=dark, width=2)
    c.line([(43, 70), (41, 82)], col, 5)
    c.line([(57, 70), (59, 82)], col, 5)


def _cavalry(c: Canvas, col, dark) -> None:
    horse = [(30, 80), (32, 62), (26, 54), (30, 40), (40, 26), (48, 18), (52, 24), (60, 24), (72, 34),
             (70, 42), (62, 40), (58, 46), (62, 56), (68, 66), (70, 80)]
    c.polygon(horse, fill=col, outline=dark, width=1.5)
    c.ellipse(56, 30, 2.2, fill=dark)
    c.line([(46, 24), (36, 44), (32, 58)], dark, 1.5)           # mane
    c.rect(26, 80, 74, 86, fill=col, outline=dark, width=1, radius=2)


def _ranged(c: Canvas, col, dark) -> None:
    import math
    pts = [(34 + 26 * math.cos(math.radians(a)), 47 + 32 * math.sin(math.radians(a))) for a in range(-80, 81, 8)]
    c.line(pts, col, 4.5)                                      # bow
    c.line([pts[0], pts[-1]], col, 1.4)                         # string
    c.line([(22, 47), (74, 47)], col, 2.5)                      # arrow
    c.polygon([(78, 47), (68, 41), (68, 53)], fill=col)
    c.polygon([(22, 47), (16, 41), (20, 47), (16, 53)], fill=col)


def _dogs(c: Canvas, col, dark) -> None:
    head = [(24, 58), (30, 44), (38, 36), (40, 22), (48, 32), (58, 34), (70, 42), (78, 48), (76, 56),
            (62, 58), (56, 66), (58, 80), (30, 80)]
    c.polygon(head, fill=col, outline=dark, width=1.5)
    c.ellipse(56, 42, 2.5, fill=dark)
    c.ellipse(77, 51, 2.5, fill=dark)


ICONS = {"infantry": _infantry, "cavalry": _cavalry, "ranged": _ranged, "dogs": _dogs}


def banner(rank: str) -> Image.Image:
    """A small swallow-tailed flag in the rank's colour with 1, 2 or 3 pips."""
    col = _rgba(RANKS[rank])
    c = Canvas(40, 56)
    c.line([(6, 4), (6, 54)], (60, 44, 30, 255), 3)
    c.polygon([(7, 5), (38, 5), (38, 50), (22.5, 42), (7, 50)], fill=col, outline=INK, width=1.5)
    n = {"green": 1, "blue": 2, "red": 3}[rank]
    for i in range(n):   # big pips: they must read at a token's size, without the colour
        c.ellipse(22.5, 12.5 + i * 11, 5.2, fill=(255, 255, 255, 255), outline=INK, width=1.5)
    return c.finish()


def badge(n: int) -> Image.Image:
    """The number of figures left in a unit."""
    c = Canvas(36, 36)
    c.ellipse(18, 18, 16, fill=(246, 236, 206, 255), outline=INK, width=2)
    c.text(18, 19, str(n), 20, INK)
    return c.finish()


def crown() -> Image.Image:
    """Marks a commander's unit."""
    c = Canvas(44, 36)
    pts = [(4, 30), (4, 10), (13, 20), (22, 4), (31, 20), (40, 10), (40, 30)]
    c.polygon(pts, fill=(246, 204, 70, 255), outline=INK, width=2)
    for x in (4, 22, 40):
        c.ellipse(x, 8 if x != 22 else 4, 3, fill=(200, 40, 40, 255), outline=INK, width=1)
    return c.finish()


def spent() -> Image.Image:
    """Marks a unit that cannot be ordered again until rallied (its banner is on the spent side)."""
    c = Canvas(32, 32)
    c.ellipse(16, 16, 14, fill=(70, 66, 62, 255), outline=(230, 230, 230, 255), width=2)
    c.line([(9, 9), (23, 23)], (230, 230, 230, 255), 3)
    c.line([(23, 9), (9, 23)], (230, 230, 230, 255), 3)
    return c.finish()


# ------------------------------------------------------------------ dice and tokens
def die(face: str) -> Image.Image:
    """A die face: ivory body, then a shape (shield, valor star, flag), its colour and its letter."""
    col = _rgba(FACES[face])
    c = Canvas(64, 64)
    c.rect(3, 3, 61, 61, fill=(246, 240, 222, 255), outline=INK, width=2.5, radius=9)
    if face in ("green", "blue", "red"):
        c.polygon(shield(32, 33, 40, 46), fill=col, outline=INK, width=2)
    elif face == "valor":
        c.polygon(star(32, 33, 27, 12), fill=col, outline=INK, width=2)
    else:
        c.line([(16, 8), (16, 58)], INK, 3)
        c.polygon([(17, 10), (54, 14), (46, 26), (54, 38), (17, 36)], fill=col, outline=INK, width=2)
    cy = 22 if face == "morale" else 32
    c.text(32 if face != "morale" else 34, cy, FACE_LETTERS[face], 20, (255, 255, 255, 255), stroke=INK)
    return c.finish()


def order_token(kind: str) -> Image.Image:
    col = _rgba(FACES[kind])
    c = Canvas(48, 48)
    c.ellipse(24, 24, 21, fill=col, outline=INK, width=2)
    c.ellipse(24, 24, 16, outline=_rgba(lighter(FACES[kind], 0.5)), width=1.5)
    c.text(24, 25, TOKEN_LETTERS[kind], 20, (255, 255, 255, 255), stroke=INK)
    return c.finish()


def command_token() -> Image.Image:
    c = Canvas(48, 48)
    c.polygon(star(24, 24, 21, 17, points=8, rot=0), fill=(58, 56, 64, 255), outline=(226, 196, 90, 255), width=2)
    c.text(24, 25, "C", 18, (236, 206, 100, 255))
    return c.finish()


def engagement(house: str) -> Image.Image:
    """An engagement token: a diamond in the placing house's colours with crossed swords."""
    field, charge = HOUSES.get(house, ((110, 110, 110), (240, 240, 240)))
    c = Canvas(40, 40)
    c.polygon([(20, 2), (38, 20), (20, 38), (2, 20)], fill=_rgba(field), outline=_rgba(charge), width=2.5)
    c.line([(11, 11), (29, 29)], _rgba(charge), 3)
    c.line([(29, 11), (11, 29)], _rgba(charge), 3)
    return c.finish()


def control(house: str) -> Image.Image:
    """A control marker: a pennant in the controlling house's colours."""
    field, charge = HOUSES.get(house, ((110, 110, 110), (240, 240, 240)))
    c = Canvas(40, 48)
    c.line([(8, 4), (8, 46)], INK, 3)
    c.polygon([(9, 5), (38, 14), (9, 24)], fill=_rgba(field), outline=_rgba(charge), width=2.5)
    return c.finish()
