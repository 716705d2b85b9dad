"""The main menu and the Settings screen of the app shell (strategic/ui/app.py), drawn with the battle
screens' widgets (theme, scene, screen base) from `tactical/ui/`.

The menu lists what exists today: Continue (the newest unfinished game's autosave, when there is one),
Tutorial (a small first battle with a coach, tactical/ui/tutorial.py), Battles, Skirmish battle, Strategic games
(A Game of Thrones, Risk), Campaigns, Load game, Rules, Settings, Quit.
"""
from __future__ import annotations

import arcade

from strategic.ui.rules_pages import every_game
from strategic.ui.saved_games import last_unfinished
from strategic.ui.settings import AI_DELAYS, ANIMATION_SCALES, VOLUMES, WINDOW_SIZES, cycle, save_settings
from strategic.session.agents import HUMAN
from tactical.protocol import UserError
from tactical.scenario import load_scenario
from tactical.ui import theme, tutorial
from tactical.ui.layout import Rect
from tactical.ui.rules_view import RulesView
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

MENU = (
    ("Tutorial", "tutorial", "Your first battle, a small one against the easy AI, with a coach that asks for one "
                             "step at a time: a token, a move, an attack, a command card."),
    ("Battles", "battles", "Play a BattleLore battle plan: pick a battle, a house and an opponent."),
    ("Skirmish battle", "skirmish", "A random BattleLore battle dealt from a skirmish summary card (the battle "
                                    "rulebook's variant; Risk's Skirmish mode is under Strategic games)."),
    ("Strategic games", "strategic", "A Game of Thrones: The Board Game or Risk: Game of Thrones on the map of "
                                     "Westeros (and Essos), against the AI or hot seat."),
    ("Campaigns", "campaigns", "A Risk war with its invasions fought on the hex battlefield, kept over many "
                               "sittings: start one or go on with one."),
    ("Load game", "load", "Continue a saved game."),
    ("Rules", "rules", "How each game is played, in brief: a battle's turn sequence, orders, movement, combat, "
                       "morale and victory, then (the Game button) Risk's two modes and A Game of Thrones."),
    ("Settings", "settings", "Window size, AI speed, animations."),
    ("Quit", "quit", "Close the game."),
)
BUTTON_W, BUTTON_H, GAP = 340, 48, 12
RISK_DEFENCE = {"most": "most dice", "ask": "ask"}


class MainMenuView(SceneView):
    def __init__(self, app) -> None:
        self.last = last_unfinished()
        self.error = ""
        super().__init__(app)

    def entries(self) -> list[tuple[str, str, str]]:
        if self.last is None:
            return list(MENU)
        stem = self.last.path.stem.removeprefix("autosave-")
        return [("Continue", "continue", f"Continue your last game where you left it ({stem}).")] + list(MENU)

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Westeros Wargames", "BattleLore battles · A Game of Thrones · Risk: Game of Thrones")
        entries = self.entries()
        y = r.top - 170
        step = min(BUTTON_H + GAP, (y - 56) / len(entries))     # a short window: lower buttons, all shown
        height = min(BUTTON_H, step - 8)
        for label, command, tip in entries:
            sc.button(Rect(r.cx - BUTTON_W / 2, y - height, BUTTON_W, height), label, command, tip=tip,
                      accent=(250, 226, 140) if command == "continue" else None)
            y -= step
        if self.error:
            sc.text(self.error, r.cx - 300, y - 4, theme.BODY, (255, 200, 190), width=600, anchor_y="top")
        sc.text("Mouse: click to choose · hover for help · Esc: back", r.cx, 24, theme.BODY, (220, 210, 190),
                anchor_x="center")

    def on_hit(self, payload) -> None:
        {"continue": self.resume, "tutorial": self.tutorial, "battles": lambda: self.app.show_setup("battles"),
         "skirmish": lambda: self.app.show_setup("skirmish"),
         "strategic": self.app.show_strategic_setup, "campaigns": self.app.show_campaigns, "load": self.app.show_load,
         "rules": lambda: self.app.show(RulesView(self.app, self.app.show_menu, others=every_game())),
         "settings": self.app.show_settings, "quit": self.app.quit}[payload]()

    def tutorial(self) -> None:
        view = self.app.start_battle(load_scenario(tutorial.SCENARIO), 1, {"lannister": HUMAN, "stark": tutorial.OPPONENT})
        view.start_tutorial()

    def resume(self) -> None:
        try:
            self.app.continue_last()
        except UserError as exc:      # the autosave no longer loads (e.g. after a rules change): say why, stay
            self.error = f"Could not continue: {' '.join(str(exc).splitlines()[:3])}"
            self.rebuild()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        pass


class SettingsView(SceneView):
    def __init__(self, app, back=None) -> None:
        self.back = back or app.show_menu     # the pause menu of a game in progress, else the main menu
        super().__init__(app)

    def rows(self):
        s = self.app.settings
        return (
            ("Window size", f"{s.width} × {s.height}", "size", "The window's size (you can also drag its edges)."),
            ("Fullscreen", "on" if s.fullscreen else "off", "fullscreen", "Fill the whole screen."),
            ("AI speed", s.ai_speed, "ai_speed", "The pause between two AI actions, so you can follow them."),
            ("Animation", s.animation, "animation", "Moves and dice take at most 300 ms; 'off' shows results at once."),
            ("Default AI level", s.ai_level, "ai_level", "The opponent offered first when you set up a battle."),
            ("Sound", "on" if s.sound else "off", "sound", "Dice, blades, bows, horns and routs in battle."),
            ("Volume", f"{s.volume}%", "volume", "How loud the sound effects are."),
            ("Risk defence", RISK_DEFENCE[s.risk_defence], "risk_defence",
             "Defending in Risk: 'most dice' rolls 1 die per army, up to 2, without asking you (you are still asked "
             "when you might play a defence card); in hot seat it spares two hand-overs per attack. 'Ask': choose "
             "every time."),
        )

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Settings", "Click a value to change it; changes are saved at once.")
        rows = self.rows()
        step = min(58, (r.height - 140 - 90) / len(rows))       # a short window: rows closer together
        height = 30 + step * len(rows)
        card = Rect(r.cx - 300, r.top - 140 - height, 600, height)
        sc.parchment(card)
        y = card.top - 30
        for label, value, key, tip in rows:
            sc.text(label, card.left + 30, y - step / 2 + 1, theme.HEADING, bold=True, anchor_y="center")
            sc.button(Rect(card.left + 300, y - step + 8, 260, min(40, step - 8)), value, key, tip=tip)
            y -= step
        sc.button(Rect(r.cx - 120, card.bottom - 70, 240, 46), "Back", "back")

    def on_hit(self, payload) -> None:
        s = self.app.settings
        if payload == "back":
            return self.back()
        if payload == "size":
            s.width, s.height = cycle(WINDOW_SIZES, (s.width, s.height))
        elif payload == "fullscreen":
            s.fullscreen = not s.fullscreen
        elif payload == "ai_speed":
            s.ai_speed = cycle(AI_DELAYS, s.ai_speed)
        elif payload == "animation":
            s.animation = cycle(ANIMATION_SCALES, s.animation)
        elif payload == "ai_level":
            s.ai_level = cycle(("easy", "normal", "hard"), s.ai_level)
        elif payload == "sound":
            s.sound = not s.sound
        elif payload == "volume":
            s.volume = cycle(VOLUMES, s.volume)
        elif payload == "risk_defence":
            s.risk_defence = cycle(RISK_DEFENCE, s.risk_defence)
        save_settings(s)
        self.app.apply_window_settings()
        self.rebuild()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.back()
