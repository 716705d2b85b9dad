"""Right-click never acts: it cancels the half-made choice, or, with nothing pending, pins the full card of
the unit or hex (or panel item) under the mouse until the next click or Esc."""
from __future__ import annotations

import arcade
import pytest

from strategic.ui.cli import draw_frame
from tactical.rules.actions import Move, UseOrderToken
from tactical.scenario import load_scenario
from tests.ui.driver import find_hit, perform, unit_hex

pytestmark = pytest.mark.ui
RIGHT = arcade.MOUSE_BUTTON_RIGHT


def right_click(view, x: float, y: float) -> None:
    view.section_manager.on_mouse_press(x, y, RIGHT, 0)
    view.section_manager.on_mouse_release(x, y, RIGHT, 0)


def hot_seat(app):
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, 1, {s.house: "human" for s in sc.sides})


def test_right_click_on_a_reachable_hex_cancels_the_unit_and_never_moves_it(app):
    view = hot_seat(app)
    perform(view, next(a for a in view.session.legal() if isinstance(a, UseOrderToken)))
    move = next(a for a in view.session.legal() if isinstance(a, Move))
    view.ix.unit = move.unit
    view.refresh_choice()
    before = list(view.session.actions)
    right_click(view, *view.board.geo.centre(move.to))
    assert view.session.actions == before, "a right-click acted like a left click"
    assert view.ix.unit is None and "chosen" not in view.ix.highlights() and view.pinned is None


def test_right_click_on_the_panel_cancels_a_picked_token_without_picking_another(app):
    view = hot_seat(app)
    token = find_hit(view.panel, lambda p: p[0] == "token")
    view.section_manager.on_mouse_press(token.rect.cx, token.rect.cy, 1, 0)
    assert view.ix.token == token.payload[1]
    right_click(view, token.rect.cx, token.rect.cy)
    assert view.ix.token is None and not view.session.actions


def test_with_nothing_pending_right_click_pins_the_units_full_card_until_a_click(app):
    view = hot_seat(app)
    uid = next(u.id for u in view.session.state.units if u.hex >= 0)
    x, y = view.board.geo.centre(unit_hex(view, uid))
    right_click(view, x, y)
    text = view.pinned[0]
    assert "Order chart" in text and "figures" in text and view.board.geo.grid.label(unit_hex(view, uid)) in text
    assert not view.session.actions
    draw_frame(app.window)                 # the card is drawn (bigger text, gold border)
    assert view.section_manager.get_section_by_name("overlay")._text.text == text
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert view.pinned is None and app.window.current_view is view     # Esc closes the card, not the battle
    right_click(view, x, y)
    view.section_manager.on_mouse_press(x, y, 1, 0)
    assert view.pinned is None


def test_right_click_on_a_commander_pins_his_abilities(app):
    view = hot_seat(app)
    hit = next(h for h in view.panel.scene.hits if h.tip and "Commit (once)" in h.tip)
    right_click(view, hit.rect.cx, hit.rect.cy)
    assert view.pinned[0] == hit.tip


def test_right_click_on_a_menu_button_does_nothing(app):
    menu = app.show_menu()
    hit = next(h for h in menu.scene.hits if h.payload == "settings")
    menu.on_mouse_press(hit.rect.cx, hit.rect.cy, RIGHT, 0)
    assert app.window.current_view is menu


def test_when_the_turn_passes_hovers_and_pinned_cards_go_and_the_old_roll_leaves_the_tray(app):
    from tactical.rules.actions import Pass

    sc = load_scenario("clash_on_the_kingsroad")
    view = app.start_battle(sc, 1, {"lannister": "human", "stark": "greedy"})
    s = view.session
    x, y = view.board.geo.centre(next(u.hex for u in s.state.units if u.hex >= 0))
    view.section_manager.on_mouse_motion(x, y, 0, 0)
    right_click(view, x, y)
    assert view.tooltip is not None and view.pinned is not None
    human = s.current_player()
    perform(view, Pass())
    assert view.tooltip is None and view.pinned is None and view.board.hover is None
    for _ in range(200):                       # the AI's turns, until it is the human's turn again
        if view.human_to_act() or s.is_over():
            break
        view.on_update(1.0)
    if view.human_to_act() and s.decision_kind() == "turn":
        assert view.last_roll is None or view.last_roll.house == human
