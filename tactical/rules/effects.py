"""Card and commander abilities: each effect `kind` (named and documented in `effect_kinds.py`) is
registered once here and called at its timing.

Tactics (a command card's tactic box) and commit abilities (a commander's one-time ability) are lists
of `Effect` records in the data; `kind` picks the function below. Effects that need a target
(`target` != "none") ask the active player to choose a unit first.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from tactical.catalog import Effect, Tactic
from tactical.rules import morale
from tactical.rules.effect_kinds import EFFECT_KINDS
from tactical.rules.events import EventLog, unit_ref
from tactical.rules.fire import add_fire
from tactical.rules.losses import eliminate, take_hits
from tactical.rules.resolution import run_combat
from tactical.rules.rounds import draw_cards
from tactical.rules.state import BattleState, Combat, Turn, Unit
from tactical.rules.zoc import in_zoc

TURN_LONG = ("extra_dice", "extra_move", "bold", "no_counter")


def _turn(state: BattleState) -> Turn:
    assert state.turn is not None, "effects run during a turn"
    return state.turn


def tactic_condition(state: BattleState, house: str, tactic: Tactic) -> bool:
    """The "if" of a tactic: the order tokens are in the pool (each checked once) and the morale is right."""
    pool = dict(state.sides[house].tokens)
    for t in tactic.tokens:
        if pool.get(t, 0) <= 0:
            return False
        pool[t] -= 1
    m = tactic.morale
    return m is None or morale.satisfies(state, house, m.who, m.zone, m.compare)


def queue(state: BattleState, effects: Iterable[Effect], log: EventLog) -> None:
    """Run the effects that need no choice now; targeted ones wait on `turn.pending_effects`."""
    for eff in effects:
        turn = state.turn
        if turn is None:                     # an earlier effect ended the battle (its morale routed the enemy)
            return
        if eff.kind in TURN_LONG:
            turn.turn_effects.append(eff.kind if eff.kind in ("bold", "no_counter") else f"{eff.kind}:{eff.amount}")
            log.add("effect", effect=eff.kind, amount=eff.amount)
        elif eff.kind == "order":
            turn.slots.append({"left": eff.amount, "filter": {}, "rally": False, "bonus": []})
        elif eff.target != "none" or eff.kind == "rally":
            turn.pending_effects.append({**eff.model_dump(mode="json"), "left": eff.amount if eff.kind == "rally" else 1})
        else:
            IMMEDIATE[eff.kind](state, eff, log)


def targets(state: BattleState, eff: dict[str, Any]) -> list[int]:
    turn = _turn(state)
    house = turn.house
    want = eff["target"] if eff["target"] != "none" else "friendly_in_zoc"
    out = []
    for u in state.alive():
        friendly = u.house == house
        if want.startswith("friendly") != friendly:
            continue
        if want.endswith("in_zoc") and not (turn.commander and in_zoc(state, turn.commander, u)):
            continue
        if eff["kind"] == "rally" and u.ready:
            continue
        out.append(u.id)
    return out


def run_pending(state: BattleState, log: EventLog) -> None:
    """Drop pending effects that have no possible target; stop at the first that needs a choice."""
    turn = _turn(state)
    while turn.pending_effects and not targets(state, turn.pending_effects[0]):
        turn.pending_effects.pop(0)


def choose_target(state: BattleState, uid: int | None, log: EventLog) -> None:
    """The active player picks the target of the first pending effect (None: skip the effect)."""
    turn = _turn(state)
    eff = turn.pending_effects[0]
    if uid is None:
        turn.pending_effects.pop(0)
        return
    eff["left"] -= 1
    if eff["left"] <= 0:
        turn.pending_effects.pop(0)
    TARGETED[eff["kind"]](state, eff, state.units[uid], log)   # may end the battle (and the turn)


# ------------------------------------------------------------------ immediate effects
def _morale(state: BattleState, eff: Effect, log: EventLog) -> None:
    morale.shift(state, _turn(state).house, eff.amount, log, "card")


def _gain_token(state: BattleState, eff: Effect, log: EventLog) -> None:
    house = _turn(state).house
    side = state.sides[house]
    token = eff.token or "valor"
    n = min(eff.amount, state.supply[token])
    side.tokens[token] = side.tokens.get(token, 0) + n
    state.supply[token] -= n
    log.add("tokens", house=house, token=token, change=n)


def _draw(state: BattleState, eff: Effect, log: EventLog) -> None:
    draw_cards(state, _turn(state).house, eff.amount, log)


def _restore_command(state: BattleState, eff: Effect, log: EventLog) -> None:
    turn = _turn(state)
    side = state.sides[turn.house]
    cs = side.commanders.get(turn.commander) if turn.commander is not None else None
    if cs is None:
        return
    n = min(eff.amount, cs.tokens)
    cs.tokens -= n
    side.command_tokens += n
    log.add("effect", effect="restore_command", amount=n)


def _fire_all(state: BattleState, eff: Effect, log: EventLog) -> None:
    for h in sorted(state.fire):
        add_fire(state, h, eff.amount, log)


def _enemy_lose_token(state: BattleState, eff: Effect, log: EventLog) -> None:
    enemy = state.sides[state.enemy(_turn(state).house)]
    rng = state.rng_obj()
    for _ in range(eff.amount):
        pool = [t for t, n in sorted(enemy.tokens.items()) for _ in range(n)]
        if not pool:
            break
        t = pool[rng.below(len(pool))]
        enemy.tokens[t] -= 1
        state.supply[t] += 1
        log.add("tokens", house=enemy.house, token=t, change=-1)
    state.rng = rng.state


IMMEDIATE: dict[str, Callable[[BattleState, Effect, EventLog], None]] = {"morale": _morale, "gain_token": _gain_token, "draw": _draw, "restore_command": _restore_command,
             "fire_all": _fire_all, "enemy_lose_token": _enemy_lose_token}


# ------------------------------------------------------------------ targeted effects
def _hit(state: BattleState, eff: dict[str, Any], u: Unit, log: EventLog) -> None:
    log.add("hits", unit=u.id, hits=eff["amount"], card=True)
    if take_hits(state, u, eff["amount"], log):
        eliminate(state, u, log, "card")


def _retreat(state: BattleState, eff: dict[str, Any], u: Unit, log: EventLog) -> None:
    state.combat.append(Combat(kind="effect", attacker=-1, target=u.id, melee=False, stage="retreat",
                               flags=eff["amount"], target_hex=u.hex))
    run_combat(state, log)


def _rally(state: BattleState, eff: dict[str, Any], u: Unit, log: EventLog) -> None:
    u.ready = True
    log.add("rally", unit=u.id, unit_ref=unit_ref(state, u))


TARGETED: dict[str, Callable[[BattleState, dict[str, Any], Unit, EventLog], None]] = {
    "hit": _hit, "retreat": _retreat, "rally": _rally}

# every effect kind the data may name has its one implementation here
assert set(EFFECT_KINDS) == set(TURN_LONG) | {"order"} | set(IMMEDIATE) | set(TARGETED), "an effect kind lacks its rule"
