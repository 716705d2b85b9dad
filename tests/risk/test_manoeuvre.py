"""Manœuvrez: one move along a chain of your own territories; fortifications stay put."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import EndInvade, EndManoeuvre, Manoeuvre
from strategic.risk.rules.engine import legal_actions
from tactical.protocol import IllegalAction

from .conftest import act, board_state

# Stark holds the North and the Twins; Riverrun is someone else's, Harrenhal Stark's but cut off
STARK = ["Winterfell", "The Wolfswood", "White Harbor", "The Twins", "Harrenhal"]


def manoeuvre_state():
    s = board_state({t: "stark" for t in STARK} | {"Riverrun": "lannister"}, {"Winterfell": 9},
                    phase="invade", default="lannister")
    s, _ = act(s, EndInvade())
    return s


def test_a_chain_of_own_territories_connects():
    s = manoeuvre_state()
    assert s.phase == "manoeuvre"
    s2, ev = act(s, Manoeuvre("Winterfell", "The Twins", 8))
    assert (s2.armies["Winterfell"], s2.armies["The Twins"]) == (1, 9)
    assert s2.phase != "manoeuvre"                       # only one manoeuvre a turn


def test_no_manoeuvre_through_enemy_territory_or_leaving_nothing_behind():
    s = manoeuvre_state()
    s.owner["The Twins"] = "lannister"
    with pytest.raises(IllegalAction, match="chain"):
        act(s, Manoeuvre("Winterfell", "Harrenhal", 2))
    with pytest.raises(IllegalAction, match="one must stay"):
        act(s, Manoeuvre("Winterfell", "White Harbor", 9))
    dsts = {a.dst for a in legal_actions(s, "stark") if isinstance(a, Manoeuvre)}
    assert dsts == {"The Wolfswood", "White Harbor"}


def test_free_manoeuvre_passes_through_any_territory():
    s = manoeuvre_state()
    s.owner["The Twins"] = "lannister"
    s.turn.free_manoeuvre = True
    s2, _ = act(s, Manoeuvre("Winterfell", "Harrenhal", 2))
    assert s2.armies["Harrenhal"] == 3


def test_units_go_along_but_a_fortification_never_moves():
    s = manoeuvre_state()
    s.units = {"Winterfell": {"knight": 2, "fortification": 1}}
    s2, _ = act(s, Manoeuvre("Winterfell", "White Harbor", 3, True))
    assert s2.units == {"Winterfell": {"fortification": 1}, "White Harbor": {"knight": 2}}


def test_skipping_the_manoeuvre():
    s = manoeuvre_state()
    s2, _ = act(s, EndManoeuvre())
    assert s2.phase != "manoeuvre" and s2.armies == s.armies
