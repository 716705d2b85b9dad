"""The engines the conformance suite checks, each with setups to try, agents to play random games and
the two ways of perturbing what a seat may not know. A new engine is done when it is listed here and
`test_conformance.py` passes for it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from tactical.protocol import Agent, Game, Rng

from .toy_bids import TOY_BIDS, BidsState, RandomBidder


@dataclass(frozen=True)
class Subject:
    name: str
    game: Callable[[], Game[Any, Any, Any]]
    setups: Sequence[tuple[dict[str, Any], int]]
    random_agent: Callable[[int], Agent]
    # everything `seat` may not know changed (other hands, deck orders, unrevealed choices, the Rng)
    perturb_hidden: Callable[[Any, str, Rng], Any]
    # only what other seats hold in secret (no Rng, no deck `seat` draws from): the next step's events
    # that `seat` receives must not change
    perturb_others: Callable[[Any, str, Rng], Any]
    games: int = 200                     # random games played to the end without an exception
    reveal_kinds: frozenset[str] = frozenset()   # events by which the rules show a secret


def _bids_others(state: BidsState, seat: str, rng: Rng) -> BidsState:
    s = state.copy()
    for other in s.seats:
        if other != seat:
            s.cards[other] = 1 + rng.below(3)
            if other in s.submitted:
                s.bids[other] = rng.below(s.coins[other] + 1)
    return s


def _bids_hidden(state: BidsState, seat: str, rng: Rng) -> BidsState:
    s = _bids_others(state, seat, rng)
    rng.shuffle(s.deck)
    s.rng = rng.next_u64()
    return s


SUBJECTS: list[Subject] = [
    Subject("toy_bids", lambda: TOY_BIDS, [({"players": 2}, 1), ({"players": 3}, 2), ({"players": 4}, 3)],
            RandomBidder, _bids_hidden, _bids_others, games=1000,
            reveal_kinds=frozenset({"reveal", "cards"})),
]
