"""The order of a turn and the end of the game.

Skirmish: renforcez, envahissez, manœuvrez, tirez une carte. Domination adds achetez (maester and
objective cards) with the refresh of characters after it, and atteignez un objectif after the
manoeuvre. The game ends when the End Game card is drawn (Skirmish: 1 point per territory, +1 per
castle, +1 per port), when one house is left, when a house with 10 victory points holds its own
seat at the end of its turn (Domination), or at the round limit (a headless safety net).
"""
from __future__ import annotations

from typing import Any

from .actions import Draw, EndTurn
from .common import Events, clear_mods, draw_territory_card, emit, houses_alive, illegal, take_card
from .geo import geo
from .state import RiskState, TurnState
from .tables import END_GAME_CARD, HAND_LIMIT, VICTORY_POINTS


def start_turn(state: RiskState, events: Events) -> None:
    from .reinforce import begin_reinforce

    house = state.active
    clear_mods(state, house, "round")
    state.turn = TurnState()
    state.pending = {}
    emit(events, "turn", round=state.round, house=house)
    begin_reinforce(state, events)


def after_reinforce(state: RiskState, events: Events) -> None:
    if state.rules == "domination":
        state.phase = "buy"
    else:
        state.phase = "invade"


def after_buy(state: RiskState, events: Events) -> None:
    """Actualisez: characters turned face down are ready again, then invade."""
    state.players[state.active].used = []
    state.phase = "invade"


def after_manoeuvre(state: RiskState, events: Events) -> None:
    if state.rules == "domination":
        from .objectives import begin_objective

        begin_objective(state, events)
    else:
        begin_draw(state, events)


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


def scores(state: RiskState) -> dict[str, int]:
    """Skirmish points: 1 per territory, +1 per castle, +1 per port."""
    pts = geo(state.map).points
    out = {h: 0 for h in state.seats}
    for t, o in state.owner.items():
        if o in out:
            out[o] += pts[t]
    return out


def finish(state: RiskState, reason: str, events: Events, winners: list[str] | None = None) -> None:
    sc = scores(state)
    if winners is None:
        alive = houses_alive(state)
        if state.rules == "domination" and reason != "conquest":
            rank = {h: (state.players[h].vp, sc[h]) for h in alive}
        else:
            rank = {h: (sc[h], sum(a for t, a in state.armies.items() if state.owner[t] == h)) for h in alive}
        best = max(rank.values())
        winners = [h for h in alive if rank[h] == best]
    vp = {h: p.vp for h, p in state.players.items()}
    state.result = {"reason": reason, "winners": winners, "scores": sc, "vp": vp, "round": state.round}
    state.phase, state.actor, state.pending = "over", "", {}
    emit(events, "game_over", **state.result)
