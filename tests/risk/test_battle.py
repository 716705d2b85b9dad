"""Battles: the seed's Stark-Lannister dice example, ties, and special units on the dice."""
from __future__ import annotations

import pytest

from strategic.risk.rules.battle import Modifiers, Side, compare, fight_battle, ranked, roll_side
from tactical.protocol import Rng


def test_seed_example_6_4_1_against_5_4():
    """Stark rolls 6, 4, 1; Lannister 5, 4: 6 beats 5 (Lannister loses 1), 4 ties 4 (Stark loses 1),
    the third Stark die is not used."""
    assert compare(ranked([6, 4, 1], 0), ranked([5, 4], 0)) == (1, 1)
    assert compare(ranked([1, 4, 6], 0), ranked([4, 5], 0)) == (1, 1)     # order of the roll does not matter


@pytest.mark.parametrize("att, dfn, losses", [
    ([6], [6], (1, 0)),           # a tie goes to the defender
    ([6, 6, 6], [6, 5], (1, 1)),
    ([2, 2, 2], [1, 1], (0, 2)),
    ([1], [1, 1], (1, 0)),        # only one pair is compared
    ([5, 3], [4], (0, 1)),
])
def test_pairwise_comparison(att, dfn, losses):
    assert compare(ranked(att, 0), ranked(dfn, 0)) == losses


def test_knights_add_to_the_best_die_and_can_pass_the_maximum():
    assert ranked([6, 2, 1], 2) == [8, 2, 1]
    # a knight turns a lost tie into a win: 5 vs 5 becomes 6 vs 5
    assert compare(ranked([5], 1), ranked([5], 0)) == (0, 1)
    # a defending knight wins back the best pair only
    assert compare(ranked([6, 4], 0), ranked([5, 4], 1)) == (2, 0)


def test_siege_engines_and_fortifications_roll_d8():
    rng = Rng(5)
    seen = set()
    for _ in range(400):
        faces, sides = roll_side(Side(3, d8=1), rng)
        assert sides == [8, 6, 6]
        assert 1 <= faces[0] <= 8 and all(1 <= f <= 6 for f in faces[1:])
        seen.add(faces[0])
    assert seen == set(range(1, 9))


def test_a_battle_uses_the_rng_and_reports_every_die():
    a = fight_battle(Side(3), Side(2), Rng(42), [])
    b = fight_battle(Side(3), Side(2), Rng(42), [])
    assert a.detail == b.detail and (a.att_loss, a.def_loss) == (b.att_loss, b.def_loss)
    assert len(a.detail["att_roll"]) == 3 and len(a.detail["def_roll"]) == 2
    assert a.att_loss + a.def_loss == 2


def test_scripted_faces_are_played_first_and_leave_the_rng_alone():
    rng, scripted = Rng(0), [[[6, 4, 1], [5, 4]]]
    result = fight_battle(Side(3, d8=1), Side(2), rng, scripted)
    assert (result.att_loss, result.def_loss) == (1, 1) and scripted == [] and rng.state == 0
    assert result.detail["att_sides"] == [8, 6, 6]


@pytest.mark.parametrize("mods, dice, side", [
    (Modifiers(), 3, Side(3, 0, 0)),
    (Modifiers(plus=2, d8=1), 3, Side(3, 1, 2)),       # two knights, one siege engine
    (Modifiers(d8=4), 2, Side(2, 2, 0)),               # never more d8s than dice
    (Modifiers(d8=0, all_d8=True), 2, Side(2, 2, 0)),  # a fortification: every defence die
])
def test_modifiers_make_a_side_for_any_number_of_dice(mods, dice, side):
    assert mods.side(dice) == side
