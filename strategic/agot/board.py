"""The board of A Game of Thrones: The Board Game as data: areas, their icons and the adjacency graph.

`load_board(2)` is the 2nd edition board of `scenarios/agot/board.json` (58 areas: 38 land, 12 sea and
8 ports; 143 adjacencies); `load_board(1)` is the same board without the ports and their edges (the 1st
edition has none; seed 001 offers them as an option, which the engine plays on the 2nd edition board).
The file is checked on load: the counts above, neighbour lists that agree both ways, a home area for each
of the six houses, every port joined to exactly its land and its sea. Boards are cached and their graphs
frozen, so every game shares one read-only copy.
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

import networkx as nx
from pydantic import Field, model_validator

from strategic.agot.datafile import DATA_DIR, EDITIONS, Strict, fail, parse
from tactical.protocol import ScenarioError

BOARD_FILE = DATA_DIR / "board.json"
HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")
# reference/agot/map-westeros.json: the printed 2nd edition board.
EXPECTED = {"areas": 58, "land": 38, "sea": 12, "port": 8, "adjacencies": 143}

AreaKind = Literal["land", "sea", "port"]


class Area(Strict):
    """One area. `castle`: 0 none, 1 castle, 2 stronghold; `home`: the house whose home area it is; `region`: a
    land area's part of Westeros (the terrain of a battle fought there on hexes, strategic/handoff/plan.py);
    `port_of`/`port_sea`: a port's land area and the sea it opens onto; `xy`: approximate drawing position."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    kind: AreaKind
    supply: int = Field(ge=0, le=2)
    crowns: int = Field(ge=0, le=2)
    castle: int = Field(ge=0, le=2)
    home: str | None = None
    region: str | None = Field(default=None, min_length=1)
    port_of: str | None = None
    port_sea: str | None = None
    xy: tuple[float, float]

    @model_validator(mode="after")
    def _consistent(self) -> Area:
        if not all(0.0 <= v <= 1.0 for v in self.xy):
            raise ValueError("xy must lie within 0..1 on both axes")
        is_port = self.kind == "port"
        if is_port != (self.port_of is not None) or is_port != (self.port_sea is not None):
            raise ValueError("port_of and port_sea are set for ports and only for ports")
        if self.kind != "land" and (self.supply or self.crowns or self.castle or self.home):
            raise ValueError(f"a {self.kind} area has no supply, crowns, castle or home")
        if (self.kind == "land") != (self.region is not None):
            raise ValueError("a land area names its region, and only a land area")
        if self.home is not None and self.home not in HOUSES:
            raise ValueError(f"home {self.home!r} is not one of the houses {', '.join(HOUSES)}")
        return self


class _AreaRecord(Area):
    adjacent: tuple[str, ...]


class _BoardFile(Strict):
    about: str = ""
    areas: tuple[_AreaRecord, ...]


class Board:
    """Areas by id and the (frozen) adjacency graph, with the look-ups the rules need most."""

    def __init__(self, edition: int, areas: dict[str, Area], graph: nx.Graph) -> None:
        self.edition = edition
        self.areas = areas
        self.graph = graph
        self._neighbours = {a: frozenset(graph.neighbors(a)) for a in areas}
        self.lands = tuple(a for a, v in areas.items() if v.kind == "land")
        self.seas = tuple(a for a, v in areas.items() if v.kind == "sea")
        self.ports = tuple(a for a, v in areas.items() if v.kind == "port")
        self._ports_of = {land: tuple(p for p in self.ports if areas[p].port_of == land) for land in self.lands}
        self.homes = {v.home: a for a, v in areas.items() if v.home is not None}   # house -> home area
        self.castle_areas = tuple(a for a, v in areas.items() if v.castle)

    def neighbours(self, area: str) -> frozenset[str]:
        return self._neighbours[area]

    def is_land(self, area: str) -> bool:
        return self.areas[area].kind == "land"

    def is_sea(self, area: str) -> bool:
        return self.areas[area].kind == "sea"

    def is_port(self, area: str) -> bool:
        return self.areas[area].kind == "port"

    def ports_of(self, land: str) -> tuple[str, ...]:
        """The ports of a land area (none in 1st edition games)."""
        return self._ports_of.get(land, ())


def _check(board: _BoardFile, path: Path) -> None:
    records = {a.id: a for a in board.areas}
    if len(records) != len(board.areas):
        twice = sorted({a.id for a in board.areas if sum(b.id == a.id for b in board.areas) > 1})
        raise fail(path, "areas", f"listed twice: {', '.join(twice)}")
    for a in board.areas:
        for n in a.adjacent:
            if n not in records or n == a.id:
                raise fail(path, f"areas.{a.id}.adjacent", f"{n!r} is not another area of the board")
            if a.id not in records[n].adjacent:
                raise fail(path, f"areas.{a.id}.adjacent", f"lists {n!r}, but {n!r} does not list {a.id!r}")
    for a in board.areas:
        if a.kind == "port":
            _check_port(a, records, path)
    _check_counts(board, path)


def _check_port(port: _AreaRecord, records: dict[str, _AreaRecord], path: Path) -> None:
    land, sea = records.get(port.port_of or ""), records.get(port.port_sea or "")
    if land is None or land.kind != "land":
        raise fail(path, f"areas.{port.id}.port_of", f"{port.port_of!r} is not a land area")
    if sea is None or sea.kind != "sea":
        raise fail(path, f"areas.{port.id}.port_sea", f"{port.port_sea!r} is not a sea area")
    if set(port.adjacent) != {land.id, sea.id}:
        raise fail(path, f"areas.{port.id}.adjacent",
                   f"a port borders exactly its land {land.id!r} and its sea {sea.id!r}, not {sorted(port.adjacent)}")
    if sea.id not in land.adjacent:
        raise fail(path, f"areas.{port.id}.port_sea", f"{sea.id!r} does not border the port's land {land.id!r}")


def _check_counts(board: _BoardFile, path: Path) -> None:
    kinds = [a.kind for a in board.areas]
    found = {"areas": len(kinds), **{k: kinds.count(k) for k in ("land", "sea", "port")},
             "adjacencies": sum(len(a.adjacent) for a in board.areas) // 2}
    for what, want in EXPECTED.items():
        if found[what] != want:
            raise fail(path, "areas", f"the board has {want} {what}, the file {found[what]}")
    homes = [a.home for a in board.areas if a.home]
    for house in HOUSES:
        if homes.count(house) != 1:
            raise fail(path, "areas", f"house {house!r} needs exactly one home area, found {homes.count(house)}")


@cache
def _load(edition: int, path: Path) -> Board:
    if edition not in EDITIONS:
        raise ScenarioError(f"unknown A Game of Thrones edition {edition!r}: choose 1 or 2")
    board = parse(_BoardFile, path)
    _check(board, path)
    kept = [a for a in board.areas if edition == 2 or a.kind != "port"]
    ids = {a.id for a in kept}
    graph: nx.Graph = nx.Graph()
    graph.add_nodes_from(ids)
    graph.add_edges_from((a.id, n) for a in kept for n in a.adjacent if n in ids)
    areas = {a.id: Area.model_validate(a.model_dump(exclude={"adjacent"})) for a in kept}
    return Board(edition, areas, nx.freeze(graph))


def load_board(edition: int, *, path: Path | None = None) -> Board:
    """The validated board of this edition (cached: the same object every call)."""
    if path is None:
        return _default_board(edition)
    return _load(edition, Path(path).resolve())


@cache
def _default_board(edition: int) -> Board:
    # the rules ask for the board thousands of times a game: resolving the path each time was most of a move's cost
    return _load(edition, BOARD_FILE.resolve())
