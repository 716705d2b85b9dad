"""`run.py bench tactical`: full battles between random agents, per second, on one core and on all cores."""
from __future__ import annotations

import multiprocessing as mp
import os
import time


def _battles_for(seconds: float, seed: int) -> tuple[int, int, float]:
    from tactical.agents import RandomAgent
    from tactical.match import play_battle
    from tactical.scenario import list_scenarios, load_scenario

    scenarios = [load_scenario(s) for s in list_scenarios()]
    start = time.perf_counter()
    battles = actions = 0
    while time.perf_counter() - start < seconds:
        sc = scenarios[battles % len(scenarios)]
        s = seed + battles
        _, acts, _ = play_battle(sc, {"stark": RandomAgent(s), "lannister": RandomAgent(s + 7)}, s)
        battles += 1
        actions += len(acts)
    return battles, actions, time.perf_counter() - start


def run_bench(seconds: float, seed: int) -> int:
    b, a, t = _battles_for(seconds, seed)
    print(f"one core:  {b} random battles in {t:.1f} s = {b / t:.1f} battles/s, {a / t:,.0f} actions/s "
          f"({a / max(b, 1):.0f} actions per battle)")
    cores = os.cpu_count() or 1
    if cores > 1:
        with mp.get_context("fork").Pool(cores) as pool:
            results = pool.starmap(_battles_for, [(seconds, seed + 100000 * i) for i in range(cores)])
        total_b = sum(r[0] for r in results)
        wall = max(r[2] for r in results)
        print(f"{cores} cores:  {total_b} random battles in {wall:.1f} s = {total_b / wall:.1f} battles/s")
    return 0
