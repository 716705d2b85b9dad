"""The battle screen: one arcade.View made of Sections (top bar, board, prompt bar, side panel, overlay).

The view holds the battle's session (the host's adapter over the one game session, `strategic/ui/`, used
duck-typed: state, current_player, decision_kind, legal, submit, step_ai, undo, save, ...) and the
`Interaction`; it turns clicks, buttons and keys into legal actions, submits them, feeds the events to
the log, the dice tray, the animator and the sounds (sound.py), tells the tutorial's coach (tutorial.py)
what the player did when it is on, lets AI seats play at the chosen speed (each thinks on its own thread,
strategic/ui/thinking.py, so the window stays live; when it takes a while the prompt says so), and hands
over to the hand-over and victory screens. After each change it refills only the parts of its backdrop
that changed. It never decides a rule. Following the other side's turn (the trail on the board, pausing or
skipping the AI, replaying a turn) is `follow.py`'s; the view only asks it what to show.
"""
from __future__ import annotations

import arcade

from tactical.protocol import IllegalAction, UserError
from tactical.rules.describe import result_text
from tactical.ui import keys
from tactical.ui.ai_notice import Notice
from tactical.ui.animation import Animator
from tactical.ui.backdrop import Backdrop
from tactical.ui.battle_events import describe_roll, log_entries
from tactical.ui.board_section import BoardSection
from tactical.ui.follow import Follow, step_story
from tactical.ui.follow_controls import FollowControls
from tactical.ui.highlight_layer import ORDER
from tactical.ui.interaction import CANCEL, Interaction
from tactical.ui.layout import Rect, screen_layout
from tactical.ui.panel import GAP, PanelInfo, layout_cards
from tactical.ui.promptbar import PromptInfo, bar_parts, build_dice, buttons_rect, layout_buttons
from tactical.ui.sound import SoundBoard, sounds_for
from tactical.ui.step_prompts import step_prompt
from tactical.ui.scene import SceneGroup
from tactical.ui.text_pool import TextPool
from tactical.ui.sections import OverlaySection, PanelSection, SceneSection
from tactical.ui.topbar import build_topbar
from tactical.ui.tutorial import Coach

HAND_KINDS = ("turn", "keep")     # decisions that need the player's hand on screen (hot seat hands over)
VICTORY_PAUSE = 0.8


class BattleView(FollowControls, arcade.View):
    def __init__(self, app, session, viewer: str | None = None) -> None:
        super().__init__()
        self.app, self.session, self.settings = app, session, app.settings
        self.ix = Interaction()
        self.follow = Follow(session.state)
        self.animator = Animator(self.settings.motion)
        self.tooltip = None
        self.pinned: tuple[str, float, float] | None = None    # a right-click's full card (text, x, y)
        self._seen_player = session.current_player()
        humans = session.humans()
        self.viewer = viewer or (session.current_player() if session.current_player() in humans else
                                 (humans[0] if humans else None))
        self.log = log_entries(session.state, session.events, self.viewer)
        self.log_scroll = self.log_lines = 0
        self.last_roll = describe_roll(session.state, session.events)
        self.page, self.ai_wait, self.end_wait = 0, 0.0, 0.0
        self.message = ""
        self.notice = Notice()      # "... is thinking" while the screen waits on an AI
        self.one_step = False       # Next step was asked while the AI was still thinking: play it once chosen
        self.coach = None           # the first-battle tutorial's lessons (tutorial.py), when it is on
        self.sounds = SoundBoard(self.settings)
        self.pools: dict[str, TextPool] = {}    # texts kept between rebuilds, one pool per part
        self.kept: dict[str, object] = {}     # a part's key when its scene was built: the same key, the same scene
        self.cards: dict[str, tuple] = {}     # the side panel's cards: name -> (rect, scene)
        self.bar_parts: dict[str, tuple] = {}  # the prompt bar's parts (prompt, dice paper, legend): (rect, scene)
        self.layout = screen_layout(self.window.width, self.window.height)
        self.backdrop = Backdrop(self.window)
        self.section_manager = arcade.SectionManager(self)
        self.topbar = SceneSection(self, self.layout.top_bar, "top")
        self.board = BoardSection(self, self.layout.field)
        self.prompt = SceneSection(self, self.layout.bottom_bar, "prompt")
        self.panel = PanelSection(self, self.layout.panel, "panel")
        for s in (self.topbar, self.board, self.prompt, self.panel, OverlaySection(self, self.window.width, self.window.height)):
            self.section_manager.add_section(s)
        self.board.build_static(self.layout.field)
        self.dirty: set[str] = {"top", "field"}     # the backdrop's parts to redraw at the next render
        self.field_box = self.layout.regions()["field"]   # the part of the field to redraw, when it is dirty
        self.refresh()

    # ------------------------------------------------------------------ view life
    def on_show_view(self) -> None:
        self.section_manager.enable()
        if (self.layout.panel.right, self.layout.top_bar.top + 8) != (self.window.width, self.window.height):
            self.on_resize(self.window.width, self.window.height)    # resized in Settings while paused

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    def on_draw(self) -> None:
        self.backdrop.draw()    # covers the whole window: no clear needed

    def on_resize(self, width: int, height: int) -> None:
        self.layout = screen_layout(width, height)
        for section, rect in ((self.topbar, self.layout.top_bar), (self.board, self.layout.field),
                              (self.prompt, self.layout.bottom_bar), (self.panel, self.layout.panel)):
            section.place(rect)
        self.board.build_static(self.layout.field)
        self.forget()
        self.refresh()

    def forget(self) -> None:
        """Drop every scene, text and key kept between rebuilds, so the next one builds and draws all anew."""
        self.kept, self.cards, self.pools, self.bar_parts = {}, {}, {}, {}
        self.board.forget()
        self.dirty = {"top", "field"}       # and every other part, since none is kept
        self.field_box = self.layout.regions()["field"]

    # ------------------------------------------------------------------ who sees what
    def human_to_act(self) -> bool:
        return self.session.is_human(self.session.current_player()) and not self.needs_handover() \
            and self.follow.replay is None

    def shown_state(self):
        """The state the board and the top bar show: a replayed step's, else the live one."""
        return self.follow.replay.state if self.follow.replay is not None else self.session.state

    def trail_now(self):
        return self.follow.trail_now(self.viewer)

    def needs_handover(self) -> bool:
        player = self.session.current_player()
        return (len(self.session.humans()) == 2 and self.session.is_human(player) and player != self.viewer
                and self.session.decision_kind() in HAND_KINDS)

    def hand_owner(self) -> str | None:
        humans, player = self.session.humans(), self.session.current_player()
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return player or self.session.state.active
        return None if (player in humans and player != self.viewer) else self.viewer

    # ------------------------------------------------------------------ building the scenes
    def refresh(self) -> None:
        s = self.session
        self.ix.refresh(s.state, s.decision_kind(), s.legal() if self.human_to_act() else [])
        self.rebuild()

    def rebuild(self) -> None:
        """Bring every part of the screen up to the game and the half-made choice as they are."""
        box = self.board.build_dynamic()
        if box is not None:
            self.field_changed(box)
        self.board.sync_animation()
        shown = self.shown_state()
        key = (self.layout.top_bar, shown.round, shown.round_limit, shown.morale, tuple(shown.order),
               tuple(sorted(shown.morale_rout.items())))
        if key != self.kept.get("top"):   # the round and the morale change seldom: keep the scene till then
            self.kept["top"] = key
            self.topbar.scene = build_topbar(shown, self.layout.top_bar, self.pool("top").scene())
            self.pool("top").finish()
            self.dirty.add("top")
        self.refresh_choice()

    def refresh_choice(self) -> None:
        """Rebuild what depends on the half-made choice: highlights, prompt bar and panel."""
        self.board.build_marks()
        prompt = self.prompt_info()
        for part, (rect, key, build) in bar_parts(prompt, self.layout.bottom_bar, self.layout.regions()["prompt"]).items():
            if (rect, key) != self.kept.get(part):   # an AI step often leaves the prompt as it was: keep it
                self.kept[part] = (rect, key)
                scene = self.pool(part).scene()
                build(scene)
                self.pool(part).finish()
                self.bar_parts[part] = (rect, scene)
                self.dirty.add(part)
        self.prompt.scene = SceneGroup([scene for _, scene in self.bar_parts.values()])
        self.prompt.live = self.build_dice(prompt)
        self.build_cards()
        self.render_backdrop()

    def build_cards(self) -> None:
        """Rebuild the side panel's cards whose key or place changed (the log nearly always, the rest when what
        they show changed). The cards tile the panel's column, so a card that went or shrank leaves its room
        to cards whose place changed, which are refilled."""
        owner = self.hand_owner()
        state = self.session.view_for(owner) if owner else self.session.state
        if self.coach is not None:
            self.coach.check(self.ix)
        info = PanelInfo(state, owner, self.log, self.log_scroll, self.may_undo(),
                         self.coach.card() if self.coach is not None else None)
        cards, kept = layout_cards(info, self.layout.panel, self.ix if self.human_to_act() else None), self.cards
        self.cards = {}
        for card in cards:
            key = (card.rect, card.key)
            if card.name in kept and self.kept.get(card.name) == key:
                self.cards[card.name] = kept[card.name]
                continue
            pool = self.pool(card.words or card.name)
            scene = pool.scene()
            lines = card.build(scene)
            pool.finish()
            self.log_lines = lines if card.name == "log" else self.log_lines
            self.kept[card.name], self.cards[card.name] = key, (card.rect, scene)
            self.dirty.add(card.name)
        self.panel.scene = SceneGroup([scene for _, scene in self.cards.values()])

    def field_changed(self, box) -> None:
        """Refill this rectangle of the field at the next render (with what is already to be refilled)."""
        self.field_box = box.union(self.field_box) if "field" in self.dirty else box
        self.dirty.add("field")

    def pool(self, part: str) -> TextPool:
        return self.pools.setdefault(part, TextPool())

    def render_backdrop(self) -> None:
        """Redraw the parts of the backdrop that changed (issue 13: a click refills only what it changed): the
        top bar, the field, the prompt bar's two parts and the side panel's cards (each card with half the gap
        around it, where its border's outer half lies). Each part draws only inside its own rectangle
        (tests/ui/test_text_fits.py); a new backdrop (a new window size) is drawn whole."""
        parts = self.backdrop_parts()
        if self.backdrop.size != self.window.get_framebuffer_size():
            self.dirty = set(parts)
        self.backdrop.render_parts([parts[n] for n in sorted(self.dirty) if n in parts], base=self.board.terrain)
        self.dirty = set()

    def backdrop_parts(self) -> dict[str, tuple]:
        """Each part of the backdrop: its window rectangle and what draws it."""
        regions = self.layout.regions()
        field = regions["field"] if "field" not in self.dirty else _clip(self.field_box, regions["field"])
        parts = {"top": (regions["top"], self.topbar.scene.draw), "field": (field, self.board.draw_static)}
        parts.update({name: (r, scene.draw) for name, (r, scene) in self.bar_parts.items()})
        parts.update({name: (r.grown(GAP / 2), scene.draw) for name, (r, scene) in self.cards.items()})
        return parts

    def build_dice(self, prompt: PromptInfo):
        scene = build_dice(prompt, self.layout.bottom_bar, self.pool("dice").scene())
        self.pool("dice").finish()
        return scene

    def prompt_info(self) -> PromptInfo:
        s, ix = self.session, self.ix
        player = s.current_player()
        marks = ix.highlights()
        legend = [k for k in ORDER if k in marks] + (["los"] if ix.kind in ("attack", "pursue") and ix.unit is not None else [])
        legend += ["trail"] if self.board.trail_under.shapes else []
        tumble = self.animator.tumble(len(self.last_roll.faces)) if self.last_roll and self.animator.rolling() else None
        info = PromptInfo(player, "", "", [], self.page, self.last_roll, legend, tumble)
        if self.follow.replay is not None:
            info.house = self.follow.replay.story.house
            info.title, info.prompt, info.buttons = self.follow.replay_prompt(self.viewer)
        elif s.is_over():
            info.title, info.prompt = "Battle over", result_text(s.state) or "The battle is over."
        elif not self.human_to_act():
            info.title = f"{(player or '').title()} ({s.seats.get(player, 'AI')}): {ix.panel.title}"
            if s.is_human(player):
                info.prompt = f"Waiting for {player.title()} to take the seat."
            else:
                info.prompt, info.buttons = self.follow.ai_prompt(player, self.viewer)
                who = f"{(player or '').title()} ({s.seats.get(player, 'AI')})"
                info.title = self.notice.words(who) or info.title         # after a moment: "... is thinking"
        else:
            info.title = f"{player.title()}: {ix.panel.title}"
            info.prompt = self.message or step_prompt(ix)
            shown = self.trail_now()
            if shown is not None and shown.headline:       # what the violet trail is
                info.prompt += f" Last turn (violet): {shown.house.title()} {shown.headline}."
            replay = self.follow.replay_button(self.viewer) if not ix.pending() else None
            info.buttons = ix.buttons() + ([replay] if replay is not None else [])
        return info

    def set_tooltip(self, text: str | None, x: float, y: float, board: bool = False) -> None:
        """Show `text` near the mouse; board tooltips go to the field's corner away from the mouse instead."""
        self.tooltip = (text, x, y, board) if text else None

    def scroll_log(self, clicks: int) -> None:
        self.log_scroll = max(0, min(self.log_lines - 1, self.log_scroll + clicks * 3))
        self.refresh_choice()

    # ------------------------------------------------------------------ input
    def right_click(self, card: str | None, x: float, y: float) -> None:
        """Cancel the half-made choice; with nothing pending, pin the full card of what is under the mouse.
        Never an action: a right-click cannot order, move or attack."""
        if self.ix.pending():
            self.pinned = None
            self.ix.clear()
            return self.refresh_choice()
        self.pinned = (card, x, y) if card else None

    def click_hex(self, h: int | None) -> None:
        self.pinned = None
        if not self.human_to_act() or self.animator.busy:
            return
        action = self.ix.click_hex(h)
        if action is not None:
            self.submit(action)
        else:
            self.refresh_choice()

    def on_hit(self, payload) -> None:
        self.pinned = None
        kind, value = payload
        if kind == "tool":
            return self.run_tool(value)
        if kind == "button" and value.command.startswith("follow:"):
            return self.follow_command(value.command.split(":", 1)[1])
        if kind == "page":
            self.page += 1
            return self.refresh_choice()
        if not self.human_to_act() or self.animator.busy:
            return
        if kind == "button":
            return self.press(value)
        action = None
        if kind == "token":
            self.ix.pick_token(value)
        elif kind == "card":
            self.ix.pick_card(value)
        elif kind == "commander":
            action = self.ix.pick_commander(value)
        self.submit(action) if action is not None else self.refresh_choice()

    def press(self, button) -> None:
        if button.action is not None:
            return self.submit(button.action)
        if button.command == CANCEL:
            self.ix.clear()
        elif button.command == "tactic" or button.command.startswith("command:"):
            self.ix.toggle(button.command)
        elif button.command.startswith("commander:"):
            action = self.ix.pick_commander(button.command.split(":", 1)[1])
            if action is not None:
                return self.submit(action)
        self.refresh_choice()

    def follow_command(self, name: str) -> None:
        """Pause, step, skip or replay (follow.py's buttons and keys)."""
        {"pause": self.toggle_ai_pause, "next": self.next_step, "skip": self.skip_ai, "replay": self.start_replay,
         "replay_pause": self.toggle_replay_pause, "end": self.end_replay}[name]()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        keys.handle(self, symbol, modifiers)

    def run_tool(self, command: str) -> None:
        {"undo": self.undo, "save": self.save, "menu": self.pause, "coach_hide": self.hide_coach}[command]()

    def start_tutorial(self) -> None:
        self.coach = Coach()
        self.refresh_choice()

    def hide_coach(self) -> None:
        self.coach.hidden = True
        self.refresh_choice()

    def pause(self) -> None:
        """The pause menu (Esc): nothing half-chosen or hovered survives it."""
        self.ix.clear()
        self.clear_hover()
        self.refresh_choice()
        self.app.show_pause(self)

    def resume_from_pause(self) -> None:
        self.window.show_view(self)

    def clear_hover(self) -> None:
        self.tooltip = self.pinned = None
        self.board.hover = None
        for section in (self.topbar, self.prompt, self.panel):
            section.hover = None

    # ------------------------------------------------------------------ acting
    def submit(self, action) -> None:
        seat = self.session.current_player()
        try:
            events = self.session.submit(action)
        except IllegalAction:
            return self.refresh_choice()     # cannot happen from the UI's own choices; nothing changes
        if self.coach is not None:
            self.coach.saw(action)
        self.after_events(events, seat)

    def step_ai(self, animate: bool = True) -> None:
        seat = self.session.current_player()
        self.notice.clear()
        self._took_step(self.session.step_ai(), seat, animate)

    def waiting_on_ai(self, seconds: float) -> None:
        """The AI is still thinking (on its own thread): the prompt says so once it takes a while."""
        if self.notice.wait(seconds):
            self.refresh_choice()

    def after_events(self, events, seat: str | None = None) -> None:
        self._took_step(events, seat)
        self.refresh()

    def _took_step(self, events, seat: str | None, animate: bool = True) -> None:
        """Everything a step changes but the scenes: hovers, log, trail, motion, dice tray."""
        if self.session.current_player() != self._seen_player:     # the turn passed: old hovers would lie
            self._seen_player = self.session.current_player()
            self.clear_hover()
        self.message, self.page = getattr(self.session, "autosave_error", ""), 0
        self.log.extend(log_entries(self.session.state, events, self.viewer))
        self.log_scroll = 0
        self.follow.stories.record(seat, self.session.state, events, len(self.session.actions))
        if animate:
            self.animate(step_story(self.follow.stories.current()))
            self.sounds.play(sounds_for(self.session.state, events))
        roll = describe_roll(self.session.state, events)
        if roll is not None:
            self.last_roll = roll
            if animate:
                self.animator.start_roll()
        elif self.last_roll is not None and self.session.decision_kind() == "turn" \
                and self.last_roll.house != self.session.current_player():
            self.last_roll = None        # a new turn starts: the opponent's old roll is not this turn's

    def try_shortcut(self, action) -> bool:
        if self.human_to_act() and action in self.ix.legal:
            self.submit(action)
            return True
        return False

    def press_number(self, n: int) -> None:
        if not self.human_to_act():
            return
        placed, _ = layout_buttons(self.prompt_info().buttons, buttons_rect(self.layout.bottom_bar), self.page)
        if 0 <= n < len(placed):
            self.press(placed[n][1])

    def may_undo(self) -> bool:
        return bool(self.session.humans()) and self.session.can_undo() and not self.session.is_over()

    def undo(self) -> None:
        if self.may_undo() and self.session.undo():
            self.log = log_entries(self.session.state, self.session.events, self.viewer)
            self.last_roll = describe_roll(self.session.state, self.session.events)
            self.ix.clear()
            self.animator.finish()
            self.follow.stories.rewind(self.session.state, len(self.session.actions))
            self.follow.skipping, self.follow.replay, self.one_step = False, None, False
            self.notice.clear()         # the AI's choice for the undone position, if it was thinking, is dropped
            self.message = "Undone."
            self.refresh()

    def save(self) -> str:
        """Save to a new file in the saves folder; returns (and shows) what happened."""
        path = self.app.new_save_path(self.session.scenario.id)
        try:
            self.session.save(path)
            self.message = f"Saved as {path.name} (Load game lists it)."
        except (OSError, UserError) as exc:
            self.message = f"Could not save: {exc}"
        self.refresh_choice()
        return self.message

    # ------------------------------------------------------------------ time
    def on_update(self, delta_time: float) -> None:
        # the AI to move thinks on its own thread from now on, while its last step is drawn and the pause runs
        ready = self.session.ai_to_move() and self.follow.replay is None and self.session.think_ai()
        for uid in self.animator.update(delta_time):
            self.board.settle(uid)
        self.board.sync_animation()
        if self.animator.rolling() or self._tumbling:    # redraw the tray while the dice tumble, and once after
            self.prompt.live = self.build_dice(self.prompt_info())
        self._tumbling = self.animator.rolling()
        if self.animator.busy:
            return
        if self.follow.replay is not None:
            if self.follow.tick(delta_time, self.settings.ai_delay):
                self.replay_step()
            return
        if self.session.is_over():
            self.end_wait += delta_time
            if self.end_wait >= VICTORY_PAUSE:
                self.app.show_victory(self.session)
            return
        if self.needs_handover():
            return self.app.show_handover(self, self.session.current_player())
        if self.follow.skipping and self.session.ai_to_move():
            return self.skip_on(delta_time)     # skipping goes on past the player's mid-turn answers (a retreat)
        if self.session.ai_to_move() and (self.one_step or not self.follow.paused):
            self.ai_wait += delta_time
            if self.ai_wait < self.settings.ai_delay and not self.one_step:
                return
            if not ready:
                return self.waiting_on_ai(delta_time)
            self.ai_wait, self.one_step = 0.0, False
            self.step_ai()
            self.refresh()

    _tumbling = False


def _clip(r: Rect, region: Rect) -> Rect:
    """The part of `r` inside `region` (grown 4 px first: lines and bursts reach a little past a hex)."""
    r = r.grown(4)
    left, bottom = max(r.left, region.left), max(r.bottom, region.bottom)
    return Rect(left, bottom, max(0.0, min(r.right, region.right) - left), max(0.0, min(r.top, region.top) - bottom))
