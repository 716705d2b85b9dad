"""Fixtures for the Risk tests: the small map registered as "mini", and a state builder."""
from __future__ import annotations

import pytest

from strategic.risk.rules.geo import register_map
from strategic.risk.rules.state import PlayerState, RiskState, TurnState
from strategic.risk.rules.tables import NEUTRAL

from .minimap import MiniMap

register_map("mini", MiniMap())


def board_state(owners: dict[str, str], armies: dict[str, int] | None = None, *, rules: str = "skirmish",
                seats: tuple[str, ...] = ("stark", "lannister", "baratheon"), phase: str = "invade",
                active: str | None = None, default: str = NEUTRAL, seed: int = 1, map_name: str = "mini") -> RiskState:
    """A mid-game state on the mini map: listed territories owned as given, the rest by `default`."""
    from strategic.risk.rules.geo import geo

    g = geo(map_name)
    owner = {t: owners.get(t, default) for t in g.territories}
    arm = {t: (armies or {}).get(t, 1) for t in g.territories}
    active = active or seats[0]
    return RiskState(rules=rules, map=map_name, seats=list(seats), players={h: PlayerState(h) for h in seats},
                     owner=owner, armies=arm, deck=[t for t in g.territories], phase=phase, actor=active,
                     current=list(seats).index(active), turn=TurnState(), rng=seed)


@pytest.fixture
def mini() -> str:
    return "mini"


def act(state: RiskState, action, seat: str | None = None):
    """`RISK.apply` by the seat whose decision it is (or `seat`)."""
    from strategic.risk.game import RISK

    return RISK.apply(state, state.actor if seat is None else seat, action)


def new(rules: str, players: int, seed: int, map_name: str | None = None, **setup):
    """`RISK.new_game` with a setup made of these fields."""
    from strategic.risk.game import RISK

    return RISK.new_game({"rules": rules, "players": players, "map": map_name, **setup}, seed)


def script_dice(state: RiskState, *rolls) -> None:
    """Battles in `state` play these faces ([attack], [defence]) in order before rolling any dice."""
    state.fixed_dice.extend([list(a), list(d)] for a, d in rolls)


def play_game(state: RiskState, agents: dict, *, max_actions: int = 1_000_000, on_step=None, fast: bool = False):
    """Play on from `state` through the session (invasions fought as sub-games included) until the game
    ends or `max_actions` actions were played; `on_step` gets each step's events. Returns the state
    reached and the Risk actions played."""
    from strategic.risk.game import RISK
    from strategic.session.session import Session

    session = Session.from_state(RISK, state, {h: a.name for h, a in agents.items()}, agents=agents, fast=fast)
    if on_step is not None:
        session.on_events = lambda game, events: on_step(list(events))
    session.run(until=lambda s: len(s.history) >= max_actions)
    return session.state, [p.action for p in session.history if p.subgame is None]
