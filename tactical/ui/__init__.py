"""The BattleLore battle screens: Arcade views, sections and panels (the only Arcade importer in `tactical/`).

The app shell that hosts them (window, main menu, settings, load game, `run.py screenshot`) and the
session adapter they play through live in `strategic/ui/`; these views receive both and use them
duck-typed, so `tactical/` never depends on the layer above it. Modules without "view"/"section" in
their role (layout, decisions, interaction, highlights) do not draw and are tested without a window.
"""
import os

import pyglet

# pyglet checks every OpenGL call for an error (one more call and a Python function each) unless Python runs
# with -O: about a thousand calls per rebuild of the battle screen, 1-2 ms of it (issue 13). Off here, before
# anything imports pyglet.gl; PYGLET_DEBUG_GL=1 in the environment turns the checks back on.
if "PYGLET_DEBUG_GL" not in os.environ:
    pyglet.options.debug_gl = False
