"""The A Game of Thrones board's shapes (scenarios/agot/geometry-*.json): every area of each edition's board
has one shape holding its label point, the 1st edition's is the 2nd's without the ports, and a broken file
is refused with the file, the area and the problem named."""
from __future__ import annotations

import json

import pytest

from strategic.agot.board import load_board
from strategic.ui.agot.geometry import agot_model, board_geometry, geometry_path, land_model, validate_geometry
from strategic.ui.map.model import point_in_polygon
from tactical.protocol import ScenarioError


@pytest.mark.parametrize("edition, areas, ports", [(2, 58, 8), (1, 50, 0)])
def test_every_area_of_the_edition_has_a_shape(edition, areas, ports):
    model = agot_model(edition)
    assert len(model.areas) == areas
    assert sum(a.group == "port" for a in model.areas.values()) == ports
    for a in model.areas.values():
        assert point_in_polygon(*a.label_at, a.polygon)


def test_strongholds_castles_and_ports_are_marked():
    model = agot_model(2)
    assert model.areas["Winterfell"].marks == ("seat:stronghold",)
    assert model.areas["Moat Cailin"].marks == ("castle",)
    assert model.areas["Port of Pyke"].marks == ("port:white",)
    assert model.areas["The Narrow Sea"].marks == ()


def test_neighbours_are_the_boards():
    model = agot_model(2)
    board = load_board(2)
    assert len(model.neighbours["Winterfell"]) == len(board.neighbours("winterfell"))
    assert "Port of Winterfell" in model.neighbours["Winterfell"]


def test_background_model_holds_the_land_only():
    assert len(land_model(2).areas) == 38 and land_model(2).size == agot_model(2).size


def _data(edition=2):
    return json.loads(geometry_path(edition).read_text(encoding="utf-8"))


def test_a_missing_area_is_named():
    data = _data()
    del data["areas"]["pyke"]
    with pytest.raises(ScenarioError, match="area 'pyke': has no shape"):
        validate_geometry(data, 2, "geo.json")


def test_an_unknown_area_is_named():
    data = _data(1)
    data["areas"]["port-of-pyke"] = _data(2)["areas"]["port-of-pyke"]
    with pytest.raises(ScenarioError, match="port-of-pyke.*not an area of the edition 1 board"):
        validate_geometry(data, 1, "geo.json")


def test_a_label_outside_its_shape_is_refused():
    data = _data()
    data["areas"]["pyke"]["label"] = data["areas"]["karhold"]["label"]
    with pytest.raises(ScenarioError, match="(?s)geo.json.*pyke.*outside the shape"):
        validate_geometry(data, 2, "geo.json")


def test_points_outside_the_box_are_refused():
    data = _data()
    data["areas"]["castle-black"]["polygon"][0] = [0.3, -0.9]
    with pytest.raises(ScenarioError, match="(?s)castle-black.*within the box"):
        validate_geometry(data, 2, "geo.json")


@pytest.mark.parametrize("polygon, words", [
    ([[10, 10], [20, 10]], "a shape needs at least 3 points, not 2"),
    ([[10, 10], [20, 10], [30, 10]], "the shape has no area"),
])
def test_a_shape_that_draws_nothing_is_refused(polygon, words):
    data = _data()
    data["areas"]["pyke"]["polygon"] = polygon
    with pytest.raises(ScenarioError, match=f"(?s)geo.json.*pyke.*{words}"):
        validate_geometry(data, 2, "geo.json")


def test_files_load_checked():
    assert board_geometry(2).edition == 2 and board_geometry(1).edition == 1
