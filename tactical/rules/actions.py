"""Every decision a player can make in a battle, as a small frozen record with a readable `str()`.

Actions are a tagged union: `to_dict` writes `{"type": ..., fields}` and `action_from_dict` reads it
back, so a battle's action list is its replay. Hexes are grid indices; units are unit ids.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, cast

from tactical.protocol import Record, record_from_dict


@dataclass(frozen=True)
class Action(Record):
    """A BattleLore action: its JSON form is the protocol's `Record.to_dict` (tuples written as lists)."""
    type: ClassVar[str] = ""


@dataclass(frozen=True)
class UseOrderToken(Action):
    """Activate one unit with one order token of its rank (or valor), or two identical tokens."""
    type: ClassVar[str] = "order_token"
    unit: int
    token: str
    count: int = 1

    def __str__(self) -> str:
        return f"order unit {self.unit} with {self.count}x {self.token} token"


@dataclass(frozen=True)
class MoraleToken(Action):
    """Spend a morale token: +1 morale (unit=-1) or -1 morale to rally (mobilise) one unit."""
    type: ClassVar[str] = "morale_token"
    unit: int = -1

    def __str__(self) -> str:
        return "morale token: +1 morale" if self.unit < 0 else f"morale token: rally unit {self.unit} (-1 morale)"


@dataclass(frozen=True)
class PlayCard(Action):
    type: ClassVar[str] = "play_card"
    card: str
    commander: str
    commands: tuple[int, ...]     # indices of the card's commands that are paid and used
    tactic: bool = False

    def __str__(self) -> str:
        t = " with its tactic" if self.tactic else ""
        return f"play {self.card} on {self.commander} (commands {list(self.commands)}){t}"


@dataclass(frozen=True)
class Commit(Action):
    """Use a commander's one-time commit ability (a free action at the start of your turn)."""
    type: ClassVar[str] = "commit"
    commander: str

    def __str__(self) -> str:
        return f"commit {self.commander}"


@dataclass(frozen=True)
class Pass(Action):
    type: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Select(Action):
    """Choose a unit for an open command slot (order or rally), or a target for a tactic effect."""
    type: ClassVar[str] = "select"
    unit: int

    def __str__(self) -> str:
        return f"select unit {self.unit}"


@dataclass(frozen=True)
class Done(Action):
    """Finish the current step (selecting units, moving, attacking) and go on to the next."""
    type: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Move(Action):
    type: ClassVar[str] = "move"
    unit: int
    to: int

    def __str__(self) -> str:
        return f"move unit {self.unit} to hex {self.to}"


@dataclass(frozen=True)
class Hold(Action):
    """An activated unit stays where it is (it may still attack)."""
    type: ClassVar[str] = "hold"
    unit: int

    def __str__(self) -> str:
        return f"unit {self.unit} holds"


@dataclass(frozen=True)
class Attack(Action):
    type: ClassVar[str] = "attack"
    unit: int
    target: int                   # target unit id

    def __str__(self) -> str:
        return f"unit {self.unit} attacks unit {self.target}"


@dataclass(frozen=True)
class WarDogs(Action):
    type: ClassVar[str] = "war_dogs"
    unit: int
    target: int

    def __str__(self) -> str:
        return f"unit {self.unit} looses the dogs on unit {self.target}"


@dataclass(frozen=True)
class SetFire(Action):
    """Scorched Earth: instead of attacking, roll to set an adjacent empty hex alight."""
    type: ClassVar[str] = "set_fire"
    unit: int
    hex: int

    def __str__(self) -> str:
        return f"unit {self.unit} sets fire to hex {self.hex}"


@dataclass(frozen=True)
class Extinguish(Action):
    """Put out the fire in the unit's own hex (its whole activation) or an adjacent one (instead of attacking, one die)."""
    type: ClassVar[str] = "extinguish"
    unit: int
    hex: int

    def __str__(self) -> str:
        return f"unit {self.unit} fights the fire in hex {self.hex}"


@dataclass(frozen=True)
class Reroll(Action):
    """Flanking: reroll every die showing `face` (or none)."""
    type: ClassVar[str] = "reroll"
    face: str = ""

    def __str__(self) -> str:
        return f"reroll every {self.face}" if self.face else "no reroll"


@dataclass(frozen=True)
class Choose(Action):
    """Yes/no answers: Bold ignores a flag, counter-attack, disengage strike, advance/pursue stop."""
    type: ClassVar[str] = "choose"
    yes: bool

    def __str__(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True)
class RetreatTo(Action):
    type: ClassVar[str] = "retreat"
    hex: int

    def __str__(self) -> str:
        return f"retreat to hex {self.hex}"


@dataclass(frozen=True)
class AdvanceTo(Action):
    """Advance or pursue one hex (the first must be the hex the target left)."""
    type: ClassVar[str] = "advance"
    hex: int

    def __str__(self) -> str:
        return f"advance to hex {self.hex}"


@dataclass(frozen=True)
class Keep(Action):
    """Regroup: keep this card and this order token (empty: nothing) and discard the rest."""
    type: ClassVar[str] = "keep"
    card: str = ""
    token: str = ""

    def __str__(self) -> str:
        return f"keep card {self.card or '-'} and token {self.token or '-'}"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls for cls in (UseOrderToken, MoraleToken, PlayCard, Commit, Pass, Select, Done, Move, Hold,
                              Attack, WarDogs, SetFire, Extinguish, Reroll, Choose, RetreatTo, AdvanceTo, Keep)
}


def action_from_dict(d: dict[str, Any]) -> Action:
    return cast(Action, record_from_dict(ACTION_TYPES, d, "a BattleLore action"))
