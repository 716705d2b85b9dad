"""The marches made visible: each move and retreat of a step glides a token in the house's colour from the
area it leaves to the one it enters (tactical/ui's Animator: at most 300 ms each at normal speed, none when
motion is off in Settings); the map widget's `positions` reads where they are."""
from __future__ import annotations

from strategic.ui.agot.looks import house_fill
from strategic.ui.map.model import MapModel
from strategic.ui.map.section import positions

__all__ = ["start", "positions"]
PATHS = {"move": ("frm", "to"), "retreat": ("frm", "to")}       # event kind -> its from and to fields


def start(animator, tokens: dict[int, tuple], model: MapModel, names: dict[str, str], events) -> None:
    moves = []
    for e in events:
        ends = PATHS.get(e.kind)
        if ends is None or e.data.get(ends[0]) not in names or e.data.get(ends[1]) not in names:
            continue
        (x0, y0), (x1, y1) = (model.areas[names[e.data[k]]].label_at for k in ends)
        uid = len(tokens) + 1
        tokens[uid] = house_fill(e.data.get("house", ""))
        moves.append((uid, [(x0, y0), (x1, y1)]))
    animator.start_moves(moves)
