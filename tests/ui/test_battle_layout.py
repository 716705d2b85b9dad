"""The battle screen in a short window and its rebuilds (issue 13): at 1024x700 the log keeps several lines
and each morale space holds its number; an entry taller than the log shows its beginning, never only its
last line; a rebuild makes no new Text for words already on screen, and the top bar is kept while the
round and morale stay."""
from __future__ import annotations

import pytest

from tactical.scenario import load_scenario
from tactical.ui import panel_cards, theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width

pytestmark = pytest.mark.ui


def battle(app, size=(1024, 700)):
    sc = load_scenario("the_hill_fort_at_pinkmaiden")      # the most commanders of the shipped plans
    view = app.start_battle(sc, 1, {s.house: "human" for s in sc.sides})
    view.on_resize(*size)
    return view


def log_texts(view):
    log = next(h for h in view.panel.scene.hits if h.payload == ("log", None))
    return [t for t in view.panel.scene.texts if log.rect.contains(t.x, t.y) and t.text != "Battle log"]


def test_at_1024x700_the_log_keeps_several_lines(app):
    view = battle(app)
    view.log = [f"Entry {i}: Lannister blue Westerlands Archers attack" for i in range(40)]
    view.refresh_choice()
    assert len(log_texts(view)) >= 6


def test_each_morale_space_holds_its_number_at_1024x700(app):
    view = battle(app)
    texts = {t.text: t for t in view.topbar.scene.texts}
    cells = [r for r in (h.rect for h in view.topbar.scene.hits)]
    ladder = max(cells, key=lambda r: r.width)
    cell = (ladder.width - 16) / 21
    for n in ("10", "11"):
        assert n in texts
        assert text_width(n, theme.SMALL) + 4 <= cell, f"'{n}' is wider than its space"


def test_an_entry_taller_than_the_log_shows_its_beginning():
    long = "Lannister plays Sweep Their Flank: " + "order two cavalry units, they roll one extra die " * 6
    sc = Scene()
    panel_cards.log_card(sc, ["A short entry.", long], Rect(0, 0, 300, 100), 0)
    shown = [t.text for t in sc.texts if t.text != "Battle log"]
    assert shown and shown[0].startswith("Lannister plays"), shown
    assert shown[-1].endswith("…")


def test_a_rebuild_makes_no_new_text_for_words_already_shown(app, monkeypatch):
    view = battle(app, (1280, 800))
    made = []
    real = Scene.text

    def spy(self, s, *args, **kwargs):
        made.append(s)
        return real(self, s, *args, **kwargs)

    monkeypatch.setattr(Scene, "text", spy)
    top = view.topbar.scene
    view.refresh()
    assert made == [], f"rebuilt words: {made[:5]}"
    assert view.topbar.scene is top, "the top bar is kept while the round and morale stay"
    view.session.state.morale += 1
    view.refresh()
    assert view.topbar.scene is not top


def test_the_setup_screen_previews_the_board_with_its_units_and_objectives(app):
    from tactical.ui.setup_view import SetupView

    view = app.show_setup("battles")
    assert isinstance(view, SetupView) and view.scenario is not None
    geo = view.preview
    assert geo is not None, "the board preview has room at 1280x800"
    sc = view.scenario
    assert (geo.grid.cols, geo.grid.rows) == (sc.board.cols, sc.board.rows)
    details = max((p for p in view.scene.panels), key=lambda p: p.width)
    assert details.contains(geo.left, geo.top) and details.contains(geo.left + geo.width, geo.top - geo.height)
