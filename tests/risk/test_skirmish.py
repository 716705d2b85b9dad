"""Skirmish: setup (cards dealt, 3 armies each, neutrals with 2 players), the End Game card in the
lower half of the deck, drawing a card after a conquest, scoring at the end."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Draw, EndTurn
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.setup import deal_counts
from strategic.risk.rules.tables import END_GAME_CARD
from strategic.risk.rules.ending import scores

from .conftest import act, board_state, new


@pytest.mark.parametrize("territories, players, expected", [
    (48, 3, [16, 16, 16]), (48, 4, [12, 12, 12, 12]),
    (48, 5, [9, 9, 10, 10, 10]),          # "le 3e, le 4e et le 5e joueurs auront une carte supplémentaire"
    (34, 2, [12, 12]),                     # and 10 neutral territories
    (82, 6, [13, 13, 14, 14, 14, 14]), (82, 7, [11, 11, 12, 12, 12, 12, 12]),
])
def test_deal_counts(territories, players, expected):
    assert deal_counts(territories, players) == expected


def test_setup_gives_three_armies_per_dealt_territory():
    s, events = new("skirmish", 3, 11, map_name="mini")
    g = geo("mini")
    assert set(s.owner.values()) == {"stark", "baratheon", "lannister"}
    assert sum(s.armies.values()) == 3 * len(g.territories)
    dealt = {e.data["house"]: e.data["territories"] for e in events if e.kind == "deal"}
    assert sorted(len(v) for v in dealt.values()) == [6, 6, 6]
    assert all(s.armies[t] == 3 for v in dealt.values() for t in v)
    rolls = [e.data["rolls"] for e in events if e.kind == "first_player_roll"]
    last = rolls[-1]
    assert s.phase == "reinforce" and last[s.actor] == max(last.values())
    assert list(last.values()).count(max(last.values())) == 1        # ties roll again


def test_the_first_player_varies_with_the_seed_and_starts_every_round():
    firsts = {new("skirmish", 3, seed, map_name="mini")[0].actor for seed in range(30)}
    assert firsts == {"stark", "baratheon", "lannister"}
    from strategic.risk.ai.greedy import GreedyAgent
    from strategic.risk.rules.view import view
    s, setup_events = new("skirmish", 3, 7, map_name="mini")
    first = s.actor
    turns = [(e.data["round"], e.data["house"]) for e in setup_events if e.kind == "turn"]
    agents = {h: GreedyAgent(i) for i, h in enumerate(s.seats)}
    while s.result is None:
        s, events = act(s, agents[s.actor].choose(view(s, s.actor), legal_actions(s, s.actor)))
        turns += [(e.data["round"], e.data["house"]) for e in events if e.kind == "turn"]
    new_rounds = [house for (r0, _), (r1, house) in zip(turns, turns[1:]) if r1 == r0 + 1]
    assert turns[0] == (1, first) and new_rounds and set(new_rounds) == {first}


@pytest.mark.parametrize("seed", range(40))
def test_end_game_card_is_in_the_lower_half(seed):
    s, events = new("skirmish", 3, seed, map_name="mini")
    deck = s.deck
    assert deck.count(END_GAME_CARD) == 1
    assert deck.index(END_GAME_CARD) >= len(deck) // 2
    assert sorted(c for c in deck if c != END_GAME_CARD) == sorted(geo("mini").territories)


def test_end_game_card_positions_cover_the_lower_half():
    positions = {new("skirmish", 3, seed, map_name="mini")[0].deck.index(END_GAME_CARD) for seed in range(300)}
    assert positions == set(range(9, 19))          # 18 cards: it lands anywhere from the 10th to the 19th


def draw_state(deck):
    s = board_state({"Harrenhal": "stark", "King's Landing": "stark", "Winterfell": "stark", "Lannisport": "lannister"},
                    phase="draw", default="baratheon")
    s.deck = list(deck)
    s.turn.conquered = 1
    return s


def test_a_conquest_earns_one_card_which_may_be_declined():
    s = draw_state(["Rosby", "Oldtown"])
    assert legal_actions(s, "stark") == [Draw(), EndTurn()]
    s2, _ = act(s, Draw())
    assert s2.players["stark"].cards == ["Rosby"] and s2.deck == ["Oldtown"]
    assert s2.active == "lannister"
    s3, _ = act(s, EndTurn())
    assert s3.players["stark"].cards == [] and s3.deck == ["Rosby", "Oldtown"]


def test_no_conquest_no_card():
    s = board_state({"Harrenhal": "stark", "Lannisport": "lannister"}, phase="invade", default="baratheon")
    s.deck = ["Rosby"]
    from strategic.risk.rules.actions import EndInvade, EndManoeuvre
    s, _ = act(s, EndInvade())
    if s.phase == "manoeuvre":
        s, _ = act(s, EndManoeuvre())
    assert s.deck == ["Rosby"] and s.active == "lannister"


def test_drawing_the_end_game_card_ends_and_scores_the_game():
    s = draw_state([END_GAME_CARD, "Rosby"])
    s2, events = act(s, Draw())
    assert s2.result["reason"] == "end_game_card"
    # Stark: Harrenhal (castle) 2 + King's Landing (castle, port) 3 + Winterfell (castle) 2 = 7
    assert scores(s2)["stark"] == 7 and s2.result["scores"]["stark"] == 7
    assert s2.result["scores"]["lannister"] == 2            # Lannisport: territory + port
    assert s2.result["winners"] == ["baratheon"]
    assert legal_actions(s2, s2.actor) == []


def test_a_full_hand_draws_no_card_and_the_turn_ends():
    """Seed 004: "Vous ne pouvez jamais avoir plus de 5 cartes Territoire dans la main !"."""
    s = board_state({"Harrenhal": "stark", "King's Landing": "stark", "Winterfell": "stark", "Lannisport": "lannister"},
                    phase="invade", default="baratheon")
    s.deck = ["Rosby", "Oldtown"]
    s.turn.conquered = 1
    s.players["stark"].cards = ["Riverrun", "Pyke", "Sunspear", "Highgarden", "The Eyrie"]
    from strategic.risk.rules.actions import EndInvade, EndManoeuvre
    s, _ = act(s, EndInvade())
    if s.phase == "manoeuvre":
        s, _ = act(s, EndManoeuvre())
    assert len(s.players["stark"].cards) == 5 and s.deck == ["Rosby", "Oldtown"] and s.active == "lannister"


def test_an_unused_next_battle_bonus_lapses_at_the_end_of_the_turn():
    s = board_state({"Harrenhal": "stark", "Lannisport": "lannister"}, phase="invade", default="baratheon")
    s.players["stark"].mods = {"attack_plus@battle": 1, "attack_d8@battle": 2}
    from strategic.risk.rules.actions import EndInvade, EndManoeuvre
    s, _ = act(s, EndInvade())
    if s.phase == "manoeuvre":
        s, _ = act(s, EndManoeuvre())
    assert s.active == "lannister" and s.players["stark"].mods == {}


def test_the_round_limit_reports_the_last_round_played():
    """The counter moves on to the next round before the limit is checked; the result names the round
    the game was played to, as the end screen and the log show it."""
    s = board_state({"Harrenhal": "stark", "Lannisport": "lannister"}, phase="invade", default="baratheon")
    s.current = (s.first - 1) % len(s.seats)              # the round's last seat is to play
    s.players[s.active].eliminated = False
    s.max_rounds = s.round
    from strategic.risk.rules.actions import EndInvade, EndManoeuvre
    s.actor = s.active
    s, events = act(s, EndInvade())
    if s.phase == "manoeuvre":
        s, events = act(s, EndManoeuvre())
    over = [e for e in events if e.kind == "game_over"]
    assert s.result["reason"] == "round_limit" and s.result["round"] == s.max_rounds
    assert over and over[0].data["round"] == s.max_rounds
