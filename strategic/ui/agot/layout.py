"""Where the parts of the A Game of Thrones screen go: the strategic screens' layout (strategic/ui/map/layout.py:
houses on top, the decision and the side panel at the right), with the map's rectangle cut to the tall board's
shape and the tracks set beside it, in the room the board leaves, as around the table."""
from __future__ import annotations

from dataclasses import dataclass

from strategic.ui.map.camera import FIT_MARGIN
from strategic.ui.map.layout import MARGIN, strategic_layout
from tactical.ui.layout import Rect

MIN_TRACKS = 300


@dataclass(frozen=True)
class AgotLayout:
    top_bar: Rect
    field: Rect
    tracks: Rect
    prompt: Rect
    side: Rect
    panel: Rect


def agot_layout(width: int, height: int, world: tuple[float, float]) -> AgotLayout:
    base = strategic_layout(width, height)
    f = base.field
    board_w = min(f.width - MIN_TRACKS, f.height * world[0] / world[1] / FIT_MARGIN + 4)
    field = Rect(f.left, f.bottom, board_w, f.height)
    tracks = Rect(f.left + board_w + MARGIN, f.bottom, f.width - board_w - MARGIN, f.height)
    return AgotLayout(base.top_bar, field, tracks, base.prompt, base.side, base.panel)
