"""Per-unit options for one turn: every hex a unit could end its move in, what it could attack from
there, and what standing there is worth.

`UnitTable` is built lazily from one state (the position a turn is planned from) and answers, for each
of a house's units, a list of `Option`s. Plans (`plans.py`) combine them into whole turns; the policy
(`policy.py`) reuses the same positional judgement for retreats and advances.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.ai import combatmath as M
from tactical.ai.evaluation import (DEFAULT, Weights, end_only, enemy_turns_to_end, kill_vp, objective_worth, readiness,
                                   retreat_blocked)
from tactical.hexgrid import grid_for
from tactical.rules import units as U
from tactical.rules.combat import breaking_away, engaged_partner, strikes_first
from tactical.rules.movement import reachable_costs
from tactical.rules.state import BattleState, Unit


@dataclass
class Option:
    """One way to use a unit this turn: end in `dest` (its own hex: hold), then maybe attack."""

    uid: int
    dest: int
    moved: int
    position: float                                   # worth of standing in dest (threats, objectives...)
    attacks: list[tuple[int, float, float]] = field(default_factory=list)   # (target, value, need-weighted hits)

    def best(self) -> float:
        return self.position + (self.attacks[0][1] if self.attacks else 0.0)


class Context:
    """What every option of one house needs: the board, the enemies, objectives, commanders."""

    def __init__(self, state: BattleState, house: str, w: Weights = DEFAULT) -> None:
        self.state, self.house, self.w = state, house, w
        self.grid = grid_for(state.cols, state.rows)
        self.enemy = state.enemy(house)
        self.enemies = [u for u in state.units if u.hex >= 0 and u.house != house]
        self.friends = [u for u in state.units if u.hex >= 0 and u.house == house]
        self.occupied = {u.hex for u in state.units if u.hex >= 0}
        self.terr = M.terrain_table(state)
        self.blocking = {h for h in range(self.grid.size) if self.terr[h].blocks_los}
        self.cmd_units = {c.unit for c in state.sides[house].commanders.values() if not c.captured}
        sc = state.scenario
        mine, theirs = objective_worth(state, house, w), objective_worth(state, self.enemy, w)
        self.objectives = []                          # (hexes, holder, worth to us, worth to them)
        for o in sc.objectives:
            hexes = [self.grid.index(*h) for h in o.hexes]
            self.objectives.append((hexes, state.control.get(o.id), mine[o.id], theirs[o.id]))
        # hard (`w.hold_to_end`): objectives held at the end win the battle, and the enemy turns a unit
        # taking one now must stand before then
        ends = end_only(state) if w.hold_to_end else set()
        self.end_only = [o.id in ends for o in sc.objectives]
        self.turns_to_end = enemy_turns_to_end(state)
        self.enemy_blocked = {e.id: retreat_blocked(state, e, self.grid, self.occupied) for e in self.enemies}
        self.enemy_ready = readiness(state, self.enemy)
        self.kill_vp = {h: kill_vp(state, h, w) for h in (house, self.enemy)}   # VP for an elimination, in points


class UnitTable:
    """Options per unit of `house` in `state`, computed on first use and cached."""

    def __init__(self, state: BattleState, house: str, w: Weights = DEFAULT) -> None:
        self.ctx = Context(state, house, w)
        self._options: dict[int, list[Option]] = {}

    def options(self, uid: int) -> list[Option]:
        found = self._options.get(uid)
        if found is None:
            found = unit_options(self.ctx, self.ctx.state.units[uid])
            found.sort(key=lambda o: -o.best())
            self._options[uid] = found
        return found

    def best_value(self, uid: int) -> float:
        opts = self.options(uid)
        return opts[0].best() if opts else 0.0

    def order_gain(self, uid: int) -> float:
        """What ordering the unit adds to leaving it where it stands (unordered, it neither moves nor
        attacks): its best option less the worth of its hex."""
        opts = self.options(uid)
        here = next((o.position for o in opts if o.dest == self.ctx.state.units[uid].hex), 0.0)
        return opts[0].best() - here if opts else 0.0


def unit_options(ctx: Context, u: Unit) -> list[Option]:
    state = ctx.state
    if u.hex < 0:
        return []
    dests = {u.hex: 0}
    for h, (_path, counted) in reachable_costs(state, u.id).items():
        dests[h] = counted
    partner = engaged_partner(state, u)
    leave_cost = disengage_cost(ctx, u)
    out = []
    for dest, moved in dests.items():
        pos = position_value(ctx, u, dest)
        if dest != u.hex:
            pos -= leave_cost
        opt = Option(u.id, dest, moved, pos)
        if U.may_attack_after(state, u, moved):
            opt.attacks = attack_values(ctx, u, dest, moved, partner if dest == u.hex else None)
        out.append(opt)
    return out


def attack_values(ctx: Context, u: Unit, dest: int, moved: int, partner: Unit | None) -> list[tuple[int, float, float]]:
    """(target, worth, expected hits) of each attack `u` could make from `dest`, best first."""
    state, grid = ctx.state, ctx.grid
    ui = M.info(u)
    ranged = ui.unit_class == "ranged"
    extra = -1 if (ranged and moved > 0 and U.keyword(state, u, "unwieldy")) else 0
    extra += U.modifier_total(state, u, ("extra_dice", "extra_dice_ranged" if ranged else "extra_dice_melee")) \
        - _passive_dice(u)
    out = []
    for t in ctx.enemies:
        d = grid.distance(dest, t.hex)
        if ranged and partner is not None and t.id != partner.id:
            continue
        if d > ui.reach or (d > 1 and not _sees(ctx, u, dest, t)):
            if ui.war_dogs and moved == 0 and 2 <= d <= 3:
                out.append(_dogs_value(ctx, u, dest, t))
            continue
        out.append(_attack_value(ctx, u, dest, t, extra, melee=not ranged))
    out.sort(key=lambda x: -x[1])
    return out


def _passive_dice(u: Unit) -> int:
    """Extra dice already folded into UnitInfo.dice (the commander's passive modifiers)."""
    return M.info(u).dice - U.unit_type(u).chart[u.rank].dice


def _sees(ctx: Context, u: Unit, dest: int, t: Unit) -> bool:
    obstacles = set(ctx.blocking)
    if not (ctx.terr[dest].hills and M.info(u).unit_class == "ranged"):
        obstacles |= ctx.occupied
    obstacles.discard(u.hex)
    obstacles.discard(t.hex)
    return ctx.grid.line_of_sight(dest, t.hex, obstacles)


def disengage_cost(ctx: Context, u: Unit, target: Unit | None = None) -> float:
    """What the disengage strike is expected to cost `u` moving away, or attacking `target` in melee: struck
    first, full dice, by the unit it breaks away from, where the engine has that unit strike
    (`combat.breaking_away`, `combat.strikes_first`); 0 when there is no strike."""
    partner = breaking_away(ctx.state, u, None if target is None else target.id)
    if partner is None or not strikes_first(ctx.state, partner):
        return 0.0
    s = M.strike(ctx.state, partner, partner.hex, u, u.hex, terr=ctx.terr)
    return M.value_of_hits(u, M.info(u), s.hits, s.kill, ctx.w.morale)


def _attack_value(ctx: Context, u: Unit, dest: int, t: Unit, extra: int, melee: bool) -> tuple[int, float, float]:
    s = M.strike(ctx.state, u, dest, t, t.hex, extra, ctx.enemy_blocked.get(t.id, False), ctx.terr)
    return t.id, strike_worth(ctx, u, dest, t, s, melee), s.hits


def strike_worth(ctx: Context, u: Unit, dest: int, t: Unit, s: M.Strike, melee: bool, counter: bool = True) -> float:
    """What `u` attacking `t` from `dest` with the expected result `s` is worth: the hits and a likely
    kill's VP, the flags that drive it back (off an objective too, `dislodge_value`), less the
    counter-attack a Bold target makes in melee when it neither falls nor gives ground (`counter`:
    the turn allows one) and, in melee from the hex where `u` is engaged with another unit, the disengage
    strike it takes first."""
    w = ctx.w
    bold = U.keyword(ctx.state, t, "bold")
    p_back, steps = M.driven_back(s, bold, w.exact_flags)
    value = (M.value_of_hits(t, M.info(t), s.hits, s.kill, w.morale) + 0.3 * steps * (1 - s.kill)
             + dislodge_value(ctx, t, s.kill, p_back) + s.kill * ctx.kill_vp[ctx.house])
    if melee and bold and counter:
        back = M.strike(ctx.state, t, t.hex, u, dest, terr=ctx.terr)
        value -= (1 - s.kill) * (1 - p_back) * M.value_of_hits(u, M.info(u), back.hits, back.kill, w.morale)
    if melee and dest == u.hex:
        value -= disengage_cost(ctx, u, t)
    return value


def dislodge_value(ctx: Context, t: Unit, kill: float, p_back: float) -> float:
    """Worth of driving `t` off an objective it holds for its side (eliminated, or pushed back by a
    flag: `p_back` if it survives), when we contest objectives: a share of what holding it is worth to
    either side."""
    if not ctx.w.contest:
        return 0.0
    for hexes, holder, mine, theirs in ctx.objectives:
        if t.hex in hexes and holder == t.house:
            p_off = kill + (1 - kill) * p_back
            return 0.5 * ctx.w.contest * p_off * (theirs + mine)
    return 0.0


def _dogs_value(ctx: Context, u: Unit, dest: int, t: Unit) -> tuple[int, float, float]:
    """War Dogs: a rank die first (green/blue/red attack, or a sure flag, or a sure hit)."""
    ti = M.info(t)
    base = M.strike(ctx.state, u, dest, t, t.hex, 3 - M.info(u).dice, ctx.enemy_blocked.get(t.id, False), ctx.terr)
    hits = 0.75 * base.hits + 0.125
    value = M.value_of_hits(t, ti, hits, 0.75 * base.kill, ctx.w.morale) + 0.1
    return t.id, value, hits


def position_value(ctx: Context, u: Unit, dest: int) -> float:
    """Worth of `u` standing in `dest` at the end of this turn: exposure to enemy attacks next turn,
    its own threat, objectives taken or held, command range and Bold support."""
    w, grid, state = ctx.w, ctx.grid, ctx.state
    ui = M.info(u)
    occupied = (ctx.occupied - {u.hex}) | {dest}
    moved_u = Unit(u.id, u.house, u.type, u.rank, u.figures, dest, u.ready, u.commander)
    blocked = retreat_blocked(state, moved_u, grid, occupied)
    danger, reach = [], []
    driven_off = 0.0                                  # the best chance one enemy has to kill or drive it back
    bold = any(ctx.end_only) and U.keyword(state, u, "bold")
    for e in ctx.enemies:
        ei = M.info(e)
        d = grid.distance(e.hex, dest)
        if d <= ei.attack_move + ei.reach:
            s = M.strike(state, e, e.hex, moved_u, dest, retreat_blocked=blocked, terr=ctx.terr)
            weight = ctx.enemy_ready if e.ready else 0.5
            danger.append(weight * (M.value_of_hits(u, ui, s.hits, s.kill, w.morale) + s.kill * ctx.kill_vp[ctx.enemy]))
            if any(ctx.end_only):
                driven_off = max(driven_off, M.dislodged(s, bold, w.exact_flags))
        if d <= ui.attack_move + ui.reach:
            s = M.strike(state, moved_u, dest, e, e.hex, terr=ctx.terr)
            reach.append(M.value_of_hits(e, M.info(e), s.hits, s.kill, w.morale))
    danger.sort(reverse=True)
    value = -w.threat * (danger[0] + 0.5 * sum(danger[1:3])) if danger else 0.0
    value += w.own_threat * max(reach, default=0.0)
    value += _objective_value(ctx, u, dest, (1 - driven_off) ** ctx.turns_to_end)
    value += _support_value(ctx, u, dest)
    return value


def _objective_value(ctx: Context, u: Unit, dest: int, kept: float = 1.0) -> float:
    """`kept`: the chance a unit standing in `dest` stands there to the end (hard: an objective whose
    holder at the end wins the battle is worth taking now only as far as it will be kept)."""
    grid, value = ctx.grid, 0.0
    for (hexes, holder, mine, theirs), at_end in zip(ctx.objectives, ctx.end_only):
        if dest in hexes:
            if holder != ctx.house:
                value += (mine + (theirs if holder == ctx.enemy else 0.0)) * (kept if at_end else 1.0)
            else:
                value += 0.3 * mine
        elif holder != ctx.house and (mine > 0 or (holder == ctx.enemy and ctx.w.contest and theirs > 0)):
            stake = mine + (ctx.w.contest * theirs if holder == ctx.enemy else 0.0)   # theirs: taking it back
            before = min(grid.distance(u.hex, h) for h in hexes)
            after = min(grid.distance(dest, h) for h in hexes)
            value += 0.1 * ctx.w.approach * (before - after) * pull(stake, ctx.w)
        elif theirs > 0 and holder == ctx.house:
            after = min(grid.distance(dest, h) for h in hexes)
            value += 0.05 * min(1.0, theirs / 5.0) * max(0, 4 - after)
    return value


def pull(stake: float, w: Weights) -> float:
    """How hard an objective worth `stake` points draws our units toward it, per hex: in proportion to
    the stake up to 5 points, and beyond that by `w.press` of the rest (hard 1: a building scoring 6
    rounds of VP pulls six times as hard as one worth 5, where it had pulled no harder, so units stood
    back with their commander instead of closing on the objective they are there to take)."""
    return min(1.0, stake / 5.0) + w.press * max(0.0, stake / 5.0 - 1.0)


def _support_value(ctx: Context, u: Unit, dest: int) -> float:
    w, grid, value = ctx.w, ctx.grid, 0.0
    friends = [f for f in ctx.friends if f.id != u.id]
    if u.id in ctx.cmd_units or any(f.id in ctx.cmd_units and grid.distance(f.hex, dest) <= 2 for f in friends):
        value += w.zoc
    if sum(1 for f in friends if grid.distance(f.hex, dest) == 1) >= 2:
        value += w.bold
    return value
