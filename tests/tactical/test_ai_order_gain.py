"""A card that orders some of the units in a commander's zone orders those an order helps most (issue 16,
ninth pass): not the best placed, which would only hold (a card ordering only them acts not, and hard
would pass with it in hand). Hand-built board and unit options, no long matches."""
from __future__ import annotations

from dataclasses import replace

from tactical.ai.levels import LEVELS
from tactical.ai.plans import score_action
from tactical.ai.table import Option, UnitTable
from tactical.rules import engine
from tactical.rules.actions import PlayCard
from tests.tactical.boards import battle

HARD = LEVELS["hard"]

# The Greatjon (G) with two War Hosts in his zone: W stands well, X could move up; a Lannisport Guard (L).
BOARD = """
. . . . . . .
 . . . . . .
. . . . . . .
 . . . L . .
. . . . . . .
 . . W . X .
. . . G . . .
"""
LEGEND = {"L": ("lannister", "lannisport_guard", "green"), "W": ("stark", "war_host", "green"),
          "X": ("stark", "war_host", "green"), "G": ("stark", "@greatjon_the_greatjon", "blue")}


def _one_infantry_plan(weights):
    """S09's second command orders one infantry unit: the plan for it, with W worth 2.0 where it stands
    (no better option) and X worth 0.2 where it stands but 1.0 after a move."""
    state = battle(BOARD, LEGEND)
    side = state.sides["stark"]
    side.hand, side.tokens = ["S09"], {t: 0 for t in side.tokens}
    view = engine.view(state, "stark")
    table = UnitTable(view, "stark", weights)
    g, w, x = sorted((u for u in view.units if u.house == "stark"), key=lambda u: (u.commander is None, u.hex))
    table._options = {g.id: [Option(g.id, g.hex, 0, 0.1)], w.id: [Option(w.id, w.hex, 0, 2.0)],
                      x.id: [Option(x.id, x.hex - 7, 1, 1.0), Option(x.id, x.hex, 0, 0.2)]}
    action = next(a for a in engine.legal_actions(state) if isinstance(a, PlayCard) and a.commands == (1,))
    return score_action(view, "stark", action, table), w, x


def test_hard_orders_the_unit_an_order_helps_not_the_best_placed():
    plan, w, x = _one_infantry_plan(HARD.weights)
    assert plan.units == [x.id] and plan.moves[x.id] == x.hex - 7 and plan.acts


def test_normal_keeps_ordering_the_best_placed_unit():
    normal = LEVELS["normal"].weights
    assert not normal.order_gain
    plan, w, x = _one_infantry_plan(normal)
    assert plan.units == [w.id] and not plan.acts
    assert _one_infantry_plan(replace(normal, order_gain=True))[0].units == [x.id]
