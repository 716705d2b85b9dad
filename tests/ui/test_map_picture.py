"""The map's picture (strategic/ui/map/picture.py): after a move only the changed areas are drawn again, and
the screen must then show exactly what drawing the whole map shows; a camera move draws it whole.
"""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.map.picture import merge

pytestmark = pytest.mark.ui


def test_overlapping_boxes_merge_and_apart_ones_stay():
    assert merge([(0, 0, 10, 10), (5, 5, 10, 10), (40, 40, 5, 5)]) == [(0, 0, 15, 15), (40, 40, 5, 5)]
    assert merge([(0, 0, 10, 10), (20, 0, 10, 10), (5, 0, 20, 3)]) == [(0, 0, 30, 10)]


def _map_pixels(screen) -> bytes:
    r = screen.board.mapcam.rect
    screen.map_changed()
    screen.on_draw()
    return arcade.get_image(int(r.left), int(r.bottom), int(r.width), int(r.height)).tobytes()


def test_ai_moves_patch_the_picture_to_the_same_pixels_as_a_whole_redraw(app, monkeypatch):
    from strategic.risk.rules.tables import HOUSES
    from strategic.session.agents import default_ai

    screen = app.start_strategic("risk", {"rules": "skirmish", "players": 3}, 4, {h: default_ai("risk") for h in HOUSES[3]})
    picture = screen.board.picture
    _map_pixels(screen)
    wholes, patched = [], []
    monkeypatch.setattr(picture, "render", lambda draw, **kw: (wholes.append(1), type(picture).render(picture, draw)))
    monkeypatch.setattr(picture, "draw_layers", lambda box: (patched.append(box), screen.board._draw_layers(box)))
    for _ in range(40):                  # claims and deployments: one or two territories change a step
        screen.after_step(screen.session.step_ai())
        _map_pixels(screen)
    assert not wholes and len(patched) >= 15, "small changes patch the picture, never draw it whole"
    patched_pixels = _map_pixels(screen)
    picture.invalidate()
    assert _map_pixels(screen) == patched_pixels
    assert wholes == [1]


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
    drawn = []
    render_parts = screen.backdrop.render_parts
    monkeypatch.setattr(screen.backdrop, "render_parts", lambda parts, **kw: (drawn.append(len(parts)),
                                                                               render_parts(parts, **kw)))
    for _ in range(60):
        screen.after_step(screen.session.step_ai())
        screen.on_draw()
    whole = 4                             # the houses' bar, the prompt, the side panel and the map
    assert sum(n < whole for n in drawn) > len(drawn) / 2, "most steps redraw only the parts they changed"
    w, h = app.window.width, app.window.height
    parts = arcade.get_image(0, 0, w, h).tobytes()
    screen.drawn.clear()
    screen.board.picture.invalidate()
    screen.map_changed()
    screen.on_draw()
    assert drawn[-1] == whole
    assert arcade.get_image(0, 0, w, h).tobytes() == parts
