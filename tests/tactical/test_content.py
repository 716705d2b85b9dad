"""The BattleLore content (commanders, command cards, battle plans) loads, is complete and is consistent.

Fast checks on the data in `scenarios/battlelore/`: the catalog validates, each house has its 10 basic
cards, 5 commanders (7 commander cards) and 5 cards per commander, the printed texts say what the data
does, every battle plan loads, and broken copies of a plan are refused with the field named.
"""
from __future__ import annotations

import copy
import json
import re
from collections import Counter

import pytest

from tactical.catalog import load_catalog
from tactical.protocol import ScenarioError
from tactical.scenario import BATTLES_DIR, list_scenarios, load_scenario, scenario_from_dict

HOUSES = ("stark", "lannister")
PREFIX = {"stark": "S", "lannister": "L"}
BATTLES = (
    "clash_on_the_kingsroad", "crossing_the_green_fork", "the_burning_of_sherrer",
    "the_camps_before_riverrun", "the_whispering_wood", "the_hill_fort_at_pinkmaiden",
)


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def _cards(cat, house):
    return [c for c in cat.cards.values() if c.house == house]


# ---------------------------------------------------------------- commanders
@pytest.mark.parametrize("house", HOUSES)
def test_five_commanders_and_seven_commander_cards_per_house(cat, house):
    cards = [c for c in cat.commanders.values() if c.house == house]
    assert len(cards) == 7
    assert len({c.person for c in cards}) == 5
    titles = Counter(c.person for c in cards)
    assert sorted(titles.values()) == [1, 1, 1, 2, 2]   # two commanders have a second title


def test_commander_unit_types_belong_to_their_house(cat):
    for c in cat.commanders.values():
        assert cat.units[c.unit_type].house == c.house, c.id


def test_commander_values_are_in_the_core_range(cat):
    for c in cat.commanders.values():
        assert 1 <= c.command_limit <= 3, c.id
        assert 2 <= c.capture_value <= 4, c.id
        assert c.zoc == 2, c.id
        assert c.unit_ability and c.commit_ability and c.commit_effects, c.id


def test_commanders_from_the_rulebook(cat):
    jaime = cat.commanders["jaime_kingslayer"]
    assert jaime.capture_value == 3                      # seed 003: "Jaime Lannister (Régicide) a une valeur de capture de 3"
    reaver = {m.kind: m for m in cat.commanders["gregor_the_reaver"].unit_modifiers}
    assert reaver["keyword"].keyword == "scorched_earth"  # seed 003: Gregor (Le Razzieur) sets fires
    assert "valor_as_green_fire" in reaver
    maege = cat.commanders["maege_lady_of_bear_island"]
    assert any(m.kind == "keyword" and m.keyword == "bold" for m in maege.unit_modifiers)  # seed 003: Hardi
    greatjon = {c.title for c in cat.commanders.values() if c.person == "greatjon"}
    assert greatjon == {"The Greatjon", "Lord of Last Hearth"}   # seed 003: his two versions


# ---------------------------------------------------------------- command cards
@pytest.mark.parametrize("house", HOUSES)
def test_ten_basic_cards_per_house(cat, house):
    basics = cat.basic_cards(house)
    assert len(basics) == 10
    assert basics == sorted(f"{PREFIX[house]}{i:02d}" for i in range(1, 11))


@pytest.mark.parametrize("house", HOUSES)
def test_five_cards_per_commander(cat, house):
    persons = {c.person for c in cat.commanders.values() if c.house == house}
    for person in persons:
        ids = cat.commander_cards(person)
        assert ids == [f"{PREFIX[house]}-{person}-{i}" for i in range(1, 6)]
        assert all(cat.cards[i].house == house for i in ids)
    assert len(_cards(cat, house)) == 10 + 5 * len(persons) == 35


def test_command_text_states_each_cost_and_count(cat):
    for card in cat.cards.values():
        text = card.command_text
        for cmd in card.commands:
            word = "token" if cmd.cost == 1 else "tokens"
            assert f"{cmd.cost} command {word}:" in text, card.id
            if cmd.rally:
                assert cmd.order == 0, f"{card.id}: a rally command orders no unit"
                assert re.search(rf"[Mm]obilise {cmd.rally} ", text), card.id
            elif cmd.order == "all":
                assert "Order all" in text, card.id
            else:
                assert f"Order {cmd.order} " in text, card.id
            for cls in cmd.filter.unit_class:
                assert cls in text, card.id
            for rank in cmd.filter.rank:
                assert rank in text, card.id


def test_tactics_have_a_condition_and_the_rulebook_form(cat):
    for card in cat.cards.values():
        t = card.tactic
        if t is None:
            continue
        assert t.tokens or t.morale, f"{card.id}: a tactic always has a condition"
        assert t.text.startswith("If ") and ", then " in t.text, card.id
        assert f"{t.timing} the commands" in t.text, card.id
        if t.morale:
            assert t.morale.zone in t.text and t.morale.compare.replace("or_", "or ") in t.text, card.id


def test_cards_cover_the_intended_spread(cat):
    cards = list(cat.cards.values())
    assert any(c.commands[0].order == "all" and c.commands[0].filter.unit_class == ("cavalry",) for c in cards)
    assert any(cmd.rally for c in cards for cmd in c.commands)
    assert any(cmd.cost == 3 for c in cards for cmd in c.commands)
    assert sum(1 for c in cards if c.tactic and c.tactic.morale) >= 10
    assert sum(1 for c in cards if c.tactic and c.tactic.tokens) >= 20


# ---------------------------------------------------------------- battle plans
def test_the_six_battle_plans_are_there():
    assert set(BATTLES) <= set(list_scenarios())


def test_published_schema_is_the_models():
    """docs/scenario.schema.json (`run.py schema`) is what a plan author reads: it must not lag the models."""
    from pathlib import Path

    from tactical.scenario import Scenario

    published = json.loads((Path(__file__).parents[2] / "docs" / "scenario.schema.json").read_text(encoding="utf-8"))
    assert published == Scenario.model_json_schema()


@pytest.mark.parametrize("name", BATTLES)
def test_battle_plan_loads(cat, name):
    sc = load_scenario(name)
    assert sc.id == name
    assert {s.house for s in sc.sides} == set(HOUSES)
    assert (sc.board.cols, sc.board.rows) == ((15, 11) if sc.board.side == "A" else (15, 10))
    assert 4 <= sc.round_limit <= 8
    assert len(sc.briefing.split(". ")) >= 3
    for s in sc.sides:
        assert 2 <= s.order_value <= 4 and 2 <= s.command_value <= 4 and 3 <= s.command_tokens <= 5
        assert 1 <= len(s.commanders) <= 3
        assert len({cat.commanders[c.commander].person for c in s.commanders}) == len(s.commanders)
        assert 6 <= len(s.units) + len(s.commanders) <= 11


@pytest.mark.parametrize("name", BATTLES)
def test_no_unit_on_impassable_terrain(cat, name):
    sc = load_scenario(name)
    base: dict[tuple, str] = {}
    token: dict[tuple, str] = {}
    for t in sc.terrain:
        (token if cat.terrain[t.terrain].token else base)[tuple(t.hex)] = t.terrain
    for s in sc.sides:
        for piece in (*s.units, *s.commanders):
            top = token.get(tuple(piece.hex)) or base.get(tuple(piece.hex), "plains")
            assert not cat.terrain[top].impassable, f"{name}: {piece} stands on {top}"
    for o in sc.objectives:
        for h in o.hexes:
            top = token.get(tuple(h)) or base.get(tuple(h), "plains")
            assert not cat.terrain[top].impassable, f"{name}: objective {o.id} on {top}"


def test_clash_on_the_kingsroad_is_the_introduction():
    sc = load_scenario("clash_on_the_kingsroad")
    assert sc.round_limit == 5
    assert sc.victory.at_end == "control_objectives" and sc.victory.end_house == "lannister"
    assert len(sc.victory.end_objectives) == 2
    road = [t for t in sc.terrain if t.terrain == "road"]
    assert {t.hex[1] for t in road} == set(range(sc.board.rows))   # the road crosses the whole field
    stark = {c.commander for c in sc.side("stark").commanders}
    # seed 003: the Clash does not use Robb Stark, Eddard Stark nor the Greatjon
    assert not any(c.startswith(("robb", "eddard", "greatjon")) for c in stark)


def test_every_commander_card_is_used_by_some_battle(cat):
    used = {c.commander for name in BATTLES for s in load_scenario(name).sides for c in s.commanders}
    assert used == {c.id for c in cat.commanders.values() if c.house in HOUSES}   # the core houses' cards


# ---------------------------------------------------------------- broken copies are refused
def _clash() -> dict:
    return json.loads((BATTLES_DIR / "clash_on_the_kingsroad.json").read_text(encoding="utf-8"))


def _break(data: dict, how: str) -> tuple[dict, str]:
    data = copy.deepcopy(data)
    if how == "unknown unit type":
        data["sides"][1]["units"][0]["type"] = "dragon"
        return data, "sides.1.units.0.type"
    if how == "hex off the board":
        data["sides"][0]["units"][0]["hex"] = [14, 1]      # odd rows have 14 full hexes: col 14 is a half-hex
        return data, "sides.0.units.0.hex"
    if how == "two units on one hex":
        data["sides"][0]["units"][1]["hex"] = list(data["sides"][0]["units"][0]["hex"])
        return data, "sides.0.units.1.hex"
    if how == "missing field":
        del data["briefing"]
        return data, "briefing"
    if how == "wrong house's unit":
        data["sides"][0]["units"][0]["type"] = "war_host"
        return data, "sides.0.units.0.type"
    if how == "unknown objective":
        data["victory"]["end_objectives"] = ["crossroads_inn", "kings_landing"]
        return data, "victory.end_objectives"
    if how == "wrong field type":
        data["round_limit"] = "five"
        return data, "round_limit"
    if how == "two hex types on one hex":
        data["terrain"].append({"hex": data["terrain"][0]["hex"], "terrain": "forest"})
        return data, f"terrain.{len(data['terrain']) - 1}.hex"
    if how == "unit on a river":
        data["terrain"].append({"hex": data["sides"][0]["units"][0]["hex"], "terrain": "river"})
        return data, "sides.0.units.0.hex"
    if how == "objective on a palisade":
        data["terrain"].append({"hex": data["objectives"][0]["hexes"][0], "terrain": "palisade"})
        return data, "objectives.0.hexes"
    if how == "one commander twice":
        data["sides"][0]["commanders"][1]["commander"] = data["sides"][0]["commanders"][0]["commander"]
        return data, "sides.0.commanders.1.commander"
    if how == "instant victory met at once":
        data["victory"]["instant"] = [{"kind": "vp", "house": "stark", "value": 0}]
        return data, "victory.instant.0.value"
    if how == "a side with no units":
        data["sides"][1]["units"], data["sides"][1]["commanders"] = [], []
        return data, "sides.1"
    raise AssertionError(how)


@pytest.mark.parametrize("how", [
    "unknown unit type", "hex off the board", "two units on one hex", "missing field",
    "wrong house's unit", "unknown objective", "wrong field type", "two hex types on one hex", "unit on a river",
    "objective on a palisade", "one commander twice", "instant victory met at once", "a side with no units",
])
def test_broken_copy_is_refused_naming_the_field(tmp_path, how):
    data, field = _break(_clash(), how)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        scenario_from_dict(json.loads(path.read_text(encoding="utf-8")), str(path))
    message = str(err.value)
    assert str(path) in message
    assert field in message


def test_unbroken_copy_loads_from_a_path(tmp_path):
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(_clash()), encoding="utf-8")
    assert load_scenario(str(path)).id == "clash_on_the_kingsroad"
