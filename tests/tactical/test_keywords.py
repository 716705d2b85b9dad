"""Keywords and commander abilities (seed 003, "Mots clé"): War Dogs, Pursue, Advance with roads,
Unwieldy, commit abilities, and counter-attacks from a ford."""
from __future__ import annotations

from tactical.hexgrid import grid_for
from tactical.rules import engine
from tactical.rules.actions import AdvanceTo, Attack, Choose, Commit, Pass, Select, WarDogs
from tactical.rules.combat import attack_dice, dogs_targets
from tests.tactical.boards import battle, fixed_dice, hex_of, order

DOGS = """
. . . . . . .
 . . . . . .
. . L . . . .
 . . W . . .
. . . K . . .
 . . . . . .
. . . . . . .
"""
DOG_LEGEND = {"K": ("stark", "kennelmasters", "green"), "W": ("stark", "war_host", "green"),
              "L": ("lannister", "westerlands_archers", "green")}


def _dogs(monkeypatch, *faces, board=DOGS, legend=DOG_LEGEND):
    state = battle(board, legend)
    k, l = state.unit_at(hex_of(board, "K")), state.unit_at(hex_of(board, "L"))
    order(state, k.id, stage="attack")
    with fixed_dice(monkeypatch, *faces):
        engine.apply_in_place(state, WarDogs(k.id, l.id))
    return state, k, l


def test_war_dogs_see_past_friends_but_not_adjacent_targets(monkeypatch):
    state = battle(DOGS, DOG_LEGEND)
    k, l, w = (state.unit_at(hex_of(DOGS, c)) for c in "KLW")
    assert grid_for(7, 7).distance(k.hex, l.hex) == 2
    assert l.id in dogs_targets(state, k.id)            # the friendly War Host in between does not block
    state.terrain[w.hex] = "river"                       # a river hex blocks the dogs' line of sight
    w.hex = -1
    assert l.id not in dogs_targets(state, k.id)


def test_war_dogs_rank_die_green_attacks_as_a_green_unit(monkeypatch):
    state, k, l = _dogs(monkeypatch, "green", "green", "valor")   # rank die, then 2 dice for green
    assert l.figures == 2                                           # green target: green + valor hit


def test_war_dogs_valor_is_one_automatic_hit_and_flag_one_retreat(monkeypatch):
    state, k, l = _dogs(monkeypatch, "valor")
    assert l.figures == 3
    state, k, l = _dogs(monkeypatch, "morale")
    while engine.decision_kind(state) == "retreat":
        engine.apply_in_place(state, engine.legal_actions(state)[0])
    assert l.figures == 4 and grid_for(7, 7).coords[l.hex][1] == 1


PURSUE = """
. . . . . . .
 . . M . . .
. . . L . . .
 . . R . . .
. . . . . . .
 . . . . . .
. . . . . . .
"""


def test_pursue_moves_into_the_vacated_hex_and_attacks_again(monkeypatch):
    legend = {"R": ("stark", "winterfell_riders", "green"), "L": ("lannister", "westerlands_archers", "green"),
              "M": ("lannister", "westerlands_archers", "green")}
    board = PURSUE
    state = battle(board, legend)
    r, l, m = (state.unit_at(hex_of(board, c)) for c in "RLM")
    vacated = l.hex
    l.figures = 2
    order(state, r.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "red", "blue"):
        engine.apply_in_place(state, Attack(r.id, l.id))      # eliminated
        assert engine.decision_kind(state) == "advance"
        assert engine.legal_actions(state)[0] == AdvanceTo(vacated)
        engine.apply_in_place(state, AdvanceTo(vacated))
        assert engine.decision_kind(state) == "pursue"
        assert Attack(r.id, m.id) in engine.legal_actions(state)
        engine.apply_in_place(state, Attack(r.id, m.id))
    assert r.hex == vacated and m.figures == 4                  # red + blue miss a green target


def test_advance_takes_a_second_hex_only_along_the_road(monkeypatch):
    board = """
. . . . . . M
 . . r . . .
. . . L . . .
 . . H . . .
. . . . . . .
"""
    legend = {"H": ("stark", "war_host", "green"), "L": ("lannister", "westerlands_archers", "green"), "r": "road",
              "M": ("lannister", "westerlands_archers", "green")}
    state = battle(board, legend)
    h, l = state.unit_at(hex_of(board, "H")), state.unit_at(hex_of(board, "L"))
    state.terrain[l.hex] = "road"
    l.figures = 1
    order(state, h.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green"):
        engine.apply_in_place(state, Attack(h.id, l.id))
    vacated = hex_of(board, "L")
    engine.apply_in_place(state, AdvanceTo(vacated))
    options = engine.legal_actions(state)
    assert AdvanceTo(hex_of(board, "r")) in options             # the road's extra hex
    assert len([a for a in options if isinstance(a, AdvanceTo)]) == 1


def test_unwieldy_archers_roll_one_die_fewer_after_moving():
    board = """
. . . . . . .
 . . L . . .
. . . . . . .
 . . . . . .
. . . A . . .
"""
    from tactical.rules.actions import Move
    state = battle(board, {"A": ("stark", "northmen_archers", "blue"), "L": ("lannister", "lannisport_guard", "green")})
    a, l = state.unit_at(hex_of(board, "A")), state.unit_at(hex_of(board, "L"))
    order(state, a.id)
    assert attack_dice(state, a.id, l.id) == 3
    engine.apply_in_place(state, Move(a.id, grid_for(7, 5).index(3, 3)))
    assert attack_dice(state, a.id, l.id) == 2


def test_a_commit_that_orders_a_unit_is_a_free_activation(monkeypatch):
    board = """
. . . . . . .
 . . L . . .
. . . . . . .
 . . R H . .
. . . . . . .
"""
    legend = {"R": ("stark", "@robb_young_wolf", "blue"), "H": ("stark", "war_host", "green"),
              "L": ("lannister", "lannisport_guard", "green")}
    state = battle(board, legend)
    h = state.unit_at(hex_of(board, "H"))
    engine.apply_in_place(state, Commit("robb_young_wolf"))
    assert engine.decision_kind(state) == "select" and Select(h.id) in engine.legal_actions(state)
    engine.apply_in_place(state, Select(h.id))
    while state.turn is not None:
        engine.apply_in_place(state, next(a for a in engine.legal_actions(state) if type(a).__name__ in ("Hold", "Done")))
    assert state.active == "stark" and engine.decision_kind(state) == "turn"    # still Stark's turn
    assert state.sides["stark"].commanders["robb_young_wolf"].committed
    assert Commit("robb_young_wolf") not in engine.legal_actions(state)


def test_counter_attacks_from_a_ford_roll_at_most_two_dice():
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    state = battle(board, {"S": ("stark", "war_host", "red"), "L": ("lannister", "lannisport_guard", "green")})
    s, l = state.units[1], state.units[0]
    state.overlay[s.hex] = "ford"
    assert attack_dice(state, s.id, l.id, "counter") == 2
    assert attack_dice(state, s.id, l.id) == 4


def test_holding_an_objective_scores_each_round_and_can_win_at_once():
    board = """
. . . . .
 . . . .
. . S . .
 . . . .
. . . . L
"""
    victory = {"objectives": [{"id": "ford", "name": "The ford", "hexes": [[2, 2]]}],
               "victory": {"vp": [{"kind": "objective", "objective": "ford", "vp": 2}],
                           "instant": [{"kind": "vp", "house": "stark", "value": 4}]}}
    state = battle(board, {"S": ("stark", "war_host", "green"), "L": ("lannister", "lannisport_guard", "green")},
                   **victory)
    from tactical.rules.victory import update_control
    update_control(state)
    assert state.control["ford"] == "stark"
    engine.apply_in_place(state, Pass())
    engine.apply_in_place(state, Pass())
    assert state.sides["stark"].vp == 2 and state.round == 2
    state.active = state.first
    while engine.decision_kind(state) == "turn":
        engine.apply_in_place(state, Pass())
    assert state.phase == "over" and state.winner == "stark" and state.result == "vp" and state.result_data["value"] == 4


def test_an_engaged_kennelmaster_cannot_loose_the_dogs(monkeypatch):
    # An engaged unit may attack only the unit it is engaged with (adjacent): no War Dogs at 2-3 hexes.
    board = """
. . . . . . .
 . . . . . .
. . L . . . .
 . . . . . .
. . . K M . .
 . . . . . .
. . . . . . .
"""
    legend = {"K": ("stark", "kennelmasters", "green"), "L": ("lannister", "westerlands_archers", "green"),
              "M": ("lannister", "lannisport_guard", "green")}
    state = battle(board, legend)
    k, l, m = (state.unit_at(hex_of(board, c)) for c in "KLM")
    assert l.id in dogs_targets(state, k.id)
    from tactical.rules.state import Engagement
    state.engagements.append(Engagement(m.hex, k.hex, "lannister"))
    assert dogs_targets(state, k.id) == []
    order(state, k.id, stage="attack")
    legal = engine.legal_actions(state)
    assert not [a for a in legal if isinstance(a, WarDogs)] and Attack(k.id, m.id) in legal


def test_cavalry_pursuing_through_a_ford_loses_a_hex(monkeypatch):
    # The Smalljon's riders (Pursue 2) clear a unit standing in a ford: the ford is their first pursue
    # hex and costs them one hex for the rest of the move, so they stop there (and may still attack).
    board = """
. . . . .
 . M . .
~ ~ F ~ ~
 . J . .
. . . . .
"""
    legend = {"J": ("stark", "@smalljon_the_smalljon", "green"), "F": ("lannister", "westerlands_archers", "green"),
              "M": ("lannister", "westerlands_archers", "green"), "~": "river"}
    state = battle(board, legend)
    j, f, m = (state.unit_at(hex_of(board, c)) for c in "JFM")
    ford = f.hex
    state.terrain[ford], state.overlay[ford] = "river", "ford"
    f.figures = 1
    order(state, j.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "blue", "blue", "blue"):
        engine.apply_in_place(state, Attack(j.id, f.id))
        engine.apply_in_place(state, AdvanceTo(ford))
        assert not [a for a in engine.legal_actions(state) if isinstance(a, AdvanceTo)]
        assert engine.decision_kind(state) == "pursue" and Attack(j.id, m.id) in engine.legal_actions(state)


def test_no_advance_onto_a_bridge(monkeypatch):
    board = """
. . . . .
 . L . .
. . H . .
 . . . .
. . . . .
"""
    state = battle(board, {"H": ("stark", "war_host", "green"), "L": ("lannister", "westerlands_archers", "green")})
    h, l = state.unit_at(hex_of(board, "H")), state.unit_at(hex_of(board, "L"))
    state.terrain[l.hex], state.overlay[l.hex] = "river", "stone_bridge"
    l.figures = 1
    order(state, h.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "blue"):
        engine.apply_in_place(state, Attack(h.id, l.id))
    assert l.hex == -1 and engine.decision_kind(state) != "advance" and h.hex == hex_of(board, "H")


def test_a_commit_whose_morale_routs_the_enemy_ends_the_battle_at_once():
    # Robb (King in the North) commits: +2 morale, then rally 2 units. The +2 reaches Lannister's Rout
    # space, so the battle is over before the rally (this used to crash on the finished turn).
    board = """
. . . . .
 . L . .
. . . . .
 . R . .
. . . . .
"""
    legend = {"R": ("stark", "@robb_king_in_the_north", "blue"), "L": ("lannister", "lannisport_guard", "green")}
    state = battle(board, legend)
    state.morale_rout["lannister"] = True
    state.morale = -8                                   # Lannister's space 9
    engine.apply_in_place(state, Commit("robb_king_in_the_north"))
    assert state.phase == "over" and state.winner == "stark" and state.result == "rout"


def test_war_dogs_loosed_from_a_building_roll_at_most_two_dice(monkeypatch):
    # The dogs' attack is a ranged attack: from a building it rolls at most 2 dice, even as a red unit.
    state = battle(DOGS, DOG_LEGEND)
    k, l = state.unit_at(hex_of(DOGS, "K")), state.unit_at(hex_of(DOGS, "L"))
    state.terrain[k.hex] = "building"
    assert attack_dice(state, k.id, l.id, "dogs", "red") == 2
    assert attack_dice(state, k.id, l.id, "attack", "red") == 4


BOLD = """
. . . . . . .
 . . . . L .
A a . . B b .
 . . . b . .
. . . . . . C
"""


def test_bold_is_gained_next_to_two_friendly_units_seed_example(monkeypatch):
    # Seed 003, "Hardi": B is Bold beside two friendly units, A beside only one is not, and C is Bold
    # because Maege Mormont (Lady of Bear Island) has Bold on her commander card.
    from tactical.rules.units import keyword

    host = ("stark", "war_host", "green")
    state = battle(BOLD, {"A": host, "a": host, "B": host, "b": host, "L": ("lannister", "lannisport_guard", "green"),
                          "C": ("stark", "@maege_lady_of_bear_island", "blue")})
    a, b, c, l = (state.unit_at(hex_of(BOLD, ch)) for ch in "ABCL")
    assert [keyword(state, u, "bold") for u in (a, b, c)] == [0, 1, 1]
    # the gained Bold works like the printed one: B ignores the first of two flags and retreats one hex
    order(state, l.id, stage="attack")
    with fixed_dice(monkeypatch, "morale", "morale"):
        engine.apply_in_place(state, Attack(l.id, b.id))
        assert engine.decision_kind(state) == "bold" and engine.current_player(state) == "stark"
        engine.apply_in_place(state, Choose(True))
    grid = grid_for(state.cols, state.rows)
    assert grid.coords[b.hex] == (4, 3) and b.figures == 4     # one hex toward the south edge, not two


def test_a_commit_s_bonus_is_for_the_turn_it_starts_and_lapses_with_a_pass():
    """The Greatjon's commit ("at the start of your turn: units ordered this turn are Bold and roll 1 extra
    die") orders nobody itself: its bonus waits for the token or card of that same turn. Passing instead
    ends the turn with nobody ordered, and the bonus lapses (it used to wait for a later turn, even in a
    later round)."""
    from tactical.rules.actions import Commit, Pass, UseOrderToken

    board = """
. . . . . . .
 . . . . . .
. . . . L . .
 . . . . . .
. . G W . . .
"""
    legend = {"L": ("lannister", "lannisport_guard", "green"), "W": ("stark", "war_host", "green"),
              "G": ("stark", "@greatjon_the_greatjon", "blue")}
    state = battle(board, legend)
    state.active = "stark"
    state.sides["stark"].tokens = {**{t: 0 for t in state.sides["stark"].tokens}, "green": 1}
    engine.apply_in_place(state, Commit("greatjon_the_greatjon"))
    assert state.sides["stark"].boosts and engine.current_player(state) == "stark"
    taken = state.clone()
    token = next(a for a in engine.legal_actions(taken) if isinstance(a, UseOrderToken))
    engine.apply_in_place(taken, token)
    assert "bold" in taken.turn.turn_effects and not taken.sides["stark"].boosts
    engine.apply_in_place(state, Pass())
    assert state.sides["stark"].boosts == []
