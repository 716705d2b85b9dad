"""The game window and the moves between its screens (main menu, setup, load, settings, battle, hand-over,
victory). `run_app()` opens the window on the main menu; `run.py` calls it when a display exists.

`App` is also what the tests and `run.py screenshot` use to drive the screens headless: build one with
an existing window (`App(window)`) and call its `show_*` / `start_battle` methods.
"""
from __future__ import annotations

import arcade

from tactical.ui.settings import Settings, load_settings

TITLE = "Westeros Wargames - BattleLore"


class App:
    def __init__(self, window: arcade.Window, settings: Settings | None = None) -> None:
        self.window = window
        self.settings = settings or load_settings()

    # ------------------------------------------------------------------ screens
    def show(self, view: arcade.View) -> arcade.View:
        self.window.show_view(view)
        return view

    def show_menu(self):
        from tactical.ui.menu_views import MainMenuView

        return self.show(MainMenuView(self))

    def show_setup(self, mode: str = "battles"):
        from tactical.ui.setup_view import SetupView

        return self.show(SetupView(self, mode))

    def show_settings(self):
        from tactical.ui.menu_views import SettingsView

        return self.show(SettingsView(self))

    def show_load(self):
        from tactical.ui.load_view import LoadView

        return self.show(LoadView(self))

    def start_battle(self, scenario, seed: int, seats: dict[str, str], actions=()):
        from tactical.ui.session import BattleSession

        return self.show_battle(BattleSession(scenario, seed, seats, list(actions)))

    def show_battle(self, session, viewer: str | None = None):
        from tactical.ui.battle_view import BattleView

        return self.show(BattleView(self, session, viewer))

    def load_battle(self, path):
        from tactical.ui.session import BattleSession

        return self.show_battle(BattleSession.load(path))

    def show_handover(self, battle_view, house: str):
        from tactical.ui.end_views import HandoverView

        return self.show(HandoverView(self, battle_view, house))

    def show_victory(self, session):
        from tactical.ui.end_views import VictoryView

        return self.show(VictoryView(self, session))

    def quit(self) -> None:
        arcade.exit()

    def apply_window_settings(self) -> None:
        s = self.settings
        try:
            if self.window.fullscreen != s.fullscreen:
                self.window.set_fullscreen(s.fullscreen)
            if not s.fullscreen and (self.window.width, self.window.height) != (s.width, s.height):
                self.window.set_size(s.width, s.height)
        except Exception:  # a headless or tiling window may refuse; the setting is kept for next start
            pass


def run_app() -> int:
    settings = load_settings()
    window = arcade.Window(settings.width, settings.height, TITLE, resizable=True, fullscreen=settings.fullscreen,
                           antialiasing=True)
    window.set_minimum_size(1024, 700)
    App(window, settings).show_menu()
    arcade.run()
    return 0
