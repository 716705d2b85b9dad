"""The turn's style chosen by the learned value: at the start of each of its turns, a seat plays each
way of playing the turn (a style: the planner's level with other margins and holds) to the end of the
turn on states sampled from its view (`determinize.sample_state`: the other hands, the decks and the
dice redrawn), and keeps the style whose end positions have the best learned chance of winning
(`value.py`, fitted on arena games by `train.py`).

Every style plays the same samples with the same dice (common random numbers), so the comparison is
between styles, not samples. Only the seat's own turn is played out (the others' choices inside it,
a defence or an objective kept, are greedy's): the value model stands for what the others will do
next. Every chance is drawn from the agent's own Rng; it reads only its view. Hard uses it
(`Level.lookahead` samples) wherever a model is shipped: 3-house Skirmish, where it measured a gain
against normal; in Domination it measured none and the planner plays alone (docs/decisions.md).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from tactical.protocol import Rng

from ..game import RISK
from ..rules.state import RiskState
from ..rules.view import RiskView
from .determinize import Unsampled, sample_state
from .greedy import GreedyAgent
from .levels import Level
from .value import Logistic, model_for, win_chance

TURN_START = ("reinforce", "cash_in")
TURN_STEPS = 400             # a safety net: a turn is a few dozen decisions


def styles(base: Level) -> dict[str, Level]:
    """The level itself, bolder (every chain worth anything, nothing held home), calmer (only chains
    worth much; the first conquest for a card still tempts) and a card only (one conquest, then stop)."""
    plain = replace(base, lookahead=0)
    return {
        base.name: plain,
        "bold": replace(plain, name="bold", margin=0.0, hold=0.0, hold_few=0.0),
        "calm": replace(plain, name="calm", margin=3.0, first_bonus=2.5),
        "card": replace(plain, name="card", margin=50.0, first_bonus=49.5),
    }


def play_turn(s: RiskState, me: str, mine: Any, seed: int) -> RiskState:
    """Play `s` on (in place) to the end of `me`'s turn, `mine` deciding for it, greedy for any other."""
    other = GreedyAgent(seed)
    for _ in range(TURN_STEPS):
        if s.result is not None or s.active != me:
            break
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        RISK.apply_in_place(s, seat, (mine if seat == me else other).choose(RISK.view(s, seat), legal), legal)
    return s


def outcome(model: Logistic, s: RiskState, me: str) -> float:
    """The chance `me` wins from the end of its turn: 1 or 0 if the game ended, else the model's."""
    if s.result is not None:
        return float(s.result["winners"] == [me])
    return win_chance(model, RISK.view(s, me))


class TurnChooser:
    """Chooses a style for each own turn (`samples` sampled states per style)."""

    def __init__(self, base: Level, rng: Rng, player: Callable[[Level, int], Any],
                 models: Callable[[RiskView], Logistic | None] = model_for) -> None:
        """`player(level, seed)`: the agent that plays a style in a rollout (the planner's, handed in);
        `models(view)`: the learned value for the view's game, if any."""
        self.styles, self.rng, self.samples, self.player = styles(base), rng, base.lookahead, player
        self.models = models

    def choose_style(self, v: RiskView, legal: Sequence[Any]) -> Level:
        base = next(iter(self.styles))          # a tie, no model, or a view no game could show: the level's own
        model = self.models(v)
        if model is None:
            return self.styles[base]
        totals = dict.fromkeys(self.styles, 0.0)
        for seed in [self.rng.next_u64() & 0xFFFFFFFF for _ in range(self.samples)]:
            try:
                sampled = sample_state(v, Rng(seed), legal)
            except Unsampled:
                return self.styles[base]
            for name, level in self.styles.items():
                end = play_turn(sampled.clone(), v.seat, self.player(level, seed), seed)
                totals[name] += outcome(model, end, v.seat)
        return self.styles[max(totals, key=lambda n: (totals[n], n == base))]


def turn_start(v: RiskView) -> bool:
    """A turn the chooser plays: the seat's own, dice battles, once the draft is over."""
    return v.active == v.seat and v.phase in TURN_START and v.battles == "dice"
