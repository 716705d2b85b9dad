"""Supply (seed 000): each house moves its Supply token to the barrels in the areas it controls, then a house
whose armies no longer fit the supply table removes units of its choice until they do.

Who needs it opens the step "supply_begin" with
`state.pending["supply"] = {"recount": bool, "houses": [house, ...], "then": step}`: with `recount` every house
recounts its barrels first (the Supply card); then each listed house, in the list's order, brings its armies
within its level (a wildling card that moves a house down the track asks for that alone). `then` is the step
that follows. A house removes one unit at a time (`RemoveUnit`), and only units whose removal brings it
closer to fitting: seed 000 forbids removing a unit on purpose ("Un joueur ne peut jamais retirer
volontairement du plateau de jeu une troupe"), so it loses the fewest units the table allows, as in the
example where Lannister's 4, 3, 2, 2 armies must fit 3, 2, 2, 2 and it loses two units.
"""
from __future__ import annotations

from .actions import RemoveUnit
from .common import Events, army_sizes, barrels, event, remove_unit, units_of
from .state import AgotState


def max_level(state: AgotState) -> int:
    return len(state.supply_table) - 1


def banners(state: AgotState, house: str) -> list[int]:
    return sorted(state.supply_table[min(state.house[house].supply, max_level(state))], reverse=True)


def excess(sizes: list[int], allowed: list[int]) -> int:
    """The fewest units to remove so that armies of `sizes` fit the `allowed` banners: pairing the largest
    armies with the largest banners is best; an army left without a banner must shrink to one unit."""
    sizes = sorted(sizes, reverse=True)
    paired = sum(max(0, s - b) for s, b in zip(sizes, allowed))
    return paired + sum(s - 1 for s in sizes[len(allowed):])


def over(state: AgotState, house: str, change: dict[str, int] | None = None) -> int:
    return excess(army_sizes(state, house, change), banners(state, house))


def begin(state: AgotState, events: Events) -> None:
    p = state.pending["supply"]
    if p.get("recount"):
        for house in state.order_of_play():
            level = min(barrels(state, house), max_level(state))
            state.house[house].supply = level
            event(events, "supply_level", house=house, level=level)
    next_house(state, events)


def next_house(state: AgotState, events: Events) -> None:
    p = state.pending["supply"]
    while p["houses"]:
        house = p["houses"][0]
        if over(state, house):
            p["actor"] = house
            state.step = "supply_reduce"
            return
        p["houses"].pop(0)
    state.step = p["then"]
    del state.pending["supply"]


def legal(state: AgotState, house: str) -> list[RemoveUnit]:
    now = over(state, house)
    return [RemoveUnit(area, unit) for area, units in sorted(units_of(state, house).items()) for unit in sorted(set(units))
            if over(state, house, {area: -1}) < now]


def reduce(state: AgotState, house: str, a: RemoveUnit, events: Events) -> None:
    remove_unit(state, a.area, a.unit)
    event(events, "supply_loss", house=house, area=a.area, unit=a.unit)
    next_house(state, events)


def _actor(state: AgotState) -> frozenset[str]:
    return frozenset({state.pending["supply"]["actor"]})


STEPS = {"supply_reduce": (_actor, legal)}
HANDLERS = {RemoveUnit: {"supply_reduce": reduce}}
AUTO = {"supply_begin": begin}
