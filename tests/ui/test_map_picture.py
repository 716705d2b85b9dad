"""The map's picture (strategic/ui/map/picture.py): after a move only the changed areas are drawn again, and
the screen must then show exactly what drawing the whole map shows; a camera move draws it whole.
"""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.map.picture import merge
from strategic.ui.risk.screen import RiskScreen

pytestmark = pytest.mark.ui


def test_overlapping_boxes_merge_and_apart_ones_stay():
    assert merge([(0, 0, 10, 10), (5, 5, 10, 10), (40, 40, 5, 5)]) == [(0, 0, 15, 15), (40, 40, 5, 5)]
    assert merge([(0, 0, 10, 10), (20, 0, 10, 10), (5, 0, 20, 3)]) == [(0, 0, 30, 10)]


def _map_pixels(screen) -> bytes:
    r = screen.board.mapcam.rect
    screen.map_changed()
    screen.on_draw()
    return arcade.get_image(int(r.left), int(r.bottom), int(r.width), int(r.height)).tobytes()


class OverMap(RiskScreen):
    def draw_over_map(self) -> None:       # a game with pieces of its own: its map keeps a picture of its own
        pass


@pytest.mark.parametrize("screen_type", [RiskScreen, OverMap])
def test_ai_moves_patch_the_picture_to_the_same_pixels_as_a_whole_redraw(app, monkeypatch, screen_type):
    from strategic.risk.rules.tables import HOUSES
    from strategic.session.agents import default_ai
    from strategic.ui.game_session import GameSession

    session = GameSession.start("risk", {"rules": "skirmish", "players": 3}, 4, {h: default_ai("risk") for h in HOUSES[3]})
    screen = app.show(screen_type(app, session))
    board = screen.board
    assert board.picture.own == (screen_type is OverMap)
    _map_pixels(screen)
    boxes = []
    monkeypatch.setattr(board.picture, "draw_layers", lambda box: (boxes.append(box), board._draw_layers(box)))
    for _ in range(40):                  # claims and deployments: one or two territories change a step
        screen.after_step(screen.session.step_ai())
        _map_pixels(screen)
    whole = board._clip()
    assert whole not in boxes and len(boxes) >= 15, "small changes patch the picture, never draw it whole"
    patched_pixels = _map_pixels(screen)
    board.picture.invalidate()
    assert _map_pixels(screen) == patched_pixels
    assert boxes[-1] == whole


def test_panning_draws_the_whole_map_again(app):
    from strategic.risk.rules.tables import HOUSES
    from strategic.session.agents import default_ai

    screen = app.start_strategic("risk", {"rules": "skirmish", "players": 3}, 4, {h: default_ai("risk") for h in HOUSES[3]})
    before = _map_pixels(screen)
    screen.board.mapcam.zoom_at(400, 400, 2.0)
    screen.board.relabel()
    assert screen.board.picture.whole
    assert _map_pixels(screen) != before
    assert not screen.board.picture.whole


def test_the_screen_redraws_only_changed_parts_and_shows_what_a_whole_redraw_shows(app, monkeypatch):
    from strategic.risk.rules.tables import HOUSES
    from strategic.session.agents import default_ai

    screen = app.start_strategic("risk", {"rules": "domination", "players": 3}, 6,
                                 {h: default_ai("risk") for h in HOUSES[3]})
    while screen.session.state.round < 2:          # past the claims, where every step is another house's
        screen.session.step_ai()
    screen.refresh()
    screen.on_draw()
    panels, boxes = [], []
    render_parts, board = screen.backdrop.render_parts, screen.board
    monkeypatch.setattr(screen.backdrop, "render_parts", lambda parts, **kw: (panels.append(len(parts)),
                                                                               render_parts(parts, **kw)))
    monkeypatch.setattr(board.picture, "draw_layers", lambda box: (boxes.append(box), board._draw_layers(box)))
    for _ in range(60):
        screen.after_step(screen.session.step_ai())
        screen.on_draw()
    all_panels = 3                        # the houses' bar, the prompt and the side panel (the map is patched)
    assert sum(n < all_panels for n in panels) > len(panels) / 2, "most steps redraw only the panels they changed"
    assert boxes and board._clip() not in boxes
    w, h = app.window.width, app.window.height
    parts = arcade.get_image(0, 0, w, h).tobytes()
    screen.drawn.clear()
    screen.board.picture.invalidate()
    screen.map_changed()
    screen.on_draw()
    assert panels[-1] == all_panels and boxes[-1] == board._clip()
    assert arcade.get_image(0, 0, w, h).tobytes() == parts
