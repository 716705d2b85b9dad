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
    RecursionError: past `RECURSION_LIMIT` armies the same battle is carried forward roll by roll. It agrees
    with the recursion where both can run, and gives an answer for thousands of armies a side."""
    import sys
    import threading

    from strategic.risk.ai import odds

    for a, d, mods in [(120, 90, ((0, 0), (0, 0))), (100, 110, ((1, 1), (2, 0)))]:
        fought = odds._fought_out(a, d, *mods)
        assert fought[0] == pytest.approx(conquest_chance(a, d, *mods), abs=1e-9)
        assert fought[1] == pytest.approx(expected_survivors(a, d, *mods), abs=1e-6)
    out: list = []
    thread = threading.Thread(target=lambda: out.append((conquest_chance(300, 200), conquest_chance(260, 250),
                                                         expected_survivors(2000, 1500))))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(400)          # a deeper call stack than the recursion alone may use, as in a window
    try:
        thread.start()
        thread.join()
    finally:
        sys.setrecursionlimit(limit)
    win_big, close, left = out[0]
    assert win_big > 0.9999 and 0.5 < close < 0.99 and 0 < left < 2000
