"""The combat sequence, tested with the rulebook's worked examples and numbers (seed 003)."""
from __future__ import annotations

import pytest

from tactical.hexgrid import grid_for
from tactical.rules import engine
from tactical.rules.actions import Attack, Choose, Reroll
from tactical.rules.units import capture_value
from tests.tactical.boards import battle, fixed_dice, hex_of, order

S_HOST_G = ("stark", "war_host", "green")
S_HOST_B = ("stark", "war_host", "blue")
L_CAV_B = ("lannister", "casterly_rock_cavaliers", "blue")
L_GUARD_G = ("lannister", "lannisport_guard", "green")
L_PLAIN_G = ("lannister", "westerlands_archers", "green")       # no keyword that changes a melee defence

DUEL = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""


def _attack(state, a, t):
    engine.apply_in_place(state, Attack(a.id, t.id))


def test_valor_does_not_hit_cavalry_seed_example(monkeypatch):
    # Yann's green War Host attacks blue Casterly Rock Cavaliers: valor + red shield = no hit.
    state = battle(DUEL, {"S": S_HOST_G, "L": L_CAV_B})
    s, l = state.units[1], state.units[0]
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "valor", "red"):
        _attack(state, s, l)
    assert l.figures == 3 and l.hex == hex_of(DUEL, "L")


def test_hits_example_valor_and_matching_shield(monkeypatch):
    # A blue War Host rolls 3 dice against a green target: valor, green, blue -> 2 hits.
    state = battle(DUEL, {"S": S_HOST_B, "L": L_PLAIN_G})
    s, l = state.units[1], state.units[0]
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "valor", "green", "blue"):
        _attack(state, s, l)
    assert l.figures == 2


def test_each_flag_retreats_one_hex_toward_the_owners_edge(monkeypatch):
    state = battle(DUEL, {"S": S_HOST_G, "L": L_PLAIN_G})
    s, l = state.units[1], state.units[0]
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "morale", "blue"):
        _attack(state, s, l)
    # two hexes toward the north edge are free: Lannister chooses
    assert engine.decision_kind(state) == "retreat" and engine.current_player(state) == "lannister"
    options = engine.legal_actions(state)
    grid = grid_for(5, 5)
    assert sorted(grid.coords[a.hex] for a in options) == [(1, 0), (2, 0)]
    engine.apply_in_place(state, options[0])
    assert grid_for(5, 5).coords[l.hex][1] == 0          # now on the edge row
    assert state.engagement_of(l.hex) is None             # retreating ends the engagement


BLOCKED = """
. . . . .
 x X ~ .
. . L . .
 . S . .
. . . . .
"""


def test_blocked_retreat_becomes_hits_seed_example(monkeypatch):
    # Both retreat hexes are blocked (a unit, a river): one flag = one hit.
    state = battle(BLOCKED, {"S": S_HOST_G, "L": L_PLAIN_G, "X": ("lannister", "lannisport_guard", "green"),
                             "x": "plains", "~": "river"})
    s = state.unit_at(hex_of(BLOCKED, "S"))
    l = state.unit_at(hex_of(BLOCKED, "L"))
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "morale", "blue"):
        _attack(state, s, l)
    assert l.hex == hex_of(BLOCKED, "L") and l.figures == 3


PARTIAL = """
. ~ ~ ~ .
 . . . .
. . L . .
 . S . .
. . . . .
"""


def test_partial_retreat_goes_as_far_as_possible_then_takes_hits(monkeypatch):
    # Two flags: the first step is free, the second runs into rivers -> 1 hex and 1 hit.
    state = battle(PARTIAL, {"S": S_HOST_G, "L": L_PLAIN_G, "~": "river"})
    s = state.unit_at(hex_of(PARTIAL, "S"))
    l = state.unit_at(hex_of(PARTIAL, "L"))
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "morale", "morale"):
        _attack(state, s, l)
        while engine.decision_kind(state) == "retreat":
            engine.apply_in_place(state, engine.legal_actions(state)[0])
    from tactical.hexgrid import grid_for
    assert grid_for(5, 5).coords[l.hex][1] == 1
    assert l.figures == 3


def test_jaime_capture_value_three_seed_example(monkeypatch):
    # Jaime (Kingslayer) has capture value 3: once his three other figures are gone, only an
    # attack of 3 or more hits captures him.
    board = DUEL
    state = battle(board, {"S": ("stark", "war_host", "red"), "L": ("lannister", "@jaime_kingslayer", "green")})
    jaime = state.units[0]
    s = state.units[1]
    assert jaime.commander == "jaime_kingslayer" and jaime.figures == 4
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "green", "blue"):
        _attack(state, s, jaime)
    assert jaime.figures == 1                              # the three other figures fall; Jaime stands
    while engine.decision_kind(state) == "counter":
        engine.apply_in_place(state, Choose(False))
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "blue", "blue"):
        _attack(state, s, jaime)
    assert jaime.hex >= 0 and jaime.figures == 1           # 2 hits in one attack are not enough
    while engine.decision_kind(state) == "counter":
        engine.apply_in_place(state, Choose(False))
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "valor", "blue"):
        _attack(state, s, jaime)
    assert jaime.hex == -1 and "jaime_kingslayer" in state.sides["stark"].captured_commanders
    assert state.sides["lannister"].commanders["jaime_kingslayer"].captured


FLANK = """
. . . . .
 A L B .
. . . . .
 . . . .
. . . . .
"""


def test_flanking_an_engaged_target_rerolls_every_die_of_one_symbol(monkeypatch):
    legend = {"A": S_HOST_G, "B": S_HOST_B, "L": L_PLAIN_G}
    state = battle(FLANK, legend)
    a, l, b = (state.unit_at(hex_of(FLANK, c)) for c in "ALB")
    order(state, a.id, b.id, stage="attack")
    with fixed_dice(monkeypatch, "red", "red"):
        _attack(state, a, l)                              # A engages L
    assert state.engagement_of(l.hex).house == "stark"
    with fixed_dice(monkeypatch, "blue", "blue", "red", "green", "green"):
        _attack(state, b, l)                              # B flanks: no new token, a reroll
        assert engine.decision_kind(state) == "reroll"
        assert set(engine.legal_actions(state)) == {Reroll(""), Reroll("blue"), Reroll("red")}
        engine.apply_in_place(state, Reroll("blue"))      # both blues rerolled: green, green
    assert l.figures == 2
    assert len([e for e in state.engagements if e.touches(l.hex)]) == 1


COUNTER = """
. . . . .
 . X C .
. F S F .
 . . . .
. . . . .
"""


def test_counter_attack_seed_example(monkeypatch):
    # Yann's War Host, engaged with X and Bold beside two friends, is flanked by Marie's Cavaliers
    # which neither eliminate it nor make it retreat; it counter-attacks with its usual dice, stays
    # engaged with X, suffers no disengage strike, and cannot advance when the Cavaliers retreat.
    legend = {"S": S_HOST_B, "F": ("stark", "war_host", "green"), "X": L_GUARD_G, "C": ("lannister", "casterly_rock_cavaliers", "green")}
    state = battle(COUNTER, legend)
    s, x, c = (state.unit_at(hex_of(COUNTER, ch)) for ch in "SXC")
    from tactical.rules.state import Engagement
    state.engagements.append(Engagement(x.hex, s.hex, "lannister"))
    order(state, c.id, stage="attack")
    with fixed_dice(monkeypatch, "red", "green", "morale", "morale", "morale"):
        _attack(state, c, s)                              # flank: green cavalry, 2 dice: red + green miss a blue unit
        assert engine.decision_kind(state) == "reroll"
        engine.apply_in_place(state, Reroll(""))
        assert engine.decision_kind(state) == "counter" and engine.current_player(state) == "stark"
        engine.apply_in_place(state, Choose(True))        # 3 dice (blue War Host): three flags
        while engine.decision_kind(state) == "retreat":
            engine.apply_in_place(state, engine.legal_actions(state)[0])
    assert s.hex == hex_of(COUNTER, "S") and s.figures == 4
    assert state.engagement_of(s.hex).other(s.hex) == x.hex     # still engaged with X
    from tactical.hexgrid import grid_for
    assert grid_for(5, 5).coords[c.hex][1] == 0                 # the Cavaliers fell back
    assert engine.decision_kind(state) != "advance"


def test_melee_places_an_engagement_token_but_ranged_does_not(monkeypatch):
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . A . .
"""
    state = battle(board, {"S": S_HOST_G, "L": L_GUARD_G, "A": ("stark", "northmen_archers", "green")})
    s, l, a = (state.unit_at(hex_of(board, ch)) for ch in "SLA")
    order(state, a.id, stage="attack")
    assert l.id not in [x.target for x in engine.legal_actions(state) if isinstance(x, Attack)]  # S blocks the view
    state.turn = None
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "red", "red"):
        _attack(state, s, l)
    e = state.engagement_of(s.hex)
    assert e is not None and e.house == "stark" and e.other(s.hex) == l.hex


def test_an_engaged_unit_attacking_elsewhere_suffers_a_disengage_strike(monkeypatch):
    board = """
. . . . .
 . L M .
. . S . .
 . . . .
. . . . .
"""
    legend = {"S": S_HOST_G, "L": L_GUARD_G, "M": ("lannister", "lannisport_guard", "blue")}
    state = battle(board, legend)
    s, l, m = (state.unit_at(hex_of(board, ch)) for ch in "SLM")
    from tactical.rules.state import Engagement
    state.engagements.append(Engagement(l.hex, s.hex, "lannister"))
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "morale", "blue", "red", "red"):
        _attack(state, s, m)
        assert engine.decision_kind(state) == "strike" and engine.current_player(state) == "lannister"
        engine.apply_in_place(state, Choose(True))        # L strikes: green hits, the flag is ignored
    assert s.figures == 3 and s.hex == hex_of(board, "S")
    assert state.engagement_of(s.hex).other(s.hex) == m.hex  # now engaged with M


def test_building_gives_cover_unless_engaged_under_its_own_token(monkeypatch):
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    state = battle(board, {"S": S_HOST_B, "L": L_GUARD_G}, )
    s, l = state.units[1], state.units[0]
    state.overlay[l.hex] = "building"
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "green", "green", "blue"):
        _attack(state, s, l)                              # 2 hits, cover 1 -> 1
    assert l.figures == 3
    from tactical.rules.combat import cover
    state.engagement_of(l.hex).house = "lannister"         # engaged under its own token: no cover
    assert cover(state, l) == 0


def test_terrain_caps_the_dice_before_modifiers():
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    from tactical.rules.combat import attack_dice
    state = battle(board, {"S": ("stark", "war_host", "red"), "L": L_GUARD_G})
    s, l = state.units[1], state.units[0]
    assert attack_dice(state, s.id, l.id) == 4
    state.terrain[l.hex] = "forest"
    assert attack_dice(state, s.id, l.id) == 2             # at most 2 dice against a unit in a forest
    state.terrain[l.hex] = "hills"
    assert attack_dice(state, s.id, l.id) == 3             # at most 3 against hills ...
    state.terrain[s.hex] = "hills"
    assert attack_dice(state, s.id, l.id) == 4             # ... unless the attacker is on hills too


def test_heavy_armor_defends_one_rank_higher_and_red_ignores_valor():
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    from tactical.rules.combat import is_hit
    state = battle(board, {"S": S_HOST_G, "L": ("lannister", "heavy_infantry", "green")})
    s, l = state.units[1], state.units[0]
    assert not is_hit(state, s, l, "green") and is_hit(state, s, l, "blue") and is_hit(state, s, l, "valor")
    l.rank = "red"
    assert is_hit(state, s, l, "red") and not is_hit(state, s, l, "valor")


def test_a_loyal_unit_may_ignore_its_first_flag_and_counter_attack(monkeypatch):
    # Kevan Lannister's unit is Loyal (and Heavy Armor: it defends as blue).
    state = battle(DUEL, {"S": S_HOST_G, "L": ("lannister", "@kevan_trusted_captain", "green")})
    s, l = state.units[1], state.units[0]
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "morale", "green", "blue", "blue"):
        _attack(state, s, l)
        assert engine.decision_kind(state) == "bold" and engine.current_player(state) == "lannister"
        engine.apply_in_place(state, Choose(True))
        assert engine.decision_kind(state) == "counter"
        engine.apply_in_place(state, Choose(True))       # Kevan's green unit: 2 dice, blue + blue miss
    assert l.hex == hex_of(DUEL, "L") and l.figures == 4 and s.figures == 4


def test_cover_and_endurance_add_up_seed_example(monkeypatch):
    # "A unit with Cover 1 that also had Endurance 1 would ignore two hits": Eddard's unit (Endurance 1)
    # in a building (Cover 1) takes 3 hits and loses 1 figure.
    state = battle(DUEL, {"S": ("stark", "@eddard_warden_of_the_north", "blue"), "L": ("lannister", "lannisport_guard", "red")})
    s, l = state.units[1], state.units[0]
    state.terrain[s.hex] = "building"
    order(state, l.id, stage="attack")
    with fixed_dice(monkeypatch, "blue", "blue", "blue", "green"):
        _attack(state, l, s)
    assert s.figures == 3


def test_a_counter_attack_cannot_be_countered_in_return(monkeypatch):
    # Maege's unit (Bold) attacks Kevan's (Loyal); Kevan counter-attacks; Maege may not counter again.
    state = battle(DUEL, {"S": ("stark", "@maege_lady_of_bear_island", "blue"),
                          "L": ("lannister", "@kevan_trusted_captain", "green")})
    s, l = state.units[1], state.units[0]
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, "blue", "green", "green", "red", "red"):
        _attack(state, s, l)                              # Kevan defends as blue (Heavy Armor): 1 hit
        assert engine.decision_kind(state) == "counter" and engine.current_player(state) == "lannister"
        engine.apply_in_place(state, Choose(True))        # 2 dice: red, red miss a blue unit
    assert l.figures == 3 and s.figures == 4
    assert engine.decision_kind(state) != "counter" and state.combat == []


def test_a_counter_attack_rolls_the_unit_card_dice_without_attack_modifiers():
    # Jaime (Kingslayer) rolls 1 extra die when he attacks in melee, but not when he counter-attacks
    # or strikes at a disengaging unit: those roll the order chart's dice.
    from tactical.rules.combat import attack_dice
    state = battle(DUEL, {"S": S_HOST_G, "L": ("lannister", "@jaime_kingslayer", "green")})
    s, jaime = state.units[1], state.units[0]
    assert attack_dice(state, jaime.id, s.id) == 3
    assert attack_dice(state, jaime.id, s.id, "counter") == 2
    assert attack_dice(state, jaime.id, s.id, "strike") == 2


def test_a_unit_forced_to_retreat_suffers_no_disengage_strike(monkeypatch):
    board = """
. . . . .
 . L M .
. . S . .
 . . . .
. . . . .
"""
    legend = {"S": S_HOST_G, "L": L_GUARD_G, "M": ("lannister", "lannisport_guard", "blue")}
    state = battle(board, legend)
    s, l, m = (state.unit_at(hex_of(board, ch)) for ch in "SLM")
    from tactical.rules.state import Engagement
    state.engagements.append(Engagement(s.hex, l.hex, "stark"))
    order(state, m.id, stage="attack")
    kinds = []
    with fixed_dice(monkeypatch, "morale", "blue", "blue"):
        _attack(state, m, s)                              # M flanks S: a flag, no hit
        while state.combat:
            kinds.append(engine.decision_kind(state))
            engine.apply_in_place(state, engine.legal_actions(state)[0])
    assert "strike" not in kinds and s.hex != hex_of(board, "S") and s.figures == 4
    assert state.engagement_of(l.hex) is None             # the retreat broke the engagement, with no penalty


def test_a_unit_in_a_fire_cannot_strike_at_a_disengaging_enemy():
    board = """
. . . . .
 . L . .
. . S . .
 . . . .
. . . . .
"""
    from tactical.hexgrid import grid_for
    from tactical.rules.actions import Move
    from tactical.rules.state import Engagement
    state = battle(board, {"S": S_HOST_G, "L": L_GUARD_G})
    s, l = state.units[1], state.units[0]
    state.engagements.append(Engagement(l.hex, s.hex, "lannister"))
    state.fire[l.hex] = 1
    order(state, s.id)
    dest = grid_for(5, 5).index(2, 4)
    engine.apply_in_place(state, Move(s.id, dest))
    assert s.hex == dest and not state.engagements and engine.decision_kind(state) != "strike"


def test_an_engaged_ranged_unit_may_shoot_only_the_unit_it_is_engaged_with():
    board = """
. . M . .
 . . . .
. . L . .
 . A . .
. . . . .
"""
    from tactical.rules.combat import attack_targets
    from tactical.rules.state import Engagement
    state = battle(board, {"A": ("stark", "northmen_archers", "green"), "L": L_GUARD_G, "M": L_GUARD_G})
    a, l, m = (state.unit_at(hex_of(board, ch)) for ch in "ALM")
    home, l.hex = l.hex, -1                               # first without L: M is in range and in sight
    assert attack_targets(state, a.id) == [m.id]
    l.hex = home
    state.engagements.append(Engagement(l.hex, a.hex, "lannister"))
    assert attack_targets(state, a.id) == [l.id]


HILL_VIEW = """
. . . . . . .
 . . L . . .
. . . X . . .
 . . . A . .
. . . . . . .
"""


def test_ranged_units_on_hills_see_over_units_but_not_blocking_terrain():
    from tactical.rules.combat import attack_targets
    state = battle(HILL_VIEW, {"A": ("stark", "northmen_archers", "green"), "L": L_GUARD_G,
                               "X": ("stark", "war_host", "green")})
    a, l = state.unit_at(hex_of(HILL_VIEW, "A")), state.unit_at(hex_of(HILL_VIEW, "L"))
    assert l.id not in attack_targets(state, a.id)        # the War Host in between blocks the line
    state.terrain[a.hex] = "hills"
    assert l.id in attack_targets(state, a.id)            # from the hill the archers shoot over it
    state.terrain[hex_of(HILL_VIEW, "X")] = "forest"
    assert l.id not in attack_targets(state, a.id)        # but a forest still blocks


def test_range_counts_the_target_hex_but_not_the_attackers():
    from tactical.hexgrid import grid_for
    from tactical.rules.combat import attack_targets
    board = """
M . . . .
 . . . .
L . . . .
 . . . .
. . . . .
 . . . .
A . . . .
"""
    state = battle(board, {"A": ("stark", "northmen_archers", "green"), "L": L_GUARD_G, "M": L_GUARD_G})
    a, l, m = (state.unit_at(hex_of(board, ch)) for ch in "ALM")
    grid = grid_for(5, 7)
    assert grid.distance(a.hex, l.hex) == 4 and grid.distance(a.hex, m.hex) == 6
    home, l.hex = l.hex, -1
    assert attack_targets(state, a.id) == []              # 6 hexes: out of range 4
    l.hex = home
    assert attack_targets(state, a.id) == [l.id]          # 4 hexes: in range


JAIME_AT_HIS_EDGE = """
. . L . .
 . . S .
. . . . .
 . . . .
. . . . .
"""


@pytest.mark.parametrize("faces, captured", [
    (("green", "green", "morale", "blue"), True),    # 2 hits + 1 flag he cannot retreat from: 3 in one attack
    (("morale", "morale", "morale", "blue"), True),  # 3 flags he cannot retreat from
    (("green", "morale", "blue", "blue"), False),    # 1 hit + 1 flag: 2, below his capture value
])
def test_capture_counts_every_hit_of_one_attack_seed_rule(monkeypatch, faces, captured):
    # Seed 003, "Capturer un commandant": the capture value says "combien de touches doivent être
    # infligées en une seule attaque". A flag the unit cannot retreat from is a hit of the same attack
    # ("Retraite": the steps not taken become hits), so it adds to the dice's hits.
    state = battle(JAIME_AT_HIS_EDGE, {"S": ("stark", "war_host", "red"), "L": ("lannister", "@jaime_kingslayer", "green")})
    jaime, s = state.units[0], state.units[1]
    assert grid_for(5, 5).distance(jaime.hex, s.hex) == 1 and grid_for(5, 5).coords[jaime.hex][1] == 0
    assert capture_value(jaime) == 3
    jaime.figures = 1                                     # his three other figures already fell
    order(state, s.id, stage="attack")
    with fixed_dice(monkeypatch, *faces):
        _attack(state, s, jaime)
        while engine.decision_kind(state) in ("bold", "counter"):
            engine.apply_in_place(state, Choose(False))
    assert (jaime.hex == -1) is captured
    assert state.sides["lannister"].commanders["jaime_kingslayer"].captured is captured
