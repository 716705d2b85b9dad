"""The BattleLore battle screens: Arcade views, sections and panels (the only Arcade importer in `tactical/`).

The app shell that hosts them (window, main menu, settings, load game, `run.py screenshot`) and the
session adapter they play through live in `strategic/ui/`; these views receive both and use them
duck-typed, so `tactical/` never depends on the layer above it. Modules without "view"/"section" in
their role (layout, decisions, interaction, highlights) do not draw and are tested without a window.
"""
