"""The victory screen's charts of the battle's story (battle_story.py): the morale marker, each side's
victory points and units lost, round by round, as three small line charts side by side on parchment.

Each side's line is in its house colour and its points carry a second cue (a filled disc for the first
house, a ring for the second), so the two stay apart without colour.
"""
from __future__ import annotations

from tactical.ui import theme
from tactical.ui.battle_story import StoryPoint
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene

MORALE_SPACES = 10      # the marker runs from -10 to 10 (a house's Rout space at the end of its segment)


def story_charts(sc: Scene, r: Rect, points: list[StoryPoint], houses: list[str]) -> None:
    """Three charts across `r`: morale, victory points, units lost."""
    gap = 14
    w = (r.width - 2 * gap) / 3
    a, b = houses
    boxes = [Rect(r.left + i * (w + gap), r.bottom, w, r.height) for i in range(3)]
    morale = {"marker": [p.morale for p in points]}
    _chart(sc, boxes[0], "Morale marker", morale, -MORALE_SPACES, MORALE_SPACES, points,
           ends=(f"{b.title()} losing heart", f"{a.title()} losing heart"), colours={"marker": theme.INK})
    vp = {h: [p.vp[h] for p in points] for h in houses}
    _chart(sc, boxes[1], "Victory points", vp, 0, max(3, max(max(v) for v in vp.values())), points)
    lost = {h: [p.lost[h] for p in points] for h in houses}
    _chart(sc, boxes[2], "Units lost", lost, 0, max(3, max(max(v) for v in lost.values())), points)


def _chart(sc: Scene, box: Rect, title: str, series: dict[str, list[int]], lo: int, hi: int,
           points: list[StoryPoint], ends: tuple[str, str] | None = None, colours: dict | None = None) -> None:
    sc.text(title, box.left + 4, box.top - 16, theme.BODY, bold=True, max_width=box.width - 8)
    below = 40 if ends else 22          # the round numbers under the plot, then the lower end's words
    plot = Rect(box.left + 30, box.bottom + below, box.width - 40, box.height - 30 - below - (20 if ends else 10))
    if ends:     # which way the marker goes, above and below the plot
        room = box.right - plot.left - 4
        sc.text(ends[0], plot.left, plot.top + 6, theme.SMALL, theme.INK_SOFT, max_width=room)
        sc.text(ends[1], plot.left, box.bottom + 4, theme.SMALL, theme.INK_SOFT, max_width=room)
    sc.rect(plot, fill=(244, 234, 206), border=theme.PARCHMENT_EDGE)
    span = max(1, hi - lo)

    def y_of(v: int) -> float:
        return plot.bottom + (v - lo) / span * plot.height

    for v in sorted({lo, hi, 0} if lo < 0 else {lo, hi}):
        sc.line(plot.left, y_of(v), plot.right, y_of(v), theme.PARCHMENT_EDGE)
        sc.text(str(v), plot.left - 4, y_of(v), theme.SMALL, theme.INK_SOFT, anchor_x="right", anchor_y="center")
    n = len(points)
    xs = [plot.left + (plot.width * i / (n - 1) if n > 1 else plot.width / 2) for i in range(n)]
    step = max(1, -(-n // 8))      # at most about eight round labels under the axis
    for i in range(0, n, step):
        label = "0" if points[i].label == "start" else points[i].label
        sc.text(label, xs[i], plot.bottom - 4, theme.SMALL, theme.INK_SOFT, anchor_x="center", anchor_y="top")
    for k, (name, values) in enumerate(series.items()):
        colour = (colours or {}).get(name) or line_colour(name)
        for i in range(1, n):
            sc.line(xs[i - 1], y_of(values[i - 1]), xs[i], y_of(values[i]), colour, 3)
        for x, v in zip(xs, values):
            sc.circle(x, y_of(v), 4, fill=colour if k == 0 else theme.PARCHMENT, border=colour, width=2)


def line_colour(house: str) -> tuple[int, int, int]:
    """The house's colour that reads on parchment (Stark's field is too pale there: its charge instead)."""
    field = theme.house_field(house)
    return field if sum(field) < 560 else theme.house_charge(house)
