"""Fast choices for the decisions inside a turn, used both in real play and inside simulations.

`decide(state, me, kind, legal, plan, table)` answers one decision: which unit to select, where it
moves (following the turn's `Plan` when one is given), which attack to make now, which face to reroll
on a flank, where to retreat, whether to advance, what to keep in Regroup. Each answer is a small,
explainable rule built on the same worth estimates as the evaluation.
"""
from __future__ import annotations

from tactical.ai import combatmath as M
from tactical.ai.evaluation import DEFAULT, retreat_blocked
from tactical.ai.plans import Plan, assign
from tactical.ai.table import Context, UnitTable, position_value, strike_worth
from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.rules import dice as D
from tactical.rules import units as U
from tactical.rules.actions import (Action, AdvanceTo, Attack, Choose, Done, Extinguish, Hold, Keep, Move, Reroll,
                                    Select, SetFire, WarDogs)
from tactical.rules.combat import is_hit
from tactical.rules.state import BattleState


def decide(state: BattleState, me: str, kind: str, legal: list[Action], plan: Plan | None,
           table: UnitTable | None) -> Action:
    if len(legal) == 1:
        return legal[0]
    handler = HANDLERS.get(kind)
    if handler is None:
        return legal[0]
    return handler(state, me, legal, plan, table)


def _table(state: BattleState, me: str, table: UnitTable | None) -> UnitTable:
    return table if table is not None and table.ctx.house == me else UnitTable(state, me)


# ------------------------------------------------------------------ selecting and moving
def _select(state, me, legal, plan, table) -> Action:
    selectable = {a.unit for a in legal if isinstance(a, Select)}
    if plan is not None:
        for uid in plan.units:
            if uid in selectable:
                return Select(uid)
    table = _table(state, me, table)
    best = max(selectable, key=lambda uid: table.best_value(uid), default=None)
    if best is not None and (table.best_value(best) > 0 or not state.units[best].ready):
        return Select(best)
    return Done()


def _move(state, me, legal, plan, table) -> Action:
    """Follow the plan's destinations, front units first; plan afresh for units the plan lacks."""
    to_move = sorted({a.unit for a in legal if isinstance(a, (Move, Hold))})
    if plan is None:
        plan = Plan(Done())
    missing = [uid for uid in to_move if uid not in plan.moves]
    if missing:
        t = UnitTable(state, me)
        claimed = {plan.moves[u] for u in plan.moves if u not in to_move}
        _v, moves, targets, _order = assign(t, missing, claimed)
        plan.moves.update(moves)
        plan.targets.update(targets)
    legal_set = set(legal)
    grid = grid_for(state.cols, state.rows)
    edge = state.sides[me].edge

    def forwardness(uid: int) -> int:
        return grid.row_distance_to_edge(plan.moves.get(uid, state.units[uid].hex), edge)

    for uid in sorted(to_move, key=lambda u: -forwardness(u)):
        dest = plan.moves.get(uid, state.units[uid].hex)
        if dest == state.units[uid].hex:
            return Hold(uid)
        if Move(uid, dest) in legal_set:
            return Move(uid, dest)
    uid = to_move[0]
    return _fallback_move(state, me, uid, legal_set, table)


def _fallback_move(state, me, uid, legal_set, table) -> Action:
    t = _table(state, me, table)
    for opt in t.options(uid):
        if opt.dest == state.units[uid].hex:
            return Hold(uid)
        if Move(uid, opt.dest) in legal_set:
            return Move(uid, opt.dest)
    return Hold(uid)


# ------------------------------------------------------------------ attacking
def attack_worth(state: BattleState, me: str, a: Action, ctx: Context) -> float:
    w = ctx.w
    if isinstance(a, Attack):
        att, tgt = state.units[a.unit], state.units[a.target]
        blocked = retreat_blocked(state, tgt, ctx.grid, ctx.occupied)
        extra = _turn_dice(state, att)
        s = M.strike(state, att, att.hex, tgt, tgt.hex, extra, blocked)
        value = strike_worth(ctx, att, att.hex, tgt, s, M.info(att).unit_class != "ranged",
                             counter="no_counter" not in _effects(state))
        return value + 0.3 * s.kill
    if isinstance(a, WarDogs):
        att, tgt = state.units[a.unit], state.units[a.target]
        s = M.strike(state, att, att.hex, tgt, tgt.hex, 3 - M.info(att).dice)
        return M.value_of_hits(tgt, M.info(tgt), 0.75 * s.hits + 0.125, 0.75 * s.kill, w.morale) + 0.1
    if isinstance(a, Extinguish):
        level = state.fire.get(a.hex, 0)
        occupant = state.unit_at(a.hex)
        at_risk = occupant is not None and occupant.house == me
        return (1.5 if at_risk else 0.2) * level * (1.0 if a.hex == state.units[a.unit].hex else 0.4)
    if isinstance(a, SetFire):
        return 0.05
    return 0.0


def _effects(state: BattleState) -> list[str]:
    return state.turn.turn_effects if state.turn is not None else []


def _turn_dice(state: BattleState, u) -> int:
    ranged = M.info(u).unit_class == "ranged"
    n = U.modifier_total(state, u, ("extra_dice", "extra_dice_ranged" if ranged else "extra_dice_melee"))
    n -= M.info(u).dice - U.unit_type(u).chart[u.rank].dice
    if ranged and U.keyword(state, u, "unwieldy") and state.turn is not None and state.turn.moved.get(u.id, 0) > 0:
        n -= 1
    return n


def _attack(state, me, legal, plan, table) -> Action:
    ctx = Context(state, me, table.ctx.w if table is not None else DEFAULT)   # the level's judgement
    best, best_value = None, 0.02
    for a in legal:
        v = attack_worth(state, me, a, ctx)
        if plan is not None and isinstance(a, Attack) and plan.targets.get(a.unit) == a.target:
            v += 0.05
        if v > best_value:
            best, best_value = a, v
    return best if best is not None else Done()


def _pursue(state, me, legal, plan, table) -> Action:
    return _attack(state, me, legal, plan, table)


# ------------------------------------------------------------------ combat answers
def _reroll(state, me, legal, plan, table) -> Action:
    c = state.combat[-1]
    att, tgt = state.units[c.attacker], state.units[c.target]
    p_hit = M.hit_probability(att, M.info(att), tgt, M.info(tgt))
    best, best_gain = Reroll(""), 0.0
    for a in legal:
        if not a.face:
            continue
        n = c.dice.count(a.face)
        now = _face_worth(state, att, tgt, a.face)
        gain = n * (p_hit + 0.3 * D.FACE_PROBABILITY["morale"] - now)
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _face_worth(state, att, tgt, face: str) -> float:

    if face == "morale":
        return 0.3
    return 1.0 if is_hit(state, att, tgt, face) else 0.0


def _yes(state, me, legal, plan, table) -> Action:
    return Choose(True) if Choose(True) in legal else legal[0]


def _retreat(state, me, legal, plan, table) -> Action:
    c = state.combat[-1]
    u = state.units[c.target]
    ctx = Context(state, me)
    return max(legal, key=lambda a: position_value(ctx, u, a.hex))


def _advance(state, me, legal, plan, table) -> Action:
    c = state.combat[-1]
    a_unit = state.units[c.attacker]
    ctx = Context(state, me)
    stay = position_value(ctx, a_unit, a_unit.hex)
    best, best_value = Choose(False), stay - (0.3 if c.then.get("mode") == "pursue" else 0.1)
    for a in legal:
        if isinstance(a, AdvanceTo):
            v = position_value(ctx, a_unit, a.hex)
            if v > best_value:
                best, best_value = a, v
    return best


def _target(state, me, legal, plan, table) -> Action:
    """A card effect's target: the enemy a hit hurts most, the enemy a retreat hurts most, or the
    friendly unit most worth rallying."""
    eff = state.turn.pending_effects[0] if state.turn and state.turn.pending_effects else {"kind": "hit"}
    ctx = Context(state, me)
    best, best_value = Done(), 0.0
    for a in legal:
        if not isinstance(a, Select):
            continue
        v = _target_worth(state, me, eff, state.units[a.unit], ctx)
        if v > best_value:
            best, best_value = a, v
    return best


def _target_worth(state, me, eff: dict, u, ctx: Context) -> float:
    ui = M.info(u)
    if u.house == me:
        return 0.5 + (0.1 * ui.base_value if not u.ready else 0.0)
    if eff["kind"] == "hit":
        kill = 1.0 if M.figures_to_kill(u, ui) <= eff.get("amount", 1) else 0.0
        return M.value_of_hits(u, ui, eff.get("amount", 1), kill, DEFAULT.morale)
    blocked = retreat_blocked(state, u, ctx.grid, ctx.occupied)
    on_objective = any(u.hex in hexes for hexes, _h, _m, _t in ctx.objectives)
    return (M.value_of_hits(u, ui, eff.get("amount", 1), 0.0, DEFAULT.morale) if blocked else 0.3) + (2.0 if on_objective else 0.0)


def _keep(state, me, legal, plan, table) -> Action:
    # in the legal list's order, not a set's: a set of strings is ordered by the process's string hashing,
    # so ties went one way or another from run to run and a game did not replay from its seeds
    cards = dict.fromkeys(a.card for a in legal)
    tokens = dict.fromkeys(a.token for a in legal)
    card = max(cards, key=lambda c: card_worth(c) if c else -1.0)
    token = max(tokens, key=lambda t: _token_worth(state, me, t) if t else -1.0)
    choice = Keep(card, token)
    return choice if choice in legal else legal[0]


def card_worth(card_id: str) -> float:
    card = load_catalog().cards[card_id]
    ordered = sum(3 if c.order == "all" else c.order for c in card.commands)
    return ordered + 0.5 * (card.tactic is not None) - 0.2 * sum(c.cost for c in card.commands)


def _token_worth(state, me, token: str) -> float:
    if token == "valor":
        return 3.0
    if token == "morale":
        return 2.0
    return 1.0 + 0.2 * sum(1 for u in state.units if u.house == me and u.hex >= 0 and u.rank == token)


HANDLERS = {
    "select": _select, "move": _move, "attack": _attack, "pursue": _pursue, "reroll": _reroll,
    "bold": _yes, "counter": _yes, "strike": _yes, "retreat": _retreat, "advance": _advance,
    "tactic_target": _target, "keep": _keep,
}
