"""Choosing a turn: determinized Monte Carlo over whole-turn plans, with successive halving.

The candidates are the best few first actions of the turn, each with its plan (`plans.candidates`).
Each is played out to the end of the turn on sampled states (`determinize`: the opponent's hand and
both decks dealt from what the view leaves open, fresh dice from the AI's own RNG) by the in-turn
policy, and the resulting position is scored by the evaluation. The same samples are used for every
candidate (common random numbers), so plans are compared on the same dice. After some passes the
weaker half of the candidates is dropped, and the search stops at its work budget or its deadline,
whichever comes first (anytime: it always has a best plan so far). At the hard level the few best are
then compared again further ahead: the opponent's reply and the turns after it are played out too, each
side following its best heuristic plan, as what a turn sets up often pays only two or three turns later.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace

from tactical.ai.determinize import determinize
from tactical.ai.diagnostics import acting
from tactical.ai.evaluation import Weights, evaluate
from tactical.ai.plans import Plan, candidates, purposeful, score_action
from tactical.ai.policy import decide
from tactical.ai.table import UnitTable
from tactical.protocol import IllegalAction, Rng
from tactical.rules import engine
from tactical.rules.actions import Action, Commit, Pass, PlayCard, UseOrderToken
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
                budget: float | None = None, after_commit: bool = False) -> SearchResult:
    """Screen the candidates with quick simulations (halving the field as it goes), then, at the hard
    level, compare the few best again with the next `level.lookahead` turns played out. `after_commit`:
    this turn follows our own commit (a purposeful level then does not pass)."""
    start = time.perf_counter()
    deadline = start + (budget if budget else level.time_cap)
    table = UnitTable(view, me, weights)
    plans = candidates(view, me, legal, table)
    if level.purposeful:
        plans = purposeful(view, me, plans, weights, after_commit) or plans
    if level.blunder and rng.below(1000) < level.blunder * 1000:
        moves = [p for p in plans[:8] if not isinstance(p.action, Pass)] or plans[:1]
        return SearchResult(moves[rng.below(len(moves))], table, 0, {})   # an easy opponent's slip
    ctx = _Run(view, me, [p for p in plans if not isinstance(p.action, (Commit, Pass))], table, weights, rng, deadline)
    alive = pick_candidates(plans, level.candidates)
    alive += variants(view, me, alive[:level.variants], weights, level.purposeful) if level.variants else []
    screen = max(1, level.samples - level.reply_passes)
    screen_until = start + 0.4 * budget if (budget and level.reply_passes) else deadline
    totals = ctx.passes(alive, range(screen) if budget is None else range(10 ** 6), 0, level, screen_until)
    if level.reply_passes and len(alive) > 1 and time.perf_counter() < deadline:
        alive = _best(alive, totals)[:level.reply_width]
        first = 1000
        count = level.reply_passes if budget is None else 10 ** 6
        totals = ctx.passes(alive, range(first, first + count), level.lookahead, level, deadline)
    scored = [p for p in alive if totals.get(id(p))] or alive[:1]
    if level.purposeful:
        scored = [p for p in scored if not _idle(p, ctx.acted)] or _resting(scored, legal)
    best = _select(scored, totals, level, rng)
    scores = {str(p.action): _mean(totals.get(id(p), [])) for p in scored}
    return SearchResult(best, table, ctx.sims, scores)


class _Run:
    """One search: the sampled states and the simulations run so far."""

    def __init__(self, view, me, followups, table, weights, rng, deadline) -> None:
        self.view, self.me, self.followups, self.table = view, me, followups, table
        self.weights, self.rng, self.deadline, self.sims = weights, rng, deadline, 0
        self.acted: dict[int, bool] = {}             # plan id -> did any simulation of its turn do something

    def passes(self, alive: list[Plan], indices, ahead: int, level, until: float) -> dict[int, list[float]]:
        """Simulate every surviving plan once per pass (same sampled state for all); prune by halving.
        `alive` is pruned in place."""
        totals: dict[int, list[float]] = {id(p): [] for p in alive}
        for n, j in enumerate(indices, start=1):
            if len(alive) <= 1 and n > 1:
                break
            det = determinize(self.view, self.me, self.rng.fork(j + 1))
            for plan in alive:
                score, acted = simulate(det, self.me, plan, self.followups, self.table, self.weights, ahead)
                totals[id(plan)].append(score)
                self.acted[id(plan)] = self.acted.get(id(plan), False) or acted
                self.sims += 1
                if time.perf_counter() > min(until, self.deadline):
                    return totals
            if not ahead and _halving_point(n, level) and len(alive) > 2:
                alive[:] = _best(alive, totals)[:max(2, (len(alive) + 1) // 2)]
        return totals


def _idle(plan: Plan, acted: dict[int, bool]) -> bool:
    """A card, token or commit planned to act whose simulated turns never did anything: executed, its
    plan falls apart (say a planned move the policy does not make), so it would only spend resources."""
    return isinstance(plan.action, (PlayCard, UseOrderToken, Commit)) and plan.acts and not acted.get(id(plan))


def _resting(scored: list[Plan], legal: list[Action]) -> list[Plan]:
    """What is left when every simulated plan proved idle: Pass when it is legal."""
    return [Plan(Pass())] if Pass() in legal else scored


def variants(view: BattleState, me: str, plans: list[Plan], weights: Weights, purposeful: bool = False) -> list[Plan]:
    """The same first actions with their units placed more cautiously and more boldly (a purposeful
    level skips a placement that leaves its card or token acting not)."""
    out = []
    for w in (replace(weights, threat=weights.threat * 2.2, own_threat=weights.own_threat * 0.7),
              replace(weights, threat=weights.threat * 0.35, own_threat=weights.own_threat * 1.5)):
        table = UnitTable(view, me, w)
        for p in plans:
            if isinstance(p.action, (PlayCard, UseOrderToken)):
                q = score_action(view, me, p.action, table)
                if q is not None and q.moves != p.moves and (q.acts or not purposeful):
                    out.append(q)
    return out


def _best(alive: list[Plan], totals: dict) -> list[Plan]:
    return sorted(alive, key=lambda p: -_mean(totals[id(p)]))


def _halving_point(passes_done: int, level) -> bool:
    if level.rounds <= 1:
        return False
    return passes_done >= 2 and (passes_done & (passes_done - 1)) == 0   # after passes 2, 4, 8, ...


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -math.inf


def _select(scored: list[Plan], totals: dict, level, rng: Rng) -> Plan:
    if level.noise <= 0 or len(scored) == 1:
        return max(scored, key=lambda p: (_mean(totals.get(id(p), [])), p.value))
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
             weights: Weights, ahead: int = 0) -> tuple[float, bool]:
    """Play `plan` on a copy of the sampled state to the end of the turn, then `ahead` more turns
    (the opponent's answer first, each side planned by the same heuristics): the evaluation of the result,
    and whether our turn did anything (moved, attacked, rallied, an effect took hold)."""
    s = det.clone()
    try:
        acted = acting(engine.apply_in_place(s, plan.action))
        acted = run_turn(s, me, _plan_copy(plan), followups, table) or acted
        play_ahead(s, ahead)
    except IllegalAction:
        return evaluate(s, me, weights) - 5.0, False   # a plan the sampled state does not allow: distrust it
    return evaluate(s, me, weights), acted


def play_ahead(s: BattleState, turns: int) -> None:
    """The next `turns` turns, whoever plays them (Regroup's choices included): each side's best plan
    by the heuristic, no search."""
    for _ in range(turns):
        while engine.decision_kind(s) == "keep":
            player = engine.current_player(s)
            engine.apply_in_place(s, decide(s, player, "keep", engine.legal_actions(s), None, None))
        if engine.decision_kind(s) != "turn":
            return
        player = engine.current_player(s)
        table = UnitTable(s, player)
        plans = candidates(s, player, engine.legal_actions(s), table)
        if not plans:
            return
        engine.apply_in_place(s, plans[0].action)
        run_turn(s, player, _plan_copy(plans[0]), [p for p in plans if not isinstance(p.action, (Commit, Pass))],
                 table)


def _plan_copy(plan: Plan) -> Plan:
    return Plan(plan.action, plan.value, list(plan.units), dict(plan.moves), dict(plan.targets), plan.acts, plan.then)


def run_turn(s: BattleState, me: str, plan: Plan, followups: list[Plan], table: UnitTable) -> bool:
    """Make the turn's remaining decisions (both players' answers inside it) until the next turn starts;
    whether anything was done (`diagnostics.acting` on the turn's events)."""
    acted = False
    for _ in range(MAX_TURN_STEPS):
        kind = engine.decision_kind(s)
        if kind in ("over", "keep"):
            return acted
        player = engine.current_player(s)
        legal = engine.legal_actions(s)
        if kind == "turn":
            if player != me or not isinstance(plan.action, Commit):
                return acted
            plan = _followup(legal, plan.then, followups)   # a commit is free: the turn's action comes next
            acted = acting(engine.apply_in_place(s, plan.action)) or acted
            continue
        mine = player == me
        action = decide(s, player, kind, legal, plan if mine else None, table if mine else None)
        acted = acting(engine.apply_in_place(s, action)) or acted
    return acted


def _followup(legal: list[Action], then: Plan | None, followups: list[Plan]) -> Plan:
    """The turn planned with the commit if it is still legal, else the best heuristic plan that is."""
    allowed = set(legal)
    for p in ([then] if then is not None else []) + followups:
        if p.action in allowed:
            return _plan_copy(p)
    return Plan(Pass())
