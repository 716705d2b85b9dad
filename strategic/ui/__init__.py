"""The window's host layer: the app shell every game's screens share (window, main menu, settings, load
game, `run.py screenshot` and `bench ui`) and the adapters the game screens play through.

The battle screens themselves live in `tactical/ui/`; they receive the `App` and the battle's session
adapter (`battle_session.BattleSession`, over the one game session of `strategic/session/`) and use them
duck-typed. Modules without "view" in their name do not draw and are tested without a window.
"""
