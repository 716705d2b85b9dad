"""Objectives' progress: each condition kind's count (`objectives.progress`) reaches its need exactly
when the check says the objective is met, on positions built by hand; the view's counts are the rules'
own, for the seat's own objectives only."""
from __future__ import annotations

import pytest

from strategic.risk.rules.cards import Condition, lookup
from strategic.risk.rules.objectives import CHECKS, PROGRESS, progress
from strategic.risk.rules.view import objective_progress, view

from .conftest import board_state
from .test_hidden import positions

CASTLES5 = ["Casterly Rock", "Harrenhal", "Riverrun", "King's Landing", "Highgarden"]


def lannister(more=(), armies=None, units=None, gold=0, conquered=0, eliminated=()):
    """Lannister holds the five castles of the seed's example (one port, four regions touched, no whole
    region) and `more`; the rest is Stark's but for Dragonstone (Baratheon's seat)."""
    owners = {"Dragonstone": "baratheon"} | {t: "lannister" for t in CASTLES5 + list(more)}
    s = board_state(owners, armies, rules="domination", phase="manoeuvre", active="lannister", default="stark")
    s.units, s.players["lannister"].gold = units or {}, gold
    s.turn.conquered, s.turn.eliminated = conquered, list(eliminated)
    return s


NORTH, DORNE = ["Winterfell", "The Wolfswood", "White Harbor"], ["Sunspear", "Yronwood"]
CASES = [  # (condition, position, count): one short of the need, and the need reached
    (Condition(kind="castles", n=6), lannister(), 5),
    (Condition(kind="castles", n=5), lannister(), 5),
    (Condition(kind="ports", n=2), lannister(), 1),
    (Condition(kind="ports", n=2), lannister(more=["Lannisport"]), 2),
    (Condition(kind="territories", n=6), lannister(), 5),
    (Condition(kind="territories", n=6), lannister(more=["Lannisport"]), 6),
    (Condition(kind="regions", n=2), lannister(more=DORNE), 1),
    (Condition(kind="regions", n=2), lannister(more=DORNE + NORTH), 2),
    (Condition(kind="hold_regions", regions=("The North", "Dorne")), lannister(more=DORNE), 1),
    (Condition(kind="hold_regions", regions=("The North", "Dorne")), lannister(more=DORNE + NORTH), 2),
    (Condition(kind="conquered", n=4), lannister(conquered=3), 3),
    (Condition(kind="conquered", n=4), lannister(conquered=4), 4),
    (Condition(kind="enemy_seat", n=2), lannister(more=["Winterfell"]), 1),
    (Condition(kind="enemy_seat", n=2), lannister(more=["Winterfell", "Dragonstone"]), 2),
    (Condition(kind="units", n=3), lannister(units={"Harrenhal": {"knight": 2}, "Winterfell": {"siege": 1}}), 2),
    (Condition(kind="units", n=3), lannister(units={"Harrenhal": {"knight": 2, "siege": 1}}), 3),
    (Condition(kind="host", n=12), lannister(armies={"Harrenhal": 11, "Winterfell": 20}), 11),
    (Condition(kind="host", n=12), lannister(armies={"Harrenhal": 12}), 12),
    (Condition(kind="gold", n=1000), lannister(gold=999), 999),
    (Condition(kind="gold", n=1000), lannister(gold=1000), 1000),
    (Condition(kind="presence", n=5), lannister(), 4),
    (Condition(kind="presence", n=5), lannister(more=["Sunspear"]), 5),
    (Condition(kind="eliminated", n=1), lannister(), 0),
    (Condition(kind="eliminated", n=1), lannister(eliminated=["baratheon"]), 1),
]


def test_every_condition_kind_has_a_short_and_a_met_case():
    assert {c.kind for c, _, _ in CASES} == set(PROGRESS) == set(CHECKS)
    for kind in PROGRESS:
        met = {n >= (len(c.regions) or c.n) for c, _, n in CASES if c.kind == kind}
        assert met == {True, False}, kind


@pytest.mark.parametrize("cond, s, count", CASES, ids=[f"{c.kind}-{n}" for c, _, n in CASES])
def test_progress_reaches_the_need_exactly_when_the_check_is_met(cond, s, count):
    have, need = progress(s, "lannister", cond)
    assert have == count
    assert CHECKS[cond.kind](s, "lannister", cond) == (have >= need)


@pytest.mark.parametrize("seed", [3, 8])
def test_the_views_progress_is_the_rules_own_for_the_seats_objectives_only(seed):
    cards = lookup()[2]
    seen = 0
    for s in positions("domination", 3, seed, every=5):
        for seat in s.seats:
            shown = objective_progress(view(s, seat))
            assert list(shown) == s.players[seat].objectives        # another seat's cards never appear
            for o, count in shown.items():
                assert count == progress(s, seat, cards[o].condition)
                seen += 1
    assert seen > 50
