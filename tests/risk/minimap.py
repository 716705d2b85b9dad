"""A small 18-territory map shaped like board.RiskMap, for fast rules tests.

It carries the names the seed's worked examples use (Harrenhal, King's Landing, Dragonstone, Sunspear,
the five Westerlands territories worth 2) and a seat of power for every Westeros house. It is built
from plain stand-in classes with the same attributes as board.Territory / Region / RiskMap, so the
engine tests do not depend on the printed-map data.
"""
from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

REGIONS = {
    "The North": (1, ["Winterfell", "The Wolfswood", "White Harbor"]),
    "The Riverlands": (1, ["Harrenhal", "Riverrun", "The Twins"]),
    "The Westerlands": (2, ["Casterly Rock", "Lannisport", "The Golden Tooth", "Ashemark", "Crakehall"]),
    "The Crownlands": (1, ["King's Landing", "Dragonstone", "Rosby"]),
    "The Reach": (1, ["Highgarden", "Oldtown"]),
    "Dorne": (1, ["Sunspear", "Yronwood"]),
}
CASTLES = {"Winterfell", "Harrenhal", "Riverrun", "Casterly Rock", "King's Landing", "Dragonstone", "Highgarden",
           "Sunspear"}
PORTS = {"White Harbor": "blue", "King's Landing": "blue", "Dragonstone": "blue", "Sunspear": "blue",
         "Lannisport": "red", "Oldtown": "red"}
SEATS = {"Winterfell": "stark", "Casterly Rock": "lannister", "Dragonstone": "baratheon", "Highgarden": "tyrell",
         "Sunspear": "martell"}
LAND = [
    ("Winterfell", "The Wolfswood"), ("Winterfell", "White Harbor"), ("The Wolfswood", "White Harbor"),
    ("White Harbor", "The Twins"), ("The Wolfswood", "The Twins"), ("The Twins", "Riverrun"),
    ("The Twins", "Harrenhal"), ("Riverrun", "Harrenhal"), ("Riverrun", "The Golden Tooth"),
    ("The Golden Tooth", "Casterly Rock"), ("The Golden Tooth", "Ashemark"), ("Casterly Rock", "Lannisport"),
    ("Lannisport", "Crakehall"), ("Casterly Rock", "Ashemark"), ("Ashemark", "Crakehall"),
    ("Crakehall", "Highgarden"), ("Harrenhal", "King's Landing"), ("King's Landing", "Rosby"),
    ("Rosby", "Highgarden"), ("Highgarden", "Oldtown"), ("Highgarden", "Yronwood"), ("Yronwood", "Sunspear"),
]
SEA = [("King's Landing", "Dragonstone")]
ICONS = ("knight", "siege", "fortification")


@dataclass(frozen=True)
class Territory:
    name: str
    region: str
    map: str
    castle: bool
    port: str | None
    seat: str | None
    card_icon: str
    pos: tuple[float, float]


@dataclass(frozen=True)
class Region:
    name: str
    map: str
    bonus: int
    territories: tuple[str, ...]


class MiniMap:
    def __init__(self, name: str = "mini") -> None:
        self.name = name
        self.territories: dict[str, Territory] = {}
        self.regions: dict[str, Region] = {}
        i = 0
        for region, (bonus, names) in REGIONS.items():
            self.regions[region] = Region(region, "westeros", bonus, tuple(names))
            for t in names:
                self.territories[t] = Territory(t, region, "westeros", t in CASTLES, PORTS.get(t), SEATS.get(t),
                                                ICONS[i % 3], (float(i), float(i % 4)))
                i += 1
        self.graph = nx.Graph()
        self.graph.add_nodes_from(self.territories)
        self.graph.add_edges_from(LAND, kind="land")
        self.graph.add_edges_from(SEA, kind="sea")
        for a in PORTS:
            for b in PORTS:
                if a < b and PORTS[a] == PORTS[b] and not self.graph.has_edge(a, b):
                    self.graph.add_edge(a, b, kind="port")

    def neighbours(self, name: str) -> list[str]:
        return sorted(self.graph.neighbors(name))

    def region_of(self, name: str) -> Region:
        return self.regions[self.territories[name].region]

    def ports(self, coast: str) -> list[str]:
        return sorted(t for t, c in PORTS.items() if c == coast)
