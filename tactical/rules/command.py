"""The command phase (seed 003, "Phase de commandement"): on your turn use an order token, play a
command card on a commander, use a morale token, or pass; then select, move and attack with the units
you ordered. A commander's one-time commit ability is a free action before your turn's action.

The turn's flow lives here too (`refresh_stage`, `refresh_activation`, `end_turn`): from the first
action through selecting, moving and attacking to the 'after' tactic and the next player's turn.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any, Callable

from tactical.catalog import load_catalog
from tactical.protocol import IllegalAction
from tactical.rules import activation
from tactical.rules import effects as E
from tactical.rules import morale
from tactical.rules import units as U
from tactical.rules.actions import (Action, Commit, MoraleToken, Pass, PlayCard, UseOrderToken)
from tactical.rules.events import EventLog, unit_ref
from tactical.rules.rounds import regroup
from tactical.rules.state import BattleState, Turn, Unit
from tactical.rules.zoc import commander_unit, in_zoc


def _turn(state: BattleState) -> Turn:
    assert state.turn is not None, "there is a turn under way"
    return state.turn


# ------------------------------------------------------------------ the turn's first action
def turn_actions(state: BattleState) -> list[Action]:
    house = state.active
    return _commit_actions(state, house) + _token_actions(state, house) + _card_actions(state, house) + [Pass()]


def _commit_actions(state: BattleState, house: str) -> list[Action]:
    return [Commit(c.id) for c in state.sides[house].commanders.values() if not c.committed and not c.captured]


def _token_actions(state: BattleState, house: str) -> list[Action]:
    side = state.sides[house]
    out: list[Action] = []
    doubles = [t for t, n in side.tokens.items() if n >= 2]
    for u in state.alive(house):
        if u.ready:
            for t in (u.rank, "valor"):
                if side.tokens.get(t, 0) >= 1:
                    out.append(UseOrderToken(u.id, t))
            out += [UseOrderToken(u.id, t, 2) for t in doubles if t not in (u.rank, "valor")]
        elif side.tokens.get("morale", 0):
            out.append(MoraleToken(u.id))
    if side.tokens.get("morale", 0):
        out.append(MoraleToken(-1))
    return out


def _card_actions(state: BattleState, house: str) -> list[Action]:
    side = state.sides[house]
    cat = load_catalog()
    # each able commander's room for command tokens: the lesser of his limit's room and the board's tokens
    rooms = [(cmd_id, min(cat.commanders[cmd_id].command_limit - cs.tokens, side.command_tokens))
             for cmd_id, cs in side.commanders.items() if not cs.captured and commander_unit(state, cmd_id) is not None]
    out: list[Action] = []
    if not rooms:
        return out
    for card_id in dict.fromkeys(side.hand):
        card = cat.cards.get(card_id)
        if card is None:
            continue                      # a hidden card in someone else's view
        tactic_ok = card.tactic is not None and E.tactic_condition(state, house, card.tactic)
        combos = [(combo, sum(card.commands[i].cost for i in combo))
                  for size in range(1, len(card.commands) + 1) for combo in combinations(range(len(card.commands)), size)]
        for cmd_id, room in rooms:
            for combo, cost in combos:
                if cost <= room:
                    out.append(PlayCard(card_id, cmd_id, combo, False))
                    if tactic_ok:
                        out.append(PlayCard(card_id, cmd_id, combo, True))
    return out


# each action type -> the part of `turn_actions` that lists that type (checking one card play need not
# list every order token too)
_LISTED_BY: dict[type, Callable[[BattleState, str], list[Action]]] = {Commit: _commit_actions, UseOrderToken: _token_actions, MoraleToken: _token_actions,
              PlayCard: _card_actions, Pass: lambda state, house: [Pass()]}


def apply_turn_action(state: BattleState, action: Action, log: EventLog) -> None:
    lister = _LISTED_BY.get(type(action))
    if lister is None or action not in lister(state, state.active):
        raise IllegalAction(f"{action} is not allowed now ({state.active}'s turn in the command phase)")
    TURN_HANDLERS[type(action)](state, action, log)


def _use_token(state: BattleState, a: UseOrderToken, log: EventLog) -> None:
    side = state.sides[state.active]
    side.tokens[a.token] -= a.count
    state.supply[a.token] += a.count
    u = state.units[a.unit]
    log.add("order", house=state.active, unit=u.id, unit_ref=unit_ref(state, u), token=a.token, count=a.count)
    state.turn = Turn(house=state.active, source="token", stage="move")
    _take_boosts(state)
    activate(state, u)


def _morale_token(state: BattleState, a: MoraleToken, log: EventLog) -> None:
    side = state.sides[state.active]
    side.tokens["morale"] -= 1
    state.supply["morale"] += 1
    if a.unit < 0:
        morale.shift(state, state.active, 1, log, "token")
    else:
        u = state.units[a.unit]
        u.ready = True
        log.add("rally", unit=u.id, unit_ref=unit_ref(state, u))
        morale.shift(state, state.active, -1, log, "rally_token")
    end_turn(state, log)


def _pass(state: BattleState, a: Pass, log: EventLog) -> None:
    state.sides[state.active].passed = True
    log.add("pass", house=state.active)
    end_turn(state, log)


def _play_card(state: BattleState, a: PlayCard, log: EventLog) -> None:
    cat = load_catalog()
    side = state.sides[state.active]
    card = cat.cards[a.card]
    cost = sum(card.commands[i].cost for i in a.commands)
    side.command_tokens -= cost
    side.commanders[a.commander].tokens += cost
    side.hand.remove(a.card)
    side.discard.append(a.card)
    log.add("card", house=state.active, card=a.card, commander=a.commander, cost=cost)
    turn = Turn(house=state.active, source="card", card=a.card, commander=a.commander, tactic=a.tactic)
    state.turn = turn
    _take_boosts(state)
    for i in a.commands:
        cmd = card.commands[i]
        turn.slots.append({"left": cmd.order, "filter": cmd.filter.model_dump(mode="json"), "rally": False,
                           "bonus": [m.model_dump(mode="json") for m in cmd.bonus]})
        if cmd.rally:
            turn.slots.append({"left": cmd.rally, "filter": cmd.filter.model_dump(mode="json"), "rally": True, "bonus": []})
    if a.tactic and card.tactic is not None:
        turn.checked = list(card.tactic.tokens)
        log.add("tactic", card=a.card)
        if card.tactic.timing == "before":
            E.queue(state, card.tactic.effects, log)
            if state.turn is None:               # the tactic won the battle
                return
    _fill_all_slots(state)
    refresh_stage(state, log)


def _commit(state: BattleState, a: Commit, log: EventLog) -> None:
    cat = load_catalog()
    side = state.sides[state.active]
    side.commanders[a.commander].committed = True
    c = cat.commanders[a.commander]
    log.add("commit", commander=a.commander)
    turn = state.turn = Turn(house=state.active, source="commit", commander=a.commander)
    E.queue(state, c.commit_effects, log)
    if state.turn is None:                       # the commit won the battle
        return
    if not turn.slots:                           # nothing to order: turn-long effects wait for the next turn
        side.boosts.extend({"effect": e} for e in turn.turn_effects)
        turn.turn_effects = []
    refresh_stage(state, log)


TURN_HANDLERS: dict[type, Callable[[BattleState, Any, EventLog], None]] = {UseOrderToken: _use_token, MoraleToken: _morale_token, Pass: _pass, PlayCard: _play_card,
                 Commit: _commit}


def _take_boosts(state: BattleState) -> None:
    turn = _turn(state)
    side = state.sides[turn.house]
    turn.turn_effects.extend(b["effect"] for b in side.boosts)
    side.boosts = []


def activate(state: BattleState, u: Unit, bonus: list[dict[str, Any]] | None = None) -> None:
    turn = _turn(state)
    u.ready = False
    turn.activated.append(u.id)
    if bonus:
        turn.bonus.setdefault(u.id, []).extend(bonus)


# ------------------------------------------------------------------ selecting units for a card
def _matches(state: BattleState, u: Unit, flt: dict[str, Any]) -> bool:
    if flt.get("unit_class") and U.unit_class(u) not in flt["unit_class"]:
        return False
    if flt.get("rank") and u.rank not in flt["rank"]:
        return False
    return not flt.get("commander_only") or u.commander is not None


def _slot_for(state: BattleState, u: Unit) -> dict[str, Any] | None:
    turn = _turn(state)
    if turn.commander is None or u.house != turn.house or u.id in turn.activated \
            or not in_zoc(state, turn.commander, u):
        return None
    for slot in turn.slots:
        if slot["left"] == 0 or slot["left"] == "all" or slot["rally"] == u.ready:
            continue
        if _matches(state, u, slot["filter"]):
            return slot
    return None


def _fill_all_slots(state: BattleState) -> None:
    turn = _turn(state)
    for slot in turn.slots:
        if slot["left"] == "all":
            for u in state.alive(turn.house):
                if u.ready and u.id not in turn.activated and turn.commander is not None \
                        and in_zoc(state, turn.commander, u) and _matches(state, u, slot["filter"]):
                    activate(state, u, slot["bonus"])
            slot["left"] = 0


def select_candidates(state: BattleState) -> list[int]:
    return [u.id for u in state.alive(_turn(state).house) if _slot_for(state, u) is not None]


def select_unit(state: BattleState, uid: int, log: EventLog) -> None:
    u = state.units[uid]
    slot = _slot_for(state, u)
    if slot is None:
        raise IllegalAction(f"unit {uid} cannot be selected for this card")
    slot["left"] -= 1
    if slot["rally"]:
        u.ready = True
        log.add("rally", unit=uid, unit_ref=unit_ref(state, u))
    else:
        activate(state, u, slot["bonus"])
        log.add("order", house=u.house, unit=uid, unit_ref=unit_ref(state, u))
    refresh_stage(state, log)


def refresh_stage(state: BattleState, log: EventLog) -> None:
    """Move the turn on: effect targets first, then selecting, moving, attacking, and its end."""
    turn = state.turn
    if turn is None:
        return
    if turn.pending_effects:
        turn.stage = "tactic_target"
        E.run_pending(state, log)
        if state.turn is None or state.turn.pending_effects or state.combat:
            return
    if turn.tactic_done:                         # the 'after' tactic is resolved ...
        if not select_candidates(state):
            end_turn(state, log)                 # ... and the turn is over
            return
        turn.stage = "select"                    # ... but it ordered more units

    if turn.stage in ("select", "tactic_target"):
        turn.stage = "select" if select_candidates(state) else "move"
    refresh_activation(state, log)


def refresh_activation(state: BattleState, log: EventLog) -> None:
    """Go from moving to attacking when every ordered unit has moved, and end the turn when no attack is left."""
    turn = state.turn
    if turn is None or state.combat or state.winner is not None:
        return
    if turn.stage == "move" and not activation.to_move(state):
        turn.stage = "attack"
    if turn.stage == "attack" and not activation.attack_actions(state):
        turn.stage = "done"
    if turn.stage == "done":
        end_turn(state, log)


def end_turn(state: BattleState, log: EventLog) -> None:
    """After the action: the 'after' tactic, then the other player's turn (unless they passed)."""
    turn = state.turn
    if turn is not None and turn.tactic and not turn.tactic_done and turn.card is not None:
        turn.tactic_done = True
        card = load_catalog().cards[turn.card]
        if card.tactic is not None and card.tactic.timing == "after":
            E.queue(state, card.tactic.effects, log)
            refresh_stage(state, log)      # ends the turn once any target has been chosen
            return
    state.turn = None
    if turn is not None and turn.source == "commit":
        return                                   # a commit is a free action: the same player acts again
    # A commit's bonus is for "units ordered this turn": a token or card took it; a pass or a morale token
    # ordered nobody, so it lapses rather than wait for a later turn
    state.sides[state.active].boosts = []
    enemy = state.enemy(state.active)
    if state.sides[state.active].passed and state.sides[enemy].passed:
        regroup(state, log)
    elif not state.sides[enemy].passed:
        state.active = enemy
