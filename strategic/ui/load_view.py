"""Load game: every save in the saves folder, newest first, with the game it holds and what it is (battle
plan, the round it reached, who plays each house, in progress or who won) and its date; a click continues
one. A finished battle is not offered to continue: a click shows its victory screen (why it ended, its story).

A save of a game the window cannot show yet (a Risk battle on its own) is listed with that reason and is not clickable; a
file that cannot be read is listed too, and clicking it names the problem under the list.
"""
from __future__ import annotations

import time

from strategic.ui.app import GAME_NAMES
from strategic.ui.battle_session import BattleSession
from strategic.ui.saved_games import SavedGame, list_saves
from strategic.ui.settings import saves_dir
from tactical.protocol import UserError
from tactical.ui import theme
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView, title

MAX_ROWS = 12
ERROR_H = 84     # room for the message of a save that failed to load
NOTE_W, STAMP_W = 225, 150     # right-hand columns: the game (or why it cannot open), the date; the name fills the rest


class LoadView(SceneView):
    def __init__(self, app) -> None:
        self.error = ""
        super().__init__(app)

    def build(self, sc: Scene, r: Rect) -> None:
        title(sc, r, "Load game", f"Saved games in {saves_dir()}")
        width = min(900, r.width - 80)      # wide enough for a saved battle's name and its time stamp
        card = Rect(r.cx - width / 2, 100, width, r.height - 230)
        sc.parchment(card)
        saves = list_saves()
        if not saves:
            sc.text("No saved games yet: press S during a battle to save it.", card.left + 20, card.top - 40, theme.BODY)
        y = card.top - 14
        fit = int((card.height - 34 - ERROR_H) // 42)    # rows above the error box
        for save in saves[:min(MAX_ROWS, fit)]:
            self._row(sc, Rect(card.left + 10, y - 38, card.width - 20, 36), save)
            y -= 42
        if self.error:
            box = Rect(card.left + 10, card.bottom + 10, card.width - 20, ERROR_H)
            sc.rect(box, fill=(250, 228, 220), border=(160, 20, 20), width=2)
            sc.text(self.error, box.left + 10, box.top - 8, theme.BODY, (140, 16, 16), width=int(box.width - 20),
                    anchor_y="top")
        sc.button(Rect(30, 24, 200, 46), "Back", ("back", None))

    def _row(self, sc: Scene, row: Rect, save: SavedGame) -> None:
        """File name, game (or why the window cannot open it), date; a click opens what can be opened."""
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(save.path.stat().st_mtime))
        reason = self.app.cannot_show(save.game)
        note_x = row.right - STAMP_W - NOTE_W
        sc.rect(row, border=theme.PARCHMENT_EDGE)
        name_y = row.cy + 7 if save.summary else row.cy      # the summary line under the name
        sc.text(save.path.stem, row.left + 10, name_y, theme.BODY, anchor_y="center", bold=not reason,
                max_width=note_x - row.left - 20)
        if save.summary:
            sc.text(save.summary, row.left + 10, row.cy - 9, theme.SMALL, theme.INK_SOFT, anchor_y="center",
                    max_width=row.width - 20)
        note = GAME_NAMES.get(save.game or "", save.game or "") + (" · cannot open here yet" if reason else "")
        sc.text(note, note_x, name_y, theme.BODY, theme.INK_SOFT, anchor_y="center", max_width=NOTE_W - 10)
        sc.text(stamp, row.right - 10, name_y, theme.BODY, theme.INK_SOFT, anchor_x="right", anchor_y="center")
        if reason:
            sc.hit(row, None, f"{save.path.name}: {reason}.")
        elif save.over and save.game == "battlelore":
            sc.hit(row, ("ended", save.path), "This battle is over: click to see how it ended.")
        else:
            sc.hit(row, ("load", save.path), "Click to continue this game.")

    def on_hit(self, payload) -> None:
        kind, value = payload
        if kind == "back":
            return self.app.show_menu()
        try:
            if kind == "ended":
                return self.app.show_victory(BattleSession.load(value))
            self.app.load_game(value)
        except UserError as exc:     # a corrupt, foreign or tampered file: say which and why, stay here
            detail = str(exc).replace(f"{value}: ", "").splitlines()
            self.error = f"Could not load {value.name}: " + " ".join(line.strip() for line in detail[:4])
            self.rebuild()
