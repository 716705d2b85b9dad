"""One Risk invasion as a game of its own (`RISK_BATTLE`, name "risk_battle"): the stand-in sub-game that
proves the protocol's sub-games before the BattleLore hand-off.

Seats "attacker" and "defender". The setup holds the armies each side commits (the attacker's all but
the one that stays behind), what changes their dice (knights, siege engines, a fortification, card
effects: `rules.battle.Modifiers`) and who the houses are. Each exchange the attacker rolls 1-3 dice
(at most one per committed army left) or breaks off; the defender picks 1 or 2 dice (a neutral or
lone defender rolls what it has, as in the Risk game); the dice are the Risk battle's own
(`rules.battle.fight_battle`). It ends when the attacker breaks off, has no army left to roll, or the
defender has none; its `Result.outcome` gives the parent game the losses and whether the territory fell.
Card effects "for your next battle" count for the whole invasion: to the parent it is one battle.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar, Literal, Mapping, NamedTuple, Sequence

from pydantic import BaseModel, ConfigDict, Field

from tactical.protocol import Event, NoSubGames, Result, Rng, SaveError, record_from_dict, validated

from . import log
from .rules.actions import Action, Defend
from .rules.battle import Faces, Modifiers, fight_battle
from .rules.common import illegal

Stage = Literal["attack", "defend", "over"]
SEATS = ("attacker", "defender")


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """The attacker's next exchange: roll this many dice."""

    type: ClassVar[str] = "roll"
    dice: int

    def __str__(self) -> str:
        return f"roll {self.dice} dice"


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    """The attacker breaks off the invasion."""

    type: ClassVar[str] = "retreat"

    def __str__(self) -> str:
        return "break off the attack"


ACTIONS: dict[str, type[Action]] = {"roll": Roll, "retreat": Retreat, "defend": Defend}


class _Mods(BaseModel):
    model_config = ConfigDict(extra="forbid")
    plus: int = Field(default=0, ge=0)
    d8: int = Field(default=0, ge=0)
    all_d8: bool = False


class BattleSetup(BaseModel):
    """An invasion: who fights where, the armies committed, what changes the dice; `fixed_dice` scripts
    exchanges for tests ([[attack faces], [defence faces]] each)."""

    model_config = ConfigDict(extra="forbid")
    attacker: str
    defender: str
    src: str
    dst: str
    attacking: int = Field(ge=1)
    defending: int = Field(ge=1)
    attack: _Mods = Field(default_factory=_Mods)
    defence: _Mods = Field(default_factory=_Mods)
    defender_chooses: bool = True
    fixed_dice: list[tuple[list[int], list[int]]] = Field(default_factory=list)


@dataclass
class BattleState:
    attacker: str
    defender: str
    src: str
    dst: str
    attacking: int                   # armies committed by each side at the start
    defending: int
    attack: Modifiers
    defence: Modifiers
    defender_chooses: bool
    att_left: int
    def_left: int
    stage: Stage = "attack"
    dice: int = 0                    # the attacker's dice, while the defender chooses
    engaged: int = 0                 # attacking armies of the last exchange still standing (they move in)
    retreated: bool = False
    rng: int = 0
    fixed_dice: list[Faces] = field(default_factory=list)

    def clone(self) -> "BattleState":
        return BattleState(**(asdict(self) | {"attack": self.attack, "defence": self.defence,
                                              "fixed_dice": [f[:] for f in self.fixed_dice]}))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "BattleState":
        try:
            return cls(**(dict(d) | {"attack": Modifiers(**d["attack"]), "defence": Modifiers(**d["defence"])}))
        except (KeyError, TypeError) as exc:
            raise SaveError(f"not a Risk battle state: {exc}") from None


class BattleView(NamedTuple):
    """Everything but the dice to come (the Rng and any scripted faces): both sides see the same."""

    seat: str
    stage: Stage
    attacker: str
    defender: str
    src: str
    dst: str
    att_left: int
    def_left: int
    attack: Modifiers
    defence: Modifiers
    dice: int


class RiskBattleGame(NoSubGames):
    """The invasion sub-game behind the common protocol."""

    name: ClassVar[str] = "risk_battle"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[BattleState, list[Event]]:
        s = validated(BattleSetup, dict(setup), "Risk battle setup")
        state = BattleState(s.attacker, s.defender, s.src, s.dst, s.attacking, s.defending,
                            Modifiers(**s.attack.model_dump()), Modifiers(**s.defence.model_dump()),
                            s.defender_chooses, s.attacking, s.defending, rng=seed & ((1 << 64) - 1),
                            fixed_dice=[[list(a), list(d)] for a, d in s.fixed_dice])
        return state, []

    def seats(self, state: BattleState) -> tuple[str, ...]:
        return SEATS

    def to_act(self, state: BattleState) -> frozenset[str]:
        return {"attack": frozenset(("attacker",)), "defend": frozenset(("defender",))}.get(state.stage, frozenset())

    def legal_actions(self, state: BattleState, seat: str) -> list[Any]:
        if seat not in self.to_act(state):
            return []
        if state.stage == "defend":
            return [Defend(d) for d in range(min(2, state.def_left), 0, -1)]
        return [Roll(d) for d in range(1, min(3, state.att_left) + 1)] + [Retreat()]

    def apply(self, state: BattleState, seat: str, action: Action) -> tuple[BattleState, list[Event]]:
        if seat not in self.to_act(state):
            illegal(action, f"it is not the {seat}'s decision")
        if action not in self.legal_actions(state, seat):
            illegal(action, f"not allowed now: {', '.join(map(str, self.legal_actions(state, seat)))}")
        new, events = state.clone(), list[Event]()
        if isinstance(action, Retreat):
            new.stage, new.retreated = "over", True
            events.append(Event("retreat", {"attacker": new.attacker, "dst": new.dst}))
        elif isinstance(action, Roll):
            new.dice = action.dice
            if new.defender_chooses and new.def_left >= 2:
                new.stage = "defend"
            else:
                _exchange(new, min(2, new.def_left), events)
        elif isinstance(action, Defend):
            _exchange(new, action.dice, events)
        return new, events

    def view(self, state: BattleState, seat: str) -> BattleView:
        return BattleView(seat, state.stage, state.attacker, state.defender, state.src, state.dst, state.att_left,
                          state.def_left, state.attack, state.defence, state.dice)

    def result(self, state: BattleState) -> Result | None:
        """Who won and the outcome the Risk game resumes with: losses on each side, whether the territory
        fell and how many attacking armies rolled in the last exchange and survived (they move in)."""
        if state.stage != "over":
            return None
        reason = "conquered" if not state.def_left else "retreat" if state.retreated else "repelled"
        return Result(("attacker",) if not state.def_left else ("defender",), reason, outcome={
            "attacker_losses": state.attacking - state.att_left, "defender_losses": state.defending - state.def_left,
            "conquered": not state.def_left, "engaged": state.engaged})

    def is_barrier(self, before: BattleState, after: BattleState, events: Sequence[Event]) -> bool:
        return before.rng != after.rng or len(after.fixed_dice) < len(before.fixed_dice)

    def render(self, event: Event, viewer: str | None) -> str:
        return log.describe(event)

    def state_to_json(self, state: BattleState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> BattleState:
        return BattleState.from_dict(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_dict()

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        action: Action = record_from_dict(ACTIONS, dict(data), "a Risk battle action")
        return action


def _exchange(state: BattleState, def_dice: int, events: list[Event]) -> None:
    """One exchange of dice, then the battle goes on or ends."""
    rng = Rng(state.rng)
    result = fight_battle(state.attack.side(state.dice), state.defence.side(def_dice), rng, state.fixed_dice)
    state.rng = rng.state
    state.att_left -= result.att_loss
    state.def_left -= result.def_loss
    state.engaged = state.dice - result.att_loss
    events.append(Event("battle", {"attacker": state.attacker, "defender": state.defender, "src": state.src,
                                   "dst": state.dst, "att_dice": state.dice, "def_dice": def_dice,
                                   "att_loss": result.att_loss, "def_loss": result.def_loss, **result.detail}))
    state.dice = 0
    state.stage = "over" if not state.def_left or not state.att_left else "attack"


RISK_BATTLE = RiskBattleGame()
