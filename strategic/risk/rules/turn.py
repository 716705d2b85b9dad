"""The order of a turn and its automatic steps.

Skirmish: renforcez, envahissez, manœuvrez, tirez une carte. Domination adds achetez (maester and
objective cards) with the refresh of characters after it, and atteignez un objectif after the
manoeuvre. The game ends when the End Game card is drawn (Skirmish: 1 point per territory, +1 per
castle, +1 per port), when one house is left, when a house with 10 victory points holds its own
seat at the end of its turn (Domination), or at the round limit (a headless safety net).

A phase module ends its step by naming the step that follows in `state.phase`; where that step starts
with something the rules do alone it is an automatic step ("turn_begin", "reinforce_end", ...), which
`engine.advance` carries out with the function `engine.AUTO` names, most of them here. So no phase
module calls another: this one decides what follows each step without importing them either.
"""
from __future__ import annotations

from typing import Any

from .actions import Draw, EndTurn
from .common import Events, clear_mods, draw_territory_card, emit, illegal, take_card
from .ending import finish
from .geo import geo
from .state import RiskState, TurnState
from .tables import END_GAME_CARD, HAND_LIMIT, VICTORY_POINTS


def start_turn(state: RiskState, events: Events) -> None:
    """The active house's turn begins: effects lasting "until your next turn" lapse, then reinforcements."""
    house = state.active
    clear_mods(state, house, "round")
    state.turn = TurnState()
    state.pending = {}
    emit(events, "turn", round=state.round, house=house)
    state.phase = "reinforce_begin"


def after_reinforce(state: RiskState, events: Events) -> None:
    state.phase = "buy" if state.rules == "domination" else "invade"


def after_buy(state: RiskState, events: Events) -> None:
    """Actualisez: characters turned face down are ready again, then invade."""
    state.players[state.active].used = []
    state.phase = "invade"


def after_manoeuvre(state: RiskState, events: Events) -> None:
    state.phase = "objective_begin" if state.rules == "domination" else "draw_begin"


def begin_draw(state: RiskState, events: Events) -> None:
    """Tirez une carte if you conquered at least one territory this turn (you may decline); a full hand
    draws nothing ("jamais plus de 5 cartes")."""
    state.phase, state.actor = "draw", state.active
    full = len(state.players[state.active].cards) >= HAND_LIMIT
    if not state.turn.conquered or full or (not state.deck and not state.discard):
        end_turn(state, events)


def legal_draw(state: RiskState) -> list[Any]:
    return [Draw(), EndTurn()]


def draw(state: RiskState, action: Draw, events: Events) -> None:
    if state.phase != "draw":
        illegal(action, "you draw at the end of your turn")
    rng = state.rng_obj()
    card = draw_territory_card(state, rng, events)
    state.rng = rng.state
    house = state.active
    if card == END_GAME_CARD:
        emit(events, "draw_end_game", house=house)
        finish(state, "end_game_card", events)
        return
    if card is not None:
        take_card(state, house, card, events)
    end_turn(state, events)


def end_turn_action(state: RiskState, action: EndTurn, events: Events) -> None:
    end_turn(state, events)


def end_turn(state: RiskState, events: Events) -> None:
    house = state.active
    clear_mods(state, house, "turn")
    clear_mods(state, house, "battle")      # "your next battle" means this turn's invasions: unused, it lapses
    if state.rules == "domination" and domination_winner(state, house):
        finish(state, "victory_points", events, winners=[house])
        return
    n = len(state.seats)
    for _ in range(n):
        state.current = (state.current + 1) % n
        if state.current == state.first:
            state.round += 1
        if not state.players[state.active].eliminated:
            break
    if state.round > state.max_rounds:
        finish(state, "round_limit", events)
        return
    start_turn(state, events)


def domination_winner(state: RiskState, house: str) -> bool:
    seat = geo(state.map).seats.get(house)
    return seat is not None and state.players[house].vp >= VICTORY_POINTS and state.owner.get(seat) == house
