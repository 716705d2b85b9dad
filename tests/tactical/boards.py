"""Test helpers: battles built from ASCII boards, fixed dice, and a turn set up by hand.

A board is drawn one row per line, odd rows indented by one space, one character per hex:
`.` plain, and any other character is looked up in `legend`, which maps it to a unit
(`("stark", "war_host", "green")`, `("stark", "@robb_young_wolf", "blue")` for a commander) or to a
terrain id (`"forest"`). Stark holds the south edge, Lannister the north.
"""
from __future__ import annotations

import contextlib

from tactical.hexgrid import parse_board
from tactical.rules import dice as D
from tactical.rules import engine
from tactical.rules.state import BattleState, Turn
from tactical.scenario import Scenario


def scenario_from_ascii(board: str, legend: dict, *, sid: str = "test", round_limit: int = 5, **victory) -> Scenario:
    grid, marks = parse_board(board)
    sides = {"stark": {"house": "stark", "edge": "south", "order_value": 0, "command_value": 0, "command_tokens": 3,
                       "units": [], "commanders": []},
             "lannister": {"house": "lannister", "edge": "north", "order_value": 0, "command_value": 0,
                           "command_tokens": 3, "units": [], "commanders": []}}
    terrain = []
    for ch, hexes in marks.items():
        what = legend[ch]
        for h in hexes:
            col, row = grid.coords[h]
            if isinstance(what, str):
                terrain.append({"hex": [col, row], "terrain": what})
            elif what[1].startswith("@"):
                sides[what[0]]["commanders"].append({"commander": what[1][1:], "rank": what[2], "hex": [col, row]})
            else:
                sides[what[0]]["units"].append({"type": what[1], "rank": what[2], "hex": [col, row]})
    data = {"id": sid, "name": sid, "briefing": "test", "board": {"cols": grid.cols, "rows": grid.rows},
            "round_limit": round_limit, "momentum": "stark", "sides": [sides["lannister"], sides["stark"]],
            "terrain": terrain, **victory}
    return Scenario.model_validate(data)


def battle(board: str, legend: dict, seed: int = 1, **kw) -> BattleState:
    """A battle on the board, in the command phase with Stark to act and empty hands and pools."""
    state = engine.new_battle(scenario_from_ascii(board, legend, **kw), seed)
    for side in state.sides.values():
        side.hand, side.discard = [], []
    state.active = "stark"
    return state


def unit_at(state: BattleState, board: str, ch: str):
    grid, marks = parse_board(board)
    return state.unit_at(marks[ch][0])


def hex_of(board: str, ch: str, i: int = 0) -> int:
    return parse_board(board)[1][ch][i]


def order(state: BattleState, *unit_ids: int, stage: str = "move") -> Turn:
    """Start a turn for the owner of the units with them already ordered (as a card would)."""
    house = state.units[unit_ids[0]].house
    state.active = house
    state.turn = Turn(house=house, source="card", stage=stage)
    for uid in unit_ids:
        state.units[uid].ready = False
        state.turn.activated.append(uid)
        if stage == "attack":
            state.turn.moved[uid] = 0
    return state.turn


@contextlib.contextmanager
def fixed_dice(monkeypatch, *faces: str):
    """Every die rolled inside the block takes the next face from `faces` (in order)."""
    queue = list(faces)

    def roll(rng, n):
        out = [queue.pop(0) for _ in range(max(0, n))]
        return out

    monkeypatch.setattr(D, "roll", roll)
    yield queue
