"""The round (seed 003, "Déroulement du jeu"): Mobilisation, Gathering, Command, Regroup.

Mobilisation and Gathering need no decisions; Regroup asks each player with too much in hand which
card and which order token to keep.
"""
from __future__ import annotations

from tactical.catalog import TOKEN_TYPES
from tactical.rules import dice as D
from tactical.rules import fire, morale, victory
from tactical.rules.actions import Keep
from tactical.rules.events import EventLog
from tactical.rules.state import BattleState

ROUND_COLOURS = ("white", "black")


def round_colour(round_no: int) -> str:
    return ROUND_COLOURS[(round_no - 1) % 2]


def start_round(state: BattleState, log: EventLog) -> None:
    log.add("round", round=state.round, of=state.round_limit, colour=round_colour(state.round))
    mobilisation(state, log)
    for house in (state.first, state.enemy(state.first)):
        gathering(state, house, log)
    for side in state.sides.values():
        side.passed = False
    state.phase, state.active = "command", state.first
    log.add("phase", phase="command", first=state.first)


def mobilisation(state: BattleState, log: EventLog) -> None:
    """A: advantage to more command tokens on the board (tie: momentum); B: restore commanders; C: mobilise."""
    a, b = state.order
    ta, tb = state.sides[a].command_tokens, state.sides[b].command_tokens
    state.first = a if ta > tb else b if tb > ta else state.momentum
    log.add("phase", phase="mobilisation", first=state.first, tokens=[ta, tb])
    for side in state.sides.values():
        for c in side.commanders.values():
            side.command_tokens += c.tokens
            c.tokens = 0
    for u in state.units:
        u.ready = True


def gathering(state: BattleState, house: str, log: EventLog) -> None:
    """A: roll the order value in dice and take the matching order tokens; B: draw command cards."""
    side = state.sides[house]
    rng = state.rng_obj()
    rolled = D.roll(rng, side.order_value)
    state.rng = rng.state
    taken: list[str] = []                # a face whose supply is empty gives no token
    for face in rolled:
        if state.supply[face] > 0:
            state.supply[face] -= 1
            side.tokens[face] += 1
            taken.append(face)
    log.add("roll", dice=rolled, house=house, purpose="orders", taken=taken)
    draw_cards(state, house, side.command_value, log)


def draw_cards(state: BattleState, house: str, n: int, log: EventLog) -> None:
    side = state.sides[house]
    drawn: list[str] = []
    for _ in range(n):
        if not side.deck:
            if not side.discard:
                break
            side.deck, side.discard = side.discard, []
            rng = state.rng_obj()
            rng.shuffle(side.deck)
            state.rng = rng.state
            log.add("shuffle", house=house)
        drawn.append(side.deck.pop())
    side.hand.extend(drawn)
    log.add("draw", house=house, count=len(drawn))
    if drawn:                             # which cards: for the owner's eyes only
        log.add("drawn", frozenset((house,)), house=house, cards=drawn)


# ------------------------------------------------------------------ Regroup
def regroup(state: BattleState, log: EventLog) -> None:
    """A: status conditions (fire); B: victory points; C: victory check; then D asks who keeps what."""
    state.turn = None
    log.add("phase", phase="regroup", round=state.round)
    fire.burn(state, log)
    if state.is_over():
        return
    victory.score_round(state, log)
    if state.is_over():
        return
    if state.round >= state.round_limit:
        victory.end_of_battle(state, log)
        return
    state.phase = "keep"
    _next_keeper(state, log)


def _needs_keep(state: BattleState, house: str) -> bool:
    side = state.sides[house]
    return len(side.hand) > 1 or sum(side.tokens.values()) > 1


def _next_keeper(state: BattleState, log: EventLog) -> None:
    for house in (state.first, state.enemy(state.first)):
        if _needs_keep(state, house):
            state.active = house
            return
    finish_regroup(state, log)


def keep_actions(state: BattleState) -> list[Keep]:
    side = state.sides[state.active]
    cards = sorted(set(side.hand)) or [""]
    tokens = [t for t in TOKEN_TYPES if side.tokens.get(t, 0) > 0] or [""]
    return [Keep(c, t) for c in cards for t in tokens]


def apply_keep(state: BattleState, a: Keep, log: EventLog) -> None:
    side = state.sides[state.active]
    if a.card:
        side.hand.remove(a.card)
    side.discard.extend(side.hand)
    side.hand = [a.card] if a.card else []
    for t in TOKEN_TYPES:
        keep = 1 if t == a.token else 0
        state.supply[t] += side.tokens[t] - keep
        side.tokens[t] = keep
    log.add("keep", house=state.active, cards_kept=1 if a.card else 0, tokens_kept=1 if a.token else 0)
    _next_keeper(state, log)


def finish_regroup(state: BattleState, log: EventLog) -> None:
    """E: morale recovery; F: advance the round marker; then the next round begins."""
    morale.recover(state, log)
    if state.phase == "over":
        return
    state.round += 1
    start_round(state, log)
