"""Choosing a turn: determinized Monte Carlo over whole-turn plans, with successive halving.

The candidates are the best few first actions of the turn, each with its plan (`plans.candidates`).
Each is played out to the end of the turn on sampled states (`determinize`: the opponent's hand and
both decks dealt from what the view leaves open, fresh dice from the AI's own RNG) by the in-turn
policy, and the resulting position is scored by the evaluation. The same samples are used for every
candidate (common random numbers), so plans are compared on the same dice. After some passes the
weaker half of the candidates is dropped, and the search stops at its work budget or its deadline,
whichever comes first (anytime: it always has a best plan so far).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

from tactical.ai.determinize import determinize, fast_clone
from tactical.ai.evaluation import Weights, evaluate
from tactical.ai.plans import Plan, candidates
from tactical.ai.policy import decide
from tactical.ai.table import UnitTable
from tactical.protocol import IllegalAction, Rng
from tactical.rules import engine
from tactical.rules.actions import Action, Commit, Pass
from tactical.rules.state import BattleState

MAX_TURN_STEPS = 200


@dataclass
class SearchResult:
    plan: Plan
    table: UnitTable
    simulations: int
    scores: dict[str, float]


def pick_candidates(plans: list[Plan], k: int) -> list[Plan]:
    """The k best by heuristic value, always with Pass and the best of each kind of first action."""
    chosen = plans[:k]
    for kind in ("PlayCard", "UseOrderToken", "Pass", "MoraleToken"):
        if not any(type(p.action).__name__ == kind for p in chosen):
            first = next((p for p in plans if type(p.action).__name__ == kind), None)
            if first is not None:
                chosen.append(first)
    return chosen


def search_turn(view: BattleState, me: str, legal: list[Action], level, rng: Rng, weights: Weights,
                budget: float | None = None) -> SearchResult:
    start = time.perf_counter()
    deadline = start + (budget if budget else level.time_cap)
    table = UnitTable(view, me, weights)
    plans = candidates(view, me, legal, table)
    alive = pick_candidates(plans, level.candidates)
    followups = [p for p in plans if not isinstance(p.action, (Commit, Pass))]
    totals = {id(p): [] for p in alive}
    passes = level.samples if budget is None else 10 ** 6
    sims = 0
    for j in range(passes):
        if len(alive) == 1 and j > 0:
            break
        det = determinize(view, me, rng.fork(j + 1))
        for plan in alive:
            totals[id(plan)].append(simulate(det, me, plan, followups, table, weights))
            sims += 1
            if time.perf_counter() > deadline:
                break
        if time.perf_counter() > deadline:
            break
        if _halving_point(j + 1, level) and len(alive) > 2:
            alive.sort(key=lambda p: -_mean(totals[id(p)]))
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    scored = [p for p in alive if totals[id(p)]] or alive[:1]
    best = _select(scored, totals, level, rng)
    scores = {str(p.action): _mean(totals[id(p)]) for p in scored}
    return SearchResult(best, table, sims, scores)


def _halving_point(passes_done: int, level) -> bool:
    if level.rounds <= 1:
        return False
    return passes_done >= 2 and (passes_done & (passes_done - 1)) == 0   # after passes 2, 4, 8, ...


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -math.inf


def _select(scored: list[Plan], totals: dict, level, rng: Rng) -> Plan:
    if level.noise <= 0 or len(scored) == 1:
        return max(scored, key=lambda p: (_mean(totals[id(p)]), p.value))
    means = [_mean(totals[id(p)]) for p in scored]
    top = max(means)
    weights = [math.exp((m - top) / level.noise) for m in means]
    r = rng.below(1 << 30) / (1 << 30) * sum(weights)
    for p, wgt in zip(scored, weights):
        r -= wgt
        if r <= 0:
            return p
    return scored[-1]


def simulate(det: BattleState, me: str, plan: Plan, followups: list[Plan], table: UnitTable,
             weights: Weights) -> float:
    """Play `plan` on a copy of the sampled state to the end of the turn; the evaluation of the result."""
    s = fast_clone(det)
    try:
        engine.apply_in_place(s, plan.action)
        run_turn(s, me, _plan_copy(plan), followups, table)
    except IllegalAction:
        return evaluate(s, me, weights) - 5.0    # a plan the sampled state does not allow: distrust it
    return evaluate(s, me, weights)


def _plan_copy(plan: Plan) -> Plan:
    return Plan(plan.action, plan.value, list(plan.units), dict(plan.moves), dict(plan.targets))


def run_turn(s: BattleState, me: str, plan: Plan, followups: list[Plan], table: UnitTable) -> None:
    """Make the turn's remaining decisions (both players' answers inside it) until the next turn starts."""
    for _ in range(MAX_TURN_STEPS):
        kind = engine.decision_kind(s)
        if kind in ("over", "keep"):
            return
        player = engine.current_player(s)
        legal = engine.legal_actions(s)
        if kind == "turn":
            if player != me or not isinstance(plan.action, Commit):
                return
            plan = _followup(legal, followups)           # a commit is free: the turn's action comes next
            engine.apply_in_place(s, plan.action)
            continue
        mine = player == me
        action = decide(s, player, kind, legal, plan if mine else None, table if mine else None)
        engine.apply_in_place(s, action)


def _followup(legal: list[Action], followups: list[Plan]) -> Plan:
    allowed = set(legal)
    for p in followups:
        if p.action in allowed:
            return _plan_copy(p)
    return Plan(Pass())
