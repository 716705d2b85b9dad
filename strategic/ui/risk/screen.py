"""The Risk screen: one arcade.View made of Sections, the map (strategic/ui/map) in the middle, the houses on
top, the decision below and the side panel at the right (tactical/ui's layout, scenes and overlay).

The view holds the game's session (game_session.py) and the half-made `Choice`; it turns clicks on the map
and on buttons into legal actions, submits them, lets AI seats play at the chosen speed with their moves
animated (skippable: Space or a click; off in Settings), hands over between human seats in hot seat, and
opens the end screen when the game is over. It never decides a rule.
"""
from __future__ import annotations

import arcade

from strategic.risk.cli.terminal import explain_action
from strategic.risk.log import QUIET
from strategic.risk.rules.actions import Attack, BuyMaester, BuyObjective
from strategic.risk.rules.tables import MAESTER_PRICE, OBJECTIVE_PRICE
from strategic.ui.map.art import background
from strategic.ui.map.layout import strategic_layout
from strategic.ui.map.section import MapSection
from strategic.ui.risk import animation
from strategic.ui.risk.decisions import PANELS, Choice, Panel
from strategic.ui.risk.looks import house_name, looks, territory_tip
from strategic.ui.risk.odds import preview, roll_words
from strategic.ui.risk.panels import PanelInfo, Prompt, build_houses, build_panel, build_prompt
from strategic.ui.risk.shapes import risk_model
from strategic.ui.text_pool import ScenePool
from tactical.protocol import IllegalAction, UserError
from tactical.ui.animation import Animator
from tactical.ui.backdrop import Backdrop
from tactical.ui.sections import OverlaySection, PanelSection, SceneSection

PRICES = {BuyMaester: f"A maester card from the deck for {MAESTER_PRICE} gold; playing it costs what it says",
          BuyObjective: f"Draw 2 objectives for {OBJECTIVE_PRICE} gold and keep 1"}
END_PAUSE = 1.0           # seconds the final board stays before the end screen
HOVER = ((255, 214, 60), 4.0)           # the territory under the mouse
NEIGHBOUR = ((255, 255, 255), 2.5)      # its neighbours
SELECTABLE = ((90, 220, 255), 2.5)      # can be chosen now
SELECTED = ((255, 196, 0), 5.0)         # chosen (the attack's or manoeuvre's start)
TARGET = ((255, 70, 50), 3.5)           # valid target of the chosen start
LEGEND = "Cyan: can be chosen · gold: chosen · red: valid target · white: borders of the territory under the mouse"


class RiskScreen(arcade.View):
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
        self.layout = strategic_layout(self.window.width, self.window.height)
        self.backdrop = Backdrop(self.window)
        self.model = risk_model(session.state.map)
        self.pools = {name: ScenePool() for name in ("top", "prompt", "panel")}
        self.section_manager = arcade.SectionManager(self)
        self.topbar = SceneSection(self, self.layout.top_bar, "top")
        self.board = MapSection(self, self.layout.field, self.model, background(self.model))
        self.prompt = SceneSection(self, self.layout.prompt, "prompt")
        self.panel = PanelSection(self, self.layout.side, "panel")
        for s in (self.topbar, self.board, self.prompt, self.panel,
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
        if self.dirty:              # redrawn once per frame however many changes came since the last one
            self.dirty = False
            self.backdrop.render(self._draw_static)
        self.backdrop.draw()

    def on_resize(self, width: int, height: int) -> None:
        self.layout = strategic_layout(width, height)
        for section, rect in ((self.topbar, self.layout.top_bar), (self.prompt, self.layout.prompt),
                              (self.panel, self.layout.side)):
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
        """The view the screen shows: the viewer's, or (no human at the table) the first seat's board."""
        return self.session.view_for(self.viewer or self.session.seat_order[0])

    # ------------------------------------------------------------------ building the scenes
    def refresh(self) -> None:
        """The game changed: new looks on the map, a new decision."""
        view = self.seat_view()
        self.choice.refresh(view, self.session.legal() if self.human_to_act() else [])
        self.page = 0
        self.board.set_looks(looks(view))
        self.topbar.scene = build_houses(view, self.layout.top_bar, self.pools["top"].scene())
        self.pools["top"].finish()
        self.log = self._log()
        self.refresh_choice()

    def refresh_choice(self) -> None:
        """The half-made choice changed: highlights, prompt bar and panel."""
        view = self.choice.view
        self.prompt.scene, pages = build_prompt(self.prompt_info(), self.layout.prompt, self.pools["prompt"].scene(),
                                                self.may_undo())
        hidden = self.viewer is None
        info = PanelInfo(view, self.choice.legal, self.log, self.log_scroll, hidden)
        self.panel.scene, self.log_lines = build_panel(info, self.layout.side, self.pools["panel"].scene())
        for name in ("prompt", "panel"):
            self.pools[name].finish()
        self.update_outlines()
        self.map_changed()

    def map_changed(self) -> None:
        self.dirty = True

    def _draw_static(self) -> None:
        for scene in (self.topbar.scene, self.prompt.scene, self.panel.scene):
            scene.draw()
        self.board.draw_static()

    def _log(self) -> list[str]:
        s = self.session
        return [s.render(e, self.viewer) for e in s.events_for(self.viewer) if e.kind not in QUIET][-300:]

    def may_undo(self) -> bool:
        return self.human_to_act() and self.session.can_undo()

    def prompt_info(self) -> Prompt:
        s, c, view = self.session, self.choice, self.choice.view
        player = s.current_player()
        panel = PANELS.get(view.phase, Panel(view.phase, lambda v: ""))
        title = f"Round {view.round} · {house_name(player or view.active)}: {panel.title}"
        if s.is_over():
            return Prompt("Game over", self.result_words(), None)
        if not self.human_to_act():
            who = s.seats.get(player, "AI")
            words = (f"{house_name(player)} ({who}) is playing: watch the map and the log. Space skips the motion."
                     if not s.is_human(player) else f"Waiting for {house_name(player)} to take the seat.")
            return Prompt(title, words, player)
        lines = [m for m in (self.message, s.autosave_error) if m]
        lines += self.last_battle()
        if c.bounds():
            lines.append(f"Amount: {c.amount}  (from {c.bounds()[0]} to {c.bounds()[1]})")
        attacks = [a.dice for a in c.options if isinstance(a, Attack)]
        if attacks:
            lines += preview(view, c.src, c.dst, attacks)
        elif c.src:
            lines.append(f"From {c.src}: now click a target (red outline). {LEGEND.split(' · ')[2]}.")
        words = panel.words(view) if not attacks else "Choose your dice: each button's tooltip gives its odds."
        return Prompt(title, words, player, lines, c.buttons(lambda a: self.explain(view, a)), self.page)

    def explain(self, view, action) -> str:
        """A button's tooltip: an attack's own odds, else the terminal's words for the action."""
        if isinstance(action, Attack):
            return f"{action}: " + roll_words(view, action.src, action.dst, action.dice)
        if type(action) in PRICES:
            return f"{PRICES[type(action)]} (you have {view.players[view.seat].gold} gold)."
        return explain_action(view, action)

    def last_battle(self) -> list[str]:
        """The dice of the last battle the last step fought, as the log words them."""
        battles = [e for e in self.session.last_events if e.kind == "battle"]
        return ["Last roll: " + self.session.render(battles[-1], self.viewer).strip()] if battles else []

    def result_words(self) -> str:
        r = self.session.result()
        return f"{' & '.join(house_name(w) for w in r.winners)} won ({r.reason.replace('_', ' ')})." if r else ""

    def update_outlines(self) -> None:
        c, out = self.choice, {}
        hover = self.board.hover
        if hover:
            out.update({n: NEIGHBOUR for n in self.model.neighbours.get(hover, ())})
        out.update({n: SELECTABLE for n in c.selectable()} if c.src is None else {})
        out.update({n: TARGET for n in c.targets()})
        for name in (c.src, c.dst):
            if name:
                out[name] = SELECTED
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
        action = self.choice.click(name)
        if action is not None:
            self.submit(action)
        else:
            self.page = 0
            self.refresh_choice()

    def right_click(self, text: str | None, x: float, y: float) -> None:
        """Pin a tooltip's text (a territory's, a button's) until the next click or Esc."""
        self.pinned = (text, x, y) if text else None

    def area_tip(self, name: str) -> str:
        return territory_tip(self.choice.view, name)

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

    def press(self, what: tuple) -> None:
        """A button of the prompt bar or of the hand: an action, the amount picker, a card, cancel."""
        if not self.human_to_act():
            return
        self.message = ""
        if what[0] == "act":
            return self.submit(what[1])
        if what[0] == "nudge":
            self.choice.nudge(what[1])
        elif what[0] == "card":
            action = self.choice.choose_card(what[1])
            if action is not None:
                return self.submit(action)
        elif what[0] == "cancel":
            self.choice.clear()
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

    def save(self) -> str:
        path = self.app.new_save_path("risk")
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
        animation.start(self.animator, self.tokens, self.model, events)
        if self.needs_handover():
            self.refresh()
            self.app.show_risk_handover(self, self.session.current_player())
            return
        self.refresh()

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
        if self.app.open_hex_battle(self):          # a hex battle with a human in it: the battle screen
            return
        if self.session.ai_to_move():
            self.ai_wait += delta_time
            if self.ai_wait >= self.settings.ai_delay:
                self.ai_wait = 0.0
                self.after_step(self.session.step_ai())
