"""The BattleLore battle screens: Arcade views, sections and panels (the only Arcade importer in `tactical/`).

`app.run_app()` opens the window on the main menu; `cli` adds `run.py screenshot` and `run.py bench ui`.
Modules without "view"/"section" in their role (session, settings, layout, decisions, interaction) do not
draw and are tested without a window.
"""
