"""What every strategic screen does the same way, whatever the game: `StrategicScreen`, an arcade.View
made of Sections (the houses on top, the map widget of strategic/ui/map, the decision and the side panel at
the right, the overlay for tooltips), over the window's game session (game_session.py).

It holds the viewer (whose view is shown: never the whole state), redraws the static parts once per change,
turns map clicks, buttons and keys into the game's `Choice`, submits the actions it completes, lets AI seats
play at the Settings' speed with their moves animated (each AI thinks on its own thread, thinking.py: the
window stays live and, when it takes a while, says so), hands over between human seats in hot seat, saves,
undoes and opens the end screen. It never decides a rule.

A game's screen subclasses it and fills in the hooks (docs/strategic_screen.md): `make_model`,
`make_layout`, `map_background`, `looks`, `build_scenes` (top bar and any extra section), `build_side` (the
side panel), `prompt_info`, `choice_outlines`, `area_tip`, `choose_area`, `press_choice`, `animate`.
"""
from __future__ import annotations

import arcade

from strategic.ui.houses import house_name
from strategic.ui.map.section import MapSection, positions
from strategic.ui.rules_pages import RULEBOOKS, strategic_pages
from strategic.ui.shared_panels import LOG_KEEP, Prompt, build_prompt
from strategic.ui.text_pool import ScenePool
from tactical.protocol import IllegalAction, UserError
from tactical.ui.ai_notice import Notice
from tactical.ui.animation import Animator
from tactical.ui.backdrop import Backdrop
from tactical.ui.layout import Rect
from tactical.ui.rules_view import RulesView
from tactical.ui.sections import OverlaySection, PanelSection, SceneSection

END_PAUSE = 1.0           # seconds the final board stays before the end screen
HOVER = ((255, 214, 60), 4.0)           # the area under the mouse


class StrategicScreen(arcade.View):
    GAME = ""                                   # the saves' name prefix
    POOLS = ("top", "prompt", "panel")          # one scene pool per section built from scenes
    QUIET: frozenset = frozenset()              # event kinds the log leaves out
    NEIGHBOUR = ((255, 255, 255), 2.5)          # outline of the hovered area's neighbours

    def __init__(self, app, session, viewer: str | None = None) -> None:
        super().__init__()
        self.app, self.session, self.settings = app, session, app.settings
        self.choice = self.make_choice()
        self.animator = Animator(self.settings.motion)
        self.tokens: dict[int, tuple] = {}
        self.tooltip = None
        self.pinned = None
        humans = session.humans()
        player = session.current_player()
        self.viewer = viewer or (player if player in humans else (humans[0] if humans else None))
        self.page, self.ai_wait, self.end_wait, self.log_scroll, self.log_lines = 0, 0.0, 0.0, 0, 0
        self.message = ""
        self.curtained = False                  # hot seat: the viewer's private panels hidden until it asks
        self.notice = Notice()                  # "... is thinking" while the screen waits on an AI
        self.dirty = True                       # the backdrop needs drawing again (some of its parts)
        self.map_stale = True                   # ... its map part among them
        self.drawn: dict[str, object] = {}      # part -> the scene last drawn into the backdrop there
        self.prompt_key = None
        self.model = self.make_model()
        self.layout = self.make_layout(self.window.width, self.window.height)
        self.backdrop = Backdrop(self.window)
        self.pools = {name: ScenePool() for name in self.POOLS}
        self.section_manager = arcade.SectionManager(self)
        self.topbar = SceneSection(self, self.layout.top_bar, "top")
        self.board = MapSection(self, self.layout.field, self.model, self.map_background(), self.pieces_over_map())
        self.extras = self.extra_sections()
        self.prompt = SceneSection(self, self.layout.prompt, "prompt")
        self.panel = PanelSection(self, self.layout.side, "panel")
        for s in (self.topbar, self.board, *self.extras, self.prompt, self.panel,
                  OverlaySection(self, self.window.width, self.window.height)):
            self.section_manager.add_section(s)
        self.refresh()

    # ------------------------------------------------------------------ hooks a game may keep as they are
    def extra_sections(self) -> list:
        """Sections of the game's own beside the shared ones (drawn from their `scene`)."""
        return []

    def extra_rects(self) -> list:
        """(section, rect) for each extra section in the current layout."""
        return []

    def open_battle(self) -> bool:
        """Open another screen for a battle before the AI plays on; True when it did."""
        return False

    def draw_over_map(self) -> None:
        """Draw what goes on the map above its static layers (the game's pieces)."""

    def pieces_over_map(self) -> bool:
        """Whether the game draws pieces over the map (`draw_over_map`): then the map under them is drawn again
        after every change, from a picture of its own (strategic/ui/map/picture.py)."""
        return type(self).draw_over_map is not StrategicScreen.draw_over_map

    # ------------------------------------------------------------------ view life
    def on_show_view(self) -> None:
        self.section_manager.enable()
        self.animator.seconds = self.settings.motion       # Settings may have changed it from the pause menu
        if not self.animator.seconds:
            self.skip_motion()
        if (self.layout.panel.right, self.layout.top_bar.top + 8) != (self.window.width, self.window.height):
            self.on_resize(self.window.width, self.window.height)

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    def on_draw(self) -> None:
        if self.dirty:              # redrawn once per frame however many changes came since the last one
            self.dirty = False
            self.render_backdrop()
        self.backdrop.draw()

    def render_backdrop(self) -> None:
        """Draw again only the parts of the backdrop that changed (each clipped to its section): a panel whose
        scene was rebuilt since it was last drawn, the map when its picture changed or the camera moved (every
        part in a new backdrop). Under llvmpipe each part costs the pixels it fills, and an AI step seldom
        changes them all (the prompt stays while an AI plays on; a card or a defence changes no territory)."""
        whole = self.backdrop.size != self.window.get_framebuffer_size()
        parts = []
        for section in (self.topbar, *self.extras, self.prompt, self.panel):
            if whole or self.drawn.get(section.name) is not section.scene:
                self.drawn[section.name] = section.scene
                parts.append((Rect(section.left, section.bottom, section.width, section.height), section.scene.draw))
        board, draw_map = self.board, whole or self.map_stale
        self.map_stale = False
        if draw_map and board.picture.own:
            parts.append((board.mapcam.rect, self._draw_map))
        self.backdrop.render_parts(parts)
        if draw_map and not board.picture.own:      # the backdrop holds the map: only its changes are drawn
            if whole:
                board.picture.invalidate()
            with self.backdrop.fbo.activate():
                board.draw_static()

    def _draw_map(self) -> None:
        self.board.draw_static()
        self.draw_over_map()

    def on_resize(self, width: int, height: int) -> None:
        self.layout = self.make_layout(width, height)
        for section, rect in ((self.topbar, self.layout.top_bar), (self.prompt, self.layout.prompt),
                              (self.panel, self.layout.side), *self.extra_rects()):
            section.place(rect)
        self.board.place(self.layout.field)
        self.refresh()

    # ------------------------------------------------------------------ who sees what
    def needs_handover(self) -> bool:
        player = self.session.current_player()
        return len(self.session.humans()) > 1 and self.session.is_human(player) and player != self.viewer

    def human_to_act(self) -> bool:
        return self.session.is_human(self.session.current_player()) and not self.needs_handover()

    def seat_view(self):
        """The viewer's view, or (no human at the table) the first seat's: never the whole state."""
        return self.session.view_for(self.viewer or self.session.seat_order[0])

    # ------------------------------------------------------------------ building the scenes
    def refresh(self) -> None:
        """The game changed: new looks on the map, a new decision."""
        view = self.seat_view()
        self.choice.refresh(view, self.session.legal() if self.human_to_act() else [])
        self.page = 0
        self.board.set_looks(self.looks(view))
        self.build_scenes(view)
        self.log = self._log()
        self.refresh_choice()

    def refresh_choice(self) -> None:
        """The half-made choice changed: highlights, prompt bar (rebuilt only if it says something else: it
        stays while an AI plays on) and panel."""
        key = (self.prompt_info(), self.may_undo(), self.layout.prompt)
        if key != self.prompt_key:
            self.prompt_key = key
            self.prompt.scene, _ = build_prompt(key[0], self.layout.prompt, self.pools["prompt"].scene(), key[1])
            self.pools["prompt"].finish()
        self.panel.scene, self.log_lines = self.build_side(self.pools["panel"].scene())
        self.pools["panel"].finish()
        self.update_outlines()
        if self.board.picture.pending() or self.pieces_over_map():
            self.map_changed()          # the areas changed, or the game's own pieces over the map may have
        self.dirty = True

    def map_changed(self) -> None:
        """The map's part of the backdrop must be drawn again (the camera moved, the areas or pieces changed)."""
        self.map_stale = self.dirty = True

    def _log(self) -> list[str]:
        """The last entries the log card shows, rendered for the viewer (the newest last): rendering every
        event of a long game again after each step took a tenth of an AI move's redraw."""
        s, out = self.session, []
        reader = None if self.curtained else self.viewer      # behind the curtain: what everyone may read
        for e in reversed(s.events_for(reader)):
            if e.kind not in self.QUIET:
                out.append(s.render(e, reader))
                if len(out) == LOG_KEEP:
                    break
        return out[::-1]

    def may_undo(self) -> bool:
        return self.human_to_act() and self.session.can_undo()

    def waiting_prompt(self, title: str, verb: str) -> Prompt | None:
        """The prompt when no human here is to choose (game over, an AI or another human's turn), else None."""
        s = self.session
        player = s.current_player()
        if s.is_over():
            return Prompt("Game over", self.result_words(), None)
        if not self.human_to_act():
            who = s.seats.get(player, "AI")
            thinking = self.notice.words(f"{house_name(player)} ({who})")
            words = (f"{house_name(player)} ({who}) is {verb}: watch the map and the log. Space skips the motion."
                     if not s.is_human(player) else f"Waiting for {house_name(player)} to take the seat.")
            words = f"{thinking} Watch the map and the log." if thinking else words
            return Prompt(title, words, player)
        return None

    def result_words(self) -> str:
        r = self.session.result()
        return f"{' & '.join(house_name(w) for w in r.winners)} won ({r.reason.replace('_', ' ')})." if r else ""

    def update_outlines(self) -> None:
        out = {}
        hover = self.board.hover
        if hover:
            out.update({n: self.NEIGHBOUR for n in self.model.neighbours.get(hover, ())})
        out.update(self.choice_outlines())
        if hover:
            out[hover] = HOVER
        self.board.set_outlines(out)

    # ------------------------------------------------------------------ the map's questions
    def map_hover(self, name: str | None, x: float, y: float) -> None:
        self.update_outlines()
        self.set_tooltip(self.area_tip(name) if name else None, x, y, board=True)

    def map_click(self, name: str | None) -> None:
        if self.animator.busy:
            self.skip_motion()
            return
        if not self.human_to_act():
            return
        self.message = ""
        action = self.choose_area(name)
        if action is not None:
            self.submit(action)
        else:
            self.page = 0
            self.refresh_choice()

    def right_click(self, text: str | None, x: float = 0, y: float = 0) -> None:
        """Pin a tooltip's text (an area's, a button's) until the next click or Esc."""
        self.pinned = (text, x, y) if text else None

    def set_tooltip(self, text: str | None, x: float, y: float, board: bool = False) -> None:
        self.tooltip = (text, x, y, board) if text else None

    def scroll_log(self, clicks: int) -> None:
        self.log_scroll = max(0, min(self.log_lines - 1, self.log_scroll + clicks * 3))
        self.refresh_choice()

    # ------------------------------------------------------------------ buttons and keys
    def on_hit(self, payload) -> None:
        self.pinned = None
        kind = payload[0]
        if kind == "button":
            self.press(payload[1].payload)
        elif kind == "tool":
            {"undo": self.undo, "fit": self.board.fit, "menu": self.pause}[payload[1]]()
        elif kind == "page":
            self.page += 1
            self.refresh_choice()
        elif kind == "card":                    # a card drawn in the side panel, clicked
            self.press(("card", payload[1]))

    def press(self, what: tuple) -> None:
        """A button or a card: an action, else the game's own (`press_choice`: picker, card, cancel...)."""
        if not self.human_to_act():
            return
        self.message = ""
        action = what[1] if what[0] == "act" else self.press_choice(what)
        if action is not None:
            return self.submit(action)
        self.refresh_choice()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        keys = {arcade.key.ESCAPE: self.pause, arcade.key.U: self.undo, arcade.key.F: self.board.fit,
                arcade.key.SPACE: self.skip_motion}
        if symbol in keys:
            keys[symbol]()

    def pause(self) -> None:
        self.on_draw()                # the pause menu draws this screen's backdrop under its card
        self.app.show_pause(self)

    def resume_from_pause(self) -> None:
        self.window.show_view(self)
        self.refresh()

    @property
    def NOUN(self) -> str:
        """What the pause menu calls what it paused."""
        return "campaign" if getattr(self.session, "campaign", None) is not None else "game"

    def rules_view(self, back, page: str = "turn", back_label: str = "Back"):
        """This game's Rules screen (the pause menu's Rules; a campaign's briefing when it starts)."""
        game = self.session.game.name
        pages = strategic_pages(game, self.seat_view(), getattr(self.session, "campaign", None))
        return RulesView(self.app, back, page=page, pages=pages, rulebook=RULEBOOKS[game], back_label=back_label)

    def save(self) -> str:
        path = self.app.new_save_path(self.GAME)
        try:
            self.session.save(path)
        except (OSError, UserError) as exc:
            return f"Could not save: {exc}"
        return f"Saved to {path}"

    def undo(self) -> None:
        if self.may_undo() and self.session.undo():
            self.message = "Undone."
            self.after_step([])

    def skip_motion(self) -> None:
        self.animator.glides.clear()
        self.board.tokens = []

    # ------------------------------------------------------------------ playing
    def submit(self, action) -> None:
        try:
            events = self.session.submit(action)
        except IllegalAction as exc:      # the screen offered only legal actions; say it if one slips through
            self.message = str(exc)
            self.refresh_choice()
            return
        self.after_step(events)

    def after_step(self, events) -> None:
        self.animate(events)
        self.refresh()
        standing = self.standing_answer()
        if standing is not None:            # answered as the player asked in Settings: no hand-over for it
            return self.submit(standing)
        player = self.session.current_player()
        # behind a curtain anyone may be at the computer: a secret decision goes through the hand-over
        if self.needs_handover() or (self.curtained and self.session.is_human(player)):
            if self.public_decision():      # the next human takes over at once, its secrets behind a curtain
                self.viewer, self.curtained = player, True
                self.choice.clear()
                self.refresh()
            else:
                self.app.show_risk_handover(self, player)

    def public_decision(self) -> bool:
        """Whether the decision now asked needs none of the seat's secrets, so that in hot seat the next human
        takes over without a hand-over, its private panels hidden until it asks (`curtained`); a game's
        screen says which (Risk: the Domination draft's claims, one army at a time)."""
        return False

    def standing_answer(self):
        """The action a human seat's standing order (Settings) gives for the decision now asked, or None to
        ask the player (a game's screen says which decisions have one)."""
        return None

    def on_update(self, delta_time: float) -> None:
        self.animator.update(delta_time)
        self.board.tokens = positions(self.animator, self.tokens)
        # the AI to move thinks on its own thread from now on, while its last move is drawn and the pause runs
        ready = self.session.ai_to_move() and self.session.think_ai()
        if self.animator.busy:
            return
        if self.session.is_over():
            self.end_wait += delta_time
            if self.end_wait >= END_PAUSE * (self.settings.motion > 0):
                self.app.show_risk_end(self.session)
            return
        if self.open_battle():
            return
        if self.session.ai_to_move():
            self.ai_wait += delta_time
            if self.ai_wait < self.settings.ai_delay:
                return
            if not ready:               # still thinking: this frame is drawn, and the next checks again
                if self.notice.wait(delta_time):
                    self.refresh_choice()
                return
            self.ai_wait = 0.0
            self.notice.clear()
            self.after_step(self.session.step_ai())
