"""The A Game of Thrones screen: one arcade.View made of Sections: the board on the shared map widget
(strategic/ui/map) with its pieces, the tracks beside it, the houses on top, the decision and the side panel
(house cards, log) at the right.

The view holds the game's session (strategic/ui/game_session.py) and the half-made `Choice`; it turns clicks
on the map, the cards and the buttons into legal actions and submits them, lets AI seats play at the chosen
speed with their marches shown gliding, hands over between human seats in hot seat (each seat's orders,
bids and cards stay behind the hand-over screen), and opens the end screen when the game is over. It shows
every seat only its own view, so an AI's secret choices appear when the rules reveal them. It never decides
a rule.
"""
from __future__ import annotations

import arcade

from strategic.agot.cli.terminal import explain_action
from strategic.agot.rules.common import board_of
from strategic.ui.agot import animation
from strategic.ui.agot.decisions import PANELS, Choice, Panel
from strategic.ui.agot.geometry import agot_model, id_to_name, land_model, name_to_id
from strategic.ui.agot.layout import agot_layout
from strategic.ui.agot.looks import area_tip, house_name, looks
from strategic.ui.agot.panels import PanelInfo, build_houses, build_panel
from strategic.ui.agot.pieces import PiecePool, build_pieces
from strategic.ui.agot.tracks import build_tracks
from strategic.ui.map.art import background
from strategic.ui.map.section import MapSection
from strategic.ui.risk.panels import Prompt, build_prompt
from strategic.ui.text_pool import ScenePool
from tactical.protocol import IllegalAction, UserError
from tactical.ui.animation import Animator
from tactical.ui.backdrop import Backdrop
from tactical.ui.sections import OverlaySection, PanelSection, SceneSection

END_PAUSE = 1.0
QUIET = frozenset({"order_hidden", "card_hidden", "bid_placed"})    # said again, better, by the reveal
HOVER = ((255, 214, 60), 4.0)
NEIGHBOUR = ((255, 255, 255), 2.0)
SELECTABLE = ((90, 220, 255), 2.5)
SELECTED = ((255, 196, 0), 5.0)
OUTLINE = {"move": ((110, 230, 90), 3.5), "attack": ((255, 70, 50), 3.5)}
BATTLE = ((230, 40, 30), 5.0)           # the area fought over
LEGEND = "Cyan: can be chosen · gold: chosen · green: move there · red: attack or raid there"


class AgotScreen(arcade.View):
    def __init__(self, app, session, viewer: str | None = None) -> None:
        super().__init__()
        self.app, self.session, self.settings = app, session, app.settings
        self.choice = Choice()
        self.animator = Animator(self.settings.motion)
        self.tokens: dict[int, tuple] = {}
        self.tooltip = None
        self.pinned = None
        humans = session.humans()
        player = session.current_player()
        self.viewer = viewer or (player if player in humans else (humans[0] if humans else None))
        self.page, self.ai_wait, self.end_wait, self.log_scroll, self.log_lines = 0, 0.0, 0.0, 0, 0
        self.message = ""
        self.dirty = True
        self.edition = board_of(session.state).edition
        self.model = agot_model(self.edition)
        self.names, self.ids = id_to_name(self.edition), name_to_id(self.edition)
        self.layout = agot_layout(self.window.width, self.window.height, self.model.size)
        self.backdrop = Backdrop(self.window)
        self.pools = {name: ScenePool() for name in ("top", "prompt", "panel", "tracks")}
        self.piece_pool = PiecePool()
        self.pieces = None
        self.section_manager = arcade.SectionManager(self)
        self.topbar = SceneSection(self, self.layout.top_bar, "top")
        self.board = MapSection(self, self.layout.field, self.model, background(land_model(self.edition)))
        self.tracks = SceneSection(self, self.layout.tracks, "tracks")
        self.prompt = SceneSection(self, self.layout.prompt, "prompt")
        self.panel = PanelSection(self, self.layout.side, "panel")
        for s in (self.topbar, self.board, self.tracks, self.prompt, self.panel,
                  OverlaySection(self, self.window.width, self.window.height)):
            self.section_manager.add_section(s)
        self.refresh()

    # ------------------------------------------------------------------ view life
    def on_show_view(self) -> None:
        self.section_manager.enable()
        if (self.layout.panel.right, self.layout.top_bar.top + 8) != (self.window.width, self.window.height):
            self.on_resize(self.window.width, self.window.height)

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    def on_draw(self) -> None:
        if self.dirty:
            self.dirty = False
            self.backdrop.render(self._draw_static)
        self.backdrop.draw()

    def on_resize(self, width: int, height: int) -> None:
        self.layout = agot_layout(width, height, self.model.size)
        for section, rect in ((self.topbar, self.layout.top_bar), (self.prompt, self.layout.prompt),
                              (self.panel, self.layout.side), (self.tracks, self.layout.tracks)):
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
        view = self.seat_view()
        self.choice.refresh(view, self.session.legal() if self.human_to_act() else [])
        self.page = 0
        self.board.set_looks(looks(view))
        acting = self.session.session.to_act()
        self.topbar.scene = build_houses(view, self.layout.top_bar, self.pools["top"].scene(), acting)
        self.tracks.scene = build_tracks(view, self.layout.tracks, self.pools["tracks"].scene())
        for name in ("top", "tracks"):
            self.pools[name].finish()
        self.log = self._log()
        self.refresh_choice()

    def refresh_choice(self) -> None:
        view = self.choice.view
        self.prompt.scene, _ = build_prompt(self.prompt_info(), self.layout.prompt, self.pools["prompt"].scene(),
                                            self.may_undo())
        info = PanelInfo(view, self.choice.playable_cards(), self.log, self.log_scroll, self.viewer is None)
        self.panel.scene, self.log_lines = build_panel(info, self.layout.side, self.pools["panel"].scene())
        for name in ("prompt", "panel"):
            self.pools[name].finish()
        self.update_outlines()
        self.map_changed()

    def map_changed(self) -> None:
        self.pieces = None
        self.dirty = True

    def _draw_static(self) -> None:
        for scene in (self.topbar.scene, self.tracks.scene, self.prompt.scene, self.panel.scene):
            scene.draw()
        self.board.draw_static()
        if self.pieces is None:
            self.pieces = build_pieces(self.choice.view, self.model, self.board.mapcam, self.piece_pool)
        r = self.board.rect
        self.window.ctx.scissor = (int(r.left), int(r.bottom), int(r.width), int(r.height))
        self.pieces.draw()
        self.window.ctx.scissor = None

    def _log(self) -> list[str]:
        s = self.session
        return [s.render(e, self.viewer) for e in s.events_for(self.viewer) if e.kind not in QUIET][-300:]

    def may_undo(self) -> bool:
        return self.human_to_act() and self.session.can_undo()

    def prompt_info(self) -> Prompt:
        s, c, view = self.session, self.choice, self.choice.view
        player = s.current_player()
        panel = PANELS.get(view.step, Panel(view.step.replace("_", " ").capitalize(), lambda v: ""))
        title = f"Round {view.round} · {house_name(player or '')}: {panel.title}"
        if s.is_over():
            return Prompt("Game over", self.result_words(), None)
        if not self.human_to_act():
            who = s.seats.get(player, "AI")
            words = (f"{house_name(player)} ({who}) is deciding: watch the map and the log. Space skips the motion."
                     if not s.is_human(player) else f"Waiting for {house_name(player)} to take the seat.")
            return Prompt(title, words, player)
        lines = [self.message] if self.message else []
        if c.bounds():
            lines.append(f"Your secret amount: {c.amount}  (from {c.bounds()[0]} to {c.bounds()[1]}); "
                         "nobody sees it until every bid is in.")
        if c.area:
            lines.append(f"{self.names[c.area]}: choose below, or click elsewhere. {LEGEND}")
        elif c.targets():
            lines.append(LEGEND)
        return Prompt(title, panel.words(view), player, lines, c.buttons(lambda a: explain_action(view, a)),
                      self.page)

    def result_words(self) -> str:
        r = self.session.result()
        return f"{' & '.join(house_name(w) for w in r.winners)} won ({r.reason.replace('_', ' ')})." if r else ""

    def update_outlines(self) -> None:
        c, out = self.choice, {}
        hover = self.board.hover
        if hover:
            out.update({n: NEIGHBOUR for n in self.model.neighbours.get(hover, ())})
        out.update({self.names[a]: SELECTABLE for a in c.selectable() if a in self.names})
        out.update({self.names[a]: OUTLINE[kind] for a, kind in c.targets().items() if a in self.names})
        battle = c.view.battle if c.view is not None else None
        if battle is not None and battle.area in self.names:
            out[self.names[battle.area]] = BATTLE
        marching = c.view.pending.get("area") if c.view is not None and c.view.step == "marching" else None
        for chosen in (c.area, marching):
            if chosen in self.names:
                out[self.names[chosen]] = SELECTED
        if hover:
            out[hover] = HOVER
        self.board.set_outlines(out)

    # ------------------------------------------------------------------ the map's questions
    def map_hover(self, name: str | None, x: float, y: float) -> None:
        self.update_outlines()
        self.set_tooltip(area_tip(self.choice.view, self.ids[name]) if name else None, x, y, board=True)

    def map_click(self, name: str | None) -> None:
        if self.animator.busy:
            self.skip_motion()
            return
        if not self.human_to_act():
            return
        self.message = ""
        action = self.choice.click(self.ids.get(name) if name else None)
        self.message = self.choice.refused
        if action is not None:
            self.submit(action)
        else:
            self.page = 0
            self.refresh_choice()

    def right_click(self, text, x: float = 0, y: float = 0) -> None:
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
        elif kind == "card":
            self.press(("card", payload[1]))

    def press(self, what: tuple) -> None:
        """A button or a house card: an action, the amount picker, a group of units, cancel."""
        if not self.human_to_act():
            return
        self.message = ""
        if what[0] == "act":
            return self.submit(what[1])
        if what[0] == "card":
            action = self.choice.play_card(what[1])
            if action is not None:
                return self.submit(action)
        elif what[0] == "nudge":
            self.choice.nudge(what[1])
        elif what[0] == "units":
            self.choice.pick_units(what[1])
        elif what[0] == "cancel":
            self.choice.clear_keep_units()
        self.refresh_choice()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        keys = {arcade.key.ESCAPE: self.pause, arcade.key.U: self.undo, arcade.key.F: self.board.fit,
                arcade.key.SPACE: self.skip_motion}
        if symbol in keys:
            keys[symbol]()

    def pause(self) -> None:
        self.on_draw()
        self.app.show_pause(self)

    def resume_from_pause(self) -> None:
        self.window.show_view(self)
        self.refresh()

    def save(self) -> str:
        path = self.app.new_save_path("agot")
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
        except IllegalAction as exc:
            self.message = str(exc)
            self.refresh_choice()
            return
        self.after_step(events)

    def after_step(self, events) -> None:
        animation.start(self.animator, self.tokens, self.model, self.names, events)
        self.refresh()
        if self.needs_handover():
            self.app.show_risk_handover(self, self.session.current_player())

    def on_update(self, delta_time: float) -> None:
        self.animator.update(delta_time)
        self.board.tokens = animation.positions(self.animator, self.tokens)
        if self.animator.busy:
            return
        if self.session.is_over():
            self.end_wait += delta_time
            if self.end_wait >= END_PAUSE * (self.settings.motion > 0):
                self.app.show_risk_end(self.session)
            return
        if self.session.ai_to_move():
            self.ai_wait += delta_time
            if self.ai_wait >= self.settings.ai_delay:
                self.ai_wait = 0.0
                self.after_step(self.session.step_ai())
