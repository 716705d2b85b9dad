"""The engine protocol every game here follows (DESIGN.md "How a game engine looks here"; docs/protocol.md).

Held here, in the lowest package, because the strategic games build on the tactical one (the battle
hand-off) and the repository's top level is fixed. Everything a game engine, the session, the agents,
saves and the conformance suite share lives in this one module:

- `Game`: what an engine offers: `new_game`, `to_act`, `legal_actions`, `apply`, `view`, `result`, the
  JSON codecs, `render` (an event as text for one viewer) and, for strategic games, sub-games.
- `Event`: a structured record with an audience (everyone, or named seats); no English inside engines.
- `Amount`: a free amount inside a legal action (deploy 1..8 armies), listed once with its bounds.
- `SubGame` / `SubGameResult`: a game paused on a battle and resumed with its outcome.
- `Rng`: the one seeded random stream of a game, one integer of state.
- `Agent`: anything that picks an action from a seat's view and the legal actions.
- The errors a user can cause (bad file, illegal action, bad argument), which `run.py` prints as one
  line, and `write_atomic` / `read_json` for files that must never be half-written.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, Callable, ClassVar, Mapping, NamedTuple, Protocol, Sequence, TypeVar, runtime_checkable

from pydantic import BaseModel, ValidationError

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

_MASK = (1 << 64) - 1


class UserError(Exception):
    """Something the user can fix: printed as one line by run.py, never as a traceback."""


class ScenarioError(UserError):
    """A data file (scenario, map, card set) is missing or invalid; the message names file and field."""


class SaveError(UserError):
    """A save or replay file cannot be read; the file on disk is left untouched."""


class IllegalAction(UserError):
    """An action that the rules do not allow now; the state is unchanged."""


class Rng:
    """SplitMix64: small, fast, and its whole state is a single 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). The modulo bias is below 2**-58 for any die or deck here."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next_u64() % n

    def roll(self, sides: int) -> int:
        """One die with faces 1..sides."""
        return self.below(sides) + 1

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> "Rng":
        """An independent stream (for AI search copies), derived without advancing this one."""
        return Rng(((self.state ^ (salt * 0xD1B54A32D192ED03)) * 0xFF51AFD7ED558CCD) & _MASK)

    def copy(self) -> "Rng":
        return Rng(self.state)


class Agent(Protocol):
    """A seat's decision maker: the human UI, every AI and (later) a remote player."""

    name: str

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Return an action `legal` allows (an element, or a template with its amounts filled in),
        looking only at `view` (what this seat may know)."""
        ...


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` via a temporary file in the same folder and a rename. A folder that cannot
    be written is the user's to fix: a one-line UserError, never a traceback."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise UserError(f"{target}: cannot write: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise UserError(f"{target}: cannot write: {exc.strerror or exc}") from None
        raise


def read_json(path: str | os.PathLike[str], what: str = "file") -> Any:
    """Read a JSON file, turning every failure into a SaveError/ScenarioError-style one-line message."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{p}: no such {what}") from None
    except OSError as exc:
        raise UserError(f"{p}: cannot read {what}: {exc.strerror}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError(f"{p}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None


def describe_validation_error(source: str, exc: Exception) -> str:
    """One readable paragraph for a pydantic ValidationError: the file, each field path and problem."""
    errors = getattr(exc, "errors", None)
    if errors is None:
        return f"{source}: {exc}"
    lines = [f"{source}: {len(errors())} problem(s)"]
    for err in errors():
        loc = ".".join(str(part) for part in err.get("loc", ())) or "(top level)"
        lines.append(f"  - {loc}: {err.get('msg', 'invalid')}")
    return "\n".join(lines)


def validated(model: type[M], data: Any, source: str, error: type[Exception] = UserError) -> M:
    """`data` checked by the pydantic `model`, or `error` naming the source, each field path and problem."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(describe_validation_error(source, exc)) from None


def record_from_dict(types: dict[str, type], d: Any, what: str = "action") -> Any:
    """Rebuild a tagged record (`{"type": ..., fields}`) from its JSON form; lists become tuples."""
    try:
        cls = types[d["type"]]
        names = {f.name for f in fields(cls)}
        kwargs = {k: (tuple(v) if isinstance(v, list) else v) for k, v in d.items() if k in names}
        return cls(**kwargs)
    except (KeyError, TypeError) as exc:
        raise IllegalAction(f"not {what}: {d!r} ({exc})") from None


class Record:
    """Base of an engine's actions: frozen slotted dataclasses tagged by `type` for their JSON form
    (`{"type": ..., fields}`; tuples written as lists, `Amount`s as their bounds). Register a subclass
    with `record_type`."""

    __slots__ = ()
    type: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type}
        for f in fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            if isinstance(v, Amount):
                v = {"lo": v.lo, "hi": v.hi}
            d[f.name] = _plain(v)
        return d


R = TypeVar("R", bound=type)


def record_type(registry: dict[str, type], tag: str, text: Callable[[Any], str]) -> Callable[[R], R]:
    """Class decorator over a frozen slotted dataclass: its tag, its `str()` (`text(self)`) and its place in
    `registry` (the table `record_from_dict` reads back)."""
    def wrap(cls: R) -> R:
        cls.type = tag  # type: ignore[attr-defined]
        setattr(cls, "__str__", lambda self: text(self))
        registry[tag] = cls
        return cls
    return wrap


# ================================================================== the game protocol
Seat = str
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT", covariant=True)


@dataclass(frozen=True, slots=True)
class Amount:
    """A free amount inside a legal action: any integer from `lo` to `hi` (both included).

    `legal_actions` lists `Deploy("Winterfell", Amount(1, 8))` once instead of some of the values;
    an agent submits `Deploy("Winterfell", 3)`; `allows` decides whether a submitted action fits.
    """

    lo: int
    hi: int

    def __contains__(self, n: object) -> bool:
        return isinstance(n, int) and not isinstance(n, bool) and self.lo <= n <= self.hi

    def __str__(self) -> str:
        return f"{self.lo}..{self.hi}" if self.lo != self.hi else str(self.lo)


def amount_fields(action: Any) -> dict[str, Amount]:
    """The fields of a legal action that are free amounts (empty for an ordinary action). Runs on every
    action the session checks, hence the dataclass field table read directly and a plain loop."""
    free: dict[str, Amount] = {}
    for n in getattr(action, "__dataclass_fields__", ()):
        v = getattr(action, n, None)
        if isinstance(v, Amount):
            free[n] = v
    return free


def fits(action: Any, template: Any) -> bool:
    """True if `action` is `template`, or `template` with each `Amount` replaced by a value inside it.
    A template itself (its amounts not chosen) is not an action and fits nothing."""
    if type(action) is not type(template):
        return False
    names = getattr(template, "__dataclass_fields__", None)
    if names is None:
        return bool(action == template)
    for n in names:                          # the field table read directly: this runs on every check
        mine, theirs = getattr(action, n, None), getattr(template, n, None)
        if type(theirs) is Amount:
            if mine not in theirs:
                return False
        elif mine != theirs:
            return False
    return True


def allows(legal: Sequence[Any], action: Any) -> bool:
    """True if `action` is one the list of legal actions allows (exactly, or inside a template's bounds).
    This runs on every action the session checks: first the tight identity scan (agents mostly hand back
    a listed record itself), then `fits` on the records of the action's type only (`fits` never accepts
    an action still holding an `Amount`, so only a template handed back itself needs that test)."""
    for t in legal:
        if t is action:
            return not amount_fields(action)
    kind = type(action)
    for t in legal:
        if type(t) is kind and fits(action, t):
            return True
    return False


def fill(template: Any, pick: Any = max) -> Any:
    """A concrete action from a template: each Amount becomes `pick(range(lo, hi + 1))` (default: all)."""
    free = amount_fields(template)
    if not free:
        return template
    return replace(template, **{k: pick(range(a.lo, a.hi + 1)) for k, a in free.items()})


_NO_DATA: Mapping[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """Something that happened, as data. `audience` None means every seat (and spectators) may see it;
    otherwise only the named seats do. Text is made outside the engine by `Game.render`. A named tuple,
    not a frozen dataclass: engines make one or two per action and this builds in half the time."""

    kind: str
    data: Mapping[str, Any] = _NO_DATA
    audience: frozenset[str] | None = None

    def visible_to(self, seat: Seat | None) -> bool:
        """`seat` None is a spectator: it sees only public events."""
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "data": _plain(self.data)}
        if self.audience is not None:
            d["audience"] = sorted(self.audience)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Event":
        aud = d.get("audience")
        return cls(d["kind"], dict(d.get("data", {})), None if aud is None else frozenset(aud))


def _plain(x: Any) -> Any:
    """JSON-ready copy: tuples become lists, mappings dicts."""
    if isinstance(x, Mapping):
        return {str(k): _plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    return x


def events_for(events: Sequence[Event], seat: Seat | None) -> list[Event]:
    """The events `seat` may receive (None: a spectator, who gets only public ones)."""
    return [e for e in events if e.visible_to(seat)]


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winners (several for a shared win, none for a draw) and why. `outcome` holds
    what a parent game needs when this game was its sub-game (losses on each side, ...)."""

    winners: tuple[Seat, ...]
    reason: str
    scores: Mapping[Seat, float] = field(default_factory=dict)
    outcome: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason, "scores": dict(self.scores),
                "outcome": _plain(self.outcome)}


@dataclass(frozen=True, slots=True)
class SubGame:
    """A game paused on a game of its own (a battle): which engine plays it, its setup and seed, and which
    seat of the sub-game each seat of the parent plays (`seats`: sub-game seat -> parent seat)."""

    game: str
    setup: Mapping[str, Any]
    seed: int
    seats: Mapping[Seat, Seat]

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "setup": _plain(self.setup), "seed": self.seed, "seats": dict(self.seats)}


@dataclass(frozen=True, slots=True)
class SubGameResult:
    """What flows back to the parent: the sub-game's result and the facts the parent needs (losses...)."""

    winners: tuple[Seat, ...]
    outcome: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "outcome": _plain(self.outcome)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "SubGameResult":
        return cls(tuple(d["winners"]), dict(d["outcome"]))


class Game(Protocol[StateT, ActionT, ViewT]):
    """One game engine. Pure: no I/O, no Arcade, no global random; every method leaves its inputs alone.

    A state is plain data holding its own Rng; `(setup, seed, actions)` replays a game exactly.
    """

    name: ClassVar[str]                      # the registry key and the `game` field of a save

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[StateT, list[Event]]:
        """The starting state from a setup (JSON data, checked: UserError naming the field if wrong)."""
        ...

    def seats(self, state: StateT) -> tuple[Seat, ...]:
        """Every seat at the table, in a fixed order."""
        ...

    def to_act(self, state: StateT) -> frozenset[Seat]:
        """The seats whose decision it is: one, or several for secret simultaneous choices; empty when
        the game is over or paused on a sub-game."""
        ...

    def legal_actions(self, state: StateT, seat: Seat) -> list[ActionT]:
        """What `seat` may do now (empty if it is not its decision). Free amounts are `Amount` fields."""
        ...

    def apply(self, state: StateT, seat: Seat, action: ActionT) -> tuple[StateT, list[Event]]:
        """The new state and the events. Accepts exactly what `legal_actions(state, seat)` allows;
        anything else raises IllegalAction naming the action and why, and changes nothing."""
        ...

    def view(self, state: StateT, seat: Seat) -> ViewT:
        """What `seat` may know, as a copy that cannot change the game."""
        ...

    def result(self, state: StateT) -> Result | None:
        """None while the game goes on."""
        ...

    def is_barrier(self, before: StateT, after: StateT, events: Sequence[Event]) -> bool:
        """True if this step drew on chance or revealed a secret: undo never goes back past it."""
        ...

    def render(self, event: Event, viewer: Seat | None) -> str:
        """The event as one line of text for `viewer` (who must be in its audience)."""
        ...

    # -- JSON codecs: a state, an action and an event round-trip exactly
    def state_to_json(self, state: StateT) -> dict[str, Any]: ...
    def state_from_json(self, data: Mapping[str, Any]) -> StateT: ...
    def action_to_json(self, action: ActionT) -> dict[str, Any]: ...
    def action_from_json(self, data: Mapping[str, Any]) -> ActionT: ...

    # -- sub-games (strategic games only; the defaults say "never")
    def subgame(self, state: StateT) -> SubGame | None:
        """The sub-game the state is paused on, if any (then `to_act` is empty)."""
        ...

    def resume(self, state: StateT, result: SubGameResult) -> tuple[StateT, list[Event]]:
        """The state after the pending sub-game ended with `result`."""
        ...


@runtime_checkable
class InPlace(Protocol):
    """What an engine may add for runners that keep no earlier states (benchmarks, the arena, AI rollouts):
    `apply` that changes `state` itself. Same checks as `apply`; an illegal action changes nothing.
    `legal`, when given, is what `legal_actions(state, seat)` has just returned for this very state, so
    that the engine need not list it again to check the action."""

    def apply_in_place(self, state: Any, seat: Seat, action: Any,
                       legal: Sequence[Any] | None = None) -> list[Event]: ...


class NoSubGames:
    """Mixin for engines that never pause on a sub-game."""

    def subgame(self, state: Any) -> SubGame | None:
        return None

    def resume(self, state: Any, result: SubGameResult) -> tuple[Any, list[Event]]:
        raise IllegalAction("this game has no sub-games to resume")
