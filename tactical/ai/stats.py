"""Small statistics for the arena: Wilson score intervals, percentiles and per-group summaries.

Kept free of any game import so it is trivially testable.
"""
from __future__ import annotations

import math
from typing import Iterable, Sequence

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); (0, 1) when n == 0."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (q in [0, 100]); 0.0 for no values."""
    if not values:
        return 0.0
    xs = sorted(values)
    if len(xs) == 1:
        return float(xs[0])
    pos = (len(xs) - 1) * q / 100.0
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(xs) - 1)
    return float(xs[lo] + (xs[hi] - xs[lo]) * (pos - lo))


def mean(values: Iterable[float]) -> float:
    xs = list(values)
    return sum(xs) / len(xs) if xs else 0.0


def time_summary(times: Sequence[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum of decision times, in seconds."""
    return {
        "count": len(times),
        "median": percentile(times, 50),
        "p95": percentile(times, 95),
        "max": max(times) if times else 0.0,
    }


def sign_test(k: int, n: int) -> float:
    """Two-sided exact sign test: the chance, were both outcomes equally likely, of a split of `n` at
    least as uneven as `k` against `n - k` (1.0 when n == 0)."""
    if n <= 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(k, n - k) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def paired(base: Sequence[bool], new: Sequence[bool], z: float = Z95) -> dict:
    """Two runs of the same games, A's win or not in each (same order): A's wins in each, the games won in
    one run only, the difference in win rate with its normal-approximation 95% interval (the per-game
    differences' spread, so games both runs won or both lost narrow it) and the sign test on the games
    won in one run only. Paired like this, the same dice and deals in both runs cancel out."""
    if len(base) != len(new):
        raise ValueError("paired runs must cover the same games")
    n = len(base)
    only_new = sum(1 for b, x in zip(base, new) if x and not b)
    only_base = sum(1 for b, x in zip(base, new) if b and not x)
    diff = (only_new - only_base) / n if n else 0.0
    var = ((only_new + only_base) / n - diff * diff) if n else 0.0
    half = z * math.sqrt(max(0.0, var) / (n - 1)) if n > 1 else 1.0
    return {"games": n, "base_wins": sum(map(bool, base)), "new_wins": sum(map(bool, new)),
            "only_new": only_new, "only_base": only_base, "diff": diff, "ci95": [diff - half, diff + half],
            "sign_p": sign_test(only_new, only_new + only_base)}


def summarise(games: list[dict]) -> dict:
    """Wins/losses/draws of agent A over `games` (records made by arena.play_one), with the win rate's
    95% Wilson interval, mean length, decision times of both agents (all decisions and turn plans) and
    their blunder counts summed."""
    n = len(games)
    wins = sum(1 for g in games if g["outcome"] == "win")
    losses = sum(1 for g in games if g["outcome"] == "loss")
    draws = n - wins - losses
    lo, hi = wilson(wins, n)
    out = {
        "games": n, "wins": wins, "losses": losses, "draws": draws,
        "win_rate": wins / n if n else 0.0, "ci95": [lo, hi],
        "score": (wins + 0.5 * draws) / n if n else 0.0,
        "mean_actions": mean(g["actions"] for g in games),
        "mean_rounds": mean(g["rounds"] for g in games),
    }
    for who in ("a", "b"):
        all_times = [t for g in games for t in g[f"times_{who}"]]
        turn_times = [t for g in games for t in g[f"turn_times_{who}"]]
        out[f"time_{who}"] = time_summary(all_times)
        out[f"turn_time_{who}"] = time_summary(turn_times)
        diag: dict[str, int] = {}                      # the blunder counts (tactical.ai.diagnostics), summed
        for g in games:
            for k, v in g.get(f"diag_{who}", {}).items():
                diag[k] = diag.get(k, 0) + v
        out[f"diag_{who}"] = diag
    return out
