"""The board stays readable (issue 13, item 8): every marker has its own slot inside the hex, so a commander
on a held objective standing in the fire keeps each marker apart and nothing spills into the neighbours;
objectives are named on the board; Bold and extra attack dice show on the unit."""
from __future__ import annotations

import math

import pytest

from tactical.rules.state import Turn
from tactical.scenario import load_scenario
from tactical.ui.board_pieces import DISC, SLOTS, status_chip
from tactical.ui.textures import texture

pytestmark = pytest.mark.ui


def inside_hex(x: float, y: float) -> bool:
    """Inside a pointy-top hex of circumradius 1 centred at the origin."""
    return abs(x) <= math.sqrt(3) / 2 + 1e-9 and abs(y) <= 1 - abs(x) / math.sqrt(3) + 1e-9


def corners(dx, dy, w, h):
    return [(dx + sx * w / 2, dy + sy * h / 2) for sx in (-1, 1) for sy in (-1, 1)]


def overlap(a, b) -> bool:
    (ax, ay, aw, ah), (bx, by, bw, bh) = a, b
    return abs(ax - bx) < (aw + bw) / 2 and abs(ay - by) < (ah + bh) / 2


def test_every_marker_slot_lies_inside_the_hex_and_no_two_overlap():
    for name, slot in SLOTS.items():
        assert all(inside_hex(x, y) for x, y in corners(*slot)), name
    names = list(SLOTS)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not overlap(SLOTS[a], SLOTS[b]), (a, b)
    assert DISC[2] / 2 <= math.sqrt(3) / 2, "the token fits the hex"


def battle(app):
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, 1, {s.house: "human" for s in sc.sides})


def test_a_commander_on_a_held_objective_in_the_fire_keeps_every_marker_inside_its_hex(app):
    view = battle(app)
    st = view.session.state
    obj = st.scenario.objectives[0]
    h = view.board.geo.grid.index(*obj.hexes[0])
    commander = next(u for u in st.units if u.commander and u.hex >= 0)
    if st.unit_at(h) is not None:
        st.unit_at(h).hex = -1
    commander.hex, commander.ready = h, False
    st.fire[h] = 2
    st.control[obj.id] = commander.house
    view.refresh()
    geo = view.board.geo
    cx, cy = geo.centre(h)
    pieces = view.board.pieces
    here = [sp for lst in (pieces.units, pieces.over) for sp in lst
            if math.hypot(sp.center_x - cx, sp.center_y - cy) < geo.size]
    assert len(here) >= 8, "token, banner, figures, crown, spent mark, fire, objective, control"
    for sp in here:
        for x, y in corners((sp.center_x - cx) / geo.size, (sp.center_y - cy) / geo.size,
                            sp.width / geo.size, sp.height / geo.size):
            assert inside_hex(x, y), (sp.texture, x, y)


def test_objectives_are_named_on_the_board_by_their_hex(app):
    view = battle(app)
    st, geo = view.session.state, view.board.geo
    drawn = {t.text: t for t in view.board.names.texts}
    for obj in st.scenario.objectives:
        assert obj.name in drawn
        x, y = geo.centre(geo.grid.index(*obj.hexes[0]))
        assert abs(drawn[obj.name].x - x) < geo.hex_width and abs(drawn[obj.name].y - y) < 1.5 * geo.size


def test_bold_and_extra_dice_show_on_the_unit(app):
    view = battle(app)
    st = view.session.state
    grid = view.board.geo.grid
    occ = st.occupied()

    def friends(u):
        return sum(1 for n in grid.neighbours(u.hex) if n in occ and occ[n].house == u.house)

    alone = next(u for u in st.units if u.hex >= 0 and friends(u) == 0 and not u.commander)
    assert status_chip(st, alone) is None
    crowded = next(u for u in st.units if u.hex >= 0 and friends(u) >= 2)
    assert status_chip(st, crowded).startswith("status_bold"), "Bold gained beside two friends shows"
    st.turn = Turn(house=alone.house, source="card")
    st.turn.bonus[alone.id] = [{"kind": "extra_dice", "amount": 1}]
    assert status_chip(st, alone) == "status_dice_1"
    view.refresh()
    shown = {sp.texture for sp, _, _ in view.board.pieces.unit_sprites[alone.id]}
    assert texture("status_dice_1") in shown
