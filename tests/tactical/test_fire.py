"""Fire (seed 003, "Terre brûlée" and "Conditions d'état: Feu")."""
from __future__ import annotations

from tactical.rules import engine
from tactical.rules.actions import Extinguish, SetFire
from tactical.rules.events import EventLog
from tactical.rules.fire import burn
from tests.tactical.boards import battle, fixed_dice, hex_of, order

BOARD = """
. . . . .
 . . . .
. . G f .
 . . . .
s . . . .
"""
S = ("stark", "war_host", "green")


def _gregor(monkeypatch):
    state = battle(BOARD, {"G": ("lannister", "@gregor_the_reaver", "blue"), "f": "forest", "s": S})
    return state, state.units[0], hex_of(BOARD, "f")


def test_fire_setting_example_gregor_the_reaver(monkeypatch):
    # Gregor (The Reaver), blue, rolls 3 dice: green, blue, valor; his ability counts valor as green
    # when setting fires: 2 levels on the forest.
    state, g, forest = _gregor(monkeypatch)
    order(state, g.id, stage="attack")
    assert SetFire(g.id, forest) in engine.legal_actions(state)
    with fixed_dice(monkeypatch, "green", "blue", "valor"):
        engine.apply_in_place(state, SetFire(g.id, forest))
    assert state.fire[forest] == 2


def test_fire_at_the_forest_limit_devastates_it(monkeypatch):
    # Had the forest already held a level-1 fire, the total 3 would reach its burn limit: devastation.
    state, g, forest = _gregor(monkeypatch)
    state.fire[forest] = 1
    order(state, g.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "blue", "valor"):
        engine.apply_in_place(state, SetFire(g.id, forest))
    assert state.fire[forest] == 3
    burn(state, EventLog())
    assert forest in state.devastated


def test_units_in_fire_lose_a_figure_per_level_in_regroup():
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    g = state.units[0]
    state.fire[g.hex] = 3
    burn(state, EventLog())
    assert g.figures == 1


def test_level_four_fire_spreads_with_a_direction_token():
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    from tactical.hexgrid import grid_for
    centre = grid_for(5, 5).index(1, 1)
    state.fire[centre] = 4
    before = dict(state.fire)
    burn(state, EventLog())
    new = {h for h in state.fire if h not in before or state.fire[h] != before[h]}
    assert len(new) == 1 and new.pop() in grid_for(5, 5).neighbours(centre)


def test_putting_out_an_adjacent_fire_needs_the_right_face(monkeypatch):
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    g, forest = state.units[0], hex_of(BOARD, "f")
    state.fire[forest] = 2
    order(state, g.id, stage="attack")
    with fixed_dice(monkeypatch, "green"):
        engine.apply_in_place(state, Extinguish(g.id, forest))
    assert state.fire[forest] == 2                     # level 2 needs a blue shield
    order(state, g.id, stage="attack")
    with fixed_dice(monkeypatch, "blue"):
        engine.apply_in_place(state, Extinguish(g.id, forest))
    assert forest not in state.fire


def test_terrain_without_a_burn_limit_cannot_burn(monkeypatch):
    state, g, forest = _gregor(monkeypatch)
    state.terrain[forest] = "hills"
    order(state, g.id, stage="attack")
    assert SetFire(g.id, forest) not in engine.legal_actions(state)
