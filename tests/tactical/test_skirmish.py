"""The skirmish variant (seed 003, "Escarmouche"): setup cards and summaries load, generation follows the
seed's steps with a seeded RNG, and every generated battle obeys the summary's placement rules."""
from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.protocol import Rng, ScenarioError
from tactical.scenario import validate_scenario
from tactical.skirmish import (
    HOUSES, SKIRMISH_DIR, draw_forces, generate_skirmish, load_skirmish_data, validate_skirmish_data,
)

RAID, REWARD = "raid_in_the_riverlands", "reward_of_the_westerlands"


@pytest.fixture(scope="module")
def data():
    return load_skirmish_data()


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def _figures(cat, cards):
    return sum(cat.units[u.type].strength * u.count for c in cards for u in c.units)


# ---------------------------------------------------------------- the cards
def test_eight_setup_cards_per_house_with_some_commander_portraits(data, cat):
    for house in HOUSES:
        deck = data.deck(house)
        assert len(deck) == 8
        portraits = [c.commander for c in deck if c.commander is not None]
        assert len(portraits) >= 4
        assert {p.value for p in portraits} <= {1, 2, 3}
        assert all(cat.commanders[p.commander].house == house for p in portraits)


def test_the_seeds_example_two_unit_sections_give_29_figures_two_terrain_sections_8_pieces(data, cat):
    cards = {c.id: c for c in data.cards}
    assert _figures(cat, [cards["stark_1"], cards["stark_7"]]) == 29
    for house in HOUSES:   # every terrain section has 4 pieces, so any two give the example's 8
        assert {sum(t.count for t in c.terrain) for c in data.deck(house)} == {4}


def test_the_raid_summary_is_the_seeds_card(data):
    raid = data.summary(RAID)
    assert raid.momentum == "random"
    assert (raid.commanders.max_commanders, raid.commanders.max_total_value) == (2, 4)
    p = raid.placement
    assert (p.terrain_within, p.commander_within, p.commanders_zoc_disjoint, p.units_within) == (8, 3, True, 4)
    assert (raid.unit_value, raid.terrain_value) == (2, 2)


# ---------------------------------------------------------------- the draw
def test_forces_come_from_distinct_cards_drawn_in_the_seeds_order(data, cat):
    summary = data.summary(RAID)
    momentum, forces = draw_forces(summary, data, Rng(5), cat, {"stark": None, "lannister": None})
    assert momentum in HOUSES
    for house in HOUSES:
        f = forces[house]
        ids = [c.id for c in f.commanders + f.unit_cards + f.terrain_cards]
        assert len(ids) == len(set(ids)), "a setup card used twice"
        assert len(f.unit_cards) == 2 and len(f.terrain_cards) == 2
        assert len(f.commanders) == 2   # a random choice takes as many commanders as the rule allows


def test_scenario_units_and_terrain_are_exactly_the_drawn_sections(data, cat):
    summary = data.summary(RAID)
    _, forces = draw_forces(summary, data, Rng(11), cat, {"stark": None, "lannister": None})
    sc = generate_skirmish(RAID, 11)
    for house in HOUSES:
        side = sc.side(house)
        assert Counter((u.type, u.rank) for u in side.units) == Counter((u.type, u.rank) for u in forces[house].units())
        assert [c.commander for c in side.commanders] == [c.commander.commander for c in forces[house].commanders]
    drawn = Counter(t for h in HOUSES for t in forces[h].terrain())
    assert Counter(t.terrain for t in sc.terrain) == drawn


def test_chosen_commanders_are_used(data):
    sc = generate_skirmish(RAID, 3, stark_commanders=["greatjon_the_greatjon", "smalljon_the_smalljon"],
                           lannister_commanders=["jaime_kingslayer"])
    assert [c.commander for c in sc.side("stark").commanders] == ["greatjon_the_greatjon", "smalljon_the_smalljon"]
    assert [c.commander for c in sc.side("lannister").commanders] == ["jaime_kingslayer"]


@pytest.mark.parametrize("stark, problem", [
    (["robb_king_in_the_north", "eddard_warden_of_the_north"], "total value"),   # 3 + 3 > 4
    (["maege_lady_of_bear_island", "smalljon_the_smalljon", "greatjon_the_greatjon"], "at most 2"),
    (["robb_young_wolf"], "not on a stark skirmish setup card"),
    (["jaime_kingslayer"], "not on a stark skirmish setup card"),
])
def test_commanders_outside_the_rule_are_refused(stark, problem):
    with pytest.raises(ScenarioError, match=problem):
        generate_skirmish(RAID, 1, stark_commanders=stark)


def test_momentum_random_for_the_raid_fixed_for_the_reward():
    assert {generate_skirmish(RAID, s).momentum for s in range(12)} == set(HOUSES)
    assert {generate_skirmish(REWARD, s).momentum for s in range(4)} == {"stark"}


def test_same_seed_same_scenario_different_seeds_differ():
    for summary in (RAID, REWARD):
        assert generate_skirmish(summary, 42) == generate_skirmish(summary, 42)
        assert len({generate_skirmish(summary, s).model_dump_json() for s in range(6)}) == 6


def test_the_reward_keeps_its_storehouses_and_objectives():
    sc = generate_skirmish(REWARD, 9)
    assert {o.id: o.control for o in sc.objectives} == {"west_storehouse": "lannister", "east_storehouse": "lannister"}
    on = {tuple(t.hex): t.terrain for t in sc.terrain}
    assert on[(4, 7)] == on[(9, 7)] == "building"
    assert len(on) == len(sc.terrain), "one terrain piece per hex"


# ---------------------------------------------------------------- every generated battle obeys the rules
def _depth(grid, hex_, edge):
    """Rows from the edge, the edge row being 1 (the summary cards' count)."""
    return grid.row_distance_to_edge(grid.index(*hex_), edge) + 1


def _portrait_value(data, house, commander):
    return next(c.commander.value for c in data.deck(house) if c.commander and c.commander.commander == commander)


def _check_terrain(sc, summary, data, cat, seed, grid):
    """Terrain is anonymous in the scenario: the summary's printed pieces come first, then each house's
    drawn pieces in placing order (momentum holder first), so check each house's share against its rows."""
    _, forces = draw_forces(summary, data, Rng(seed), cat, {"stark": None, "lannister": None})
    pieces = list(sc.terrain[len(summary.terrain):])
    assert list(sc.terrain[:len(summary.terrain)]) == list(summary.terrain)
    for house in [sc.momentum] + [h for h in HOUSES if h != sc.momentum]:
        n = len(forces[house].terrain())
        mine, pieces = pieces[:n], pieces[n:]
        assert sorted(t.terrain for t in mine) == sorted(forces[house].terrain())
        assert all(_depth(grid, t.hex, sc.side(house).edge) <= summary.placement.terrain_within for t in mine)
    assert not pieces
    hexes = [tuple(t.hex) for t in sc.terrain]
    assert len(hexes) == len(set(hexes)), "one terrain piece per hex"


def _check_rules(sc, summary, data, cat, seed) -> None:
    rules, grid = summary.placement, grid_for(sc.board.cols, sc.board.rows)
    validate_scenario(sc, cat)
    assert sc.skirmish and sc.round_limit == summary.round_limit
    _check_terrain(sc, summary, data, cat, seed, grid)
    occupied = []
    for side in sc.sides:
        assert side.edge == summary.houses[side.house].edge
        assert all(_depth(grid, c.hex, side.edge) <= rules.commander_within for c in side.commanders)
        assert all(_depth(grid, u.hex, side.edge) <= rules.units_within for u in side.units)
        values = [_portrait_value(data, side.house, c.commander) for c in side.commanders]
        assert len(values) <= summary.commanders.max_commanders
        assert sum(values) <= summary.commanders.max_total_value
        occupied += [tuple(p.hex) for p in (*side.commanders, *side.units)]
    assert len(occupied) == len(set(occupied)), "one unit per hex"
    terrain_at = {tuple(t.hex): t.terrain for t in sc.terrain}
    assert not any(cat.terrain[terrain_at[h]].impassable for h in occupied if h in terrain_at)
    if rules.commanders_zoc_disjoint:
        zocs = [{i, *grid.within(i, cat.commanders[c.commander].zoc)}
                for side in sc.sides for c in side.commanders for i in [grid.index(*c.hex)]]
        assert all(a.isdisjoint(b) for k, a in enumerate(zocs) for b in zocs[k + 1:])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**63), summary=st.sampled_from([RAID, REWARD]))
def test_every_generated_skirmish_obeys_the_placement_rules(data, cat, seed, summary):
    _check_rules(generate_skirmish(summary, seed), data.summary(summary), data, cat, seed)


def test_zoc_rule_is_checked_with_chosen_commanders_too(data, cat):
    sc = generate_skirmish(RAID, 8, stark_commanders=["maege_lady_of_bear_island", "smalljon_the_smalljon"])
    grid = grid_for(sc.board.cols, sc.board.rows)
    a, b = (grid.index(*c.hex) for c in sc.side("stark").commanders)
    assert grid.distance(a, b) > 4   # ZoC 2 each: 5 hexes apart or more, so no hex is in both


@pytest.fixture(scope="module")
def crowded(tmp_path_factory):
    """The Raid with every piece squeezed into the edge row: here the rules bind (barriers land among
    the units, the policy would like to spill into the next row), so a policy bending them is caught."""
    def edit(doc):
        doc["summaries"][0]["placement"].update(terrain_within=1, commander_within=1, units_within=1)
    folder = _broken_copy(tmp_path_factory.mktemp("crowded"), "summaries.json", edit)
    return folder, load_skirmish_data(folder)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63))
def test_a_crowded_skirmish_still_obeys_the_placement_rules(crowded, cat, seed):
    folder, data = crowded
    _check_rules(generate_skirmish(RAID, seed, data_dir=folder), data.summary(RAID), data, cat, seed)


def test_zoc_rule_binds_on_a_narrow_board(tmp_path, cat):
    """On a 7-column board two commanders spread across the width would be 4 hexes apart (ZoCs
    overlapping); the rule must push them 5 apart, and turning it off lets them overlap."""
    def narrow(disjoint):
        def edit(doc):
            doc["summaries"][0]["board"]["cols"] = 7
            doc["summaries"][0]["placement"].update(commander_within=1, commanders_zoc_disjoint=disjoint)
        return edit

    for disjoint, name in ((True, "on"), (False, "off")):
        folder = _broken_copy(tmp_path / name, "summaries.json", narrow(disjoint))
        data = load_skirmish_data(folder)
        distances = set()
        for seed in range(10):
            sc = generate_skirmish(RAID, seed, data_dir=folder)
            grid = grid_for(7, sc.board.rows)
            for side in sc.sides:
                a, b = (grid.index(*c.hex) for c in side.commanders)
                distances.add(grid.distance(a, b))
            if disjoint:
                _check_rules(sc, data.summary(RAID), data, cat, seed)
        assert (min(distances) > 4) == disjoint


# ---------------------------------------------------------------- broken files
def _broken_copy(tmp_path, filename, edit):
    target = tmp_path / "skirmish"
    shutil.copytree(SKIRMISH_DIR, target)
    path = target / filename
    doc = json.loads(path.read_text(encoding="utf-8"))
    edit(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return target


@pytest.mark.parametrize("filename, edit, field", [
    ("summaries.json", lambda d: d["summaries"][0]["placement"].update(units_within="far"),
     "summaries.0.placement.units_within"),
    ("summaries.json", lambda d: d["summaries"][1].pop("momentum"), "summaries.1.momentum"),
    ("summaries.json", lambda d: d["summaries"][0]["placement"].update(terrain_within=14), "placement.terrain_within"),
    ("summaries.json", lambda d: d["summaries"][1]["terrain"][0].update(terrain="lava"), "summaries.1.terrain.0.terrain"),
    ("summaries.json", lambda d: d["summaries"][1]["victory"]["vp"][0].update(objective="the_gold"), "the_gold"),
    ("setup_cards.json", lambda d: d["cards"][2]["units"][0].update(type="dragon"), "cards.2.units.0.type"),
    ("setup_cards.json", lambda d: d["cards"][0]["units"][0].update(type="lannisport_guard"), "cards.0.units.0.type"),
    ("setup_cards.json", lambda d: d["cards"][1]["commander"].update(value=7), "cards.1.commander.value"),
    ("setup_cards.json", lambda d: d["cards"][1]["commander"].update(commander="jaime_kingslayer"),
     "cards.1.commander.commander"),
    ("setup_cards.json", lambda d: d["cards"][3]["terrain"][0].update(terrain="ford"), "cards.3.terrain.0.terrain"),
    ("setup_cards.json", lambda d: d.update(cards=d["cards"][:10]), "needs"),
])
def test_broken_files_name_the_file_and_field(tmp_path, filename, edit, field):
    folder = _broken_copy(tmp_path, filename, edit)
    with pytest.raises(ScenarioError) as err:
        load_skirmish_data(folder)
    assert field in str(err.value)
    assert str(folder) in str(err.value)


def test_bad_json_and_missing_files_are_scenario_errors(tmp_path):
    folder = tmp_path / "skirmish"
    shutil.copytree(SKIRMISH_DIR, folder)
    (folder / "setup_cards.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(ScenarioError, match="setup_cards.json"):
        load_skirmish_data(folder)
    (folder / "summaries.json").unlink()
    with pytest.raises(ScenarioError, match="summaries.json"):
        load_skirmish_data(folder)


def test_unknown_summary_lists_the_known_ones():
    with pytest.raises(ScenarioError, match=RAID):
        generate_skirmish("siege_of_winterfell", 1)


def test_validate_command_checks_the_skirmish_files():
    validate_skirmish_data()
