"""The AI counts the disengage strike (seed 003, "Attaque de décrochage") wherever the engine makes it: a unit
engaged in melee that moves away, or attacks in melee a unit other than the one it is engaged with, is
struck first, full dice, by that unit. The unit table used to charge it for a move away only, so an engaged
unit at every level could turn on a weaker neighbour and take the strike for free."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from tactical.ai.levels import LEVELS
from tactical.ai.policy import _attack, attack_worth
from tactical.ai.table import Context, disengage_cost
from tactical.rules import engine
from tactical.rules.actions import Attack
from tactical.rules.state import Engagement
from tests.tactical.boards import battle, fixed_dice, hex_of, order

BOARD = """
. . . . .
 . L M .
. . S . .
 . . . .
. . . . .
"""


def _position(s_figures: int):
    """Stark's green War Host S engaged with Lannister's blue guard L, next to a green archer unit M of one
    figure; S is ordered and about to attack."""
    legend = {"S": ("stark", "war_host", "green"), "L": ("lannister", "lannisport_guard", "blue"),
              "M": ("lannister", "westerlands_archers", "green")}
    state = battle(BOARD, legend)
    s, l, m = (state.unit_at(hex_of(BOARD, ch)) for ch in "SLM")
    s.figures, m.figures = s_figures, 1
    state.engagements.append(Engagement(l.hex, s.hex, "lannister"))
    order(state, s.id, stage="attack")
    return state, s, l, m


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_lone_figure_engaged_strikes_its_partner_not_the_weaker_neighbour(level):
    state, s, l, m = _position(s_figures=1)
    ctx = Context(state, "stark", LEVELS[level].weights)
    cost = disengage_cost(ctx, s, m)
    assert cost > 0 and disengage_cost(ctx, s, l) == 0.0
    # without the strike, finishing the lone archer is worth more than striking the guard
    assert attack_worth(state, "stark", Attack(s.id, m.id), ctx) + cost > attack_worth(state, "stark", Attack(s.id, l.id), ctx)
    # with it (a lone figure likely dies before it can strike), the guard it is engaged with is the target
    table = SimpleNamespace(ctx=ctx)             # the policy reads only the level's weights from it
    assert _attack(state, "stark", engine.legal_actions(state), None, table) == Attack(s.id, l.id)


def test_a_stronger_unit_still_takes_the_strike_for_a_likely_kill():
    lone, s1, _l, m1 = _position(s_figures=1)
    state, s, l, m = _position(s_figures=4)
    ctx = Context(state, "stark", LEVELS["hard"].weights)
    assert 0 < disengage_cost(ctx, s, m) < disengage_cost(Context(lone, "stark", ctx.w), s1, m1)
    table = SimpleNamespace(ctx=ctx)             # the policy reads only the level's weights from it
    assert _attack(state, "stark", engine.legal_actions(state), None, table) == Attack(s.id, m.id)


def test_the_engine_strikes_exactly_where_the_ai_counts_it(monkeypatch):
    state, s, l, m = _position(s_figures=4)
    with fixed_dice(monkeypatch, "green", "green", "green", "green", "green"):
        engine.apply_in_place(state, Attack(s.id, m.id))
    assert engine.decision_kind(state) == "strike"             # L may strike S first
    state, s, l, m = _position(s_figures=4)
    with fixed_dice(monkeypatch, "green", "green", "green", "green", "green"):
        engine.apply_in_place(state, Attack(s.id, l.id))
    assert engine.decision_kind(state) != "strike"


def test_no_strike_is_counted_from_a_burning_hex_where_the_engine_makes_none(monkeypatch):
    """Units in a fire cannot attack: the guard standing in one does not strike the War Host breaking away."""
    state, s, l, m = _position(s_figures=1)
    state.fire[l.hex] = 1
    ctx = Context(state, "stark", LEVELS["hard"].weights)
    assert disengage_cost(ctx, s, m) == 0.0
    with fixed_dice(monkeypatch, "green", "green", "green", "green", "green"):
        engine.apply_in_place(state, Attack(s.id, m.id))
    assert engine.decision_kind(state) != "strike"
