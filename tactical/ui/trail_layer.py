"""Drawing a turn's trail on the board (turn_story.Trail), in the one colour that means "the last turn":
violet rings on the units it ordered, violet arrows along the paths they moved (retreats and advances
too), and for each attack a dashed violet arrow from the attacker to its target ending in a burst, with
what the dice did written in a box by the target ("2 hits, 1 flag"), so the player sees the dice's marks
on the unit that took them. In the player's own turn only those boxes are drawn, ink-bordered.

`build_trail` returns two Scenes: the rings and arrows go under the units (baked into the backdrop with
the board), the outcome boxes over them (drawn live, four draw calls).
"""
from __future__ import annotations

import math

import arcade
from arcade import shape_list as sl

from tactical.rules.state import BattleState
from tactical.ui import theme
from tactical.ui.highlight_layer import inset
from tactical.ui.layout import BoardGeometry, Rect
from tactical.ui.scene import Scene, text_width
from tactical.ui.turn_story import Trail

COLOUR = theme.HIGHLIGHTS["trail"][0]
LABEL_H = 18


def trail_key(trail: Trail | None, state: BattleState, marks_only: bool) -> tuple | None:
    """What `build_trail` draws from, as a value (the same key, the same scenes)."""
    if trail is None:
        return None
    hexes = tuple(state.units[uid].hex for uid in sorted(trail.ordered))
    return (marks_only, hexes, tuple((u, tuple(path)) for u, path in trail.paths), tuple(trail.strikes))


def trail_box(geo: BoardGeometry, key: tuple | None) -> Rect | None:
    """The rectangle holding what the trail of `key` (`trail_key`) draws under the units: rings, arrows and
    bursts all lie inside the hexes they join."""
    if key is None or key[0]:          # marks only: nothing under the units
        return None
    marks_only, hexes, paths, strikes = key
    touched = [h for h in hexes if h >= 0] + [h for _, path in paths for h in path]
    touched += [h for frm, to, _ in strikes for h in (frm, to)]
    box = None
    for h in touched:
        box = geo.hex_box(h).union(box)
    return box


def build_trail(geo: BoardGeometry, trail: Trail | None, state: BattleState,
                over: Scene | None = None, marks_only: bool = False) -> tuple[Scene, Scene]:
    """(under the units, over them); the outcome boxes go into `over` when given (a pooled scene). With
    `marks_only` (the player's own turn) only the outcome boxes, ink-bordered: no "last turn" violet."""
    under, over = Scene(), over if over is not None else Scene()
    if trail is None:
        return under, over
    if marks_only:
        boxes: list[Rect] = []
        for _, to, outcome in trail.strikes:
            if outcome:
                boxes.append(_outcome_box(over, geo, geo.centre(to), outcome, boxes, theme.INK))
        return under, over
    for uid in sorted(trail.ordered):
        h = state.units[uid].hex
        if h >= 0:
            under.shapes.append(sl.create_line_loop(inset(geo, h, 0.93), COLOUR, 3))
    width = max(3.0, geo.size * 0.12)
    boxes: list[Rect] = []
    for _, path in trail.paths:
        pts = [geo.centre(h) for h in path]
        _arrow(under, pts, theme.with_alpha(COLOUR, 215), width, geo.size * 0.32)
    for frm, to, outcome in trail.strikes:
        a, b = geo.centre(frm), geo.centre(to)
        _dashed_arrow(under, a, b, width * 0.8, geo.size)
        if outcome:
            boxes.append(_outcome_box(over, geo, b, outcome, boxes))
    return under, over


def _arrow(sc: Scene, pts: list[tuple[float, float]], colour, width: float, head: float) -> None:
    """A polyline ending in an arrowhead short of the last point (which a unit token covers)."""
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    d = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    tip = (x1 - ux * head * 0.9, y1 - uy * head * 0.9)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    line = pts[:-1] + [base]
    for (ax, ay), (bx, by) in zip(line, line[1:]):
        sc.shapes.append(sl.create_line(ax, ay, bx, by, colour, width))
    for x, y in line[1:-1]:       # round joints
        sc.shapes.append(sl.create_ellipse_filled(x, y, width, width, colour))
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    sc.shapes.append(sl.create_polygon([tip, left, right], colour))


def _dashed_arrow(sc: Scene, a, b, width: float, size: float) -> None:
    (x0, y0), (x1, y1) = a, b
    d = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    start, end, dash = size * 0.45, d - size * 0.75, size * 0.3
    t = start
    while t < end - dash:
        sc.shapes.append(sl.create_line(x0 + ux * t, y0 + uy * t, x0 + ux * (t + dash), y0 + uy * (t + dash),
                                        COLOUR, width))
        t += dash * 1.7
    _arrow(sc, [(x0 + ux * max(start, end - dash), y0 + uy * max(start, end - dash)),
                (x1 - ux * size * 0.3, y1 - uy * size * 0.3)], COLOUR, width, size * 0.3)
    for k in range(8):             # the burst where the blow lands
        ang = k * math.pi / 4
        r0, r1 = size * 0.72, size * 0.92
        sc.shapes.append(sl.create_line(x1 + math.cos(ang) * r0, y1 + math.sin(ang) * r0,
                                        x1 + math.cos(ang) * r1, y1 + math.sin(ang) * r1, COLOUR, 2.5))


def _outcome_box(sc: Scene, geo: BoardGeometry, at: tuple[float, float], text: str, placed: list[Rect],
                 edge=COLOUR) -> Rect:
    """What the dice did, in a box just under the target's token, kept inside the board and clear of the
    boxes already placed (two attacks on neighbours stack their boxes instead of covering each other)."""
    w = text_width(text, theme.SMALL, True) + 12
    x = min(max(at[0] - w / 2, geo.left + 2), geo.left + geo.width - w - 2)
    y = max(at[1] - geo.size * 0.95 - LABEL_H / 2, geo.top - geo.height + 2)
    r = Rect(x, y, w, LABEL_H)
    for _ in range(len(placed)):
        clash = next((p for p in placed if p.overlaps(r)), None)
        if clash is None:
            break
        below = clash.bottom - LABEL_H - 2
        r = Rect(x, below if below >= geo.top - geo.height else clash.top + 2, w, LABEL_H)
    sc.rect(r, fill=(248, 236, 255) if edge == COLOUR else (252, 246, 226), border=edge, width=2)
    sc.panels.append(r)
    sc.text(text, r.cx, r.cy, theme.SMALL, theme.INK, bold=True, anchor_x="center", anchor_y="center")
    return r


def live_strikes(lines, size: float) -> None:
    """The attack lines the animator is growing now (drawn every frame while they grow)."""
    for (x0, y0), (x1, y1) in lines:
        arcade.draw_line(x0, y0, x1, y1, COLOUR, max(4.0, size * 0.14))
        arcade.draw_circle_filled(x1, y1, max(5.0, size * 0.16), COLOUR)
