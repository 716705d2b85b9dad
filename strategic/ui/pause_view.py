"""The pause menu over a game in progress (Esc): Resume, Save, Settings, Rules, Quit to menu.

The game stays drawn, dimmed, under the menu's card, so the player sees what they paused. Quitting is
safe because every game is autosaved after each step (battle_session.py); the card says so. The game
view is used duck-typed: `backdrop` and `board` (what is drawn under the card), `save()` (returns the
message to show), `resume_from_pause()`, and if it has them `NOUN` (what the card calls it: "battle" by
default) and `rules_view(back)` (its own Rules pages: a strategic game's are not the battle's).
"""
from __future__ import annotations

import arcade

from tactical.scenario import Scenario
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.rules_view import RulesView
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView

BUTTONS = (
    ("Resume", "resume", "Back to the {noun} (Esc)."),
    ("Save", "save", "Save the {noun} to a file of its own in the saves folder (Load game lists it)."),
    ("Settings", "settings", "Window size, AI speed, animations; Back returns here."),
    ("Rules", "rules", "How the {noun} is played, what the screen shows, the keyboard shortcuts."),
    ("Quit to menu", "quit", "Leave the {noun}; it is autosaved, and Continue on the main menu resumes it."),
)
CARD_W, BUTTON_W, BUTTON_H, GAP = 420, 300, 44, 10
DIM = (0, 0, 0, 140)


class PauseView(SceneView):
    def __init__(self, app, game_view) -> None:
        self.game_view = game_view
        self.noun = getattr(game_view, "NOUN", "battle")      # what is paused: a battle, a game, a campaign
        self.message = f"Autosaved after every action: Quit to menu keeps this {self.noun} for Continue."
        super().__init__(app)

    def rebuild(self) -> None:
        """The game dimmed under the menu's card, baked into this view's backdrop."""
        self.scene = Scene()
        w, h = self.window.width, self.window.height
        self.build(self.scene, Rect(0, 0, w, h))
        game = self.game_view

        def draw() -> None:
            game.backdrop.draw()
            game.board.on_draw()          # the units, which the game's own backdrop leaves out
            live = getattr(getattr(game, "prompt", None), "live", None)
            if live is not None:          # the battle's dice tray, drawn live too
                live.draw()
            arcade.draw_lbwh_rectangle_filled(0, 0, w, h, DIM)
            self.scene.draw()

        self.backdrop.render(draw)

    def build(self, sc: Scene, r: Rect) -> None:
        height = 110 + len(BUTTONS) * (BUTTON_H + GAP) + 60
        card = Rect(r.cx - CARD_W / 2, r.cy - height / 2, CARD_W, height)
        sc.parchment(card)
        sc.text("Paused", card.cx, card.top - 46, theme.TITLE, anchor_x="center", bold=True)
        y = card.top - 80
        for label, command, tip in BUTTONS:
            y -= BUTTON_H
            sc.button(Rect(card.cx - BUTTON_W / 2, y, BUTTON_W, BUTTON_H), label, command,
                      tip=tip.format(noun=self.noun), accent=(250, 226, 140) if command == "resume" else None)
            y -= GAP
        sc.text(self.message, card.left + 20, y - 6, theme.SMALL, theme.INK, width=int(CARD_W - 40), anchor_y="top")

    def on_hit(self, payload) -> None:
        if payload == "resume":
            self.game_view.resume_from_pause()
        elif payload == "save":
            self.message = self.game_view.save()
            self.rebuild()
        elif payload == "settings":
            self.app.show_settings(back=lambda: self.app.show_pause(self.game_view))
        elif payload == "rules":
            self.app.show(self._rules(lambda: self.app.show_pause(self.game_view)))
        elif payload == "quit":
            self.app.show_menu()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.game_view.resume_from_pause()

    def _rules(self, back) -> RulesView:
        """The paused game's own rules: a strategic screen's pages (`rules_view`), else the battle's, with its
        units and victory conditions."""
        own = getattr(self.game_view, "rules_view", None)
        if own is not None:
            return own(back)
        scenario = getattr(getattr(self.game_view, "session", None), "scenario", None)
        return RulesView(self.app, back, scenario if isinstance(scenario, Scenario) else None)
