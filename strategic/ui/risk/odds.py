"""The odds preview before an attack: for one roll with the dice chosen and for attacking until it is
decided, from the engine's exact odds (strategic/risk/ai/odds.py) and the one rule for what changes a side's
dice (rules.invade.dice_modifiers: knights, siege engines, fortifications, card effects), read from the view.
"""
from __future__ import annotations

from strategic.risk.ai.odds import battle_outcomes_float, conquest_chance, expected_survivors, odds_mods
from strategic.risk.rules.invade import dice_modifiers

MAX_DEFENCE_DICE = 2


def _mods(view, house: str, territory: str, attacking: bool) -> tuple[int, int]:
    player = view.players.get(house)
    return odds_mods(dice_modifiers(view.units.get(territory), player.mods if player else {}, attacking))


def one_roll(view, src: str, dst: str, dice: int) -> tuple[float, float, float]:
    """(chance the territory falls on this roll, your expected losses, theirs), the defender rolling all
    the dice it may."""
    att = _mods(view, view.seat, src, True)
    dfn = _mods(view, view.owner[dst], dst, False)
    d = min(MAX_DEFENCE_DICE, view.armies[dst])
    outcomes = battle_outcomes_float((dice, min(att[0], dice), att[1]), (d, min(dfn[0], d), dfn[1]))
    falls = sum(p for _, dl, p in outcomes if dl >= view.armies[dst])
    return falls, sum(p * al for al, _, p in outcomes), sum(p * dl for _, dl, p in outcomes)


def until_done(view, src: str, dst: str) -> tuple[float, float, int]:
    """(chance to take it attacking with everything until it is decided, armies expected left, armies sent)."""
    a, d = view.armies[src] - 1, view.armies[dst]
    att = _mods(view, view.seat, src, True)
    dfn = _mods(view, view.owner[dst], dst, False)
    return conquest_chance(a, d, att, dfn), expected_survivors(a, d, att, dfn), a


def roll_words(view, src: str, dst: str, dice: int) -> str:
    falls, mine, theirs = one_roll(view, src, dst, dice)
    return (f"{dice} {'die' if dice == 1 else 'dice'}: you lose {mine:.1f}, they lose {theirs:.1f} on average"
            + (f", {falls:.0%} it falls now" if falls > 0 else ""))


def preview(view, src: str, dst: str, dice_counts: list[int]) -> list[str]:
    """Lines for the prompt: the most dice's roll, then attacking until done (each dice button's tooltip
    gives its own roll)."""
    win, left, sent = until_done(view, src, dst)
    return [f"{src} ({view.armies[src]}) attacks {dst} ({view.armies[dst]})",
            "This roll, " + roll_words(view, src, dst, max(dice_counts)),
            f"Until done: {win:.0%} to take it, about {left:.1f} of your {sent} armies left"]
