"""Every house has a BattleLore army of its own (units on the core types, lords, a 35-card deck,
colours), Stark and Lannister are the core set's, and the strategic houses map to armies both ways."""
from __future__ import annotations

import pytest

from strategic.handoff.houses import BATTLE_ARMY, battle_house, strategic_house
from strategic.handoff.table import unit_type_of
from strategic.risk.rules.tables import HOUSES as RISK_HOUSES, NEUTRAL
from tactical.catalog import CORE_HOUSES, HOUSES, load_catalog
from tactical.protocol import UserError

CAT = load_catalog()


@pytest.mark.parametrize("house", HOUSES)
def test_every_house_has_an_army(house: str) -> None:
    units = [u for u in CAT.units.values() if u.house == house]
    assert sorted(u.unit_class for u in units) == ["cavalry", "infantry", "infantry", "ranged"]
    assert len({unit_type_of(CAT, house, r) for r in ("infantry", "ranged", "cavalry", "special")}) == 4
    cmds = [c for c in CAT.commanders.values() if c.house == house]
    assert len(cmds) == 7 and len({c.person for c in cmds}) == 5
    assert all(CAT.units[c.unit_type].house == house for c in cmds)
    cards = [c for c in CAT.cards.values() if c.house == house]
    assert len(cards) == 35 and len(CAT.basic_cards(house)) == 10
    assert all(c.commander in {m.person for m in cmds} for c in cards if c.commander)
    army = CAT.houses[house]
    assert len(army.field) == len(army.charge) == 3 and army.field != army.charge


@pytest.mark.parametrize("house", [h for h in HOUSES if h not in CORE_HOUSES])
def test_a_derived_house_has_names_of_its_own(house: str) -> None:
    base = CAT.houses[house].base
    assert base in CORE_HOUSES
    base_names = {u.name for u in CAT.units.values() if u.house == base}
    base_names |= {c.name for c in CAT.commanders.values() if c.house == base}
    mine = [u.name for u in CAT.units.values() if u.house == house]
    mine += [c.name for c in CAT.commanders.values() if c.house == house]
    assert not base_names & set(mine)
    for c in (c for c in CAT.commanders.values() if c.house == house):
        base_first = {b.person.title() for b in CAT.commanders.values() if b.house == base}
        assert not any(name in c.unit_ability + c.commit_ability for name in base_first), c.id


def test_the_core_houses_are_the_core_set() -> None:
    assert CAT.units["war_host"].name == "War Host of the North" and CAT.units["heavy_infantry"].house == "lannister"
    assert CAT.cards["S01"].name == "Shield Wall of the North" and CAT.commanders["jaime_kingslayer"].house == "lannister"
    assert CAT.houses["stark"].base is None and CAT.houses["lannister"].base is None


def test_strategic_houses_map_to_armies_and_back() -> None:
    risk = {h for houses in RISK_HOUSES.values() for h in houses} | {NEUTRAL}
    assert risk | {"greyjoy", "arryn"} == set(BATTLE_ARMY) == set(HOUSES)
    for house in BATTLE_ARMY:
        assert battle_house(house) in CAT.houses and strategic_house(battle_house(house)) == house
    with pytest.raises(UserError, match="no BattleLore army"):
        battle_house("bolton")
