"""The window's hand-off for A Game of Thrones (setup `battles`): a land battle a human fights on hexes opens
the battle screen; the battle is played through the strategic session, and when it ends the window is back
on the map with the result applied. The setup screen offers the setting."""
from __future__ import annotations

import pytest

from strategic.agot.rules.actions import Battlefield
from strategic.ui.game_session import GameSession
from tests.ui.handoff_driver import fight_it_out, to_a_human_battle

SEATS = {"stark": "human", "lannister": "greedy", "baratheon": "greedy"}


def test_a_hex_battle_opens_the_battle_screen_and_returns_to_the_map_with_its_result(app):
    gs = GameSession.start("agot", {"players": 3, "battles": "hexes", "max_rounds": 3}, 2, SEATS)
    to_a_human_battle(gs, "agot")
    fought, plan = gs.state.battle.area, gs.state.battle.flags["hexes"]["plan"]["name"]
    assert gs.state.step == "battle_hexes"
    screen = app.show_strategic(gs)
    assert any("on the hex battlefield" in t.text for t in screen.tracks.scene.texts)     # the battle's panel
    battle = fight_it_out(app, screen)
    assert battle.scenario.name == plan and battle.humans() == ["stark"]
    assert gs.session.child is None and gs.state.step != "battle_hexes"
    won = [e for e in gs.events if e.kind == "hex_battle_won"][-1]
    assert won.data["area"] == fought
    assert any(line.startswith(f"{won.data['winner'].title()} wins the hex battle in") for line in screen.log)


def test_with_ask_the_human_attacker_chooses_the_hexes_by_a_button(app):
    from tactical.ui.battle_view import BattleView

    setup = {"players": 3, "battles": "ask", "humans": ["stark"], "max_rounds": 3}
    gs = GameSession.start("agot", setup, 2, SEATS)
    to_a_human_battle(gs, "agot", lambda g: g.state.step == "battle_field")
    screen = app.show_strategic(gs)
    buttons = {b.payload[1]: b for b in screen.prompt_info().buttons if b.payload[0] == "act"}
    assert set(buttons) == {Battlefield(True), Battlefield(False)} and "Battlefield" in screen.prompt_info().title
    assert "hex battlefield" in buttons[Battlefield(True)].label.lower()
    screen.on_hit(("button", buttons[Battlefield(True)]))
    assert gs.state.step == "battle_hexes"
    screen.on_update(0.1)
    assert isinstance(app.window.current_view, BattleView)


def test_the_setup_screen_offers_the_battles(app):
    view = app.show_agot_setup()
    view.on_hit(("players", 3))
    assert "battles" not in view.setup()                 # the rulebook's battles: the setup as before
    view.on_hit(("battles", "ask"))
    view.on_hit(("ai_battles",))
    setup = view.setup()
    assert setup["battles"] == "ask" and setup["ai_battles"] == "hexes"
    assert setup["humans"] == [h for h, k in view.seats.items() if k == "human"] == ["stark"]
    view.on_hit(("battles", "hexes"))
    assert view.setup()["battles"] == "hexes"


def test_the_battle_screen_a_hand_off_opens_is_not_clipped_to_the_map(app):
    """The map drew its outlines through a camera that left the window's clip box on the map's rectangle:
    the overlay's tooltips past the map and the battle screen the hand-off opened were cut to it."""
    from strategic.ui.cli import draw_frame

    gs = GameSession.start("agot", {"players": 3, "battles": "hexes", "max_rounds": 3}, 2, SEATS)
    to_a_human_battle(gs, "agot")
    screen = app.show_strategic(gs)
    assert screen.board.outlines                       # the battle's area is outlined on the map
    draw_frame(app.window)
    assert app.window.ctx.scissor is None
    screen.on_update(0.1)
    draw_frame(app.window)                            # the battle screen, drawn whole
    assert app.window.ctx.scissor is None


@pytest.mark.parametrize("edition", [2, 1])
def test_six_seats_and_every_option_fit_the_card_in_the_smallest_window(app, edition):
    """At 1024x700 the Start button covered Greyjoy's and Martell's seats, and the 1st edition's six options
    pushed the last row of seats out of the card: every button inside the card or below it (Start, Back), and
    no two overlapping. (The headless window keeps its size: the view builds a scene for 1024x700.)"""
    from tactical.ui.layout import Rect
    from tactical.ui.scene import Scene

    view = app.show_agot_setup()
    view.on_hit(("edition", edition))
    view.on_hit(("players", 6))
    view.on_hit(("battles", "ask"))
    sc = Scene()
    view.build(sc, Rect(0, 0, 1024, 700))
    hits = [h for h in sc.hits if h.payload]
    card = sc.panels[0]
    assert len([h for h in hits if h.payload[0] == "seat"]) == 6
    assert len([h for h in hits if h.payload[0] == "option"]) == (6 if edition == 1 else 4)
    for h in hits:
        r = h.rect
        if h.payload[0] in ("start", "back"):
            assert r.top < card.bottom and r.left >= 0 and r.right <= 1024, h.payload
        else:
            assert card.left <= r.left and r.right <= card.right and card.bottom <= r.bottom, h.payload
    rects = [h.rect for h in hits]
    assert not any(_overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:])


def _overlap(a, b) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top
