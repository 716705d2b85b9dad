"""The engine protocol every game here shares (DESIGN.md, "How a game engine looks here").

Held here, in the foundation package, because the strategic games build on the tactical one
(battle hand-off) and the top level of the repository is fixed:

- `Rng`: the one seeded random stream of a game. Its whole state is one integer, so a game state
  that holds it round-trips through JSON exactly; nothing in the engines touches the global `random`.
- `Agent`: anything that picks an action from a player's view and the legal actions.
- The errors a user can cause (bad file, illegal action, bad argument). `run.py` prints them as one
  clear line instead of a traceback.
- `write_atomic` / `read_json`: saves are written to a temporary file, then renamed, so a crash never
  loses the previous save.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Protocol, Sequence, TypeVar

T = TypeVar("T")

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

    def shuffle(self, items: list) -> None:
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
        """Return one element of `legal`, looking only at `view` (what this seat may know)."""
        ...


def write_atomic(path: str | os.PathLike, text: str) -> None:
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


def read_json(path: str | os.PathLike, what: str = "file") -> Any:
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


def record_from_dict(types: dict[str, type], d: Any, what: str = "action") -> Any:
    """Rebuild a tagged record (`{"type": ..., fields}`) from its JSON form; lists become tuples."""
    from dataclasses import fields

    try:
        cls = types[d["type"]]
        names = {f.name for f in fields(cls)}
        kwargs = {k: (tuple(v) if isinstance(v, list) else v) for k, v in d.items() if k in names}
        return cls(**kwargs)
    except (KeyError, TypeError) as exc:
        raise IllegalAction(f"not {what}: {d!r} ({exc})") from None
