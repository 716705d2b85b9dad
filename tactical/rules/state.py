"""The battle state: plain dataclasses that round-trip through JSON exactly.

Dataclasses rather than pydantic models because the engine copies and mutates a state on every action
(and the AI does so millions of times); `to_dict`/`from_dict` give the JSON form used by saves, replays
and network play. Hexes are indices into the scenario's `Grid` (see `tactical/hexgrid.py`).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Literal, TypeVar, cast

from tactical.catalog import Rank
from tactical.protocol import Rng
from tactical.rules.dice import Face
from tactical.scenario import Scenario, scenario_from_dict

FORMAT_VERSION = 2        # 2: the state carries its whole scenario (1 held only its id)

Phase = Literal["command", "keep", "over"]
TurnStage = Literal["select", "tactic_target", "move", "attack", "done"]
TurnSource = Literal["token", "card", "commit"]
CombatKind = Literal["attack", "counter", "strike", "dogs", "effect"]
CombatStage = Literal["declare", "roll", "reroll", "score", "apply", "bold_check", "bold", "retreat", "counter_check",
                      "counter", "after", "advance", "pursue_attack", "offer", "end"]


@dataclass
class Unit:
    id: int
    house: str
    type: str
    rank: Rank
    figures: int
    hex: int                      # -1 once eliminated
    ready: bool = True            # activatable ("banner on its activatable side")
    commander: str | None = None  # the commander leading this unit (its banner bearer)

    @property
    def alive(self) -> bool:
        return self.hex >= 0


@dataclass
class CommanderState:
    id: str
    unit: int                     # the unit id he leads
    tokens: int = 0               # command tokens placed on his card this round
    committed: bool = False       # commit ability used (card on its committed side)
    captured: bool = False


@dataclass
class SideState:
    house: str
    edge: str
    order_value: int
    command_value: int
    tokens: dict[str, int]        # order token pool by type
    command_tokens: int           # command tokens on the command board
    hand: list[str]
    deck: list[str]
    discard: list[str]
    commanders: dict[str, CommanderState]
    vp: int = 0
    passed: bool = False
    eliminated_enemies: int = 0   # enemy units this side eliminated (VP rules, summaries)
    boosts: list[dict[str, Any]] = field(default_factory=list)   # turn-long effects from a commit, for the next turn
    captured_commanders: list[str] = field(default_factory=list)


@dataclass
class Engagement:
    a: int                        # the two hexes the token sits between
    b: int
    house: str                    # the house whose token it is

    def touches(self, h: int) -> bool:
        return self.a == h or self.b == h

    def other(self, h: int) -> int:
        return self.b if self.a == h else self.a


@dataclass
class Turn:
    """The active player's current action: what it ordered and how far its units have got."""

    house: str
    source: TurnSource
    card: str | None = None
    commander: str | None = None
    slots: list[dict[str, Any]] = field(default_factory=list)   # open command slots: {"left": n|-1, "filter": {...}, "rally": bool, "bonus": [...]}
    activated: list[int] = field(default_factory=list)
    bonus: dict[int, list[dict[str, Any]]] = field(default_factory=dict)   # unit id -> modifiers for this turn
    turn_effects: list[str] = field(default_factory=list)          # e.g. "no_counter", "bold"
    stage: TurnStage = "select"
    moved: dict[int, int] = field(default_factory=dict)            # unit id -> hexes moved for its order chart (absent: not yet)
    steps: dict[int, int] = field(default_factory=dict)            # unit id -> hexes actually moved (Unwieldy, War Dogs)
    attacked: list[int] = field(default_factory=list)
    advanced: list[int] = field(default_factory=list)
    pursued: list[int] = field(default_factory=list)
    tactic: bool = False
    tactic_done: bool = False
    checked: list[str] = field(default_factory=list)
    pending_effects: list[dict[str, Any]] = field(default_factory=list)      # effects waiting for a target choice


@dataclass
class Combat:
    """One attack being resolved, kept between decisions (reroll, Bold flag, retreat, counter-attack...)."""

    kind: CombatKind
    attacker: int                 # unit id (or -1 for a card effect)
    target: int
    melee: bool
    stage: CombatStage
    dice: list[Face] = field(default_factory=list)
    flank: bool = False
    hits: int = 0
    flags: int = 0
    bold_used: bool = False
    target_hex: int = -1          # where the target stood when attacked
    retreated: bool = False
    eliminated: bool = False
    lone_hits: int = 0            # hits this attack has put on a lone commander (capture counts them together)
    then: dict[str, Any] = field(default_factory=dict)   # what to do once resolved (continue a move, an attack...)


@dataclass
class BattleState:
    scenario: Scenario            # the battle plan: immutable, shared by every copy, never deep-copied
    cols: int
    rows: int
    terrain: list[str]            # base terrain per hex index
    overlay: dict[int, str]       # terrain tokens (bridge, palisade, tent, ...) per hex
    fire: dict[int, int]
    devastated: list[int]
    units: list[Unit]
    sides: dict[str, SideState]
    order: list[str]              # the two houses, in the scenario's order (the seats)
    round: int
    round_limit: int
    phase: Phase
    first: str                    # house with the advantage this round
    active: str                   # house whose decision it is in the command phase
    momentum: str
    morale: int                   # marker: 0 centre; negative toward order[0]'s segment, positive toward order[1]'s
    morale_rout: dict[str, bool]  # house -> its segment ends in Rout
    engagements: list[Engagement]
    control: dict[str, str | None]
    supply: dict[str, int]        # order tokens left in the general supply
    turn: Turn | None = None
    combat: list[Combat] = field(default_factory=list)
    winner: str | None = None
    result: str = ""              # why the battle ended: a reason code (see victory.py), rendered by describe.py
    result_data: dict[str, Any] = field(default_factory=dict)
    vp_history: list[dict[str, int]] = field(default_factory=list)
    rng: int = 0                  # the Rng state

    # -------------------------------------------------------------- helpers
    def rng_obj(self) -> Rng:
        return Rng(self.rng)

    def is_over(self) -> bool:
        """A method, not a field test, so a type checker does not assume a rule call left `phase` alone."""
        return self.phase == "over"

    def enemy(self, house: str) -> str:
        return self.order[1] if house == self.order[0] else self.order[0]

    def unit_at(self, h: int) -> Unit | None:
        for u in self.units:
            if u.hex == h:
                return u
        return None

    def occupied(self) -> dict[int, Unit]:
        return {u.hex: u for u in self.units if u.hex >= 0}

    def alive(self, house: str | None = None) -> list[Unit]:
        return [u for u in self.units if u.hex >= 0 and (house is None or u.house == house)]

    def engagement_of(self, h: int) -> Engagement | None:
        for e in self.engagements:
            if e.a == h or e.b == h:
                return e
        return None

    def clone(self) -> "BattleState":
        """A deep copy, written out by hand because `copy.deepcopy` is ten times slower here."""
        new = _shallow(self)
        new.terrain = self.terrain               # never mutated: base terrain is fixed for the battle
        new.overlay = dict(self.overlay)
        new.fire = dict(self.fire)
        new.devastated = list(self.devastated)
        new.units = [_shallow(u) for u in self.units]
        new.sides = {h: _clone_side(s) for h, s in self.sides.items()}
        new.order = list(self.order)
        new.morale_rout = dict(self.morale_rout)
        new.engagements = [_shallow(e) for e in self.engagements]
        new.control = dict(self.control)
        new.supply = dict(self.supply)
        new.turn = _copy_record(self.turn) if self.turn is not None else None
        new.combat = [_copy_record(c) for c in self.combat]
        new.vp_history = [dict(v) for v in self.vp_history]
        new.result_data = dict(self.result_data)
        return new

    # -------------------------------------------------------------- JSON
    def to_dict(self) -> dict[str, Any]:
        # asdict would deep-copy the scenario model: it is left out and written as its own JSON form
        d = asdict(replace(self, scenario=cast(Scenario, None)))
        d["scenario"] = self.scenario.model_dump(mode="json")
        d["format"] = FORMAT_VERSION
        d["overlay"] = {str(k): v for k, v in self.overlay.items()}
        d["fire"] = {str(k): v for k, v in self.fire.items()}
        if self.turn is not None:
            d["turn"]["moved"] = {str(k): v for k, v in self.turn.moved.items()}
            d["turn"]["steps"] = {str(k): v for k, v in self.turn.steps.items()}
            d["turn"]["bonus"] = {str(k): v for k, v in self.turn.bonus.items()}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "BattleState":
        d = dict(d)
        if d.pop("format", None) != FORMAT_VERSION:
            raise ValueError(f"not a battle state of format {FORMAT_VERSION}")
        d["scenario"] = scenario_from_dict(d["scenario"], source="state.scenario")
        d["overlay"] = {int(k): v for k, v in d["overlay"].items()}
        d["fire"] = {int(k): v for k, v in d["fire"].items()}
        d["units"] = [Unit(**u) for u in d["units"]]
        d["sides"] = {h: _side_from_dict(s) for h, s in d["sides"].items()}
        d["engagements"] = [Engagement(**e) for e in d["engagements"]]
        d["combat"] = [Combat(**c) for c in d["combat"]]
        if d.get("turn") is not None:
            t = dict(d["turn"])
            t["moved"] = {int(k): v for k, v in t["moved"].items()}
            t["steps"] = {int(k): v for k, v in t["steps"].items()}
            t["bonus"] = {int(k): v for k, v in t["bonus"].items()}
            d["turn"] = Turn(**t)
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in names})


R = TypeVar("R")


def _shallow(obj: R) -> R:
    """A shallow copy of a plain dataclass instance, without copy.copy's generic machinery."""
    new = object.__new__(type(obj))
    new.__dict__ = obj.__dict__.copy()
    return new


def _copy_data(x: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, tuples of plain values), much faster than deepcopy."""
    if isinstance(x, dict):
        return {k: _copy_data(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_copy_data(v) for v in x]
    return x                              # str, int, bool, None and tuples of them are immutable


def _copy_record(obj: R) -> R:
    """A deep copy of a Turn or Combat: a dataclass whose fields hold JSON-like data."""
    new = object.__new__(type(obj))
    new.__dict__ = {k: _copy_data(v) for k, v in obj.__dict__.items()}
    return new


def _clone_side(s: SideState) -> SideState:
    new = _shallow(s)
    new.tokens = dict(s.tokens)
    new.hand, new.deck, new.discard = list(s.hand), list(s.deck), list(s.discard)
    new.commanders = {k: _shallow(c) for k, c in s.commanders.items()}
    new.captured_commanders = list(s.captured_commanders)
    new.boosts = [dict(b) for b in s.boosts]
    return new


def _side_from_dict(s: dict[str, Any]) -> SideState:
    s = dict(s)
    s["commanders"] = {k: CommanderState(**v) for k, v in s["commanders"].items()}
    return SideState(**s)
