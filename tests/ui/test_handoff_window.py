"""The window's hand-off (issue 12): a Risk game on hexes waiting on a battle a human fights opens the
battle screen on it; the battle is played through the strategic session, and when it ends the window is
back on the map with the result applied."""
from __future__ import annotations

from strategic.session.agents import make_agent
from strategic.ui.game_session import GameSession
from strategic.ui.handoff_battle import HandoffBattle, battle_to_fight


def _to_a_human_battle(gs: GameSession) -> None:
    """Play on (the human's map decisions by the greedy AI) until a hex battle waits on the human."""
    s, greedy = gs.session, make_agent("risk", "greedy", 1)
    while not battle_to_fight(gs):
        humans = s.humans_to_act()
        if humans:
            s.submit(humans[0], greedy.choose(s.view(humans[0]), s.legal(humans[0])))
        else:
            s.step()


def test_a_hex_battle_opens_the_battle_screen_and_returns_to_the_map_with_its_result(app):
    from tactical.ui.battle_view import BattleView

    gs = GameSession.start("risk", {"rules": "skirmish", "players": 2, "battles": "hexes", "max_rounds": 6}, 3,
                           {"targaryen": "human", "ghiscari": "greedy"})
    _to_a_human_battle(gs)
    fought = gs.state.pending["dst"]
    screen = app.show_strategic(gs)
    screen.on_update(0.1)
    view = app.window.current_view
    assert isinstance(view, BattleView) and isinstance(view.session, HandoffBattle)
    battle, agent = view.session, make_agent("battlelore", "greedy", 2)
    assert battle.scenario.name == gs.state.pending["plan"]["name"] and battle.humans() == ["targaryen"]
    while not battle.is_over():
        if battle.ai_to_move():
            battle.step_ai()
        else:
            battle.submit(agent.choose(battle.view_for(battle.current_player()), battle.legal()))
    assert gs.session.child is None and gs.state.phase != "battle"
    settled = [e for e in gs.events if e.kind == "invasion"][-1]
    assert settled.data["dst"] == fought
    for _ in range(20):                                  # past the battle screen's pause at the end
        if app.window.current_view is screen:
            break
        view.on_update(0.5)
    assert app.window.current_view is screen
