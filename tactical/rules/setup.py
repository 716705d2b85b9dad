"""Preparing a battle (seed 003, "Préparation de la bataille"): the battlefield, units and commanders,
command decks, morale ladder, tokens and momentum, from a `Scenario` however it was made.

The state keeps the scenario itself (an immutable record every copy shares), so a battle plan built in
code (a skirmish, a strategic hand-off) needs no registry: it travels with the state and the setup.
"""
from __future__ import annotations

from tactical.catalog import TOKEN_TYPES, load_catalog
from tactical.hexgrid import grid_for
from tactical.protocol import Rng
from tactical.rules.state import BattleState, CommanderState, SideState, Unit
from tactical.scenario import Scenario

SUPPLY_PER_TYPE = 10


def _on_board(h: int | None) -> int:
    assert h is not None, "validate_scenario put every piece on the board"
    return h


def build_state(sc: Scenario, seed: int) -> BattleState:
    cat = load_catalog()
    grid = grid_for(sc.board.cols, sc.board.rows)
    terrain = ["plains"] * grid.size
    overlay: dict[int, str] = {}
    for t in sc.terrain:
        h = _on_board(grid.index(*t.hex))
        if cat.terrain[t.terrain].token:
            overlay[h] = t.terrain
        else:
            terrain[h] = t.terrain
    rng = Rng(seed)
    units: list[Unit] = []
    sides: dict[str, SideState] = {}
    for side in sc.sides:
        commanders: dict[str, CommanderState] = {}
        for c in side.commanders:
            card = cat.commanders[c.commander]
            u = Unit(len(units), side.house, card.unit_type, c.rank, cat.units[card.unit_type].strength,
                     _on_board(grid.index(*c.hex)), True, c.commander)
            units.append(u)
            commanders[c.commander] = CommanderState(c.commander, u.id)
        for p in side.units:
            units.append(Unit(len(units), side.house, p.type, p.rank, cat.units[p.type].strength,
                              _on_board(grid.index(*p.hex))))
        deck = cat.basic_cards(side.house)
        for person in dict.fromkeys(cat.commanders[c.commander].person for c in side.commanders):
            deck += cat.commander_cards(person)
        rng.shuffle(deck)
        sides[side.house] = SideState(
            house=side.house, edge=side.edge, order_value=side.order_value, command_value=side.command_value,
            tokens={t: 0 for t in TOKEN_TYPES}, command_tokens=side.command_tokens, hand=[], deck=deck, discard=[],
            commanders=commanders)
    order: list[str] = [s.house for s in sc.sides]
    return BattleState(
        scenario=sc, cols=sc.board.cols, rows=sc.board.rows, terrain=terrain, overlay=overlay, fire={},
        devastated=[], units=units, sides=sides, order=order, round=1, round_limit=sc.round_limit,
        phase="command", first=sc.momentum, active=sc.momentum, momentum=sc.momentum, morale=0,
        morale_rout={s.house: s.morale_segment == "rout" for s in sc.sides}, engagements=[],
        control={o.id: o.control for o in sc.objectives}, supply={t: SUPPLY_PER_TYPE for t in TOKEN_TYPES},
        rng=rng.state)
