"""Random legal games of both editions with every option: they never raise, and after every step the rules'
invariants hold (unit limits; supply outside a battle and a Supply card's removals; orders only where their house has units; no
view shows another house's unrevealed order or battle card, or with fog of war an unseen enemy unit; no
seat receives another's private event); replaying the same actions gives the same game."""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strategic.agot.game import AGOT
from strategic.agot.rules.common import army_sizes, on_board, supply_allows
from strategic.agot.rules.state import AgotState
from strategic.agot.rules.view import HIDDEN, battle_areas, visible_areas
from strategic.agot.rules.common import board_of
from strategic.agot.rules.fog import PUBLIC
from tactical.protocol import Rng, events_for, fill

SECRETS = frozenset({"order_placed", "card_chosen", "bid_chosen", "wildling_seen"})
OPTIONS = ["fog-of-war", "fortifications", "classic-consolidation", "one-use-orders"]
FIRST_ONLY = ["siege-engines", "ports"]


def check(state: AgotState) -> None:
    for h in state.houses:
        for unit, limit in state.unit_limits.items():
            assert on_board(state, h, unit) <= limit, (h, unit)
        if state.battle is None and "supply" not in state.pending:   # only a Supply card's recount may exceed it
            assert supply_allows(state, h), (h, army_sizes(state, h), state.house[h].supply, state.step)
    marching = state.pending.get("area") if state.step == "marching" else None
    for area in state.orders:
        assert area in state.owner or area == marching, (area, state.step)
    for seat in state.houses:
        v = AGOT.view(state, seat)
        if state.step == "planning":
            for area, tok in v.orders.items():
                assert (tok == HIDDEN) == (state.owner.get(area) != seat)
        if state.battle and not state.battle.revealed:
            assert all(c == HIDDEN for h, c in v.battle.cards.items() if h != seat)
        if state.option("fog-of-war"):
            seen = visible_areas(state, seat) | battle_areas(state, seat)
            assert all(a in seen for a, h in v.owner.items() if h != seat)


def mentioned_areas(value: Any, areas: frozenset[str]) -> set[str]:
    if isinstance(value, str):
        return {value} & areas
    if isinstance(value, dict):
        return set().union(*(mentioned_areas(v, areas) | mentioned_areas(k, areas) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return set().union(*(mentioned_areas(v, areas) for v in value))
    return set()


def check_fog(state: AgotState, events: list[Any]) -> None:
    """Under fog of war a house hears of an area only if it sees it, or the event is about its own doing."""
    areas = frozenset(board_of(state).areas)
    for seat in state.houses:
        sight = visible_areas(state, seat) | battle_areas(state, seat)
        for e in events_for(events, seat):
            named = {v for v in e.data.values() if isinstance(v, str)} & set(state.houses)
            mentioned = mentioned_areas(dict(e.data), areas)
            if mentioned and e.kind not in PUBLIC and seat not in named:
                assert mentioned & sight, (seat, e)


def play(setup: dict[str, Any], seed: int, steps: int = 400) -> tuple[AgotState, list[tuple[str, Any]]]:
    state, _ = AGOT.new_game(setup, seed)
    rng = Rng(seed ^ 0x5EED)
    actions = []
    for _ in range(steps):
        to_act = sorted(AGOT.to_act(state))
        if not to_act:
            assert AGOT.result(state) is not None, f"nobody to act at step {state.step}"
            break
        seat = to_act[rng.below(len(to_act))]
        legal = AGOT.legal_actions(state, seat)
        assert legal, (seat, state.step)
        action = fill(legal[rng.below(len(legal))], lambda r: r[rng.below(len(r))])
        state, events = AGOT.apply(state, seat, action)
        actions.append((seat, action))
        for e in events:
            if e.kind in SECRETS:                        # a secret choice is told to its chooser only
                assert e.audience == frozenset({e.data["house"]}), e
        if state.option("fog-of-war"):
            check_fog(state, events)
        check(state)
    return state, actions


@st.composite
def setups(draw: st.DrawFn) -> dict[str, Any]:
    edition = draw(st.sampled_from([1, 2]))
    players = draw(st.integers(3, 6))
    options = draw(st.lists(st.sampled_from(OPTIONS + (FIRST_ONLY if edition == 1 else [])), unique=True))
    return {"edition": edition, "players": players, "options": options, "max_rounds": draw(st.integers(2, 4)),
            "second_edition_cards": edition == 1 and draw(st.booleans())}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(), st.integers(0, 2**32))
def test_random_games_keep_the_rules(setup: dict[str, Any], seed: int) -> None:
    play(setup, seed)


def test_replay_is_exact() -> None:
    setup = {"edition": 2, "players": 5, "options": ["fog-of-war"], "max_rounds": 3}
    end, actions = play(setup, 7)
    state, _ = AGOT.new_game(setup, 7)
    for seat, action in actions:
        state, _ = AGOT.apply(state, seat, AGOT.action_from_json(AGOT.action_to_json(action)))
    assert AGOT.state_to_json(state) == AGOT.state_to_json(end)
    assert AGOT.state_to_json(AGOT.state_from_json(AGOT.state_to_json(end))) == AGOT.state_to_json(end)
