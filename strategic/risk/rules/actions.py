"""Every decision a Risk player makes, as a small frozen record with a readable `str()`.

Actions are a tagged union: `to_dict` writes `{"type": ..., fields}` and `action_from_dict` reads it
back, so a game's action list is its replay. Amounts are parameters: a free amount of armies (deploy,
move in, manoeuvre) is listed once as a template with an `Amount(lo, hi)` field, which an agent fills
with a number; dice counts are few and listed one action each. The seat is not part of an action:
`apply` is told who sends it and checks it against `state.actor`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from tactical.protocol import Amount, IllegalAction, Record, record_from_dict, record_type

A = TypeVar("A", bound="Action")


class Action(Record):
    """A Risk decision: the protocol's tagged record (`to_dict` writes `{"type": ..., fields}`)."""

    __slots__ = ()


ACTION_TYPES: dict[str, type] = {}


def _action(tag: str, text: Callable[[Any], str]) -> Callable[[type[A]], type[A]]:
    """Class decorator: the action's type tag, its str() and its place in ACTION_TYPES for the JSON codec."""
    return record_type(ACTION_TYPES, tag, text)


def dice(n: int) -> str:
    """"1 die", "3 dice"."""
    return f"{n} {'die' if n == 1 else 'dice'}"


# -- Domination setup ----------------------------------------------------------------------------
@_action("place_army", lambda a: f"place an army on {a.territory}")
@dataclass(frozen=True, slots=True)
class PlaceArmy(Action):
    territory: str


@_action("return_objective", lambda a: f"return objective {a.card}")
@dataclass(frozen=True, slots=True)
class ReturnObjective(Action):
    card: str


# -- Reinforce -------------------------------------------------------------------------------------
@_action("trade", lambda a: f"trade {', '.join(a.cards)}" + (f" (+2 on {a.bonus_to})" if a.bonus_to else ""))
@dataclass(frozen=True, slots=True)
class Trade(Action):
    cards: tuple[str, ...]
    bonus_to: str | None = None


@_action("trade_for_unit", lambda a: f"trade {a.card} for a special unit")
@dataclass(frozen=True, slots=True)
class TradeForUnit(Action):
    card: str


@_action("deploy", lambda a: f"deploy {a.armies} on {a.territory}")
@dataclass(frozen=True, slots=True)
class Deploy(Action):
    territory: str
    armies: int | Amount


@_action("place_unit", lambda a: f"place a {a.kind} on {a.territory}")
@dataclass(frozen=True, slots=True)
class PlaceUnit(Action):
    territory: str
    kind: str


@_action("end_reinforce", lambda a: "end reinforcement")
@dataclass(frozen=True, slots=True)
class EndReinforce(Action):
    pass


# -- Buy (Domination) ------------------------------------------------------------------------------
@_action("buy_maester", lambda a: "buy a maester card")
@dataclass(frozen=True, slots=True)
class BuyMaester(Action):
    pass


@_action("buy_objective", lambda a: "buy objectives (draw 2, keep 1)")
@dataclass(frozen=True, slots=True)
class BuyObjective(Action):
    pass


@_action("end_buy", lambda a: "end buying")
@dataclass(frozen=True, slots=True)
class EndBuy(Action):
    pass


@_action("keep_objective", lambda a: f"keep objective {a.card}")
@dataclass(frozen=True, slots=True)
class KeepObjective(Action):
    card: str


@_action("play_maester", lambda a: f"play maester card {a.card}" + (f" on {a.target}" if a.target else ""))
@dataclass(frozen=True, slots=True)
class PlayMaester(Action):
    card: str
    target: str | None = None


@_action("use_character", lambda a: f"use {a.card}" + (f" on {a.target}" if a.target else ""))
@dataclass(frozen=True, slots=True)
class UseCharacter(Action):
    card: str
    target: str | None = None


# -- Invade ----------------------------------------------------------------------------------------
@_action("attack", lambda a: f"attack {a.dst} from {a.src} with {dice(a.dice)}")
@dataclass(frozen=True, slots=True)
class Attack(Action):
    src: str
    dst: str
    dice: int


@_action("defend", lambda a: f"defend with {dice(a.dice)}")
@dataclass(frozen=True, slots=True)
class Defend(Action):
    dice: int


@_action("invade", lambda a: f"invade {a.dst} from {a.src} (a battle of its own)")
@dataclass(frozen=True, slots=True)
class Invade(Action):
    src: str
    dst: str


@_action("battlefield", lambda a: "fight on the hex battlefield" if a.hexes else "fight with the dice (the rulebook)")
@dataclass(frozen=True, slots=True)
class Battlefield(Action):
    """A human defender's answer before a hex battle: fight there, or (battles "ask", both human) by the dice."""

    hexes: bool


@_action("move_in", lambda a: f"move {a.armies} more armies in")
@dataclass(frozen=True, slots=True)
class MoveIn(Action):
    armies: int | Amount


@_action("end_invade", lambda a: "end invasions")
@dataclass(frozen=True, slots=True)
class EndInvade(Action):
    pass


# -- Manoeuvre, objective, draw ------------------------------------------------------------------
@_action("manoeuvre", lambda a: f"manoeuvre {a.armies} from {a.src} to {a.dst}" + (" with special units" if a.with_units else ""))
@dataclass(frozen=True, slots=True)
class Manoeuvre(Action):
    src: str
    dst: str
    armies: int | Amount
    with_units: bool = False


@_action("end_manoeuvre", lambda a: "no (more) manoeuvre")
@dataclass(frozen=True, slots=True)
class EndManoeuvre(Action):
    pass


@_action("claim_objective", lambda a: f"claim objective {a.card}")
@dataclass(frozen=True, slots=True)
class ClaimObjective(Action):
    card: str


@_action("draw", lambda a: "draw a territory card")
@dataclass(frozen=True, slots=True)
class Draw(Action):
    pass


@_action("end_turn", lambda a: "end turn")
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


def action_from_dict(d: dict[str, Any]) -> Action:
    """An action (or a legal template, whose amounts are written {"lo": .., "hi": ..}) from its JSON form."""
    if isinstance(d, dict):
        d = {k: Amount(v["lo"], v["hi"]) if isinstance(v, dict) and set(v) == {"lo", "hi"} else v
             for k, v in d.items()}
    action: Action = record_from_dict(ACTION_TYPES, d, "a Risk action")
    return action


def filled(n: int | Amount) -> int:
    """The number of a filled-in amount (the engine refuses a template before any rule sees it)."""
    if isinstance(n, Amount):
        raise IllegalAction(f"the amount {n} must be filled in with one number")
    return n
