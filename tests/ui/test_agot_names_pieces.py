"""The A Game of Thrones board's area names and its pieces do not cover each other (issue 14): at 1024x700,
1280x800 and 1920x1080, at the start of a 6-house game, no shown name's box (the map widget's labels) is
under a unit piece's box (strategic/ui/agot/pieces.py lays each area's row of pieces off the names), except
a few left where the board is too crowded for the row's search (ROW_SPOTS): at 1024x700 six (Greywater Watch,
the Port of Sunspear's ships by Salt Shore's name, rows pushed onto a neighbour's name), at
1280x800 two (Dragonstone under the sea's name). Those are counted, so one more cover fails."""
from __future__ import annotations

import pytest

from strategic.session.agents import make_agent
from strategic.ui.agot.pieces import PiecePool, build_pieces
from tactical.ui.layout import Rect
from tests.ui.test_agot_layout import SEATS
from tests.ui.test_agot_screen import start
from tests.ui.test_text_fits import SIZES, overlap

pytestmark = pytest.mark.ui
LEFT = {(1024, 700): 6, (1280, 800): 2, (1920, 1080): 0}       # (name, unit) pairs still crossing


def covered(screen) -> list[str]:
    screen.placed_pieces()
    names = [Rect(l, b, r - l, t - b) for l, b, r, t in screen.board.labels.name_boxes()]
    units = [Rect(l, b, r - l, t - b) for l, b, r, t in screen.pieces.unit_boxes]
    assert len(names) > 30 and len(units) > 20
    return [f"name at {n} under a unit at {u}" for n in names for u in units if overlap(n, u)]


def test_area_names_lie_under_no_unit_at_the_start(app):
    screen = start(app, SEATS, players=6, seed=2, max_rounds=6)
    for size in SIZES:
        screen.on_resize(*size)
        assert len(covered(screen)) <= LEFT[size], (size, covered(screen))


def test_pieces_placed_from_the_kept_placements_are_those_placed_afresh(app):
    # the pool keeps each row's spot between rebuilds (the same row among the same names goes to the same
    # spot): after AI steps, the pieces equal those a new pool places
    screen = start(app, SEATS, players=6, seed=2, max_rounds=6)
    screen.on_resize(1024, 700)
    s, agent = screen.session.session, make_agent("agot", "greedy", 3)
    for _ in range(40):
        seat = sorted(s.to_act())[0]
        s.submit(seat, agent.choose(s.view(seat), s.legal(seat)))
        screen.placed_pieces()
    again = build_pieces(screen.choice.view, screen.model, screen.board.mapcam, PiecePool(),
                         screen.board.labels.name_boxes())
    assert screen.pieces.unit_boxes == again.unit_boxes and screen.pieces.spots == again.spots
    assert len(screen.piece_pool.made) > 0
