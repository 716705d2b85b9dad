"""The window's hand-off for A Game of Thrones (setup `battles`): a land battle a human fights on hexes opens
the battle screen; the battle is played through the strategic session, and when it ends the window is back
on the map with the result applied. The setup screen offers the setting."""
from __future__ import annotations

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
