"""The AI's moves made visible: each attack, conquest, manoeuvre and deployment of a step glides a token in
the mover's colour from where it starts to where it goes (tactical/ui's Animator: at most 300 ms each at
normal speed, none when motion is off in Settings)."""
from __future__ import annotations

from strategic.ui.houses import house_fill
from strategic.ui.map.model import MapModel

# event kind -> (where the token starts, where it ends), as the event's fields
PATHS = {"attack": ("src", "dst"), "conquer": ("src", "territory"), "manoeuvre": ("src", "dst"),
         "deploy": (None, "territory"), "place_army": (None, "territory")}
DROP = 60.0           # a deployment falls this many world units onto its territory


def start(animator, tokens: dict[int, tuple], model: MapModel, events) -> None:
    """Queue one glide per moving event; `tokens` keeps each glide's colour by its id."""
    moves = []
    for e in events:
        ends = PATHS.get(e.kind)
        if ends is None or e.data.get(ends[1]) not in model.areas:
            continue
        x1, y1 = model.areas[e.data[ends[1]]].label_at
        src = e.data.get(ends[0]) if ends[0] else None
        x0, y0 = model.areas[src].label_at if src in model.areas else (x1, y1 + DROP)
        uid = len(tokens) + 1
        tokens[uid] = house_fill(e.data.get("house", ""))
        moves.append((uid, [(x0, y0), (x1, y1)]))
    animator.start_moves(moves)
