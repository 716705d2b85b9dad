"""The Risk maps: the seed's numbers and names, graph invariants, World at War, and broken files."""
from __future__ import annotations

import copy
import json
import shutil
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

from strategic.risk.rules.board import MAPS_DIR, RiskMap, ScenarioError, load_map, validate_map_data

MAPS = ("westeros", "essos", "world")

# The split we use (issue 5's fan source; the seed fixes the Westerlands at 5 territories worth 2).
WESTEROS_REGIONS = {
    "The North": (13, 5), "The Iron Islands": (2, 1), "The Riverlands": (5, 2), "The Vale": (4, 1),
    "The Westerlands": (5, 2), "The Crownlands": (4, 2), "The Reach": (7, 4), "The Stormlands": (4, 1),
    "Dorne": (4, 1),
}


@pytest.fixture(scope="module")
def westeros() -> RiskMap:
    return load_map("westeros")


@pytest.fixture(scope="module")
def essos() -> RiskMap:
    return load_map("essos")


@pytest.fixture(scope="module")
def world() -> RiskMap:
    return load_map("world")


# --- counts, regions, the seed's names ----------------------------------------------------------

@pytest.mark.parametrize("name, territories, regions", [("westeros", 48, 9), ("essos", 34, 6), ("world", 82, 15)])
def test_counts(name, territories, regions):
    m = load_map(name)
    assert (len(m.territories), len(m.regions)) == (territories, regions)
    assert m.graph.number_of_nodes() == territories


def test_westeros_regions_and_bonuses(westeros):
    got = {r.name: (len(r.territories), r.bonus) for r in westeros.regions.values()}
    assert got == WESTEROS_REGIONS
    # The seed's example: "les 5 territoires de la région Terre de l'Ouest, vous obtenez donc 2".
    west = westeros.region_of("Casterly Rock")
    assert (west.name, len(west.territories), west.bonus) == ("The Westerlands", 5, 2)


@pytest.mark.parametrize("name", MAPS)
def test_region_lists_agree_with_territories(name):
    m = load_map(name)
    for region in m.regions.values():
        assert region.bonus >= 1 and region.territories
        assert all(m.territories[t].region == region.name for t in region.territories)
    assert sorted(t for r in m.regions.values() for t in r.territories) == sorted(m.territories)


@pytest.mark.parametrize("name, seats", [
    ("westeros", {"stark": "Winterfell", "baratheon": "Dragonstone", "lannister": "Casterly Rock",
                  "tyrell": "Highgarden", "martell": "Sunspear"}),
    ("essos", {"targaryen": "The Lowlands", "ghiscari": "Astapor"}),
])
def test_seats_of_power(name, seats):
    m = load_map(name)
    assert {t.seat: t.name for t in m.territories.values() if t.seat} == seats
    assert all(m.territories[t].castle for t in seats.values())


def test_seed_worked_examples(westeros, world):
    # Stark from Harrenhal invades King's Landing: a shared border.
    assert westeros.edge_kind("Harrenhal", "King's Landing") == "land"
    # Baratheon from Dragonstone invades Sunspear by port.
    assert westeros.edge_kind("Dragonstone", "Sunspear") == "port"
    assert westeros.territories["Dragonstone"].port == westeros.territories["Sunspear"].port
    assert "Sunspear" in westeros.neighbours("Dragonstone")
    # World at War: Dragonstone invades Myr across the strait.
    assert world.edge_kind("Dragonstone", "Myr") == "strait"


@pytest.mark.parametrize("name, castles, ports", [("westeros", 16, 12), ("essos", 10, 12)])
def test_castles_and_ports(name, castles, ports):
    m = load_map(name)
    assert len(m.castles) == castles
    assert sum(1 for t in m.territories.values() if t.port) == ports
    assert all(len(m.ports(c)) >= 2 for c in m.coasts)
    assert 2 <= len(m.coasts) <= 4


@pytest.mark.parametrize("name", MAPS)
def test_card_icons_spread_evenly(name):
    counts = Counter(t.card_icon for t in load_map(name).territories.values())
    assert set(counts) == {"knight", "siege", "fortification"}
    assert max(counts.values()) - min(counts.values()) <= 1


@pytest.mark.parametrize("name", ("westeros", "essos"))
def test_layout_positions(name):
    m = load_map(name)
    pos = [t.pos for t in m.territories.values()]
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in pos)
    assert len(set(pos)) == len(pos)


def test_layout_matches_geography(westeros, essos):
    p = {n: t.pos for n, t in westeros.territories.items()}
    assert p["Castle Black"][1] < p["Winterfell"][1] < p["King's Landing"][1] < p["Sunspear"][1]
    assert p["Casterly Rock"][0] < p["King's Landing"][0] < p["Dragonstone"][0]
    q = {n: t.pos for n, t in essos.territories.items()}
    assert q["Braavos"][1] < q["Pentos"][1] < q["Myr"][1] and q["Myr"][0] < q["Astapor"][0]


# --- graph invariants ----------------------------------------------------------------------------

@pytest.mark.parametrize("name", MAPS)
def test_adjacency_symmetric_and_connected(name):
    m = load_map(name)
    for t in m.territories:
        assert m.neighbours(t) == sorted(m.neighbours(t)) and m.neighbours(t)
        assert t not in m.neighbours(t)
        assert all(t in m.neighbours(n) for n in m.neighbours(t))
    assert nx.is_connected(m.graph)
    assert {d["kind"] for *_, d in m.graph.edges(data=True)} <= {"land", "sea", "port", "strait"}


@pytest.mark.parametrize("name", ("westeros", "essos"))
def test_ports_on_one_coast_are_all_adjacent(name):
    m = load_map(name)
    for coast in m.coasts:
        ports = m.ports(coast)
        assert all(b in m.neighbours(a) for a in ports for b in ports if a != b)


@pytest.mark.parametrize("name", ("westeros", "essos"))
def test_sea_links_stay_within_a_region(name):
    m = load_map(name)
    sea = [(a, b) for a, b, d in m.graph.edges(data=True) if d["kind"] == "sea"]
    assert sea and all(m.territories[a].region == m.territories[b].region for a, b in sea)


def test_world_joins_the_boards_only_across_the_strait(world, westeros, essos):
    strait = {frozenset((a, b)) for a, b, d in world.graph.edges(data=True) if d["kind"] == "strait"}
    east = [t for c in ("blue", "white") for t in westeros.ports(c)]     # the Narrow Sea and the Bite
    west = essos.ports("blue")
    assert strait == {frozenset((a, b)) for a in east for b in west}
    cut = nx.Graph(world.graph)
    cut.remove_edges_from(tuple(e) for e in strait)
    parts = sorted((sorted(p) for p in nx.connected_components(cut)), key=len)
    assert parts == [sorted(essos.territories), sorted(westeros.territories)]
    assert nx.has_path(world.graph, "Winterfell", "Astapor")
    # Westeros to the left, Essos to the right.
    assert world.layout_pos("Sunspear")[0] < world.layout_pos("Myr")[0]


def test_loaded_maps_are_cached_and_read_only(westeros):
    assert load_map("westeros") is westeros
    with pytest.raises(nx.NetworkXError):
        westeros.graph.add_edge("Winterfell", "Sunspear")
    with pytest.raises(KeyError, match="Winterfel"):
        westeros.neighbours("Winterfel")


def test_unknown_map_name():
    with pytest.raises(ScenarioError, match="unknown Risk map 'sothoryos'"):
        load_map("sothoryos")


# --- broken files --------------------------------------------------------------------------------

def _copy_maps(tmp_path: Path) -> Path:
    folder = tmp_path / "maps"
    shutil.copytree(MAPS_DIR, folder)
    return folder


def _broken(tmp_path: Path, name: str, mutate) -> Path:
    folder = _copy_maps(tmp_path)
    path = folder / f"{name}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return folder


def _terr(data: dict, name: str) -> dict:
    return next(t for t in data["territories"] if t["name"] == name)


def _drop_edges_of(data: dict, name: str) -> None:
    for kind in ("land", "sea"):
        data["adjacency"][kind] = [p for p in data["adjacency"][kind] if name not in p]


BROKEN = [
    ("unknown neighbour", "westeros", lambda d: d["adjacency"]["land"].append(["Winterfell", "Winterfel"]),
     "Winterfel", "not a territory"),
    ("self border", "essos", lambda d: d["adjacency"]["land"].append(["Qohor", "Qohor"]), "Qohor", "itself"),
    ("border twice", "westeros", lambda d: d["adjacency"]["land"].append(["King's Landing", "Harrenhal"]),
     "King's Landing", "listed twice"),
    ("sea link across regions", "westeros", lambda d: d["adjacency"]["sea"].append(["Pyke", "Seagard"]),
     "Pyke", "leaves its region"),
    ("region field disagrees", "westeros", lambda d: _terr(d, "Harrenhal").update(region="The Crownlands"),
     "Harrenhal", "listed under 'The Riverlands'"),
    ("unknown region", "essos", lambda d: _terr(d, "Myr").update(region="The Free Citys"), "Myr",
     "not a region"),
    ("territory missing from its region", "westeros",
     lambda d: d["regions"][0]["territories"].remove("Winterfell"), "Winterfell", "not listed in any region"),
    ("seat missing", "essos", lambda d: _terr(d, "Astapor").update(seat=None), "ghiscari", "no seat of power"),
    ("seat twice", "westeros", lambda d: _terr(d, "Riverrun").update(seat="stark"), "Riverrun",
     "second seat of 'stark'"),
    ("lone port", "westeros", lambda d: _terr(d, "Pyke").update(port="black"), "Pyke", "only port"),
    ("disconnected", "westeros", lambda d: _drop_edges_of(d, "Tarth"), "Tarth", "cut off"),
    ("duplicate name", "essos", lambda d: d["territories"].append(copy.deepcopy(_terr(d, "Lys"))), "Lys",
     "listed twice"),
    ("bad card icon", "westeros", lambda d: _terr(d, "Oldtown").update(card_icon="dragon"), "Oldtown",
     "card_icon"),
    ("position off the map", "essos", lambda d: _terr(d, "Meereen").update(pos=[1.2, 0.5]), "Meereen",
     "within 0..1"),
    ("bonus zero", "westeros", lambda d: d["regions"][8].update(bonus=0), "regions.8.bonus", "greater than"),
    ("wrong count", "essos", lambda d: (d["territories"].pop(), d["regions"][-1]["territories"].pop()),
     "33 territories", "34"),
]


@pytest.mark.parametrize("what, name, mutate, names, problem", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_map_files(tmp_path, what, name, mutate, names, problem):
    folder = _broken(tmp_path, name, mutate)
    with pytest.raises(ScenarioError) as info:
        load_map(name, path_dir=folder)
    message = str(info.value)
    assert f"{name}.json" in message and names in message and problem in message, message


def test_validate_map_data_names_the_source():
    data = json.loads((MAPS_DIR / "westeros.json").read_text(encoding="utf-8"))
    assert len(validate_map_data(data, "westeros.json").territories) == 48
    _terr(data, "Sunspear")["castle"] = "very"
    with pytest.raises(ScenarioError, match=r"my-copy\.json: territory 'Sunspear'"):
        validate_map_data(data, "my-copy.json")


def test_missing_and_malformed_files(tmp_path):
    folder = _copy_maps(tmp_path)
    (folder / "essos.json").unlink()
    with pytest.raises(ScenarioError, match="essos.json: no such Risk map file"):
        load_map("essos", path_dir=folder)
    (folder / "westeros.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(ScenarioError, match="westeros.json: not valid JSON"):
        load_map("westeros", path_dir=folder)


def test_broken_world_links(tmp_path):
    folder = _copy_maps(tmp_path)
    path = folder / "world_links.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["straits"] = [{"westeros": "white", "essos": "blue"}]   # blue is on both boards but not joined
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError, match="world_links.json.*coast 'blue' is on both boards"):
        load_map("world", path_dir=folder)
    data["straits"] = [{"westeros": "blue", "essos": "mauve"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError, match="strait coast 'mauve' has no port on essos"):
        load_map("world", path_dir=folder)   # failures are never cached
