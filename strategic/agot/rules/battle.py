"""A battle, in the five steps of seed 000: supports are sought (declared, and accepted by the side they
would help), strengths announced, house cards played face down and revealed together, the Valyrian Steel
Blade, then the outcome: the loser takes the winner's swords minus his own towers as casualties and
retreats; a tie goes to the better place on the Fiefdoms track.

`battle.step` is where the battle stands; decisions are the `battle_*` steps and `AUTO["battle"]` carries out
the rest. Card abilities are hooks called at their windows (`abilities.py`); a card that asks a question
pauses the battle in `battle_ability` until its owner answers. With the setup `battles` on hexes (hexes.py),
a land battle leaves the rulebook after its supports: a BattleLore battle replaces the house cards and the
strengths (`battle_hexes`, a sub-game), and its result brings the battle back at the casualties.
"""
from __future__ import annotations

from typing import Any

from . import hexes, house_abilities  # noqa: F401  (house_abilities registers every card's hooks)
from .abilities import hook, played
from .actions import AcceptSupport, Battlefield, Choose, PlayCard, RemoveUnit, Retreat, Support, UseBlade
from .common import Events, add_unit, board_of, check_castles, clear_area, event, illegal, in_turn_order, take
from .losses import (attacker_retreats, casualty_pool, defender_retreats, kill_routed_defenders, lose,
                     retreat_areas)
from .planning import lion_barred
from .state import AgotState, Battle
from .strength import base_strength, can_support, total_strength

DECISIONS = ("support", "accept", "field", "cards", "ability", "blade", "casualties", "retreat")


# ------------------------------------------------------------------ start
def begin(state: AgotState, events: Events) -> None:
    p = state.pending.pop("attack")
    b = Battle(area=p["area"], origin=p["origin"], attacker=p["attacker"], defender=p["defender"],
               march_bonus=p["bonus"], attackers=p["attackers"])
    state.battle = b
    board = board_of(state)
    b.to_declare = [a for a in in_turn_order_areas(state, board.neighbours(b.area)) if can_support(state, b, a)]
    event(events, "battle", area=b.area, attacker=b.attacker, defender=b.defender, units=list(b.attackers),
          defenders=state.all_units(b.area))
    b.step = "support"
    state.step = "battle"


def in_turn_order_areas(state: AgotState, areas: Any) -> list[str]:
    order = in_turn_order(state, {state.owner[a] for a in areas if a in state.owner})
    return sorted((a for a in areas if a in state.owner), key=lambda a: (order.index(state.owner[a]), a))


def carry_on(state: AgotState, events: Events) -> None:
    """The automatic part of a battle: move to the next decision, or resolve what needs no one."""
    b = state.battle
    assert b is not None
    STAGES[b.step](state, b, events)


def _support_stage(state: AgotState, b: Battle, events: Events) -> None:
    if b.to_declare:
        state.step = "battle_support"
        return
    b.to_accept = [a for a, h in b.supports.items() if h and h != state.owner[a]]
    b.step = "accept"


def _accept_stage(state: AgotState, b: Battle, events: Events) -> None:
    if b.to_accept:
        state.step = "battle_accept"
        return
    event(events, "strength_announced", **{h: sum(base_strength(state, b, h).values()) for h in b.houses})
    b.step = "field"


def _field_stage(state: AgotState, b: Battle, events: Events) -> None:
    """Setup `battles`: the house cards (the rulebook), or the hex battlefield in their stead (hexes.py)."""
    field = b.flags.setdefault("field", hexes.first_field(state, b))
    if field in (hexes.ASK_ATTACKER, hexes.ASK_DEFENDER):
        state.step = "battle_field"
        return
    b.step = "cards" if field == "cards" else "hexes"


def _hexes_stage(state: AgotState, b: Battle, events: Events) -> None:
    hexes.plan_battle(state, b, events)         # the game waits in "battle_hexes" until the battle is over


def _cards_stage(state: AgotState, b: Battle, events: Events) -> None:
    if any(h not in b.cards for h in b.houses):
        state.step = "battle_cards"
        return
    if not b.revealed:
        b.revealed = True
        event(events, "cards_revealed", cards=dict(b.cards))
        b.flags["todo"] = [[h, w] for w in ("cancel", "reveal") for h in in_turn_order(state, list(b.houses))]
    if _run_hooks(state, b, events):
        b.step = "blade"


def _run_hooks(state: AgotState, b: Battle, events: Events) -> bool:
    """Call the pending card hooks in order; False if one asked a question (the battle waits)."""
    while b.flags.get("todo"):
        house, window = b.flags["todo"].pop(0)
        fn = hook(state, b, house, window)
        if fn is not None:
            fn(state, b, house, events)
        if "ask" in b.flags:
            state.step = "battle_ability"
            return False
        if b.revealed and any(h not in b.cards for h in b.houses):     # a card was sent back to its hand
            state.step = "battle_cards"
            return False
    return True


def _blade_stage(state: AgotState, b: Battle, events: Events) -> None:
    holder = state.holder("fiefdoms")
    if holder in b.houses and not state.blade_used and not {"blade_asked", "beaten"} & set(b.flags):
        b.flags["blade_asked"] = True
        state.step = "battle_blade"
        return
    b.step = "resolve"


def card_strength(state: AgotState, b: Battle, house: str) -> int:
    card = played(state, b, house)
    return card.strength if card else 0


def strengths(state: AgotState, b: Battle) -> dict[str, int]:
    mods: dict[str, int] = {}
    for h in b.houses:
        fn = hook(state, b, h, "strength")
        for target, delta in (fn(state, b, h) if fn else {}).items():
            mods[target] = mods.get(target, 0) + delta
    return {h: total_strength(state, b, h, card_strength(state, b, h)) + mods.get(h, 0) for h in b.houses}


def icons(state: AgotState, b: Battle) -> dict[str, list[int]]:
    """Each side's [swords, towers]: its card's printed icons, changed by the cards' `icons` hooks."""
    out = {}
    for h in b.houses:
        card = played(state, b, h)
        out[h] = [card.swords, card.towers] if card else [0, 0]
    for h in b.houses:
        fn = hook(state, b, h, "icons")
        for target, (swords, towers) in (fn(state, b, h) if fn else {}).items():
            out[target][0] += swords
            out[target][1] += towers
    return out


def _resolve_stage(state: AgotState, b: Battle, events: Events) -> None:
    s = strengths(state, b)
    b.strength = s
    fief = state.tracks["fiefdoms"]
    if b.flags.get("beaten"):              # left without units by a card: it loses at once (seed 000)
        b.winner = b.enemy(b.flags["beaten"])
    elif s[b.attacker] != s[b.defender]:
        b.winner = max(b.houses, key=lambda h: s[h])
    else:
        b.winner = min(b.houses, key=fief.index)
    b.loser = b.enemy(b.winner)
    icon = icons(state, b)
    n = max(0, icon[b.winner][0] - icon[b.loser][1])
    for h in b.houses:
        fn = hook(state, b, h, "casualties")
        if fn:
            n = fn(state, b, h, n)
    b.casualties = min(max(0, n), len(casualty_pool(state, b)))
    event(events, "battle_won", area=b.area, winner=b.winner, loser=b.loser, strength=s, casualties=b.casualties)
    kill_routed_defenders(state, b, events)
    b.step = "casualties"


def _casualties_stage(state: AgotState, b: Battle, events: Events) -> None:
    pool = casualty_pool(state, b)
    if b.casualties and len(set(pool)) > 1:
        state.step = "battle_casualties"
        return
    while b.casualties:                      # one kind of unit left: no choice to make
        lose(state, b, pool[0], events)
        pool = casualty_pool(state, b)
    b.flags["todo"] = [[h, "after"] for h in in_turn_order(state, list(b.houses))]
    b.step = "after"


def _after_stage(state: AgotState, b: Battle, events: Events) -> None:
    if _run_hooks(state, b, events):
        b.step = "retreat"


def _retreat_stage(state: AgotState, b: Battle, events: Events) -> None:
    if b.loser == b.attacker:
        attacker_retreats(state, b, events)
        b.step = "finish"
        return
    if not state.units.get(b.area):
        b.step = "finish"
        return
    options = retreat_areas(state, b)
    if not options:
        event(events, "retreat_destroyed", house=b.defender, units=clear_area(state, b.area))
        b.step = "finish"
        return
    state.step = "battle_retreat"


def _finish_stage(state: AgotState, b: Battle, events: Events) -> None:
    held = b.flags.get("held")            # Arianne Martell: the winning attackers go back where they came from
    if b.winner == b.attacker:
        state.orders.pop(b.area, None)
        if not held:
            take(state, b.area, b.attacker, events, arriving=len(b.attackers))
        for u in b.attackers:
            add_unit(state, b.origin if held else b.area, b.attacker, u)
    if b.loser == b.defender and not held and b.area in state.garrisons \
            and state.garrisons[b.area][0] == b.defender:
        event(events, "garrison_removed", area=b.area, house=state.garrisons.pop(b.area)[0])
    for h in b.houses:                    # no card (Tyrion left none), or Roose Bolton back in hand
        if b.cards.get(h) and h not in b.flags.get("to_hand", ()):     # no card in a hex battle
            discard(state, h, b.cards[h], events)
    state.blade_used = state.blade_used or bool(b.flags.get("blade"))
    b.flags["todo"] = [[h, "after_combat"] for h in in_turn_order(state, list(b.houses))]
    b.step = "after_combat"


def _after_combat_stage(state: AgotState, b: Battle, events: Events) -> None:
    if not _run_hooks(state, b, events):
        return
    state.battle = None
    if not check_castles(state, events):
        state.step = "march_next"


def discard(state: AgotState, house: str, cid: str, events: Events) -> None:
    """A played card is discarded; when the last is played the others come back (1st edition: all seven)."""
    hs = state.house[house]
    if cid in hs.hand:
        hs.hand.remove(cid)
    hs.discards.append(cid)
    if not hs.hand:
        back = hs.discards if state.edition == 1 and not state.second_edition_cards else hs.discards[:-1]
        hs.hand = sorted(back)
        hs.discards = [] if back is hs.discards else hs.discards[-1:]
        event(events, "hand_returns", house=house, cards=list(hs.hand))


STAGES = {"support": _support_stage, "accept": _accept_stage, "field": _field_stage, "hexes": _hexes_stage,
          "cards": _cards_stage, "blade": _blade_stage,
          "resolve": _resolve_stage, "casualties": _casualties_stage, "after": _after_stage,
          "retreat": _retreat_stage, "finish": _finish_stage, "after_combat": _after_combat_stage}


# ------------------------------------------------------------------ decisions
def to_act(state: AgotState) -> frozenset[str]:
    b = state.battle
    assert b is not None
    step = state.step
    if step == "battle_support":
        return frozenset({state.owner[b.to_declare[0]]})
    if step == "battle_accept":
        return frozenset({b.supports[b.to_accept[0]]})
    if step == "battle_cards":
        return frozenset(h for h in b.houses if h not in b.cards)
    if step == "battle_ability":
        return frozenset({b.flags["ask"]["house"]})
    if step == "battle_field":
        return frozenset({hexes.asked(b)})
    if step == "battle_blade":
        return frozenset({state.holder("fiefdoms")})
    if step in ("battle_casualties", "battle_retreat"):
        return frozenset({b.flags.get("retreat_by", b.loser) if step == "battle_retreat" else b.loser})
    return frozenset()


def legal(state: AgotState, house: str) -> list[Any]:
    b = state.battle
    assert b is not None
    step = state.step
    if step == "battle_support":
        area = b.to_declare[0]
        sides = [house] if house in b.houses else list(b.houses)
        if lion_barred(state, house, b.area):     # the Lion's Cunning (one-use orders): defence only
            sides = [s for s in sides if s != b.attacker]
        return [Support(area, s) for s in sides] + [Support(area, None)]
    if step == "battle_accept":
        return [AcceptSupport(b.to_accept[0], True), AcceptSupport(b.to_accept[0], False)]
    if step == "battle_field":
        return [Battlefield(True), Battlefield(False)]
    if step == "battle_cards":
        banned = b.flags.get("banned", {}).get(house, [])
        return [PlayCard(c) for c in state.house[house].hand if c not in banned]
    if step == "battle_ability":
        return [Choose(o) for o in b.flags["ask"]["options"]]
    if step == "battle_blade":
        return [UseBlade(True), UseBlade(False)]
    if step == "battle_casualties":
        return [RemoveUnit(b.area, u) for u in sorted(set(casualty_pool(state, b)))]
    return [Retreat(a) for a in retreat_areas(state, b)]


def support(state: AgotState, house: str, a: Support, events: Events) -> None:
    b = _battle(state)
    if not b.to_declare or a.area != b.to_declare[0]:
        illegal(a, "not the support order to declare now")
    b.to_declare.pop(0)
    b.supports[a.area] = a.side or ""
    event(events, "support", house=house, area=a.area, side=a.side)
    state.step = "battle"


def accept(state: AgotState, house: str, a: AcceptSupport, events: Events) -> None:
    b = _battle(state)
    b.to_accept.pop(0)
    if not a.accept:
        b.supports[a.area] = ""
    event(events, "support_answer", house=house, area=a.area, accept=a.accept)
    state.step = "battle"


def battlefield(state: AgotState, house: str, a: Battlefield, events: Events) -> None:
    b = _battle(state)
    b.flags["field"] = hexes.answered(state, b, a.hexes)
    event(events, "battlefield", house=house, area=b.area, hexes=a.hexes)
    state.step = "battle"


def play_card(state: AgotState, house: str, a: PlayCard, events: Events) -> None:
    b = _battle(state)
    if a.card not in state.house[house].hand:
        illegal(a, "not a card in your hand")
    b.cards[house] = a.card
    if b.revealed:        # a card sent back (Tyrion) or swapped (Aeron): the new one is shown and acts at once
        event(events, "card_played", house=house, card=a.card)
        todo = b.flags.setdefault("todo", [])
        todo[:0] = [[house, w] for w in ("cancel", "reveal") if [house, w] not in todo]
    else:
        event(events, "card_chosen", frozenset({house}), house=house, card=a.card)
        event(events, "card_hidden", house=house)
    if all(h in b.cards for h in b.houses):
        state.step = "battle"


def choose(state: AgotState, house: str, a: Choose, events: Events) -> None:
    b = _battle(state)
    q = b.flags.pop("ask")
    owner = next(h for h in b.houses if b.cards.get(h) == q["card"]) if q["card"] in b.cards.values() else house
    fn = hook(state, b, owner, "answer")
    assert fn is not None, q
    fn(state, b, owner, a.option, events)
    state.step = "battle"


def use_blade(state: AgotState, house: str, a: UseBlade, events: Events) -> None:
    b = _battle(state)
    if a.use:
        b.flags["blade"] = house
        event(events, "blade", house=house)
    state.step = "battle"


def casualty(state: AgotState, house: str, a: RemoveUnit, events: Events) -> None:
    b = _battle(state)
    if a.unit not in casualty_pool(state, b):
        illegal(a, "not one of your units in this battle")
    lose(state, b, a.unit, events)
    state.step = "battle"


def retreat(state: AgotState, house: str, a: Retreat, events: Events) -> None:
    b = _battle(state)
    if a.to not in retreat_areas(state, b):
        illegal(a, "not an area those units may retreat to")
    defender_retreats(state, b, a.to, events)
    b.step = "finish"
    state.step = "battle"


def _battle(state: AgotState) -> Battle:
    assert state.battle is not None
    return state.battle


STEPS = {f"battle_{d}": (to_act, legal) for d in DECISIONS}
HANDLERS = {
    Support: {"battle_support": support},
    AcceptSupport: {"battle_accept": accept},
    Battlefield: {"battle_field": battlefield},
    PlayCard: {"battle_cards": play_card},
    Choose: {"battle_ability": choose},
    UseBlade: {"battle_blade": use_blade},
    RemoveUnit: {"battle_casualties": casualty},
    Retreat: {"battle_retreat": retreat},
}
AUTO = {"battle_begin": begin, "battle": carry_on}
