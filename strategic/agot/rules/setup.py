"""A new game: the edition's starting position for the number of players (seed 000's "Mise en place"),
the decks shuffled from the game's seed, seven house cards in every hand. Round 1 has no Westeros phase.
"""
from __future__ import annotations

from tactical.protocol import Rng

from ..cards import house_cards, wildling_cards
from ..one_use import starting_tokens
from ..setups import load_setup
from .common import Events, event
from .state import AgotState, HouseState
from .westeros import deck_ids

OPTIONS = ("fog-of-war", "siege-engines", "fortifications", "ports", "classic-consolidation", "one-use-orders")


def new_game(edition: int, players: int, seed: int, *, options: tuple[str, ...] = (),
             six_players_1e: bool = False, second_edition_cards: bool = False,
             max_rounds: int | None = None, battles: str = "cards", ai_battles: str = "cards",
             humans: tuple[str, ...] = ()) -> tuple[AgotState, Events]:
    s = load_setup(edition, players, six_players_1e=six_players_1e)
    rng = Rng(seed)
    decks = []
    for deck in deck_ids(edition):
        ids = list(deck)
        rng.shuffle(ids)
        decks.append(ids)
    wild = [c.id for c in wildling_cards(edition)]
    rng.shuffle(wild)
    houses = list(s.houses)
    state = AgotState(
        edition=edition, players=players, options=sorted(options), houses=houses,
        tracks={k: list(v) for k, v in s.tracks.items()},
        house={h: HouseState(power=s.power, supply=s.supply[h],
                             hand=sorted(c.id for c in house_cards(edition, h, second_edition_cards=second_edition_cards)))
               for h in houses},
        units={}, routed={}, owner={},
        garrisons={a: [h, n] for a, (h, n) in s.garrisons.items()},
        neutral=dict(s.neutral), blocked=list(s.blocked), decks=decks, wildlings=s.wildling_start,
        wildling_deck=wild, castles_to_win=s.castles_to_win, max_rounds=max_rounds or s.max_rounds,
        max_power=s.max_power, unit_limits={str(k): n for k, n in s.unit_limits.items()}, supply_table=[list(r) for r in s.supply_table],
        special_orders=list(s.special_orders), second_edition_cards=second_edition_cards,
        one_use_left={h: starting_tokens(h) for h in houses} if "one-use-orders" in options else {},
        battles=battles, ai_battles=ai_battles, humans=sorted(humans), step="planning_begin")
    for house, areas in s.units.items():
        for area, units in areas.items():
            state.units[area] = list(units)
            state.owner[area] = house
    state.rng = rng.state
    events: Events = []
    event(events, "setup", edition=edition, players=players, houses=houses, options=sorted(options))
    return state, events
