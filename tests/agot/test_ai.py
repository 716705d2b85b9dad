"""The A Game of Thrones agents: the greedy AI decides from its house's view alone (perturbing everything the
house may not know leaves its choice where it was), and its choices follow what the brief asks of it: the
smallest house card that wins as often as the best one, the weakest when the battle is lost anyway, the
cheapest casualties, knights mustered in threatened castles, power kept for a high wildling threat."""
from __future__ import annotations

import json
from functools import lru_cache

import pytest

from strategic.agot.ai import make_agent
from strategic.agot.ai.reading import Reading
from strategic.agot.ai.westeros import bid
from strategic.agot.game import AGOT
from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.actions import Bid, Muster, PlayCard, RemoveUnit
from strategic.agot.rules.state import AgotState
from tactical.protocol import Amount, Rng

from tests.protocol.subjects import SUBJECTS

AGOT_SUBJECT = next(s for s in SUBJECTS if s.name == "agot")
SETUPS = [({"edition": 2, "players": 4, "max_rounds": 4}, 1),
          ({"edition": 1, "players": 3, "options": ["fog-of-war"], "max_rounds": 4}, 2),
          ({"edition": 2, "players": 6, "max_rounds": 3}, 3)]


def positions(setup: dict, seed: int, every: int = 5) -> list[tuple[AgotState, str]]:
    """(state, a seat to act) along a greedy game, one every `every` decisions."""
    return _played(json.dumps(setup, sort_keys=True), seed)[::every]


@lru_cache(maxsize=None)
def _played(setup: str, seed: int) -> list[tuple[AgotState, str]]:
    """Every decision of a greedy game (the tests share the games: copies are never changed in place)."""
    state, _ = AGOT.new_game(json.loads(setup), seed)
    agent = make_agent("greedy", seed)
    out, n = [], 0
    while AGOT.result(state) is None:
        seat = sorted(AGOT.to_act(state))[n % len(AGOT.to_act(state))]
        out.append((state.clone(), seat))
        action = agent.choose(AGOT.view(state, seat), AGOT.legal_actions(state, seat))
        AGOT.apply_in_place(state, seat, action)
        n += 1
    return out


@pytest.mark.parametrize("setup, seed", SETUPS)
def test_the_greedy_ai_chooses_the_same_whatever_it_cannot_see(setup, seed):
    steps: set[str] = set()
    every = positions(setup, seed, every=1)
    for state, seat in (p for i, p in enumerate(every) if i % 5 == 0 or p[0].step.startswith("battle")):
        legal = AGOT.legal_actions(state, seat)
        mine = make_agent("greedy", 0).choose(AGOT.view(state, seat), legal)
        for salt in (1, 2):
            other = AGOT_SUBJECT.perturb_hidden(state, seat, Rng(salt * 1000 + seed))
            assert AGOT.legal_actions(other, seat) == legal
            assert AGOT.view(other, seat).to_dict() == AGOT.view(state, seat).to_dict()
            assert make_agent("greedy", 0).choose(AGOT.view(other, seat), legal) == mine, (state.step, mine)
        steps.add(state.step)
    assert {"planning", "marching", "battle_cards"} <= steps


def test_the_perturbation_reaches_what_the_view_hides():
    """The check above is not empty: others' orders, house cards and the decks do change."""
    states = [s for s, _ in positions(*SETUPS[0], every=1)]
    planning = next(s for s in states if s.step == "planning" and len({s.owner[a] for a in s.orders}) > 1
                    and len(s.orders) > 3)
    seat = planning.houses[0]
    moved = [AGOT_SUBJECT.perturb_hidden(planning, seat, Rng(k)) for k in range(5)]
    assert any(m.orders != planning.orders for m in moved)
    assert all(m.rng != planning.rng and m.decks != planning.decks for m in moved[:1])
    battle = next(s for s in states if s.step == "battle_cards" and s.battle and s.battle.cards)
    chosen = next(iter(battle.battle.cards))
    other = next(h for h in battle.battle.houses if h != chosen)
    cards = {AGOT_SUBJECT.perturb_hidden(battle, other, Rng(k)).battle.cards[chosen] for k in range(12)}
    assert len(cards) > 1 or len(battle.house[chosen].hand) == 1


# ------------------------------------------------------------------ battles
def battle_position() -> tuple[AgotState, str]:
    """The first battle of a greedy 2nd edition game, at the house cards, from a side still to choose."""
    for state, _ in positions(*SETUPS[0], every=1):
        if state.step == "battle_cards":
            return state.clone(), sorted(AGOT.to_act(state))[0]
    raise AssertionError("no battle in the game")


def strengths(view: AgotState, house: str) -> list[int]:
    cards = card_set(view)
    return sorted(cards[c].strength for c in view.house[house].hand)


def test_the_smallest_card_that_surely_wins_is_played():
    state, me = battle_position()
    enemy = state.battle.enemy(me)
    cards = card_set(state)
    weakest = min(state.house[enemy].hand, key=lambda c: cards[c].strength)
    state.house[enemy].hand = [weakest]                  # the enemy can only play its weakest card
    state.units[state.battle.area if me == state.battle.defender else state.battle.origin] = ["knight"] * 3
    if me == state.battle.attacker:
        state.battle.attackers = ["knight"] * 4
    view = AGOT.view(state, me)
    choice = make_agent("greedy", 0).choose(view, AGOT.legal_actions(state, me))
    assert cards[choice.card].strength == strengths(view, me)[0]


def test_a_battle_lost_whatever_is_played_costs_the_weakest_card():
    state, me = battle_position()
    b = state.battle
    if me == b.attacker:
        b.attackers = ["footman"]
        state.units[b.area] = ["knight"] * 5
    else:
        state.units[b.area] = ["footman"]
        b.attackers = ["knight"] * 5 + ["siege"] * 2
    view = AGOT.view(state, me)
    choice = make_agent("greedy", 0).choose(view, AGOT.legal_actions(state, me))
    assert isinstance(choice, PlayCard)
    assert card_set(view)[choice.card].strength == strengths(view, me)[0]


def test_casualties_are_the_cheapest_units():
    state, me = battle_position()
    legal = [RemoveUnit("riverrun", "knight"), RemoveUnit("riverrun", "footman")]
    state.step = "battle_casualties"
    assert make_agent("greedy", 0).choose(AGOT.view(state, me), legal) == RemoveUnit("riverrun", "footman")


# ------------------------------------------------------------------ Westeros
def test_a_threatened_castle_musters_a_knight_and_a_safe_one_a_footman():
    state, _ = AGOT.new_game({"edition": 2, "players": 6}, 1)
    state.step = "muster"
    view = AGOT.view(state, "lannister")
    r = Reading(view)
    legal = [Muster("lannisport", "footman", "lannisport"), Muster("lannisport", "knight", "lannisport")]
    assert r.threat("lannisport") <= r.defence("lannisport")
    assert make_agent("greedy", 0).choose(view, legal).unit == "footman"
    state.units["riverrun"] = ["knight"] * 3
    state.owner["riverrun"] = "greyjoy"
    view = AGOT.view(state, "lannister")
    assert Reading(view).threat("lannisport") > Reading(view).defence("lannisport")
    assert make_agent("greedy", 0).choose(view, legal).unit == "knight"


def test_bids_for_the_tracks_keep_power_for_a_high_wildling_threat():
    state, _ = AGOT.new_game({"edition": 2, "players": 6}, 1)
    state.house["stark"].power = 12
    state.step = "bid"
    state.pending = {"bid": {"houses": list(state.houses), "what": "iron_throne"}, "secret": {}}
    legal = [Bid(Amount(0, 12))]
    low = bid(AGOT.view(state, "stark"), legal).power
    state.wildlings = 10
    high = bid(AGOT.view(state, "stark"), legal).power
    assert 0 < high < low <= 12
    state.pending = {"bid": {"houses": list(state.houses), "what": "wildlings"}, "secret": {},
                     "wildlings": {"threat": 10}}
    assert bid(AGOT.view(state, "stark"), legal).power >= 10 // 6


def test_a_house_in_the_battle_supports_itself():
    """Every support a house declares in greedy games of both editions goes to its own side when it fights."""
    checked = 0
    for setup, seed in SETUPS[:2]:
        for state, _ in positions(setup, seed, every=1):
            if state.step != "battle_support":
                continue
            seat = next(iter(AGOT.to_act(state)))
            choice = make_agent("greedy", 0).choose(AGOT.view(state, seat), AGOT.legal_actions(state, seat))
            if seat in state.battle.houses:
                assert choice.side == seat
                checked += 1
    assert checked > 0


@pytest.mark.parametrize("option", ["fog-of-war", "siege-engines", "fortifications", "ports", "classic-consolidation",
                                    "one-use-orders"])
def test_greedy_houses_play_every_option_to_the_end(option):
    """Two rounds of a 1st edition game (every option applies to it) with greedy houses end with a result."""
    from strategic.session.session import Session

    session = Session.start("agot", {"edition": 1, "players": 4, "options": [option], "max_rounds": 2}, 7, {},
                            fast=True)
    session.run()
    result = session.result()
    assert result is not None and set(result.winners) <= set(session.seats)
    assert session.state.round == 2 or result.reason == "castles"
