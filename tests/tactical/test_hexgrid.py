"""Board geometry: indices and half-hexes, neighbours, distance, retreat edges, pixels, ASCII boards."""

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tactical.hexgrid import DIRECTIONS, Grid, grid_for, parse_board

SIZES = [(15, 11), (15, 10)]


def bfs_distances(grid: Grid, start: int) -> list[int]:
    dist = [-1] * grid.size
    dist[start] = 0
    queue = deque([start])
    while queue:
        h = queue.popleft()
        for n in grid.neighbours(h):
            if dist[n] < 0:
                dist[n] = dist[h] + 1
                queue.append(n)
    return dist


def pair(cols: int, rows: int):
    size = grid_for(cols, rows).size
    return st.tuples(st.just((cols, rows)), st.integers(0, size - 1), st.integers(0, size - 1))


# --- indices and half-hexes ----------------------------------------------------------------------


@pytest.mark.parametrize("cols, rows, size", [(15, 11, 6 * 15 + 5 * 14), (15, 10, 5 * 15 + 5 * 14), (5, 3, 14)])
def test_half_hexes_of_odd_rows_get_no_index(cols, rows, size):
    grid = grid_for(cols, rows)
    assert grid.size == size == len(grid.coords)
    assert grid.index(cols - 1, 0) is not None  # even rows are full
    assert grid.index(cols - 1, 1) is None  # odd rows stop one short: the last half-hex is off
    assert grid.index(-1, 1) is None and grid.index(0, rows) is None and grid.index(cols, 0) is None


@pytest.mark.parametrize("cols, rows", SIZES)
def test_index_and_coords_round_trip_row_by_row(cols, rows):
    grid = grid_for(cols, rows)
    assert [grid.index(c, r) for c, r in grid.coords] == list(range(grid.size))
    assert grid.coords[0] == (0, 0) and grid.coords[cols] == (0, 1)  # row-major, north first


def test_grid_for_shares_one_grid_per_size():
    assert grid_for(15, 11) is grid_for(15, 11)
    assert grid_for(15, 11) is not grid_for(15, 10)


def test_labels_are_column_letter_and_one_based_row():
    grid = grid_for(15, 11)
    assert grid.label(grid.index(7, 4)) == "H5"
    assert grid.label(0) == "A1"
    assert grid.label(grid.size - 1) == "O11"


# --- neighbours and directions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "start, expected",
    [
        # odd row: the row is shifted right, so NE/SE keep col+1 and NW/SW keep col
        ((7, 5), {"E": (8, 5), "NE": (8, 4), "NW": (7, 4), "W": (6, 5), "SW": (7, 6), "SE": (8, 6)}),
        # even row: NE/SE keep col, NW/SW go to col-1
        ((7, 4), {"E": (8, 4), "NE": (7, 3), "NW": (6, 3), "W": (6, 4), "SW": (6, 5), "SE": (7, 5)}),
    ],
)
def test_direction_table(start, expected):
    grid = grid_for(15, 11)
    i = grid.index(*start)
    got = {DIRECTIONS[d]: grid.coords[grid.neighbour(i, d)] for d in range(6)}
    assert got == expected


@pytest.mark.parametrize("cols, rows", SIZES)
def test_neighbours_are_symmetric_and_opposite_directions_undo(cols, rows):
    grid = grid_for(cols, rows)
    for i in range(grid.size):
        for n in grid.neighbours(i):
            assert i in grid.neighbours(n)
        for d in range(6):
            n = grid.neighbour(i, d)
            assert n is None or grid.neighbour(n, (d + 3) % 6) == i


@pytest.mark.parametrize(
    "hexes, count", [((7, 5), 6), ((0, 0), 2), ((14, 0), 2), ((0, 1), 5), ((13, 1), 5), ((0, 2), 3)]
)
def test_edge_hexes_have_fewer_neighbours(hexes, count):
    grid = grid_for(15, 11)
    assert len(grid.neighbours(grid.index(*hexes))) == count


# --- distance --------------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.one_of(pair(15, 11), pair(15, 10)))
def test_distance_is_symmetric_and_equals_bfs(case):
    (cols, rows), i, j = case
    grid = grid_for(cols, rows)
    assert grid.distance(i, j) == grid.distance(j, i) == bfs_distances(grid, i)[j]


def test_distance_examples():
    grid = grid_for(15, 11)
    assert grid.distance(grid.index(0, 0), grid.index(14, 0)) == 14
    assert grid.distance(grid.index(0, 0), grid.index(0, 10)) == 10
    assert grid.distance(grid.index(0, 0), grid.index(14, 10)) == 19  # 10 rows down buys 5 columns
    assert grid.distance(grid.index(3, 3), grid.index(3, 3)) == 0


def test_within_counts_rings_and_orders_nearest_first():
    grid = grid_for(15, 11)
    centre = grid.index(7, 5)
    assert set(grid.within(centre, 1)) == set(grid.neighbours(centre))
    ring2 = grid.within(centre, 2)
    assert len(ring2) == 18 and centre not in ring2
    assert [grid.distance(centre, h) for h in ring2] == sorted(grid.distance(centre, h) for h in ring2)
    corner = grid.index(0, 0)
    assert set(grid.within(corner, 2)) == {h for h in range(grid.size) if 0 < grid.distance(corner, h) <= 2}


# --- retreat edges ---------------------------------------------------------------------------------


def test_toward_edge_gives_the_two_hexes_one_row_closer():
    grid = grid_for(15, 11)
    coords = lambda hexes: sorted(grid.coords[h] for h in hexes)  # noqa: E731
    assert coords(grid.toward_edge(grid.index(7, 5), "north")) == [(7, 4), (8, 4)]
    assert coords(grid.toward_edge(grid.index(7, 5), "south")) == [(7, 6), (8, 6)]
    assert coords(grid.toward_edge(grid.index(7, 4), "north")) == [(6, 3), (7, 3)]


def test_toward_edge_at_the_sides_and_on_the_edge_itself():
    grid = grid_for(15, 11)
    assert [grid.coords[h] for h in grid.toward_edge(grid.index(0, 2), "north")] == [(0, 1)]
    assert [grid.coords[h] for h in grid.toward_edge(grid.index(14, 2), "south")] == [(13, 3)]
    assert len(grid.toward_edge(grid.index(0, 1), "north")) == 2  # odd rows never lose one at a side
    assert grid.toward_edge(grid.index(4, 0), "north") == ()
    assert grid.toward_edge(grid.index(4, 10), "south") == ()


def test_row_distance_to_edge():
    grid = grid_for(15, 10)
    i = grid.index(3, 2)
    assert grid.row_distance_to_edge(i, "north") == 2
    assert grid.row_distance_to_edge(i, "south") == 7
    with pytest.raises(KeyError):
        grid.row_distance_to_edge(i, "east")


# --- pixels ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("cols, rows", SIZES)
@pytest.mark.parametrize("hex_size", [1.0, 37.5])
def test_picking_a_centre_or_near_a_corner_gives_that_hex(cols, rows, hex_size):
    grid = grid_for(cols, rows)
    for i in range(grid.size):
        cx, cy = grid.centre_px(i, hex_size)
        assert grid.hex_at_px(cx, cy, hex_size) == i
        for x, y in grid.corners_px(i, hex_size):
            assert grid.hex_at_px(cx + 0.95 * (x - cx), cy + 0.95 * (y - cy), hex_size) == i


def test_board_pixels_start_at_top_left_and_half_hexes_are_not_picked():
    grid = grid_for(15, 11)
    size = 10.0
    corners = grid.corners_px(0, size)
    assert min(x for x, _ in corners) == pytest.approx(0.0)
    assert min(y for _, y in corners) == pytest.approx(0.0)
    _, row1_y = grid.centre_px(grid.index(0, 1), size)
    assert grid.hex_at_px(1.0, row1_y, size) is None  # left half-hex of an odd row
    assert grid.hex_at_px(-5.0, 5.0, size) is None


def test_neighbouring_hexes_share_two_corners():
    grid = grid_for(15, 11)
    i = grid.index(7, 5)
    mine = {(round(x, 6), round(y, 6)) for x, y in grid.corners_px(i, 20.0)}
    for n in grid.neighbours(i):
        theirs = {(round(x, 6), round(y, 6)) for x, y in grid.corners_px(n, 20.0)}
        assert len(mine & theirs) == 2


def test_lattice_centres():
    grid = grid_for(15, 11)
    assert grid.lattice(grid.index(0, 0)) == (0, 0)
    assert grid.lattice(grid.index(2, 1)) == (5, 3)
    assert grid.lattice(grid.index(7, 4)) == (14, 12)


# --- ASCII boards ----------------------------------------------------------------------------------


def test_parse_board_reads_marks_by_row():
    grid, marks = parse_board(
        """
        . . A . .
         . X . X
        . . . B .
        """
    )
    assert (grid.cols, grid.rows) == (5, 3)
    assert [grid.coords[h] for h in marks["A"]] == [(2, 0)]
    assert [grid.coords[h] for h in marks["X"]] == [(1, 1), (3, 1)]
    assert [grid.coords[h] for h in marks["B"]] == [(3, 2)]
    assert "." not in marks


@pytest.mark.parametrize("text", [". . .\n . . .\n", ". . .\n .\n", ". .. .\n", ""])
def test_parse_board_rejects_malformed_rows(text):
    with pytest.raises(ValueError):
        parse_board(text)
