"""Monte-Carlo search over determinized hidden information: at the start of each of its turns, the seat
chooses how to play the turn (a style: the planner's level with other margins and holds) by playing
each style out on states sampled from its view (`determinize.sample_state`: the other hands, the
decks and the future dice redrawn) through the other houses' replies, to the start of its next turn,
and keeping the style whose end positions score best on average.

Every style is played on the same samples with the same dice (common random numbers), so the
comparison is between styles, not between samples. The others are played by the greedy baseline (the
rollout policy: fast, and it turns on the biggest house and the one nearest victory, as the traces
of lost games showed the others do). An end position is scored by `evaluate`: Skirmish points or
Domination victory points against the best rival's, with territories and armies as tie-breaks. Every
chance is drawn from the agent's own Rng; it reads only its view.

A level searches when its `Level.search` (samples per style) is above 0. None does today: for hard it
cost about 50 times the CPU for a gain within the noise against greedy and a loss against normal
(docs/decisions.md, "Risk AI", fourth pass); it stays a level's setting for the next step (more
samples, a better rollout model of the others, searching the chains themselves).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from tactical.protocol import Rng

from ..game import RISK
from ..rules.geo import geo
from ..rules.state import RiskState
from ..rules.view import RiskView
from .determinize import Unsampled, sample_state
from .greedy import GreedyAgent
from .levels import Level

TURN_START = ("reinforce", "cash_in")
ROLLOUT_DEPTH = 2            # chains planned in a rollout (three deep costs three times as much)
ROLLOUT_STEPS = 600          # a safety net: a round of play is a few dozen to a few hundred decisions


def styles(base: Level) -> dict[str, Level]:
    """The ways to play a turn the search chooses between: the level itself, bolder (every chain
    worth anything, nothing held home), calmer (only chains worth much; the first conquest for a
    card still tempts) and a card only (one conquest, then stop)."""
    plain = replace(base, search=0)
    return {
        base.name: plain,
        "bold": replace(plain, name="bold", margin=0.0, hold=0.0, hold_few=0.0),
        "calm": replace(plain, name="calm", margin=3.0, first_bonus=2.5),
        "card": replace(plain, name="card", margin=50.0, first_bonus=49.5),
    }


@dataclass(frozen=True)
class Weights:
    """How an end position is scored, per unit of the seat's lead over the best rival."""
    win: float = 100.0        # the game ended: won (half when shared), or lost (negative)
    points: float = 1.0       # Skirmish points / Domination victory points (x `vp`)
    vp: float = 3.0
    territories: float = 0.3  # Domination: territories held
    armies: float = 0.1


def evaluate(s: RiskState, me: str, w: Weights) -> float:
    """The seat's lead over the best of the others in `s` (its own view of the scores is public)."""
    if s.result is not None:
        winners = s.result["winners"]
        return w.win * (1.0 if winners == [me] else 0.5 if me in winners else -1.0)
    g = geo(s.map)
    alive = [h for h in s.seats if not s.players[h].eliminated]
    score = {h: 0.0 for h in alive}
    for t, o in s.owner.items():
        if o in score:
            if s.rules == "skirmish":
                score[o] += w.points * g.points[t]
            else:
                score[o] += w.territories
            score[o] += w.armies * s.armies[t]
    if s.rules == "domination":
        for h in alive:
            score[h] += w.vp * s.players[h].vp
    if me not in score:
        return -w.win
    return score[me] - max((x for h, x in score.items() if h != me), default=0.0)


def rollout(s: RiskState, me: str, mine: Any, seed: int) -> RiskState:
    """Play `s` on (in place) with `mine` for the seat and greedy for the others, to the start of the
    seat's next turn or the end of the game."""
    others = {h: GreedyAgent(seed + i) for i, h in enumerate(s.seats)}
    start = s.round
    for _ in range(ROLLOUT_STEPS):
        if s.result is not None or (s.active == me and s.round > start and s.phase in TURN_START):
            break
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        agent = mine if seat == me else others[seat]
        RISK.apply_in_place(s, seat, agent.choose(RISK.view(s, seat), legal), legal)
    return s


class TurnSearch:
    """Chooses a style for each own turn of a planner seat by rollouts (`samples` states per style)."""

    def __init__(self, base: Level, rng: Rng, player: Callable[[Level, int], Any], weights: Weights = Weights()) -> None:
        """`player(level, seed)`: the agent that plays a style in a rollout (the planner's, handed in by it)."""
        self.styles, self.rng, self.samples, self.weights = styles(base), rng, base.search, weights
        self.player = player
        # played out in a rollout: shallower chains, and no search again
        self.rolled = {n: replace(level, depth=min(level.depth, ROLLOUT_DEPTH)) for n, level in self.styles.items()}

    def choose_style(self, v: RiskView, legal: Sequence[Any]) -> Level:
        seeds = [self.rng.next_u64() & 0xFFFFFFFF for _ in range(self.samples)]
        totals = dict.fromkeys(self.styles, 0.0)
        base = next(iter(self.styles))            # a tie, or a view no game could show, keeps the level's own
        for seed in seeds:
            try:
                sampled = sample_state(v, Rng(seed), legal)
            except Unsampled:
                return self.styles[base]
            for name, level in self.rolled.items():
                mine = self.player(level, seed)
                end = rollout(sampled.clone(), v.seat, mine, seed)
                totals[name] += evaluate(end, v.seat, self.weights)
        return self.styles[max(totals, key=lambda n: (totals[n], n == base))]


def searching(v: RiskView) -> bool:
    """A turn the search plays: the seat's own, dice battles, once the draft is over."""
    return v.active == v.seat and v.phase in TURN_START and v.battles == "dice"

