"""The game state: plain dataclasses that round-trip through JSON exactly and clone cheaply.

Dataclasses rather than pydantic models because `apply` copies the state on every action and the
benchmark plays thousands of actions per second; `to_dict`/`from_dict` give the JSON form used by
saves, replays and (later) network play. The seeded `Rng` lives in the state as one integer.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable, Literal

from tactical.protocol import Rng, SaveError

from .battle import Faces

FORMAT_VERSION = 2

Rules = Literal["skirmish", "domination"]
Battles = Literal["dice", "subgame", "hexes", "ask"]
AiBattles = Literal["dice", "hexes"]
# Every step a game can be in. A decision step has a function listing its legal actions in engine.PHASES;
# "battle" is a pause while an invasion is fought as a sub-game (setup battles "subgame", "hexes" or "ask").
# An automatic step (turn.py) is one the rules carry out alone, at once (engine.AUTO): a state handed out
# by the engine is never in one.
Decision = Literal["setup_objectives", "claim", "reinforce", "cash_in", "buy", "keep_objective", "invade", "defend",
                   "battlefield", "battle", "conquer", "manoeuvre", "objective", "draw", "over"]
Automatic = Literal["turn_begin", "reinforce_begin", "reinforce_end", "buy_end", "manoeuvre_begin", "manoeuvre_end",
                    "objective_begin", "draw_begin"]
Phase = Decision | Automatic


@dataclass
class PlayerState:
    house: str
    cards: list[str] = field(default_factory=list)           # territory cards in hand (hidden)
    gold: int = 0
    vp: int = 0
    objectives: list[str] = field(default_factory=list)      # objective card ids (hidden)
    maester: list[str] = field(default_factory=list)         # maester card ids (hidden)
    used: list[str] = field(default_factory=list)            # characters turned face down this round
    mods: dict[str, int] = field(default_factory=dict)       # active card effects, "kind@duration" -> n
    achieved: list[str] = field(default_factory=list)        # objectives scored (public once revealed)
    eliminated: bool = False
    placed: int = 0                                          # Domination setup: armies still to place

    def clone(self) -> "PlayerState":
        return PlayerState(self.house, self.cards[:], self.gold, self.vp, self.objectives[:], self.maester[:],
                           self.used[:], dict(self.mods), self.achieved[:], self.eliminated, self.placed)


@dataclass
class TurnState:
    """What the active player has done this turn (reset when a turn starts)."""

    reinforcements: int = 0          # armies still to deploy
    units: list[str] = field(default_factory=list)   # special units still to place
    traded_set: bool = False
    traded_unit: bool = False
    conquered: int = 0
    captured_seats: list[str] = field(default_factory=list)
    manoeuvres: int = 1
    free_manoeuvre: bool = False
    eliminated: list[str] = field(default_factory=list)

    def clone(self) -> "TurnState":
        return TurnState(self.reinforcements, self.units[:], self.traded_set, self.traded_unit, self.conquered,
                         self.captured_seats[:], self.manoeuvres, self.free_manoeuvre, self.eliminated[:])


@dataclass
class RiskState:
    rules: Rules
    map: str                         # "westeros" | "essos" | "world" (or a test map)
    seats: list[str]                 # houses in turn order
    players: dict[str, PlayerState]
    owner: dict[str, str]            # territory -> house or "neutral"
    armies: dict[str, int]
    units: dict[str, dict[str, int]] = field(default_factory=dict)   # territory -> {"knight": n, ...}
    deck: list[str] = field(default_factory=list)                    # territory deck, top first
    discard: list[str] = field(default_factory=list)
    maester_deck: list[str] = field(default_factory=list)
    maester_discard: list[str] = field(default_factory=list)
    objective_deck: list[str] = field(default_factory=list)
    round: int = 1
    current: int = 0                 # index into seats of the player whose turn it is
    phase: Phase = "reinforce"
    actor: str = ""                  # the seat whose decision it is
    turn: TurnState = field(default_factory=TurnState)
    pending: dict[str, Any] = field(default_factory=dict)   # battle awaiting defence, conquest, choice...
    result: dict[str, Any] | None = None
    max_rounds: int = 200
    battles: Battles = "dice"        # "subgame"/"hexes": each invasion is a sub-game; "ask": the attacker chooses
    fixed_dice: list[Faces] = field(default_factory=list)   # scripted battles for tests, played before the Rng
    rng: int = 0
    first: int = 0                   # index of the house that plays first (a new round starts with it)
    ai_battles: AiBattles = "dice"   # with battles="ask": how an AI seat fights its invasions
    humans: list[str] = field(default_factory=list)   # "ask": houses with a say (a human defender of a human)
    # hex battles: each house's commanders (by person) with a record: victories, captor and release round
    commanders: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    # objectives scored ("révélez la carte, débarrassez-vous en"), face up: shuffled back in when the deck
    # runs short (the rulebook is silent; as the territory and maester decks, docs/decisions.md)
    objective_discard: list[str] = field(default_factory=list)

    # -------------------------------------------------------------- helpers
    @property
    def active(self) -> str:
        return self.seats[self.current]

    @property
    def over(self) -> bool:
        return self.result is not None

    def rng_obj(self) -> Rng:
        return Rng(self.rng)

    def unit_count(self, territory: str, kind: str) -> int:
        u = self.units.get(territory)
        return u.get(kind, 0) if u else 0

    def clone(self) -> "RiskState":
        return RiskState(
            self.rules, self.map, self.seats[:], {h: p.clone() for h, p in self.players.items()},
            dict(self.owner), dict(self.armies), {t: dict(u) for t, u in self.units.items()},
            self.deck[:], self.discard[:], self.maester_deck[:], self.maester_discard[:], self.objective_deck[:],
            self.round, self.current, self.phase, self.actor, self.turn.clone(), dict(self.pending),
            self.result, self.max_rounds, self.battles, [f[:] for f in self.fixed_dice], self.rng, self.first,
            self.ai_battles, self.humans[:],
            {h: {p: dict(r) for p, r in lords.items()} for h, lords in self.commanders.items()},
            self.objective_discard[:])

    # -------------------------------------------------------------- JSON
    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["format"] = FORMAT_VERSION
        for key in ("humans", "commanders", "objective_discard"):
            if not d[key]:
                del d[key]           # a game without them is saved (and hashed) as before
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "RiskState":
        try:
            d = migrate(dict(d))
            d["players"] = {h: PlayerState(**p) for h, p in d["players"].items()}
            d["turn"] = TurnState(**d["turn"])
            names = {f.name for f in fields(cls)}
            return cls(**{k: v for k, v in d.items() if k in names})
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"not a Risk game state: {exc}") from None


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    """Version 1 named a battle resolver from a process-wide table; only "dice" was ever saved."""
    if d.pop("resolver", "dice") != "dice":
        raise SaveError("this state was saved with a test-only battle resolver")
    return d


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def migrate(d: dict[str, Any]) -> dict[str, Any]:
    """Bring a saved state up to FORMAT_VERSION, one small migration function per version."""
    version = d.pop("format", FORMAT_VERSION)
    if version > FORMAT_VERSION:
        raise SaveError(f"saved with a newer format ({version}); this version reads up to {FORMAT_VERSION}")
    while version < FORMAT_VERSION:
        d = MIGRATIONS[version](d)
        version += 1
    return d
