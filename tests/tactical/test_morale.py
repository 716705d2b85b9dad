"""The morale ladder (seed 003, "Échelle de moral", "Récupérer du moral")."""
from __future__ import annotations

import pytest

from tactical.catalog import load_catalog
from tactical.rules import morale
from tactical.rules.events import EventLog
from tactical.rules.state import BattleState
from tests.tactical.boards import battle

BOARD = """
. . . . .
 . L . .
. . . . .
 . S . .
. . . . .
"""


@pytest.fixture
def state() -> BattleState:
    st = battle(BOARD, {"S": ("stark", "war_host", "green"), "L": ("lannister", "lannisport_guard", "green")})
    assert st.order == ["lannister", "stark"]        # Lannister's segment is the negative side here
    return st


def _put(state, house, space):
    """Put the marker on `house`'s printed space 2..11."""
    sign = -1 if house == state.order[0] else 1
    state.morale = sign * (space - 1)


def test_recovery_example_green_six_goes_back_to_the_break_at_four(state):
    _put(state, "lannister", 6)
    assert morale.zone(state, "lannister") == "green"
    morale.recover(state, EventLog())
    assert morale.space(state, "lannister") == 4
    morale.recover(state, EventLog())                 # already on the break: stays
    assert morale.space(state, "lannister") == 4


@pytest.mark.parametrize("space,after", [(2, 2), (3, 3), (5, 4), (8, 7), (9, 7), (11, 10), (10, 10)])
def test_recovery_moves_to_the_break_of_the_zone_and_never_from_grey(state, space, after):
    _put(state, "stark", space)
    morale.recover(state, EventLog())
    assert morale.space(state, "stark") == after


def test_gaining_morale_pushes_the_marker_toward_the_enemy(state):
    morale.shift(state, "stark", 3, EventLog(), "card")
    assert morale.space(state, "lannister") == 4 and morale.depth(state, "stark") == 0
    morale.shift(state, "lannister", 5, EventLog(), "card")
    assert morale.space(state, "stark") == 3


@pytest.mark.parametrize("rank,points", [("green", 1), ("blue", 2), ("red", 3)])
def test_eliminating_a_unit_gains_one_two_or_three_by_rank(state, rank, points):
    from tactical.rules.losses import eliminate

    victim = state.units[0]
    victim.rank = rank
    eliminate(state, victim, EventLog(), "battle")
    assert morale.depth(state, "lannister") == points


def test_the_marker_stops_at_the_end_without_a_rout_space(state):
    morale.shift(state, "lannister", 25, EventLog(), "card")
    assert state.morale == 10 and state.winner is None


def test_reaching_the_rout_space_loses_at_once(state):
    state.morale_rout["stark"] = True
    morale.shift(state, "lannister", 10, EventLog(), "card")
    assert state.phase == "over" and state.winner == "lannister" and state.result == "rout"


def test_tactic_condition_example_enemy_green_or_worse(state):
    # Yann (Stark) sees the marker in the yellow section of the Lannister side: "the enemy's morale is
    # green or worse" holds; Lannister's own "green or better" does not.
    _put(state, "lannister", 8)
    assert morale.zone(state, "lannister") == "yellow"
    assert morale.satisfies(state, "stark", "enemy", "green", "or_worse")
    assert not morale.satisfies(state, "lannister", "self", "green", "or_better")
    assert morale.satisfies(state, "stark", "self", "grey", "or_better")


def test_ladder_zones_and_breaks_come_from_data():
    seg = load_catalog().morale_segment
    assert len(seg.zones) == 10 and seg.breaks == (4, 7, 10)
