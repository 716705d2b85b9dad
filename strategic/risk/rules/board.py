"""The Risk: Game of Thrones maps as data: Westeros, Essos and the joined World at War map.

`load_map("westeros" | "essos" | "world")` reads `scenarios/risk/maps/*.json`, validates it and returns
a `RiskMap`: pydantic territories and regions plus a networkx graph whose edges carry a `kind`:
"land" (a shared border), "sea" (an island link drawn on the board), "port" (two ports on the same
coast, derived from the port colour, never listed) and "strait" (World at War: every east-coast Westeros
port borders every west-coast Essos port). Maps are cached and their graphs frozen, so every game
shares one read-only copy.

A broken file raises `ScenarioError` naming the file, the territory and the problem. The printed
board's data is not public: the maps are ours, authored from the books' geography and the seed's
numbers (see docs/decisions.md, "Risk maps").
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tactical.protocol import ScenarioError, UserError, describe_validation_error, read_json

MAPS_DIR = Path(__file__).resolve().parents[3] / "scenarios" / "risk" / "maps"
WORLD_FILE = "world_links.json"
MapName = Literal["westeros", "essos"]
House = Literal["stark", "baratheon", "lannister", "tyrell", "martell", "targaryen", "ghiscari"]
Icon = Literal["knight", "siege", "fortification"]
EDGE_KINDS = ("land", "sea", "port", "strait")

# The seed: "48 territoires regroupés en 9 régions" (Westeros), "34 territoires ... 6 régions" (Essos),
# and the seats of power of its Domination setup table (Basses Landes = The Lowlands).
EXPECTED_COUNTS: dict[str, tuple[int, int]] = {"westeros": (48, 9), "essos": (34, 6)}
EXPECTED_SEATS: dict[str, frozenset[str]] = {
    "westeros": frozenset({"stark", "baratheon", "lannister", "tyrell", "martell"}),
    "essos": frozenset({"targaryen", "ghiscari"}),
}


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _TerritoryFields(_Strict):
    name: str = Field(min_length=1)
    region: str = Field(min_length=1)
    castle: bool
    port: str | None = None            # coast colour of its port icon; same colour = adjacent
    seat: House | None = None          # the house whose seat of power this is (Domination)
    card_icon: Icon                    # icon on its territory card: trade-ins, special units
    pos: tuple[float, float]           # 0..1 within its own map, x right, y down

    @field_validator("pos")
    @classmethod
    def _on_the_map(cls, pos: tuple[float, float]) -> tuple[float, float]:
        if not all(0.0 <= v <= 1.0 for v in pos):
            raise ValueError("position must lie within 0..1 on both axes")
        return pos

    @field_validator("port")
    @classmethod
    def _named_coast(cls, port: str | None) -> str | None:
        if port is not None and not port.strip():
            raise ValueError("a port needs a coast colour (or null for no port)")
        return port


class Territory(_TerritoryFields):
    """One territory; `map` says which board it is printed on (it matters on the World at War map)."""

    map: MapName


class Region(_Strict):
    name: str = Field(min_length=1)
    map: str
    bonus: int = Field(ge=1)
    territories: tuple[str, ...] = Field(min_length=1)


class RegionEntry(_Strict):
    name: str = Field(min_length=1)
    bonus: int = Field(ge=1)
    territories: tuple[str, ...] = Field(min_length=1)


class Adjacency(_Strict):
    """Borders as unordered pairs, each listed once; ports are not listed (they follow the colour)."""

    land: tuple[tuple[str, str], ...] = ()
    sea: tuple[tuple[str, str], ...] = ()


class MapFile(_Strict):
    """The shape of `westeros.json` / `essos.json`."""

    name: MapName
    title: str = Field(min_length=1)
    aspect: float = Field(default=1.0, gt=0)     # width / height of the drawn map
    regions: tuple[RegionEntry, ...] = Field(min_length=1)
    territories: tuple[_TerritoryFields, ...] = Field(min_length=1)
    adjacency: Adjacency


class Box(_Strict):
    """Where a map sits inside the World at War layout (fractions of the whole)."""

    x: float = Field(ge=0, le=1)
    y: float = Field(ge=0, le=1)
    w: float = Field(gt=0, le=1)
    h: float = Field(gt=0, le=1)


class Strait(_Strict):
    westeros: str = Field(min_length=1)    # coast colour of the east-coast Westeros ports
    essos: str = Field(min_length=1)       # coast colour of the west-coast Essos ports


class WorldFile(_Strict):
    """The shape of `world_links.json`: which coasts the strait joins and how the two maps sit."""

    name: Literal["world"]
    title: str = Field(min_length=1)
    aspect: float = Field(default=1.0, gt=0)
    maps: tuple[Literal["westeros"], Literal["essos"]]
    straits: tuple[Strait, ...] = Field(min_length=1)
    layout: dict[MapName, Box]


WHOLE = Box(x=0.0, y=0.0, w=1.0, h=1.0)


class RiskMap:
    """A validated map: territories, regions and the adjacency graph (frozen: read-only)."""

    def __init__(self, name: str, territories: dict[str, Territory], regions: dict[str, Region],
                 graph: nx.Graph, *, title: str = "", aspect: float = 1.0,
                 layout: dict[str, Box] | None = None) -> None:
        self.name = name
        self.title = title or name
        self.aspect = aspect
        self.territories = territories
        self.regions = regions
        self.graph = graph
        self.layout = layout or {m: WHOLE for m in {t.map for t in territories.values()}}

    def __repr__(self) -> str:
        return f"RiskMap({self.name!r}, {len(self.territories)} territories, {len(self.regions)} regions)"

    def _known(self, name: str) -> Territory:
        try:
            return self.territories[name]
        except KeyError:
            raise KeyError(f"no territory {name!r} on the {self.name} map") from None

    def neighbours(self, name: str) -> list[str]:
        """Every territory `name` can invade or manoeuvre to directly (borders, sea, ports, strait)."""
        self._known(name)
        return sorted(self.graph.neighbors(name))

    def region_of(self, name: str) -> Region:
        return self.regions[self._known(name).region]

    def ports(self, coast: str) -> list[str]:
        """The ports on `coast` (on the world map: on both boards, since the strait joins them)."""
        return sorted(t.name for t in self.territories.values() if t.port == coast)

    @property
    def coasts(self) -> list[str]:
        return sorted({t.port for t in self.territories.values() if t.port})

    @property
    def castles(self) -> list[str]:
        return sorted(t.name for t in self.territories.values() if t.castle)

    def seat_of(self, house: str) -> str | None:
        return next((t.name for t in self.territories.values() if t.seat == house), None)

    def edge_kind(self, a: str, b: str) -> str | None:
        """"land", "sea", "port" or "strait" if `a` and `b` are adjacent, else None."""
        data = self.graph.get_edge_data(a, b)
        return None if data is None else data["kind"]

    def layout_pos(self, name: str) -> tuple[float, float]:
        """The territory's position on this map's whole drawing (for World at War, both boards)."""
        t = self._known(name)
        box = self.layout[t.map]
        return (box.x + t.pos[0] * box.w, box.y + t.pos[1] * box.h)


# --- validation -------------------------------------------------------------------------------

def _fail(source: str, problem: str, territory: str | None = None) -> ScenarioError:
    where = f"{source}: territory {territory!r}" if territory else source
    return ScenarioError(f"{where}: {problem}")


def _parse(model: type[BaseModel], data: Any, source: str) -> Any:
    """Validate with pydantic; name the territories at fault, not only their list index."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        names = []
        for err in exc.errors():
            loc = err.get("loc", ())
            if len(loc) >= 2 and loc[0] == "territories" and isinstance(loc[1], int):
                names.append(_entry_name(data, loc[1]))
        names = list(dict.fromkeys(names))
        noun = "territory" if len(names) == 1 else "territories"
        label = f"{source}: {noun} " + ", ".join(map(repr, names)) if names else source
        raise ScenarioError(describe_validation_error(label, exc)) from None


def _entry_name(data: Any, index: int) -> str:
    try:
        name = data["territories"][index].get("name")
    except (KeyError, IndexError, TypeError, AttributeError):
        name = None
    return name if isinstance(name, str) and name else f"#{index + 1}"


def _check_names(mf: MapFile, source: str) -> None:
    seen: set[str] = set()
    for t in mf.territories:
        if t.name in seen:
            raise _fail(source, "listed twice (territory names must be unique)", t.name)
        seen.add(t.name)
    regions = [r.name for r in mf.regions]
    for r in regions:
        if regions.count(r) > 1:
            raise _fail(source, f"region {r!r} is listed twice")
        if r in seen:
            # One name for two things would make the UI and the objective cards ambiguous.
            raise _fail(source, "is also the name of a region; rename one of them", r)


def _check_regions(mf: MapFile, source: str) -> None:
    """Each region's list and the territories' `region` fields must say the same thing."""
    listed: dict[str, str] = {}
    for r in mf.regions:
        for name in r.territories:
            if name in listed:
                raise _fail(source, f"is listed in regions {listed[name]!r} and {r.name!r}", name)
            listed[name] = r.name
    names = {r.name for r in mf.regions}
    for t in mf.territories:
        if t.region not in names:
            raise _fail(source, f"its region {t.region!r} is not a region of this map", t.name)
        if listed.get(t.name) != t.region:
            where = f"listed under {listed[t.name]!r}" if t.name in listed else "not listed in any region"
            raise _fail(source, f"says region {t.region!r} but is {where}", t.name)
    for name, region in listed.items():
        if not any(t.name == name for t in mf.territories):
            raise _fail(source, f"is listed in region {region!r} but is not a territory of this map", name)


def _check_counts(mf: MapFile, source: str) -> None:
    want = EXPECTED_COUNTS[mf.name]
    got = (len(mf.territories), len(mf.regions))
    if got != want:
        raise _fail(source, f"{mf.name} has {got[0]} territories in {got[1]} regions; "
                            f"the rulebook says {want[0]} in {want[1]}")


def _check_seats(mf: MapFile, source: str) -> None:
    seats: dict[str, str] = {}
    for t in mf.territories:
        if t.seat is None:
            continue
        if t.seat not in EXPECTED_SEATS[mf.name]:
            raise _fail(source, f"seat of {t.seat!r}, which does not play on {mf.name}", t.name)
        if t.seat in seats:
            raise _fail(source, f"second seat of {t.seat!r} (the first is {seats[t.seat]!r})", t.name)
        seats[t.seat] = t.name
    missing = sorted(EXPECTED_SEATS[mf.name] - seats.keys())
    if missing:
        raise _fail(source, f"no seat of power for {', '.join(missing)}")


def _check_ports(territories: dict[str, Any], source: str) -> None:
    for coast in sorted({t.port for t in territories.values() if t.port}):
        ports = [t.name for t in territories.values() if t.port == coast]
        if len(ports) < 2:
            raise _fail(source, f"the only port on coast {coast!r}; a port needs another on its coast",
                        ports[0])


def _add_listed_edges(graph: nx.Graph, mf: MapFile, source: str) -> None:
    region = {t.name: t.region for t in mf.territories}
    for kind, pairs in (("land", mf.adjacency.land), ("sea", mf.adjacency.sea)):
        for a, b in pairs:
            for end, other in ((a, b), (b, a)):
                if end not in region:
                    raise _fail(source, f"{kind} border with {end!r}, which is not a territory", other)
            if a == b:
                raise _fail(source, f"{kind} border with itself", a)
            if graph.has_edge(a, b):
                raise _fail(source, f"border with {b!r} is listed twice", a)
            if kind == "sea" and region[a] != region[b]:
                # The seed draws sea lines only between islands of one region; others cross by port.
                raise _fail(source, f"sea link to {b!r} leaves its region (cross the sea by port)", a)
            graph.add_edge(a, b, kind=kind)


def _add_port_edges(graph: nx.Graph, territories: dict[str, Any]) -> None:
    """Every pair of ports on one coast is adjacent, unless they already share a border."""
    ports = sorted((t.port, t.name) for t in territories.values() if t.port)
    for i, (coast, a) in enumerate(ports):
        for other_coast, b in ports[i + 1:]:
            if other_coast == coast and not graph.has_edge(a, b):
                graph.add_edge(a, b, kind="port")


def _check_connected(graph: nx.Graph, source: str) -> None:
    parts = sorted(nx.connected_components(graph), key=len, reverse=True)
    if len(parts) > 1:
        cut = sorted(min(parts[1:], key=lambda part: len(list(part))))
        raise _fail(source, "cut off from the rest of the map (its part: " + ", ".join(cut) + ")", cut[0])


def validate_map_data(data: dict[str, Any], source: str) -> RiskMap:
    """Check one board's data (the parsed JSON of westeros.json or essos.json) and build its map."""
    mf: MapFile = _parse(MapFile, data, source)
    _check_names(mf, source)
    _check_regions(mf, source)
    _check_counts(mf, source)
    _check_seats(mf, source)
    territories = {t.name: Territory(map=mf.name, **t.model_dump()) for t in mf.territories}
    _check_ports(territories, source)
    graph = nx.Graph()
    graph.add_nodes_from(territories)
    _add_listed_edges(graph, mf, source)
    _add_port_edges(graph, territories)
    _check_connected(graph, source)
    regions = {r.name: Region(name=r.name, map=mf.name, bonus=r.bonus, territories=r.territories)
               for r in mf.regions}
    return RiskMap(mf.name, territories, regions, nx.freeze(graph), title=mf.title, aspect=mf.aspect)


# --- World at War -----------------------------------------------------------------------------

def _check_joinable(west: RiskMap, east: RiskMap, links: WorldFile, source: str) -> None:
    both = sorted(west.territories.keys() & east.territories.keys())
    if both:
        raise _fail(source, "is on both Westeros and Essos; names must be unique on the world map", both[0])
    both = sorted(west.regions.keys() & east.regions.keys())
    if both:
        raise _fail(source, f"region {both[0]!r} is on both Westeros and Essos")
    for s in links.straits:
        for board, coast in ((west, s.westeros), (east, s.essos)):
            if not board.ports(coast):
                raise _fail(source, f"strait coast {coast!r} has no port on {board.name}")
    # A colour on both boards means "adjacent" on the world map, so it must be a strait.
    joined = {(s.westeros, s.essos) for s in links.straits}
    for coast in sorted(set(west.coasts) & set(east.coasts)):
        if (coast, coast) not in joined:
            raise _fail(source, f"coast {coast!r} is on both boards but is not joined by a strait")


def join_maps(west: RiskMap, east: RiskMap, links: WorldFile, source: str) -> RiskMap:
    """World at War: both boards, plus a "strait" edge between every pair of linked ports."""
    _check_joinable(west, east, links, source)
    graph = nx.compose(nx.Graph(west.graph), nx.Graph(east.graph))
    for s in links.straits:
        for a in west.ports(s.westeros):
            for b in east.ports(s.essos):
                graph.add_edge(a, b, kind="strait")
    _check_connected(graph, source)
    return RiskMap("world", {**west.territories, **east.territories}, {**west.regions, **east.regions},
                   nx.freeze(graph), title=links.title, aspect=links.aspect, layout={str(k): v for k, v in links.layout.items()})


# --- loading ----------------------------------------------------------------------------------

def _read(path: Path) -> Any:
    try:
        return read_json(path, "Risk map file")
    except ScenarioError:
        raise
    except UserError as exc:          # missing file, bad JSON: still a scenario problem for run.py
        raise ScenarioError(str(exc)) from None


@lru_cache(maxsize=None)
def _load(name: str, folder: Path) -> RiskMap:
    if name in EXPECTED_COUNTS:
        path = folder / f"{name}.json"
        riskmap = validate_map_data(_read(path), str(path))
        if riskmap.name != name:
            raise _fail(str(path), f"says it is the {riskmap.name!r} map")
        return riskmap
    path = folder / WORLD_FILE
    links: WorldFile = _parse(WorldFile, _read(path), str(path))
    return join_maps(_load("westeros", folder), _load("essos", folder), links, str(path))


def load_map(name: str, *, path_dir: Path | None = None) -> RiskMap:
    """The validated map "westeros", "essos" or "world" (cached: the same object every call)."""
    if name not in (*EXPECTED_COUNTS, "world"):
        raise ScenarioError(f"unknown Risk map {name!r}: choose westeros, essos or world")
    return _load(name, Path(path_dir or MAPS_DIR).resolve())


def clear_cache() -> None:
    """Forget loaded maps (for tools that edit the map files while running)."""
    _load.cache_clear()
