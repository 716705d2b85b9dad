"""Following the other side's turn (issue 13, item 6): the AI's pace and the replay of a finished turn.

While an AI plays, its turn is drawn as it grows (turn_story, trail_layer) and the player may pause it,
let it take one step at a time, or skip to the next decision of a human (no motion, the trail still
drawn). On a human's turn the opponent's last turn stays drawn until the player acts, and can be replayed
on the board step by step: the board, the morale ladder and the dice tray show the recorded states and
rolls at the chosen AI speed, with pause, next step and end. Nothing here changes the game: the replay
shows stored copies, the live state is untouched. No Arcade.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.rules.state import BattleState
from tactical.ui.battle_events import describe_roll, log_entries
from tactical.ui.interaction import Button
from tactical.ui.turn_story import Story, Trail, TurnStories, trail

SKIP_LIMIT = 2000     # AI steps skipped at once at most (a battle never needs that many in one go)


@dataclass
class Replay:
    story: Story
    index: int = -1          # the step shown (-1: the turn's start)
    wait: float = 0.0
    paused: bool = False

    @property
    def state(self) -> BattleState:
        return self.story.state_at(self.index)

    def at_end(self) -> bool:
        return self.index >= len(self.story.steps) - 1


class Follow:
    def __init__(self, state: BattleState) -> None:
        self.stories = TurnStories(state)
        self.paused = False               # the AI waits for "Next step"
        self.skipping = False             # the AI plays at once until a human's next turn
        self.replay: Replay | None = None

    # ------------------------------------------------------------------ what is shown
    def shown(self, viewer: str | None) -> tuple[Story, int | None] | None:
        """The turn to draw and up to which step: the replay's, else the newest turn unless it is the
        viewer's own (the player at the screen needs no trail of their own moves, even while the other
        side answers them)."""
        if self.replay is not None:
            return self.replay.story, self.replay.index
        story = self.stories.current()
        if story is None or story.key[1] != "command" or (viewer is not None and story.house == viewer):
            return None
        return story, None

    def trail_now(self, viewer: str | None) -> Trail | None:
        shown = self.shown(viewer)
        if shown is None or (shown[1] is not None and shown[1] < 0):
            return None
        return trail(*shown)

    def own_marks(self, viewer: str | None) -> Trail | None:
        """The viewer's own turn's attacks with what their dice did (no trail: the marks on the units hit)."""
        story = self.stories.current()
        if self.replay is not None or story is None or story.key[1] != "command" or story.house != viewer:
            return None
        strikes = trail(story).strikes
        return Trail(story.house, strikes=strikes) if strikes else None

    def replay_target(self, viewer: str | None) -> Story | None:
        """The newest command turn of another house than the viewer's (the opponent's last)."""
        for story in reversed(self.stories.stories):
            if story.key[1] == "command" and story.house != viewer and story.steps:
                return story
        return None

    # ------------------------------------------------------------------ the replay
    def start_replay(self, viewer: str | None) -> bool:
        story = self.replay_target(viewer)
        if story is None:
            return False
        self.replay = Replay(story)
        return True

    def advance(self) -> bool:
        """Show the replay's next step; False when it was already at its end."""
        if self.replay is None or self.replay.at_end():
            return False
        self.replay.index += 1
        self.replay.wait = 0.0
        return True

    def tick(self, dt: float, delay: float) -> bool:
        """Time passes in a running replay; True when its next step is due."""
        r = self.replay
        if r is None or r.paused or r.at_end():
            return False
        r.wait += dt
        return r.wait >= max(delay, 0.25)    # even "instant" AI speed replays at a followable pace

    def replay_roll(self):
        """The dice tray in a replay: the newest roll up to the step shown."""
        r = self.replay
        for i in range(r.index, -1, -1):
            roll = describe_roll(r.story.steps[i].after, r.story.steps[i].events)
            if roll is not None:
                return roll
        return None

    # ------------------------------------------------------------------ the prompt bar
    def replay_prompt(self, viewer: str | None) -> tuple[str, str, list[Button]]:
        r = self.replay
        house = (r.story.house or "").title()
        step = "start of the turn" if r.index < 0 else f"step {r.index + 1} of {len(r.story.steps)}"
        title = f"Replay: {house}'s turn, {step}"
        lines = log_entries(r.state, r.story.steps[r.index].events, viewer) if r.index >= 0 else []
        head = trail(r.story, r.index).headline if r.index >= 0 else ""
        prompt = _sentence(house, head) + (" Now: " + "; ".join(line.rstrip(".") for line in lines[-2:]) + "."
                                           if lines else "")
        buttons = [Button("Play" if r.paused or r.at_end() else "Pause", None, "follow:replay_pause",
                          "Let the replay run at the AI speed, or hold it on this step."),
                   Button("Next step (N)", None, "follow:next", "Show the turn's next step."),
                   Button("End replay (Esc)", None, "follow:end", "Back to the battle as it is now.")]
        return title, prompt or f"{house}'s turn as it began.", buttons

    def ai_prompt(self, house: str, viewer: str | None) -> tuple[str, list[Button]]:
        """The line and buttons while the AI plays: what it did this turn so far, and its newest step."""
        story = self.stories.current()
        head = trail(story).headline if story is not None and story.house == house else ""
        text = _sentence(house.title(), head) or f"{house.title()} is thinking."
        last = story.steps[-1] if story is not None and story.steps else None
        lines = log_entries(last.after, last.events, viewer) if last is not None else []
        if lines:
            text += " Now: " + lines[-1].rstrip(".") + "."
        if self.paused:
            text += " Paused: Next step lets it take one step, Resume lets it play on."
        buttons = [
            Button("Resume" if self.paused else "Pause", None, "follow:pause",
                   "Hold the AI after its current step, or let it go on at the chosen speed."),
            Button("Next step (N)", None, "follow:next", "Let the AI take one step, then hold it."),
            Button("Skip to your turn (Space)", None, "follow:skip",
                   "Let the AI play at once up to your next decision; its turn stays drawn on the board.")]
        return text, buttons

    def replay_button(self, viewer: str | None) -> Button | None:
        story = self.replay_target(viewer)
        if story is None:
            return None
        return Button(f"Replay {(story.house or '').title()}'s turn (R)", None, "follow:replay",
                      "Watch the opponent's last turn again on the board, step by step.")


def _sentence(house: str, headline: str) -> str:
    return f"{house} {headline}." if headline else ""


def step_story(story: Story | None, index: int = -1) -> Story | None:
    """One step of a turn alone (the newest by default), as a story: what to animate when it is shown."""
    if story is None or not story.steps or index < -len(story.steps) or index >= len(story.steps):
        return None
    return Story(story.house, story.key, [story.steps[index]])

