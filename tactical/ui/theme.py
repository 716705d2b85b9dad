"""Colours, fonts and sizes of the tabletop look (DESIGN.md, "Look and feel").

Plain tuples so modules that do not draw can use them too. Text sizes are Arcade font sizes in points;
at Arcade's 96 dpi 1 pt = 4/3 px, so the smallest size here (10 pt) is 13 px, above the 12 px floor.
"""
from __future__ import annotations

FONT = ("DejaVu Sans",)
FONT_BOLD = ("DejaVu Sans",)
SMALL = 10          # 13 px: log lines, card text, badges
BODY = 11           # 15 px: panel text
HEADING = 13        # 17 px: card titles
TITLE = 30          # screen titles

TABLE = (44, 36, 30)            # dark wood behind everything
TABLE_LIGHT = (66, 54, 44)
PARCHMENT = (236, 222, 188)
PARCHMENT_DARK = (214, 194, 150)
PARCHMENT_EDGE = (140, 110, 70)
INK = (40, 30, 22)
INK_SOFT = (92, 76, 60)
GOLD = (212, 170, 60)
WHITE = (255, 255, 255)
DISABLED = (150, 140, 125)

# House colours: (field, charge) -- Stark grey-white on slate, Lannister crimson and gold, ...
HOUSE_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "stark": ((72, 84, 98), (232, 234, 236)),
    "lannister": ((160, 24, 36), (236, 190, 64)),
    "baratheon": ((226, 180, 40), (20, 20, 20)),
    "greyjoy": ((24, 24, 24), (214, 170, 40)),
    "tyrell": ((46, 120, 52), (226, 190, 60)),
    "martell": ((222, 120, 30), (190, 30, 30)),
    "arryn": ((110, 170, 226), (245, 245, 245)),
    "targaryen": ((20, 20, 20), (196, 24, 24)),
}

RANK_COLOURS = {"green": (46, 150, 62), "blue": (40, 96, 196), "red": (196, 40, 40)}
RANK_PIPS = {"green": 1, "blue": 2, "red": 3}

# Dice faces and order tokens: colour + letter (+ shield shape on dice), readable without colour.
FACE_COLOURS = {"green": (46, 150, 62), "blue": (40, 96, 196), "red": (196, 40, 40),
                "valor": (214, 168, 40), "morale": (120, 84, 160)}
FACE_LETTERS = {"green": "G", "blue": "B", "red": "R", "valor": "V", "morale": "F"}
FACE_NAMES = {"green": "green shield", "blue": "blue shield", "red": "red shield",
              "valor": "valor", "morale": "flag (morale)"}
TOKEN_LETTERS = {"green": "G", "blue": "B", "red": "R", "valor": "V", "morale": "M"}

# Board highlights: each colour means one thing (the legend lists them).
HIGHLIGHTS = {
    "reach": ((170, 255, 110), "move / retreat here"),
    "far": ((255, 236, 150), "move, no attack after"),
    "target": ((255, 70, 50), "valid target"),
    "select": ((90, 220, 255), "can be chosen"),
    "zoc": ((255, 255, 255), "commander's zone"),
    "los": ((255, 140, 0), "line of sight"),
    "chosen": ((255, 196, 0), "selected unit"),
    "trail": ((168, 84, 245), "last turn: ordered, moved, attacked"),
}

# The unit token's markers, explained in the legend when the highlights leave room: (texture, meaning).
UNIT_KEY = (("ordered", "ordered, to act"), ("spent", "spent (faded)"), ("crown", "commander"),
            ("banner_blue", "rank: 1-3 pips"), ("badge_4", "figures left"), ("status_bold_dice_1", "Bold, extra dice"))

MORALE_ZONE_COLOURS = {"grey": (150, 150, 150), "green": (70, 160, 80), "yellow": (226, 196, 60),
                       "red": (200, 60, 50)}
ROUND_COLOURS = {"white": (240, 236, 226), "black": (34, 30, 28)}

TERRAIN_BASE = {
    "plains": (140, 164, 92), "hills": (164, 146, 96), "forest": (78, 118, 62), "river": (70, 120, 176),
    "forest_river": (56, 96, 120), "building": (150, 136, 110), "road": (150, 164, 96),
    "forest_road": (84, 122, 66), "half": (92, 92, 86), "devastated": (70, 60, 52),
}


def house_field(house: str) -> tuple[int, int, int]:
    return HOUSE_COLOURS.get(house, ((120, 120, 120), (240, 240, 240)))[0]


def house_charge(house: str) -> tuple[int, int, int]:
    return HOUSE_COLOURS.get(house, ((120, 120, 120), (240, 240, 240)))[1]


def with_alpha(colour: tuple[int, int, int], alpha: int) -> tuple[int, int, int, int]:
    return (colour[0], colour[1], colour[2], alpha)
