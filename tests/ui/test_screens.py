"""The screens around the battle and what the player's settings change, driven through the handlers in a
hidden window: Settings really apply (window size, AI speed, motion), Load game survives corrupt saves,
tooltips explain what is hovered, the keyboard shortcuts act, the victory screen's summary and buttons."""
from __future__ import annotations

import json

import arcade
import pytest

from strategic.ui.battle_session import BattleSession
from strategic.ui.cli import draw_frame, play_random, play_until
from strategic.ui.load_view import LoadView
from strategic.ui.menu_views import SettingsView
from tactical.catalog import load_catalog
from tactical.rules.actions import Done, Move, Pass, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui import tooltips
from tactical.ui.battle_view import BattleView
from tactical.ui.end_views import summary_rows
from tests.ui.driver import click_hit, perform, unit_hex
from tests.ui.old_saves import write_v1_battle

pytestmark = pytest.mark.ui
CLASH = "clash_on_the_kingsroad"


def battle(app, seats=None, seed: int = 1) -> BattleView:
    sc = load_scenario(CLASH)
    return app.start_battle(sc, seed, seats or {s.house: "human" for s in sc.sides})


# ---------------------------------------------------------------------- settings
def press_setting(app, key: str) -> SettingsView:
    view = app.window.current_view if isinstance(app.window.current_view, SettingsView) else app.show_settings()
    assert click_hit(view, view, lambda p: p == key)
    return view


def test_settings_window_size_and_fullscreen_apply_to_the_window_and_are_saved(app, westeros_home, monkeypatch):
    calls = []     # a headless window cannot change size, so record what the screen asks of it
    monkeypatch.setattr(app.window, "set_size", lambda w, h: calls.append(("size", w, h)))
    monkeypatch.setattr(app.window, "set_fullscreen", lambda on=True: calls.append(("fullscreen", on)))
    press_setting(app, "size")
    assert calls == [("size", 1440, 900)]
    saved = json.loads((westeros_home / "settings.json").read_text())
    assert (saved["width"], saved["height"], saved["fullscreen"]) == (1440, 900, False)
    press_setting(app, "fullscreen")
    assert calls[-1] == ("fullscreen", True)
    assert json.loads((westeros_home / "settings.json").read_text())["fullscreen"] is True


@pytest.mark.parametrize("presses, seconds", [(0, 0.3), (1, 0.0), (2, 0.15)])
def test_animation_setting_sets_the_motion_of_the_next_battle(app, presses, seconds):
    app.settings.animation = "normal"
    for _ in range(presses):
        press_setting(app, "animation")
    assert battle(app).animator.seconds == pytest.approx(seconds)


def test_a_move_glides_for_at_most_300_ms_and_not_at_all_when_motion_is_off(app):
    app.settings.animation = "normal"
    view = battle(app)
    s = view.session
    perform(view, next(a for a in s.legal() if isinstance(a, UseOrderToken)))
    move = next(a for a in s.legal() if isinstance(a, Move))
    start = view.board.geo.centre(unit_hex(view, move.unit))
    perform(view, move)
    assert view.animator.busy
    view.on_update(0.15)
    halfway = view.board.pieces.unit_sprites[move.unit][0][0].position
    assert halfway != pytest.approx(start) and halfway != pytest.approx(view.board.geo.centre(move.to))
    view.on_update(0.16)
    assert not view.animator.busy
    assert view.board.pieces.unit_sprites[move.unit][0][0].position == pytest.approx(view.board.geo.centre(move.to))


def test_the_ai_waits_the_chosen_speed_between_its_actions(app):
    app.settings.ai_speed = "slow"      # 1.2 s
    sc = load_scenario(CLASH)
    view = battle(app, {sc.sides[0].house: "greedy", sc.sides[1].house: "human"})
    s = view.session
    assert s.ai_to_move()
    view.on_update(1.0)
    assert s.actions == [], "the AI acted before its pause was over"
    view.on_update(0.3)
    assert len(s.actions) == 1


# ---------------------------------------------------------------------- load game
def test_load_game_reports_a_corrupt_save_and_stays_on_the_list(app, westeros_home):
    folder = westeros_home / "saves"
    folder.mkdir()
    (folder / "broken.json").write_text("{not json")
    write_v1_battle(folder / "tampered.json", load_scenario(CLASH), 1, [Move(0, 5)], {})
    for name, reason in (("broken", "not valid JSON"), ("tampered", "does not replay")):
        view = app.show_load()
        assert click_hit(view, view, lambda p: p[0] == "load" and p[1].stem == name)
        assert isinstance(app.window.current_view, LoadView)
        assert view.error.startswith(f"Could not load {name}.json: ") and reason in view.error
        assert any(t.text == view.error for t in view.scene.texts), "the message is on screen"


def test_load_game_lists_a_save_of_a_game_the_window_cannot_show_with_the_reason(app, westeros_home):
    folder = westeros_home / "saves"
    folder.mkdir()
    (folder / "conquest.json").write_text(json.dumps({"format": 2, "game": "risk_battle", "setup": {}, "seed": 3,
                                                      "actions": []}))
    write_v1_battle(folder / "battle.json", load_scenario(CLASH), 1, [], {})
    view = app.show_load()
    row = next(h for h in view.scene.hits if h.tip and h.tip.startswith("conquest.json"))
    assert row.payload is None and "cannot show" in row.tip, "listed, with why, and not clickable"
    assert any(t.text.startswith("Risk battle") and "cannot open" in t.text for t in view.scene.texts), "said on screen"
    assert click_hit(view, view, lambda p: p[0] == "load" and p[1].stem == "battle")
    assert isinstance(app.window.current_view, BattleView)


def test_a_save_whose_actions_do_not_replay_is_a_clear_save_error(tmp_path):
    from tactical.protocol import SaveError

    path = tmp_path / "x.json"
    write_v1_battle(path, load_scenario(CLASH), 1, [Move(0, 5)], {})
    with pytest.raises(SaveError, match="does not replay"):
        BattleSession.load(path)


# ---------------------------------------------------------------------- tooltips
def hover(view, x: float, y: float) -> str:
    view.section_manager.on_mouse_motion(x, y, 0, 0)
    return view.tooltip[0] if view.tooltip else ""


def test_tooltips_explain_units_with_their_keywords_terrain_the_ladder_and_cards(app):
    view = battle(app)
    st = view.session.state
    cat = load_catalog()
    unit = next(u for u in st.units if u.hex >= 0 and not u.commander and cat.units[u.type].keywords)
    tip = hover(view, *view.board.geo.centre(unit.hex))
    assert tooltips.unit_tip(st, unit.id) in tip
    assert all(tooltips.KEYWORD_HELP[k] in tip for k in cat.units[unit.type].keywords)
    assert tooltips.terrain_tip(st, unit.hex) in tip
    top = view.layout.top_bar
    assert tooltips.MORALE_HELP in hover(view, top.right - 100, top.cy)
    card = next(h for h in view.panel.scene.hits if h.payload and h.payload[0] == "card")
    assert tooltips.card_tip(card.payload[1]) in hover(view, card.rect.cx, card.rect.cy)
    cid = next(iter(st.sides[st.order[0]].commanders))
    row = next(h for h in view.panel.scene.hits if h.tip == tooltips.commander_tip(cid))
    tip = hover(view, row.rect.cx, row.rect.cy)
    assert "Unit ability: " in tip and "Commit (once): " in tip and cat.commanders[cid].commit_ability in tip


# ---------------------------------------------------------------------- keys
def test_tab_cycles_units_p_passes_and_enter_ends_a_step(app):
    view = battle(app)
    s = view.session
    view.on_key_press(arcade.key.TAB, 0)
    first = view.ix.unit
    view.on_key_press(arcade.key.TAB, 0)
    assert first is not None and view.ix.unit not in (None, first)
    view.on_key_press(arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert view.ix.unit == first
    view.on_key_press(arcade.key.P, 0)
    assert s.actions[-1] == Pass()
    assert play_until(s, "select", 1, "random")
    view.refresh()
    view.on_key_press(arcade.key.ENTER, 0)
    assert s.actions[-1] == Done()


# ---------------------------------------------------------------------- victory
def finished(app, seed: int = 1) -> BattleSession:
    sc = load_scenario(CLASH)
    session = BattleSession.start(sc, seed, {sc.sides[0].house: "human", sc.sides[1].house: "greedy"})
    play_random(session, 100000, seed, agent_name="greedy")
    assert session.is_over()
    return session


def test_victory_screen_summary_fits_its_card_and_play_again_starts_a_new_battle(app):
    session = finished(app)
    st = session.state
    view = app.show_victory(session)
    a, b = st.order
    rows = {what: (x, y) for what, x, y in summary_rows(st)}
    lost = {h: sum(1 for u in st.units if u.house == h and u.hex < 0) for h in (a, b)}
    assert rows["Units lost"] == (str(lost[a]), str(lost[b]))
    assert set(rows) == {"Units lost", "Figures left", "Victory points"}     # the rounds are charted
    card = view.scene.panels[0]
    morale = next(t for t in view.scene.texts if t.text.startswith("Morale:"))
    assert morale.content_width <= card.width - 40, "the morale line runs off the card"
    draw_frame(app.window)
    assert click_hit(view, view, lambda p: p == ("again", None))
    again = app.window.current_view
    assert isinstance(again, BattleView) and again.session.seed == session.seed + 1 and not again.session.actions


def test_no_text_on_any_screen_is_below_twelve_pixels(app):
    view = battle(app)
    scenes = [view.topbar.scene, view.prompt.scene, view.prompt.live, view.panel.scene]
    for show in (app.show_menu, app.show_settings, app.show_load, lambda: app.show_setup("battles"),
                 lambda: app.show_victory(finished(app))):
        scenes.append(show().scene)
    sizes = {t.font_size for sc in scenes for t in sc.texts}
    assert min(sizes) * 4 / 3 >= 12, f"text at {min(sizes)} pt is below 12 px"
