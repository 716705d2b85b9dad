"""Every decision a player of A Game of Thrones makes, as a small frozen record with a readable `str()`.

A tagged union (`tactical.protocol.Record`): `to_dict` writes `{"type": ..., fields}` and `action_from_dict`
reads it back, so a game's action list is its replay. The seat is not part of an action: `apply` is told
who sends it. Decisions the table makes in one breath are split into small steps (a march is the order
chosen, then one `Move` per group of units, then `EndMarch`), so every legal action can be listed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tactical.protocol import Amount, Record, record_from_dict, record_type

ACTION_TYPES: dict[str, type] = {}


def _units(units: tuple[str, ...]) -> str:
    return ", ".join(units) if units else "nobody"


# -- Planning ------------------------------------------------------------------------------------------
@record_type(ACTION_TYPES, "place_order", lambda a: f"order {a.token} in {a.area}")
@dataclass(frozen=True, slots=True)
class PlaceOrder(Record):
    area: str
    token: str


@record_type(ACTION_TYPES, "replace_order", lambda a: f"messenger raven: {a.token} instead in {a.area}")
@dataclass(frozen=True, slots=True)
class ReplaceOrder(Record):
    area: str
    token: str


@record_type(ACTION_TYPES, "peek_wildlings", lambda a: "messenger raven: look at the top wildling card")
@dataclass(frozen=True, slots=True)
class PeekWildlings(Record):
    pass


@record_type(ACTION_TYPES, "keep_wildling", lambda a: "bury the wildling card" if a.bury else "keep the wildling card on top")
@dataclass(frozen=True, slots=True)
class KeepWildling(Record):
    bury: bool


@record_type(ACTION_TYPES, "pass", lambda a: "pass")
@dataclass(frozen=True, slots=True)
class Pass(Record):
    pass


# -- One-use orders (the site's option) -----------------------------------------------------------------
@record_type(ACTION_TYPES, "place_one_use", lambda a: f"one-use order {a.token} in {a.area}")
@dataclass(frozen=True, slots=True)
class PlaceOneUse(Record):
    area: str
    token: str


@record_type(ACTION_TYPES, "activate", lambda a: f"use the one-use order in {a.area}")
@dataclass(frozen=True, slots=True)
class Activate(Record):
    area: str


@record_type(ACTION_TYPES, "bring", lambda a: f"bring {_units(a.units)} from {a.frm}")
@dataclass(frozen=True, slots=True)
class Bring(Record):
    """A Forced March: units from an area around (or joined by transport) into the order's area."""
    frm: str
    units: tuple[str, ...]


# -- Action phase: raids, marches, consolidation -------------------------------------------------------
@record_type(ACTION_TYPES, "raid", lambda a: f"raid {a.target} from {a.area}" if a.target else f"remove the raid in {a.area}")
@dataclass(frozen=True, slots=True)
class Raid(Record):
    area: str
    target: str | None = None


@record_type(ACTION_TYPES, "march", lambda a: f"march from {a.area}")
@dataclass(frozen=True, slots=True)
class March(Record):
    area: str


@record_type(ACTION_TYPES, "move", lambda a: f"move {_units(a.units)} to {a.to}")
@dataclass(frozen=True, slots=True)
class Move(Record):
    to: str
    units: tuple[str, ...]


@record_type(ACTION_TYPES, "end_march", lambda a: "end the march" + (", leaving a power token" if a.leave_token else ""))
@dataclass(frozen=True, slots=True)
class EndMarch(Record):
    leave_token: bool = False


@record_type(ACTION_TYPES, "consolidate", lambda a: f"consolidate power in {a.area}" + (
    " (muster instead)" if a.muster else " (build a fortification instead)" if a.fortify else ""))
@dataclass(frozen=True, slots=True)
class Consolidate(Record):
    area: str
    muster: bool = False
    fortify: bool = False


# -- Battles ---------------------------------------------------------------------------------------
@record_type(ACTION_TYPES, "support", lambda a: f"support from {a.area}: {a.side or 'nobody'}")
@dataclass(frozen=True, slots=True)
class Support(Record):
    area: str
    side: str | None          # the house supported (attacker or defender), or None


@record_type(ACTION_TYPES, "accept_support", lambda a: ("accept" if a.accept else "refuse") + f" the support from {a.area}")
@dataclass(frozen=True, slots=True)
class AcceptSupport(Record):
    area: str
    accept: bool


@record_type(ACTION_TYPES, "battlefield", lambda a: "fight on the hex battlefield" if a.hexes
             else "fight with house cards (the rulebook)")
@dataclass(frozen=True, slots=True)
class Battlefield(Record):
    """Setup `battles="ask"`: the attacker (then a human defender of a human attacker) chooses the hexes."""
    hexes: bool


@record_type(ACTION_TYPES, "play_card", lambda a: f"play {a.card}")
@dataclass(frozen=True, slots=True)
class PlayCard(Record):
    card: str


@record_type(ACTION_TYPES, "use_blade", lambda a: "use the Valyrian Steel Blade" if a.use else "keep the blade")
@dataclass(frozen=True, slots=True)
class UseBlade(Record):
    use: bool


@record_type(ACTION_TYPES, "choose", lambda a: f"choose {a.option}")
@dataclass(frozen=True, slots=True)
class Choose(Record):
    """An answer to a card's question (a house card ability, a Westeros or wildling card): the options
    are named by the card's rule."""
    option: str


@record_type(ACTION_TYPES, "remove_unit", lambda a: f"remove a {a.unit} from {a.area}")
@dataclass(frozen=True, slots=True)
class RemoveUnit(Record):
    area: str
    unit: str


@record_type(ACTION_TYPES, "retreat", lambda a: f"retreat to {a.to}")
@dataclass(frozen=True, slots=True)
class Retreat(Record):
    to: str


# -- Westeros phase ----------------------------------------------------------------------------------
@record_type(ACTION_TYPES, "muster", lambda a: f"muster in {a.castle}: {a.unit} in {a.area}" + (" (upgrade)" if a.upgrade else ""))
@dataclass(frozen=True, slots=True)
class Muster(Record):
    castle: str               # the castle or stronghold whose points pay
    unit: str                 # footman, knight, ship, siege
    area: str                 # where it goes (the castle's area, or an adjacent sea or its port for a ship)
    upgrade: bool = False     # a footman there becomes this unit


@record_type(ACTION_TYPES, "end_muster", lambda a: "done mustering")
@dataclass(frozen=True, slots=True)
class EndMuster(Record):
    pass


@record_type(ACTION_TYPES, "bid", lambda a: f"bid {a.power}")
@dataclass(frozen=True, slots=True)
class Bid(Record):
    power: int | Amount


@record_type(ACTION_TYPES, "rank", lambda a: f"place {a.house} next")
@dataclass(frozen=True, slots=True)
class Rank(Record):
    """The Iron Throne holder breaks a tie: the next tied house in the track's order."""
    house: str


def action_from_dict(d: Any) -> Any:
    """Rebuild an action from its JSON form (`IllegalAction` naming it if it is not one)."""
    a = record_from_dict(ACTION_TYPES, d, "an A Game of Thrones action")
    if isinstance(a, Bid) and isinstance(d.get("power"), dict):
        return Bid(Amount(d["power"]["lo"], d["power"]["hi"]))
    return a
