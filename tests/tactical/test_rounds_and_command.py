"""The round and the command phase (seed 003): gathering, advantage, order tokens, command cards,
zones of control, passing, Regroup's discard, victory at the round limit."""
from __future__ import annotations

import pytest

from tactical.catalog import load_catalog
from tactical.protocol import IllegalAction
from tactical.rules import engine, rounds
from tactical.rules.actions import Attack, Keep, MoraleToken, Move, Pass, PlayCard, Select, UseOrderToken
from tactical.rules.describe import render_event
from tactical.rules.events import EventLog
from tests.tactical.boards import battle, fixed_dice, hex_of, order

BOARD = """
. . . . . . .
 . L . . . M
. . . . . . .
 . . . . . .
. . A . . . .
 . @ B . . .
. . . . . . C
"""
LEGEND = {"L": ("lannister", "lannisport_guard", "green"), "M": ("lannister", "lannisport_guard", "blue"),
          "A": ("stark", "war_host", "green"), "B": ("stark", "war_host", "blue"),
          "C": ("stark", "war_host", "green"), "@": ("stark", "@maege_lady_of_bear_island", "blue")}


@pytest.fixture
def state():
    return battle(BOARD, LEGEND)


def _unit(state, ch):
    return state.unit_at(hex_of(BOARD, ch))


def test_gathering_example_three_dice_three_tokens(state, monkeypatch):
    # Yann rolls three dice (his order value) and takes the three matching order tokens.
    side = state.sides["stark"]
    side.order_value = 3
    with fixed_dice(monkeypatch, "green", "green", "valor"):
        rounds.gathering(state, "stark", EventLog())
    assert side.tokens["green"] == 2 and side.tokens["valor"] == 1 and sum(side.tokens.values()) == 3
    assert state.supply["green"] == 8


def test_drawing_reshuffles_the_discards_when_the_deck_runs_out(state):
    side = state.sides["stark"]
    side.hand, side.deck, side.discard = ["S01"], ["S02"], ["S03", "S04"]
    rounds.draw_cards(state, "stark", 3, EventLog())
    assert len(side.hand) == 4 and side.deck == [] and side.discard == []


def test_advantage_goes_to_more_command_tokens_then_momentum(state):
    state.sides["stark"].command_tokens, state.sides["lannister"].command_tokens = 2, 3
    rounds.mobilisation(state, EventLog())
    assert state.first == "lannister"
    state.sides["stark"].command_tokens = state.sides["lannister"].command_tokens = 2
    state.momentum = "stark"
    rounds.mobilisation(state, EventLog())
    assert state.first == "stark"


def test_order_tokens_match_the_rank_or_valor_or_two_identical(state):
    side = state.sides["stark"]
    a, b = _unit(state, "A"), _unit(state, "B")
    side.tokens.update(green=1, blue=0, red=2, valor=0, morale=0)
    legal = engine.legal_actions(state)
    assert UseOrderToken(a.id, "green") in legal
    assert UseOrderToken(b.id, "green") not in legal            # a green token cannot order a blue unit
    assert UseOrderToken(b.id, "red", 2) in legal               # two identical tokens order any unit
    engine.apply_in_place(state, UseOrderToken(b.id, "red", 2))
    assert side.tokens["red"] == 0 and not b.ready and engine.decision_kind(state) == "move"


def test_morale_token_gains_morale_or_rallies_a_unit_for_one_morale(state):
    side = state.sides["stark"]
    side.tokens["morale"] = 2
    engine.apply_in_place(state, MoraleToken(-1))
    from tactical.rules.morale import depth
    assert depth(state, "lannister") == 1
    a = _unit(state, "A")
    a.ready = False
    state.active = "stark"
    engine.apply_in_place(state, MoraleToken(a.id))
    assert a.ready and state.morale == 0


def test_a_card_orders_only_units_in_the_commanders_zone_of_control(state):
    card = load_catalog().cards["S04"]                      # 1 command token: order 3 green units
    side = state.sides["stark"]
    side.hand = [card.id]
    play = PlayCard(card.id, "maege_lady_of_bear_island", (0,), False)
    assert play in engine.legal_actions(state)
    engine.apply_in_place(state, play)
    selectable = {a.unit for a in engine.legal_actions(state) if isinstance(a, Select)}
    a, b, c = _unit(state, "A"), _unit(state, "B"), _unit(state, "C")
    assert a.id in selectable                   # green, next to Maege
    assert b.id not in selectable               # blue: not what the card orders
    assert c.id not in selectable               # green, but 4+ hexes from Maege: outside her zone of control
    assert side.commanders["maege_lady_of_bear_island"].tokens == card.commands[0].cost
    assert card.id in side.discard


def test_command_limit_caps_the_tokens_on_a_commander(state):
    side = state.sides["stark"]
    side.hand = ["S01", "S02"]
    side.commanders["maege_lady_of_bear_island"].tokens = 1          # Maege's command limit is 1
    assert not [a for a in engine.legal_actions(state) if isinstance(a, PlayCard)]


def test_passing_hands_the_phase_to_the_other_player_until_both_pass(state):
    engine.apply_in_place(state, Pass())
    assert state.active == "lannister" and state.sides["stark"].passed
    state.sides["lannister"].tokens["green"] = 1
    engine.apply_in_place(state, UseOrderToken(_unit(state, "L").id, "green"))
    while state.turn is not None:
        engine.apply_in_place(state, engine.legal_actions(state)[-1])
    assert state.active == "lannister"                                    # Stark has passed: Lannister goes on
    engine.apply_in_place(state, Pass())
    assert state.round == 2 or state.phase == "keep"


def test_regroup_keeps_at_most_one_card_and_one_token(state):
    side = state.sides["stark"]
    side.hand, side.tokens = ["S01", "S02", "S03"], {"green": 2, "blue": 1, "red": 0, "valor": 0, "morale": 1}
    state.sides["lannister"].hand = []
    engine.apply_in_place(state, Pass())
    engine.apply_in_place(state, Pass())
    assert engine.decision_kind(state) == "keep" and engine.current_player(state) == "stark"
    with pytest.raises(IllegalAction):
        engine.apply_in_place(state, Keep("S09", "green"))
    engine.apply_in_place(state, Keep("S02", "blue"))
    assert state.round == 2
    assert side.tokens["blue"] == 1 and side.tokens["green"] == 0 and side.tokens["morale"] == 0
    assert "S01" in side.discard and "S03" in side.discard


def test_an_illegal_action_raises_and_changes_nothing(state):
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, UseOrderToken(_unit(state, "A").id, "red"))
    assert "order unit" in str(err.value)
    assert state.to_dict() == before


def test_round_limit_ends_with_most_victory_points_then_morale(state):
    state.round = state.round_limit
    state.sides["lannister"].vp = 1
    engine.apply_in_place(state, Pass())
    engine.apply_in_place(state, Pass())
    assert state.phase == "over" and state.winner == "lannister"


def test_tied_points_go_to_the_higher_morale(state):
    state.round = state.round_limit
    state.morale = -2                            # marker on Lannister's side: Stark's morale is higher
    engine.apply_in_place(state, Pass())
    engine.apply_in_place(state, Pass())
    assert state.winner == "stark" and state.result == "tied_morale"


def _play_whole_turn(state, action):
    engine.apply_in_place(state, action)
    while state.turn is not None and engine.current_player(state) == "stark":
        legal = engine.legal_actions(state)
        pick = next((a for a in legal if isinstance(a, Select)), None) or next(
            a for a in legal if type(a).__name__ in ("Done", "Hold", "Choose"))
        engine.apply_in_place(state, pick)


def test_after_tactic_runs_once_the_commands_are_done_and_the_turn_passes(state):
    # S-eddard-1: "1 command token: order 1 unit"; tactic after the commands: +1 morale if a red token is checked.
    side = state.sides["stark"]
    side.hand = ["S-eddard-1"]
    side.tokens["red"] = 1
    play = PlayCard("S-eddard-1", "maege_lady_of_bear_island", (0,), True)
    assert play in engine.legal_actions(state)
    _play_whole_turn(state, play)
    from tactical.rules.morale import depth
    assert depth(state, "lannister") == 1                 # the tactic's morale
    assert side.tokens["red"] == 1                        # checked, not spent
    assert state.active == "lannister" and state.turn is None


def test_after_tactic_that_orders_one_more_unit_gives_that_unit_its_activation(state):
    # S-maege-5: order 2 green units; after the commands, if the enemy is green or worse, order 1 more.
    # Only A is green in Maege's zone, so the command orders A; the tactic then orders a blue unit.
    side = state.sides["stark"]
    side.hand = ["S-maege-5"]
    state.morale = -4                                     # Lannister's green zone
    play = PlayCard("S-maege-5", "maege_lady_of_bear_island", (0,), True)
    engine.apply_in_place(state, play)
    selected = []
    while state.turn is not None and engine.current_player(state) == "stark":
        legal = engine.legal_actions(state)
        sel = [a for a in legal if isinstance(a, Select)]
        if sel:
            selected.append(sel[0].unit)
            engine.apply_in_place(state, sel[0])
        else:
            engine.apply_in_place(state, next(a for a in legal if type(a).__name__ in ("Done", "Hold")))
    assert len(selected) == 2 and selected[0] == _unit(state, "A").id
    assert state.units[selected[1]].rank == "blue"
    assert state.active == "lannister"


def test_mobilisation_restores_commanders_and_mobilises_every_unit(state):
    # B: the command tokens on the commander cards go back to the board; C: every unit is activatable again.
    side = state.sides["stark"]
    side.command_tokens, side.commanders["maege_lady_of_bear_island"].tokens = 2, 1
    for u in state.units:
        u.ready = False
    rounds.mobilisation(state, EventLog())
    assert side.command_tokens == 3 and side.commanders["maege_lady_of_bear_island"].tokens == 0
    assert all(u.ready for u in state.units)


def test_advantage_is_decided_before_the_commanders_are_restored(state):
    # Stark spent one token on Maege last round (2 on the board against Lannister's 3): Lannister goes first.
    state.sides["stark"].command_tokens, state.sides["stark"].commanders["maege_lady_of_bear_island"].tokens = 2, 1
    state.momentum = "stark"
    rounds.mobilisation(state, EventLog())
    assert state.first == "lannister"


def test_a_tactic_needing_two_identical_tokens_checks_two_tokens():
    # L-tywin-4: "if you have two green order tokens" - one green token cannot be checked twice.
    from tactical.rules.effects import tactic_condition
    board_state = battle(BOARD, LEGEND)
    tactic = load_catalog().cards["L-tywin-4"].tactic
    assert tactic.tokens == ("green", "green")
    board_state.sides["lannister"].tokens["green"] = 1
    assert not tactic_condition(board_state, "lannister", tactic)
    board_state.sides["lannister"].tokens["green"] = 2
    assert tactic_condition(board_state, "lannister", tactic)


def test_a_before_tactic_resolves_before_the_units_are_chosen(state):
    # S06: "if your morale is yellow or worse, then before the commands: +2 morale"; mobilise 2 units.
    side = state.sides["stark"]
    side.hand = ["S06"]
    state.morale = 7                                   # Stark's space 8: yellow
    _unit(state, "A").ready = False
    engine.apply_in_place(state, PlayCard("S06", "maege_lady_of_bear_island", (0,), True))
    assert state.morale == 5 and engine.decision_kind(state) == "select"


def test_a_state_in_the_middle_of_a_card_round_trips_through_json_exactly(state):
    import json

    from tactical.rules.state import BattleState
    state.sides["stark"].hand = ["S04"]
    engine.apply_in_place(state, PlayCard("S04", "maege_lady_of_bear_island", (0,), False))
    assert state.turn is not None and state.turn.slots
    d = state.to_dict()
    assert BattleState.from_dict(json.loads(json.dumps(d))).to_dict() == d


def test_regroup_runs_its_steps_in_the_seed_order(state):
    # A fire (A: status conditions) burns before the objective scores (B); then the discard (D), the
    # morale recovery (E) and the next round (F).
    from tactical.scenario import Objective, VpRule
    sc = state.scenario
    sc = sc.model_copy(update={"objectives": (Objective(id="hill", name="Hill", hexes=((0, 0),)),),
                               "victory": sc.victory.model_copy(update={"vp": (VpRule(kind="objective", objective="hill", vp=1),)})})
    state.scenario = sc
    state.control["hill"] = "stark"
    l = _unit(state, "L")
    state.fire[l.hex] = 1
    state.morale = 5                                   # Stark's space 6 (green): recovers to the break at 4
    state.sides["stark"].hand = ["S01", "S02"]
    log = EventLog()
    state.sides["stark"].passed = state.sides["lannister"].passed = True
    rounds.regroup(state, log)
    assert engine.decision_kind(state) == "keep" and state.morale == 5 and state.round == 1
    log += engine.apply_in_place(state, Keep("S01", ""))
    kinds = [e.kind for e in log]
    assert kinds.index("hits") < kinds.index("vp") < kinds.index("keep") < kinds.index("morale") < kinds.index("round")
    assert l.figures == 3 and state.sides["stark"].vp == 1 and state.morale == 3 and state.round == 2


def test_tied_points_and_morale_at_the_centre_go_to_the_momentum_token(state):
    state.round = state.round_limit
    state.morale, state.momentum = 0, "lannister"
    engine.apply_in_place(state, Pass())
    engine.apply_in_place(state, Pass())
    assert state.winner == "lannister" and state.result == "tied_momentum"


def test_last_round_objectives_score_only_in_the_last_round():
    from tactical.rules.victory import score_round, update_control
    victory = {"objectives": [{"id": "inn", "name": "The inn", "hexes": [[2, 0]]}],
               "victory": {"vp": [{"kind": "objective", "objective": "inn", "vp": 3, "when": "last_round"},
                                  {"kind": "objective", "objective": "inn", "vp": 1}]}}
    board = """
. . A . .
 . . . .
. . . . .
 . . . .
. . . . L
"""
    st = battle(board, {"A": ("stark", "war_host", "green"), "L": ("lannister", "lannisport_guard", "green")},
                round_limit=3, **victory)
    update_control(st)
    log = EventLog()
    score_round(st, log)
    assert st.sides["stark"].vp == 1                   # round 1: only the every-round objective
    assert [render_event(e, None) for e in log if e.kind == "vp"] == ["Stark scores 1 VP for holding The inn"]
    st.round = 3
    score_round(st, EventLog())
    assert st.sides["stark"].vp == 5                   # last round: both


def test_rout_wins_over_any_other_instant_victory(state):
    # Lannister holds the objective that wins it the battle, but its own morale token rallies a unit and
    # the marker reaches its Rout space: the Rout is checked first, Stark wins.
    from tactical.scenario import InstantVictory, Objective
    sc = state.scenario
    sc = sc.model_copy(update={"objectives": (Objective(id="hill", name="Hill", hexes=((0, 0),)),),
                               "victory": sc.victory.model_copy(update={"instant": (
                                   InstantVictory(kind="control_objectives", house="lannister", objectives=("hill",)),)})})
    state.scenario = sc
    state.control["hill"] = "lannister"
    state.morale_rout["lannister"] = True
    state.morale = -9                                  # Lannister's space 10, one short of Rout
    state.active = "lannister"
    l = _unit(state, "L")
    l.ready = False
    state.sides["lannister"].tokens["morale"] = 1
    engine.apply_in_place(state, MoraleToken(l.id))
    assert state.winner == "stark" and state.result == "rout"


def test_the_command_deck_is_the_ten_basic_cards_and_five_per_commander_seed_example():
    # Seed 003: the Clash on the Kingsroad uses neither Robb, Eddard nor the Greatjon, so their 15 cards
    # stay in the box; each deck is the house's 10 basic cards plus the 5 of each commander in the battle.
    from tactical.scenario import load_scenario

    cat = load_catalog()
    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 3)
    for house, side in state.sides.items():
        cards = side.deck + side.hand + side.discard
        people = {cat.commanders[c].person for c in side.commanders}
        assert len(cards) == len(set(cards)) == 10 + 5 * len(people) == 20
        assert sorted(c for c in cards if cat.cards[c].commander is None) == cat.basic_cards(house)
        assert {cat.cards[c].commander for c in cards} - {None} == people
    stark_people = {cat.cards[c].commander for c in state.sides["stark"].deck + state.sides["stark"].hand}
    assert not stark_people & {"robb", "eddard", "greatjon"}


def test_a_card_may_be_played_on_a_commander_whose_unit_is_not_activatable(state):
    # "Que la bannière du commandant soit du côté activable ou non n'a pas d'importance."
    commander = state.units[state.sides["stark"].commanders["maege_lady_of_bear_island"].unit]
    commander.ready = False
    state.sides["stark"].hand = ["S04"]
    assert PlayCard("S04", "maege_lady_of_bear_island", (0,), False) in engine.legal_actions(state)


@pytest.mark.parametrize("stage, make", [
    ("turn", lambda s: Move(_unit(s, "A").id, 0)),                               # not a first action of a turn
    ("turn", lambda s: PlayCard("S04", "maege_lady_of_bear_island", (0,), False)),  # not in hand
    ("turn", lambda s: UseOrderToken(_unit(s, "A").id, "green")),                 # no green token in the pool
    ("move", lambda s: Move(_unit(s, "C").id, hex_of(BOARD, "C") - 1)),           # C was not ordered
    ("move", lambda s: Move(_unit(s, "A").id, hex_of(BOARD, "L"))),               # too far (and occupied)
    ("move", lambda s: Move(999, 0)),                                             # no such unit
    ("move", lambda s: Attack(_unit(s, "A").id, _unit(s, "L").id)),              # attacks come after moves
    ("attack", lambda s: Attack(_unit(s, "A").id, _unit(s, "L").id)),            # not adjacent
])
def test_illegal_actions_at_every_step_raise_and_change_nothing(state, stage, make):
    if stage != "turn":
        order(state, _unit(state, "A").id, stage=stage)
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="not allowed now"):
        engine.apply_in_place(state, make(state))
    assert state.to_dict() == before
