"""Whole-turn plans: an order token or a command card, the units it orders, where they move and whom
they attack, taken as one macro-decision.

`assign` spreads a set of ordered units over their options (no two in one hex, attacks spread so that
hits are not wasted on a unit already likely to fall); `candidates` scores every legal first action of
a turn with the best assignment it allows, so the search only simulates the promising ones. Each plan
says whether it `acts` (orders a move, an attack, a rally or an effect that takes hold: a card or token
that does none of these only spends a resource), and a commit carries the turn it enables (`then`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.ai import combatmath as M
from tactical.ai.table import UnitTable
from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.rules.actions import Action, Commit, MoraleToken, Pass, PlayCard, UseOrderToken
from tactical.rules.effects import TURN_LONG
from tactical.rules.state import BattleState

TOKEN_EXTRA = {"valor": 0.15, "morale": 0.2}
EFFECT_VALUE = {  # rough worth of a tactic or commit effect per unit of `amount` (see effects.py)
    "morale": 1.0, "gain_token": 0.5, "draw": 0.7, "restore_command": 0.1, "enemy_lose_token": 0.5,
    "rally": 0.3, "retreat": 0.5, "fire_all": 0.0,
}


@dataclass
class Plan:
    """A turn's intentions: units in the order to select them, their destinations and targets."""

    action: Action
    value: float = 0.0
    units: list[int] = field(default_factory=list)
    moves: dict[int, int] = field(default_factory=dict)
    targets: dict[int, int] = field(default_factory=dict)
    acts: bool = True                  # False: ordered units only hold, and no effect takes hold
    then: "Plan | None" = None         # a commit's follow-up turn, planned with it


def assign(table: UnitTable, uids: list[int], claimed: set[int] | None = None) -> tuple[float, dict, dict, list]:
    """Greedy joint assignment: repeatedly give the unit with the best remaining option its hex and
    target. Returns (value, moves, targets, order)."""
    state = table.ctx.state
    claimed = set(claimed or ())
    others = {state.units[i].hex for i in uids}
    damage: dict[int, float] = {}
    moves, targets, order, total = {}, {}, [], 0.0
    left = [i for i in uids if state.units[i].hex >= 0]
    while left:
        best = None
        for uid in left:
            own = state.units[uid].hex
            for opt in table.options(uid):
                if opt.dest in claimed or (opt.dest != own and opt.dest in others):
                    continue
                tgt, gain = _best_attack(state, opt, damage)
                value = opt.position + gain
                if best is None or value > best[0]:
                    best = (value, uid, opt, tgt)
        if best is None:
            break
        value, uid, opt, tgt = best
        total += value
        moves[uid] = opt.dest
        claimed.add(opt.dest)
        order.append(uid)
        left.remove(uid)
        if tgt is not None:
            targets[uid] = tgt[0]
            damage[tgt[0]] = damage.get(tgt[0], 0.0) + tgt[2]
    return total, moves, targets, order


def _best_attack(state: BattleState, opt, damage: dict[int, float]):
    best, gain = None, 0.0
    for tid, value, hits in opt.attacks:
        done = damage.get(tid, 0.0)
        if done:
            t = state.units[tid]
            need = max(1, M.figures_to_kill(t, M.info(t)))
            value *= max(0.15, 1 - done / need)
        if value > gain:
            best, gain = (tid, value, hits), value
    return best, gain


# ------------------------------------------------------------------ scoring first actions
def candidates(state: BattleState, house: str, legal: list[Action], table: UnitTable) -> list[Plan]:
    """A plan for every legal first action worth considering, best heuristic value first (one
    variant per card and commander)."""
    plans: list[Plan] = []
    best_card: dict[tuple[str, str], Plan] = {}
    for a in legal:
        plan = SCORERS[type(a)](state, house, a, table)
        if plan is None:
            continue
        if isinstance(a, PlayCard):
            key = (a.card, a.commander)
            if key not in best_card or plan.value > best_card[key].value:
                best_card[key] = plan
        else:
            plans.append(plan)
    plans.extend(best_card.values())
    plans.sort(key=lambda p: -p.value)
    return plans


def purposeful(state: BattleState, house: str, plans: list[Plan], w, after_commit: bool = False) -> list[Plan]:
    """The hard level's discipline (issue 16), applied to `candidates`' plans:
    - a card that orders nothing is never played: it spends command tokens, and with them next round's
      initiative, for nothing;
    - an order token that orders nothing is used only to wait (not Pass, which hands the opponent the
      rest of the round): while the opponent has not passed and the token is one Regroup would return
      to the supply anyway (we hold another to keep);
    - a commit is planned with the turn it enables, and dropped when it would do nothing;
    - right after a commit, Pass is not an option while a turn that acts is (the commit was made for it)."""
    side = state.sides[house]
    can_wait = not state.sides[state.enemy(house)].passed and sum(side.tokens.values()) >= 2
    out: list[Plan] = []
    for p in plans:
        a = p.action
        if isinstance(a, Commit):
            q = planned_commit(state, house, a, plans, w)
            if q is not None:
                out.append(q)
        elif isinstance(a, PlayCard) and not p.acts:
            continue
        elif isinstance(a, UseOrderToken) and not p.acts and not (can_wait and a.count == 1):
            continue
        else:
            out.append(p)
    if after_commit and any(p.acts and isinstance(p.action, (PlayCard, UseOrderToken)) for p in out):
        out = [p for p in out if not isinstance(p.action, Pass)]
    out.sort(key=lambda p: -p.value)
    return out


def score_action(state: BattleState, house: str, action: Action, table: UnitTable) -> Plan | None:
    """The plan (and its heuristic value) for one first action, with this table's judgement."""
    return SCORERS[type(action)](state, house, action, table)


def _finish(table: UnitTable, action: Action, uids: list[int], cost: float, bonus: float = 0.0,
            effect: bool = False) -> Plan:
    """The plan for these ordered units; it acts if a unit moves or attacks, or `effect` takes hold."""
    value, moves, targets, order = assign(table, uids)
    units = table.ctx.state.units
    acts = effect or bool(targets) or any(dest != units[uid].hex for uid, dest in moves.items())
    return Plan(action, value + bonus - cost, order, moves, targets, acts)


def _token(state, house, a: UseOrderToken, table) -> Plan:
    w = table.ctx.w
    cost = w.token * a.count + TOKEN_EXTRA.get(a.token, 0.0)
    return _finish(table, a, [a.unit], cost)


def _morale_token(state, house, a: MoraleToken, table) -> Plan:
    w = table.ctx.w
    if a.unit < 0:
        return Plan(a, w.morale - w.token - TOKEN_EXTRA["morale"])
    return Plan(a, 0.4 * table.best_value(a.unit) - w.morale - w.token)


def _pass(state, house, a: Pass, table) -> Plan:
    return Plan(a, 0.0)


def _commit(state, house, a: Commit, table) -> Plan:
    """A commit as the old heuristic saw it: its effects' nominal worth, whatever they would find."""
    c = load_catalog().commanders[a.commander]
    value = sum(EFFECT_VALUE.get(e.kind, 0.4) * e.amount for e in c.commit_effects)
    return Plan(a, value - 1.0)


def planned_commit(state: BattleState, house: str, a: Commit, follow: list[Plan], w) -> Plan | None:
    """A commit planned with the turn it enables (the best acting plan in `follow`): its effects count
    only where they take hold (a turn-long bonus on the units it orders itself, or else on the
    follow-up's), less the worth of keeping it for later. None when the commit would do nothing."""
    effects = load_catalog().commanders[a.commander].commit_effects
    then = next((p for p in follow if p.acts and isinstance(p.action, (PlayCard, UseOrderToken))), None)
    ready = sum(1 for u in _zoc_units(state, house, a.commander) if u.house == house and u.ready)
    own = sum(min(e.amount, ready) for e in effects if e.kind == "order")
    bonused = own or (len(then.units) if then is not None else 0)
    value = 0.0
    for e in effects:
        if e.kind == "order":
            value += 1.0 * own
        elif e.kind in TURN_LONG:
            value += _tactic_value([e], bonused, w)
        elif takes_hold(state, house, a.commander, e):
            value += EFFECT_VALUE.get(e.kind, 0.4) * e.amount
    if value <= 0:
        return None
    return Plan(a, value - w.commit + (then.value if then is not None else 0.0), then=then)


def _card(state, house, a: PlayCard, table) -> Plan | None:
    cat = load_catalog()
    card = cat.cards[a.card]
    w = table.ctx.w
    eligible = _in_zoc(state, house, a.commander, table)
    chosen: list[int] = []
    bonus = 0.0
    for i in a.commands:
        cmd = card.commands[i]
        flt = cmd.filter
        fits = [uid for uid in eligible if uid not in chosen and _fits(state, uid, flt)]
        if cmd.order == "all":
            chosen += fits
        elif cmd.order:
            rank = table.order_gain if w.order_gain else table.best_value
            fits.sort(key=lambda uid: -rank(uid))
            chosen += fits[:cmd.order]
        if cmd.rally:
            bonus += 0.3 * min(cmd.rally, _rallyable(state, house, a.commander, flt))
        bonus += 0.2 * len(cmd.bonus) * min(len(fits), cmd.order if isinstance(cmd.order, int) else len(fits))
    if a.tactic and card.tactic is not None:
        bonus += _tactic_value(card.tactic.effects, len(chosen), w)
    cost = w.card + w.command_token * sum(card.commands[i].cost for i in a.commands)
    rally = any(card.commands[i].rally and _rallyable(state, house, a.commander, card.commands[i].filter)
                for i in a.commands)
    effect = rally or bool(a.tactic and card.tactic is not None
                           and any(takes_hold(state, house, a.commander, e) for e in card.tactic.effects))
    if not chosen and bonus <= 0:
        return Plan(a, -cost, acts=effect)
    return _finish(table, a, chosen, cost, bonus, effect)


def takes_hold(state: BattleState, house: str, commander: str, e) -> bool:
    """Whether an effect (of a tactic or a commit) will do something now, turn-long bonuses aside
    (those need ordered units that move or attack: False here)."""
    if e.kind in TURN_LONG:
        return False
    if e.kind in ("hit", "retreat"):
        return any(u.house != house for u in _zoc_units(state, house, commander, e.target == "enemy_any"))
    if e.kind == "rally":
        return _rallyable(state, house, commander, None) > 0
    if e.kind == "order":
        return any(u.house == house and u.ready for u in _zoc_units(state, house, commander))
    if e.kind == "fire_all":
        return bool(state.fire)
    if e.kind == "enemy_lose_token":
        return sum(state.sides[state.enemy(house)].tokens.values()) > 0
    return True                                   # morale, draw, gain_token, restore_command


def _zoc_units(state: BattleState, house: str, commander: str, anywhere: bool = False) -> list:
    cu = state.units[state.sides[house].commanders[commander].unit]
    if cu.hex < 0:
        return []
    grid, zoc = grid_for(state.cols, state.rows), load_catalog().commanders[commander].zoc
    return [u for u in state.units if u.hex >= 0 and (anywhere or grid.distance(cu.hex, u.hex) <= zoc)]


def _tactic_value(effects, ordered: int, w) -> float:
    value = 0.0
    for e in effects:
        if e.kind in ("extra_dice", "extra_move", "bold", "no_counter"):
            value += {"extra_dice": 0.5, "extra_move": 0.25, "bold": 0.15, "no_counter": 0.3}[e.kind] * ordered
        elif e.kind == "hit":
            value += 1.2 * e.amount
        elif e.kind == "order":
            value += 1.0 * e.amount
        else:
            value += EFFECT_VALUE.get(e.kind, 0.3) * e.amount
    return value


def _in_zoc(state: BattleState, house: str, commander: str, table: UnitTable) -> list[int]:
    grid = table.ctx.grid
    cs = state.sides[house].commanders[commander]
    cu = state.units[cs.unit]
    if cs.captured or cu.hex < 0:
        return []
    zoc = load_catalog().commanders[commander].zoc
    return [u.id for u in state.units if u.house == house and u.hex >= 0 and u.ready
            and grid.distance(cu.hex, u.hex) <= zoc]


def _rallyable(state: BattleState, house: str, commander: str, flt) -> int:
    cu = state.units[state.sides[house].commanders[commander].unit]
    grid = grid_for(state.cols, state.rows)
    return sum(1 for u in state.units if u.house == house and u.hex >= 0 and not u.ready and cu.hex >= 0
               and grid.distance(cu.hex, u.hex) <= 2 and _fits(state, u.id, flt))


def _fits(state: BattleState, uid: int, flt) -> bool:
    u = state.units[uid]
    info = M.info(u)
    if flt is None:
        return True
    if flt.unit_class and info.unit_class not in flt.unit_class:
        return False
    if flt.rank and u.rank not in flt.rank:
        return False
    return not flt.commander_only or u.commander is not None


SCORERS = {UseOrderToken: _token, MoraleToken: _morale_token, Pass: _pass, Commit: _commit, PlayCard: _card}
