"""Moving units (seed 003, "Déplacer les unités", terrain movement rules), with ASCII boards."""
from __future__ import annotations

from tactical.rules import engine
from tactical.rules.actions import Choose, Move
from tactical.rules.movement import reachable, reachable_costs
from tests.tactical.boards import battle, hex_of, order

S_HOST_G = ("stark", "war_host", "green")


def _reach(board, legend, ch="S"):
    state = battle(board, legend)
    u = state.unit_at(hex_of(board, ch))
    order(state, u.id)
    return state, u, reachable(state, u.id)


MOVEMENT_EXAMPLE = """
. . . . . . .
 . . . . . .
. . . L . . .
 . # O f . .
. . . S . . .
 . . . . . .
. . . . . . .
"""


def test_movement_example_from_the_seed():
    # The green War Host may enter the forest (1) but stops there; it moves 1 or 2 hexes through the
    # plains and may attack; it may not enter the occupied hex (3) or the impassable one (4).
    legend = {"S": S_HOST_G, "L": ("lannister", "lannisport_guard", "green"), "O": ("stark", "war_host", "green"),
              "f": "forest", "#": "river"}
    state, u, reach = _reach(MOVEMENT_EXAMPLE, legend)
    forest, occupied, river = (hex_of(MOVEMENT_EXAMPLE, c) for c in "fO#")
    assert forest in reach and occupied not in reach and river not in reach
    from tactical.hexgrid import grid_for
    grid = grid_for(7, 7)
    beyond_forest = [n for n in grid.neighbours(forest) if grid.distance(u.hex, n) == 2]
    assert all(reach.get(n, [None])[0] != forest for n in beyond_forest)   # no path goes on through the forest
    assert all(grid.distance(u.hex, h) <= 2 for h in reach)
    assert any(grid.distance(u.hex, h) == 2 for h in reach)


ROAD = """
. . . . . . .
 . . . . . .
r r r r S . .
 . . . . . .
. . . . . . .
"""


def test_road_bonus_one_extra_hex_when_moving_only_on_road():
    legend = {"S": S_HOST_G, "r": "road"}
    state, u, _ = _reach(ROAD, legend)
    state.terrain[u.hex] = "road"
    costs = reachable_costs(state, u.id)
    from tactical.hexgrid import grid_for
    grid = grid_for(7, 5)
    far = grid.index(1, 2)                                   # three road hexes west
    assert far in costs and costs[far][1] == 2               # the extra hex still allows the attack
    assert grid.index(0, 2) not in costs
    off_road = grid.index(3, 0)
    assert grid.distance(u.hex, off_road) == 2 and off_road in costs


FORD = """
. . . . .
 . . . .
. ~ F ~ .
 . S . .
. . . . .
"""


def _ford_battle(kind):
    state = battle(FORD, {"S": ("stark", kind, "green"), "~": "river", "F": "plains"})
    ford = hex_of(FORD, "F")
    state.terrain[ford], state.overlay[ford] = "river", "ford"
    u = state.units[0]
    order(state, u.id)
    return state, u


def test_ford_stops_infantry():
    state, u = _ford_battle("war_host")
    from tactical.hexgrid import grid_for
    rows = {grid_for(5, 5).coords[h][1] for h in reachable(state, u.id)}
    assert 2 in rows and min(rows) == 2                     # into the ford, and no further


def test_ford_costs_cavalry_one_hex_of_movement():
    state, u = _ford_battle("winterfell_riders")           # green riders: move 3
    from tactical.hexgrid import grid_for
    rows = {grid_for(5, 5).coords[h][1] for h in reachable(state, u.id)}
    assert 1 in rows and 0 not in rows                      # ford (1 + 1 penalty), then one more hex


def test_units_cannot_enter_fire_nor_leave_a_burning_hex():
    board = """
. . . . .
 . . . .
. . S . .
 . . . .
. . . . .
"""
    state = battle(board, {"S": S_HOST_G})
    u = state.units[0]
    from tactical.hexgrid import grid_for
    n = grid_for(5, 5).neighbours(u.hex)[0]
    state.fire[n] = 1
    order(state, u.id)
    assert n not in reachable(state, u.id)
    state.fire[u.hex] = 1
    assert reachable(state, u.id) == {}


def test_moving_an_engaged_unit_offers_the_enemy_a_disengage_strike(monkeypatch):
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    from tactical.rules.state import Engagement
    from tests.tactical.boards import fixed_dice
    state = battle(board, {"S": S_HOST_G, "L": ("lannister", "lannisport_guard", "green")})
    s, l = state.units[1], state.units[0]
    state.engagements.append(Engagement(l.hex, s.hex, "lannister"))
    order(state, s.id)
    from tactical.hexgrid import grid_for
    dest = grid_for(5, 5).index(2, 4)
    with fixed_dice(monkeypatch, "green", "morale"):
        engine.apply_in_place(state, Move(s.id, dest))
        assert engine.decision_kind(state) == "strike" and engine.current_player(state) == "lannister"
        engine.apply_in_place(state, Choose(True))
    assert s.hex == dest and s.figures == 3 and not state.engagements


ROAD_ATTACK = """
. . . . . . .
 . L . . . .
. r r r S . .
 . . . . . .
. . . . . . .
"""


def test_road_bonus_lets_a_move_1_and_attack_unit_move_2_along_the_road_and_attack():
    # A blue War Host ("move 1 and attack, or move 2") moving only along the road gets one extra hex:
    # two road hexes and it may still attack; three hexes is its "move 2" plus the road hex, no attack.
    legend = {"S": ("stark", "war_host", "blue"), "L": ("lannister", "lannisport_guard", "green"), "r": "road"}
    state = battle(ROAD_ATTACK, legend)
    s, l = state.unit_at(hex_of(ROAD_ATTACK, "S")), state.unit_at(hex_of(ROAD_ATTACK, "L"))
    state.terrain[s.hex] = "road"
    order(state, s.id)
    from tactical.hexgrid import grid_for
    grid = grid_for(7, 5)
    two, three = grid.index(2, 2), grid.index(1, 2)
    costs = reachable_costs(state, s.id)
    assert costs[two][1] == 1 and costs[three][1] == 2
    engine.apply_in_place(state, Move(s.id, two))
    assert engine.decision_kind(state) == "attack"
    from tactical.rules.actions import Attack
    assert Attack(s.id, l.id) in engine.legal_actions(state)


def test_every_ordered_unit_moves_before_any_attacks():
    board = """
. . . . .
 . L . .
. . S T .
 . . . .
. . . . .
"""
    legend = {"S": S_HOST_G, "T": S_HOST_G, "L": ("lannister", "lannisport_guard", "green")}
    state = battle(board, legend)
    s, t = state.unit_at(hex_of(board, "S")), state.unit_at(hex_of(board, "T"))
    order(state, s.id, t.id)
    from tactical.rules.actions import Attack, Hold
    assert not [a for a in engine.legal_actions(state) if isinstance(a, Attack)]   # S is next to L, but T has not moved
    engine.apply_in_place(state, Hold(s.id))
    assert not [a for a in engine.legal_actions(state) if isinstance(a, Attack)]
    engine.apply_in_place(state, Hold(t.id))
    assert engine.decision_kind(state) == "attack"
