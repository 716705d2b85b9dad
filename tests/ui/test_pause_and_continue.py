"""A battle cannot be lost by accident: every step is autosaved (atomically, in the saves folder), Esc
opens a pause menu instead of leaving, and the main menu's Continue opens the last unfinished battle."""
from __future__ import annotations

import arcade
import pytest

from strategic.session.saves import load_session, read_save
from strategic.ui.menu_views import MainMenuView, SettingsView
from strategic.ui.pause_view import PauseView
from strategic.ui.saved_games import KEEP_AUTOSAVES, autosaves, last_unfinished, new_autosave_path
from tactical.rules.actions import Move, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.battle_view import BattleView
from tactical.ui.rules_view import RulesView
from tests.ui.driver import click_hit, perform
from tests.ui.test_screens import finished

pytestmark = pytest.mark.ui
CLASH = "clash_on_the_kingsroad"


def battle(app, seats=None) -> BattleView:
    sc = load_scenario(CLASH)
    return app.start_battle(sc, 1, seats or {s.house: "human" for s in sc.sides})


def order_and_move(view: BattleView) -> None:
    perform(view, next(a for a in view.session.legal() if isinstance(a, UseOrderToken)))
    perform(view, next(a for a in view.session.legal() if isinstance(a, Move)))


def saved_actions(path) -> list:
    return [step.action for step in load_session(path, {"stark": "human", "lannister": "human"}).history]


def menu_labels(menu) -> list[str]:
    return [t.text for t in menu.scene.texts]


def test_every_action_and_undo_is_autosaved_in_the_saves_folder(app, westeros_home):
    view = battle(app)
    [path] = autosaves()
    assert path.parent == westeros_home / "saves" and saved_actions(path) == []
    order_and_move(view)
    assert saved_actions(path) == view.session.actions and len(view.session.actions) == 2
    view.undo()
    assert saved_actions(path) == view.session.actions and len(view.session.actions) < 2
    assert not list(path.parent.glob(".*.tmp")), "the atomic write left a temporary file behind"


def test_the_ai_steps_are_autosaved_too(app):
    view = battle(app, {"stark": "greedy", "lannister": "greedy"})
    for _ in range(20):
        view.on_update(1.0)
    [path] = autosaves()
    assert view.session.actions and saved_actions(path) == view.session.actions


def test_a_finished_battle_is_not_offered_to_continue(app, westeros_home):
    session = finished(app)
    session.autosave_to = new_autosave_path(CLASH)
    session.autosave()
    assert autosaves() == [session.autosave_to] and last_unfinished() is None
    record = read_save(session.autosave_to)
    assert record.game == "battlelore" and record.result is not None and record.result["reason"]
    menu = app.show_menu()
    assert "Continue" not in menu_labels(menu)


def test_old_autosaves_are_pruned_to_the_newest_few(app, westeros_home):
    folder = westeros_home / "saves"
    folder.mkdir()
    for i in range(KEEP_AUTOSAVES + 3):
        (folder / f"autosave-old{i}.json").write_text("{}")
    new_autosave_path(CLASH)
    assert len(autosaves()) == KEEP_AUTOSAVES - 1       # the new game's file makes KEEP_AUTOSAVES


def test_the_main_menu_offers_continue_only_for_an_unfinished_game_and_no_later_buttons(app):
    menu = app.show_menu()
    assert "Continue" not in menu_labels(menu)
    assert not any("(later)" in label for label in menu_labels(menu))
    view = battle(app)
    order_and_move(view)
    menu = app.show_menu()
    assert menu_labels(menu)[2] == "Continue"      # after the title and subtitle: the first button
    assert click_hit(menu, menu, lambda p: p == "continue")
    resumed = app.window.current_view
    assert isinstance(resumed, BattleView) and resumed is not view
    assert resumed.session.actions == view.session.actions
    order = resumed.session.actions[:]
    perform(resumed, next(a for a in resumed.session.legal()))
    assert len(autosaves()) == 1 and len(saved_actions(autosaves()[0])) == len(order) + 1   # the same file goes on


def test_continue_names_an_autosave_that_no_longer_loads_and_stays_on_the_menu(app, westeros_home):
    battle(app)
    autosaves()[0].write_text("{ not json")
    menu = app.show_menu()
    click_hit(menu, menu, lambda p: p == "continue")
    assert app.window.current_view is menu
    assert any(t.startswith("Could not continue") for t in menu_labels(menu))


def test_esc_cancels_a_choice_first_then_pauses_and_esc_again_resumes(app):
    view = battle(app)
    click_hit(view, view.panel, lambda p: p[0] == "token")
    assert view.ix.token is not None
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert view.ix.token is None and app.window.current_view is view
    view.on_key_press(arcade.key.ESCAPE, 0)
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    assert [t.text for t in pause.scene.texts][1:6] == ["Resume", "Save", "Settings", "Rules", "Quit to menu"]
    pause.on_key_press(arcade.key.ESCAPE, 0)
    assert app.window.current_view is view


def test_the_menu_button_pauses_and_resume_returns_to_the_same_battle(app):
    view = battle(app)
    order_and_move(view)
    assert click_hit(view, view.panel, lambda p: p == ("tool", "menu"))
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    assert click_hit(pause, pause, lambda p: p == "resume")
    assert app.window.current_view is view and len(view.session.actions) == 2


def test_pause_save_writes_a_loadable_file_and_says_so(app, westeros_home):
    view = battle(app)
    order_and_move(view)
    view.pause()
    pause = app.window.current_view
    click_hit(pause, pause, lambda p: p == "save")
    [path] = [p for p in (westeros_home / "saves").glob("*.json") if not p.name.startswith("autosave-")]
    assert saved_actions(path) == view.session.actions
    assert any(path.name in t.text for t in pause.scene.texts)


def test_settings_and_rules_from_the_pause_menu_come_back_to_it(app):
    view = battle(app)
    view.pause()
    pause = app.window.current_view
    click_hit(pause, pause, lambda p: p == "settings")
    settings = app.window.current_view
    assert isinstance(settings, SettingsView)
    click_hit(settings, settings, lambda p: p == "back")
    pause = app.window.current_view
    assert isinstance(pause, PauseView) and pause.game_view is view
    click_hit(pause, pause, lambda p: p == "rules")
    rules = app.window.current_view
    assert isinstance(rules, RulesView)
    assert any(view.session.scenario.victory.text in p for _, paras in rules.pages[-2].sections for p in paras)
    rules.on_key_press(arcade.key.ESCAPE, 0)
    assert isinstance(app.window.current_view, PauseView)


def test_settings_from_the_main_menu_still_go_back_to_it(app):
    settings = app.show_settings()
    click_hit(settings, settings, lambda p: p == "back")
    assert isinstance(app.window.current_view, MainMenuView)
