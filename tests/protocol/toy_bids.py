"""A tiny game of secret simultaneous bids, the conformance suite's own engine.

It exists to prove the parts of the protocol the two real engines do not use yet (A Game of Thrones
will): several seats to act at once, choices submitted face down and hidden in the other seats' views
until the reveal, a free amount (`Bid(Amount(0, coins))`), per-seat events, and chance.

Rules: each seat starts with 6 coins and one secret card (1 to 3 points, dealt from a shuffled deck).
Each of 3 rounds, a prize of 1 to 4 points is drawn face up; every seat bids in secret; when all have
bid, the bids are revealed, the highest takes the prize and pays its bid (a tie goes to the seat the
Rng picks among the tied). After round 3 the cards are revealed; the most points wins (ties share it).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Mapping, Sequence

from tactical.protocol import (Amount, Event, IllegalAction, NoSubGames, Result, Rng, Seat, UserError, allows)

ROUNDS = 3


@dataclass(frozen=True, slots=True)
class Bid:
    coins: Any                        # an int, or an Amount in a legal action

    def __str__(self) -> str:
        return f"bid {self.coins}"


@dataclass
class BidsState:
    seats: list[str]
    coins: dict[str, int]
    points: dict[str, int]
    cards: dict[str, int | None]      # secret until the end (None in another seat's view)
    deck: list[int]
    bids: dict[str, int | None]       # submitted this round, face down (None: not yet, or hidden)
    submitted: list[str]              # who has bid this round (public)
    prize: int
    round: int
    rng: int
    over: bool = False

    def copy(self) -> "BidsState":
        return replace(self, coins=dict(self.coins), points=dict(self.points), cards=dict(self.cards),
                       deck=list(self.deck), bids=dict(self.bids), submitted=list(self.submitted))

    def to_dict(self) -> dict[str, Any]:
        return {k: (v.copy() if isinstance(v, (dict, list)) else v) for k, v in self.__dict__.items()}


class BidsGame(NoSubGames):
    name: ClassVar[str] = "toy_bids"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[BidsState, list[Event]]:
        n = setup.get("players", 2)
        if not isinstance(n, int) or not 2 <= n <= 4:
            raise UserError(f"setup.players: {n!r} is not 2 to 4")
        seats = [f"p{i + 1}" for i in range(n)]
        rng = Rng(seed)
        deck = [1, 1, 2, 2, 3, 3, 1, 2]
        rng.shuffle(deck)
        cards: dict[str, int | None] = {s: deck.pop() for s in seats}
        state = BidsState(seats, {s: 6 for s in seats}, {s: 0 for s in seats}, cards, deck,
                          {s: None for s in seats}, [], 0, 1, rng.state)
        events = [Event("deal", {"seat": s, "card": c}, frozenset({s})) for s, c in cards.items()]
        return state, events + self._draw_prize(state)

    def _draw_prize(self, state: BidsState) -> list[Event]:
        rng = Rng(state.rng)
        state.prize = rng.roll(4)
        state.rng = rng.state
        return [Event("prize", {"round": state.round, "points": state.prize})]

    def seats(self, state: BidsState) -> tuple[Seat, ...]:
        return tuple(state.seats)

    def to_act(self, state: BidsState) -> frozenset[Seat]:
        return frozenset() if state.over else frozenset(s for s in state.seats if s not in state.submitted)

    def legal_actions(self, state: BidsState, seat: Seat) -> list[Bid]:
        return [Bid(Amount(0, state.coins[seat]))] if seat in self.to_act(state) else []

    def apply(self, state: BidsState, seat: Seat, action: Bid) -> tuple[BidsState, list[Event]]:
        if not allows(self.legal_actions(state, seat), action):
            raise IllegalAction(f"{seat} {action}: not allowed now")
        new = state.copy()
        new.bids[seat] = action.coins
        new.submitted.append(seat)
        events = [Event("bid", {"seat": seat, "coins": action.coins}, frozenset({seat})),
                  Event("submitted", {"seat": seat})]
        if len(new.submitted) == len(new.seats):
            events += self._reveal(new)
        return new, events

    def _reveal(self, state: BidsState) -> list[Event]:
        bids = {s: int(state.bids[s] or 0) for s in state.seats}
        top = max(bids.values())
        tied = [s for s in state.seats if bids[s] == top]
        rng = Rng(state.rng)
        winner = tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
        state.rng = rng.state
        state.coins[winner] -= top
        state.points[winner] += state.prize
        events = [Event("reveal", {"round": state.round, "bids": bids, "winner": winner, "points": state.prize})]
        state.bids, state.submitted = {s: None for s in state.seats}, []
        if state.round == ROUNDS:
            state.over = True
            for s in state.seats:
                state.points[s] += int(state.cards[s] or 0)
            return events + [Event("cards", {"cards": dict(state.cards), "points": dict(state.points)})]
        state.round += 1
        return events + self._draw_prize(state)

    def view(self, state: BidsState, seat: Seat) -> BidsState:
        v = state.copy()
        v.cards = {s: (c if s == seat or state.over else None) for s, c in state.cards.items()}
        v.bids = {s: (b if s == seat else None) for s, b in state.bids.items()}
        v.deck, v.rng = [], 0
        return v

    def result(self, state: BidsState) -> Result | None:
        if not state.over:
            return None
        best = max(state.points.values())
        return Result(tuple(s for s in state.seats if state.points[s] == best), "most points", dict(state.points))

    def is_barrier(self, before: BidsState, after: BidsState, events: Sequence[Event]) -> bool:
        return before.rng != after.rng or any(e.kind == "reveal" for e in events)

    def render(self, event: Event, viewer: Seat | None) -> str:
        d = event.data
        texts = {
            "deal": lambda: f"{d['seat']} is dealt a {d['card']}",
            "prize": lambda: f"round {d['round']}: a prize of {d['points']}",
            "bid": lambda: f"{d['seat']} bids {d['coins']} (face down)",
            "submitted": lambda: f"{d['seat']} has bid",
            "reveal": lambda: f"bids {d['bids']}: {d['winner']} takes {d['points']}",
            "cards": lambda: f"cards {d['cards']}; points {d['points']}",
        }
        return texts[event.kind]()

    def state_to_json(self, state: BidsState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> BidsState:
        return BidsState(**{k: (v.copy() if isinstance(v, (dict, list)) else v) for k, v in data.items()})

    def action_to_json(self, action: Bid) -> dict[str, Any]:
        return {"type": "bid", "coins": action.coins}

    def action_from_json(self, data: Mapping[str, Any]) -> Bid:
        if data.get("type") != "bid" or not isinstance(data.get("coins"), int):
            raise IllegalAction(f"not a bid: {data!r}")
        return Bid(data["coins"])


TOY_BIDS = BidsGame()


class RandomBidder:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: BidsState, legal: Sequence[Bid]) -> Bid:
        amount = legal[0].coins
        return Bid(amount.lo + self.rng.below(amount.hi - amount.lo + 1))


class GreedyBidder:
    """Bids half its coins when the prize is worth 3 or more, else 1: looks at its view only."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: BidsState, legal: Sequence[Bid]) -> Bid:
        amount = legal[0].coins
        return Bid(min(amount.hi, amount.hi // 2 if view.prize >= 3 else 1))
