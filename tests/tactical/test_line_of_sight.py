"""Exact line of sight, drawn as ASCII boards: A attacks B, X marks an obstacle (terrain or unit).

Lines that run along hex edges are shifted to each side and blocked only if both shifted lines are
(seed 003, "Ligne de mire"); adjacent hexes always see each other.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tactical.hexgrid import grid_for, parse_board


def sees(board: str) -> bool:
    """Whether A sees B on the board with every X an obstacle; also checks B sees A the same."""
    grid, marks = parse_board(board)
    a, b = marks["A"][0], marks["B"][0]
    obstacles = set(marks.get("X", []))
    forward = grid.line_of_sight(a, b, obstacles)
    assert grid.line_of_sight(b, a, obstacles) == forward
    return forward


def path_marks(board: str) -> tuple[set[int], set[int], set[int], set[int], set[int], set[int]]:
    """The path A->B as computed, and as drawn with c (crossed), l (left only), r (right only)."""
    grid, marks = parse_board(board)
    path = grid.los_path(marks["A"][0], marks["B"][0])
    drawn = [set(marks.get(k, [])) for k in "clr"]
    return (set(path.crossed), set(path.left), set(path.right), *drawn)


# --- the seed's range and line-of-sight examples -----------------------------------------------------

SEED_EXAMPLE = """
. . . . . . . . .
 . . . . . . J .
. . I . . . C . .
 . . . K . . . .
. . . . T . . . .
 . . . . . . . .
. . . . A . . . .
"""
# A: Northmen Archers. I, K, J: Lannister infantry. C: Lannister cavalry. T: blocking terrain.


@pytest.mark.parametrize(
    "target, distance, visible",
    [
        ("I", 4, True),  # 1. infantry at 4 hexes, in line of sight
        ("C", 4, True),  # 2. cavalry at 4 hexes, in line of sight
        ("J", 5, False),  # 3. infantry at 5 hexes (out of range), the cavalry in front blocks the line
        ("K", 3, False),  # 4. infantry at 3 hexes, blocked by the blocking terrain
    ],
)
def test_seed_range_and_line_of_sight_examples(target, distance, visible):
    grid, marks = parse_board(SEED_EXAMPLE)
    archer, goal = marks["A"][0], marks[target][0]
    obstacles = {h for char, hexes in marks.items() if char != "A" for h in hexes}
    assert grid.distance(archer, goal) == distance
    assert grid.line_of_sight(archer, goal, obstacles) is visible


def test_seed_example_blockers_are_the_ones_the_rulebook_names():
    grid, marks = parse_board(SEED_EXAMPLE)
    archer = marks["A"][0]
    assert marks["C"][0] in grid.los_path(archer, marks["J"][0]).crossed
    assert marks["T"][0] in grid.los_path(archer, marks["K"][0]).crossed
    assert grid.line_of_sight(archer, marks["K"][0], set(marks["I"] + marks["C"]))  # terrain alone blocks


def test_seed_edge_shift_both_shifted_lines_blocked():
    assert not sees(
        """
        . . A . .
         . X X .
        . . B . .
        """
    )


def test_seed_edge_shift_one_shifted_line_clear():
    assert sees(
        """
        . . A . .
         . X . .
        . . B . .
        """
    )
    assert sees(
        """
        . . A . .
         . . X .
        . . B . .
        """
    )


# --- straight lines and crossed hexes ----------------------------------------------------------------


def test_obstacle_on_a_row_line_blocks():
    assert not sees(". A . X . B .")
    assert sees(
        """
        . . X X X . .
         A . . . B .
        . . X X X . .
        """
    )


def test_adjacent_hexes_always_see_each_other():
    grid, marks = parse_board(
        """
        X X X X X
         X A B X
        X X X X X
        """
    )
    a, b = marks["A"][0], marks["B"][0]
    everything = set(range(grid.size))
    assert grid.line_of_sight(a, b, everything)
    for n in grid.neighbours(a):
        assert grid.line_of_sight(a, n, everything)


def test_obstacles_on_the_attacker_or_target_hex_are_ignored():
    grid, marks = parse_board(". A . . B .")
    a, b = marks["A"][0], marks["B"][0]
    assert grid.line_of_sight(a, b, frozenset({a, b}))


def test_long_line_across_the_board():
    board = """
    A . . . . . . . . . . . . . .
     . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
     . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
     . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
     . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
     . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . B
    """
    grid, marks = parse_board(board)
    a, b = marks["A"][0], marks["B"][0]
    path = grid.los_path(a, b)
    assert len(path.crossed) >= grid.distance(a, b) - 1
    middle = grid.index(7, 5)  # the board's centre lies on the diagonal
    assert middle in path.crossed
    assert not grid.line_of_sight(a, b, {middle})
    assert grid.line_of_sight(a, b, {grid.index(7, 4), grid.index(0, 10), grid.index(14, 0)})


# --- lines along edges and through corners ------------------------------------------------------------


def test_vertical_edge_line_path_is_two_touched_hexes():
    crossed, left, right, c, l, r = path_marks(
        """
        . . B . .
         . l r .
        . . A . .
        """
    )
    assert (crossed, left, right) == (c, l, r)


def test_long_vertical_edge_line_alternates_touched_pairs_and_crossed_centres():
    crossed, left, right, c, l, r = path_marks(
        """
        . . B . .
         . l r .
        . . c . .
         . l r .
        . . A . .
        """
    )
    assert (crossed, left, right) == (c, l, r)


def test_shifted_lines_can_be_blocked_by_different_hexes():
    # west shift blocked in row 1, east shift blocked in row 3: both shifted lines are blocked
    assert not sees(
        """
        . . B . .
         . X . .
        . . . . .
         . . X .
        . . A . .
        """
    )
    # both obstacles on the west side: the east shift is clear
    assert sees(
        """
        . . B . .
         . X . .
        . . . . .
         . X . .
        . . A . .
        """
    )
    # the hex the line crosses blocks on its own
    assert not sees(
        """
        . . B . .
         . . . .
        . . X . .
         . . . .
        . . A . .
        """
    )


def test_diagonal_edge_line():
    # B is one row up and three half-hexes east: the line runs along the edge between l and r
    crossed, left, right, c, l, r = path_marks(
        """
        . . . . .
         . . l B
        . . A r .
        """
    )
    assert (crossed, left, right) == (c, l, r)
    assert not sees(
        """
        . . . . .
         . . X B
        . . A X .
        """
    )
    assert sees(
        """
        . . . . .
         . . X B
        . . A . .
        """
    )


def test_line_through_corners_touches_one_hex_at_each():
    # the line leaves A's column through a corner where three hexes meet: the one it does not
    # enter is only touched, on one side
    crossed, left, right, c, l, r = path_marks(
        """
        . . . B . . .
         . l c . . .
        . c c . . . .
         c r . . . .
        A . . . . . .
        """
    )
    assert (crossed, left, right) == (c, l, r)


def test_a_touched_corner_alone_does_not_block():
    assert sees(
        """
        . . . B . . .
         . . . . . .
        . . . . . . .
         . X . . . .
        A . . . . . .
        """
    )
    assert sees(
        """
        . . . B . . .
         . X . . . .
        . . . . . . .
         . . . . . .
        A . . . . . .
        """
    )
    assert not sees(
        """
        . . . B . . .
         . . . . . .
        . . X . . . .
         . . . . . .
        A . . . . . .
        """
    )


def test_touched_corners_on_opposite_sides_block_both_shifted_lines():
    assert not sees(
        """
        . . . B . . .
         . X . . . .
        . . . . . . .
         . X . . . .
        A . . . . . .
        """
    )


# --- properties ---------------------------------------------------------------------------------------


def los_case(cols: int, rows: int):
    size = grid_for(cols, rows).size
    index = st.integers(0, size - 1)
    return st.tuples(st.just((cols, rows)), index, index, st.frozensets(index, max_size=25))


@settings(max_examples=200, deadline=None)
@given(st.one_of(los_case(15, 11), los_case(15, 10)))
def test_line_of_sight_is_symmetric(case):
    (cols, rows), a, b, obstacles = case
    grid = grid_for(cols, rows)
    assert grid.line_of_sight(a, b, obstacles) == grid.line_of_sight(b, a, obstacles)
    path, back = grid.los_path(a, b), grid.los_path(b, a)
    assert (path.crossed, path.left, path.right) == (back.crossed, back.right, back.left)


@settings(max_examples=60, deadline=None)
@given(st.one_of(los_case(15, 11), los_case(15, 10)))
def test_sampled_points_of_the_line_lie_in_its_path(case):
    # An independent check in pixels: walk the real segment and pick the hex under each point.
    (cols, rows), a, b, _ = case
    grid = grid_for(cols, rows)
    (ax, ay), (bx, by) = grid.centre_px(a, 1.0), grid.centre_px(b, 1.0)
    path = grid.los_path(a, b)
    met = path.crossed | path.left | path.right | {a, b}
    steps = 60 * max(1, grid.distance(a, b))
    hit = set()
    for k in range(steps + 1):
        t = k / steps
        hit.add(grid.hex_at_px(ax + t * (bx - ax), ay + t * (by - ay), 1.0))
    hit.discard(None)  # the line may graze an off-board half-hex
    assert hit <= met
    assert path.crossed <= hit  # every crossed hex holds a stretch of the line


def test_every_pair_on_the_big_board_is_consistent_with_distance():
    grid = grid_for(15, 11)
    a = grid.index(7, 5)
    for b in range(grid.size):
        path = grid.los_path(a, b)
        assert not (path.crossed & (path.left | path.right)) and not (path.left & path.right)
        if grid.distance(a, b) <= 1:
            assert not (path.crossed or path.left or path.right)
        else:  # a line of n hexes crosses at least the n-1 between, or runs along edges beside them
            assert len(path.crossed) + min(len(path.left), len(path.right)) >= grid.distance(a, b) - 1
