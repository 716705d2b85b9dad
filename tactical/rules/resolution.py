"""Resolving the attack on top of `state.combat`, stage by stage (seed 003, steps 4-8 of the combat
sequence, counter-attacks, disengage strikes, advance and pursue).

Automatic stages run in `run_combat`; the stages in DECISIONS wait for the named player's action.
"""
from __future__ import annotations

from typing import Any, Callable, Literal

from tactical.catalog import Rank
from tactical.protocol import IllegalAction
from tactical.rules import combat as C
from tactical.rules import dice as D
from tactical.rules import retreat as R
from tactical.rules import units as U
from tactical.rules.actions import Action, AdvanceTo, Attack, Choose, Done, Reroll, RetreatTo
from tactical.rules.events import EventLog
from tactical.rules.losses import eliminate, take_hits
from tactical.rules.movement import finish_move
from tactical.rules.state import BattleState, Combat, CombatStage

RANK_OF_FACE: dict[str, Rank] = {"green": "green", "blue": "blue", "red": "red"}   # the dogs' rank die
CombatDecision = Literal["strike", "reroll", "bold", "retreat", "counter", "advance", "pursue"]

# stage -> who decides ("attacker" / "target" owner)
DECISIONS: dict[CombatStage, Literal["attacker", "target"]] = {
    "offer": "attacker", "reroll": "attacker", "bold": "target", "retreat": "target", "counter": "target",
    "advance": "attacker", "pursue_attack": "attacker"}
DECISION_KIND: dict[CombatStage, CombatDecision] = {
    "offer": "strike", "reroll": "reroll", "bold": "bold", "retreat": "retreat", "counter": "counter",
    "advance": "advance", "pursue_attack": "pursue"}


def decider(state: BattleState, c: Combat) -> str:
    role = DECISIONS[c.stage]
    uid = c.attacker if role == "attacker" else c.target
    return state.units[uid].house


# ------------------------------------------------------------------ automatic stages
def _declare(state: BattleState, c: Combat, log: EventLog) -> None:
    a, t = state.units[c.attacker], state.units[c.target]
    if a.hex < 0 or t.hex < 0:
        c.stage = "end"
        return
    if c.kind == "attack" and c.melee:
        c.flank = C.place_engagement(state, a, t, log)
    c.stage = "roll"


def _roll(state: BattleState, c: Combat, log: EventLog) -> None:
    rng = state.rng_obj()
    a, t = state.units[c.attacker], state.units[c.target]
    rank: Rank | None = None
    if c.kind == "dogs":
        face = D.roll(rng, 1)[0]
        log.add("roll", dice=[face], unit=a.id, purpose="dogs", rank_die=True)
        if face == "morale":
            state.rng, c.flags, c.stage = rng.state, 1, "bold_check"
            c.then["unstoppable"] = True
            return
        if face == "valor":
            state.rng, c.hits, c.stage = rng.state, 1, "apply"
            return
        rank = RANK_OF_FACE[face]
        c.then["rank"] = rank
    n = C.attack_dice(state, a.id, t.id, c.kind, rank)
    c.dice = D.roll(rng, n)
    state.rng = rng.state
    log.add("roll", dice=list(c.dice), unit=a.id, target=t.id, purpose=c.kind)
    c.stage = "reroll" if c.flank and c.dice else "score"


def _score(state: BattleState, c: Combat, log: EventLog) -> None:
    a, t = state.units[c.attacker], state.units[c.target]
    rank = c.then.get("rank")
    hits = sum(1 for f in c.dice if C.is_hit(state, a, t, f, rank))
    c.flags = 0 if c.kind == "strike" else c.dice.count("morale")
    c.hits = max(0, hits - C.cover(state, t)) if hits else 0
    if hits and c.hits < hits:
        log.add("cover", unit=t.id, ignored=hits - c.hits)
    c.stage = "apply"


def _apply(state: BattleState, c: Combat, log: EventLog) -> None:
    t = state.units[c.target]
    if c.hits:
        log.add("hits", unit=t.id, hits=c.hits)
        if take_hits(state, t, c.hits, log, attack=c):
            eliminate(state, t, log, "battle")
            c.eliminated = True
            c.stage = "after"
            return
    c.stage = "bold_check" if c.flags else "counter_check"


def _bold_check(state: BattleState, c: Combat, log: EventLog) -> None:
    t = state.units[c.target]
    if not c.then.get("unstoppable") and not c.bold_used and U.keyword(state, t, "bold"):
        c.stage = "bold"
    else:
        c.stage = "retreat"


def _retreat(state: BattleState, c: Combat, log: EventLog) -> None:
    t = state.units[c.target]
    if c.flags <= 0 or t.hex < 0:
        c.stage = "counter_check"
        return
    options = R.retreat_options(state, t, c.flags)
    if not options:
        R.blocked_retreat(state, c, log)
        c.stage = "after" if c.eliminated else "counter_check"
    elif len(options) == 1:
        R.retreat_step(state, c, options[0], log)
    # two choices: wait for the owner's RetreatTo


def _counter_check(state: BattleState, c: Combat, log: EventLog) -> None:
    if c.kind != "attack":
        c.stage = "after"
        return
    a, t = state.units[c.attacker], state.units[c.target]
    turn = state.turn
    no_counter = turn is not None and "no_counter" in turn.turn_effects
    if (c.kind == "attack" and c.melee and t.hex >= 0 and a.hex >= 0 and not c.retreated and not no_counter
            and t.hex not in state.fire and U.keyword(state, t, "bold")):
        c.stage = "counter"
    else:
        c.stage = "after"


def _after(state: BattleState, c: Combat, log: EventLog) -> None:
    mode = R.follow_up(state, c) if c.attacker >= 0 else None
    if mode is None:
        c.stage = "end"
        return
    a = state.units[c.attacker]
    c.then.update(mode=mode, steps=0, max=U.keyword(state, a, "pursue") if mode == "pursue" else 1, road=True)
    assert state.turn is not None, "follow_up advances only during a turn"
    (state.turn.pursued if mode == "pursue" else state.turn.advanced).append(a.id)
    c.stage = "advance"


AUTOMATIC: dict[CombatStage, Callable[[BattleState, Combat, EventLog], None]] = {"declare": _declare, "roll": _roll, "score": _score, "apply": _apply, "bold_check": _bold_check,
             "retreat": _retreat, "counter_check": _counter_check, "after": _after}


def run_combat(state: BattleState, log: EventLog) -> None:
    """Advance the combat stack until a player must decide or it is empty."""
    while state.combat and state.winner is None:
        c = state.combat[-1]
        if c.stage == "end":
            state.combat.pop()
            _finish(state, c, log)
            continue
        if c.stage == "retreat" and c.flags > 0 and state.units[c.target].hex >= 0 \
                and len(R.retreat_options(state, state.units[c.target], c.flags)) > 1:
            return
        if c.stage in DECISIONS and c.stage != "retreat":
            return
        AUTOMATIC[c.stage](state, c, log)


def _finish(state: BattleState, c: Combat, log: EventLog) -> None:
    """What a finished combat leaves to do: a disengaging unit goes on with its move."""
    move = c.then.get("move")
    if move:
        finish_move(state, move[0], move[1], log)


# ------------------------------------------------------------------ decisions
def legal(state: BattleState) -> list[Action]:
    c = state.combat[-1]
    if c.stage in ("offer", "bold", "counter"):
        return [Choose(True), Choose(False)]
    if c.stage == "reroll":
        return [Reroll(f) for f in ("", *sorted(set(c.dice)))]
    if c.stage == "retreat":
        return [RetreatTo(h) for h in R.retreat_options(state, state.units[c.target], c.flags)]
    if c.stage == "advance":
        return [AdvanceTo(h) for h in R.advance_options(state, c)] + [Choose(False)]
    if c.stage == "pursue_attack":
        return [Attack(c.attacker, t) for t in C.attack_targets(state, c.attacker)] + [Done()]
    return []


def apply(state: BattleState, action: Action, log: EventLog) -> None:
    c = state.combat[-1]
    if action not in legal(state):
        raise IllegalAction(f"{action} is not allowed now (deciding: {DECISION_KIND.get(c.stage, c.stage)})")
    HANDLERS[c.stage](state, c, action, log)
    run_combat(state, log)


def _on_offer(state: BattleState, c: Combat, action: Choose, log: EventLog) -> None:
    if action.yes:
        log.add("strike", unit=c.attacker, target=c.target)
        c.stage = "roll"
    else:
        c.stage = "end"


def _on_reroll(state: BattleState, c: Combat, action: Reroll, log: EventLog) -> None:
    if action.face:
        rng = state.rng_obj()
        c.dice = [D.roll(rng, 1)[0] if f == action.face else f for f in c.dice]
        state.rng = rng.state
        log.add("roll", dice=list(c.dice), unit=c.attacker, purpose="reroll", face=action.face)
    c.stage = "score"


def _on_bold(state: BattleState, c: Combat, action: Choose, log: EventLog) -> None:
    c.bold_used = True
    if action.yes:
        c.flags -= 1
        log.add("bold", unit=c.target)
    c.stage = "retreat"


def _on_retreat(state: BattleState, c: Combat, action: RetreatTo, log: EventLog) -> None:
    R.retreat_step(state, c, action.hex, log)


def _on_counter(state: BattleState, c: Combat, action: Choose, log: EventLog) -> None:
    c.stage = "after"
    if action.yes:
        log.add("counter", unit=c.target, target=c.attacker)
        state.combat.append(Combat(kind="counter", attacker=c.target, target=c.attacker, melee=True, stage="declare",
                                   target_hex=state.units[c.attacker].hex))


def _on_advance(state: BattleState, c: Combat, action: AdvanceTo | Choose, log: EventLog) -> None:
    if isinstance(action, AdvanceTo):
        R.advance_step(state, c, action.hex, log)
        if R.advance_options(state, c):
            return
    if c.then["mode"] == "pursue" and c.then.get("steps", 0) >= 1 and C.attack_targets(state, c.attacker):
        c.stage = "pursue_attack"
    else:
        c.stage = "end"


def _on_pursue_attack(state: BattleState, c: Combat, action: Attack | Done, log: EventLog) -> None:
    c.stage = "end"
    if isinstance(action, Attack):
        state.combat.pop()
        C.start_attack(state, action.unit, action.target, log)


HANDLERS: dict[CombatStage, Callable[[BattleState, Combat, Any, EventLog], None]] = {"offer": _on_offer, "reroll": _on_reroll, "bold": _on_bold, "retreat": _on_retreat,
            "counter": _on_counter, "advance": _on_advance, "pursue_attack": _on_pursue_attack}
