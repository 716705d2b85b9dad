"""Generate the A Game of Thrones board's area shapes once: `python assets/agot_shapes.py` writes
`scenarios/agot/geometry-2e.json` (58 areas: land, sea and ports) and `geometry-1e.json` (the same board
without its ports, as the 1st edition prints it).

Every area is the union of Voronoi cells: one cell for the area's own position on the board
(`scenarios/agot/board.json`'s `xy`) plus the cells of the helper points below, which belong to an area and
draw the coast of Westeros as we author it (seas reaching into the Bite and Blackwater Bay, the islands of
Pyke, Dragonstone and the Arbor standing clear). Cells of one area are merged by cancelling the edges they
share; borders are then wiggled the same way from both sides, as `risk_shapes.py` does for Risk (its
clipping, snapping and wiggling are reused). The output is data: the game validates it on load
(strategic/ui/agot/geometry.py) and never runs this script.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for p in (ROOT, ROOT / "assets"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from risk_shapes import snap, wiggle  # noqa: E402

from strategic.agot.board import BOARD_FILE  # noqa: E402

BOX = (-0.06, -0.03, 0.57, 1.04)           # the drawn board around the areas' positions (x0, y0, x1, y1)
# Helper points: area -> extra positions whose Voronoi cells join the area (our coast of Westeros).
HELPERS: dict[str, tuple[tuple[float, float], ...]] = {
    "bay-of-ice": ((0.03, 0.13), (0.09, -0.02)),
    "the-shivering-sea": ((0.47, 0.06), (0.43, 0.13), (0.33, 0.115), (0.53, 0.12)),
    "the-narrow-sea": ((0.40, 0.29), (0.36, 0.315), (0.29, 0.36), (0.45, 0.42), (0.47, 0.49), (0.455, 0.585),
                       (0.54, 0.42), (0.54, 0.50)),
    "sunset-sea": ((-0.04, 0.22),) + tuple((-0.056, 0.28 + 0.05 * k) for k in range(12)),
    "ironmans-bay": ((0.02, 0.38),),
    "the-golden-sound": ((0.035, 0.53), (0.04, 0.66)),
    "redwyne-straights": ((0.02, 0.86), (0.07, 0.93)),
    "west-summer-sea": ((0.02, 1.03), (0.26, 1.03), (-0.04, 0.97)),
    "east-summer-sea": ((0.53, 0.90), (0.47, 0.98), (0.30, 1.03)),
    "sea-of-dorne": ((0.43, 0.835),),
    "shipbreaker-bay": ((0.45, 0.72), (0.53, 0.76), (0.45, 0.655), (0.54, 0.62), (0.53, 0.69)),
    "blackwater-bay": ((0.385, 0.60),),
    "castle-black": ((0.20, 0.0), (0.40, -0.01)),
}


def seeds(edition: int) -> list[tuple[str, tuple[float, float]]]:
    areas = json.loads(BOARD_FILE.read_text(encoding="utf-8"))["areas"]
    out = [(a["id"], tuple(a["xy"])) for a in areas if edition == 2 or a["kind"] != "port"]
    out += [(area, p) for area, pts in HELPERS.items() for p in pts]
    return out


def clip(poly, n, c):
    """Sutherland-Hodgman against the half-plane n . p <= c."""
    def side(p):
        return n[0] * p[0] + n[1] * p[1] - c

    out = []
    for i, q in enumerate(poly):
        p = poly[i - 1]
        dp, dq = side(p), side(q)
        if dq <= 1e-12:
            if dp > 1e-12:
                t = dp / (dp - dq)
                out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
            out.append(q)
        elif dp <= 1e-12:
            t = dp / (dp - dq)
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def cell(i: int, pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = BOX
    poly = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    px, py = pts[i]
    for j, (qx, qy) in enumerate(pts):
        if j != i:
            n = (qx - px, qy - py)
            mid = ((px + qx) / 2, (py + qy) / 2)
            poly = clip(poly, n, n[0] * mid[0] + n[1] * mid[1])
    return poly


def merge(cells: list[list[tuple[float, float]]], name: str) -> list[tuple[float, float]]:
    """The outline of the union of an area's cells: edges two of its cells share cancel out."""
    edges: dict[tuple, tuple] = {}
    for c in cells:
        for k, a in enumerate(c):
            b = c[(k + 1) % len(c)]
            if (b, a) in edges:
                del edges[(b, a)]
            else:
                edges[(a, b)] = (a, b)
    nxt = {}
    for a, b in edges:
        if a in nxt:
            raise SystemExit(f"{name}: its cells touch at a corner only; move a helper point")
        nxt[a] = b
    start = next(iter(nxt))
    loop, p = [start], nxt[start]
    while p != start:
        loop.append(p)
        p = nxt[p]
    if len(loop) != len(nxt):
        raise SystemExit(f"{name}: its cells do not join into one region; move a helper point")
    return loop


def ccw(poly):
    s = sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly))
    return poly if s < 0 else poly[::-1]        # y down: negative signed area is counter-clockwise on screen


def shapes(edition: int) -> dict[str, list[list[float]]]:
    named = seeds(edition)
    pts = [p for _, p in named]
    cells = snap([ccw(cell(i, pts)) for i in range(len(pts))])
    by_area: dict[str, list] = {}
    for (name, _), c in zip(named, cells):
        by_area.setdefault(name, []).append(c)
    outlines = {name: merge(cs, name) for name, cs in by_area.items()}
    count: dict[tuple, int] = {}
    for poly in outlines.values():
        for k, a in enumerate(poly):
            b = poly[(k + 1) % len(poly)]
            key = (min(a, b), max(a, b))
            count[key] = count.get(key, 0) + 1
    out = {}
    for name, poly in outlines.items():
        pts_out: list[tuple[float, float]] = []
        for k, a in enumerate(poly):
            b = poly[(k + 1) % len(poly)]
            pts_out.append(a)
            on_frame = _on_frame(a) and _on_frame(b)
            if not on_frame:
                pts_out += wiggle(a, b, count[(min(a, b), max(a, b))] > 1)
        out[name] = [[round(x, 5), round(y, 5)] for x, y in pts_out]
    return out


def _on_frame(p) -> bool:
    return any(abs(p[i % 2] - v) < 1e-9 for i, v in enumerate(BOX))


def main() -> int:
    for edition in (2, 1):
        areas = json.loads(BOARD_FILE.read_text(encoding="utf-8"))["areas"]
        labels = {a["id"]: a["xy"] for a in areas}
        polys = shapes(edition)
        data = {"edition": edition, "box": list(BOX),
                "areas": {n: {"label": labels[n], "polygon": polys[n]} for n in sorted(polys)}}
        path = ROOT / "scenarios" / "agot" / f"geometry-{edition}e.json"
        text = json.dumps(data, separators=(",", ":"))
        path.write_text(text.replace('},"', '},\n"') + "\n", encoding="utf-8")
        print(f"wrote {path} ({len(polys)} areas)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
