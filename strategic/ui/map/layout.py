"""Where the parts of a strategic screen go for a window size: the houses' bar above the map, the map
filling the rest of the left side (as tall as the window allows: Westeros is a tall board), and a column
at the right holding the decision being asked (with the tools) above the side panel. The column's whole
rectangle is `panel`, the map's is `field`, as the battle screen's overlay expects."""
from __future__ import annotations

from dataclasses import dataclass

from tactical.ui.layout import Rect

PANEL_SHARE = 0.31
TOP_BAR = 84
PROMPT_H = 280
MARGIN = 8


@dataclass(frozen=True)
class StrategicLayout:
    top_bar: Rect
    field: Rect
    prompt: Rect
    side: Rect
    panel: Rect


def strategic_layout(width: int, height: int) -> StrategicLayout:
    pw = round(width * PANEL_SHARE)
    mw = width - pw
    top = Rect(MARGIN, height - TOP_BAR, mw - 2 * MARGIN, TOP_BAR - MARGIN)
    field = Rect(MARGIN, MARGIN, mw - 2 * MARGIN, height - TOP_BAR - MARGIN - 4)
    prompt = Rect(mw, height - PROMPT_H, pw - MARGIN, PROMPT_H - MARGIN)
    side = Rect(mw, 0, pw, height - PROMPT_H)
    return StrategicLayout(top, field, prompt, side, Rect(mw, 0, pw, height))
