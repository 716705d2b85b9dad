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


def test_a_commander_burnt_in_a_fire_is_captured_whatever_his_capture_value():
    state = battle(BOARD, {"G": ("lannister", "@jaime_kingslayer", "green"), "f": "forest", "s": S})
    jaime = state.units[0]
    jaime.figures = 2
    state.fire[jaime.hex] = 2                           # two levels: two figures, Jaime's capture value is 3
    burn(state, EventLog())
    assert jaime.hex == -1 and "jaime_kingslayer" in state.sides["stark"].captured_commanders


def test_a_wooden_bridge_at_its_limit_is_removed_with_all_its_fire():
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    bridge = hex_of(BOARD, "f")
    state.terrain[bridge], state.overlay[bridge] = "river", "wooden_bridge"
    state.fire[bridge] = 3
    burn(state, EventLog())
    assert bridge not in state.overlay and bridge not in state.fire


def test_a_tent_burns_away_at_one_level():
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    tent = hex_of(BOARD, "s")
    state.units[1].hex = hex_of(BOARD, "G") + 2
    state.overlay[tent] = "tent"
    state.fire[tent] = 1
    burn(state, EventLog())
    assert tent not in state.overlay and state.fire[tent] == 1          # the plains beneath burn on


def test_a_spreading_fire_does_not_raise_a_level_four_fire():
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "forest", "s": S})
    from tactical.hexgrid import grid_for
    grid = grid_for(5, 5)
    centre = grid.index(1, 1)
    state.fire[centre] = 4
    for n in grid.neighbours(centre):
        state.terrain[n] = "plains"
        state.fire[n] = 4
    state.units[0].hex = grid.index(4, 4)
    burn(state, EventLog())
    assert all(state.fire[n] == 4 for n in grid.neighbours(centre))


def test_a_unit_puts_out_the_fire_in_its_own_hex_with_its_whole_activation():
    board = """
. . . . .
 . L . .
. . G . .
 . . . .
. . . . .
"""
    from tactical.rules.actions import Attack
    state = battle(board, {"G": S, "L": ("lannister", "lannisport_guard", "green")})
    g, l = state.units[1], state.units[0]
    state.fire[g.hex] = 2
    order(state, g.id)
    legal = engine.legal_actions(state)
    assert Extinguish(g.id, g.hex) in legal and [a for a in legal if type(a).__name__ == "Move"] == []
    engine.apply_in_place(state, Extinguish(g.id, g.hex))
    assert g.hex not in state.fire and state.turn is None          # no move, no attack: the turn is over
    assert Attack(g.id, l.id) not in engine.legal_actions(state)


def test_units_in_a_fire_cannot_attack():
    board = """
. . . . .
 . L . .
. . G . .
 . . . .
. . . . .
"""
    state = battle(board, {"G": S, "L": ("lannister", "lannisport_guard", "green")})
    g = state.units[1]
    state.fire[g.hex] = 1
    order(state, g.id, stage="attack")
    from tactical.rules.combat import attack_targets
    assert attack_targets(state, g.id) == []


import pytest  # noqa: E402


@pytest.mark.parametrize("level,face", [(1, "green"), (2, "blue"), (3, "red"), (4, "valor")])
def test_an_adjacent_fire_goes_out_only_on_its_levels_face(monkeypatch, level, face):
    state = battle(BOARD, {"G": ("lannister", "lannisport_guard", "green"), "f": "plains", "s": S})
    g, h = state.units[0], hex_of(BOARD, "f")
    for wrong in ("green", "blue", "red", "valor", "morale"):
        if wrong == face:
            continue
        state.fire[h] = level
        order(state, g.id, stage="attack")
        with fixed_dice(monkeypatch, wrong):
            engine.apply_in_place(state, Extinguish(g.id, h))
        assert state.fire[h] == level
    order(state, g.id, stage="attack")
    with fixed_dice(monkeypatch, face):
        engine.apply_in_place(state, Extinguish(g.id, h))
    assert h not in state.fire


def test_setting_fires_from_a_forest_rolls_at_most_two_dice(monkeypatch):
    # Gregor (The Reaver) is blue (3 dice), but a unit in a forest rolls at most 2 battle dice.
    state, g, forest = _gregor(monkeypatch)
    state.terrain[g.hex] = "forest"
    state.terrain[forest] = "plains"
    order(state, g.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "green") as left:
        engine.apply_in_place(state, SetFire(g.id, forest))
    assert state.fire[forest] == 2 and left == ["green"]
