"""Domination: buying maester and objective cards, playing maester cards, using characters.

"Échangez 200 pièces d'or contre une carte Mestre"; a maester card is played once at its timing for
its cost; "200 pièces d'or ... tirer 2 nouvelles cartes Objectif, choisissez-en une"; each house's
4 characters are used once per round for their cost, turned face down and refreshed after buying.
The abilities themselves are hooks in `effects.py`.
"""
from __future__ import annotations

from typing import Any

from .actions import BuyMaester, BuyObjective, EndBuy, KeepObjective, PlayMaester, UseCharacter
from .cards import CharacterCard, MaesterCard, lookup
from .common import Events, emit, emit_private, illegal, objectives_left, offer_objectives
from .effects import EFFECTS, targets
from .state import RiskState
from .tables import MAESTER_PRICE, OBJECTIVE_PRICE

# phase -> the card timing playable in it
PHASE_TIMING = {"reinforce": "reinforce", "invade": "invade", "defend": "defend", "battlefield": "defend",
                "manoeuvre": "manoeuvre"}


def legal_buy(state: RiskState) -> list[Any]:
    p, out = state.players[state.actor], list[Any]()
    if p.gold >= MAESTER_PRICE and (state.maester_deck or state.maester_discard):
        out.append(BuyMaester())
    if p.gold >= OBJECTIVE_PRICE and objectives_left(state, state.actor):
        out.append(BuyObjective())
    out.append(EndBuy())
    return out


def buy_maester(state: RiskState, action: BuyMaester, events: Events) -> None:
    p = state.players[state.actor]
    if p.gold < MAESTER_PRICE:
        illegal(action, f"a maester card costs {MAESTER_PRICE} gold; you have {p.gold}")
    if not state.maester_deck:
        if not state.maester_discard:
            illegal(action, "the maester deck is empty")
        rng = state.rng_obj()
        state.maester_deck, state.maester_discard = state.maester_discard, []
        rng.shuffle(state.maester_deck)
        state.rng = rng.state
        emit(events, "reshuffle", deck="maester", size=len(state.maester_deck))
    p.gold -= MAESTER_PRICE
    card = state.maester_deck.pop(0)
    p.maester.append(card)
    emit(events, "buy_maester", house=state.actor, gold=MAESTER_PRICE)
    emit_private(events, state.actor, "maester_drawn", house=state.actor, card=card)


def buy_objective(state: RiskState, action: BuyObjective, events: Events) -> None:
    p = state.players[state.actor]
    if p.gold < OBJECTIVE_PRICE:
        illegal(action, f"drawing objectives costs {OBJECTIVE_PRICE} gold; you have {p.gold}")
    if not objectives_left(state, state.actor):
        illegal(action, "no objective is left that you could keep (a house scores each objective once)")
    p.gold -= OBJECTIVE_PRICE
    emit(events, "buy_objective", house=state.actor, gold=OBJECTIVE_PRICE)
    rng = state.rng_obj()
    offer_objectives(state, state.actor, "buy", rng, events)
    state.rng = rng.state


def legal_keep(state: RiskState) -> list[Any]:
    return [KeepObjective(c) for c in state.pending["choice"]]


def keep_objective(state: RiskState, action: KeepObjective, events: Events) -> None:
    choice = state.pending["choice"]
    if action.card not in choice:
        illegal(action, f"keep one of {', '.join(choice)}")
    state.players[state.actor].objectives.append(action.card)
    state.objective_deck.extend(c for c in choice if c != action.card)
    emit(events, "keep_objective", house=state.actor)
    emit_private(events, state.actor, "objective_kept", house=state.actor, card=action.card)
    resume, actor = state.pending["resume"], state.pending["resume_actor"]
    state.pending = {}
    state.phase, state.actor = "draw_begin" if resume == "draw" else resume, actor


def end_buy(state: RiskState, action: EndBuy, events: Events) -> None:
    state.phase = "buy_end"


def legal_cards(state: RiskState) -> list[Any]:
    """Maester cards and characters the actor may play now (timing, gold, once per round)."""
    timing = PHASE_TIMING.get(state.phase)
    if timing is None or state.rules != "domination":
        return []
    house = state.actor
    p = state.players[house]
    maester, characters, _ = lookup()
    out: list[Any] = []
    for cid in sorted(set(p.maester)):
        card = maester[cid]
        if card.timing == timing and card.cost <= p.gold:
            out.extend(PlayMaester(cid, t) for t in targets(state, house, card.effect))
    for character in characters.values():
        if (character.house == house and character.timing == timing and character.cost <= p.gold
                and character.id not in p.used):
            out.extend(UseCharacter(character.id, t) for t in targets(state, house, character.effect))
    return out


def _check_play(state: RiskState, action: PlayMaester | UseCharacter, card: MaesterCard | CharacterCard) -> None:
    if state.rules != "domination":
        illegal(action, "maester and character cards are a Domination rule")
    if PHASE_TIMING.get(state.phase) != card.timing:
        illegal(action, f"{card.name} is played during the {card.timing} step, not now ({state.phase})")
    if state.players[state.actor].gold < card.cost:
        illegal(action, f"{card.name} costs {card.cost} gold")
    if action.target not in targets(state, state.actor, card.effect):
        illegal(action, f"{action.target} is not a valid target for {card.name}")


def play_maester(state: RiskState, action: PlayMaester, events: Events) -> None:
    maester = lookup()[0]
    p = state.players[state.actor]
    if action.card not in p.maester:
        illegal(action, "you do not hold that maester card")
    card = maester[action.card]
    _check_play(state, action, card)
    p.gold -= card.cost
    p.maester.remove(action.card)
    state.maester_discard.append(action.card)
    emit(events, "play_maester", house=state.actor, card=card.id, name=card.name, target=action.target, gold=card.cost)
    _apply_effect(state, card, action.target, events)


def use_character(state: RiskState, action: UseCharacter, events: Events) -> None:
    characters = lookup()[1]
    card = characters.get(action.card)
    p = state.players[state.actor]
    if card is None or card.house != state.actor:
        illegal(action, "that is not one of your house's characters")
    if card.id in p.used:
        illegal(action, f"{card.name} has already acted this round")
    _check_play(state, action, card)
    p.gold -= card.cost
    p.used.append(card.id)
    emit(events, "use_character", house=state.actor, card=card.id, name=card.name, target=action.target, gold=card.cost)
    _apply_effect(state, card, action.target, events)


def _apply_effect(state: RiskState, card: MaesterCard | CharacterCard, target: str | None, events: Events) -> None:
    rng = state.rng_obj()
    EFFECTS[card.effect.kind](state, state.actor, card.effect, target, rng, events)
    state.rng = rng.state
