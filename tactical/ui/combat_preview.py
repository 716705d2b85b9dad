"""What an attack is likely to do, for the board's preview: dice, expected hits, the chance to eliminate
the target and the chance of at least one flag (a retreat unless the target may ignore it).

The numbers come from the engine's own answers (`combat.attack_dice` with every modifier, `combat.cover`
with engagement and Endurance) and the dice arithmetic of `tactical.ai.combatmath` (chance a die hits this
target, hits needed to eliminate it, binomial tails); nothing here decides a rule.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.ai import combatmath as cm
from tactical.rules import combat
from tactical.rules.state import BattleState


@dataclass(frozen=True)
class Preview:
    dice: int
    hits: float         # expected figures removed, after cover
    kill: float         # chance the target is eliminated (its commander captured) by this roll
    flag: float         # chance of at least one flag


def attack_preview(state: BattleState, attacker: int, target: int, kind: str = "attack") -> Preview:
    a, t = state.units[attacker], state.units[target]
    n = combat.attack_dice(state, attacker, target, kind)
    p = round(cm.hit_probability(a, cm.info(a), t, cm.info(t)), 4)
    cover = combat.cover(state, t)
    need = cm.figures_to_kill(t, cm.info(t)) + cover
    return Preview(n, cm.expected_excess(n, p, cover), cm.binom_tail(n, p, need), cm.binom_tail(n, cm.FLAG_P, 1))


def short_text(pv: Preview) -> str:
    """The label on the line of sight: '3 dice · 1.1 hits · kill 12% · flag 33%'."""
    dice = f"{pv.dice} {'die' if pv.dice == 1 else 'dice'}"
    return f"{dice} · {pv.hits:.1f} hits · kill {_pct(pv.kill)} · flag {_pct(pv.flag)}"


def long_text(pv: Preview) -> str:
    """The tooltip's sentence."""
    return (f"Attack: {pv.dice} {'die' if pv.dice == 1 else 'dice'} (line of sight clear). Expected "
            f"{pv.hits:.1f} hits after cover; {_pct(pv.kill)} chance to eliminate; {_pct(pv.flag)} chance of "
            f"at least one flag (a retreat unless it may ignore it). Click to attack.")


def _pct(p: float) -> str:
    return "<1%" if 0 < p < 0.005 else f"{round(100 * p)}%"
