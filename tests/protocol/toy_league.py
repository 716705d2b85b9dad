"""A parent game for the session's sub-game tests: two challenges, each fought as a `toy_bids` game.

Each challenge the challenger (p1, then p2) chooses `Challenge()`; the league pauses on a bids game
(seeded from the league's Rng) and resumes with its winners, who each score a win. After two
challenges the most wins takes the league.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Mapping, Sequence

from tactical.protocol import (Event, IllegalAction, Result, Rng, Seat, SubGame, SubGameResult, allows)

SEATS = ("p1", "p2")


@dataclass(frozen=True, slots=True)
class Challenge:
    def __str__(self) -> str:
        return "challenge"


@dataclass
class LeagueState:
    wins: dict[str, int] = field(default_factory=lambda: {s: 0 for s in SEATS})
    played: int = 0
    pending: dict[str, Any] | None = None          # the sub-game being fought
    rng: int = 0

    def copy(self) -> "LeagueState":
        return replace(self, wins=dict(self.wins), pending=dict(self.pending) if self.pending else None)

    def to_dict(self) -> dict[str, Any]:
        return {"wins": dict(self.wins), "played": self.played, "pending": self.pending, "rng": self.rng}


class LeagueGame:
    name: ClassVar[str] = "toy_league"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[LeagueState, list[Event]]:
        return LeagueState(rng=Rng(seed).state), [Event("league", {"seats": list(SEATS)})]

    def seats(self, state: LeagueState) -> tuple[Seat, ...]:
        return SEATS

    def to_act(self, state: LeagueState) -> frozenset[Seat]:
        if state.pending is not None or state.played == 2:
            return frozenset()
        return frozenset({SEATS[state.played]})

    def legal_actions(self, state: LeagueState, seat: Seat) -> list[Challenge]:
        return [Challenge()] if seat in self.to_act(state) else []

    def apply(self, state: LeagueState, seat: Seat, action: Challenge) -> tuple[LeagueState, list[Event]]:
        if not allows(self.legal_actions(state, seat), action):
            raise IllegalAction(f"{seat} {action}: not allowed now")
        new = state.copy()
        rng = Rng(new.rng)
        new.pending = {"seed": rng.below(10_000)}
        new.rng = rng.state
        return new, [Event("challenge", {"seat": seat})]

    def view(self, state: LeagueState, seat: Seat) -> LeagueState:
        v = state.copy()
        v.rng = 0
        return v

    def result(self, state: LeagueState) -> Result | None:
        if state.played < 2:
            return None
        best = max(state.wins.values())
        return Result(tuple(s for s in SEATS if state.wins[s] == best), "most wins", dict(state.wins))

    def is_barrier(self, before: LeagueState, after: LeagueState, events: Sequence[Event]) -> bool:
        return before.rng != after.rng

    def render(self, event: Event, viewer: Seat | None) -> str:
        return f"{event.kind} {dict(event.data)}"

    def state_to_json(self, state: LeagueState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> LeagueState:
        return LeagueState(dict(data["wins"]), data["played"], data["pending"], data["rng"])

    def action_to_json(self, action: Challenge) -> dict[str, Any]:
        return {"type": "challenge"}

    def action_from_json(self, data: Mapping[str, Any]) -> Challenge:
        if data.get("type") != "challenge":
            raise IllegalAction(f"not a league action: {data!r}")
        return Challenge()

    def subgame(self, state: LeagueState) -> SubGame | None:
        if state.pending is None:
            return None
        return SubGame("toy_bids", {"players": 2}, state.pending["seed"], {"p1": "p1", "p2": "p2"})

    def resume(self, state: LeagueState, result: SubGameResult) -> tuple[LeagueState, list[Event]]:
        if state.pending is None:
            raise IllegalAction("no challenge to resume")
        new = state.copy()
        for w in result.winners:
            new.wins[w] += 1
        new.pending, new.played = None, new.played + 1
        return new, [Event("challenge_won", {"winners": list(result.winners)})]


TOY_LEAGUE = LeagueGame()
