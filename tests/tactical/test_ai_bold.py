"""Issue 16, fifth pass: hard counts a Bold target's flags on the dice. A Bold unit (printed, from a card,
or standing by two friends) ignores its first flag and then counter-attacks in melee, so it gives ground
only on two flags: an attack on it is struck back far more often than the expected flags (the rough
count the lower levels keep) suggest, and drives it off an objective far less often."""
from __future__ import annotations

from dataclasses import replace
from itertools import product

import pytest

from tactical.ai import combatmath as M
from tactical.ai.evaluation import DEFAULT
from tactical.ai.levels import LEVELS
from tactical.ai.policy import attack_worth, decide
from tactical.ai.table import Context, UnitTable
from tactical.rules import engine
from tactical.rules import units as U
from tactical.rules.actions import Attack, Done
from tests.tactical.boards import battle, order, unit_at

HARD = LEVELS["hard"]

# A blue Lannister Heavy Infantry (H) with two friends beside it (A, B), so Bold, and a free hex to give
# ground to; a War Host (W) in front of it, the only enemy W can reach.
BOARD = """
. . . A . . .
 . . . H B .
. . . W . . .
 . . . . . .
. . . . . . .
 . . . . . .
. . G . . . .
"""
LEGEND = {"A": ("lannister", "lannisport_guard", "green"), "B": ("lannister", "lannisport_guard", "green"),
          "H": ("lannister", "heavy_infantry", "blue"), "W": ("stark", "war_host", "blue"),
          "G": ("stark", "@greatjon_the_greatjon", "blue")}


def _flag_odds(n: int) -> tuple[float, float]:
    """By enumerating the 8 faces of n dice (one flag face): P(at least 1 flag), P(at least 2)."""
    rolls = list(product(range(8), repeat=n))
    flags = [sum(1 for f in r if f == 0) for r in rolls]
    return sum(f >= 1 for f in flags) / len(rolls), sum(f >= 2 for f in flags) / len(rolls)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_bold_target_gives_ground_only_on_two_flags(n):
    s = M.Strike(hits=1.0, kill=0.0, flags=n / 8, dice=n)
    one, two = _flag_odds(n)
    assert M.driven_back(s, bold=False, exact=True)[0] == pytest.approx(one)
    assert M.driven_back(s, bold=True, exact=True)[0] == pytest.approx(two)
    assert M.driven_back(s, bold=True, exact=True)[1] == pytest.approx(n / 8 - one)   # the first flag is ignored
    assert M.driven_back(s, bold=True, exact=False) == (min(1.0, n / 8), n / 8)      # the lower levels' count
    blocked = M.Strike(hits=1.0, kill=0.0, flags=0.0, dice=n)                         # flags already hits
    assert M.driven_back(blocked, bold=True, exact=True) == (0.0, 0.0)


def test_hard_does_not_strike_a_bold_unit_that_would_strike_back_harder():
    state = battle(BOARD, LEGEND)
    h, w = unit_at(state, BOARD, "H"), unit_at(state, BOARD, "W")
    assert U.keyword(state, h, "bold")                      # two friends beside it
    order(state, w.id, stage="attack")
    legal = engine.legal_actions(state)
    assert Attack(w.id, h.id) in legal
    rough = replace(HARD.weights, exact_flags=False)
    # counted on the dice, the counter-attack (9 times in 10 unless it falls) outweighs three dice's hits
    assert attack_worth(state, "stark", Attack(w.id, h.id), Context(state, "stark", HARD.weights)) < 0
    assert decide(state, "stark", "attack", legal, None, UnitTable(state, "stark", HARD.weights)) == Done()
    # the rough count (3/8 of a retreat from three dice's flags) still attacks, as normal does
    assert attack_worth(state, "stark", Attack(w.id, h.id), Context(state, "stark", rough)) > 0
    assert decide(state, "stark", "attack", legal, None, UnitTable(state, "stark", DEFAULT)) == Attack(w.id, h.id)
