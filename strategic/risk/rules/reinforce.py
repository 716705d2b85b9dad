"""Renforcez: armies (and gold) for territories + castles, region bonuses, ports, trading cards in,
deploying armies and special units.

"Additionnez les territoires et les châteaux que vous contrôlez et divisez ce nombre par 3" (minimum
3, the seed's table), region bonuses, 3 cards by icon for the trade-in table with +2 on a pictured
territory you control, a forced trade with 5 cards. Domination adds as many hundreds of gold, 100
gold per port and one card traded for a special unit of its icon.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from tactical.protocol import Amount

from .actions import Deploy, EndReinforce, PlaceUnit, Trade, TradeForUnit, filled
from .common import Events, counts, emit, illegal, owned
from .geo import geo
from .state import RiskState
from .tables import GOLD_PER_HUNDRED, GOLD_PER_PORT, HAND_LIMIT, ICONS, OWNED_CARD_BONUS, reinforcement_for, trade_value


def reinforcement(state: RiskState, house: str) -> dict[str, Any]:
    """What `house` receives this turn: armies, gold and how they were counted."""
    terrs, castles, ports = counts(state, house)
    base = reinforcement_for(terrs + castles)
    own = {t for t, o in state.owner.items() if o == house}
    regions = geo(state.map).region_bonus(own)
    bonus = sum(b for _, b in regions)
    out = {"territories": terrs, "castles": castles, "base": base, "armies": base + bonus, "gold": 0,
           "regions": [[r, b] for r, b in regions]}                 # lists: it goes into a JSON event
    if state.rules == "domination":
        out["ports"] = ports
        out["gold"] = GOLD_PER_HUNDRED * (base + bonus) + GOLD_PER_PORT * ports
    return out


def begin_reinforce(state: RiskState, events: Events) -> None:
    house = state.active
    r = reinforcement(state, house)
    state.turn.reinforcements = r["armies"]
    state.players[house].gold += r["gold"]
    emit(events, "reinforcement", house=house, **r)
    state.phase, state.actor = "reinforce", house


def must_trade(state: RiskState) -> bool:
    """With 5 cards you must trade (at the start of your turn, and after an elimination above 5)."""
    hand = state.players[state.actor].cards
    if state.phase == "cash_in":
        return len(hand) > HAND_LIMIT
    return len(hand) >= HAND_LIMIT and not state.turn.traded_set


def trade_sets(state: RiskState, house: str) -> list[Trade]:
    """Every legal set of three cards, once per choice of pictured territory for the +2."""
    g, hand, out = geo(state.map), state.players[house].cards, list[Trade]()
    for combo in combinations(sorted(set(hand)), 3):
        if not trade_value([g.icon[c] for c in combo]):
            continue
        mine = [c for c in combo if state.owner.get(c) == house]
        out.extend(Trade(combo, t) for t in mine) if mine else out.append(Trade(combo, None))
    return out


def legal_reinforce(state: RiskState) -> list[Any]:
    house, turn = state.actor, state.turn
    may_trade = state.phase == "cash_in" or not turn.traded_set
    if must_trade(state):
        return trade_sets(state, house)
    out: list[Any] = trade_sets(state, house) if may_trade and state.phase == "reinforce" else []
    if state.rules == "domination" and state.phase == "reinforce" and not turn.traded_unit:
        out.extend(TradeForUnit(c) for c in sorted(set(state.players[house].cards)))
    mine = owned(state, house)
    if turn.reinforcements:
        armies = Amount(1, turn.reinforcements)
        out.extend(Deploy(t, armies) for t in mine)
    for kind in sorted(set(turn.units)):
        out.extend(PlaceUnit(t, kind) for t in mine)
    if not turn.reinforcements and not turn.units and state.phase == "reinforce":
        out.append(EndReinforce())
    return out


def trade(state: RiskState, action: Trade, events: Events) -> None:
    """Échangez 3 cartes Territoire: armies by icon, +2 on a pictured territory you control."""
    house = state.actor
    hand = state.players[house].cards
    if state.phase == "reinforce" and state.turn.traded_set:
        illegal(action, "only one set of three cards may be traded per turn")
    if state.phase == "cash_in" and len(hand) <= HAND_LIMIT:
        illegal(action, "no more trades are due after the elimination")
    if len(set(action.cards)) != 3 or any(c not in hand for c in action.cards):
        illegal(action, "you must hold three different cards to trade")
    g = geo(state.map)
    armies = trade_value([g.icon[c] for c in action.cards])
    if not armies:
        illegal(action, "the icons are neither three alike nor one of each")
    mine = [c for c in action.cards if state.owner.get(c) == house]
    if (action.bonus_to is None) != (not mine) or (action.bonus_to is not None and action.bonus_to not in mine):
        illegal(action, f"the +2 must go on a pictured territory you control ({', '.join(mine) or 'none'})")
    for c in action.cards:
        hand.remove(c)
        state.discard.append(c)
    state.turn.reinforcements += armies
    if action.bonus_to:
        state.armies[action.bonus_to] += OWNED_CARD_BONUS
    if state.phase == "reinforce":
        state.turn.traded_set = True
    emit(events, "trade", house=house, cards=list(action.cards), armies=armies, bonus_to=action.bonus_to,
         bonus=OWNED_CARD_BONUS if action.bonus_to else 0)


def trade_for_unit(state: RiskState, action: TradeForUnit, events: Events) -> None:
    """Domination: one card for a special unit of its icon (once per turn, not part of a set)."""
    house = state.actor
    if state.rules != "domination":
        illegal(action, "special units are a Domination rule")
    if state.turn.traded_unit:
        illegal(action, "only one card may be traded for a special unit per turn")
    if must_trade(state):
        illegal(action, "you hold 5 cards and must trade a set first")
    if action.card not in state.players[house].cards:
        illegal(action, "you do not hold that card")
    state.players[house].cards.remove(action.card)
    state.discard.append(action.card)
    unit = geo(state.map).icon[action.card]
    state.turn.units.append(unit)
    state.turn.traded_unit = True
    emit(events, "trade_for_unit", house=house, card=action.card, unit=unit)


def deploy(state: RiskState, action: Deploy, events: Events) -> None:
    if state.owner.get(action.territory) != state.actor:
        illegal(action, "you can only deploy on a territory you control")
    armies = filled(action.armies)
    if not 1 <= armies <= state.turn.reinforcements:
        illegal(action, f"you have {state.turn.reinforcements} armies to deploy")
    if must_trade(state):
        illegal(action, "you hold 5 cards and must trade a set first")
    state.armies[action.territory] += armies
    state.turn.reinforcements -= armies
    emit(events, "deploy", house=state.actor, territory=action.territory, armies=armies)
    if state.phase == "cash_in" and not state.turn.reinforcements and not must_trade(state):
        state.phase = "invade"


def place_unit(state: RiskState, action: PlaceUnit, events: Events) -> None:
    if action.kind not in state.turn.units or action.kind not in ICONS:
        illegal(action, "you have no such special unit to place")
    if state.owner.get(action.territory) != state.actor:
        illegal(action, "special units go on a territory you control")
    state.turn.units.remove(action.kind)
    units = state.units.setdefault(action.territory, {})
    units[action.kind] = units.get(action.kind, 0) + 1
    emit(events, "place_unit", house=state.actor, territory=action.territory, unit=action.kind)


def end_reinforce(state: RiskState, action: EndReinforce, events: Events) -> None:
    if state.turn.reinforcements or state.turn.units:
        illegal(action, "every reinforcement army and special unit must be placed first")
    if must_trade(state):
        illegal(action, "you hold 5 cards and must trade a set first")
    state.phase = "reinforce_end"
