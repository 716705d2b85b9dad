"""Keyboard shortcuts of the battle screen (also listed in the README's "Playing a battle in the window"):

P pass · U or Ctrl+Z undo · Enter, Space or D done / end the step · Tab next unit · 1-9 press a button ·
S save · Esc cancel the current choice, or the pause menu when nothing is chosen. Following the other side:
R replay its last turn · N next step (of the replay, or of the AI, which then holds) · Space or Enter skip
the AI to your turn, or end a replay · Esc ends a replay · C shows or hides the hexes' coordinates (as the
log writes them).
"""
from __future__ import annotations

import arcade

from tactical.rules.actions import Done, Pass

HELP = ("P pass · U or Ctrl+Z undo · Enter, Space or D done · Tab / Shift+Tab next unit · 1-9 press a button · "
        "S save · Esc cancel the choice, or pause (Resume, Save, Settings, Rules, Quit) · R replay the opponent's "
        "last turn · N next step of the AI or the replay · Space skip the AI's turn · C hex coordinates")


def handle(view, symbol: int, modifiers: int) -> None:
    if not follow_key(view, symbol):
        table_key(view, symbol, modifiers)


def follow_key(view, symbol: int) -> bool:
    """Keys that follow the other side's turn; True if the key was one of them here."""
    k = arcade.key
    if view.follow.replay is not None and symbol in (k.ESCAPE, k.ENTER, k.RETURN, k.SPACE):
        view.end_replay()
    elif symbol == k.N and (view.follow.replay is not None or view.session.ai_to_move()):
        view.next_step()
    elif symbol in (k.ENTER, k.RETURN, k.SPACE) and view.session.ai_to_move():
        view.skip_ai()
    elif symbol == k.R and view.human_to_act():
        view.start_replay()
    else:
        return False
    return True


def table_key(view, symbol: int, modifiers: int) -> None:
    k = arcade.key
    if symbol == k.ESCAPE:
        if view.pinned is not None:
            view.pinned = None
        elif view.ix.pending():
            view.ix.clear()
            view.refresh_choice()
        else:
            view.pause()
    elif symbol == k.U or (symbol == k.Z and modifiers & k.MOD_CTRL):
        view.undo()
    elif symbol == k.P:
        view.try_shortcut(Pass())
    elif symbol in (k.ENTER, k.RETURN, k.SPACE, k.D):
        view.try_shortcut(Done())
    elif symbol == k.S:
        view.save()
    elif symbol == k.C:
        view.board.toggle_coordinates()
        view.refresh_choice()
    elif symbol == k.TAB:
        cycle(view, -1 if modifiers & k.MOD_SHIFT else 1)
    elif k.KEY_1 <= symbol <= k.KEY_9:
        view.press_number(symbol - k.KEY_1)


def cycle(view, step: int) -> None:
    """Select the next unit that can act now (move, attack, or be ordered)."""
    ix = view.ix
    if not view.human_to_act():
        return
    if ix.kind in ("move", "attack", "pursue"):
        units = ix.actors()
    elif ix.kind == "turn":
        units = sorted({u.id for u in ix.state.units if u.hex >= 0 and ix.order_options(u.id)})
    else:
        return
    if not units:
        return
    i = units.index(ix.unit) if ix.unit in units else -1 if step > 0 else 0
    ix.unit = units[(i + step) % len(units)]
    ix.target_hex = None
    view.refresh_choice()
