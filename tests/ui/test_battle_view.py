"""The battle screen driven through its handlers in a hidden window: a whole battle by clicks, an illegal
click, undo, hot-seat hand-over, saving and loading, the menus and the victory screen."""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.cli import draw_frame
from strategic.ui.load_view import LoadView
from strategic.ui.pause_view import PauseView
from strategic.ui.menu_views import MainMenuView
from tactical.rules.actions import Move, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.battle_view import BattleView
from tactical.ui.end_views import HandoverView, VictoryView
from tactical.ui.setup_view import SetupView
from tests.ui.driver import EagerPlayer, click, click_hex, click_hit, perform

pytestmark = pytest.mark.ui
WANTED = {"Select", "Move", "Attack", "RetreatTo", "Pass"}


def play_through_the_window(app, seed: int) -> tuple[BattleView, set[str]]:
    sc = load_scenario("clash_on_the_kingsroad")
    view = app.start_battle(sc, seed, {"lannister": "human", "stark": "greedy"})
    player, seen = EagerPlayer(seed), set()
    for _ in range(3000):
        if app.window.current_view is not view:
            break
        if view.human_to_act():
            s = view.session
            action = player.choose(s.view_for(s.current_player()), s.legal())
            perform(view, action)
            seen.add(type(action).__name__)
        else:
            view.on_update(1.0)
    return view, seen


def test_a_whole_battle_played_with_clicks_reaches_the_victory_screen(app):
    for seed in (1, 2, 3):
        view, seen = play_through_the_window(app, seed)
        assert isinstance(app.window.current_view, VictoryView)
        assert view.session.is_over()
        if WANTED <= seen:
            break
    assert WANTED <= seen, f"the battles never needed {WANTED - seen}"
    draw_frame(app.window)
    click_hit(app.window.current_view, app.window.current_view, lambda p: p == ("menu", None))
    assert isinstance(app.window.current_view, MainMenuView)


def hot_seat(app, seed: int = 1) -> BattleView:
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, seed, {s.house: "human" for s in sc.sides})


def test_a_click_on_an_illegal_hex_changes_nothing(app):
    view = hot_seat(app)
    s = view.session
    empty = next(h for h in range(view.board.geo.grid.size) if s.state.unit_at(h) is None
                 and h not in set().union(*view.ix.highlights().values()))
    before, actions = s.state.to_dict(), list(s.actions)
    click_hex(view, empty)
    assert s.state.to_dict() == before and s.actions == actions
    assert view.ix.unit is None and view.ix.card is None


def test_undo_key_restores_the_state(app):
    view = hot_seat(app)
    s = view.session
    perform(view, next(a for a in s.legal() if isinstance(a, UseOrderToken)))
    before = s.state.to_dict()
    perform(view, next(a for a in s.legal() if isinstance(a, Move)))
    assert s.state.to_dict() != before
    view.on_key_press(arcade.key.U, 0)
    assert s.state.to_dict() == before
    assert view.ix.kind == "move"


def test_hot_seat_hides_the_hand_behind_a_hand_over_screen(app):
    view = hot_seat(app)
    s = view.session
    first = s.current_player()
    assert view.hand_owner() == first
    while s.current_player() == first or s.decision_kind() != "turn":
        perform(view, s.legal()[-1])          # Pass is listed last in the command phase
    view.on_update(0.1)
    handover = app.window.current_view
    assert isinstance(handover, HandoverView) and handover.house == s.current_player()
    draw_frame(app.window)
    click(handover, app.window.width / 2, app.window.height / 2 - 90 + 20 + 23)
    assert app.window.current_view is view and view.hand_owner() == s.current_player()


def test_save_then_load_from_the_menu(app, westeros_home):
    view = hot_seat(app)
    perform(view, next(a for a in view.session.legal() if isinstance(a, UseOrderToken)))
    view.on_key_press(arcade.key.S, 0)
    saves = [p for p in (westeros_home / "saves").glob("*.json") if not p.name.startswith("autosave-")]
    assert len(saves) == 1
    menu = app.show_menu()
    click_hit(menu, menu, lambda p: p == "load")
    load = app.window.current_view
    assert isinstance(load, LoadView)
    click_hit(load, load, lambda p: p == ("load", saves[0]))
    loaded = app.window.current_view
    assert isinstance(loaded, BattleView) and loaded.session.actions == view.session.actions


def test_menu_setup_and_back(app):
    menu = app.show_menu()
    click_hit(menu, menu, lambda p: p == "battles")
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.scenario is not None
    house = setup.scenario.sides[1].house
    seat = setup.seats[house]
    click_hit(setup, setup, lambda p: p == ("seat", house))
    assert setup.seats[house] != seat
    click_hit(setup, setup, lambda p: p == ("start", None))
    battle = app.window.current_view
    assert isinstance(battle, BattleView)
    battle.on_key_press(arcade.key.ESCAPE, 0)
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    click_hit(pause, pause, lambda p: p == "quit")
    assert isinstance(app.window.current_view, MainMenuView)


def test_screens_draw_something(app):
    for show in (app.show_menu, app.show_settings, app.show_load, lambda: app.show_setup("skirmish"),
                 lambda: hot_seat(app)):
        show()
        draw_frame(app.window)
        image = arcade.get_image(0, 0, app.window.width, app.window.height).convert("RGB")
        assert len(image.getcolors(1 << 20) or ()) > 50, f"{type(app.window.current_view).__name__} looks blank"


def test_the_board_fits_a_resized_window(app):
    view = hot_seat(app)
    app.window.set_size(1600, 1000)
    view.on_resize(1600, 1000)
    geo = view.board.geo
    assert geo.left >= 0 and geo.left + geo.width <= view.layout.panel.left
    assert geo.size > 33


def test_screenshot_of_a_battle_in_progress(app, tmp_path):
    from strategic.ui.battle_session import BattleSession
    from strategic.ui.cli import play_random, render

    sc = load_scenario("clash_on_the_kingsroad")
    session = BattleSession.start(sc, 4, {"lannister": "human", "stark": "greedy"})
    play_random(session, 20, 4, until_roll=True)
    view = app.show_battle(session)
    out = tmp_path / "shot.png"
    render(app.window, str(out))
    assert out.stat().st_size > 50_000
    assert view.last_roll is not None and view.last_roll.faces


def test_the_hand_over_comes_only_when_the_deciding_seat_changes_and_only_its_button_dismisses_it(app):
    import random

    view = hot_seat(app, seed=3)
    s, rnd = view.session, random.Random(3)
    hand_seats, handovers = [view.viewer], []
    for _ in range(200):
        if s.is_over():
            break
        view.on_update(0.1)
        current = app.window.current_view
        if isinstance(current, HandoverView):
            handovers.append(current.house)
            for key in (arcade.key.ENTER, arcade.key.SPACE, arcade.key.ESCAPE, arcade.key.A):
                current.on_key_press(key, 0)
                assert app.window.current_view is current, "a key dismissed the hand-over"
            draw_frame(app.window)
            assert click_hit(current, current, lambda p: p == ("go", None))
            assert app.window.current_view is view and view.viewer == current.house
        if s.decision_kind() in ("turn", "keep") and s.current_player() != hand_seats[-1]:
            hand_seats.append(s.current_player())
        perform(view, rnd.choice(s.legal()))
    assert len(handovers) >= 4
    assert handovers == hand_seats[1:len(handovers) + 1], "a hand-over without a change of seat, or one missed"
