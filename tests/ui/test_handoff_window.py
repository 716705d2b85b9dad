"""The window's hand-off (issue 12): a Risk game on hexes waiting on a battle a human fights opens the
battle screen on it; the battle is played through the strategic session, and when it ends the window is
back on the map with the result applied."""
from __future__ import annotations

from strategic.ui.game_session import GameSession
from tests.ui.handoff_driver import fight_it_out, to_a_human_battle


def test_a_hex_battle_opens_the_battle_screen_and_returns_to_the_map_with_its_result(app):
    gs = GameSession.start("risk", {"rules": "skirmish", "players": 2, "battles": "hexes", "max_rounds": 6}, 3,
                           {"targaryen": "human", "ghiscari": "greedy"})
    to_a_human_battle(gs, "risk")
    fought, plan = gs.state.pending["dst"], gs.state.pending["plan"]["name"]
    screen = app.show_strategic(gs)
    battle = fight_it_out(app, screen)
    assert battle.scenario.name == plan and battle.humans() == ["targaryen"]
    assert gs.session.child is None and gs.state.phase != "battle"
    settled = [e for e in gs.events if e.kind == "invasion"][-1]
    assert settled.data["dst"] == fought
