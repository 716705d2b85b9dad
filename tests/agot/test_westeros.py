"""The Westeros phase: the decks and the threat, the 2nd edition's cards that differ from the 1st (choices by
the holders of the Iron Throne, the Raven and the Blade, the restrictions, Game of Thrones with ports), the
1st edition's Rains of Autumn, and random legal play through several Westeros phases of both editions."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tactical.protocol import Rng, fill
from strategic.agot.game import AGOT
from strategic.agot.rules.actions import Bid, Choose, PlaceOrder
from strategic.agot.rules.common import add_unit, clear_area, on_board, supply_allows
from strategic.agot.rules.engine import advance, apply_in_place, legal_actions, to_act
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState
from strategic.agot.rules.view import HIDDEN, view
from strategic.agot.rules import bidding, muster, supply, westeros, wildlings


def reveal(state: AgotState, *cards: str) -> None:
    """Put these cards on top of decks I, II, III (None: whatever is there) and start a Westeros phase."""
    for deck, card in zip(state.decks, cards):
        if card:
            deck.remove(card)
            deck.insert(0, card)
    state.step = "westeros"
    advance(state, [])


def game(edition: int = 2, players: int = 6, seed: int = 1) -> AgotState:
    s, _ = new_game(edition, players, seed)
    return s


QUIET_1E = ("last-days-of-summer", "last-days-of-summer", "last-days-of-summer")
QUIET_2E = ("last-days-of-summer", "sea-of-storms")           # deck III has no Last Days of Summer


def placeable(state: AgotState, house: str) -> set[str]:
    return {a.token for a in legal_actions(state, house) if isinstance(a, PlaceOrder)}


def test_a_throne_of_blades_lets_the_iron_throne_choose_mustering() -> None:
    s = game()
    reveal(s, "a-throne-of-blades", *QUIET_2E)
    holder = s.holder("iron_throne")
    assert s.wildlings == 2 + 3 * 2 and to_act(s) == {holder}            # three wildling icons
    assert set(legal_actions(s, holder)) == {Choose("supply"), Choose("mustering"), Choose("nothing")}
    apply_in_place(s, holder, Choose("mustering"))
    assert s.step == "muster" and to_act(s) == {holder}


def test_dark_wings_dark_words_lets_the_raven_choose() -> None:
    s = game()
    reveal(s, "supply", "dark-wings-dark-words", "sea-of-storms")
    raven = s.holder("kings_court")
    assert to_act(s) == {raven}
    power = {h: s.house[h].power for h in s.houses}
    apply_in_place(s, raven, Choose("game-of-thrones"))
    assert any(s.house[h].power > power[h] for h in s.houses)
    s = game()
    reveal(s, "supply", "dark-wings-dark-words", "sea-of-storms")
    apply_in_place(s, raven, Choose("clash-of-kings"))
    assert s.step == "bid" and s.pending["bid"]["what"] == "iron_throne"


def test_put_to_the_sword_lets_the_blade_forbid_the_march_plus_one() -> None:
    s = game()
    reveal(s, "supply", "game-of-thrones", "put-to-the-sword")
    blade = s.holder("fiefdoms")
    assert to_act(s) == {blade}
    assert set(legal_actions(s, blade)) == {Choose("no-defend"), Choose("no-march-special"), Choose("nothing")}
    apply_in_place(s, blade, Choose("no-march-special"))
    assert s.restrictions == ["no-march-special"] and s.step == "planning"
    assert "march+1*" not in placeable(s, "stark") and "march0" in placeable(s, "stark")


def test_second_edition_restrictions() -> None:
    for card, restriction, token in (("storm-of-swords", "no-defend", "defend+1"), ("sea-of-storms", "no-raid", "raid"),
                                     ("web-of-lies", "no-support", "support0"), ("feast-for-crows", "no-consolidate", "consolidate"),
                                     ("rains-of-autumn", "no-march-special", "march+1*")):
        s = game()
        reveal(s, "supply", "game-of-thrones", card)
        assert s.restrictions == [restriction] and s.step == "planning"
        assert token not in placeable(s, "lannister")


def test_first_edition_rains_of_autumn_only_stops_footmen_supporting() -> None:
    s = game(1, 5)
    reveal(s, "last-days-of-summer", "last-days-of-summer", "rains-of-autumn")
    assert s.restrictions == ["footmen-no-support"]
    assert "support0" in placeable(s, "lannister") and "march+1*" in placeable(s, "lannister")


def test_game_of_thrones_counts_crowns_and_second_edition_ports() -> None:
    s = game()
    for area in [a for a, h in s.owner.items() if h == "lannister"]:
        clear_area(s, area)
    add_unit(s, "lannisport", "lannister", "footman")            # no crown
    add_unit(s, "stoney-sept", "lannister", "footman")           # one crown
    add_unit(s, "port-of-lannisport", "lannister", "ship")       # trade: the Golden Sound holds no enemy
    s.house["lannister"].power = 0
    reveal(s, "supply", "game-of-thrones", "sea-of-storms")
    assert s.house["lannister"].power == 2
    s = game()
    add_unit(s, "port-of-lannisport", "lannister", "ship")
    clear_area(s, "the-golden-sound")
    add_unit(s, "the-golden-sound", "greyjoy", "ship")           # an enemy ship stops the trade
    s.house["lannister"].power = 0
    reveal(s, "supply", "game-of-thrones", "sea-of-storms")
    assert s.house["lannister"].power == 1                       # Stoney Sept's crown only


def test_game_of_thrones_respects_the_power_limit() -> None:
    s = game(1, 5)
    s.house["lannister"].power = 19
    reveal(s, "last-days-of-summer", "game-of-thrones", "last-days-of-summer")
    assert s.house["lannister"].power == 20


def test_winter_is_coming_shuffles_its_deck_and_draws_again() -> None:
    s = game(1, 5)
    reveal(s, "winter-is-coming", "last-days-of-summer", "last-days-of-summer")
    assert s.drawn[0] != "winter-is-coming" and len(s.decks[0]) == 10
    assert s.drawn[0] == s.decks[0][-1]                          # the card drawn went under its deck


def test_wildling_icons_raise_the_threat_by_one_position_each() -> None:
    s = game(1, 5)
    reveal(s, "supply+wildlings", "clash-of-kings+wildlings", "last-days-of-summer")
    assert s.wildlings == 4 and s.step == "bid"
    s = game(1, 5)
    reveal(s, *QUIET_1E)
    assert s.wildlings == 0


# ------------------------------------------------------------------ random play
WESTEROS_STEPS = {step for m in (westeros, supply, muster, bidding, wildlings) for step in getattr(m, "STEPS", {})}


def check_bids_hidden(state: AgotState, events: list) -> None:
    secret = state.pending.get("secret") or {}
    for seat in state.houses:
        shown = view(state, seat).pending.get("secret") or {}
        assert all(v == HIDDEN for h, v in shown.items() if h != seat)
    for e in events:
        if e.kind in ("bid_chosen",):
            assert e.audience == {e.data["house"]}
        elif e.audience is None and e.kind != "bids_revealed":
            assert not (e.kind.startswith("bid") and "power" in e.data)
    assert set(secret) <= set(state.houses)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), edition=st.sampled_from([1, 2]), players=st.integers(3, 6))
def test_random_play_through_westeros_phases_keeps_supply_limits_and_bids_secret(seed: int, edition: int, players: int) -> None:
    s, _ = AGOT.new_game({"edition": edition, "players": players}, seed)
    rng = Rng(seed)
    while AGOT.result(s) is None and s.round <= 4:
        seat = sorted(AGOT.to_act(s))[rng.below(len(AGOT.to_act(s)))]
        legal = AGOT.legal_actions(s, seat)
        action = fill(legal[rng.below(len(legal))], lambda r: r[rng.below(len(r))])
        westerosi = s.step in WESTEROS_STEPS
        fit = {h for h in s.houses if supply_allows(s, h)}
        power = s.house[seat].power
        events = AGOT.apply_in_place(s, seat, action)
        for h in s.houses:
            assert all(on_board(s, h, u) <= s.unit_limits.get(u, 0) for u in ("footman", "knight", "ship", "siege"))
        if westerosi and "supply" not in s.pending:
            assert all(supply_allows(s, h) for h in fit), (seed, edition, players, s.step)
        check_bids_hidden(s, events)
        if isinstance(action, Bid) and not any(e.kind == "bids_revealed" for e in events):
            assert s.house[seat].power == power                 # nothing spent before the reveal
