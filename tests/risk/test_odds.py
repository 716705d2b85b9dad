"""Exact battle odds against brute-force enumeration of every die face."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

import pytest

from strategic.risk.rules.battle import compare, ranked
from strategic.risk.ai.odds import battle_outcomes, conquest_chance, expected_survivors


def brute(att: tuple[int, int, int], dfn: tuple[int, int, int]) -> dict[tuple[int, int], Fraction]:
    """Roll every combination of faces, rank, add the bonus, compare."""
    def faces(key):
        dice, d8, _ = key
        return [range(1, 9) if i < d8 else range(1, 7) for i in range(dice)]
    a_all, d_all = list(product(*faces(att))), list(product(*faces(dfn)))
    total = len(a_all) * len(d_all)
    out: dict[tuple[int, int], Fraction] = {}
    for a in a_all:
        ra = ranked(list(a), att[2])
        for d in d_all:
            k = compare(ra, ranked(list(d), dfn[2]))
            out[k] = out.get(k, 0) + Fraction(1, total)
    return out


CONFIGS = [((a, a8, ap), (d, d8, dp)) for a in (1, 2, 3) for d in (1, 2)
           for a8 in range(0, a + 1) for d8 in range(0, d + 1) for ap in (0, 1, 2) for dp in (0, 1)
           if (a8 + d8 + ap + dp) <= 3]


@pytest.mark.parametrize("att, dfn", CONFIGS)
def test_battle_outcomes_match_brute_force(att, dfn):
    exact = {(al, dl): p for al, dl, p in battle_outcomes(att, dfn)}
    assert exact == brute(att, dfn)
    assert sum(exact.values()) == 1


def test_classic_three_against_two():
    exact = {(al, dl): p for al, dl, p in battle_outcomes((3, 0, 0), (2, 0, 0))}
    assert exact == {(0, 2): Fraction(2890, 7776), (1, 1): Fraction(2611, 7776), (2, 0): Fraction(2275, 7776)}


@lru_cache(maxsize=None)
def brute_conquest(a: int, d: int, mods: tuple) -> Fraction:
    """The whole invasion by brute force: each battle enumerated face by face."""
    if d == 0:
        return Fraction(1)
    if a == 0:
        return Fraction(0)
    (a8, ap), (d8, dp) = mods
    att, dfn = (min(3, a), min(a8, min(3, a)), ap), (min(2, d), min(d8, min(2, d)), dp)
    return sum(p * brute_conquest(a - al, d - dl, mods) for (al, dl), p in brute(att, dfn).items())


@pytest.mark.parametrize("a, d", [(1, 1), (2, 1), (3, 2), (4, 3), (5, 5)])
@pytest.mark.parametrize("mods", [((0, 0), (0, 0)), ((1, 1), (0, 0)), ((0, 0), (2, 0))])
def test_conquest_chance_matches_brute_force(a, d, mods):
    assert conquest_chance(a, d, *mods) == pytest.approx(float(brute_conquest(a, d, mods)), abs=1e-12)


def test_conquest_chance_is_monotonic_and_survivors_bounded():
    assert conquest_chance(1, 1) == pytest.approx(15 / 36)
    for d in range(1, 8):
        chances = [conquest_chance(a, d) for a in range(1, 15)]
        assert chances == sorted(chances)
    assert 0 < expected_survivors(10, 3) < 10


def test_big_stacks_get_their_odds_without_running_out_of_stack():
    """A window's odds preview of two big stacks (hundreds of armies late in a long game) raised
    RecursionError when the odds were a recursion one call deep per roll: carried forward roll by roll,
    they agree with that recursion (run here on a thread with a deep stack) and answer for thousands of
    armies a side, even with little stack left."""
    import inspect
    import sys
    import threading

    from strategic.risk.ai.odds import _side_key, battle_outcomes_float

    @lru_cache(maxsize=None)
    def recursion(a: int, d: int, att: tuple, dfn: tuple) -> tuple[float, float]:
        if d <= 0:
            return 1.0, float(a)
        if a <= 0:
            return 0.0, 0.0
        won = left = 0.0
        for al, dl, p in battle_outcomes_float(_side_key(min(3, a), *att), _side_key(min(2, d), *dfn)):
            w, s = recursion(a - al, d - dl, att, dfn)
            won, left = won + p * w, left + p * s
        return won, left

    out: list = []

    def deep() -> None:
        out.append([recursion(a, d, *mods) for a, d, mods in CASES_BIG])

    CASES_BIG = [(120, 90, ((0, 0), (0, 0))), (100, 110, ((1, 1), (2, 0))), (300, 200, ((0, 0), (0, 0)))]
    limit, size = sys.getrecursionlimit(), threading.stack_size(256 * 1024 * 1024)
    sys.setrecursionlimit(20_000)
    try:
        thread = threading.Thread(target=deep)
        thread.start()
        thread.join()
    finally:
        sys.setrecursionlimit(limit)
        threading.stack_size(size)
    for (a, d, mods), (won, left) in zip(CASES_BIG, out[0]):
        assert conquest_chance(a, d, *mods) == pytest.approx(won, abs=1e-9)
        assert expected_survivors(a, d, *mods) == pytest.approx(left, abs=1e-6)
    sys.setrecursionlimit(len(inspect.stack()) + 60)     # little stack left, as deep in a window's call chain
    try:
        win_big, close, left = conquest_chance(2000, 1500), conquest_chance(260, 250), expected_survivors(2000, 1500)
    finally:
        sys.setrecursionlimit(limit)
    assert win_big > 0.9999 and 0.5 < close < 0.99 and 0 < left < 2000
