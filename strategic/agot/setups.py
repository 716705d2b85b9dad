"""Starting positions of A Game of Thrones: The Board Game, per edition and number of players.

`load_setup(edition, players)` reads `scenarios/agot/setup-<edition>e.json`, checks it against the board of
that edition and returns a `Setup`: the houses in play, the three influence tracks (position 1 first), the
units, power and supply of each house, the neutral forces (blocked areas are neutral forces nobody can
match), the 2nd edition garrisons and the game's constants (castles to win, limits, the supply table, the
special orders allowed by King's Court position).

2nd edition: 3 to 6 players (reference/agot/game-data-2e.json). 1st edition (seed 000): 3, 4 or 5 players,
the houses left out becoming neutral forces where their units start (a Footman or a Ship is 1, a Knight 2),
8 castles to win with 3 players; 6 players with Martell only with `six_players_1e` (the Clash of Kings
option that seed 001's site offers). Choices the seeds leave open: docs/decisions.md, "A Game of Thrones data".
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from strategic.agot.board import HOUSES, Board, load_board
from strategic.agot.datafile import Strict, edition_file, fail, parse
from tactical.protocol import UserError

UnitType = Literal["footman", "knight", "ship", "siege"]
TrackName = Literal["iron_throne", "fiefdoms", "kings_court"]
TRACKS: tuple[TrackName, ...] = ("iron_throne", "fiefdoms", "kings_court")
LAND_UNITS = frozenset({"footman", "knight", "siege"})
# Seed 000, 3-player game: "un Fantassin ou un navire représentant une force de 1 et un Chevalier une force de 2".
NEUTRAL_STRENGTH = {"footman": 1, "ship": 1, "knight": 2, "siege": 0}
BLOCKED = 1_000_000          # the strength of a blocked area's neutral force: no march can ever match it
SIX_PLAYERS_1E = "six_players_1e"
PLAYER_COUNTS = ("3", "4", "5", "6")


class Setup(Strict):
    """One game's starting position and constants; tracks and special orders list positions 1..N in order."""

    edition: int
    players: int
    houses: tuple[str, ...]
    tracks: dict[TrackName, tuple[str, ...]]
    units: dict[str, dict[str, tuple[UnitType, ...]]]        # house -> area -> units
    power: int
    supply: dict[str, int]
    neutral: dict[str, int]                                   # area -> neutral force strength
    blocked: tuple[str, ...]
    garrisons: dict[str, tuple[str, int]]                     # area -> (house, strength)
    castles_to_win: int
    max_rounds: int
    max_power: int
    wildling_start: int
    unit_limits: dict[UnitType, int]
    supply_table: tuple[tuple[int, ...], ...]                 # armies allowed at supply level 0..6
    special_orders: tuple[int, ...]                           # by King's Court position 1..N
    names: dict[str, str]
    colours: dict[str, str]

    @model_validator(mode="after")
    def _consistent(self) -> Setup:
        if len(self.houses) != self.players:
            raise ValueError(f"{self.players} players but {len(self.houses)} houses in play")
        for track in TRACKS:
            if sorted(self.tracks.get(track, ())) != sorted(self.houses):
                raise ValueError(f"track {track} must order exactly the houses in play {sorted(self.houses)}")
        if len(self.special_orders) != self.players:
            raise ValueError("special_orders needs one entry per King's Court position")
        if set(self.units) - set(self.houses) or set(self.supply) != set(self.houses):
            raise ValueError("units and supply belong to the houses in play")
        return self


class _House(Strict):
    name: str = Field(min_length=1)
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    supply: int = Field(ge=0, le=6)
    units: dict[str, tuple[UnitType, ...]]


class _Players(Strict):
    houses: tuple[str, ...]
    castles_to_win: int = Field(ge=1)
    special_orders: tuple[int, ...]
    neutral: dict[str, int]
    blocked: tuple[str, ...] = ()
    removed_units: tuple[str, ...] = ()
    neutral_houses: tuple[str, ...] = ()
    option: Literal["six_players_1e"] | None = None

    @model_validator(mode="after")
    def _sizes(self) -> _Players:
        if len(self.special_orders) != len(self.houses):
            raise ValueError("special_orders needs one entry per King's Court position (one per house in play)")
        if any(v < 1 for v in self.neutral.values()):
            raise ValueError("a neutral force has strength 1 or more")
        return self


class _SetupFile(Strict):
    edition: Literal[1, 2]
    about: str = ""
    power: int = Field(ge=0)
    max_power: int = Field(ge=1)
    max_rounds: int = Field(ge=1)
    wildling_start: int = Field(ge=0, le=12)
    garrison: int = Field(ge=0)
    unit_limits: dict[UnitType, int]
    supply_table: tuple[tuple[int, ...], ...] = Field(min_length=7, max_length=7)
    tracks: dict[TrackName, tuple[str, ...]]
    houses: dict[str, _House]
    players: dict[str, _Players]                              # "3".."6" -> that game

    @model_validator(mode="after")
    def _houses_known(self) -> _SetupFile:
        unknown = set(self.houses) - set(HOUSES)
        if unknown:
            raise ValueError(f"unknown houses {sorted(unknown)}: the houses are {', '.join(HOUSES)}")
        for name in TRACKS:
            if sorted(self.tracks.get(name, ())) != sorted(self.houses):
                raise ValueError(f"tracks.{name} must be an ordering of every house of the file")
        for n, p in self.players.items():
            if n not in PLAYER_COUNTS:
                raise ValueError(f"players.{n}: setups are for {', '.join(PLAYER_COUNTS)} players")
            if len(p.houses) != int(n) or not set(p.houses) <= set(self.houses):
                raise ValueError(f"players.{n}.houses must name {n} houses of the file")
            if not set(p.neutral_houses) <= set(self.houses) - set(p.houses):
                raise ValueError(f"players.{n}.neutral_houses must be houses of the file left out of the game")
        return self


def _check_units(f: _SetupFile, board: Board, path: Path) -> None:
    for house, rec in f.houses.items():
        for area, units in rec.units.items():
            field = f"houses.{house}.units.{area}"
            if area not in board.areas:
                raise fail(path, field, f"no such area on the edition {f.edition} board")
            land = board.is_land(area)
            wrong = [u for u in units if (u in LAND_UNITS) != land]
            if wrong or not units:
                raise fail(path, field,
                           f"{wrong or 'no units'}: footmen, knights and sieges go on land, ships at sea or in ports")
            port_land = board.areas[area].port_of
            if port_land is not None and port_land not in rec.units and board.homes.get(house) != port_land:
                raise fail(path, field, f"a ship in a port needs its land {port_land!r} held by the same house")


def _check_players(f: _SetupFile, board: Board, path: Path) -> None:
    for n, p in f.players.items():
        for what, areas in (("neutral", tuple(p.neutral)), ("blocked", p.blocked), ("removed_units", p.removed_units)):
            for area in areas:
                if area not in board.areas:
                    raise fail(path, f"players.{n}.{what}", f"{area!r} is not an area of the edition {f.edition} board")
        for area in p.neutral:
            if not board.is_land(area):
                raise fail(path, f"players.{n}.neutral.{area}", "listed neutral forces stand on land")
        for house in p.houses:
            clash = (set(f.houses[house].units) - set(p.removed_units)) & (set(p.neutral) | set(p.blocked))
            if clash:
                raise fail(path, f"players.{n}", f"{house} starts in neutral or blocked areas {sorted(clash)}")


@cache
def _setup_file(edition: int, path: Path, board_path: Path | None) -> _SetupFile:
    f = parse(_SetupFile, path)
    if f.edition != edition:
        raise fail(path, "edition", f"is {f.edition}, expected {edition}")
    board = load_board(edition, path=board_path)
    _check_units(f, board, path)
    _check_players(f, board, path)
    return f


def _neutral_forces(f: _SetupFile, p: _Players) -> dict[str, int]:
    neutral = dict(p.neutral)
    for house in p.neutral_houses:
        for area, units in f.houses[house].units.items():
            neutral[area] = neutral.get(area, 0) + sum(NEUTRAL_STRENGTH[u] for u in units)
    neutral.update({area: BLOCKED for area in p.blocked})
    return neutral


def _build(f: _SetupFile, players: int, board: Board) -> Setup:
    p = f.players[str(players)]
    houses = p.houses
    units = {h: {a: u for a, u in f.houses[h].units.items() if a not in p.removed_units} for h in houses}
    garrisons = {board.homes[h]: (h, f.garrison) for h in houses if f.garrison}
    return Setup(
        edition=f.edition, players=players, houses=houses,
        tracks={t: tuple(h for h in f.tracks[t] if h in houses) for t in TRACKS},
        units=units, power=f.power, supply={h: f.houses[h].supply for h in houses},
        neutral=_neutral_forces(f, p), blocked=p.blocked, garrisons=garrisons, castles_to_win=p.castles_to_win,
        max_rounds=f.max_rounds, max_power=f.max_power, wildling_start=f.wildling_start,
        unit_limits=f.unit_limits, supply_table=f.supply_table, special_orders=p.special_orders,
        names={h: r.name for h, r in f.houses.items()}, colours={h: r.colour for h, r in f.houses.items()},
    )


@cache
def _load(edition: int, players: int, six_players_1e: bool, path: Path, board_path: Path | None) -> Setup:
    f = _setup_file(edition, path, board_path)
    p = f.players.get(str(players))
    if p is None:
        raise UserError(f"edition {edition} has setups for {', '.join(sorted(f.players))} players, not {players}")
    if p.option == SIX_PLAYERS_1E and not six_players_1e:
        raise UserError(f"a {players}-player edition {edition} game needs the Martell option (six_players_1e)")
    if six_players_1e and p.option != SIX_PLAYERS_1E:
        raise UserError("the six_players_1e option is the 6-player 1st edition game with Martell")
    return _build(f, players, load_board(edition, path=board_path))


def load_setup(edition: int, players: int, *, six_players_1e: bool = False,
               path: Path | None = None, board_path: Path | None = None) -> Setup:
    """The starting position for this edition and player count (cached: the same object every call)."""
    file = Path(path).resolve() if path else edition_file("setup", edition)
    return _load(edition, players, six_players_1e, file, Path(board_path).resolve() if board_path else None)


def all_setups(edition: int) -> tuple[Setup, ...]:
    """Every setup of an edition's file (for `run.py validate`), the optional ones included."""
    f = _setup_file(edition, edition_file("setup", edition), None)
    return tuple(load_setup(edition, int(n), six_players_1e=p.option == SIX_PLAYERS_1E) for n, p in f.players.items())
