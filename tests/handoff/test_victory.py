"""A strategic battle is won as a player expects (docs/decisions.md, "Battle hand-off"): breaking the other
army (half its units eliminated) or wiping it out wins at once; a battle still undecided when the last round
ends goes to the defender, level score or not, unless the attacker holds the ground. Played on the rules
engine with the generated plans' own victory rules."""
from __future__ import annotations

from math import ceil

import pytest

from strategic.handoff.plan import generate_plan
from tactical.hexgrid import grid_for
from tactical.rules import morale
from tactical.rules.engine import new_battle
from tactical.rules.events import EventLog
from tactical.rules.losses import eliminate
from tactical.rules.state import BattleState
from tactical.rules.victory import end_of_battle, update_control

ATT, DFN = "stark", "lannister"


def _battle(attacking: int, defending: int, castle: bool = False, seed: int = 5) -> BattleState:
    req = {"attacker": {"house": ATT, "armies": attacking}, "defender": {"house": DFN, "armies": defending},
           "territory": {"name": "Harrenhal", "region": "The Riverlands", "castle": castle}}
    return new_battle(generate_plan(req, seed).scenario, seed)


def _units(state: BattleState, house: str) -> list:
    return [u for u in state.units if u.house == house and u.alive]


def _kill(state: BattleState, house: str, n: int) -> None:
    """Eliminate n of the house's units, the morale marker put back to the centre before each (so that the
    eliminations' morale cannot rout a side: that is another rule, tested on its own)."""
    for u in _units(state, house)[:n]:
        state.morale = 0
        eliminate(state, u, EventLog(), "battle")


def _last_round_ends(state: BattleState) -> None:
    state.round = state.round_limit
    update_control(state)
    end_of_battle(state, EventLog())


@pytest.mark.parametrize("attacking, defending", [(1, 8), (8, 1), (4, 4), (3, 5), (8, 8)])
def test_half_of_an_army_eliminated_breaks_it_and_loses_the_battle_at_once(attacking: int, defending: int) -> None:
    for victim, winner in ((DFN, ATT), (ATT, DFN)):
        state = _battle(attacking, defending)
        need = ceil(len(_units(state, victim)) / 2)           # commanders' units count
        _kill(state, victim, need - 1)
        assert not state.is_over()
        _kill(state, victim, 1)
        assert (state.winner, state.result) == (winner, "eliminated_units")


@pytest.mark.parametrize("loser, winner", [(ATT, DFN), (DFN, ATT)])
def test_a_side_whose_morale_reaches_its_rout_space_loses_at_once(loser: str, winner: str) -> None:
    state = _battle(4, 4)
    morale.shift(state, winner, morale.LADDER_END, EventLog(), "card")
    assert morale.depth(state, loser) == morale.LADDER_END and (state.winner, state.result) == (winner, "rout")


def test_one_unit_against_eight_must_break_six_but_eight_against_one_break_it_with_one() -> None:
    small = _battle(1, 8)
    assert [i.value for i in small.scenario.victory.instant] == [6, 1]   # 8 units and 3 lords; a unit and a lord


def test_a_battle_undecided_at_the_last_round_goes_to_the_defender_whatever_the_score() -> None:
    state = _battle(5, 5)
    _kill(state, DFN, 2)                                   # the attacker is ahead 2 to 1 on eliminations
    _kill(state, ATT, 1)
    morale.shift(state, ATT, 6, EventLog(), "card")        # and on morale, the rulebook's first tie-break
    _last_round_ends(state)
    assert (state.winner, state.result) == (DFN, "held_objectives")


def test_a_level_score_at_the_last_round_goes_to_the_defender_not_to_the_momentum_token() -> None:
    state = _battle(4, 4)
    assert state.momentum == ATT
    _last_round_ends(state)
    assert (state.winner, state.result) == (DFN, "held_objectives")


@pytest.mark.parametrize("castle", [False, True])
def test_the_attacker_holding_the_ground_when_the_last_round_ends_wins(castle: bool) -> None:
    state = _battle(6, 3, castle=castle)
    ground = state.scenario.objectives[0]
    assert ground.control == DFN and state.scenario.victory.end_house == DFN
    assert (len(ground.hexes) == 2) == castle               # the castle's two buildings, else one hex
    grid = grid_for(state.cols, state.rows)
    hexes = [grid.index(*h) for h in ground.hexes]
    for u in state.units:                                   # the defenders there fall back out of the way
        if u.hex in hexes:
            u.hex = next(h for h in range(grid.size) if state.unit_at(h) is None and h not in hexes
                         and grid.coords[h][1] == 0)
    assert state.units[0].house == ATT
    state.units[0].hex = hexes[0]                           # an attacking unit stands on the ground alone
    _last_round_ends(state)
    assert (state.winner, state.result) == (ATT, "failed_objectives")
