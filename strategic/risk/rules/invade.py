"""Envahissez: invasions made of battles, conquest moves, elimination.

"Le territoire attaquant doit avoir au minimum 2 armées"; 1-3 attack dice, the defender chooses 1 or
2 (neutral armies always roll the most); each battle is rolled by `battle.fight_battle`.
When the last defender falls the attacking armies of the final battle move in, with their knights
and siege engines, and the attacker may move more (`MoveIn`). An eliminated house hands over its
territory cards (and gold); above 5 cards the conqueror trades at once (`cash_in`).

With the setup `battles="subgame"` an invasion is `Invade(src, dst)` instead: the game pauses (phase
"battle") while the whole invasion is fought as a game of its own (`invasion`, see battle_game.py), and
`resume_invasion` applies its losses and conquest. With `battles="hexes"` that game is a BattleLore
battle generated for the invasion (hexes.py); with `"ask"` the attacker chooses for each attack between
the dice (`Attack`) and the hexes (`Invade`), and when both houses are human (setup `humans`) the
defender then has its say (`Battlefield`): if it refuses the hexes, the whole invasion is fought by the
dice as a sub-game, as with `"subgame"`. A human defender also plays its defence cards (Domination) in
that step; the cards in play come onto the hex battlefield as knights and siege engines.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from strategic.handoff.houses import battle_house
from tactical.protocol import Amount, IllegalAction, SubGame

from .actions import Attack, Battlefield, Defend, EndInvade, Invade, MoveIn, filled
from .battle import Modifiers, fight_battle
from .common import Events, emit, houses_alive, illegal, mod_total
from .effects import defence_cards_playable
from .ending import finish
from .geo import geo
from .hexes import hex_outcome, plan_invasion, record_commanders
from .state import RiskState
from .tables import HAND_LIMIT, MOVING_UNITS, NEUTRAL

@lru_cache(maxsize=None)
def attack_options(src: str, dst: str, top: int) -> tuple[Attack, ...]:
    """Attack with 1..top dice (interned: the same few records serve every game)."""
    return tuple(Attack(src, dst, d) for d in range(1, top + 1))


@lru_cache(maxsize=None)
def invade_option(src: str, dst: str) -> tuple[Invade]:
    return (Invade(src, dst),)


def legal_invade(state: RiskState) -> list[Any]:
    house, neighbours, out = state.actor, geo(state.map).neighbours, list[Any]()
    owner, armies = state.owner, state.armies
    dice, whole = state.battles in ("dice", "ask"), state.battles != "dice"
    for src, o in owner.items():
        if o == house and armies[src] >= 2:
            top = 3 if armies[src] > 3 else armies[src] - 1
            for dst in neighbours[src]:
                if owner[dst] != house:
                    if dice:
                        out += attack_options(src, dst, top)
                    if whole:
                        out += invade_option(src, dst)
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
    return state.rules == "domination" and defence_cards_playable(state, defender)


def legal_defend(state: RiskState) -> list[Any]:
    return [Defend(d) for d in range(min(2, state.armies[state.pending["dst"]]), 0, -1)]


def defend(state: RiskState, action: Defend, events: Events) -> None:
    if not 1 <= action.dice <= min(2, state.armies[state.pending["dst"]]):
        illegal(action, "the defender rolls 1 or 2 dice, at most one per army in the territory")
    fight(state, action.dice, events)


def modifiers(state: RiskState, house: str, territory: str, attacking: bool) -> Modifiers:
    """What changes one side's dice in a battle for or from `territory`."""
    return dice_modifiers(state.units.get(territory), _mods(state, house), attacking)


def dice_modifiers(units: Mapping[str, int] | None, mods: Mapping[str, int], attacking: bool) -> Modifiers:
    """The rule, from what a view shows too (the AI and the terminal's odds read it): knights add to the best
    die, siege engines and card effects give d8s, a defending fortification makes every die a d8."""
    units = units or {}
    kind = "attack" if attacking else "defence"
    return Modifiers(units.get("knight", 0) + mod_total(mods, kind + "_plus"),
                     units.get("siege", 0) + mod_total(mods, kind + "_d8"),
                     not attacking and bool(units.get("fortification")))


def card_modifiers(state: RiskState) -> tuple[Modifiers, Modifiers]:
    """What the cards in play add to each side of the pending invasion (a hex battle fields it as knights
    and siege engines; the units on the territories are counted by the plan itself)."""
    p = state.pending
    return (dice_modifiers(None, _mods(state, p["attacker"]), True), dice_modifiers(None, _mods(state, p["defender"]), False))


def _mods(state: RiskState, house: str) -> Mapping[str, int]:
    return state.players[house].mods if house != NEUTRAL else {}


def consume_battle_mods(state: RiskState, house: str, side: str) -> None:
    """Card effects "for your next battle" are used up by this one."""
    if house == NEUTRAL:
        return
    mods = state.players[house].mods
    for key in [k for k in mods if k.startswith(side) and k.endswith("@battle")]:
        del mods[key]


def fight(state: RiskState, def_dice: int, events: Events) -> None:
    """One battle, then losses, then conquest if the last defender fell."""
    p = state.pending
    src, dst, attacker = p["src"], p["dst"], p["attacker"]
    defender = state.owner[dst]
    rng = state.rng_obj()
    result = fight_battle(modifiers(state, attacker, src, True).side(p["dice"]),
                          modifiers(state, defender, dst, False).side(def_dice), rng, state.fixed_dice)
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


def legal_move_in(state: RiskState) -> list[Any]:
    return [MoveIn(Amount(0, state.armies[state.pending["src"]] - 1))]


def move_in(state: RiskState, action: MoveIn, events: Events) -> None:
    src, dst, armies = state.pending["src"], state.pending["dst"], filled(action.armies)
    if not 0 <= armies <= state.armies[src] - 1:
        illegal(action, f"you may move 0 to {state.armies[src] - 1} more armies (one stays on {src})")
    state.armies[src] -= armies
    state.armies[dst] += armies
    if armies:
        emit(events, "move_in", house=state.actor, src=src, dst=dst, armies=armies)
    state.pending = {}
    after_conquest(state, events)


def after_conquest(state: RiskState, events: Events) -> None:
    state.phase = "invade"
    if len(houses_alive(state)) == 1:
        finish(state, "conquest", events)
    elif len(state.players[state.actor].cards) > HAND_LIMIT:
        state.phase = "cash_in"


def end_invade(state: RiskState, action: EndInvade, events: Events) -> None:
    state.phase = "manoeuvre_begin"


# ------------------------------------------------------------------ an invasion fought as a sub-game
def invade(state: RiskState, action: Invade, events: Events) -> None:
    """Launch an invasion fought as a sub-game: every army but one on `src` against the defenders, with
    the seed of its dice drawn from this game's Rng; on hexes, its battle plan is made now. The game
    waits in the "battle" step."""
    rng = state.rng_obj()
    seed = rng.next_u64()
    state.rng = rng.state
    house, defender = state.actor, state.owner[action.dst]
    attacking = state.armies[action.src] - 1
    state.pending = {"src": action.src, "dst": action.dst, "attacker": house, "defender": defender,
                     "attacking": attacking, "defending": state.armies[action.dst], "seed": seed}
    if defender_asked(state):
        state.phase, state.actor = "battlefield", defender           # the defender's say comes first
        emit(events, "invade", house=house, src=action.src, dst=action.dst, defender=defender,
             attacking=attacking, defending=state.armies[action.dst], asks=defender)
        return
    if state.battles != "subgame":
        state.pending |= plan_invasion(state, action.src, action.dst, attacking, seed, card_modifiers(state))
    state.phase, state.actor = "battle", ""
    emit(events, "invade", house=house, src=action.src, dst=action.dst, defender=defender, attacking=attacking,
         defending=state.armies[action.dst], **_battle_named(state.pending))


def _battle_named(pending: Mapping[str, Any]) -> dict[str, Any]:
    """The battle plan's name and briefing for the log, if the invasion is fought on hexes."""
    return {"battle": pending["plan"]["name"], "briefing": pending["plan"]["briefing"]} if "plan" in pending else {}


def has_say(state: RiskState) -> bool:
    """With "ask", a human defender of a human attacker may refuse the hexes."""
    p = state.pending
    return state.battles == "ask" and p["attacker"] in state.humans and p["defender"] in state.humans


def defender_asked(state: RiskState) -> bool:
    """A human defender is asked before a hex battle when it has its say, or (Domination) defence cards to play."""
    defender = state.pending["defender"]
    if state.battles == "subgame" or defender not in state.humans:
        return False
    return has_say(state) or (state.rules == "domination" and defence_cards_playable(state, defender))


def legal_battlefield(state: RiskState) -> list[Any]:
    return [Battlefield(True), Battlefield(False)] if has_say(state) else [Battlefield(True)]


def choose_battlefield(state: RiskState, action: Battlefield, events: Events) -> None:
    """The defender accepts the hex battle the attacker chose, or has the invasion fought by the dice
    (all of it, as a sub-game: the attacker has already committed every army but one)."""
    p = state.pending
    if action.hexes:
        p |= plan_invasion(state, p["src"], p["dst"], p["attacking"], p["seed"], card_modifiers(state))
    state.phase, state.actor = "battle", ""
    emit(events, "battlefield", house=p["defender"], attacker=p["attacker"], dst=p["dst"], hexes=action.hexes,
         **_battle_named(p))


def invasion(state: RiskState) -> SubGame | None:
    """The sub-game the state waits on: its setup holds the armies each side commits, what changes
    their dice and who they are; `seats` maps the sub-game's seats to this game's houses."""
    if state.phase != "battle":
        return None
    p = state.pending
    attacker, defender = p["attacker"], p["defender"]
    if "plan" in p:
        return SubGame(game="battlelore", setup={"scenario": p["plan"]}, seed=p["seed"],
                       seats={battle_house(h): h for h in (attacker, defender) if h != NEUTRAL})
    setup = {"attacker": attacker, "defender": defender, "src": p["src"], "dst": p["dst"],
             "attacking": p["attacking"], "defending": p["defending"],
             "attack": modifiers(state, attacker, p["src"], True).to_dict(),
             "defence": modifiers(state, defender, p["dst"], False).to_dict(),
             "defender_chooses": defender != NEUTRAL}
    seats = {"attacker": attacker} | ({"defender": defender} if defender != NEUTRAL else {})
    return SubGame(game="risk_battle", setup=setup, seed=p["seed"], seats=seats)


def resume_invasion(state: RiskState, winners: Sequence[str], outcome: Mapping[str, Any], events: Events) -> None:
    """Apply the sub-game's outcome: losses on both sides, and the conquest (then the usual move-in).
    After dice, the attacking armies that rolled in the final exchange and survived move in; after a hex
    battle, every surviving attacker (the figures left made armies by the hand-off table)."""
    if state.phase != "battle":
        raise IllegalAction("the game is not waiting on a battle")
    p = state.pending
    if "plan" in p:
        outcome = hex_outcome(p, winners, outcome)
    try:
        att_loss, def_loss = int(outcome["attacker_losses"]), int(outcome["defender_losses"])
        conquered, engaged = bool(outcome["conquered"]), int(outcome["engaged"])
    except (KeyError, TypeError, ValueError) as exc:
        raise IllegalAction(f"not a battle outcome: {dict(outcome)!r} ({exc})") from None
    if not (0 <= att_loss <= p["attacking"] and 0 <= def_loss <= p["defending"]
            and conquered == (def_loss == p["defending"]) and (not conquered or 1 <= engaged <= p["attacking"] - att_loss)):
        raise IllegalAction(f"the battle outcome {dict(outcome)!r} does not fit {p['attacking']} armies "
                            f"against {p['defending']}")
    src, dst, attacker, defender = p["src"], p["dst"], p["attacker"], p["defender"]
    state.armies[src] -= att_loss
    state.armies[dst] -= def_loss
    consume_battle_mods(state, attacker, "attack")
    consume_battle_mods(state, defender, "defence")
    emit(events, "invasion", attacker=attacker, defender=defender, src=src, dst=dst, att_loss=att_loss,
         def_loss=def_loss, conquered=conquered, **({"captured": outcome["captured"]} if outcome.get("captured") else {}))
    if "plan" in p:
        record_commanders(state, p, winners, outcome["captured"], events)
    state.pending = {}
    state.phase, state.actor = "invade", attacker
    if conquered:
        conquer(state, src, dst, engaged, events)
