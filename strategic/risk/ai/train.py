"""Fit the learned value (`value.py`) from arena games: `python -m strategic.risk.ai.train`.

Plays `--games` games of each kind in one process (the arena's own games: `make_risk_specs` seeds
and seat order, `Session.start(..., fast=True)`), every seat played by hard, normal or greedy drawn
from a seeded Rng, records each seat's features at the end of each of its own turns with the label
"this seat won alone", and fits a logistic model by Newton's method (a small ridge keeps it
stable), the last fifth of the games held out to report its log loss. Writes
`scenarios/risk/ai_value.json` (or `--out`). Seeded and reproducible; a maintainer's tool, not
part of the test suite: 1,200 games a kind take about 5 minutes of one core.
"""
from __future__ import annotations

import argparse
import json
import sys
from math import exp, log
from pathlib import Path
from typing import Sequence

from strategic.session.agents import make_agent
from strategic.session.arena import GameSpec, make_risk_specs, risk_setup
from strategic.session.session import Session
from tactical.protocol import Rng, write_atomic

from .features import NAMES, features
from .value import VALUE_FILE, Logistic, ValueFile

PLAYERS = ("hard", "normal", "greedy")
RIDGE = 1.0                 # L2 penalty on the standardised weights
HOLD_OUT = 5                # every fifth game is held out to measure the fit


def play(spec: GameSpec, rng: Rng) -> list[tuple[list[float], int]]:
    """One game's samples: (features of a seat at the end of its own turn, 1 if it won alone)."""
    label = spec.scenario
    seeds = {spec.a_house: spec.a_seed} | dict(spec.others)
    seats = {h: PLAYERS[rng.below(len(PLAYERS))] for h in seeds}
    agents = {h: make_agent("risk", seats[h], s) for h, s in seeds.items()}
    session = Session.start("risk", risk_setup(label), spec.seed, seats, agents=agents, fast=True)
    seen: list[tuple[str, list[float]]] = []
    last = [session.state.active]

    def turn_over(s: Session) -> bool:
        if s.state.active != last[0] or s.state.result is not None:
            if s.state.phase not in ("claim", "setup_objectives"):    # the draft is not a turn
                seen.append((last[0], features(s.view(last[0]))))
            last[0] = s.state.active
        return False

    session.run(until=turn_over)
    winners = session.state.result["winners"] if session.state.result else []
    return [(x, int(winners == [h])) for h, x in seen]


def standardise(xs: list[list[float]]) -> tuple[list[float], list[float]]:
    n, k = len(xs), len(xs[0])
    mean = [sum(x[j] for x in xs) / n for j in range(k)]
    var = [sum((x[j] - mean[j]) ** 2 for x in xs) / n for j in range(k)]
    return mean, [v ** 0.5 if v > 1e-12 else 1.0 for v in var]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gauss-Jordan with partial pivoting (a is small and positive definite here)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(zs: list[list[float]], ys: list[int], steps: int = 12) -> list[float]:
    """Ridge logistic regression on standardised rows (weight 0 is the bias), Newton's method."""
    k = len(zs[0]) + 1
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for z, y in zip(zs, ys):
            row = [1.0] + z
            p = 1.0 / (1.0 + exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, row))))))
            d, h = p - y, p * (1.0 - p)
            for i in range(k):
                grad[i] += d * row[i]
                hi = hess[i]
                hri = h * row[i]
                for j in range(i, k):
                    hi[j] += hri * row[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
            if i:
                grad[i] += RIDGE * w[i]
                hess[i][i] += RIDGE
        w = [a - b for a, b in zip(w, solve(hess, grad))]
    return w


def log_loss(model: Logistic, rows: list[tuple[list[float], int]]) -> float:
    eps = 1e-9
    return -sum(log(max(eps, p if y else 1 - p)) for x, y in rows
                for p in [model.win_chance(x)]) / max(1, len(rows))


def train(label: str, games: int, seed: int) -> Logistic:
    rng = Rng(seed)
    fitted: list[tuple[list[float], int]] = []
    held: list[tuple[list[float], int]] = []
    for i, spec in enumerate(make_risk_specs(label, "hard", "hard", games, seed)):
        (held if i % HOLD_OUT == HOLD_OUT - 1 else fitted).extend(play(spec, rng))
        if i % 100 == 99:
            print(f"{label}: {i + 1}/{games} games", file=sys.stderr)
    mean, scale = standardise([x for x, _ in fitted])
    w = fit([[(a - m) / s for a, m, s in zip(x, mean, scale)] for x, _ in fitted], [y for _, y in fitted])
    model = Logistic(features=list(NAMES), mean=mean, scale=scale, weights=w[1:], bias=w[0], games=games,
                     samples=len(fitted), seed=seed, log_loss=0.0)
    model.log_loss = round(log_loss(model, held), 4)
    return model


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kinds", nargs="+", default=["skirmish-3"])     # where the chooser helped
    ap.add_argument("--games", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=4201)
    ap.add_argument("--out", type=Path, default=VALUE_FILE)
    args = ap.parse_args(argv)
    models = {f"{risk_setup(label)['map']}/{label}": train(label, args.games, args.seed) for label in args.kinds}
    for label, m in models.items():
        print(f"{label}: {m.samples} samples, held-out log loss {m.log_loss}")
    write_atomic(args.out, json.dumps(ValueFile(models=models).model_dump(), indent=1) + "\n")


if __name__ == "__main__":
    main()
