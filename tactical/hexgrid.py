"""Hex battlefield geometry for BattleLore: indices, neighbours, distance, exact line of sight, pixels.

The board is pointy-top hexes in horizontal rows, `cols` x `rows`, offset coordinates (col, row) with
row 0 at the top (north). Even rows hold `cols` full hexes; odd rows are shifted right by half a hex and
hold `cols - 1` full hexes: the half-hexes at the ends of odd rows are not part of the battlefield and
get no index.

Internally a hex is (x, y) in doubled-width coordinates, x = 2*col + (row & 1), y = row, so neighbours
are (x±2, y) and (x±1, y±1) and distance is dy + max(0, (dx - dy) // 2).

Line of sight is exact and integer-only (DESIGN.md, "Line of sight, exactly"): centre of hex (x, y) on
the lattice point (X, Y) = (x, 3y), its corners at (X±1, Y±1) and (X, Y±2). That lattice is an affine
image of the real board (x scaled by 1/(sqrt3*s/2), y by 1/(s/2)), and which side of a line a point
lies on survives affine maps, so integer cross products give the true answer with no tolerance.

Direction tokens: the battle plan's direction indicator numbers 1..6 map to DIRECTIONS[0..5], i.e.
1 = E, 2 = NE, 3 = NW, 4 = W, 5 = SW, 6 = SE (counter-clockwise from east).

Pure Python, no I/O: the rules engine calls this in its hot loop, so everything per hex or per pair is
precomputed or cached on the `Grid`, and `grid_for` shares one `Grid` per board size.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

DIRECTIONS: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")
# Doubled-width offsets (dx, dy), in the order of DIRECTIONS.
_STEPS: tuple[tuple[int, int], ...] = ((2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1))
# Corner offsets on the integer lattice, clockwise from the top corner (same order as corners_px).
_CORNERS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
_SQRT3 = math.sqrt(3.0)
_EDGE_DIRECTIONS = {"north": (1, 2), "south": (4, 5)}  # NE, NW / SW, SE


@dataclass(frozen=True)
class LosPath:
    """The hexes strictly between two hex centres that the centre-to-centre line meets.

    `crossed`: corners strictly on both sides of the line (the line goes through the hex).
    `left` / `right`: the line only touches the hex (one or two corners on the line, an edge at most),
    and the rest of the hex lies on that side, seen walking from the first hex to the second
    (left = counter-clockwise side on the board as drawn, north up).
    """

    crossed: frozenset[int]
    left: frozenset[int]
    right: frozenset[int]

    def reversed(self) -> LosPath:
        """The same path walked the other way: left and right swap."""
        return LosPath(self.crossed, self.right, self.left)


class Grid:
    """One board size: hex indices and every geometric question the rules and the UI ask about them."""

    def __init__(self, cols: int, rows: int) -> None:
        if cols < 2 or rows < 1:
            raise ValueError(f"board too small: {cols}x{rows}")
        self.cols = cols
        self.rows = rows
        self.coords: tuple[tuple[int, int], ...] = tuple(
            (col, row) for row in range(rows) for col in range(cols - (row & 1))
        )
        self.size = len(self.coords)
        self._index = {cr: i for i, cr in enumerate(self.coords)}
        self._doubled = tuple((2 * c + (r & 1), r) for c, r in self.coords)
        self._by_doubled = {xy: i for i, xy in enumerate(self._doubled)}
        self._neighbour_table = tuple(
            tuple(self._by_doubled.get((x + dx, y + dy)) for dx, dy in _STEPS) for x, y in self._doubled
        )
        self._neighbours = tuple(tuple(n for n in row if n is not None) for row in self._neighbour_table)
        self._dist = self._distance_table()
        self._within: dict[tuple[int, int], tuple[int, ...]] = {}
        self._paths: dict[int, LosPath] = {}

    def __repr__(self) -> str:
        return f"Grid({self.cols}, {self.rows})"

    # --- indices and neighbours -------------------------------------------------------------------

    def index(self, col: int, row: int) -> int | None:
        """Index of hex (col, row), or None off the board (including the half-hexes of odd rows)."""
        return self._index.get((col, row))

    def neighbours(self, i: int) -> tuple[int, ...]:
        """On-board neighbours of hex i, in DIRECTIONS order (missing ones skipped)."""
        return self._neighbours[i]

    def neighbour(self, i: int, direction: int) -> int | None:
        """The neighbour of i in DIRECTIONS[direction] (0..5), or None off the board."""
        return self._neighbour_table[i][direction]

    def _distance_table(self) -> list[int]:
        # A flat list indexed i*size+j: one multiply and one lookup in the hot loop.
        table = []
        for xa, ya in self._doubled:
            for xb, yb in self._doubled:
                dx, dy = abs(xa - xb), abs(ya - yb)
                table.append(dy + max(0, (dx - dy) // 2))
        return table

    def distance(self, i: int, j: int) -> int:
        """Hexes counted from i to j, not counting i's own hex (the rulebook's range count)."""
        return self._dist[i * self.size + j]

    def within(self, i: int, radius: int) -> tuple[int, ...]:
        """Hexes at distance 1..radius from i, nearest first, then by index (cached)."""
        key = (i, radius)
        found = self._within.get(key)
        if found is None:
            base = i * self.size
            ring = [(self._dist[base + j], j) for j in range(self.size) if 0 < self._dist[base + j] <= radius]
            found = tuple(j for _, j in sorted(ring))
            self._within[key] = found
        return found

    # --- board edges (retreats) -------------------------------------------------------------------

    def toward_edge(self, i: int, edge: str) -> tuple[int, ...]:
        """The on-board neighbours one row closer to `edge` ("north" or "south"): two, or one at a side."""
        table = self._neighbour_table[i]
        return tuple(table[d] for d in _EDGE_DIRECTIONS[edge] if table[d] is not None)

    def row_distance_to_edge(self, i: int, edge: str) -> int:
        """Rows between hex i and the given board edge (0 on the edge row itself)."""
        row = self.coords[i][1]
        if edge == "north":
            return row
        if edge == "south":
            return self.rows - 1 - row
        raise KeyError(edge)

    # --- exact line of sight ----------------------------------------------------------------------

    def lattice(self, i: int) -> tuple[int, int]:
        """Integer centre (X, Y) = (x, 3*row) of hex i on the line-of-sight lattice."""
        x, y = self._doubled[i]
        return x, 3 * y

    def los_path(self, a: int, b: int) -> LosPath:
        """Hexes the line from the centre of a to the centre of b crosses or touches (cached per pair)."""
        key = a * self.size + b
        path = self._paths.get(key)
        if path is None:
            path = self._compute_path(a, b)
            self._paths[key] = path
            self._paths[b * self.size + a] = path.reversed()
        return path

    def _compute_path(self, a: int, b: int) -> LosPath:
        ax, ay = self.lattice(a)
        bx, by = self.lattice(b)
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        crossed, left, right = [], [], []
        for h in self._box(a, b):
            hx, hy = self.lattice(h)
            if not 0 < (hx - ax) * dx + (hy - ay) * dy < length2:
                continue
            # Lattice y points south (down the screen), so a positive cross(d, corner - a) is the right.
            signs = {_sign(dx * (hy + oy - ay) - dy * (hx + ox - ax)) for ox, oy in _CORNERS}
            if 1 in signs and -1 in signs:
                crossed.append(h)
            elif 0 in signs and len(signs) == 2:
                (right if 1 in signs else left).append(h)
        return LosPath(frozenset(crossed), frozenset(left), frozenset(right))

    def _box(self, a: int, b: int):
        """Hexes in the doubled-coordinate bounding box of a and b, grown by one hex each way."""
        (xa, ya), (xb, yb) = self._doubled[a], self._doubled[b]
        for y in range(max(0, min(ya, yb) - 1), min(self.rows, max(ya, yb) + 2)):
            for x in range(min(xa, xb) - 2, max(xa, xb) + 3):
                h = self._by_doubled.get((x, y))
                if h is not None and h != a and h != b:
                    yield h

    def line_of_sight(self, a: int, b: int, obstacles) -> bool:
        """True if a sees b past `obstacles` (hex indices; a and b themselves are ignored).

        Blocked when a crossed hex holds an obstacle, or when both lines shifted off an edge are
        blocked: (crossed or left) and (crossed or right). Adjacent hexes have an empty path, so they
        always see each other.
        """
        path = self._paths.get(a * self.size + b) or self.los_path(a, b)
        if path.crossed and not path.crossed.isdisjoint(obstacles):
            return False
        return path.left.isdisjoint(obstacles) or path.right.isdisjoint(obstacles)

    # --- pixels (UI) ------------------------------------------------------------------------------

    def centre_px(self, i: int, hex_size: float) -> tuple[float, float]:
        """Pixel centre of hex i; y grows downward from row 0 and (0, 0) is the board's top-left."""
        x, y = self._doubled[i]
        return (x + 1) * _SQRT3 * hex_size / 2, hex_size * (1 + 1.5 * y)

    def corners_px(self, i: int, hex_size: float) -> tuple[tuple[float, float], ...]:
        """The six pixel corners of hex i, clockwise from the top one."""
        cx, cy = self.centre_px(i, hex_size)
        half_w = _SQRT3 * hex_size / 2
        return tuple((cx + ox * half_w, cy + oy * hex_size / 2) for ox, oy in _CORNERS)

    def hex_at_px(self, x: float, y: float, hex_size: float) -> int | None:
        """The hex under pixel (x, y), by exact cube rounding; None outside the battlefield."""
        px, py = x - _SQRT3 * hex_size / 2, y - hex_size  # relative to the centre of hex (0, 0)
        q = (px * _SQRT3 / 3 - py / 3) / hex_size
        r = py * 2 / 3 / hex_size
        s = -q - r
        rq, rr, rs = round(q), round(r), round(s)
        eq, er, es = abs(rq - q), abs(rr - r), abs(rs - s)
        if eq > er and eq > es:
            rq = -rr - rs
        elif er > es:
            rr = -rq - rs
        return self._by_doubled.get((2 * rq + rr, rr))

    def label(self, i: int) -> str:
        """Column letter and 1-based row, e.g. "H5" for (col 7, row 4): for logs."""
        col, row = self.coords[i]
        return f"{chr(ord('A') + col)}{row + 1}"


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


@functools.cache
def grid_for(cols: int, rows: int) -> Grid:
    """The shared Grid for a board size (its caches fill once per process)."""
    return Grid(cols, rows)


def parse_board(text: str) -> tuple[Grid, dict[str, list[int]]]:
    """Read an ASCII board: one line per row, one character per hex separated by spaces.

    Odd rows are indented by one space for readability (the indentation is not required). `.` is an
    empty hex; every other character marks its hexes, returned as {char: [indices, ascending]}.
    """
    lines = [line.split() for line in text.splitlines() if line.strip()]
    if not lines:
        raise ValueError("empty board")
    cols = len(lines[0])
    marks: dict[str, list[int]] = {}
    grid = grid_for(cols, len(lines))
    for row, tokens in enumerate(lines):
        if len(tokens) != cols - (row & 1) or any(len(t) != 1 for t in tokens):
            raise ValueError(f"row {row}: expected {cols - (row & 1)} one-character hexes, got {tokens}")
        for col, char in enumerate(tokens):
            if char != ".":
                marks.setdefault(char, []).append(grid.index(col, row))
    return grid, marks
