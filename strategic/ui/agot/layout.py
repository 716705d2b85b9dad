"""Where the parts of the A Game of Thrones screen go: the strategic screens' layout (strategic/ui/map/layout.py:
houses on top, the decision and the side panel at the right), with the map's rectangle cut to the tall board's
shape and the tracks set beside it, in the room the board leaves, as around the table. In a wide window the
tracks take no more than they use (their longest full line and six houses' chips fit in MAX_TRACKS); the rest
widens the right column (the decision, the cards' text and the log), so no half-empty parchment."""
from __future__ import annotations

from dataclasses import dataclass

from strategic.ui.map.camera import FIT_MARGIN
from strategic.ui.map.layout import MARGIN, strategic_layout
from tactical.ui.layout import Rect

MIN_TRACKS = 300
MAX_TRACKS = 480


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
    tracks_w = min(MAX_TRACKS, f.width - board_w - MARGIN)
    spare = f.width - board_w - MARGIN - tracks_w
    field = Rect(f.left, f.bottom, board_w, f.height)
    tracks = Rect(field.right + MARGIN, f.bottom, tracks_w, f.height)
    t = base.top_bar
    top = Rect(t.left, t.bottom, t.width - spare, t.height)
    return AgotLayout(top, field, tracks, *(Rect(r.left - spare, r.bottom, r.width + spare, r.height)
                                            for r in (base.prompt, base.side, base.panel)))
