"""Risk: Game of Thrones as a `tactical.protocol.Game`: the facade the session, the agents, saves and the
conformance suite use (`RISK`, name "risk").

The setup is JSON checked by `RiskSetup`; the seed is a separate argument. `apply` copies the state and
carries the action out on the copy (`rules.engine.apply_in_place`, which checks the seat and that the
action is one `legal_actions` allows); an invasion may pause the game on a sub-game: the Risk dice
(`RiskBattleGame`, setup `battles="subgame"`) or the BattleLore hex battlefield (`battles="hexes"`, or
`"ask"`: the attacker chooses, an AI seat as `ai_battles` says). Events are `Event` records with an audience: a card drawn or kept is seen
by its owner only; `render` gives their text (log.py).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tactical.protocol import Event, Result, SubGameResult, UserError, validated

from . import log
from .rules.actions import Action, action_from_dict
from .rules import engine
from .rules.geo import registered_maps
from .rules.invade import invasion, resume_invasion
from .rules.setup import new_game
from .rules.state import RiskState
from .rules.tables import HOUSES
from .rules import view as views

SHIPPED_MAPS = ("westeros", "essos", "world")
# Events that show something hidden until then: a card from a hand or an objective revealed.
REVEALS = frozenset({"trade", "trade_for_unit", "play_maester", "objective"})


class RiskSetup(BaseModel):
    """What a Risk game starts from (the seed is separate). `fixed_dice` scripts battles for tests and
    worked examples: [[attack faces], [defence faces]] per battle, played before any dice are rolled."""

    model_config = ConfigDict(extra="forbid")
    rules: Literal["skirmish", "domination"]
    players: int = Field(ge=2, le=7)
    map: str | None = None
    max_rounds: int = Field(default=200, ge=1)
    battles: Literal["dice", "subgame", "hexes", "ask"] = "dice"
    ai_battles: Literal["dice", "hexes"] = "dice"      # battles="ask": the choice an AI seat makes
    humans: list[str] = Field(default_factory=list)    # battles="ask": the houses humans play (a defender has a say)
    fixed_dice: list[tuple[list[int], list[int]]] = Field(default_factory=list)

    @field_validator("map")
    @classmethod
    def _known_map(cls, name: str | None) -> str | None:
        if name is not None and name not in SHIPPED_MAPS and name not in registered_maps():
            raise ValueError(f"unknown map {name!r}: westeros, essos, world or none (by player count)")
        return name


def parse_setup(setup: Mapping[str, Any]) -> RiskSetup:
    """The checked setup, or a UserError naming each wrong field."""
    return validated(RiskSetup, dict(setup), "Risk setup")


class RiskGame:
    """The Risk engine behind the common protocol. Seats are the houses, in turn order."""

    name: ClassVar[str] = "risk"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[RiskState, list[Event]]:
        s = parse_setup(setup)
        if s.players not in HOUSES:
            raise UserError(f"players: Risk is played by 2 to 7 players, not {s.players}")
        state, events = new_game(s.rules, s.players, seed, map_name=s.map, max_rounds=s.max_rounds,
                                 battles=s.battles, fixed_dice=[[list(a), list(d)] for a, d in s.fixed_dice],
                                 ai_battles=s.ai_battles, humans=s.humans)
        if set(s.humans) - set(state.seats):
            raise UserError(f"humans: {', '.join(sorted(set(s.humans) - set(state.seats)))} not a house of this game")
        engine.advance(state, events)
        return state, events

    def seats(self, state: RiskState) -> tuple[str, ...]:
        return tuple(state.seats)

    def to_act(self, state: RiskState) -> frozenset[str]:
        return frozenset((state.actor,)) if state.result is None and state.actor else frozenset()

    # The three calls of every step are the rule functions themselves (no wrapper frame in between):
    # `legal_actions(state, seat)`, `view(state, seat)`, and `apply_in_place(state, seat, action, legal)`:
    # `apply` without the copy (benchmarks, AI rollouts), the same legality check first (`legal`: the
    # list `legal_actions(state, seat)` just gave for this state, if the caller has it).
    legal_actions = staticmethod(engine.legal_actions)
    view = staticmethod(views.view)
    apply_in_place = staticmethod(engine.apply_in_place)

    def apply(self, state: RiskState, seat: str, action: Action) -> tuple[RiskState, list[Event]]:
        new = state.clone()
        return new, engine.apply_in_place(new, seat, action)

    def result(self, state: RiskState) -> Result | None:
        return views.result_of(state)

    def is_barrier(self, before: RiskState, after: RiskState, events: Sequence[Event]) -> bool:
        """Dice rolled, a deck shuffled or drawn from (every shuffle and roll moves the Rng; a draw from
        the top shrinks a deck), scripted dice used, or a secret shown."""
        return (before.rng != after.rng or len(after.fixed_dice) < len(before.fixed_dice)
                or len(after.deck) < len(before.deck) or len(after.maester_deck) < len(before.maester_deck)
                or len(after.objective_deck) < len(before.objective_deck)
                or any(e.audience is not None or e.kind in REVEALS for e in events))

    def render(self, event: Event, viewer: str | None) -> str:
        return log.describe(event)

    def state_to_json(self, state: RiskState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> RiskState:
        return RiskState.from_dict(dict(data))

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_dict()

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(dict(data))

    subgame = staticmethod(invasion)            # asked after every step: the rule function itself

    def resume(self, state: RiskState, result: SubGameResult) -> tuple[RiskState, list[Event]]:
        new = state.clone()
        events: list[Event] = []
        resume_invasion(new, result.winners, result.outcome, events)
        engine.advance(new, events)
        return new, events


RISK = RiskGame()
