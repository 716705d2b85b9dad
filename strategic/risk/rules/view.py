"""What one seat may know: `view(state, seat)`.

Public: the board (owners, armies, special units), every house's gold, victory points, scored
objectives, characters used, active card effects and how many cards it holds, deck sizes, the
discard pile, the battle in progress. Private: your own territory cards, objectives and maester cards,
and the objectives you are choosing between. Never shown: other hands, deck order, the RNG state
(nor the scripted dice of a test setup).

A view is a snapshot: every mapping is a read-only proxy over a copy made when the view is built, and
the records are named tuples of tuples, so a view can neither change the game nor change with it (the
in-place runner mutates its state after each decision). The copies are flat dicts of a few dozen
entries and one small tuple per house, and the records are made with `tuple.__new__` (a view is made
for every decision of every game the benchmark and the arena play).
"""
from __future__ import annotations

from types import MappingProxyType
from collections.abc import Mapping
from typing import Any, NamedTuple

from tactical.protocol import Result

from .cards import lookup
from .manoeuvre import route
from .objectives import progress
from .state import Phase, RiskState


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
    eliminated_now: tuple[str, ...] = ()  # houses eliminated this turn (public: each was announced)
    free_manoeuvre: bool = False          # a card lets this turn's manoeuvres pass through any territory
    objective_discard: tuple[str, ...] = ()  # the scored objectives not yet reshuffled into the deck

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
_NO_UNITS: Mapping[str, Mapping[str, int]] = MappingProxyType({})
# A view is built for every decision: its records are made by tuple.__new__ with their fields in order
# (a named tuple's keyword constructor binds 28 arguments in Python, a fifth of the view's cost).
_tuple = tuple.__new__


def result_of(state: RiskState) -> Result | None:
    """The protocol's Result from the state's result record (Skirmish points as scores)."""
    r = state.result
    if r is None:
        return None
    return Result(tuple(r["winners"]), r["reason"], MappingProxyType(dict(r["scores"])))


def view(state: RiskState, seat: str) -> RiskView:
    """`seat`'s snapshot of `state`, built in one frame (a view is made for every decision): the players'
    records behind a C-level read-only mapping, every mutable part copied."""
    players = {}
    for h, p in state.players.items():
        players[h] = _tuple(PublicPlayer, (h, len(p.cards), p.gold, p.vp, len(p.objectives), len(p.maester),
                                           tuple(p.used) if p.used else (),
                                           MappingProxyType(dict(p.mods)) if p.mods else _NO_MODS,
                                           tuple(p.achieved) if p.achieved else (), p.eliminated))
    pending: dict[str, Any] = {}
    for k, v in state.pending.items():
        if k != "seed":
            pending[k] = tuple(v) if isinstance(v, list) else v
    if "choice" in pending and seat != state.actor:
        pending["choice"] = len(pending["choice"])          # how many, not which
    me, t, units = state.players.get(seat), state.turn, state.units
    return _tuple(RiskView, (      # the fields in RiskView's order
        seat, state.rules, state.map, tuple(state.seats), state.round, state.phase, state.actor, state.active,
        MappingProxyType(dict(state.owner)), MappingProxyType(dict(state.armies)),
        MappingProxyType({k: MappingProxyType(dict(u)) for k, u in units.items()}) if units else _NO_UNITS,
        MappingProxyType(players),
        tuple(me.cards) if me else (), tuple(me.objectives) if me else (), tuple(me.maester) if me else (),
        len(state.deck), tuple(state.discard), len(state.maester_deck), len(state.objective_deck),
        t.reinforcements, tuple(t.units), t.traded_set, t.conquered, t.manoeuvres, MappingProxyType(pending),
        None if state.result is None else result_of(state), state.battles, state.ai_battles,
        tuple(t.eliminated) if t.eliminated else (), t.free_manoeuvre, tuple(state.objective_discard)))


class _Turn(NamedTuple):
    conquered: int
    eliminated: tuple[str, ...]
    free_manoeuvre: bool


class _Counted(NamedTuple):
    """The parts of a state the objective counts and the manoeuvre's chains read, taken from a view (all
    public or the seat's own)."""
    map: str
    owner: Mapping[str, str]
    armies: Mapping[str, int]
    units: Mapping[str, Mapping[str, int]]
    players: Mapping[str, PublicPlayer]
    turn: _Turn


def objective_progress(v: RiskView) -> dict[str, tuple[int, int]]:
    """The seat's own objectives, each with (count so far, count needed), by the rules' own counts
    (`objectives.progress`): a view holds only its seat's objectives, so nothing hidden is revealed. Made on
    demand rather than in every view (the AI's games build a view per decision and never read it)."""
    cards = lookup()[2]
    return {o: progress(_counted(v), v.seat, cards[o].condition) for o in v.objectives}  # type: ignore[arg-type]


def manoeuvre_route(v: RiskView, src: str, dst: str) -> list[str]:
    """The chain of territories a manoeuvre of the seat from `src` to `dst` would go along (`manoeuvre.route`,
    the rule's own search), [] if it cannot."""
    return route(_counted(v), v.seat, src, dst)  # type: ignore[arg-type]


def _counted(v: RiskView) -> _Counted:
    return _Counted(v.map, v.owner, v.armies, v.units, v.players,
                    _Turn(v.conquered, v.eliminated_now, v.free_manoeuvre))
