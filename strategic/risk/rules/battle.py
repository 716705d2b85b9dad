"""The battle resolver seam: every battle in Risk goes through one interface.

A `Battle` says who fights where with how many armies engaged on each side and what modifies the
dice (knights, siege engines, fortifications, card effects). A resolver returns a `BattleResult`:
armies lost on each side plus what happened (the dice here; a hex battle later could report its own
story). `DiceResolver` is the rulebook's battle ("Invasions et batailles", steps 4-6); a later issue
can register a resolver that hands the battle to the hex battlefield (`RESOLVERS["hex"] = ...`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from tactical.protocol import Rng


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a battle: dice rolled, how many of them are d8, and what is added to the best die."""

    dice: int
    d8: int = 0
    plus: int = 0

    def key(self) -> tuple[int, int, int]:
        return (self.dice, min(self.d8, self.dice), self.plus)


@dataclass(frozen=True, slots=True)
class Battle:
    attacker: str
    defender: str
    src: str
    dst: str
    attack: Side
    defence: Side


@dataclass(slots=True)
class BattleResult:
    att_loss: int
    def_loss: int
    detail: dict[str, Any] = field(default_factory=dict)


class BattleResolver(Protocol):
    def resolve(self, battle: Battle, rng: Rng) -> BattleResult:
        """Fight `battle`, drawing any chance from `rng`; losses never exceed the armies engaged."""
        ...


def roll_side(side: Side, rng: Rng) -> tuple[list[int], list[int]]:
    """Roll one side's dice: the first `d8` are 8-sided. Returns (raw faces, sides of each die)."""
    d8 = min(side.d8, side.dice)
    sides = [8] * d8 + [6] * (side.dice - d8)
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


class DiceResolver:
    """The rulebook's dice battle."""

    name = "dice"

    def resolve(self, battle: Battle, rng: Rng) -> BattleResult:
        att_faces, att_sides = roll_side(battle.attack, rng)
        def_faces, def_sides = roll_side(battle.defence, rng)
        att = ranked(att_faces, battle.attack.plus)
        dfn = ranked(def_faces, battle.defence.plus)
        att_loss, def_loss = compare(att, dfn)
        return BattleResult(att_loss, def_loss, {
            "att_roll": att_faces, "att_sides": att_sides, "def_roll": def_faces, "def_sides": def_sides,
            "att_ranked": att, "def_ranked": dfn,
        })


class FixedDice:
    """A resolver for tests and worked examples: plays the given faces (attack, defence) in order."""

    name = "fixed"

    def __init__(self, rolls: list[tuple[list[int], list[int]]]) -> None:
        self.rolls = list(rolls)

    def resolve(self, battle: Battle, rng: Rng) -> BattleResult:
        att_faces, def_faces = self.rolls.pop(0)
        att = ranked(att_faces, battle.attack.plus)
        dfn = ranked(def_faces, battle.defence.plus)
        att_loss, def_loss = compare(att, dfn)
        return BattleResult(att_loss, def_loss, {"att_roll": list(att_faces), "def_roll": list(def_faces),
                                                 "att_ranked": att, "def_ranked": dfn})


RESOLVERS: dict[str, BattleResolver] = {"dice": DiceResolver()}


def resolver(name: str) -> BattleResolver:
    return RESOLVERS[name]
