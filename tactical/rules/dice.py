"""The battle die: eight faces, three green shields, two blue, one red, one valor, one morale (flag)."""
from __future__ import annotations

from typing import Literal

from tactical.protocol import Rng

Face = Literal["green", "blue", "red", "valor", "morale"]
FACES: tuple[Face, ...] = ("green", "green", "green", "blue", "blue", "red", "valor", "morale")
FACE_NAMES = {"green": "green shield", "blue": "blue shield", "red": "red shield", "valor": "valor", "morale": "flag"}
FACE_PROBABILITY = {f: FACES.count(f) / len(FACES) for f in set(FACES)}


def roll(rng: Rng, n: int) -> list[Face]:
    return [FACES[rng.below(8)] for _ in range(max(0, n))]


def describe(dice: list[str]) -> str:
    return ", ".join(FACE_NAMES[d] for d in dice) if dice else "no dice"
