"""Ready, ordered (this turn, still to act) and spent units look different on the board, and a spent unit
stays readable: its token fades toward the ground instead of going dark (Stark slate went almost black)."""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.cli import draw_frame
from tactical.rules.actions import Pass, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.textures import texture
from tests.ui.driver import perform

pytestmark = pytest.mark.ui


def hot_seat(app):
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, 1, {s.house: "human" for s in sc.sides})


def parts(view, uid):
    return [sp for sp, _, _ in view.board.pieces.unit_sprites[uid]]


def mark(view, uid):
    """The texture of the unit's state mark, or None."""
    known = {texture("ordered"): "ordered", texture("spent"): "spent"}
    return next((known[sp.texture] for sp in parts(view, uid) if sp.texture in known), None)


def finish_turn(view) -> None:
    """Hold or end each step until the ordering turn is over."""
    s = view.session
    while s.state.turn is not None:
        s.submit(next(a for a in s.legal() if type(a).__name__ in ("Hold", "Done")))
    view.refresh()


def brightness(view, uid) -> float:
    draw_frame(view.window)
    x, y = view.board.geo.centre(view.session.state.units[uid].hex)
    r = int(view.board.geo.size * 0.35)
    img = arcade.get_image(int(x) - r, int(y) - r, 2 * r, 2 * r).convert("L")
    return sum(img.getdata()) / (4 * r * r)


def test_ordered_and_spent_units_have_their_own_marks_and_a_spent_token_gets_lighter(app):
    view = hot_seat(app)
    order = next(a for a in view.session.legal() if isinstance(a, UseOrderToken) and a.count == 1)
    ready = brightness(view, order.unit)
    assert mark(view, order.unit) is None
    perform(view, order)
    assert mark(view, order.unit) == "ordered"
    assert parts(view, order.unit)[0].alpha == 255, "the unit still to act is shown in full colour"
    assert "Ordered this turn" in view.board.full_card(view.session.state.units[order.unit].hex)
    finish_turn(view)
    assert mark(view, order.unit) == "spent"
    assert parts(view, order.unit)[0].alpha < 255
    assert brightness(view, order.unit) >= ready * 0.95, "a spent token must not go dark"


def test_a_spent_stark_token_stays_readable(app):
    view = hot_seat(app)
    s = view.session
    while s.state.active != "stark":
        s.submit(Pass()) if Pass() in s.legal() else s.submit(s.legal()[0])
    view.refresh()
    order = next(a for a in s.legal() if isinstance(a, UseOrderToken) and a.count == 1)
    before = brightness(view, order.unit)
    s.submit(order)
    finish_turn(view)
    assert mark(view, order.unit) == "spent"
    assert brightness(view, order.unit) >= before * 0.95
