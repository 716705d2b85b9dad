"""Small helpers shared by the phase modules: errors, events, card draws, ownership counts."""
from __future__ import annotations

from typing import Any, Mapping, NoReturn

from tactical.protocol import Event, IllegalAction, Rng

from .geo import geo
from .state import Phase, RiskState

Events = list[Event]
# Events are built on every action: tuple.__new__ with Event's fields in order (kind, data, audience)
# skips the named tuple's Python-level constructor.
_event = tuple.__new__


def illegal(action: Any, why: str) -> NoReturn:
    raise IllegalAction(f"{action}: {why}")


def emit(events: Events, kind: str, /, **data: Any) -> None:
    """A public event: every seat and spectator may see it."""
    events.append(_event(Event, (kind, data, None)))


def emit_private(events: Events, to: str, kind: str, /, **data: Any) -> None:
    """An event only the house `to` may see (a card it drew or kept); the others get a public twin without it."""
    events.append(_event(Event, (kind, data, frozenset((to,)))))


def take_card(state: RiskState, house: str, card: str, events: Events) -> None:
    """`house` puts a drawn territory card in its hand: the card is its secret, that it drew one is public."""
    state.players[house].cards.append(card)
    emit(events, "draw", house=house)
    emit_private(events, house, "drawn", house=house, card=card)


def owned(state: RiskState, house: str) -> list[str]:
    return [t for t, o in state.owner.items() if o == house]


def counts(state: RiskState, house: str) -> tuple[int, int, int]:
    """(territories, castles, ports) controlled by `house`."""
    g = geo(state.map)
    terrs = castles = ports = 0
    for t, o in state.owner.items():
        if o == house:
            terrs += 1
            castles += t in g.castles
            ports += t in g.ports
    return terrs, castles, ports


def houses_alive(state: RiskState) -> list[str]:
    return [h for h in state.seats if not state.players[h].eliminated]


def draw_territory_card(state: RiskState, rng: Rng, events: Events) -> str | None:
    """Top card of the territory deck; when it is empty (Domination) the discard is reshuffled."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        rng.shuffle(state.deck)
        emit(events, "reshuffle", deck="territory", size=len(state.deck))
    return state.deck.pop(0) if state.deck else None


def draw_objectives(state: RiskState, house: str, n: int, rng: Rng, events: Events) -> list[str]:
    """The top `n` objective cards `house` could keep: a house scores each objective once, so the cards it
    has scored (public, face up when scored) are passed over and stay where they lie. When the deck holds
    fewer than `n` such cards, the scored discard is shuffled in under it first."""
    scored = state.players[house].achieved
    if sum(c not in scored for c in state.objective_deck) < n and state.objective_discard:
        pile, state.objective_discard = state.objective_discard, []
        rng.shuffle(pile)
        state.objective_deck.extend(pile)
        emit(events, "reshuffle", deck="objective", size=len(state.objective_deck))
    drawn = [c for c in state.objective_deck if c not in scored][:n]
    for c in drawn:
        state.objective_deck.remove(c)
    return drawn


def objectives_left(state: RiskState, house: str) -> bool:
    """Whether `house` could still draw an objective it may keep (from the deck, or the discard reshuffled)."""
    scored = state.players[house].achieved
    return any(c not in scored for c in state.objective_deck + state.objective_discard)


def offer_objectives(state: RiskState, house: str, resume: Phase, rng: Rng, events: Events) -> bool:
    """Draw 2 objective cards for `house` to keep one (the other goes back under the deck), then go on
    at the step `resume` with the player acting now. False if none is left for it (nothing offered)."""
    choice = draw_objectives(state, house, 2, rng, events)
    if not choice:
        return False
    state.pending = {"choice": choice, "resume": resume, "resume_actor": state.actor}
    state.phase, state.actor = "keep_objective", house
    return True


def add_mod(state: RiskState, house: str, kind: str, duration: str, n: int) -> None:
    mods = state.players[house].mods
    key = f"{kind}@{duration}"
    mods[key] = mods.get(key, 0) + n


def mod_total(mods: Mapping[str, int], kind: str) -> int:
    if not mods:
        return 0
    return mods.get(kind + "@battle", 0) + mods.get(kind + "@turn", 0) + mods.get(kind + "@round", 0)


def clear_mods(state: RiskState, house: str, duration: str) -> None:
    mods = state.players[house].mods
    for key in [k for k in mods if k.endswith("@" + duration)]:
        del mods[key]
