"""Generate the Risk maps' territory shapes once: `python assets/risk_shapes.py` writes
`scenarios/risk/maps/<map>_shapes.json` for Westeros and Essos (the World at War board places both
with `world_links.json`'s layout).

Each territory's region is its Voronoi cell (the territory positions of the map file are the seeds,
measured on the drawn map, x scaled by its aspect) clipped to a disc around its seed, so the coast
follows the territories: a territory with a land border gets the map's large radius (wide enough that
every pair of land neighbours touches), an island (sea and port links only) a small one that stays
clear of every other seed. Shared borders are then wiggled the same way from both sides (the noise is
keyed on the border's two ends) and coasts a little more, so the map reads as drawn by hand. The output
is data: the game validates it on load (strategic/ui/risk/shapes.py) and never runs this script.
"""
from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from strategic.risk.rules.board import load_map  # noqa: E402

Point = tuple[float, float]
DISC_SIDES = 40
ISLAND_SHARE = 0.42        # an island's radius: this share of the distance to its nearest other seed
ISLAND_MAX = 0.05
LAND_REACH = 0.62          # the land radius: this share of the longest land border's seed distance
LAND_MIN = 0.085
LAND_MAX = 0.21            # Essos's steppe borders are long: a cap keeps its coast from filling the frame
COAST_BULGE = 0.12         # coast corners move in or out along their seed's radius by up to this share
WIGGLE = 0.06              # border noise, as a share of the border's length
COAST_WIGGLE = 0.10
SNAP = 1e-6


def clip(poly: list[Point], a: Point, n: Point, c: float) -> list[Point]:
    """Sutherland-Hodgman: keep the part of `poly` where n . p <= c (a half-plane through `a`)."""
    def inside(p: Point) -> bool:
        return n[0] * p[0] + n[1] * p[1] <= c + 1e-12

    def cross(p: Point, q: Point) -> Point:
        dp, dq = n[0] * p[0] + n[1] * p[1] - c, n[0] * q[0] + n[1] * q[1] - c
        t = dp / (dp - dq)
        return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)

    out: list[Point] = []
    for i, q in enumerate(poly):
        p = poly[i - 1]
        if inside(q):
            if not inside(p):
                out.append(cross(p, q))
            out.append(q)
        elif inside(p):
            out.append(cross(p, q))
    return out


def voronoi_cell(i: int, seeds: list[Point], box: Point) -> list[Point]:
    cell = [(0.0, 0.0), (box[0], 0.0), (box[0], box[1]), (0.0, box[1])]
    px, py = seeds[i]
    for j, (qx, qy) in enumerate(seeds):
        if j != i:
            n = (qx - px, qy - py)
            mid = ((px + qx) / 2, (py + qy) / 2)
            cell = clip(cell, mid, n, n[0] * mid[0] + n[1] * mid[1])
    return cell


def clip_disc(cell: list[Point], centre: Point, r: float) -> list[Point]:
    for k in range(DISC_SIDES):
        ang = 2 * math.pi * (k + 0.5) / DISC_SIDES
        n = (math.cos(ang), math.sin(ang))
        cell = clip(cell, centre, n, n[0] * centre[0] + n[1] * centre[1] + r * math.cos(math.pi / DISC_SIDES))
    return cell


def radii(names: list[str], seeds: list[Point], riskmap) -> list[float]:
    land = {n: [m for m in riskmap.graph.neighbors(n) if riskmap.graph[n][m]["kind"] == "land"] for n in names}
    index = {n: i for i, n in enumerate(names)}
    longest = max(math.dist(seeds[index[a]], seeds[index[b]]) for a in names for b in land[a])
    big = min(LAND_MAX, max(LAND_MIN, LAND_REACH * longest))
    out = []
    for i, n in enumerate(names):
        if land[n]:
            out.append(big)
        else:
            nearest = min(math.dist(seeds[i], s) for j, s in enumerate(seeds) if j != i)
            out.append(min(ISLAND_MAX, ISLAND_SHARE * nearest))
    return out


def _noise(a: Point, b: Point, k: int) -> float:
    """A value in -1..1 fixed by the border's ends (in either order) and the point's index along it."""
    key = f"{a[0]:.5f},{a[1]:.5f}|{b[0]:.5f},{b[1]:.5f}|{k}"
    return int(hashlib.md5(key.encode()).hexdigest()[:8], 16) / 0x7FFFFFFF - 1.0


def wiggle(a: Point, b: Point, shared: bool) -> list[Point]:
    """Points strictly between a and b, displaced sideways; the same points (reversed) for (b, a)."""
    flip = b < a
    p, q = (b, a) if flip else (a, b)
    length = math.dist(p, q)
    steps = max(1, min(6, int(length / 0.012)))
    amp = length * (WIGGLE if shared else COAST_WIGGLE)
    nx, ny = (q[1] - p[1]) / (length or 1), -(q[0] - p[0]) / (length or 1)
    pts = []
    for k in range(1, steps):
        t = k / steps
        d = amp * _noise(p, q, k) * math.sin(math.pi * t)
        pts.append((p[0] + (q[0] - p[0]) * t + nx * d, p[1] + (q[1] - p[1]) * t + ny * d))
    return pts[::-1] if flip else pts


def snap(cells: list[list[Point]]) -> list[list[Point]]:
    """One coordinate for every corner that several cells share (computed separately in each)."""
    table: dict[tuple[int, int], Point] = {}
    out = []
    for cell in cells:
        snapped = []
        for x, y in cell:
            key = (round(x / SNAP / 100), round(y / SNAP / 100))
            p = table.setdefault(key, (round(x, 6), round(y, 6)))
            if not snapped or snapped[-1] != p:
                snapped.append(p)
        if len(snapped) > 1 and snapped[0] == snapped[-1]:
            snapped.pop()
        out.append(snapped)
    return out


def roughen(cell: list[Point], seed: Point, cells: list[list[Point]]) -> list[Point]:
    """Coast corners (in no other cell) pushed in or out along the seed's radius by a smooth function of
    their angle, so the coast is not a circle's arc; shared corners stay put so borders still meet."""
    shared = {p for other in cells if other is not cell for p in other}
    out = []
    for p in cell:
        if p in shared:
            out.append(p)
            continue
        ang = math.atan2(p[1] - seed[1], p[0] - seed[0])
        phase1, phase2 = math.pi * _noise(seed, seed, 1), math.pi * _noise(seed, seed, 2)
        f = 1 + COAST_BULGE * (0.6 * math.sin(2 * ang + phase1) + 0.4 * math.sin(5 * ang + phase2))
        out.append((seed[0] + (p[0] - seed[0]) * f, seed[1] + (p[1] - seed[1]) * f))
    return out


def shapes(name: str) -> dict[str, list[list[float]]]:
    m = load_map(name)
    names = list(m.territories)
    aspect = m.aspect
    seeds = [(m.territories[n].pos[0] * aspect, m.territories[n].pos[1]) for n in names]
    rs = radii(names, seeds, m)
    cells = snap([clip_disc(voronoi_cell(i, seeds, (aspect, 1.0)), seeds[i], rs[i]) for i in range(len(names))])
    cells = [roughen(cell, seed, cells) for cell, seed in zip(cells, seeds)]
    edges: dict[tuple[Point, Point], int] = {}
    for cell in cells:
        for k, a in enumerate(cell):
            b = cell[(k + 1) % len(cell)]
            key = (min(a, b), max(a, b))
            edges[key] = edges.get(key, 0) + 1
    out = {}
    for n, cell in zip(names, cells):
        pts: list[Point] = []
        for k, a in enumerate(cell):
            b = cell[(k + 1) % len(cell)]
            pts.append(a)
            pts += wiggle(a, b, edges[(min(a, b), max(a, b))] > 1)
        out[n] = [[round(min(1.0, max(0.0, x / aspect)), 5), round(min(1.0, max(0.0, y)), 5)] for x, y in pts]
    return out


def main() -> int:
    for name in ("westeros", "essos"):
        path = ROOT / "scenarios" / "risk" / "maps" / f"{name}_shapes.json"
        data = {"map": name, "territories": shapes(name)}
        text = json.dumps(data, indent=None, separators=(",", ":"))
        path.write_text(text.replace('],"', '],\n"').replace('{"map"', '{"map"') + "\n", encoding="utf-8")
        print(f"wrote {path} ({len(data['territories'])} territories)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
