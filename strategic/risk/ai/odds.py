"""Exact battle odds: one battle's loss distribution, and the chance an invasion conquers.

`battle_outcomes` builds the distribution of the ranked dice one die at a time, keeping only the
top values that can be compared (a small dynamic programme, exact with `Fraction`), then compares
them; tests check it against brute-force enumeration of every face. `conquest_chance` is the
invasion fought to the end when both sides always roll the most dice they may, carried forward roll
by roll; both are cached, so the greedy AI never samples.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ..rules.battle import Modifiers

Key = tuple[int, int, int]          # (dice, d8 count, plus) as in battle.Side.key()


def _top_distribution(key: Key, keep: int) -> dict[tuple[int, ...], Fraction]:
    """Distribution of the `keep` highest faces (sorted high to low) of one side's dice."""
    dice, d8, _ = key
    dist: dict[tuple[int, ...], Fraction] = {(): Fraction(1)}
    for i in range(dice):
        sides = 8 if i < d8 else 6
        p = Fraction(1, sides)
        nxt: dict[tuple[int, ...], Fraction] = {}
        for top, q in dist.items():
            for face in range(1, sides + 1):
                new = tuple(sorted(top + (face,), reverse=True)[:keep])
                nxt[new] = nxt.get(new, 0) + q * p
        dist = nxt
    return dist


@lru_cache(maxsize=None)
def battle_outcomes(att: Key, dfn: Key) -> tuple[tuple[int, int, Fraction], ...]:
    """Every (attacker losses, defender losses, probability) of one battle."""
    pairs = min(att[0], dfn[0])
    result: dict[tuple[int, int], Fraction] = {}
    da, dd = _top_distribution(att, pairs), _top_distribution(dfn, pairs)
    for a_top, pa in da.items():
        a = list(a_top)
        a[0] += att[2]
        for d_top, pd in dd.items():
            d = list(d_top)
            d[0] += dfn[2]
            att_loss = sum(1 for x, y in zip(a, d) if x <= y)
            k = (att_loss, pairs - att_loss)
            result[k] = result.get(k, 0) + pa * pd
    return tuple(sorted((al, dl, p) for (al, dl), p in result.items()))


@lru_cache(maxsize=None)
def battle_outcomes_float(att: Key, dfn: Key) -> tuple[tuple[int, int, float], ...]:
    return tuple((al, dl, float(p)) for al, dl, p in battle_outcomes(att, dfn))


def odds_mods(m: Modifiers) -> tuple[int, int]:
    """A side's dice modifiers as the odds count them, (d8 dice, plus to the best die): a fortification
    makes every defence die a d8, and a defender rolls at most 2."""
    return (2 if m.all_d8 else min(m.d8, 3), m.plus)


def _side_key(dice: int, d8: int, plus: int) -> Key:
    return (dice, min(d8, dice), plus)


NEGLIGIBLE = 1e-13       # a state this unlikely is dropped from the roll-by-roll distribution


def conquest_chance(a: int, d: int, att_mod: tuple[int, int] = (0, 0), def_mod: tuple[int, int] = (0, 0)) -> float:
    """P(the attacker takes the territory) attacking with `a` armies (those beyond the one left behind)
    against `d` defenders, both rolling the most dice allowed; mods are (d8 dice, plus to best die)."""
    return fought_out(a, d, att_mod, def_mod)[0]


def expected_survivors(a: int, d: int, att_mod: tuple[int, int] = (0, 0), def_mod: tuple[int, int] = (0, 0)) -> float:
    """Expected attacking armies left when the invasion ends (0 when it fails)."""
    return fought_out(a, d, att_mod, def_mod)[1]


@lru_cache(maxsize=200_000)
def fought_out(a: int, d: int, att_mod: tuple[int, int] = (0, 0),
               def_mod: tuple[int, int] = (0, 0)) -> tuple[float, float]:
    """(conquest chance, expected survivors) of an invasion fought to the end, by carrying the distribution
    of (attackers, defenders) forward one roll at a time. Not a recursion over (a, d): that went one call
    deep per roll, and a window's odds preview of two big stacks (300 against 200, late in a long game)
    raised RecursionError. The states that matter stay few (a band around the likely course), so even
    thousands of armies a side take a second or two."""
    dist = {(a, d): 1.0} if a > 0 and d > 0 else {}
    won, left = (1.0, float(max(a, 0))) if d <= 0 else (0.0, 0.0)
    while dist:
        nxt: dict[tuple[int, int], float] = {}
        for (x, y), p in dist.items():
            ak = _side_key(min(3, x), att_mod[0], att_mod[1])
            dk = _side_key(min(2, y), def_mod[0], def_mod[1])
            for al, dl, q in battle_outcomes_float(ak, dk):
                x2, y2, pq = x - al, y - dl, p * q
                if y2 <= 0:
                    won += pq
                    left += pq * x2
                elif x2 > 0 and pq > NEGLIGIBLE:
                    nxt[(x2, y2)] = nxt.get((x2, y2), 0.0) + pq
        dist = nxt
    return won, left
