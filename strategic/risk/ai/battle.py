"""The greedy player's decisions inside an invasion fought as a sub-game (`battle_game.RiskBattleGame`).

The attacker rolls the most dice while its exact chance of taking the territory with the armies it has
left stays at least `PRESS_ON` (`odds.conquest_chance`, the same recursion the Risk AI uses to choose
its attacks), and breaks off otherwise; the defender always rolls the most dice, as in the Risk game.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..battle_game import BattleView, Retreat, Roll
from ..rules.actions import Defend
from .odds import conquest_chance, odds_mods

PRESS_ON = 0.35            # below this chance of taking the territory, stop losing armies to it
CAP = 40                   # armies beyond this change the odds too little to matter


def decide_battle(v: BattleView, legal: Sequence[Any]) -> Any:
    if v.stage == "defend":
        return max((a for a in legal if isinstance(a, Defend)), key=lambda a: a.dice)
    att, dfn = odds_mods(v.attack), odds_mods(v.defence)
    if conquest_chance(min(v.att_left, CAP), min(v.def_left, CAP), att, dfn) < PRESS_ON:
        return Retreat()
    return max((a for a in legal if isinstance(a, Roll)), key=lambda a: a.dice)
