"""The state of a game of A Game of Thrones: plain dataclasses that round-trip through JSON exactly.

Dataclasses rather than pydantic models because `apply` copies the state on every action and games are
played by the thousand in benchmarks. Everything the rules need is here (the setup's numbers too), so a
state alone replays; the board comes from the edition (`board.load_board`). The seeded `Rng` is one integer.

Areas hold the units of one house at most (a battle is over before its step ends), so units are a list of
types per area plus the owning house; routed units are kept apart because they have no strength and die
if they must retreat again.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from tactical.protocol import Rng, SaveError

FORMAT_VERSION = 1
TRACKS = ("iron_throne", "fiefdoms", "kings_court")
OPTIONAL: dict[str, Any] = {"battles": "cards", "ai_battles": "cards", "humans": []}   # left out of the JSON


@dataclass
class HouseState:
    power: int = 5                      # available power tokens
    supply: int = 0                     # position on the supply track
    hand: list[str] = field(default_factory=list)       # house cards still in hand (public in this game)
    discards: list[str] = field(default_factory=list)

    def clone(self) -> "HouseState":
        return HouseState(self.power, self.supply, self.hand[:], self.discards[:])


@dataclass
class Battle:
    """A battle from the moment a march enters an enemy area until the loser has retreated."""

    area: str
    origin: str                          # where the attacker marched from (his retreat)
    attacker: str
    defender: str
    march_bonus: int
    attackers: list[str] = field(default_factory=list)          # the marching units, standing in the area
    step: str = "support"                # where it stands: a key of battle.STAGES
    supports: dict[str, str] = field(default_factory=dict)      # support area -> house supported ("" nobody)
    to_declare: list[str] = field(default_factory=list)         # support areas still to declare
    to_accept: list[str] = field(default_factory=list)          # foreign offers still to answer
    cards: dict[str, str] = field(default_factory=dict)         # house -> card (secret until both chose)
    revealed: bool = False
    blade: bool = False                  # the blade was used in this battle
    mods: dict[str, int] = field(default_factory=dict)          # house -> strength added by abilities
    flags: dict[str, Any] = field(default_factory=dict)         # what abilities note for later windows
    winner: str = ""
    loser: str = ""
    casualties: int = 0                  # units the loser still has to remove
    strength: dict[str, int] = field(default_factory=dict)      # final strengths, for the log

    @property
    def houses(self) -> tuple[str, str]:
        return self.attacker, self.defender

    def enemy(self, house: str) -> str:
        return self.defender if house == self.attacker else self.attacker

    def clone(self) -> "Battle":
        new = copy.copy(self)
        for f in _BATTLE_DATA:
            setattr(new, f, plain_copy(getattr(self, f)))
        return new


_BATTLE_DATA = ("attackers", "supports", "to_declare", "to_accept", "cards", "mods", "flags", "strength")


def plain_copy(x: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, tuples of plain values): several times faster than
    `copy.deepcopy`, and states are copied at every step (views, `apply`)."""
    t = type(x)
    if t is dict:
        return {k: plain_copy(v) for k, v in x.items()}
    if t is list:
        return [plain_copy(v) for v in x]
    if t is tuple:
        return tuple(plain_copy(v) for v in x)
    if x is None or t in (str, int, bool, float):
        return x
    return copy.deepcopy(x)


@dataclass
class AgotState:
    edition: int
    players: int
    options: list[str]                   # chosen site options: fog-of-war, siege-engines, fortifications, ports...
    houses: list[str]                    # the seats, in setup order
    tracks: dict[str, list[str]]         # iron_throne / fiefdoms / kings_court, position 1 first
    house: dict[str, HouseState]
    units: dict[str, list[str]]          # area -> standing unit types
    routed: dict[str, list[str]]         # area -> routed unit types
    owner: dict[str, str]                # area with units -> their house
    tokens: dict[str, str] = field(default_factory=dict)        # land area -> house of the power token on it
    garrisons: dict[str, list[Any]] = field(default_factory=dict)   # area -> [house, strength]
    neutral: dict[str, int] = field(default_factory=dict)       # area -> neutral force strength
    fortifications: list[str] = field(default_factory=list)     # areas with a fortification (option)
    blocked: list[str] = field(default_factory=list)            # areas out of play for this player count
    orders: dict[str, str] = field(default_factory=dict)        # area -> order token (secret while planning)
    decks: list[list[str]] = field(default_factory=list)        # Westeros decks I-III, top first
    drawn: list[str] = field(default_factory=list)              # the Westeros cards of this round
    wildlings: int = 2                   # the wildling threat
    wildling_deck: list[str] = field(default_factory=list)      # top first (2nd edition)
    peeked: str = ""                     # the house that knows the top wildling card
    restrictions: list[str] = field(default_factory=list)       # this round's Westeros limits
    round: int = 1
    step: str = "planning"
    queue: list[str] = field(default_factory=list)              # Westeros cards still to resolve this round
    blade_used: bool = False
    cursor: int = 0                      # whose turn it is in the Iron Throne order (raids, marches, ...)
    pending: dict[str, Any] = field(default_factory=dict)       # the open decision's details
    battle: Battle | None = None
    rng: int = 0
    result: dict[str, Any] | None = None
    castles_to_win: int = 7
    max_rounds: int = 10
    max_power: int = 20
    unit_limits: dict[str, int] = field(default_factory=dict)
    supply_table: list[list[int]] = field(default_factory=list)
    special_orders: list[int] = field(default_factory=list)
    second_edition_cards: bool = False
    viewer: str = ""                     # whose view this copy is (`view.view`); "" for the game's own state
    # the one-use orders option (rules/one_use_orders.py): each house's tokens still unused, the ones on the
    # board (area -> [house, token]) and the houses the Lion's Cunning bars this round (house -> Lannister)
    one_use_left: dict[str, list[str]] = field(default_factory=dict)
    one_use_orders: dict[str, list[str]] = field(default_factory=dict)
    lion_ruse: dict[str, str] = field(default_factory=dict)
    # battles on the BattleLore hex battlefield (rules/hexes.py): "cards" (the rulebook), "hexes" or "ask";
    # with "ask", how a house no human plays fights, and the houses humans play (they are asked)
    battles: str = "cards"
    ai_battles: str = "cards"
    humans: list[str] = field(default_factory=list)

    # ---------------------------------------------------------------- reading
    def holder(self, track: str) -> str:
        """The Iron Throne, the Valyrian Steel Blade or the Messenger Raven: first on its track."""
        return self.tracks[track][0]

    def order_of_play(self) -> list[str]:
        return self.tracks["iron_throne"]

    def option(self, name: str) -> bool:
        return name in self.options

    def all_units(self, area: str) -> list[str]:
        return self.units.get(area, []) + self.routed.get(area, [])

    def rng_obj(self) -> Rng:
        return Rng(self.rng)

    # ---------------------------------------------------------------- copies and JSON
    def clone(self) -> "AgotState":
        new = copy.copy(self)
        new.options = self.options[:]
        new.houses = self.houses[:]
        new.tracks = {k: v[:] for k, v in self.tracks.items()}
        new.house = {h: s.clone() for h, s in self.house.items()}
        new.units = {a: u[:] for a, u in self.units.items()}
        new.routed = {a: u[:] for a, u in self.routed.items()}
        new.owner = dict(self.owner)
        new.tokens = dict(self.tokens)
        new.garrisons = {a: g[:] for a, g in self.garrisons.items()}
        new.neutral = dict(self.neutral)
        new.fortifications = self.fortifications[:]
        new.blocked = self.blocked[:]
        new.orders = dict(self.orders)
        new.decks = [d[:] for d in self.decks]
        new.drawn = self.drawn[:]
        new.wildling_deck = self.wildling_deck[:]
        new.restrictions = self.restrictions[:]
        new.queue = self.queue[:]
        new.pending = plain_copy(self.pending)
        new.battle = self.battle.clone() if self.battle else None
        new.result = plain_copy(self.result)
        new.one_use_left = {h: t[:] for h, t in self.one_use_left.items()}
        new.one_use_orders = {a: o[:] for a, o in self.one_use_orders.items()}
        new.lion_ruse = dict(self.lion_ruse)
        new.humans = self.humans[:]
        return new

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["format"] = FORMAT_VERSION
        for key, plain in OPTIONAL.items():
            if d[key] == plain:
                del d[key]           # a game with the rulebook's battles is saved (and hashed) as before
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "AgotState":
        try:
            d = dict(d)
            version = d.pop("format", FORMAT_VERSION)
            if version > FORMAT_VERSION:
                raise SaveError(f"saved with a newer format ({version}); this version reads up to {FORMAT_VERSION}")
            d["house"] = {h: HouseState(**s) for h, s in d["house"].items()}
            d["battle"] = Battle(**d["battle"]) if d.get("battle") else None
            names = {f.name for f in fields(cls)}
            return cls(**{k: v for k, v in d.items() if k in names})
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"not an A Game of Thrones state: {exc}") from None
