"""Card abilities: one hook per effect kind, registered once and called when a card is played.

Maester and character cards name an effect kind in their data (`cards.Effect`). Each hook checks its
target and changes the state; `TARGETS` says what a kind targets, so legal actions can list the
choices. Battle modifiers become `mods` on the player ("attack_plus@battle" ...) read by the battle.
"""
from __future__ import annotations

from typing import Callable

from tactical.protocol import IllegalAction, Rng

from .cards import Effect, lookup
from .common import Events, add_mod, counts, draw_territory_card, emit, offer_objectives, take_card
from .geo import geo
from .state import RiskState
from .tables import GOLD_PER_PORT, HAND_LIMIT

# kind -> what its target is: "near_enemy" (an enemy territory next to yours, with 2+ armies),
# "near_units" (an enemy territory next to yours holding special units), "rival" (a house with gold),
# "own" (a territory you control)
TARGETS = {"remove_armies": "near_enemy", "sabotage": "near_units", "steal_gold": "rival",
           "reinforce_territory": "own"}


def targets(state: RiskState, house: str, effect: Effect) -> list[str | None]:
    """Every legal target for `effect` played by `house` ([None] when it takes none)."""
    kind = TARGETS.get(effect.kind)
    if kind is None:
        return [None]
    if kind == "rival":
        return [h for h in state.seats if h != house and not state.players[h].eliminated and state.players[h].gold > 0]
    if kind == "own":
        return [t for t, o in state.owner.items() if o == house]
    g, out = geo(state.map), list[str | None]()
    for t, o in state.owner.items():
        if o == house or not any(state.owner[n] == house for n in g.neighbours[t]):
            continue
        if (kind == "near_enemy" and state.armies[t] >= 2) or (kind == "near_units" and state.units.get(t)):
            out.append(t)
    return out


def _aimed(target: str | None) -> str:
    """The target of a targeted effect (the legal actions list one for every such card)."""
    if target is None:
        raise IllegalAction("this card needs a target")
    return target


def _armies(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    state.turn.reinforcements += e.n
    emit(events, "gain_armies", house=house, armies=e.n)


def _armies_per_castle(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    n = counts(state, house)[1] // e.n
    state.turn.reinforcements += n
    emit(events, "gain_armies", house=house, armies=n)


def _gold(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    state.players[house].gold += e.n
    emit(events, "gain_gold", house=house, gold=e.n)


def _gold_per_port(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    gold = GOLD_PER_PORT * counts(state, house)[2]
    state.players[house].gold += gold
    emit(events, "gain_gold", house=house, gold=gold)


def _unit(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    assert e.unit is not None          # Effect's own check: a "unit" effect names its unit
    state.turn.units.append(e.unit)
    emit(events, "gain_unit", house=house, unit=e.unit)


def _modifier(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    assert e.duration is not None      # Effect's own check: every battle modifier has a duration
    add_mod(state, house, e.kind, e.duration, e.n)


def _extra_manoeuvre(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    state.turn.manoeuvres += e.n


def _free_manoeuvre(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    state.turn.free_manoeuvre = True


def _draw_territory(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    for _ in range(min(e.n, HAND_LIMIT - len(state.players[house].cards))):     # never more than 5 cards
        card = draw_territory_card(state, rng, events)
        if card is not None:
            take_card(state, house, card, events)


def _remove_armies(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    t = _aimed(target)
    n = min(e.n, state.armies[t] - 1)
    state.armies[t] -= n
    emit(events, "remove_armies", house=house, territory=t, owner=state.owner[t], armies=n)


def _sabotage(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    t = _aimed(target)
    units = state.units[t]
    kind = next(k for k in ("fortification", "siege", "knight") if units.get(k))
    units[kind] -= 1
    if not units[kind]:
        del units[kind]
    if not units:
        del state.units[t]
    emit(events, "remove_unit", house=house, territory=t, unit=kind)


def _steal_gold(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    t = _aimed(target)
    gold = min(e.n, state.players[t].gold)
    state.players[t].gold -= gold
    state.players[house].gold += gold
    emit(events, "steal_gold", house=house, rival=t, gold=gold)


def _objective_draw(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    offer_objectives(state, house, state.phase, rng, events)


def _reinforce_territory(state: RiskState, house: str, e: Effect, target: str | None, rng: Rng, events: Events) -> None:
    t = _aimed(target)
    state.armies[t] += e.n
    emit(events, "deploy", house=house, territory=t, armies=e.n)


Hook = Callable[[RiskState, str, Effect, "str | None", Rng, Events], None]
EFFECTS: dict[str, Hook] = {
    "armies": _armies, "armies_per_castle": _armies_per_castle, "gold": _gold, "gold_per_port": _gold_per_port,
    "unit": _unit, "attack_plus": _modifier, "attack_d8": _modifier, "defence_plus": _modifier,
    "defence_d8": _modifier, "extra_manoeuvre": _extra_manoeuvre, "free_manoeuvre": _free_manoeuvre,
    "draw_territory": _draw_territory, "remove_armies": _remove_armies, "sabotage": _sabotage,
    "steal_gold": _steal_gold, "objective_draw": _objective_draw, "reinforce_territory": _reinforce_territory,
}


def defence_cards_playable(state: RiskState, house: str) -> bool:
    """Whether `house` might play a card when defending now (a character of the defend timing it can
    pay for, or any maester card while it has the gold for the cheapest defence card): then even a lone
    army chooses its defence. The maester hand is secret, so only its size counts: asking only the
    holders of a defence card would tell the table what they hold."""
    p = state.players[house]
    maester, characters, _ = lookup()
    if p.maester and p.gold >= min(c.cost for c in maester.values() if c.timing == "defend"):
        return True
    return any(c.house == house and c.timing == "defend" and c.cost <= p.gold and c.id not in p.used
               for c in characters.values())
