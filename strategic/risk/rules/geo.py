"""Fast, read-only facts about a loaded map, built once per map and shared by every game.

`board.load_map` gives a `RiskMap` (pydantic territories, regions and a networkx graph). The rules
ask the same questions thousands of times per game (neighbours, castles, ports, regions), so `Geo`
flattens them into tuples, sets and dicts. Tests can register a small map under any name with
`register_map`; otherwise the name is loaded from `scenarios/risk/maps/` on first use.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_REGISTERED: dict[str, Any] = {}


@dataclass(frozen=True)
class Geo:
    name: str
    territories: tuple[str, ...]
    neighbours: dict[str, tuple[str, ...]]
    castles: frozenset[str]
    ports: frozenset[str]
    region_of: dict[str, str]
    regions: dict[str, tuple[str, ...]]        # region -> its territories
    bonus: dict[str, int]                      # region -> bonus
    seats: dict[str, str]                      # house -> its seat of power
    icon: dict[str, str]                       # territory -> its card's icon
    points: dict[str, int]                     # Skirmish score: 1 + castle + port
    maps: dict[str, str]                       # territory -> "westeros" | "essos"
    edge_kind: dict[tuple[str, str], str]

    def region_bonus(self, owned: set[str] | frozenset[str]) -> list[tuple[str, int]]:
        """The regions all of whose territories are in `owned`, with their bonus."""
        return [(r, self.bonus[r]) for r, ts in self.regions.items() if all(t in owned for t in ts)]


def register_map(name: str, riskmap: Any) -> None:
    """Use `riskmap` (anything shaped like board.RiskMap) for games on map `name`."""
    _REGISTERED[name] = riskmap
    geo.cache_clear()


def registered_maps() -> frozenset[str]:
    """The names of the test maps registered in this process."""
    return frozenset(_REGISTERED)


def unregister_map(name: str) -> None:
    _REGISTERED.pop(name, None)
    geo.cache_clear()


def _load(name: str) -> Any:
    if name in _REGISTERED:
        return _REGISTERED[name]
    # Imported here on purpose (not a cycle): board brings pydantic map models and networkx, half a second
    # to import, needed only the first time a shipped map is opened (never by games on registered maps).
    from .board import load_map

    return load_map(name)


@lru_cache(maxsize=16)
def geo(name: str) -> Geo:
    m = _load(name)
    terrs = m.territories
    names = tuple(terrs)
    neighbours = {t: tuple(sorted(m.neighbours(t))) for t in names}
    kinds = {}
    for a, b, data in m.graph.edges(data=True):
        kinds[(a, b)] = kinds[(b, a)] = data.get("kind", "land")
    regions = {r.name: tuple(r.territories) for r in m.regions.values()}
    return Geo(
        name=name,
        territories=names,
        neighbours=neighbours,
        castles=frozenset(t for t in names if terrs[t].castle),
        ports=frozenset(t for t in names if terrs[t].port),
        region_of={t: terrs[t].region for t in names},
        regions=regions,
        bonus={r.name: r.bonus for r in m.regions.values()},
        seats={terrs[t].seat: t for t in names if terrs[t].seat},
        icon={t: terrs[t].card_icon for t in names},
        points={t: 1 + bool(terrs[t].castle) + bool(terrs[t].port) for t in names},
        maps={t: terrs[t].map for t in names},
        edge_kind=kinds,
    )
