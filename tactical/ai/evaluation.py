"""What a battle position is worth to one house: the heuristic the search maximises.

The score is in "unit points" (a green unit at full strength is worth 3, a blue 4, a red 5, a commander's
unit 3 more; a won battle is worth WIN) and adds up, from `house`'s point of view (enemy terms
subtracted):
- material: every unit's worth, scaled by the figures it has left (banner bearer last: half of a unit's
  worth is being on the board at all);
- morale: the marker's position on the ladder, after the recovery the Regroup phase will bring, with a
  growing penalty as it nears a Rout space;
- victory: victory points, and the objectives held, each worth the points it will still score before
  the round limit (or its share of an end-of-battle or instant condition; hard, `Weights.hold_to_end`:
  where the holder at the end wins, a unit standing on one holds it as far as it will stand there to the
  end);
- threats: for each unit, the hits the enemy units that can reach it next turn are expected to inflict
  (line of sight is left out: a move can usually find it), with blocked retreats turning flags into
  hits; our own threats count for less, as the enemy moves next (hard adds the victory point a likely
  kill would score, `kill_vp`);
- command: units inside a commander's zone of control (cards can order them), Bold units;
- resources: cards, order tokens and command tokens in hand while they can still be used this round,
  and only what Regroup lets a side keep once it has passed; each commander's unused commit ability;
- initiative: who will act first next round (more command tokens left on the board; a tie goes to the
  side with momentum), counted in full only with a clear lead, as the other side may still spend;
- result (hard, `Weights.result`): in the last two rounds of a battle decided on points, who would win
  if it ended with the objectives held as they are now (VP scored, the objectives' VP still to come,
  then the tie-breaks), a share of WIN growing to the last round: there, units matter only as the
  points they can still take or give, as an experienced player counts them.
Hard counts each term times a factor (`Weights.scale`) fitted on who won its games against normal, taken
halfway back to 1 (material's stays 1: the search's other constants are in its units).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tactical.ai import combatmath as M
from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.rules import engine
from tactical.rules import units as U
from tactical.rules.state import BattleState, Unit
from tactical.rules.terrain import enterable

WIN = 100.0


@dataclass(frozen=True)
class Weights:
    material: float = 1.0
    morale: float = 1.0
    rout: float = 40.0          # at the Rout space itself (the battle is lost there)
    vp: float = 3.0
    objective: float = 1.0
    threat: float = 0.45        # enemy's expected damage next turn
    own_threat: float = 0.15
    zoc: float = 0.25
    bold: float = 0.15
    card: float = 0.7
    commit: float = 1.5         # a commander's one-time ability still unused
    token: float = 0.5
    command_token: float = 0.1
    ready: float = 0.15
    approach: float = 0.6       # drawing near the objectives a side must take
    each_round: float = 0.7     # an objective scoring every round: share of its remaining VP counted
    last_round: float = 1.0     # an objective scoring at the end: share of its VP counted at the last round
    initiative: float = 0.0     # acting first next round
    contest: float = 0.0        # share of an objective's worth to the enemy that pulls us to it when they hold it
    kill_vp: float = 0.0        # share of an elimination's victory points counted where a kill is only likely
    result: float = 0.0         # share of WIN for the result the count at the end would give (last round)
    press: float = 1.0          # pull toward an objective to take beyond a 5-point stake (`table.pull`)
    exact_flags: bool = False   # flags counted on the dice, a Bold target's first one ignored (`combatmath.driven_back`)
    all_of: float = 0.0         # objectives to hold all together: worth grows with the others held (`_all_of`)
    order_gain: bool = False    # a card orders the units that gain most from an order, not the best placed (`plans._card`)
    hold_to_end: bool = False   # where holding at the end wins, a unit holds an objective while it lasts (`_kept_to_end`)
    to_move: bool = False       # the threats of the side that acts next weigh `threat`, the other's `own_threat` (`_threats`)
    scale: tuple[tuple[str, float], ...] = ()   # (term, factor): a term of `breakdown` counted times its factor (`weighed`)


DEFAULT = Weights()


def evaluate(state: BattleState, house: str, w: Weights = DEFAULT) -> float:
    """The worth of `state` to `house` (higher is better)."""
    if state.phase == "over":
        if state.winner is None:
            return 0.0
        return WIN if state.winner == house else -WIN
    return sum(weighed(state, house, w).values())


def weighed(state: BattleState, house: str, w: Weights = DEFAULT) -> dict[str, float]:
    """The terms as the evaluation adds them: `breakdown`'s, each times its factor in `w.scale` (hard: each
    term as far as it told who won, fifteenth pass)."""
    terms = breakdown(state, house, w)
    for term, factor in w.scale:
        terms[term] *= factor
    return terms


def breakdown(state: BattleState, house: str, w: Weights = DEFAULT) -> dict[str, float]:
    """The evaluation term by term, before hard's factors (`weighed`; for tuning and for explaining the AI's
    choices)."""
    enemy = state.enemy(house)
    grid = grid_for(state.cols, state.rows)
    return {
        "material": w.material * (_material(state, house) - _material(state, enemy)),
        "morale": _morale(state, house, w),
        "victory": _victory(state, house, grid, w),
        "threats": _threats(state, house, grid, w),
        "command": _command(state, house, grid, w) - _command(state, enemy, grid, w),
        "resources": _resources(state, house, w) - _resources(state, enemy, w),
        "initiative": _initiative(state, house, w),
        "result": _result(state, house, w),
    }


# ------------------------------------------------------------------ material and morale
def _material(state: BattleState, house: str) -> float:
    return sum(M.unit_value(u, M.info(u)) for u in state.units if u.house == house and u.hex >= 0)


def advantage(state: BattleState, house: str) -> int:
    """The morale marker from `house`'s side: +10 is the enemy's last space, -10 our own."""
    return state.morale if house == state.order[0] else -state.morale


def _recovered(state: BattleState, house: str) -> int:
    """`advantage` after the next Regroup's morale recovery (the side in a coloured zone recovers)."""
    seg = load_catalog().morale_segment
    adv = advantage(state, house)
    d, sign = (-adv, -1) if adv < 0 else (adv, 1)   # depth into the losing side's segment
    if d == 0:
        return 0
    zone = seg.zones[d - 1]
    if zone == "grey" or (d + 1) in seg.breaks:
        return adv
    target = max((b for b in seg.breaks if seg.zones[b - 2] == zone and b - 1 <= d), default=None)
    return adv if target is None else sign * (target - 1)


def _morale(state: BattleState, house: str, w: Weights) -> float:
    adv = advantage(state, house)
    eff = 0.5 * adv + 0.5 * _recovered(state, house)
    score = w.morale * eff
    enemy = state.enemy(house)
    if state.morale_rout.get(house) and adv < -4:
        score -= w.rout * ((-adv - 4) / 6) ** 2
    if state.morale_rout.get(enemy) and adv > 4:
        score += w.rout * ((adv - 4) / 6) ** 2
    return score


# ------------------------------------------------------------------ victory points and objectives
def scoring_rounds_left(state: BattleState) -> int:
    """Regroup scorings still to come, this round's included unless it is already done."""
    left = state.round_limit - state.round + 1
    return left - 1 if state.phase == "keep" else left


def enemy_turns_to_end(state: BattleState) -> int:
    """Enemy turns a unit must stand through to hold an objective when the battle's end scores it."""
    return max(0, scoring_rounds_left(state) - 1)


def objective_worth(state: BattleState, house: str, w: Weights = DEFAULT) -> dict[str, float]:
    """How much holding each objective is worth to `house` from now on, in unit points."""
    sc = state.scenario
    progress = state.round / max(1, state.round_limit)
    left = scoring_rounds_left(state)
    worth = {o.id: 0.0 for o in sc.objectives}
    for rule in sc.victory.vp:
        if rule.kind != "objective" or house not in rule.houses or rule.objective not in worth:
            continue
        if rule.when == "each_round":
            worth[rule.objective] += w.vp * rule.vp * left * w.each_round
        elif left > 0:
            worth[rule.objective] += w.vp * rule.vp * (0.4 + 0.6 * progress) * w.last_round
    v = sc.victory
    if v.at_end == "control_objectives" and v.end_house is not None and v.end_objectives:
        # the end decides the battle both ways: the end house wins holding them all, the other side by
        # taking any one of them, so it is worth as much to take one as to hold them all
        share = 1 if v.end_house == house else len(v.end_objectives)
        for o in v.end_objectives:
            all_of = _all_of(state, house, v.end_objectives, o, w) if v.end_house == house else 1.0
            worth[o] = worth.get(o, 0.0) + \
                0.35 * WIN * share / len(v.end_objectives) * (0.3 + 0.7 * progress) * all_of
    for inst in v.instant:
        if inst.kind == "control_objectives" and inst.house == house and inst.objectives:
            for o in inst.objectives:
                all_of = _all_of(state, house, inst.objectives, o, w)
                worth[o] = worth.get(o, 0.0) + 0.15 * WIN / len(inst.objectives) * all_of
    return worth


def _all_of(state: BattleState, house: str, objectives, o: str, w: Weights) -> float:
    """A condition won by holding every one of `objectives` is worth nothing while one is missing: to the
    house that must hold them all, each is worth `w.all_of` times more per other one it holds (at 1,
    with all the others held the last is worth the whole condition, as any one is to the side that only
    has to take one). At `w.all_of` 0 each counts its even share whatever is held."""
    if not w.all_of:
        return 1.0
    return 1.0 + w.all_of * sum(1 for x in objectives if x != o and state.control.get(x) == house)


def kill_vp(state: BattleState, house: str, w: Weights = DEFAULT) -> float:
    """What the victory points `house` scores for eliminating an enemy unit are worth (as the `_victory`
    term counts them once scored), times `w.kill_vp`: attacks and threats weigh a likely kill with it."""
    if not w.kill_vp:
        return 0.0
    vp = sum(r.vp for r in state.scenario.victory.vp if r.kind == "elimination" and house in r.houses)
    return w.kill_vp * w.vp * (1 + state.round / max(1, state.round_limit)) * vp


def _victory(state: BattleState, house: str, grid, w: Weights) -> float:
    enemy = state.enemy(house)
    sc = state.scenario
    progress = state.round / max(1, state.round_limit)
    score = w.vp * (1 + progress) * (state.sides[house].vp - state.sides[enemy].vp)
    score += _vp_race(state, house, sc, w) - _vp_race(state, enemy, sc, w)
    mine, theirs = objective_worth(state, house, w), objective_worth(state, enemy, w)
    hexes = {o.id: [grid.index(*h) for h in o.hexes] for o in sc.objectives}
    occ = state.occupied()
    ends = end_only(state) if w.hold_to_end else set()
    for oid, hs in hexes.items():
        holder = state.control.get(oid)
        for h_, worth, sign in ((house, mine[oid], 1.0), (enemy, theirs[oid], -1.0)):
            if worth <= 0:
                continue
            score += sign * w.objective * _hold_value(state, h_, holder, hs, occ, grid, worth, w, oid in ends)
    return score


def _hold_value(state, house, holder, hexes, occ, grid, worth, w: Weights, at_end: bool = False) -> float:
    """Worth of an objective to `house` given who holds it and who is near it. `at_end` (hard, for an
    objective whose holder at the end wins the battle): a holder's unit standing on it keeps it only as
    far as it will stand there to the end, and the taker's chance is what the holder's is not."""
    enemy = state.enemy(house)
    mine_on = any(h in occ and occ[h].house == house for h in hexes)
    near_mine = _nearest(state, house, hexes, grid)
    near_enemy = _nearest(state, enemy, hexes, grid)
    if holder == house:
        risk = 0.0 if mine_on else (0.35 if near_enemy <= 2 else 0.1 if near_enemy <= 4 else 0.0)
        if mine_on and at_end:
            risk = 1.0 - _kept_to_end(state, house, hexes, occ, grid, w)
        return worth * (1.0 - risk)
    reach = 0.3 if near_mine <= 1 else 0.15 if near_mine <= 3 else 0.0
    if at_end and holder is not None and any(h in occ and occ[h].house == holder for h in hexes):
        reach = max(reach, 1.0 - _kept_to_end(state, holder, hexes, occ, grid, w))   # the garrison's loss is our chance
    approach = w.approach * max(0.0, 1.0 - near_mine / 10.0) * min(1.0, worth / 10.0)
    return worth * reach + approach


def end_only(state: BattleState) -> set[str]:
    """Objectives whose holder when the battle ends wins it (Clash on the Kingsroad). Objectives worth
    victory points at the end in a battle on points are left out: counted this way they cost hard games
    on the paired screen (eleventh pass)."""
    v = state.scenario.victory
    return set(v.end_objectives) if v.at_end == "control_objectives" else set()


def _kept_to_end(state: BattleState, holder: str, hexes: list[int], occ, grid, w: Weights) -> float:
    """The chance `holder`'s garrison still stands on the objective when it is scored at the end: it must
    stand through every enemy turn before then, each a chance to be killed or driven off (`_driven_off`;
    as if the enemy had one good attack a round at it, the position as it is). Control passes only when an
    enemy unit stands there alone, so a unit taking an objective early, alone among the enemy, takes it
    for a turn or two, not for the end."""
    return (1.0 - _driven_off(state, holder, hexes, occ, grid, w)) ** enemy_turns_to_end(state)


def _driven_off(state: BattleState, holder: str, hexes: list[int], occ, grid, w: Weights) -> float:
    """The best chance one enemy unit in reach has of killing or driving back `holder`'s unit standing on
    the objective."""
    best = 0.0
    occupied = set(occ)
    terr = None
    for h in hexes:
        g = occ.get(h)
        if g is None or g.house != holder:
            continue
        bold = U.keyword(state, g, "bold")
        blocked = retreat_blocked(state, g, grid, occupied)
        for e in state.units:
            if e.house == holder or e.hex < 0:
                continue
            ei = M.info(e)
            if grid.distance(e.hex, h) > ei.attack_move + ei.reach:
                continue
            terr = terr or M.terrain_table(state)
            s = M.strike(state, e, e.hex, g, h, retreat_blocked=blocked, terr=terr)
            best = max(best, M.dislodged(s, bold, w.exact_flags))
    return best


def _nearest(state: BattleState, house: str, hexes: list[int], grid) -> int:
    best = 99
    for u in state.units:
        if u.house == house and u.hex >= 0:
            for h in hexes:
                d = grid.distance(u.hex, h)
                if d < best:
                    best = d
    return best


def _vp_race(state: BattleState, house: str, sc, w: Weights) -> float:
    """Progress toward an instant victory by victory points or eliminations."""
    score = 0.0
    for inst in sc.victory.instant:
        if inst.house != house or inst.value <= 0:
            continue
        if inst.kind == "vp":
            have = state.sides[house].vp
        elif inst.kind == "eliminated_units":
            have = state.sides[house].eliminated_enemies
        else:
            continue
        frac = min(1.0, have / inst.value)
        score += 0.3 * WIN * frac ** 3
    return score


RESULT_SHARE = {1: 1.0, 2: 0.35}     # scorings left (this round's included) -> share of `w.result`


def projected_vp(state: BattleState, house: str) -> int:
    """`house`'s VP at the end if every objective stays with its present holder (no more kills)."""
    left = scoring_rounds_left(state)
    vp = state.sides[house].vp
    for rule in state.scenario.victory.vp:
        if rule.kind != "objective" or house not in rule.houses or state.control.get(rule.objective) != house:
            continue
        vp += rule.vp * (left if rule.when == "each_round" else 1 if left > 0 else 0)
    return vp


def _result(state: BattleState, house: str, w: Weights) -> float:
    """Who the end of the battle would declare the winner, as things stand (see the module's doc): the
    lead in projected VP, softened (the turns left may still change it), a tie settled by morale, then
    momentum, as the rules settle it. Plans won on held objectives count them instead of VP."""
    share = RESULT_SHARE.get(scoring_rounds_left(state), 0.0) * w.result
    if not share:
        return 0.0
    v = state.scenario.victory
    if v.at_end == "control_objectives":
        held = all(state.control.get(o) == v.end_house for o in v.end_objectives)
        return share * WIN * 0.5 * (1 if held == (v.end_house == house) else -1)
    margin = projected_vp(state, house) - projected_vp(state, state.enemy(house))
    if margin:
        return share * WIN * math.tanh(margin / 1.5)
    adv = advantage(state, house)
    tie = (adv > 0) - (adv < 0) if adv else (1 if state.momentum == house else -1)
    return share * WIN * 0.2 * tie


# ------------------------------------------------------------------ threats and command
def retreat_blocked(state: BattleState, u: Unit, grid, occupied: set[int]) -> bool:
    """True when the unit has no free hex toward its own edge (flags would become hits)."""

    edge = state.sides[u.house].edge
    return not any(n not in occupied and enterable(state, n) for n in grid.toward_edge(u.hex, edge))


def _threats(state: BattleState, house: str, grid, w: Weights) -> float:
    occupied = {u.hex for u in state.units if u.hex >= 0}
    mine = [u for u in state.units if u.hex >= 0 and u.house == house]
    theirs = [u for u in state.units if u.hex >= 0 and u.house != house]
    terr = M.terrain_table(state)
    ours, enemy = w.own_threat, w.threat          # the enemy strikes first: it moves after our turn
    if w.to_move and next_to_act(state) == house:
        ours, enemy = w.threat, w.own_threat      # we do (the enemy passed, or turns were played ahead)
    return (ours * _side_threat(state, mine, theirs, grid, occupied, w, terr)
            - enemy * _side_threat(state, theirs, mine, grid, occupied, w, terr))


def next_to_act(state: BattleState) -> str | None:
    """The house whose turn comes next, between two turns of the command phase (None elsewhere: in a
    combat, at Regroup, once the battle is over), as the engine reads it."""
    return engine.current_player(state) if engine.decision_kind(state) == "turn" else None


def readiness(state: BattleState, house: str) -> float:
    """Weight of a ready unit's threat: full while its side can still order units this round."""
    side = state.sides[house]
    can_act = not side.passed and state.phase != "keep" and (side.hand or sum(side.tokens.values()))
    return 1.0 if can_act else 0.6


def _side_threat(state: BattleState, attackers: list[Unit], targets: list[Unit], grid, occupied, w, terr) -> float:
    """Expected worth the attackers could take from the targets before the targets' side can react.

    Units already spent this round count at half (they strike next round, if the target is still
    there); for each target the strongest attacker counts in full and two more at half; over all
    targets the two most threatened count in full and the rest at half, as one turn orders few units."""
    if not attackers:
        return 0.0
    ready_w = readiness(state, attackers[0].house)
    vp = kill_vp(state, attackers[0].house, w)
    per_target = []
    for t in targets:
        ti = M.info(t)
        blocked = retreat_blocked(state, t, grid, occupied)
        strikes = []
        for a in attackers:
            ai = M.info(a)
            if grid.distance(a.hex, t.hex) > ai.attack_move + ai.reach:
                continue
            s = M.strike(state, a, a.hex, t, t.hex, retreat_blocked=blocked, terr=terr)
            weight = ready_w if a.ready else 0.5
            strikes.append(weight * (M.value_of_hits(t, ti, s.hits, s.kill, w.morale) + s.kill * vp))
        if strikes:
            strikes.sort(reverse=True)
            per_target.append(strikes[0] + 0.5 * sum(strikes[1:3]))
    per_target.sort(reverse=True)
    return sum(per_target[:2]) + 0.5 * sum(per_target[2:])


def _command(state: BattleState, house: str, grid, w: Weights) -> float:
    cmd_hexes = [state.units[c.unit].hex for c in state.sides[house].commanders.values()
                 if not c.captured and state.units[c.unit].hex >= 0]
    occ = state.occupied()
    score = 0.0
    for u in state.units:
        if u.house != house or u.hex < 0:
            continue
        if any(grid.distance(u.hex, h) <= 2 for h in cmd_hexes):
            score += w.zoc
        friends = sum(1 for n in grid.neighbours(u.hex) if n in occ and occ[n].house == house)
        if friends >= 2:
            score += w.bold
    return score


# ------------------------------------------------------------------ resources
def _initiative(state: BattleState, house: str, w: Weights) -> float:
    """Next round's first move: +w.initiative for a clear lead in command tokens on the board, half at a
    tie broken by momentum (either side may still spend and change it); nothing in the last round."""
    if not w.initiative or state.round >= state.round_limit:
        return 0.0
    sides = state.sides
    margin = sides[house].command_tokens - sides[state.enemy(house)].command_tokens
    margin += 0.5 if state.momentum == house else -0.5
    return w.initiative * max(-1.0, min(1.0, margin))


def _resources(state: BattleState, house: str, w: Weights) -> float:
    side = state.sides[house]
    cards = len(side.hand)
    tokens = sum(side.tokens.values())
    commits = w.commit * sum(1 for c in side.commanders.values() if not c.committed and not c.captured)
    if side.passed or state.phase == "keep":
        return commits + w.card * min(1, cards) + w.token * min(1, tokens)
    ready = sum(1 for u in state.units if u.house == house and u.hex >= 0 and u.ready)
    return (commits + w.card * cards + w.token * tokens + w.command_token * side.command_tokens
            + w.ready * min(ready, cards + tokens))
