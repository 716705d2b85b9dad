"""The strip above the board: the round track (white and black rounds, the current one ringed, the limit
marked) and the morale ladder (both houses' segments with their zones, breaks, Rout space and the marker).
"""
from __future__ import annotations

from arcade import shape_list as sl

from tactical.catalog import load_catalog
from tactical.rules.state import BattleState
from tactical.ui import theme, tooltips
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene, text_width

ROUND_STEP = 26      # px between round circles


def round_track_width(state: BattleState) -> float:
    """As wide as its title or its circles need, whichever is wider."""
    title = text_width(_round_title(state), theme.HEADING, True)
    return max(title + 20, 22 + (state.round_limit - 1) * ROUND_STEP + 22)


def build_topbar(state: BattleState, r: Rect, sc: Scene | None = None) -> Scene:
    """The top bar's scene (built into `sc` when given, e.g. a PooledScene that keeps its texts)."""
    sc = sc if sc is not None else Scene()
    w = round_track_width(state)
    rounds = Rect(r.left, r.bottom, w, r.height)
    ladder = Rect(r.left + w + 8, r.bottom, r.width - w - 8, r.height)
    _round_track(sc, state, rounds)
    _morale_ladder(sc, state, ladder)
    return sc


def _round_track(sc: Scene, state: BattleState, r: Rect) -> None:
    sc.parchment(r)
    sc.text(_round_title(state), r.left + 10, r.top - 24, theme.HEADING, bold=True)
    for i in range(1, state.round_limit + 1):
        x, y = r.left + 22 + (i - 1) * ROUND_STEP, r.bottom + 20
        colour = theme.ROUND_COLOURS["white" if i % 2 else "black"]
        sc.circle(x, y, 9, fill=colour, border=theme.INK, width=1.5)
        if i == state.round:
            sc.circle(x, y, 13, border=theme.GOLD, width=3)
        sc.text(str(i), x, y, theme.SMALL, theme.INK if i % 2 else theme.WHITE, anchor_x="center",
                anchor_y="center", bold=True)
    sc.hit(r, None, tooltips.ROUND_HELP)


def _round_title(state: BattleState) -> str:
    return f"Round {state.round} of {state.round_limit}"


LADDER_CELL_H = 24    # a morale space's height; its width is what the ladder's length allows


def _morale_ladder(sc: Scene, state: BattleState, r: Rect) -> None:
    """The houses' names on a line above the ladder, so the 21 spaces take the whole width (at 1024 px the
    side labels left each space too narrow for "10"); the marker is a gold ring on its space with a pointer
    above it; the morale breaks are arrows under their spaces."""
    sc.parchment(r)
    seg = load_catalog().morale_segment
    left_house, right_house = state.order
    top_y = r.top - 20
    name = sc.text(left_house.title(), r.left + 8, top_y, theme.BODY, theme.house_field(left_house), bold=True)
    sc.text("loses heart", name.right + 6, top_y, theme.SMALL, theme.INK_SOFT)
    heart = sc.text("loses heart", r.right - 8, top_y, theme.SMALL, theme.INK_SOFT, anchor_x="right")
    sc.text(right_house.title(), heart.left - 6, top_y, theme.BODY, theme.house_field(right_house), bold=True,
            anchor_x="right")
    sc.text("^ = morale break", r.cx, top_y, theme.SMALL, theme.INK_SOFT, anchor_x="center")
    cell = (r.width - 16) / 21
    h = min(LADDER_CELL_H, cell)
    y = r.bottom + 12 + h / 2
    x0 = r.left + 8
    for pos in range(-10, 11):
        cx = x0 + (pos + 10 + 0.5) * cell
        _morale_space(sc, state, seg, pos, cx, y, cell, h)
        if pos == state.morale:
            sc.rect(Rect(cx - cell / 2, y - h / 2 - 1, cell, h + 2), border=theme.GOLD, width=3)
            sc.shapes.append(_pointer(cx, y + h / 2 + 2, 6))
    sc.hit(r, None, tooltips.MORALE_HELP + _morale_now(state))


def _morale_space(sc: Scene, state: BattleState, seg, pos: int, cx: float, y: float, cell: float, h: float) -> None:
    house = state.order[0] if pos < 0 else state.order[1]
    depth = abs(pos)
    if depth == 0:
        sc.circle(cx, y, min(cell, h) * 0.42, fill=(200, 190, 160), border=theme.INK, width=1.5)
        return
    zone = seg.zones[depth - 1]
    sc.rect(Rect(cx - cell / 2 + 1, y - h / 2, cell - 2, h), fill=theme.MORALE_ZONE_COLOURS[zone], border=theme.INK,
            width=1)
    rout = depth == 10 and state.morale_rout.get(house)
    sc.text("R" if rout else str(depth + 1), cx, y, theme.SMALL, theme.INK, anchor_x="center", anchor_y="center",
            bold=bool(rout))
    if depth + 1 in seg.breaks:
        _break_arrow(sc, cx, y - h / 2 - 3, min(cell, 20))


def _pointer(x: float, y: float, s: float):
    """A small gold triangle pointing down at the marker's space."""

    return sl.create_polygon([(x - s, y + s * 1.3), (x + s, y + s * 1.3), (x, y)], theme.GOLD)


def _break_arrow(sc: Scene, cx: float, y: float, cell: float) -> None:
    s = cell * 0.22
    sc.line(cx - s, y - s, cx, y, theme.INK, 2)
    sc.line(cx + s, y - s, cx, y, theme.INK, 2)


def _morale_now(state: BattleState) -> str:
    if state.morale == 0:
        return "\nNow: the marker is on the centre."
    house = state.order[0] if state.morale < 0 else state.order[1]
    zone = load_catalog().morale_segment.zones[abs(state.morale) - 1]
    return f"\nNow: {house.title()} is on space {abs(state.morale) + 1} of its segment ({zone} zone)."
