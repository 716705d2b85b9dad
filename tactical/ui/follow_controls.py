"""The battle screen's controls for following the other side's turn (issue 13, item 6), mixed into
BattleView: animating a step (glides, then attack lines, then the dice), pausing the AI or letting it take
one step, skipping to the next human decision, and replaying the opponent's last turn. What to show and
the replay's own state are `follow.py`'s; these methods only drive the view with them.
"""
from __future__ import annotations

from tactical.ui.battle_events import describe_roll
from tactical.ui.follow import SKIP_LIMIT, step_story
from tactical.ui.turn_story import trail


class FollowControls:
    def animate(self, story) -> None:
        """Glide the step's moves, then grow its attacks' lines (nothing when motion is off)."""
        if story is None or self.board.geo is None:
            return
        t, geo = trail(story), self.board.geo
        self.animator.start_moves([(uid, [geo.centre(h) for h in path]) for uid, path in t.paths])
        for frm, to, _ in t.strikes:
            self.animator.start_strike(geo.centre(frm), geo.centre(to))

    def finish_motion(self) -> None:
        for uid in self.animator.finish():
            self.board.settle(uid)

    def toggle_ai_pause(self) -> None:
        self.follow.paused = not self.follow.paused
        self.refresh_choice()

    def next_step(self) -> None:
        """One step further: of the replay, or of the AI (which then holds; if it is still thinking, the
        view's on_update plays the step once it has chosen)."""
        self.finish_motion()
        if self.follow.replay is not None:
            self.follow.replay.paused = True
            return self.replay_step()
        if self.session.ai_to_move():
            self.follow.paused = True
            if not self.session.think_ai():
                self.one_step = True
                return
            self.step_ai()
            self.refresh()

    def skip_ai(self) -> None:
        """The AI plays at once up to the player's next turn (or the end); its turn stays drawn."""
        self.follow.paused = False
        self.finish_motion()
        self.skip_on()

    def skip_on(self, waited: float = 0.0) -> None:
        """Play the AI's steps without motion as fast as it chooses them; while it thinks, the view's on_update
        comes back here (with the seconds `waited` since) and the window stays live."""
        played = 0
        for _ in range(SKIP_LIMIT):
            if not self.session.ai_to_move():
                break
            if not self.session.think_ai():
                self.follow.skipping = True
                return self.refresh() if played else self.waiting_on_ai(waited)
            self.step_ai(animate=False)
            played += 1
        s = self.session
        # until the player's own turn: a retreat or Bold answered mid-way does not bring the AI's pace back
        self.follow.skipping = not s.is_over() and s.decision_kind() not in ("turn", "keep")
        self.refresh()

    def start_replay(self) -> None:
        if self.human_to_act() and not self.ix.pending() and self.follow.start_replay(self.viewer):
            self.finish_motion()
            self.clear_hover()
            self.last_roll = None
            self.refresh()

    def replay_step(self) -> None:
        r = self.follow.replay
        if self.follow.advance():
            self.last_roll = self.follow.replay_roll()
            step = r.story.steps[r.index]
            self.animate(step_story(r.story, r.index))
            if describe_roll(step.after, step.events) is not None:
                self.animator.start_roll()
        self.refresh()

    def toggle_replay_pause(self) -> None:
        r = self.follow.replay
        if r.at_end():
            r.index, r.paused = -1, False      # Play at the end starts it again
            self.refresh()
            return
        r.paused = not r.paused
        self.refresh_choice()

    def end_replay(self) -> None:
        if self.follow.replay is None:
            return
        self.follow.replay = None
        self.finish_motion()
        self.last_roll = describe_roll(self.session.state, self.session.events)
        self.refresh()
