"""The rulebook's dice battle ("Invasions et batailles", steps 4-6), shared by the Risk engine and the
stand-in battle sub-game (`strategic.risk.battle_game`): what changes each side's dice, the roll, the
ranking and the pairwise comparison. Chance comes from the game's Rng, or from scripted faces that a
test or worked example puts in the game's setup (`fixed_dice`), so one process can host many games.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tactical.protocol import Rng

Faces = list[list[int]]          # one battle's scripted dice: [attack faces, defence faces]


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a battle: dice rolled, how many of them are d8, and what is added to the best die."""

    dice: int
    d8: int = 0
    plus: int = 0

    def key(self) -> tuple[int, int, int]:
        return (self.dice, min(self.d8, self.dice), self.plus)


@dataclass(frozen=True, slots=True)
class Modifiers:
    """What changes a side's dice however many it rolls: knights and card bonuses add to the best die,
    siege engines and card effects turn dice into d8s, a fortification turns every defence die into one."""

    plus: int = 0
    d8: int = 0
    all_d8: bool = False

    def side(self, dice: int) -> Side:
        return Side(dice, dice if self.all_d8 else min(self.d8, dice), self.plus)

    def to_dict(self) -> dict[str, Any]:
        return {"plus": self.plus, "d8": self.d8, "all_d8": self.all_d8}


@dataclass(slots=True)
class BattleResult:
    att_loss: int
    def_loss: int
    detail: dict[str, Any] = field(default_factory=dict)     # every die, for the event log


def dice_sides(side: Side) -> list[int]:
    """Sides of each die: the first `d8` are 8-sided."""
    d8 = min(side.d8, side.dice)
    return [8] * d8 + [6] * (side.dice - d8)


def roll_side(side: Side, rng: Rng) -> tuple[list[int], list[int]]:
    """Roll one side's dice. Returns (raw faces, sides of each die)."""
    sides = dice_sides(side)
    return [rng.roll(s) for s in sides], sides


def ranked(faces: list[int], plus: int) -> list[int]:
    """Sort high to low and add the knights' (and cards') bonus to the best die."""
    out = sorted(faces, reverse=True)
    if out and plus:
        out[0] += plus
    return out


def compare(att: list[int], dfn: list[int]) -> tuple[int, int]:
    """Pair ranked dice; the higher attack die kills a defender, a tie or a higher defence die an attacker."""
    att_loss = def_loss = 0
    for a, d in zip(att, dfn):
        if a > d:
            def_loss += 1
        else:
            att_loss += 1
    return att_loss, def_loss


def fight_battle(attack: Side, defence: Side, rng: Rng, scripted: list[Faces]) -> BattleResult:
    """One battle: the next scripted faces if any are left (popped), else dice rolled from `rng`."""
    if scripted:
        att_faces, def_faces = (list(f) for f in scripted.pop(0))
        att_sides, def_sides = dice_sides(attack), dice_sides(defence)
    else:
        att_faces, att_sides = roll_side(attack, rng)
        def_faces, def_sides = roll_side(defence, rng)
    att = ranked(att_faces, attack.plus)
    dfn = ranked(def_faces, defence.plus)
    att_loss, def_loss = compare(att, dfn)
    return BattleResult(att_loss, def_loss, {
        "att_roll": att_faces, "att_sides": att_sides, "def_roll": def_faces, "def_sides": def_sides,
        "att_ranked": att, "def_ranked": dfn,
    })
