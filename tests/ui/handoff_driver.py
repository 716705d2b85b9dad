"""Drive the window's hand-off the same way for every strategic game: play the map (the human's decisions
by the greedy AI) until a hex battle waits on the human, then fight it on the battle screen the window
opened and come back to the map."""
from __future__ import annotations

from strategic.session.agents import make_agent
from strategic.ui.game_session import GameSession
from strategic.ui.handoff_battle import HandoffBattle, battle_to_fight


def to_a_human_battle(gs: GameSession, game: str, until=battle_to_fight) -> None:
    s, greedy = gs.session, make_agent(game, "greedy", 1)
    while not until(gs):
        assert not s.is_over(), "the seeded game reached no hex battle of the human's"
        humans = s.humans_to_act()
        if humans:
            s.submit(humans[0], greedy.choose(s.view(humans[0]), s.legal(humans[0])))
        else:
            s.step()


def fight_it_out(app, screen) -> HandoffBattle:
    """The battle screen the window opened over `screen`: the human's side played by the greedy battle AI to
    the end; returns the battle once the window is back on the map."""
    from tactical.ui.battle_view import BattleView

    screen.on_update(0.1)
    view = app.window.current_view
    assert isinstance(view, BattleView) and isinstance(view.session, HandoffBattle)
    battle, agent = view.session, make_agent("battlelore", "greedy", 2)
    while not battle.is_over():
        if battle.ai_to_move():
            battle.step_ai()
        else:
            battle.submit(agent.choose(battle.view_for(battle.current_player()), battle.legal()))
    for _ in range(20):                                  # past the battle screen's pause at the end
        if app.window.current_view is screen:
            break
        view.on_update(0.5)
    assert app.window.current_view is screen
    return battle
