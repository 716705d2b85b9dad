"""What one seat may know: `view(state, seat)`.

Public: the board (owners, armies, special units), every house's gold, victory points, scored
objectives, characters used, active card effects and how many cards it holds, deck sizes, the
discard pile, the battle in progress. Private: your own territory cards, objectives and maester cards,
and the objectives you are choosing between. Never shown: other hands, deck order, the RNG state.
The board mappings are read-only views of the state's (which `apply` never mutates) and the records
are named tuples, so building a view costs almost nothing.
"""
from __future__ import annotations

from types import MappingProxyType
from collections.abc import Mapping
from typing import Any, NamedTuple

from .state import RiskState


class PublicPlayer(NamedTuple):
    house: str
    cards: int
    gold: int
    vp: int
    objectives: int
    maester: int
    used: tuple[str, ...]
    mods: Mapping[str, int]
    achieved: tuple[str, ...]
    eliminated: bool


class RiskView(NamedTuple):
    seat: str
    rules: str
    map: str
    seats: tuple[str, ...]
    round: int
    phase: str
    actor: str
    active: str
    owner: Mapping[str, str]
    armies: Mapping[str, int]
    units: Mapping[str, Mapping[str, int]]
    players: Mapping[str, PublicPlayer]
    hand: tuple[str, ...]
    objectives: tuple[str, ...]
    maester: tuple[str, ...]
    deck_size: int
    discard: tuple[str, ...]
    maester_deck_size: int
    objective_deck_size: int
    reinforcements: int
    units_to_place: tuple[str, ...]
    traded_set: bool
    conquered: int
    manoeuvres: int
    pending: Mapping[str, Any]
    result: Mapping[str, Any] | None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (for a remote client)."""
        d = self._asdict()
        for key in ("owner", "armies", "pending"):
            d[key] = dict(d[key])
        d["units"] = {t: dict(u) for t, u in self.units.items()}
        d["players"] = {h: p._asdict() | {"mods": dict(p.mods)} for h, p in self.players.items()}
        d["result"] = dict(self.result) if self.result else None
        return d


class _Players(Mapping):
    """house -> PublicPlayer, each built the first time it is looked at."""

    def __init__(self, players: dict) -> None:
        self._players = players
        self._seen: dict[str, PublicPlayer] = {}

    def __getitem__(self, house: str) -> PublicPlayer:
        public = self._seen.get(house)
        if public is None:
            p = self._players[house]
            public = self._seen[house] = PublicPlayer(
                house, len(p.cards), p.gold, p.vp, len(p.objectives), len(p.maester), tuple(p.used),
                MappingProxyType(p.mods), tuple(p.achieved), p.eliminated)
        return public

    def __iter__(self):
        return iter(self._players)

    def __len__(self) -> int:
        return len(self._players)


def view(state: RiskState, seat: str) -> RiskView:
    me = state.players.get(seat)
    pending = dict(state.pending)
    if "choice" in pending and seat != state.actor:
        pending["choice"] = len(pending["choice"])          # how many, not which
    players = _Players(state.players)
    t = state.turn
    return RiskView(
        seat=seat, rules=state.rules, map=state.map, seats=tuple(state.seats), round=state.round, phase=state.phase,
        actor=state.actor, active=state.active, owner=MappingProxyType(state.owner),
        armies=MappingProxyType(state.armies), units=MappingProxyType(state.units), players=players,
        hand=tuple(me.cards) if me else (), objectives=tuple(me.objectives) if me else (),
        maester=tuple(me.maester) if me else (), deck_size=len(state.deck), discard=tuple(state.discard),
        maester_deck_size=len(state.maester_deck), objective_deck_size=len(state.objective_deck),
        reinforcements=t.reinforcements, units_to_place=tuple(t.units), traded_set=t.traded_set,
        conquered=t.conquered, manoeuvres=t.manoeuvres, pending=MappingProxyType(pending),
        result=MappingProxyType(state.result) if state.result else None,
    )
