"""Moves show their cost: reachable hexes are shaded by whether the unit can still attack after moving
there (the engine's order chart), and hovering one says (and rings) what it could attack from there."""
from __future__ import annotations

import pytest

from tactical.rules import movement, units
from tactical.rules.actions import Move, UseOrderToken
from tactical.scenario import load_scenario
from tests.ui.driver import perform

pytestmark = pytest.mark.ui


def to_move_step(app, seed: int):
    sc = load_scenario("clash_on_the_kingsroad")
    view = app.start_battle(sc, seed, {s.house: "human" for s in sc.sides})
    s = view.session
    perform(view, next(a for a in s.legal() if isinstance(a, UseOrderToken) and a.count == 1))
    view.ix.unit = next(a.unit for a in s.legal() if isinstance(a, Move))
    view.refresh_choice()
    return view


def test_reachable_hexes_split_by_whether_an_attack_follows(app):
    found_far = False
    for seed in (1, 2, 3, 4):
        view = to_move_step(app, seed)
        ix, st = view.ix, view.session.state
        marks = ix.highlights()
        moves = {a.to for a in ix.legal if isinstance(a, Move) and a.unit == ix.unit}
        assert marks.get("reach", set()) | marks.get("far", set()) == moves
        assert not marks.get("reach", set()) & marks.get("far", set())
        costs = movement.reachable_costs(st, ix.unit)
        for h in moves:
            assert (h in marks.get("reach", set())) == units.may_attack_after(st, st.units[ix.unit], costs[h][1])
        found_far |= bool(marks.get("far"))
        assert "far" not in marks or "far" in view.prompt_info().legend, "the legend names the pale hexes"
    assert found_far, "no unit in these battles had a move that gives up its attack"


def test_hovering_a_move_says_what_the_unit_could_attack_from_there(app):
    from tactical.hexgrid import grid_for

    view = to_move_step(app, 1)
    st, uid = view.session.state, view.ix.unit
    h = sorted(view.ix.highlights()["reach"])[0]
    grid = grid_for(st.cols, st.rows)
    spot = next(n for n in grid.neighbours(h) if st.unit_at(n) is None and n != st.units[uid].hex)
    enemy = next(u for u in st.units if u.house != st.units[uid].house and u.hex >= 0)
    enemy.hex = spot                      # an enemy set down next to the hex, for this test only
    assert enemy.id in view.board.targets_from(h)
    assert "then attack: " in view.board.tooltip(h) and "Move here" in view.board.tooltip(h)


def test_hovering_a_move_that_gives_up_the_attack_says_so(app):
    for seed in (1, 2, 3, 4):
        view = to_move_step(app, seed)
        for h in view.ix.highlights().get("far", ()):
            assert view.board.targets_from(h) is None
            assert "no attack after this move" in view.board.tooltip(h)
            return
    pytest.fail("no unit in these battles had a move that gives up its attack")
