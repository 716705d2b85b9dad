"""The window's Risk setup screen offers the battles setting of `run.py risk --battles`: dice, hexes or ask
(and with ask, how the AI seats fight); Start hands it to the engine, with the human houses that have a
say in a hex battle."""
from __future__ import annotations


def _labels(view) -> set[str]:
    return {t.text for t in view.scene.texts}


def test_the_setup_screen_starts_a_game_fought_on_hexes(app, window):
    from strategic.ui.risk.screen import RiskScreen

    view = app.show_strategic_setup()
    assert {"Battles", "Dice", "Hexes", "Ask"} <= _labels(view) and "AI seats fight by" not in _labels(view)
    view.on_hit(("mode", "skirmish"))
    view.on_hit(("players", 3))
    view.on_hit(("battles", "hexes"))
    view.on_hit(("start",))
    screen = window.current_view
    assert isinstance(screen, RiskScreen)
    state = screen.session.state
    assert (state.battles, state.humans) == ("hexes", ["stark"])
    assert screen.session.session.setup["battles"] == "hexes"        # kept in the save, so a reload is the same game


def test_ask_offers_the_ai_seats_choice_and_dice_names_no_humans(app, window):
    view = app.show_strategic_setup()
    assert view.setup()["battles"] == "dice" and "humans" not in view.setup()     # the rulebook's, as before
    view.on_hit(("battles", "ask"))
    assert "AI seats fight by" in _labels(view)
    view.on_hit(("ai_battles", "hexes"))
    view.on_hit(("seat", "baratheon"))           # greedy -> the next kind: still an AI, so no say
    assert view.setup() | {"players": 3} == {"rules": "domination", "players": 3, "map": "westeros",
                                               "battles": "ask", "ai_battles": "hexes", "humans": ["stark"]}
    view.on_hit(("start",))
    state = window.current_view.session.state
    assert (state.battles, state.ai_battles) == ("ask", "hexes")


def test_seven_seats_fit_the_card_in_the_smallest_window(app):
    """World at War's 7 seats in a 1024x700 window: every seat button inside the parchment card, clear of
    the battles column and the Start and Back buttons. (The headless window keeps its size: the view builds a
    scene for 1024x700.)"""
    from tactical.ui.layout import Rect
    from tactical.ui.scene import Scene

    view = app.show_strategic_setup()
    view.on_hit(("mode", "world"))
    view.on_hit(("players", 7))
    view.on_hit(("battles", "ask"))
    sc = Scene()
    view.build(sc, Rect(0, 0, 1024, 700))
    seats = [h.rect for h in sc.hits if h.payload and h.payload[0] == "seat"]
    others = [h.rect for h in sc.hits if h.payload and h.payload[0] in ("battles", "ai_battles", "start", "back")]
    card = sc.panels[0]
    assert len(seats) == 7 and all(card.bottom <= r.bottom and r.top <= card.top for r in seats)
    assert not any(_overlap(a, b) for a in seats for b in others + [s for s in seats if s is not a])


def _overlap(a, b) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top
