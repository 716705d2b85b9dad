"""`run.py bench ai`: how long each AI level takes to plan a turn on fixed positions from real battles."""
from __future__ import annotations

from tactical.ai.bench import run_bench


def _bench_ai(args) -> int:
    return run_bench(args)


BENCHMARKS = {"ai": _bench_ai}
