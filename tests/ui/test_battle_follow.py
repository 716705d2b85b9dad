"""Following the AI's turn (issue 13, item 6), driven through the battle screen's handlers: the card it
played and the units it ordered are shown, its moves and attacks leave a trail with what the dice did, it
can be paused, stepped and skipped, its attacks are animated only when motion is on, and its last turn
can be replayed on the board without touching the game."""
from __future__ import annotations

import arcade
import pytest

from tactical.catalog import load_catalog
from tactical.scenario import load_scenario
from tactical.ui.follow import step_story
from tests.ui.driver import EagerPlayer, click_hit, perform

pytestmark = pytest.mark.ui
CLASH = "clash_on_the_kingsroad"
SEATS = {"lannister": "human", "stark": "greedy"}


def ai_battle(app, seed: int = 3):
    return app.start_battle(load_scenario(CLASH), seed, SEATS)


def press(view, command: str) -> None:
    assert click_hit(view, view.prompt, lambda p: p[0] == "button" and p[1].command == command), command


def play_until_ai_attacked(view, seed: int = 3, limit: int = 3000):
    """Play (the human eagerly, through the view's submit; the AI at once) until the human's turn starts
    right after an AI turn that moved and attacked; returns the trail of that AI turn."""
    player = EagerPlayer(seed)
    for _ in range(limit):
        s = view.session
        if view.human_to_act() and not view.animator.busy:
            trail = view.trail_now()
            if s.decision_kind() == "turn" and trail is not None and trail.strikes and trail.paths:
                return trail
            view.submit(player.choose(s.view_for(s.current_player()), s.legal()))
        else:
            view.on_update(1.0)
    raise AssertionError("the AI never moved and attacked in a turn")


def test_the_ai_turn_leaves_a_trail_of_its_card_orders_moves_and_attacks(app):
    view = ai_battle(app)
    trail = play_until_ai_attacked(view)
    story = view.follow.stories.current()
    assert trail.house == "stark" and story.house == "stark"
    moved = {uid for uid, _ in trail.paths if view.session.state.units[uid].house == "stark"}
    assert moved & trail.ordered, "the units it ordered and moved are ringed"
    if trail.card is not None:
        name = load_catalog().cards[trail.card].name
        assert f"played {name}" in trail.headline
        assert name in view.prompt_info().prompt, "the prompt says which card the AI played"
    assert view.board.trail_under.shapes, "the trail is drawn on the board"
    assert "trail" in view.prompt_info().legend, "and the legend says what violet means"
    drawn = {t.text for t in view.board.trail_over.texts}
    assert drawn == {outcome for _, _, outcome in trail.strikes if outcome}, "each attack's result is written"
    assert all(("hit" in o or "flag" in o or "no effect" in o) for o in drawn)


def test_the_trail_goes_once_the_player_acts_and_comes_back_with_an_undo(app):
    view = ai_battle(app)
    before = play_until_ai_attacked(view)
    s = view.session
    perform(view, EagerPlayer(0).choose(s.view_for("lannister"), s.legal()))
    if view.human_to_act() and s.state.active == "lannister":
        assert view.trail_now() is None
        assert not view.board.trail_under.shapes
    assert view.may_undo(), "the player's first step of the turn drew on no chance"
    view.undo()
    after = view.trail_now()
    assert after is not None and after.headline == before.headline and after.strikes == before.strikes


def test_pause_holds_the_ai_next_step_takes_one_step_and_skip_plays_to_the_players_turn(app):
    app.settings.ai_speed = "slow"
    view = ai_battle(app, seed=1)
    s = view.session
    player = EagerPlayer(1)
    while not s.ai_to_move():
        perform(view, player.choose(s.view_for(s.current_player()), s.legal()))
    press(view, "follow:pause")
    n = len(s.actions)
    view.on_update(5.0)
    assert len(s.actions) == n, "a paused AI does not act"
    press(view, "follow:next")
    assert len(s.actions) == n + 1, "Next step lets it take exactly one step"
    view.on_update(5.0)
    assert len(s.actions) == n + 1, "and then it holds again"
    if s.ai_to_move():
        press(view, "follow:skip")
    assert not s.ai_to_move() and (s.is_over() or view.human_to_act())
    assert not view.follow.paused
    own_turn = s.is_over() or s.decision_kind() in ("turn", "keep")
    assert view.follow.skipping is not own_turn, "skipping lasts until the player's own turn"


def test_space_skips_the_ai_and_n_steps_it(app):
    app.settings.ai_speed = "slow"
    view = app.start_battle(load_scenario(CLASH), 2, {"lannister": "greedy", "stark": "human"})
    s = view.session
    assert s.ai_to_move()
    view.on_key_press(arcade.key.N, 0)
    assert len(s.actions) == 1 and view.follow.paused
    view.on_key_press(arcade.key.SPACE, 0)
    assert view.human_to_act() and s.current_player() == "stark"
    assert len(s.actions) > 1


def test_an_ai_attack_is_animated_when_motion_is_on_and_not_when_off(app):
    app.settings.animation = "normal"
    view = ai_battle(app)
    play_until_ai_attacked(view)
    story = view.follow.stories.current()
    index = next(i for i, st in enumerate(story.steps)
                 if any(e.kind == "roll" and e.data.get("purpose") == "attack" for e in st.events))
    view.animator.finish()
    view.animate(step_story(story, index))
    assert view.animator.strikes and view.animator.busy
    view.on_update(0.2)
    assert view.animator.strike_lines(), "the attack line grows from the attacker"
    view.on_update(1.0)
    assert not view.animator.strikes and not view.animator.busy
    view.animator.seconds = 0.0          # what Settings' "off" gives a battle
    view.animate(step_story(story, index))
    assert not view.animator.strikes and not view.animator.busy


def test_replay_shows_the_ai_turn_from_its_start_and_leaves_the_game_alone(app):
    view = ai_battle(app)
    trail = play_until_ai_attacked(view)
    s = view.session
    actions, live = list(s.actions), s.state.clone()
    mover, path = next((uid, p) for uid, p in trail.paths if live.units[uid].hex == p[-1])
    view.on_key_press(arcade.key.R, 0)
    assert view.follow.replay is not None and not view.human_to_act()
    sprite = view.board.pieces.unit_sprites[mover][0][0]
    story = view.follow.replay.story
    assert sprite.position == pytest.approx(view.board.geo.centre(story.start.units[mover].hex)), \
        "the replay starts with the unit where it stood before the turn"
    assert view.prompt_info().title.startswith("Replay: Stark's turn")
    view.click_hex(live.units[mover].hex)
    assert s.actions == actions, "a click during the replay does nothing"
    while not view.follow.replay.at_end():
        view.on_key_press(arcade.key.N, 0)
    view.finish_motion()
    sprite = view.board.pieces.unit_sprites[mover][0][0]
    assert sprite.position == pytest.approx(view.board.geo.centre(live.units[mover].hex))
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert view.follow.replay is None and view.human_to_act()
    assert s.actions == actions and s.state.units == live.units, "replaying changed nothing in the game"


def test_the_replay_runs_by_itself_at_the_ai_speed_and_can_be_paused(app):
    app.settings.ai_speed = "slow"
    view = ai_battle(app)
    play_until_ai_attacked(view)
    view.start_replay()
    r = view.follow.replay
    view.on_update(1.0)
    assert r.index == -1
    view.on_update(0.3)
    assert r.index == 0, "a step every 1.2 s at the slow AI speed"
    press(view, "follow:replay_pause")
    view.on_update(5.0)
    assert r.index == 0, "paused"
    press(view, "follow:end")
    assert view.follow.replay is None


def test_the_players_own_attacks_leave_only_their_dice_marks_on_the_units_hit(app):
    from strategic.ui.battle_session import BattleSession
    from strategic.ui.cli import play_random, play_to_attack
    from tactical.rules.actions import Attack

    session = BattleSession.start(load_scenario(CLASH), 7, {"lannister": "human", "stark": "greedy"})
    play_random(session, 10, 7, agent_name="greedy")
    play_to_attack(session, 7, "greedy")
    view = app.show_battle(session)
    view.submit(next(a for a in session.legal() if isinstance(a, Attack)))
    marks = view.follow.own_marks(view.viewer)
    assert marks is not None and marks.strikes
    assert view.trail_now() is None and not view.board.trail_under.shapes, "no violet trail of one's own turn"
    drawn = {t.text for t in view.board.trail_over.texts}
    assert drawn == {outcome for _, _, outcome in marks.strikes if outcome} and drawn
