"""The first-battle tutorial (issue 13, "Also"): started from the main menu, it opens the small plan against
the easy AI with a coach card in the side panel, and each lesson moves on only when the player has done
what it asks (picked a token, ordered a unit, moved, attacked, played a card), through the window's own
handlers. Hide puts the coach away; the battle goes on."""
from __future__ import annotations

import pytest

from strategic.ui.menu_views import MainMenuView
from tactical.rules.actions import Attack, Done, Hold, Move, PlayCard, UseOrderToken
from tactical.ui.battle_view import BattleView
from tactical.ui.tutorial import LESSONS, OPPONENT, SCENARIO
from tests.ui.driver import click_hit, perform

pytestmark = pytest.mark.ui


def start(app) -> BattleView:
    menu = app.show_menu()
    assert isinstance(menu, MainMenuView)
    assert click_hit(menu, menu, lambda p: p == "tutorial")
    view = app.window.current_view
    assert isinstance(view, BattleView) and view.session.scenario.id == SCENARIO
    assert view.session.seats["stark"] == OPPONENT and view.coach is not None
    return view


def coach_text(view) -> str:
    return " ".join(t.text for t in view.panel.scene.texts)


def lesson(view) -> int:
    return view.coach.step


def test_each_lesson_waits_for_what_it_asks(app):
    view = start(app)
    assert lesson(view) == 0 and f"Tutorial 1 of {len(LESSONS)}" in coach_text(view)
    view.refresh()
    assert lesson(view) == 0, "nothing done: the first lesson stays"
    token = next(a for a in view.ix.legal if isinstance(a, UseOrderToken))
    assert click_hit(view, view.panel, lambda p: p == ("token", token.token))
    assert lesson(view) == 1, "picking a token passes the first lesson"
    perform(view, token)
    assert lesson(view) == 2, "ordering a unit passes the second"
    move = next((a for a in view.session.legal() if isinstance(a, Move)), None) or \
        next(a for a in view.session.legal() if isinstance(a, (Hold, Done)))
    perform(view, move)
    while view.human_to_act() and view.ix.kind == "move":
        assert lesson(view) == 3, "a move passes the move lesson"
        perform(view, next(a for a in view.session.legal() if isinstance(a, (Hold, Done))))
    if view.human_to_act() and view.ix.kind == "attack":
        assert lesson(view) == 3, "the attack lesson waits for the attack"
        attack = [a for a in view.session.legal() if isinstance(a, Attack)]
        perform(view, attack[0] if attack else Done())
    assert lesson(view) == 4, "attacking passes the attack lesson (so does a turn that offered none)"


def test_the_card_lessons_need_a_card_played_and_hide_puts_the_coach_away(app):
    view = start(app)
    view.coach.step = 4                  # at the lesson that asks for a command card
    for _ in range(400):
        if view.human_to_act() and view.ix.kind == "turn":
            break
        view.on_update(1.0)
    view.refresh()
    assert lesson(view) == 4
    card = next(a for a in view.session.legal() if isinstance(a, PlayCard))
    assert click_hit(view, view.panel, lambda p: p == ("card", card.card))
    assert lesson(view) == 5, "clicking a card passes the lesson that asks for one"
    view.ix.clear()                       # the driver picks the card again itself
    view.refresh_choice()
    assert lesson(view) == 5
    perform(view, card)
    assert lesson(view) == 6, "playing it passes the next"
    assert click_hit(view, view.panel, lambda p: p == ("tool", "coach_hide"))
    assert view.coach.card() is None and "Tutorial" not in coach_text(view)
