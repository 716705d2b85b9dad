"""House card abilities that act once: cancelling the other card, "immediately" after the reveal, "if you
win / lose" once the winner is known (the retreat's too) and "after combat" once the cards are discarded.

A card that leaves its owner a choice asks it (`abilities.ask`) with named options; its `answer` hook
carries the choice out. "May" abilities offer `NONE`. The battle framework reads the flags these hooks
set: `banned` (cards a side may not play again this battle), `beaten` (a side left without units loses at
once), `retreat_by` (who picks the loser's retreat), `to_hand` (played cards that go back to the hand),
`held` (the winning attackers go back where they came from).
"""
from __future__ import annotations

from . import battle
from ..cards import ORDER_TOKENS
from .abilities import ability, ask
from .common import Events, add_unit, board_of, event, on_board, remove_unit
from .house_abilities_static import immune
from .power import gain_power, lose_power
from .state import TRACKS, AgotState, Battle
from .strength import supporters

NONE = "none"


def remove_order(state: AgotState, b: Battle, area: str, by: str, events: Events) -> None:
    """An order token is taken off the board; a support it gave in this battle is gone with it."""
    token = state.orders.pop(area)
    if area in b.supports:
        b.supports[area] = ""
    event(events, "order_removed", house=by, area=area, owner=state.owner.get(area), token=token)


# ------------------------------------------------------------------ cancel: Tyrion Lannister
@ability("tyrion-lannister", "cancel")
def _tyrion(state: AgotState, b: Battle, house: str, events: Events) -> None:
    ask(b, house, b.cards[house], ["cancel", "keep"])


@ability("tyrion-lannister", "answer")
def _tyrion_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    """The card goes back to its hand, barred for this battle; its owner picks another (none left: none)."""
    enemy = b.enemy(house)
    card = b.cards[enemy]
    if option != "cancel" or not card:
        return
    banned = b.flags.setdefault("banned", {}).setdefault(enemy, [])
    banned.append(card)
    others = [c for c in state.house[enemy].hand if c not in banned]
    if others:
        del b.cards[enemy]
    else:
        b.cards[enemy] = ""
    event(events, "card_cancelled", house=house, enemy=enemy, card=card, replaced=bool(others))


# ------------------------------------------------------------------ immediately
@ability("aeron-damphair", "reveal")
def _aeron(state: AgotState, b: Battle, house: str, events: Events) -> None:
    if state.house[house].power >= 2 and _other_cards(state, b, house):
        ask(b, house, b.cards[house], ["swap", "keep"])


def _other_cards(state: AgotState, b: Battle, house: str) -> list[str]:
    banned = b.flags.get("banned", {}).get(house, [])
    return [c for c in state.house[house].hand if c != b.cards[house] and c not in banned]


@ability("aeron-damphair", "answer")
def _aeron_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    """Two power tokens buy a new card: Aeron is discarded and his owner plays another."""
    if option != "swap":
        return
    card = b.cards.pop(house)
    lose_power(state, house, 2, events, "Aeron Damphair")
    battle.discard(state, house, card, events)
    event(events, "card_swapped", house=house, card=card)


@ability("mace-tyrell", "reveal")
def _mace(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """One enemy Footman in the combat dies; a side left with no unit loses at once (seed 000, Ser Loras)."""
    enemy = b.enemy(house)
    units = b.attackers if enemy == b.attacker else state.units.get(b.area, [])
    if "footman" not in units or immune(state, b, enemy):
        return
    if enemy == b.attacker:
        b.attackers.remove("footman")
    else:
        remove_unit(state, b.area, "footman", routed=False)
    event(events, "unit_destroyed", house=enemy, area=b.area, unit="footman", card=b.cards[house])
    if not (b.attackers if enemy == b.attacker else state.all_units(b.area)):
        b.flags["beaten"] = enemy


@ability("queen-of-thorns", "reveal")
def _queen(state: AgotState, b: Battle, house: str, events: Events) -> None:
    enemy = b.enemy(house)
    around = sorted(a for a in board_of(state).neighbours(b.area) if a in state.orders and state.owner.get(a) == enemy)
    if around:
        ask(b, house, b.cards[house], around)


@ability("queen-of-thorns", "answer")
def _queen_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    remove_order(state, b, option, house, events)


@ability("doran-martell", "reveal")
def _doran(state: AgotState, b: Battle, house: str, events: Events) -> None:
    ask(b, house, b.cards[house], list(TRACKS))


@ability("doran-martell", "answer")
def _doran_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    """The opponent goes to the bottom of the track; those below him move up one place."""
    enemy = b.enemy(house)
    track = state.tracks[option]
    track.remove(enemy)
    track.append(enemy)
    event(events, "track_moved", house=house, enemy=enemy, track=option, position=len(track))


# ------------------------------------------------------------------ if you win / if you lose
@ability("tywin-lannister", "after")
def _tywin(state: AgotState, b: Battle, house: str, events: Events) -> None:
    if house == b.winner:
        gain_power(state, house, 2, events, "Tywin Lannister")


@ability("roose-bolton", "after")
def _roose(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """Losing, the whole discard pile comes back, and Roose with it (the battle leaves him in hand)."""
    if house != b.loser:
        return
    hs = state.house[house]
    back = hs.discards[:]
    hs.hand = sorted(hs.hand + back)
    hs.discards = []
    b.flags.setdefault("to_hand", []).append(house)
    event(events, "cards_back", house=house, cards=back + [b.cards[house]])


@ability("cersei-lannister", "after")
def _cersei(state: AgotState, b: Battle, house: str, events: Events) -> None:
    if house != b.winner:
        return
    orders = sorted(a for a in state.orders if state.owner.get(a) == b.loser)
    if orders:
        ask(b, house, b.cards[house], orders + [NONE])


@ability("cersei-lannister", "answer")
def _cersei_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    if option != NONE:
        remove_order(state, b, option, house, events)


def _knight_free(state: AgotState, b: Battle, house: str) -> bool:
    """A Knight piece is left (the attackers in the battle are off the board but still count)."""
    in_battle = b.attackers.count("knight") if house == b.attacker else 0
    return on_board(state, house, "knight") + in_battle < state.unit_limits.get("knight", 0)


def _footmen_areas(state: AgotState, b: Battle, house: str) -> list[str]:
    """Where Renly finds a Footman of his house: in the combat, or in an area supporting him."""
    own = b.attackers if house == b.attacker else state.units.get(b.area, [])
    areas = [b.area] if "footman" in own else []
    return areas + sorted(a for a in supporters(state, b, house)
                          if state.owner.get(a) == house and "footman" in state.units.get(a, []))


@ability("renly-baratheon", "after")
def _renly(state: AgotState, b: Battle, house: str, events: Events) -> None:
    areas = _footmen_areas(state, b, house) if house == b.winner and _knight_free(state, b, house) else []
    if areas:
        ask(b, house, b.cards[house], areas + [NONE])


@ability("renly-baratheon", "answer")
def _renly_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    if option == NONE:
        return
    if option == b.area and house == b.attacker:
        b.attackers[b.attackers.index("footman")] = "knight"
    else:
        remove_unit(state, option, "footman", routed=False)
        add_unit(state, option, house, "knight")
    event(events, "unit_upgraded", house=house, area=option, unit="footman", to="knight")


@ability("robb-stark", "after")
def _robb(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """Winning against a defender, Robb's side picks its retreat (among those losing the fewest units)."""
    if house == b.winner and b.loser == b.defender and state.units.get(b.area):
        b.flags["retreat_by"] = house
        event(events, "retreat_chooser", house=house, loser=b.loser)


@ability("arianne-martell", "after")
def _arianne(state: AgotState, b: Battle, house: str, events: Events) -> None:
    if house == b.defender == b.loser and b.attackers:
        b.flags["held"] = True
        event(events, "attackers_held", house=house, attacker=b.attacker, area=b.area, to=b.origin)


# ------------------------------------------------------------------ after combat
@ability("patchface", "after_combat")
def _patchface(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """Look at the opponent's hand and discard one card of it. Seed 000 (Melisandre): against a side that
    played its last card, and so took its hand back, it does nothing."""
    enemy = b.enemy(house)
    hand = state.house[enemy].hand
    took_back = state.edition == 1 and not state.second_edition_cards and b.cards[enemy] in hand
    if hand and not took_back:
        ask(b, house, b.cards[house], sorted(hand) + [NONE])


@ability("patchface", "answer")
def _patchface_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    if option != NONE:
        enemy = b.enemy(house)
        event(events, "card_discarded", house=house, enemy=enemy, card=option)
        battle.discard(state, enemy, option, events)


@ability("master-luwin", "after_combat")
def _luwin(state: AgotState, b: Battle, house: str, events: Events) -> None:
    others = sorted(c for c in state.house[house].discards if c != b.cards[house])
    if others:
        ask(b, house, b.cards[house], others + [NONE])


@ability("master-luwin", "answer")
def _luwin_answer(state: AgotState, b: Battle, house: str, option: str, events: Events) -> None:
    if option != NONE:
        hs = state.house[house]
        hs.discards.remove(option)
        hs.hand = sorted(hs.hand + [option])
        event(events, "cards_back", house=house, cards=[option])


@ability("ser-loras-tyrell", "after_combat")
def _loras(state: AgotState, b: Battle, house: str, events: Events) -> None:
    """Attacking and winning, the March order that won moves into the conquered area, to march again."""
    if house == b.attacker == b.winner and state.owner.get(b.area) == house:
        token = next(t.id for t in ORDER_TOKENS if t.kind == "march" and t.bonus == b.march_bonus)
        state.orders[b.area] = token
        event(events, "march_order_moved", house=house, area=b.area, token=token)
