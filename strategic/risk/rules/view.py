"""What one seat may know: `view(state, seat)`.

Public: the board (owners, armies, special units), every house's gold, victory points, scored
objectives, characters used, active card effects and how many cards it holds, deck sizes, the
discard pile, the battle in progress. Private: your own territory cards, objectives and maester cards,
and the objectives you are choosing between. Never shown: other hands, deck order, the RNG state
(nor the scripted dice of a test setup).

A view is a snapshot: every mapping is a read-only proxy over a copy made when the view is built, and
the records are named tuples of tuples, so a view can neither change the game nor change with it (the
in-place runner mutates its state after each decision). The copies are flat dicts of a few dozen
entries, and each house's record is built only when an agent looks at it, so a view stays cheap.
"""
from __future__ import annotations

from types import MappingProxyType
from collections.abc import Mapping
from typing import Any, NamedTuple

from tactical.protocol import Result

from .state import Phase, PlayerState, RiskState


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
    phase: Phase
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
    result: Result | None
    battles: str = "dice"               # the table's setting: dice, subgame, hexes or ask
    ai_battles: str = "dice"            # with "ask": how an AI seat fights

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (for a remote client)."""
        d = self._asdict()
        for key in ("owner", "armies", "pending"):
            d[key] = dict(d[key])
        d["units"] = {t: dict(u) for t, u in self.units.items()}
        d["players"] = {h: p._asdict() | {"mods": dict(p.mods)} for h, p in self.players.items()}
        d["result"] = self.result.to_dict() if self.result else None
        return d


_NO_MODS: Mapping[str, int] = MappingProxyType({})


def _players(players: dict[str, PlayerState]) -> Mapping[str, PublicPlayer]:
    """house -> PublicPlayer, snapshotted when the view is made (every mutable part copied), behind a
    read-only mapping (a C-level one: the AI looks players up on every decision)."""
    make = PublicPlayer._make              # tuple.__new__ underneath: a view is built for every decision
    return MappingProxyType({h: make((h, len(p.cards), p.gold, p.vp, len(p.objectives), len(p.maester),
                                      tuple(p.used) if p.used else (),
                                      MappingProxyType(dict(p.mods)) if p.mods else _NO_MODS,
                                      tuple(p.achieved) if p.achieved else (), p.eliminated))
                             for h, p in players.items()})


def result_of(state: RiskState) -> Result | None:
    """The protocol's Result from the state's result record (Skirmish points as scores)."""
    r = state.result
    if r is None:
        return None
    return Result(tuple(r["winners"]), r["reason"], MappingProxyType(dict(r["scores"])))


def view(state: RiskState, seat: str) -> RiskView:
    me = state.players.get(seat)
    pending = {k: tuple(v) if isinstance(v, list) else v for k, v in state.pending.items() if k != "seed"} \
        if state.pending else {}
    if "choice" in pending and seat != state.actor:
        pending["choice"] = len(pending["choice"])          # how many, not which
    t = state.turn
    return RiskView(
        seat=seat, rules=state.rules, map=state.map, seats=tuple(state.seats), round=state.round, phase=state.phase,
        actor=state.actor, active=state.active, owner=MappingProxyType(dict(state.owner)),
        armies=MappingProxyType(dict(state.armies)),
        units=MappingProxyType({k: MappingProxyType(dict(u)) for k, u in state.units.items()} if state.units else {}),
        players=_players(state.players),
        hand=tuple(me.cards) if me else (), objectives=tuple(me.objectives) if me else (),
        maester=tuple(me.maester) if me else (), deck_size=len(state.deck), discard=tuple(state.discard),
        maester_deck_size=len(state.maester_deck), objective_deck_size=len(state.objective_deck),
        reinforcements=t.reinforcements, units_to_place=tuple(t.units), traded_set=t.traded_set,
        conquered=t.conquered, manoeuvres=t.manoeuvres, pending=MappingProxyType(pending),
        result=result_of(state), battles=state.battles, ai_battles=state.ai_battles,
    )
