"""The game window (the app shell every game's screens share) and the moves between its screens: main
menu, settings, load game, and each game's own screens (today the BattleLore setup, battle, hand-over and
victory screens of `tactical/ui/`). `run_app()` opens the window on the main menu; `run.py` calls it when
a display exists.

`App` is also what the tests and `run.py screenshot` use to drive the screens headless: build one with
an existing window (`App(window)`) and call its `show_*` / `start_battle` methods. The game screens
receive the `App` and use it duck-typed (`tactical/` never imports `strategic/`): `settings`, `show_*`,
`start_battle`, `new_save_path`.

Every battle the window opens is autosaved after each step (battle_session.py): a new battle into a
fresh `autosave-` file, a loaded autosave into its own file, a loaded manual save into a fresh autosave
(the player's save stays as it was). "Continue" on the main menu opens the newest unfinished autosave.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

import arcade

from strategic.ui.battle_session import AUTOSAVE
from strategic.ui.saved_games import last_unfinished, new_autosave_path
from strategic.ui.settings import MIN_SIZE, Settings, load_settings, saves_dir
from tactical.protocol import SaveError

TITLE = "Westeros Wargames"
GAME_NAMES = {"battlelore": "BattleLore", "risk": "Risk", "risk_battle": "Risk battle",   # for the Load list
              "agot": "A Game of Thrones"}


class App:
    def __init__(self, window: arcade.Window, settings: Settings | None = None, autosave: bool = True) -> None:
        self.window = window
        self.settings = settings or load_settings()
        self.autosave = autosave      # False: the headless tools (screenshot, bench) leave the saves folder alone

    def new_autosave(self, stem: str) -> Path | None:
        """A fresh autosave file for a game starting now (older ones beyond the newest few go), or None."""
        return new_autosave_path(stem) if self.autosave else None

    # ------------------------------------------------------------------ screens
    def show(self, view: arcade.View) -> arcade.View:
        self.window.show_view(view)
        return view

    def show_menu(self):
        from strategic.ui.menu_views import MainMenuView

        return self.show(MainMenuView(self))

    def show_settings(self, back: Callable[[], Any] | None = None):
        """Settings; `back` is where its Back button returns (the main menu unless a game's pause menu)."""
        from strategic.ui.menu_views import SettingsView

        return self.show(SettingsView(self, back))

    def show_pause(self, game_view):
        from strategic.ui.pause_view import PauseView

        return self.show(PauseView(self, game_view))

    def show_rules(self, back: Callable[[], Any]):
        from tactical.ui.rules_view import RulesView

        return self.show(RulesView(self, back))

    def show_load(self):
        from strategic.ui.load_view import LoadView

        return self.show(LoadView(self))

    def show_setup(self, mode: str = "battles"):
        from tactical.ui.setup_view import SetupView

        return self.show(SetupView(self, mode))

    def start_battle(self, scenario, seed: int, seats: dict[str, str]):
        from strategic.ui.battle_session import BattleSession

        session = BattleSession.start(scenario, seed, seats)
        session.autosave_to = self.new_autosave(scenario.id)
        session.autosave()       # a battle left before its first action is still there to continue
        return self.show_battle(session)

    def show_battle(self, session, viewer: str | None = None):
        from tactical.ui.battle_view import BattleView

        return self.show(BattleView(self, session, viewer))

    def show_handover(self, battle_view, house: str):
        from tactical.ui.end_views import HandoverView

        return self.show(HandoverView(self, battle_view, house))

    def show_victory(self, session):
        back = getattr(session, "back_to_map", None)      # a strategic game's battle: its result goes back
        if back is not None:
            return back()
        from tactical.ui.end_views import VictoryView

        return self.show(VictoryView(self, session))

    # ------------------------------------------------------------------ strategic games
    def show_strategic_setup(self):
        from strategic.ui.risk.setup_view import StrategicSetupView

        return self.show(StrategicSetupView(self))

    def show_agot_setup(self):
        from strategic.ui.agot.setup_view import AgotSetupView

        return self.show(AgotSetupView(self))

    def start_strategic(self, game: str, setup: dict, seed: int, seats: dict[str, str]):
        """A new strategic game (Risk) with these seats, autosaved after every step like a battle."""
        from strategic.ui.game_session import GameSession

        session = GameSession.start(game, setup, seed, seats)
        session.autosave_to = self.new_autosave(game)
        session.autosave()
        return self.show_strategic(session)

    def show_strategic(self, session, viewer: str | None = None):
        return self.show(STRATEGIC_SCREENS[session.game.name][0](self, session, viewer))

    def show_campaigns(self):
        from strategic.ui.campaign_view import CampaignsView

        return self.show(CampaignsView(self))

    def open_hex_battle(self, screen) -> bool:
        """If the strategic game waits on a hex battle a human fights, open the battle screen on it (it
        comes back to `screen`, the map, with the result) and say so."""
        from strategic.ui.handoff_battle import HandoffBattle, battle_to_fight

        if not battle_to_fight(screen.session):
            return False

        def back():
            screen.refresh()
            return self.show(screen)
        self.show_battle(HandoffBattle(screen.session, back))
        return True

    def show_risk_handover(self, screen, house: str):
        return self.show(STRATEGIC_SCREENS[screen.session.game.name][1](self, screen, house))

    def show_risk_end(self, session):
        return self.show(STRATEGIC_SCREENS[session.game.name][2](self, session))

    def quit(self) -> None:
        arcade.exit()

    # ------------------------------------------------------------------ saves
    def new_save_path(self, stem: str) -> Path:
        """Where a game saved now goes: the saves folder, named after the game and the time."""
        return saves_dir() / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.json"

    def continue_last(self):
        """Open the newest unfinished game (main menu, "Continue"); a SaveError if it cannot be opened."""
        last = last_unfinished()
        if last is None:
            raise SaveError("no unfinished game to continue")
        return self.load_game(last.path)

    def cannot_show(self, game: str | None) -> str:
        """Why the window cannot open a save of `game` ("" if it can, or if the file's game is unknown:
        opening it then names the problem)."""
        if game is None or game in OPENERS:
            return ""
        return f"{GAME_NAMES.get(game, game)}: the window cannot show this game yet (run.py replay FILE replays it)"

    def load_game(self, path: Path):
        """Open a save on its game's screen. A SaveError (and nothing changes) if it cannot be read or
        holds a game the window cannot show yet."""
        from strategic.session.saves import read_save

        game = read_save(path).game
        reason = self.cannot_show(game)
        if reason:
            raise SaveError(f"{path}: {reason}")
        return OPENERS[game](self, path)

    # ------------------------------------------------------------------ settings
    def apply_window_settings(self) -> None:
        s = self.settings
        try:
            if self.window.fullscreen != s.fullscreen:
                self.window.set_fullscreen(s.fullscreen)
            if not s.fullscreen and (self.window.width, self.window.height) != (s.width, s.height):
                self.window.set_size(s.width, s.height)
        except Exception:  # a headless or tiling window may refuse; the setting is kept for next start
            pass


def _open_battle(app: App, path: Path):
    from strategic.ui.battle_session import BattleSession

    session = BattleSession.load(path)
    # an autosave goes on in its own file; a player's save stays untouched and the game goes on in a new one
    session.autosave_to = path if path.name.startswith(AUTOSAVE) else app.new_autosave(session.scenario.id)
    return app.show_battle(session)


def _open_strategic(app: App, path: Path):
    from strategic.session.saves import read_save
    from strategic.ui.game_session import GameSession

    game = read_save(path).game
    session = GameSession.load(path, game)
    session.autosave_to = path if path.name.startswith(AUTOSAVE) else app.new_autosave(game)
    return app.show_strategic(session)


def _risk_screens() -> tuple:
    from strategic.ui.risk.end_views import RiskEndView, RiskHandoverView
    from strategic.ui.risk.screen import RiskScreen

    return RiskScreen, RiskHandoverView, RiskEndView


def _agot_screens() -> tuple:
    from strategic.ui.agot.end_views import AgotEndView, AgotHandoverView
    from strategic.ui.agot.screen import AgotScreen

    return AgotScreen, AgotHandoverView, AgotEndView


class _Screens(dict):
    """game -> (its screen, hand-over and end views), imported when first asked for."""

    def __missing__(self, game: str) -> tuple:
        loaders = {"risk": _risk_screens, "agot": _agot_screens}
        if game not in loaders:
            raise SaveError(f"the window cannot show a {game} game yet")
        self[game] = loaders[game]()
        return self[game]


STRATEGIC_SCREENS: dict[str, tuple] = _Screens()

# the games whose saves the window opens, by the `game` field of a save
OPENERS: dict[str, Callable[[App, Path], Any]] = {"battlelore": _open_battle, "risk": _open_strategic,
                                                  "agot": _open_strategic}


def run_app() -> int:
    settings = load_settings()
    window = arcade.Window(settings.width, settings.height, TITLE, resizable=True, fullscreen=settings.fullscreen,
                           antialiasing=True)
    window.set_minimum_size(*MIN_SIZE)
    App(window, settings).show_menu()
    arcade.run()
    return 0
