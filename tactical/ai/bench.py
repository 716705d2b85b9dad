"""`run.py bench ai`: how long each level takes to plan a turn, on positions from real battles.

Positions are taken from battles between the hard AI and the greedy baseline (every scenario in turn,
seeds from --seed), and each level plans the same turns, so the figures compare like with like. One
process, so on a machine also running other work the times are upper bounds.
"""
from __future__ import annotations

import time

from tactical.ai import make_agent
from tactical.ai.stats import percentile
from tactical.rules import engine
from tactical.scenario import list_scenarios, load_scenario


def sample_positions(seconds: float, seed: int, limit: int = 400) -> list:
    """(view, legal) pairs at turn decisions, gathered from hard-vs-greedy battles."""
    positions, start, game = [], time.perf_counter(), 0
    names = list_scenarios()
    while time.perf_counter() - start < seconds and len(positions) < limit:
        sc = load_scenario(names[game % len(names)])
        state = engine.new_battle(sc, seed + game)
        agents = {sc.sides[0].house: make_agent("hard", seed + game), sc.sides[1].house: make_agent("greedy", seed)}
        while not engine.is_over(state):
            me, legal = engine.current_player(state), engine.legal_actions(state)
            view = engine.view(state, me)
            if engine.decision_kind(state) == "turn" and len(legal) > 1:
                positions.append((view, legal))
            engine.apply_in_place(state, agents[me].choose(view, legal))
        game += 1
    return positions


def run_bench(args) -> int:
    positions = sample_positions(args.seconds, args.seed)
    print(f"{len(positions)} turn positions from hard-vs-greedy battles")
    for level in ("easy", "normal", "hard"):
        agent = make_agent(level, args.seed)
        times, sims = [], 0
        for view, legal in positions:
            t0 = time.perf_counter()
            agent.choose(view, legal)
            times.append(time.perf_counter() - t0)
            sims += agent.last_search.simulations if agent.last_search else 0
        total = sum(times)
        print(f"{level:<7} median {1000 * percentile(times, 50):7.1f} ms  p95 {1000 * percentile(times, 95):7.1f} ms  "
              f"max {1000 * max(times, default=0):7.1f} ms  {sims / max(total, 1e-9):6.0f} simulated turns/s")
    return 0
