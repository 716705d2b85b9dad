"""The strip above the board: the round track (white and black rounds, the current one ringed, the limit
marked) and the morale ladder (both houses' segments with their zones, breaks, Rout space and the marker).
"""
from __future__ import annotations

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


def build_topbar(state: BattleState, r: Rect) -> Scene:
    sc = Scene()
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


def _morale_ladder(sc: Scene, state: BattleState, r: Rect) -> None:
    sc.parchment(r)
    seg = load_catalog().morale_segment
    left_house, right_house = state.order
    label_w = 12 + max(max(text_width(h.title(), theme.BODY, True) for h in state.order),
                       text_width("loses heart"))
    cell = (r.width - 2 * label_w - 8) / 21
    y = r.bottom + r.height * 0.52
    sc.text(left_house.title(), r.left + 8, y + 12, theme.BODY, theme.house_field(left_house), bold=True)
    sc.text("loses heart", r.left + 8, y - 10, theme.SMALL, theme.INK_SOFT)
    sc.text(right_house.title(), r.right - 8, y + 12, theme.BODY, theme.house_field(right_house), bold=True,
            anchor_x="right")
    sc.text("loses heart", r.right - 8, y - 10, theme.SMALL, theme.INK_SOFT, anchor_x="right")
    x0 = r.left + label_w + 4
    for pos in range(-10, 11):
        cx = x0 + (pos + 10 + 0.5) * cell
        house = left_house if pos < 0 else right_house
        depth = abs(pos)
        if depth == 0:
            sc.circle(cx, y, cell * 0.42, fill=(200, 190, 160), border=theme.INK, width=1.5)
        else:
            zone = seg.zones[depth - 1]
            sc.rect(Rect(cx - cell / 2 + 1, y - cell / 2, cell - 2, cell), fill=theme.MORALE_ZONE_COLOURS[zone],
                    border=theme.INK, width=1)
            rout = depth == 10 and state.morale_rout.get(house)
            label = "R" if rout else str(depth + 1)
            sc.text(label, cx, y, theme.SMALL, theme.INK, anchor_x="center", anchor_y="center", bold=bool(rout))
            if depth + 1 in seg.breaks:
                _break_arrow(sc, cx, y - cell / 2 - 3, cell)
        if pos == state.morale:
            sc.circle(cx, y + cell / 2 + 9, 7, fill=theme.GOLD, border=theme.INK, width=1.5)
            sc.line(cx, y + cell / 2 + 2, cx, y + cell / 2 - 4, theme.INK, 2)
    sc.text("^ = morale break", x0 + 10.5 * cell, r.bottom + 4, theme.SMALL, theme.INK_SOFT, anchor_x="center")
    sc.hit(r, None, tooltips.MORALE_HELP + _morale_now(state))


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
