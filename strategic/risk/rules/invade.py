"""Envahissez: invasions made of battles, conquest moves, elimination.

"Le territoire attaquant doit avoir au minimum 2 armées"; 1-3 attack dice, the defender chooses 1 or
2 (neutral armies always roll the most); each battle goes through the resolver seam (`battle.py`).
When the last defender falls the attacking armies of the final battle move in, with their knights
and siege engines, and the attacker may move more (`MoveIn`). An eliminated house hands over its
territory cards (and gold); above 5 cards the conqueror trades at once (`cash_in`).
"""
from __future__ import annotations

from functools import lru_cache

from .actions import Attack, Defend, EndInvade, MoveIn
from .battle import Battle, Side, resolver
from .common import Events, emit, houses_alive, illegal, mod_total
from .geo import geo
from .state import RiskState
from .tables import HAND_LIMIT, NEUTRAL

MOVING_UNITS = ("knight", "siege")


@lru_cache(maxsize=None)
def attack_options(src: str, dst: str, top: int) -> tuple[Attack, ...]:
    """Attack with 1..top dice (interned: the same few records serve every game)."""
    return tuple(Attack(src, dst, d) for d in range(1, top + 1))


def legal_invade(state: RiskState) -> list:
    house, g, out = state.actor, geo(state.map), []
    owner, armies = state.owner, state.armies
    for src, o in owner.items():
        if o != house or armies[src] < 2:
            continue
        top = min(3, armies[src] - 1)
        for dst in g.neighbours[src]:
            if owner[dst] != house:
                out.extend(attack_options(src, dst, top))
    out.append(EndInvade())
    return out


def attack(state: RiskState, action: Attack, events: Events) -> None:
    house = state.actor
    if state.owner.get(action.src) != house:
        illegal(action, "you must attack from a territory you control")
    if action.dst not in geo(state.map).neighbours[action.src]:
        illegal(action, f"{action.dst} is not next to {action.src} (border, island link or same-coloured port)")
    if state.owner[action.dst] == house:
        illegal(action, "you cannot attack your own territory")
    if not 1 <= action.dice <= min(3, state.armies[action.src] - 1):
        illegal(action, f"{action.src} has {state.armies[action.src]} armies: one stays behind, at most 3 dice")
    defender = state.owner[action.dst]
    state.pending = {"src": action.src, "dst": action.dst, "dice": action.dice, "attacker": house}
    emit(events, "attack", house=house, src=action.src, dst=action.dst, dice=action.dice, defender=defender)
    if defence_choice_needed(state, defender, action.dst):
        state.phase, state.actor = "defend", defender
    else:
        fight(state, min(2, state.armies[action.dst]), events)


def defence_choice_needed(state: RiskState, defender: str, dst: str) -> bool:
    """Neutral armies always roll the most dice; a lone army has nothing to choose unless it holds cards."""
    if defender == NEUTRAL:
        return False
    if state.armies[dst] >= 2:
        return True
    if state.rules != "domination":
        return False
    from .domination import defence_cards_playable

    return defence_cards_playable(state, defender)


def legal_defend(state: RiskState) -> list:
    return [Defend(d) for d in range(min(2, state.armies[state.pending["dst"]]), 0, -1)]


def defend(state: RiskState, action: Defend, events: Events) -> None:
    if not 1 <= action.dice <= min(2, state.armies[state.pending["dst"]]):
        illegal(action, "the defender rolls 1 or 2 dice, at most one per army in the territory")
    fight(state, action.dice, events)


def _side(state: RiskState, house: str, territory: str, dice: int, attacking: bool) -> Side:
    """Dice for one side: knights add to the best die, siege engines and fortifications give d8s."""
    units = state.units.get(territory) or {}
    mods = state.players[house].mods if house != NEUTRAL else {}
    kind = "attack" if attacking else "defence"
    plus = units.get("knight", 0) + mod_total(mods, kind + "_plus")
    d8 = units.get("siege", 0) + mod_total(mods, kind + "_d8")
    if not attacking and units.get("fortification"):
        d8 = dice
    return Side(dice, min(d8, dice), plus)


def consume_battle_mods(state: RiskState, house: str, side: str) -> None:
    """Card effects "for your next battle" are used up by this one."""
    if house == NEUTRAL:
        return
    mods = state.players[house].mods
    for key in [k for k in mods if k.startswith(side) and k.endswith("@battle")]:
        del mods[key]


def fight(state: RiskState, def_dice: int, events: Events) -> None:
    """One battle through the resolver seam, then losses, then conquest if the last defender fell."""
    p = state.pending
    src, dst, attacker = p["src"], p["dst"], p["attacker"]
    defender = state.owner[dst]
    battle = Battle(attacker, defender, src, dst, _side(state, attacker, src, p["dice"], True),
                    _side(state, defender, dst, def_dice, False))
    rng = state.rng_obj()
    result = resolver(state.resolver).resolve(battle, rng)
    state.rng = rng.state
    state.armies[src] -= result.att_loss
    state.armies[dst] -= result.def_loss
    consume_battle_mods(state, attacker, "attack")
    consume_battle_mods(state, defender, "defence")
    emit(events, "battle", attacker=attacker, defender=defender, src=src, dst=dst, att_dice=p["dice"],
         def_dice=def_dice, att_loss=result.att_loss, def_loss=result.def_loss, **result.detail)
    state.pending = {}
    state.phase, state.actor = "invade", attacker
    if state.armies[dst] <= 0:
        conquer(state, src, dst, p["dice"] - result.att_loss, events)


def conquer(state: RiskState, src: str, dst: str, engaged: int, events: Events) -> None:
    attacker, defender = state.actor, state.owner[dst]
    state.units.pop(dst, None)                      # the defender's special units are lost
    state.owner[dst] = attacker
    moved = max(1, min(engaged, state.armies[src] - 1))
    state.armies[src] -= moved
    state.armies[dst] = moved
    carried = {k: n for k, n in (state.units.get(src) or {}).items() if k in MOVING_UNITS}
    if carried:
        left = {k: n for k, n in state.units[src].items() if k not in MOVING_UNITS}
        state.units[dst] = carried
        state.units[src] = left
        if not left:
            del state.units[src]
    state.turn.conquered += 1
    if geo(state.map).seats.get(defender) == dst and defender != NEUTRAL:
        state.turn.captured_seats.append(dst)
    emit(events, "conquer", house=attacker, territory=dst, src=src, defender=defender, armies=moved,
         units=carried)
    if defender != NEUTRAL and defender not in state.owner.values():
        eliminate(state, attacker, defender, events)
    if state.armies[src] > 1:
        state.phase, state.pending = "conquer", {"src": src, "dst": dst}
    else:
        after_conquest(state, events)


def eliminate(state: RiskState, winner: str, loser: str, events: Events) -> None:
    """The loser's territory cards and gold go to the winner; its secret cards are set aside."""
    lp, wp = state.players[loser], state.players[winner]
    lp.eliminated = True
    cards, gold = lp.cards, lp.gold
    wp.cards.extend(cards)
    wp.gold += gold
    state.maester_discard.extend(lp.maester)
    state.objective_deck.extend(lp.objectives)
    lp.cards, lp.gold, lp.maester, lp.objectives, lp.mods = [], 0, [], [], {}
    state.turn.eliminated.append(loser)
    emit(events, "eliminated", house=loser, by=winner, cards=len(cards), gold=gold)


def legal_move_in(state: RiskState) -> list:
    most = state.armies[state.pending["src"]] - 1
    return [MoveIn(n) for n in sorted({0, most // 2, most})]


def move_in(state: RiskState, action: MoveIn, events: Events) -> None:
    src, dst = state.pending["src"], state.pending["dst"]
    if not 0 <= action.armies <= state.armies[src] - 1:
        illegal(action, f"you may move 0 to {state.armies[src] - 1} more armies (one stays on {src})")
    state.armies[src] -= action.armies
    state.armies[dst] += action.armies
    if action.armies:
        emit(events, "move_in", house=state.actor, src=src, dst=dst, armies=action.armies)
    state.pending = {}
    after_conquest(state, events)


def after_conquest(state: RiskState, events: Events) -> None:
    from .turn import finish

    state.phase = "invade"
    if len(houses_alive(state)) == 1:
        finish(state, "conquest", events)
    elif len(state.players[state.actor].cards) > HAND_LIMIT:
        state.phase = "cash_in"


def end_invade(state: RiskState, action: EndInvade, events: Events) -> None:
    state.phase = "manoeuvre"
    from .manoeuvre import begin_manoeuvre

    begin_manoeuvre(state, events)
