"""A Game of Thrones: The Board Game as a `tactical.protocol.Game` (`AGOT`, name "agot"): the facade the
session, the agents, saves and the conformance suite use.

The setup is JSON checked by `AgotSetup`; the seed is separate. Orders, bids and house cards are secret
simultaneous choices: `to_act` names every house still to choose, each submits on its own, and nobody else's
view or events show the choice until the rules reveal it. With the setup's `battles` on hexes (or "ask"), a
land battle pauses the game on a BattleLore battle (`subgame`), and `resume` brings its result back
(rules/hexes.py).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tactical.protocol import Event, Result, SubGame, SubGameResult, UserError, validated

from . import log
from .rules.actions import action_from_dict
from .rules import fog
from .rules.engine import advance, apply_in_place, legal_actions, to_act
from .rules.hexes import hex_battle, resume_battle
from .rules.setup import OPTIONS, new_game
from .rules.state import AgotState
from .rules.view import view

Option = Literal["fog-of-war", "siege-engines", "fortifications", "ports", "classic-consolidation",
                 "one-use-orders"]
assert set(OPTIONS) == set(Option.__args__)  # type: ignore[attr-defined]


class AgotSetup(BaseModel):
    """What a game starts from: edition, players and the site's options (seed 001)."""

    model_config = ConfigDict(extra="forbid")
    edition: Literal[1, 2] = 2
    players: int = Field(default=6, ge=3, le=6)
    options: list[Option] = Field(default_factory=list)
    second_edition_cards: bool = False          # a 1st edition game with the 2nd edition's house cards
    max_rounds: int | None = Field(default=None, ge=1, le=10)
    battles: Literal["cards", "hexes", "ask"] = "cards"     # land battles by house cards or on the hexes
    ai_battles: Literal["cards", "hexes"] = "cards"         # battles="ask": how a house no human plays fights
    humans: list[str] = Field(default_factory=list)         # battles="ask": the houses humans play (asked)

    @model_validator(mode="after")
    def _fits_edition(self) -> "AgotSetup":
        if self.edition == 2 and {"siege-engines", "ports"} & set(self.options):
            raise ValueError("siege engines and ports are part of the 2nd edition already: options for the 1st")
        if self.second_edition_cards and self.edition == 2:
            raise ValueError("second_edition_cards is an option of 1st edition games")
        return self


def parse_setup(setup: Mapping[str, Any]) -> AgotSetup:
    return validated(AgotSetup, dict(setup), "A Game of Thrones setup")


class AgotGame:
    name: ClassVar[str] = "agot"

    def new_game(self, setup: Mapping[str, Any], seed: int) -> tuple[AgotState, list[Event]]:
        s = parse_setup(setup)
        state, events = new_game(s.edition, s.players, seed, options=tuple(s.options),
                                 six_players_1e=s.edition == 1 and s.players == 6,
                                 second_edition_cards=s.second_edition_cards, max_rounds=s.max_rounds,
                                 battles=s.battles, ai_battles=s.ai_battles, humans=tuple(s.humans))
        if set(s.humans) - set(state.houses):
            raise UserError(f"humans: {', '.join(sorted(set(s.humans) - set(state.houses)))} not a house of this game")
        advance(state, events)
        return state, events

    def seats(self, state: AgotState) -> tuple[str, ...]:
        return tuple(state.houses)

    def to_act(self, state: AgotState) -> frozenset[str]:
        return to_act(state)

    def legal_actions(self, state: AgotState, seat: str) -> list[Any]:
        return legal_actions(state, seat)

    def apply(self, state: AgotState, seat: str, action: Any) -> tuple[AgotState, list[Event]]:
        new = state.clone()
        return new, apply_in_place(new, seat, action)

    def apply_in_place(self, state: AgotState, seat: str, action: Any,
                       legal: Sequence[Any] | None = None) -> list[Event]:
        return apply_in_place(state, seat, action, legal)

    def view(self, state: AgotState, seat: str) -> AgotState:
        return view(state, seat)

    def result(self, state: AgotState) -> Result | None:
        r = state.result
        if r is None:
            return None
        return Result(winners=tuple(r["winners"]), reason=r["reason"], scores=dict(r["scores"]))

    def is_barrier(self, before: AgotState, after: AgotState, events: Sequence[Event]) -> bool:
        """A card drawn or a deck shuffled, or a secret revealed (orders, bids, house cards, a peek)."""
        return before.rng != after.rng or before.drawn != after.drawn or any(e.kind in log.REVEALS for e in events)

    def render(self, event: Event, viewer: str | None) -> str:
        return log.describe(event, viewer)

    def state_to_json(self, state: AgotState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_json(self, data: Mapping[str, Any]) -> AgotState:
        return AgotState.from_dict(dict(data))

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return dict(action.to_dict())

    def action_from_json(self, data: Mapping[str, Any]) -> Any:
        return action_from_dict(dict(data))

    def subgame(self, state: AgotState) -> SubGame | None:
        return hex_battle(state)

    def resume(self, state: AgotState, result: SubGameResult) -> tuple[AgotState, list[Event]]:
        new = state.clone()
        events: list[Event] = []
        resume_battle(new, result.winners, result.outcome, events)
        advance(new, events)
        return new, fog.veil(new, events) if new.option("fog-of-war") else events


AGOT = AgotGame()
