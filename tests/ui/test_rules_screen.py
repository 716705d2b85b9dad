"""The Rules screen (issue 13, "Also"): reachable from the main menu and the pause menu, a page each for the
turn sequence, orders, movement, combat and dice, retreats and morale, victory, and the screen's keys, put
together from the game's own texts and data (the catalog's terrain and order charts, the dice faces' hover
texts, the engine's wording of how a battle ends), and laid out inside its card at every window size."""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.menu_views import MainMenuView
from tactical.catalog import load_catalog
from tactical.rules.describe import REASONS
from tactical.scenario import load_scenario
from tactical.ui.rules_pages import rules_pages
from tactical.ui.layout import Rect
from tactical.ui.rules_view import RulesView
from tactical.ui.scene import Scene
from tactical.ui.tooltips import FACE_HELP
from tests.ui.driver import click_hit
from tests.ui.test_text_fits import boxes, inside, overlap

pytestmark = pytest.mark.ui
PAGES = ["turn", "orders", "movement", "combat", "morale", "victory", "screen"]


def page_text(page) -> str:
    return " ".join(p for _, paras in page.sections for p in paras)


def test_the_main_menu_opens_the_rules_and_the_pages_turn(app):
    menu = app.show_menu()
    assert click_hit(menu, menu, lambda p: p == "rules")
    rules = app.window.current_view
    assert isinstance(rules, RulesView) and [p.key for p in rules.pages] == PAGES
    assert click_hit(rules, rules, lambda p: p == ("page", 2))
    assert rules.pages[rules.page].key == "movement"
    rules.on_key_press(arcade.key.RIGHT, 0)
    assert rules.pages[rules.page].key == "combat"
    assert any("Green shield" in t.text for t in rules.scene.texts)
    rules.on_key_press(arcade.key.ESCAPE, 0)
    assert isinstance(app.window.current_view, MainMenuView)


def test_the_pages_are_read_from_the_games_data():
    cat = load_catalog()
    sc = load_scenario("clash_on_the_kingsroad")
    pages = {p.key: page_text(p) for p in rules_pages(sc)}
    for t in cat.terrain.values():
        if t.description:
            assert f"{t.name}: {t.description}" in pages["movement"]
    for text in FACE_HELP.values():
        assert text in pages["combat"]
    for placement in sc.sides[0].units:
        ut = cat.units[placement.type]
        green = ut.chart["green"]
        assert f"{ut.name} ({ut.unit_class}" in pages["orders"] and f"green {green.options[0].move}" in pages["orders"]
    assert sc.victory.text in pages["victory"]
    assert len([r for r in REASONS]) == pages["victory"].count("Lannister wins:")
    zones = cat.morale_segment.zones
    assert f"spaces 1-{zones.index('green')} grey" in pages["morale"]


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_every_page_fits_its_card(app, size):
    view = app.show(RulesView(app, app.show_menu, load_scenario("crossing_the_green_fork")))
    for i in range(len(view.pages)):
        view.page = i
        sc = Scene()                          # laid out for `size` (a headless window keeps its size)
        view.build(sc, Rect(0, 0, *size))
        labels = boxes(sc)[2:]                # the title and its subtitle stand on the table
        for j, (text, box) in enumerate(labels):
            assert any(inside(box, p) for p in sc.panels), f"{text!r} leaves its card ({view.pages[i].key})"
            assert not [o for o, b in labels[j + 1:] if overlap(box, b)], f"{text!r} overlaps ({view.pages[i].key})"
        cut = [t.text for t in sc.texts if t.text.endswith("…")]
        assert not cut, f"the page {view.pages[i].key} is cut at {size}: {cut}"
