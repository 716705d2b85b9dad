"""`run.py bench tactical`: full battles between random agents played by the session (in place, as the
arena does), per second, on one core and on all cores."""
from __future__ import annotations

import multiprocessing as mp
import os
import time

from tactical.agents import RandomAgent
from tactical.scenario import list_scenarios, load_scenario

from .session import Session


def _battles_for(seconds: float, seed: int) -> tuple[int, int, float]:
    setups = [{"scenario": load_scenario(s).model_dump(mode="json")} for s in list_scenarios()]
    start = time.perf_counter()
    battles = actions = 0
    while time.perf_counter() - start < seconds:
        s = seed + battles
        session = Session.start("battlelore", setups[battles % len(setups)], s,
                                {"stark": "random", "lannister": "random"},
                                agents={"stark": RandomAgent(s), "lannister": RandomAgent(s + 7)}, fast=True)
        session.run()
        battles += 1
        actions += len(session.history)
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
