"""The planning agent: searches whole turns at the start of each turn, then carries its plan out.

It sees only the view it is given. At a "turn" decision it runs the search (`search.search_turn`) and
keeps the chosen plan; the decisions that follow inside the same turn (selecting units, moving,
attacking, the combat answers) are made by the policy, following that plan while it still fits the
position. Its randomness comes from its own `Rng`, seeded once, so a game between seeded agents
replays exactly (unless a wall-clock `budget` cuts the search short on a slower machine).
"""
from __future__ import annotations

from typing import Sequence

from tactical.ai.levels import Level
from tactical.ai.plans import Plan
from tactical.ai.policy import decide
from tactical.ai.search import search_turn
from tactical.ai.table import UnitTable
from tactical.protocol import Rng
from tactical.rules import engine
from tactical.rules.actions import Action, Commit, PlayCard, UseOrderToken
from tactical.rules.state import BattleState


class PlannerAgent:
    def __init__(self, level: Level, seed: int, budget: float | None = None) -> None:
        self.level = level
        self.name = level.name
        self.budget = budget
        self.rng = Rng(seed)
        self.plan: Plan | None = None
        self.table: UnitTable | None = None
        self.last_search = None

    def choose(self, view: BattleState, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            if self.plan is not None and isinstance(self.plan.action, Commit):
                self.plan = None                # the commit's turn is over: the next turn is not "after" it
            return legal[0]
        me = engine.current_player(view)
        kind = engine.decision_kind(view)
        if kind == "turn":
            after_commit = self.plan is not None and isinstance(self.plan.action, Commit)
            result = search_turn(view, me, legal, self.level, self.rng.fork(self.rng.next_u64()),
                                 self.level.weights, self.budget, after_commit)
            self.last_search = result
            self.plan, self.table = result.plan, result.table
            return result.plan.action
        if self.level.sloppy and self.rng.below(1000) < self.level.sloppy * 1000:
            return legal[self.rng.below(len(legal))]      # a beginner's slip: any legal answer
        plan = self.plan if self._plan_fits(view, me) else None
        action = decide(view, me, kind, legal, plan, self.table if plan is not None else None)
        return action if action in legal else legal[0]

    def _plan_fits(self, view: BattleState, me: str) -> bool:
        """The stored plan is for the turn now being played (same card or ordered unit)."""
        plan, turn = self.plan, view.turn
        if plan is None or turn is None or turn.house != me:
            return False
        a = plan.action
        if isinstance(a, PlayCard):
            return turn.source == "card" and turn.card == a.card and turn.commander == a.commander
        if isinstance(a, UseOrderToken):
            return turn.source == "token" and a.unit in turn.activated
        return False
