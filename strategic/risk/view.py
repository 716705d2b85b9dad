"""What one seat may know: `view(state, seat)`.

Public: the board (owners, armies, special units), every house's gold, victory points, scored
objectives, characters used, active card effects and how many cards it holds, deck sizes, the
discard pile, the battle in progress. Private: your own territory cards, objectives and maester cards,
and the objectives you are choosing between. Never shown: other hands, deck order, the RNG state.
The board mappings are read-only views of the state's (which `apply` never mutates), so building a
view costs almost nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Mapping

from .state import RiskState


@dataclass(frozen=True)
class PublicPlayer:
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


@dataclass(frozen=True)
class RiskView:
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
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        for key in ("owner", "armies", "pending"):
            d[key] = dict(d[key])
        d["units"] = {t: dict(u) for t, u in self.units.items()}
        d["players"] = {h: {f.name: getattr(p, f.name) for f in fields(p)} | {"mods": dict(p.mods)}
                        for h, p in self.players.items()}
        d["result"] = dict(self.result) if self.result else None
        return d


def view(state: RiskState, seat: str) -> RiskView:
    me = state.players.get(seat)
    pending = dict(state.pending)
    if "choice" in pending and seat != state.actor:
        pending["choice"] = len(pending["choice"])          # how many, not which
    players = {h: PublicPlayer(h, len(p.cards), p.gold, p.vp, len(p.objectives), len(p.maester), tuple(p.used),
                               MappingProxyType(p.mods), tuple(p.achieved), p.eliminated)
               for h, p in state.players.items()}
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
