"""The strategic map's data and widget maths: every Risk board's shapes load and fit the map, a broken
shapes file names the file, the territory and the problem, and the camera pans and zooms as a player
expects (no window needed)."""
from __future__ import annotations

import json

import pytest

from strategic.risk.rules.board import load_map
from strategic.ui.map.camera import MapCamera
from strategic.ui.map.model import point_in_polygon
from strategic.ui.risk.shapes import board_shapes, risk_model, validate_shapes, shapes_path
from tactical.protocol import ScenarioError
from tactical.ui.layout import Rect


@pytest.mark.parametrize("board", ["westeros", "essos", "world"])
def test_every_territory_is_a_shape_holding_its_label(board):
    riskmap, model = load_map(board), risk_model(board)
    assert set(model.areas) == set(riskmap.territories)
    w, h = model.size
    for name, area in model.areas.items():
        assert point_in_polygon(*area.label_at, area.polygon), name
        assert all(0 <= x <= w and 0 <= y <= h for x, y in area.polygon), name
        assert area.group == riskmap.territories[name].region


def test_world_board_draws_one_strait_and_the_sea_lanes():
    model = risk_model("world")
    kinds = [link.kind for link in model.links]
    assert kinds.count("strait") == 1
    assert kinds.count("sea") == sum(1 for *_, k in load_map("world").graph.edges(data="kind") if k == "sea")


def test_seats_castles_and_ports_are_marked():
    area = risk_model("westeros").areas
    assert "seat:stark" in area["Winterfell"].marks
    assert "castle" in area["Castle Black"].marks
    assert "port:white" in area["White Harbor"].marks


def _data(board):
    return json.loads(shapes_path(board).read_text())


@pytest.mark.parametrize("change, words", [
    (lambda d: d["territories"].pop("Winterfell"), "'Winterfell': has no shape"),
    (lambda d: d["territories"].__setitem__("Atlantis", [[0.1, 0.1], [0.2, 0.1], [0.2, 0.2]]), "'Atlantis': not a territory"),
    (lambda d: d["territories"].__setitem__("Winterfell", [[0.1, 0.1], [0.2, 0.1]]), "at least 3 points"),
    (lambda d: d["territories"].__setitem__("Winterfell", [[0.1, 0.1], [0.2, 0.1], [0.3, 0.1]]),
     "'Winterfell': the shape has no area"),
    (lambda d: d["territories"].__setitem__("Winterfell", [[0.0, 0.0], [0.1, 0.0], [0.0, 0.1]]), "outside its shape"),
    (lambda d: d["territories"]["Pyke"].__setitem__(0, [1.5, 0.2]), "within 0..1"),
])
def test_a_broken_shapes_file_says_what_is_wrong(change, words):
    data = _data("westeros")
    change(data)
    with pytest.raises(ScenarioError) as err:
        validate_shapes(data, load_map("westeros"), "westeros_shapes.json")
    assert words in str(err.value) and "westeros_shapes.json" in str(err.value)


def test_shipped_shapes_pass_validation():
    assert len(board_shapes("westeros").territories) == 48 and len(board_shapes("essos").territories) == 34


def test_camera_fits_then_zooms_about_the_mouse_and_pans():
    cam = MapCamera(Rect(0, 0, 800, 600), (1400.0, 1000.0))
    assert cam.to_screen(700, 500) == (400, 300)               # the map's centre at the rectangle's centre
    left, bottom = cam.to_screen(0, 0)
    right, top = cam.to_screen(1400, 1000)
    assert 0 <= left and right <= 800 and 0 <= bottom and top <= 600   # the whole map fits
    fit = cam.scale
    before = cam.to_world(600, 200)
    cam.zoom_at(600, 200, 2.0)
    assert cam.scale == pytest.approx(2 * fit)
    assert cam.to_world(600, 200) == pytest.approx(before)      # the point under the mouse stays put
    cam.zoom_at(600, 200, 0.01)
    assert cam.scale == pytest.approx(fit)                      # never smaller than the fit
    cam.zoom_at(400, 300, 3.0)
    x0 = cam.cx
    cam.pan(30, 0)                                             # dragging right moves the map right
    assert cam.cx == pytest.approx(x0 - 30 / cam.scale)
