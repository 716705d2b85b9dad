"""An objective whose holder at the end wins the battle (issue 16, eleventh pass). At Clash on the
Kingsroad hard as Lannister sent Addam Marbrand alone onto the Watch Hill in the first round in all
eight games read; Stark's cavalry and archers struck him there and walked in behind him, and in all six
games lost he was captured and the hill was Stark's at the end. The evaluation counted a unit standing
on an objective as holding it for sure, so in round 1 the hill, Stark's cavalry next to it or not, was
worth some 28 points to hard against a few for Addam's danger. Hard (`Weights.hold_to_end`) counts such
a hold at the chance the unit still stands there at the end: it must stand through every enemy turn
before then, each a chance to be killed or driven off. Normal counts the hold in full."""
from __future__ import annotations

from tactical.ai.evaluation import DEFAULT, breakdown
from tactical.ai.levels import LEVELS
from tactical.hexgrid import grid_for
from tactical.rules import engine
from tactical.scenario import load_scenario

HARD = LEVELS["hard"].weights
ADDAM, RIDERS = 1, 18                       # Addam's Casterly Rock Cavaliers; Stark's green Winterfell Riders
FAR = [(0, 10), (1, 10), (2, 10), (3, 10), (0, 9), (1, 9), (2, 9), (3, 9), (4, 10)]


def _kingsroad(addam_on_hill: bool, stark_near: bool, rnd: int = 1):
    """The Inn held by Lannister; Addam on the Watch Hill (or where he starts), with Stark's riders next to
    the hill, or with every Stark unit sent far off to the south-west, out of reach of it."""
    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 1)
    grid = grid_for(state.cols, state.rows)
    state.round = rnd
    state.control["crossroads_inn"] = "lannister"
    if addam_on_hill:
        state.units[ADDAM].hex = grid.index(11, 5)
        state.control["watch_hill"] = "lannister"
    if stark_near:
        state.units[RIDERS].hex = grid.index(12, 6)
    else:
        for u, (c, r) in zip([u for u in state.units if u.house == "stark"], FAR):
            u.hex = grid.index(c, r)
    return state


def _gain(w, stark_near: bool, rnd: int = 1) -> float:
    """What Lannister's objectives term gains by Addam standing on the Watch Hill."""
    on = breakdown(_kingsroad(True, stark_near, rnd), "lannister", w)["victory"]
    off = breakdown(_kingsroad(False, stark_near, rnd), "lannister", w)["victory"]
    return on - off


def test_hard_counts_a_garrison_the_enemy_can_drive_off_for_less_early_on():
    exposed, safe = _gain(HARD, True), _gain(HARD, False)
    assert 0 < exposed < 0.6 * safe


def test_in_the_last_round_the_garrison_need_only_stand_through_one_enemy_turn():
    # no turn of ours comes after the enemy's: its one turn is counted by the threats, not here
    assert _gain(HARD, True, rnd=5) > 0.6 * _gain(HARD, False, rnd=5)


def test_normal_counts_the_hold_in_full_wherever_the_enemy_stands():
    # what differs is only the taker's reach next to the hill (a share of its worth to Stark)
    assert _gain(DEFAULT, True) > 0.6 * _gain(DEFAULT, False)
