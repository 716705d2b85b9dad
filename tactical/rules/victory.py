"""Winning: victory points in Regroup, objectives held with control markers, instant victories
(Rout first), and the end of the last round (ties: higher morale, then the momentum token)."""
from __future__ import annotations

from tactical.hexgrid import grid_for
from tactical.rules.events import EventLog
from tactical.rules.morale import higher_morale
from tactical.rules.outcome import declare_winner
from tactical.rules.state import BattleState
from tactical.scenario import InstantVictory


def update_control(state: BattleState) -> None:
    """A control marker goes to the house whose units alone stand on an objective; it stays otherwise."""
    sc = state.scenario
    grid = grid_for(state.cols, state.rows)
    occ = state.occupied()
    for obj in sc.objectives:
        houses = {occ[h].house for h in (grid.index(*x) for x in obj.hexes) if h in occ}
        if len(houses) == 1:
            state.control[obj.id] = houses.pop()


def score_elimination(state: BattleState, house: str, log: EventLog) -> None:
    for rule in state.scenario.victory.vp:
        if rule.kind == "elimination" and house in rule.houses:
            state.sides[house].vp += rule.vp
            log.add("vp", house=house, vp=rule.vp, objective=None)
    check_instant(state, log)


def score_round(state: BattleState, log: EventLog) -> None:
    """Regroup B: objectives worth VP every round, and on the last round those worth VP at the end."""
    last = state.round >= state.round_limit
    for rule in state.scenario.victory.vp:
        if rule.kind != "objective" or rule.objective is None or (rule.when == "last_round" and not last):
            continue
        holder = state.control.get(rule.objective)
        if holder is not None and holder in rule.houses:
            state.sides[holder].vp += rule.vp
            name = next(o.name for o in state.scenario.objectives if o.id == rule.objective)
            log.add("vp", house=holder, vp=rule.vp, objective=rule.objective, name=name)
    state.vp_history.append({h: s.vp for h, s in state.sides.items()})
    check_instant(state, log)


def check_instant(state: BattleState, log: EventLog) -> None:
    """Instant victories, checked all through the battle (Rout is checked first, in morale.py)."""
    if state.phase == "over":
        return
    for house in state.order:
        if not state.alive(house):
            declare_winner(state, state.enemy(house), "no_units", log, house=house)
            return
    for inst in state.scenario.victory.instant:
        if _instant_met(state, inst):
            declare_winner(state, inst.house, inst.kind, log, value=inst.value)
            return


def _instant_met(state: BattleState, inst: InstantVictory) -> bool:
    side = state.sides[inst.house]
    if inst.kind == "vp":
        return side.vp >= inst.value
    if inst.kind == "control_objectives":
        return all(state.control.get(o) == inst.house for o in inst.objectives)
    if inst.kind == "eliminated_units":
        return side.eliminated_enemies >= inst.value
    enemy = state.sides[state.enemy(inst.house)]
    return bool(enemy.commanders) and all(c.captured for c in enemy.commanders.values())


def end_of_battle(state: BattleState, log: EventLog) -> None:
    """Regroup C on the last round: the battle plan's condition, ties to morale then momentum."""
    v = state.scenario.victory
    if v.at_end == "control_objectives":
        house = v.end_house
        assert house is not None, "the scenario model requires end_house with control_objectives"
        if all(state.control.get(o) == house for o in v.end_objectives):
            declare_winner(state, house, "held_objectives", log)
        else:
            declare_winner(state, state.enemy(house), "failed_objectives", log, house=house)
        return
    a, b = state.order
    va, vb = state.sides[a].vp, state.sides[b].vp
    if va != vb:
        declare_winner(state, a if va > vb else b, "more_vp", log, vp=max(va, vb), other=min(va, vb))
        return
    better = higher_morale(state)
    if better is not None:
        declare_winner(state, better, "tied_morale", log, vp=va)
    else:
        declare_winner(state, state.momentum, "tied_momentum", log, vp=va)
