"""Winning: victory points in Regroup, objectives held with control markers, instant victories
(Rout first), and the end of the last round (ties: higher morale, then the momentum token)."""
from __future__ import annotations

from tactical.rules.events import EventLog
from tactical.rules.state import BattleState


def _scenario(state: BattleState):
    from tactical.rules.setup import scenario_of

    return scenario_of(state)


def declare_winner(state: BattleState, house: str | None, why: str, log: EventLog) -> None:
    if state.phase == "over":
        return
    state.winner, state.result, state.phase = house, why, "over"
    state.combat, state.turn = [], None
    log.add("victory", f"{(house or 'nobody').title()} wins: {why}" if house else f"Draw: {why}", winner=house)


def update_control(state: BattleState) -> None:
    """A control marker goes to the house whose units alone stand on an objective; it stays otherwise."""
    sc = _scenario(state)
    if sc is None:
        return
    from tactical.hexgrid import grid_for

    grid = grid_for(state.cols, state.rows)
    occ = state.occupied()
    for obj in sc.objectives:
        houses = {occ[h].house for h in (grid.index(*x) for x in obj.hexes) if h in occ}
        if len(houses) == 1:
            state.control[obj.id] = houses.pop()


def score_elimination(state: BattleState, house: str, log: EventLog) -> None:
    sc = _scenario(state)
    if sc is None:
        return
    for rule in sc.victory.vp:
        if rule.kind == "elimination" and house in rule.houses:
            state.sides[house].vp += rule.vp
            log.add("vp", f"{house.title()} scores {rule.vp} VP for the elimination", house=house, vp=rule.vp)
    check_instant(state, log)


def score_round(state: BattleState, log: EventLog) -> None:
    """Regroup B: objectives worth VP every round, and on the last round those worth VP at the end."""
    sc = _scenario(state)
    last = state.round >= state.round_limit
    for rule in sc.victory.vp:
        if rule.kind != "objective" or (rule.when == "last_round" and not last):
            continue
        holder = state.control.get(rule.objective)
        if holder is not None and holder in rule.houses:
            state.sides[holder].vp += rule.vp
            log.add("vp", f"{holder.title()} scores {rule.vp} VP for holding {rule.objective}", house=holder, vp=rule.vp)
    state.vp_history.append({h: s.vp for h, s in state.sides.items()})
    check_instant(state, log)


def check_instant(state: BattleState, log: EventLog) -> None:
    """Instant victories, checked all through the battle (Rout is checked first, in morale.py)."""
    if state.phase == "over":
        return
    for house in state.order:
        if not state.alive(house):
            declare_winner(state, state.enemy(house), f"{house.title()} has no units left on the field", log)
            return
    for inst in _scenario(state).victory.instant:
        if _instant_met(state, inst):
            declare_winner(state, inst.house, _instant_text(inst), log)
            return


def _instant_met(state: BattleState, inst) -> bool:
    side = state.sides[inst.house]
    if inst.kind == "vp":
        return side.vp >= inst.value
    if inst.kind == "control_objectives":
        return all(state.control.get(o) == inst.house for o in inst.objectives)
    if inst.kind == "eliminated_units":
        return side.eliminated_enemies >= inst.value
    enemy = state.sides[state.enemy(inst.house)]
    return bool(enemy.commanders) and all(c.captured for c in enemy.commanders.values())


def _instant_text(inst) -> str:
    return {"vp": f"reached {inst.value} victory points", "control_objectives": "holds every objective it needed",
            "eliminated_units": f"eliminated {inst.value} enemy units",
            "eliminate_commanders": "captured every enemy commander"}[inst.kind]


def end_of_battle(state: BattleState, log: EventLog) -> None:
    """Regroup C on the last round: the battle plan's condition, ties to morale then momentum."""
    from tactical.rules.morale import higher_morale

    v = _scenario(state).victory
    if v.at_end == "control_objectives":
        house = v.end_house
        if all(state.control.get(o) == house for o in v.end_objectives):
            declare_winner(state, house, "holds the objectives at the end of the last round", log)
        else:
            declare_winner(state, state.enemy(house), f"{house.title()} failed to hold the objectives", log)
        return
    a, b = state.order
    va, vb = state.sides[a].vp, state.sides[b].vp
    if va != vb:
        declare_winner(state, a if va > vb else b, f"more victory points ({max(va, vb)} to {min(va, vb)})", log)
        return
    better = higher_morale(state)
    if better is not None:
        declare_winner(state, better, f"victory points tied at {va}; higher morale", log)
    else:
        declare_winner(state, state.momentum, f"victory points tied at {va}, morale level; momentum token", log)
