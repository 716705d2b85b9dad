"""The loser's lot after a battle (seed 000, step 5): casualties, then the retreat.

Casualties are the winner's swords minus the loser's towers, chosen by the loser among its fighting units
(never a siege engine); a defender's routed units die, since they cannot retreat again. A beaten attacker
goes back routed to the area it marched from; a beaten defender retreats, all together, to one adjacent area
(or one its ships reach) that is empty or its own, never the attacker's starting area; over supply the units
that do not fit are destroyed, the strongest kept; with nowhere to go, they are all destroyed.
"""
from __future__ import annotations

from .common import Events, add_unit, board_of, controller, event, remove_unit, supply_allows
from .marches import transport_reach
from .state import AgotState, Battle

KEEP_FIRST = {"knight": 0, "siege": 1, "footman": 2, "ship": 2}


def kill_routed_defenders(state: AgotState, b: Battle, events: Events) -> None:
    """A defender's routed units cannot retreat again: if the defender lost, they die."""
    if b.loser == b.defender and state.routed.get(b.area):
        dead = state.routed.pop(b.area)
        if not state.units.get(b.area):
            state.owner.pop(b.area, None)
        event(events, "routed_destroyed", house=b.defender, area=b.area, units=dead)


def casualty_pool(state: AgotState, b: Battle) -> list[str]:
    """The loser's units that can be taken as casualties: never a siege engine (seed 001; it dies anyway,
    since it cannot retreat)."""
    units = b.attackers if b.loser == b.attacker else state.units.get(b.area, [])
    return [u for u in units if u != "siege"]


def lose(state: AgotState, b: Battle, unit: str, events: Events) -> None:
    if b.loser == b.attacker:
        b.attackers.remove(unit)
    else:
        remove_unit(state, b.area, unit, routed=False)
    b.casualties -= 1
    event(events, "casualty", house=b.loser, area=b.area, unit=unit)


def attacker_retreats(state: AgotState, b: Battle, events: Events) -> None:
    survivors = [u for u in b.attackers if u != "siege"]          # siege engines cannot retreat
    if len(survivors) < len(b.attackers):
        event(events, "retreat_destroyed", house=b.attacker, units=["siege"] * (len(b.attackers) - len(survivors)))
    for u in survivors:
        add_unit(state, b.origin, b.attacker, u, routed=True)
    if survivors:
        event(events, "retreat", house=b.attacker, frm=b.area, to=b.origin, units=survivors)
    b.attackers = []


def defender_retreats(state: AgotState, b: Battle, to: str, events: Events) -> None:
    kept, lost = retreat_split(state, b, to)
    state.units.pop(b.area, None)
    state.owner.pop(b.area, None)
    for u in kept:
        add_unit(state, to, b.defender, u, routed=True)
    event(events, "retreat", house=b.defender, frm=b.area, to=to, units=kept)
    if lost:
        event(events, "retreat_destroyed", house=b.defender, units=lost)


def retreat_areas(state: AgotState, b: Battle) -> list[str]:
    """Where the beaten defender may go: next to the battle (or by his ships' transport), empty or his
    own, never the attacker's starting area, an area held by enemy tokens or neutral forces, or out of play."""
    board = board_of(state)
    house = b.defender
    land = board.is_land(b.area)
    around = {a for a in board.neighbours(b.area) if board.is_land(a) == land and board.areas[a].kind != "port"}
    if land:
        around |= transport_reach(state, house, b.area)
    ok = []
    for a in sorted(around - {b.origin} - set(state.blocked) - set(state.neutral)):
        who = controller(state, a)
        if (state.owner.get(a) in (None, house)) and (a not in state.tokens or state.tokens[a] == house) \
                and (who in (None, house)):
            ok.append(a)
    if b.flags.get("retreat_by") and ok:        # Robb Stark: the winner picks, where the fewest units are lost
        fewest = min(len(retreat_split(state, b, a)[1]) for a in ok)
        ok = [a for a in ok if len(retreat_split(state, b, a)[1]) == fewest]
    return ok


def retreat_split(state: AgotState, b: Battle, to: str) -> tuple[list[str], list[str]]:
    """The beaten defender's units that reach `to` and those lost: siege engines cannot retreat, and over
    supply the strongest are kept."""
    units = state.units.get(b.area, [])
    lost = [u for u in units if u == "siege"]
    kept: list[str] = []
    for u in sorted((u for u in units if u != "siege"), key=KEEP_FIRST.__getitem__):
        if supply_allows(state, b.defender, {b.area: -len(units), to: len(kept) + 1}):
            kept.append(u)
        else:
            lost.append(u)
    return kept, lost
