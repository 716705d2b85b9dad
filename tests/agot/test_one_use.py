"""The site's one-use orders option (seed 001, "Ordres à Usage Unique"): the tokens as data, placing them first
and in secret, the two orders an area may hold, raids and marches against them, and each token's effect with
numbers; random games with the option never raise and never show a one-use order before the reveal."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strategic.agot.game import AGOT
from strategic.agot.one_use import one_use_tokens, starting_tokens
from strategic.agot.rules import engine
from strategic.agot.rules.actions import (Activate, Bring, Choose, EndMarch, March, Move, Muster, Pass,
                                          PlaceOneUse, PlaceOrder, Raid, ReplaceOrder, Support)
from strategic.agot.rules.common import castles
from strategic.agot.rules.one_use_orders import EFFECTS
from strategic.agot.rules.state import AgotState
from strategic.agot.rules.view import HIDDEN
from tactical.protocol import IllegalAction, Rng, ScenarioError, fill

from .positions import actor, play, position, start

OPTION = ("one-use-orders",)
THRONE = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"]


def pos(units: dict[str, tuple[str, list[str]]], orders: dict[str, str] | None = None,
        one_use: dict[str, tuple[str, str]] | None = None, throne: list[str] | None = None) -> AgotState:
    s = position(2, 6, units=units, orders=orders, throne=throne or THRONE, options=OPTION)
    s.one_use_orders = {a: [h, t] for a, (h, t) in (one_use or {}).items()}
    return s


# ------------------------------------------------------------------ data
def test_every_house_gets_two_musters_a_caravan_a_forced_march_and_its_own() -> None:
    own = {"baratheon": "will-of-rhllor", "greyjoy": "iron-fleet", "lannister": "lions-cunning",
           "martell": "scorpions-sting", "stark": "young-wolf", "tyrell": "might-of-highgarden"}
    for house, special in own.items():
        assert starting_tokens(house) == sorted(["muster", "muster", "supply-caravan", "forced-march", special])
    icons = {t.id: t.icon for t in one_use_tokens().values()}
    assert icons == {"muster": "consolidate", "supply-caravan": "consolidate", "forced-march": "march",
                     "will-of-rhllor": "raid", "iron-fleet": "raid", "lions-cunning": "raid",
                     "scorpions-sting": "raid", "young-wolf": "raid", "might-of-highgarden": "consolidate"}
    assert set(EFFECTS) == set(icons)          # every token of the data has its rule, and no rule is spare


def test_a_broken_file_names_file_and_field(tmp_path: Path) -> None:
    data = json.loads((Path(__file__).parents[2] / "scenarios/agot/one-use-orders.json").read_text())
    data["orders"][0]["icon"] = "charge"
    bad = tmp_path / "one-use-orders.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(ScenarioError, match=r"(?s)one-use-orders.json.*orders\.muster\.icon"):
        one_use_tokens(bad)
    data["orders"][0]["icon"], data["orders"][0]["count"] = "consolidate", 1
    bad.write_text(json.dumps(data))
    with pytest.raises(ScenarioError, match="4 one-use orders, not 5"):
        one_use_tokens(bad)


# ------------------------------------------------------------------ placing, secrecy, the reveal
def test_placed_first_at_once_then_regular_orders_and_masked_until_the_reveal() -> None:
    state, _ = AGOT.new_game({"edition": 2, "players": 6, "options": list(OPTION)}, 3)
    assert state.step == "one_use_planning" and AGOT.to_act(state) == frozenset(THRONE)
    legal = AGOT.legal_actions(state, "stark")
    assert PlaceOneUse("winterfell", "young-wolf") in legal and Pass() in legal
    assert not any(isinstance(a, PlaceOneUse) and a.area.startswith("port-") for h in THRONE
                   for a in AGOT.legal_actions(state, h))                       # never in a port
    state, events = AGOT.apply(state, "stark", PlaceOneUse("winterfell", "young-wolf"))
    assert [(e.kind, e.audience) for e in events] == [("one_use_placed", frozenset({"stark"})),
                                                      ("one_use_chosen", None)]
    seen = AGOT.view(state, "lannister")
    assert seen.one_use_orders == {} and seen.one_use_left["stark"] == starting_tokens("stark")
    assert AGOT.view(state, "stark").one_use_orders == {"winterfell": ["stark", "young-wolf"]}
    for h in THRONE[1:]:
        state, _ = AGOT.apply(state, h, Pass())
    assert state.step == "planning"
    seen = AGOT.view(state, "lannister")
    assert seen.one_use_orders == {"winterfell": ["stark", HIDDEN]}
    assert seen.one_use_left["stark"] == starting_tokens("stark")            # the used token is not given away
    assert PlaceOrder("winterfell", "support0") in AGOT.legal_actions(state, "stark")  # two orders in one area
    while state.step == "planning":
        seat = sorted(AGOT.to_act(state))[0]
        state, events = AGOT.apply(state, seat, AGOT.legal_actions(state, seat)[0])
    revealed = [e for e in events if e.kind == "one_use_revealed"]
    assert revealed and revealed[0].data["orders"] == {"winterfell": "young-wolf"} and revealed[0].audience is None
    assert AGOT.view(state, "lannister").one_use_orders == {"winterfell": ["stark", "young-wolf"]}
    assert "young-wolf" not in state.one_use_left["stark"]


def swapped(state: AgotState, house: str, area: str, token: str) -> AgotState:
    """The same game but for `house`'s secret one-use order: `token` in `area` instead."""
    other = state.clone()
    (_, old), = [(a, t) for a, (h, t) in other.one_use_orders.items() if h == house]
    other.one_use_orders = {a: o for a, o in other.one_use_orders.items() if o[0] != house}
    other.one_use_orders[area] = [house, token]
    other.one_use_left[house].remove(token)
    other.one_use_left[house] = sorted(other.one_use_left[house] + [old])
    return other


def test_no_view_moves_with_another_houses_secret_one_use_order() -> None:
    state, _ = AGOT.new_game({"edition": 2, "players": 6, "options": list(OPTION)}, 5)
    state, _ = AGOT.apply(state, "stark", PlaceOneUse("winterfell", "young-wolf"))
    other = swapped(state, "stark", "white-harbor", "muster")           # anything while they are chosen
    for seat in THRONE[1:]:
        assert AGOT.view(state, seat).to_dict() == AGOT.view(other, seat).to_dict()
    assert AGOT.view(state, "stark").to_dict() != AGOT.view(other, "stark").to_dict()
    for h in THRONE[1:]:
        state, _ = AGOT.apply(state, h, Pass())
    other = swapped(state, "stark", "winterfell", "supply-caravan")     # the area shows, not the token
    for seat in THRONE[1:]:
        assert AGOT.view(state, seat).to_dict() == AGOT.view(other, seat).to_dict()


def test_illegal_placements_are_refused_with_a_reason() -> None:
    state, _ = AGOT.new_game({"edition": 2, "players": 6, "options": list(OPTION)}, 3)
    with pytest.raises(IllegalAction, match="not a port"):
        AGOT.apply(state, "lannister", PlaceOneUse("port-of-lannisport", "muster"))
    with pytest.raises(IllegalAction, match="still have"):
        AGOT.apply(state, "lannister", PlaceOneUse("lannisport", "young-wolf"))
    state, _ = AGOT.apply(state, "lannister", Pass())
    with pytest.raises(IllegalAction, match="not lannister's decision"):    # one per house and round
        AGOT.apply(state, "lannister", PlaceOneUse("lannisport", "muster"))


def test_fog_of_war_cuts_the_reveal_like_the_orders() -> None:
    state, _ = AGOT.new_game({"edition": 2, "players": 6, "options": list(OPTION) + ["fog-of-war"]}, 3)
    state, _ = AGOT.apply(state, "martell", PlaceOneUse("sunspear", "scorpions-sting"))
    for h in THRONE[:-1]:
        state, _ = AGOT.apply(state, h, Pass())
    reveal: list[Any] = []
    while state.step == "planning":
        seat = sorted(AGOT.to_act(state))[0]
        state, events = AGOT.apply(state, seat, AGOT.legal_actions(state, seat)[0])
        reveal += [e for e in events if e.kind == "one_use_revealed"]
    told = {next(iter(e.audience)): e.data["orders"] for e in reveal}
    assert told["martell"] == {"sunspear": "scorpions-sting"} and told["stark"] == {}
    assert AGOT.view(state, "stark").one_use_orders == {}
    assert AGOT.view(state, "martell").one_use_orders == {"sunspear": ["martell", "scorpions-sting"]}


def test_the_raven_swaps_only_regular_orders() -> None:
    s = pos({"lannisport": ("lannister", ["footman"])}, orders={"lannisport": "march0"},
            one_use={"lannisport": ("lannister", "muster")})
    s.tracks["kings_court"] = ["lannister"] + [h for h in THRONE if h != "lannister"]
    s.step = "raven"
    legal = engine.legal_actions(s, "lannister")
    assert ReplaceOrder("lannisport", "raid") in legal
    assert not any(isinstance(a, ReplaceOrder) and a.token in one_use_tokens() for a in legal)
    play(s, "lannister", ReplaceOrder("lannisport", "raid"))
    assert s.orders == {"lannisport": "raid"} and s.one_use_orders == {"lannisport": ["lannister", "muster"]}


@pytest.mark.parametrize("restriction, gone", [("no-consolidate", {"muster", "supply-caravan"}),
                                               ("no-march-special", {"forced-march"}),
                                               ("no-raid", {"young-wolf"})])
def test_westeros_restrictions_apply_by_icon(restriction: str, gone: set[str]) -> None:
    s = pos({"winterfell": ("stark", ["footman"])})
    s.restrictions = [restriction]
    start(s, "planning_begin")
    tokens = {a.token for a in engine.legal_actions(s, "stark") if isinstance(a, PlaceOneUse)}
    assert tokens == set(starting_tokens("stark")) - gone


def test_first_edition_consolidate_icons_stay_on_land() -> None:
    s = position(1, 5, units={"bay-of-ice": ("stark", ["ship"])}, options=OPTION)
    start(s, "planning_begin")
    tokens = {a.token for a in engine.legal_actions(s, "stark") if isinstance(a, PlaceOneUse)}
    assert tokens == {"forced-march", "young-wolf"}


def test_state_round_trips_through_json() -> None:
    s = pos({"winterfell": ("stark", ["footman"])}, one_use={"winterfell": ("stark", "muster")})
    s.one_use_left["stark"].remove("muster")
    s.lion_ruse = {"stark": "lannister"}
    back = AgotState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back == s and back.one_use_orders == {"winterfell": ["stark", "muster"]}


# ------------------------------------------------------------------ two orders in one area
def test_a_raid_removes_both_orders_where_allowed() -> None:
    s = pos({"the-golden-sound": ("greyjoy", ["ship"]), "lannisport": ("lannister", ["footman"]),
             "riverrun": ("lannister", ["footman"]), "searoad-marches": ("lannister", ["footman"])},
            orders={"the-golden-sound": "raid", "lannisport": "consolidate", "riverrun": "defend+1",
                    "searoad-marches": "march0"},
            one_use={"lannisport": ("lannister", "muster"), "riverrun": ("lannister", "lions-cunning"),
                     "searoad-marches": ("lannister", "forced-march")},
            throne=["greyjoy", "lannister", "baratheon", "tyrell", "martell", "stark"])
    start(s, "raids_begin")
    legal = engine.legal_actions(s, "greyjoy")
    assert Raid("the-golden-sound", "searoad-marches") not in legal      # a march and a Forced March are safe
    assert Raid("the-golden-sound", "riverrun") in legal                  # the raid-icon token is not
    play(s, "greyjoy", Raid("the-golden-sound", "lannisport"))            # double plunder: both go
    assert "lannisport" not in s.orders and "lannisport" not in s.one_use_orders
    assert s.house["greyjoy"].power == 6 and s.house["lannister"].power == 4    # one power token, not two


def test_a_raid_takes_the_raid_icon_token_and_leaves_the_defence() -> None:
    s = pos({"the-golden-sound": ("greyjoy", ["ship"]), "riverrun": ("lannister", ["footman"]),
             "winterfell": ("stark", ["footman"])},
            orders={"the-golden-sound": "raid", "riverrun": "defend+1", "winterfell": "march0"},
            one_use={"riverrun": ("lannister", "lions-cunning")}, throne=["greyjoy"] + THRONE[:3] + THRONE[4:])
    start(s, "raids_begin")
    play(s, "greyjoy", Raid("the-golden-sound", "riverrun"))
    assert s.orders == {"riverrun": "defend+1", "winterfell": "march0"} and s.one_use_orders == {}
    assert s.step == "march" and s.lion_ruse == {}                  # Lannister's token was raided away unused


def test_a_march_that_empties_its_area_removes_the_one_use_order() -> None:
    s = pos({"lannisport": ("lannister", ["footman", "footman"])}, orders={"lannisport": "march0"},
            one_use={"lannisport": ("lannister", "muster")})
    start(s, "marches_begin")
    play(s, "lannister", March("lannisport"))
    play(s, "lannister", Move("stoney-sept", ("footman",)))
    play(s, "lannister", EndMarch(False))
    assert s.one_use_orders == {"lannisport": ["lannister", "muster"]}   # units left: it stays
    s = pos({"lannisport": ("lannister", ["footman"])}, orders={"lannisport": "march0"},
            one_use={"lannisport": ("lannister", "muster")})
    start(s, "marches_begin")
    play(s, "lannister", March("lannisport"))
    play(s, "lannister", Move("stoney-sept", ("footman",)))
    events = play(s, "lannister", EndMarch(False))
    assert s.one_use_orders == {} and "one_use_void" in [e.kind for e in events]


def test_an_area_lost_in_battle_loses_its_one_use_order() -> None:
    s = pos({"searoad-marches": ("greyjoy", ["knight", "knight", "knight"]), "lannisport": ("lannister", ["footman"])},
            orders={"searoad-marches": "march0"}, one_use={"lannisport": ("lannister", "supply-caravan")})
    start(s, "marches_begin")
    play(s, "greyjoy", March("searoad-marches"))
    play(s, "greyjoy", Move("lannisport", ("knight", "knight", "knight")))
    events = play(s, "greyjoy", EndMarch(False))
    while s.step.startswith("battle"):
        seat = actor(s) if len(engine.to_act(s)) == 1 else sorted(engine.to_act(s))[0]
        events += play(s, seat, engine.legal_actions(s, seat)[0])
    assert s.owner["lannisport"] == "greyjoy" and s.one_use_orders == {}
    assert [e.data for e in events if e.kind == "one_use_void"] == [
        {"house": "lannister", "area": "lannisport", "token": "supply-caravan"}]


def test_an_order_resolves_only_in_its_icons_step() -> None:
    s = pos({"lannisport": ("lannister", ["footman"])}, orders={"lannisport": "march0"},
            one_use={"lannisport": ("lannister", "muster")})
    start(s, "marches_begin")
    assert engine.legal_actions(s, "lannister") == [March("lannisport")]
    with pytest.raises(IllegalAction):
        play(s, "lannister", Activate("lannisport"))


# ------------------------------------------------------------------ the common tokens
def test_muster_with_the_stronghold_of_its_area() -> None:
    s = pos({"highgarden": ("tyrell", ["footman"]), "oldtown": ("tyrell", ["footman"])},
            one_use={"highgarden": ("tyrell", "muster")})
    start(s, "consolidation_begin")
    assert engine.legal_actions(s, "tyrell") == [Activate("highgarden")]
    play(s, "tyrell", Activate("highgarden"))
    legal = engine.legal_actions(s, "tyrell")
    assert Muster("highgarden", "knight", "highgarden") in legal          # 2 points: a stronghold
    assert not any(isinstance(a, Muster) and a.castle == "oldtown" for a in legal)   # only this area's
    play(s, "tyrell", Muster("highgarden", "knight", "highgarden"))
    assert s.units["highgarden"] == ["footman", "knight"] and s.one_use_orders == {}
    assert s.result is not None or s.step not in ("muster", "one_use")


def test_muster_without_a_castle_does_nothing() -> None:
    s = pos({"the-reach": ("tyrell", ["footman"]), "dornish-marches": ("tyrell", ["footman"])},
            one_use={"dornish-marches": ("tyrell", "muster")})
    start(s, "consolidation_begin")
    events = play(s, "tyrell", Activate("dornish-marches"))
    assert "one_use_void" in [e.kind for e in events] and s.units["dornish-marches"] == ["footman"]


def test_supply_caravan_raises_the_level_until_the_next_supply_card() -> None:
    s = pos({"lannisport": ("lannister", ["footman"])}, one_use={"lannisport": ("lannister", "supply-caravan")})
    s.house["lannister"].supply = 1
    start(s, "consolidation_begin")
    play(s, "lannister", Activate("lannisport"))
    assert s.house["lannister"].supply == 3                           # Lannisport's 2 barrels
    s.pending, s.result = {"supply": {"recount": True, "houses": [], "then": "action_end"}}, None
    start(s, "supply_begin")
    assert s.house["lannister"].supply == 2                           # back to the barrels it controls
    s = pos({"lannisport": ("lannister", ["footman"])}, one_use={"lannisport": ("lannister", "supply-caravan")})
    s.house["lannister"].supply = 5
    start(s, "consolidation_begin")
    play(s, "lannister", Activate("lannisport"))
    assert s.house["lannister"].supply == 6                           # the top of the track


def test_forced_march_gathers_units_from_around_within_supply() -> None:
    s = pos({"moat-cailin": ("stark", ["footman"]), "white-harbor": ("stark", ["footman", "footman"]),
             "the-twins": ("stark", ["knight"]), "castle-black": ("stark", ["footman"]),
             "the-shivering-sea": ("stark", ["ship"])},
            orders={"white-harbor": "support0"}, one_use={"moat-cailin": ("stark", "forced-march")})
    s.house["stark"].supply = 1                                       # armies 3 and 2
    start(s, "marches_begin")
    play(s, "stark", Activate("moat-cailin"))
    legal = engine.legal_actions(s, "stark")
    assert Bring("white-harbor", ("footman", "footman")) in legal and Bring("the-twins", ("knight",)) in legal
    assert not any(isinstance(a, Bring) and a.frm in ("castle-black", "the-shivering-sea") for a in legal)
    events = play(s, "stark", Bring("white-harbor", ("footman", "footman")))
    assert s.units["moat-cailin"] == ["footman"] * 3 and "white-harbor" not in s.units
    assert "white-harbor" not in s.orders and "order_void" in [e.kind for e in events]
    # the knight would make an army of 4, over supply: nothing more can come and the Forced March is over
    assert s.step != "one_use" and s.units["the-twins"] == ["knight"]


def test_forced_march_counts_areas_joined_by_own_ships() -> None:
    units = {"white-harbor": ("stark", ["footman"]), "castle-black": ("stark", ["footman"])}
    s = pos(units, one_use={"white-harbor": ("stark", "forced-march")})
    start(s, "marches_begin")
    play(s, "stark", Activate("white-harbor"))
    assert s.step != "one_use"                                         # nothing can come: it is over
    s = pos({**units, "the-shivering-sea": ("stark", ["ship"])}, one_use={"white-harbor": ("stark", "forced-march")})
    start(s, "marches_begin")
    play(s, "stark", Activate("white-harbor"))
    assert engine.legal_actions(s, "stark") == [Bring("castle-black", ("footman",)), Pass()]   # ships stay at sea
    play(s, "stark", Pass())                                           # a Forced March may bring fewer
    assert s.step != "one_use" and s.units["castle-black"] == ["footman"]


# ------------------------------------------------------------------ the houses' own tokens
def test_will_of_rhllor_discards_melisandre_to_remove_a_defence_or_support() -> None:
    units = {"kingswood": ("baratheon", ["footman"]), "lannisport": ("lannister", ["footman"]),
             "highgarden": ("tyrell", ["footman"]), "winterfell": ("stark", ["footman"])}
    orders = {"lannisport": "defend+2*", "highgarden": "support0", "winterfell": "march0"}   # Stark's march waits
    s = pos(units, orders=orders, one_use={"kingswood": ("baratheon", "will-of-rhllor")})
    start(s, "raids_begin")
    play(s, "baratheon", Activate("kingswood"))
    assert engine.legal_actions(s, "baratheon") == [Choose("highgarden"), Choose("lannisport"), Pass()]
    play(s, "baratheon", Choose("lannisport"))                        # anywhere on the board
    assert "lannisport" not in s.orders and "highgarden" in s.orders
    assert "melisandre" in s.house["baratheon"].discards and len(s.house["baratheon"].hand) == 6
    s = pos(units, orders=orders, one_use={"kingswood": ("baratheon", "will-of-rhllor")})
    s.house["baratheon"].hand.remove("melisandre")
    start(s, "raids_begin")
    events = play(s, "baratheon", Activate("kingswood"))              # without Melisandre: no effect
    assert "one_use_void" in [e.kind for e in events] and s.orders["lannisport"] == "defend+2*"


def test_iron_fleet_removes_two_adjacent_orders() -> None:
    s = pos({"the-golden-sound": ("greyjoy", ["ship"]), "lannisport": ("lannister", ["footman"]),
             "riverrun": ("lannister", ["footman"]), "searoad-marches": ("tyrell", ["footman"]),
             "stoney-sept": ("lannister", ["footman"])},
            orders={"the-golden-sound": "support0", "lannisport": "march+1*", "riverrun": "defend+1",
                    "searoad-marches": "support0", "stoney-sept": "march0"},
            one_use={"the-golden-sound": ("greyjoy", "iron-fleet"), "lannisport": ("lannister", "muster")})
    start(s, "raids_begin")
    play(s, "greyjoy", Activate("the-golden-sound"))
    assert engine.legal_actions(s, "greyjoy") == [Choose("lannisport"), Choose("riverrun"),
                                                  Choose("searoad-marches"), Pass()]   # not Stoney Sept
    play(s, "greyjoy", Choose("lannisport"))
    play(s, "greyjoy", Choose("riverrun"))
    assert set(s.orders) == {"the-golden-sound", "searoad-marches", "stoney-sept"}
    assert s.one_use_orders == {"lannisport": ["lannister", "muster"]}          # never a one-use order
    assert s.step != "one_use"


def test_lions_cunning_bars_marches_raids_and_supports_against_lannister() -> None:
    s = pos({"lannisport": ("lannister", ["footman"]), "riverrun": ("stark", ["footman", "footman"]),
             "stoney-sept": ("stark", ["footman"]), "searoad-marches": ("greyjoy", ["knight"]),
             "the-golden-sound": ("greyjoy", ["ship"])},
            orders={"lannisport": "defend+1", "riverrun": "march0", "stoney-sept": "support0",
                    "searoad-marches": "march0", "the-golden-sound": "support0"},
            one_use={"lannisport": ("lannister", "lions-cunning")},
            throne=["lannister", "stark", "greyjoy", "baratheon", "tyrell", "martell"])
    start(s, "raids_begin")
    play(s, "lannister", Activate("lannisport"))
    assert engine.legal_actions(s, "lannister") == [Choose("stark"), Choose("greyjoy"), Pass()]
    play(s, "lannister", Choose("stark"))
    assert s.lion_ruse == {"stark": "lannister"} and actor(s) == "stark"
    play(s, "stark", March("riverrun"))
    legal = engine.legal_actions(s, "stark")
    assert Move("lannisport", ("footman",)) not in legal and Move("seagard", ("footman",)) in legal
    with pytest.raises(IllegalAction, match="Lion's Cunning"):
        play(s, "stark", Move("lannisport", ("footman",)))
    play(s, "stark", EndMarch(False))
    play(s, "greyjoy", March("searoad-marches"))
    play(s, "greyjoy", Move("lannisport", ("knight",)))
    play(s, "greyjoy", EndMarch(False))
    assert s.step == "battle_support" and actor(s) == "stark"
    assert engine.legal_actions(s, "stark") == [Support("stoney-sept", "lannister"), Support("stoney-sept", None)]


def test_lions_cunning_bars_raids_on_lannister() -> None:
    s = pos({"lannisport": ("lannister", ["footman"]), "riverrun": ("stark", ["footman"])},
            orders={"lannisport": "support0", "riverrun": "raid"})
    s.lion_ruse = {"stark": "lannister"}
    start(s, "raids_begin")
    assert engine.legal_actions(s, "stark") == [Raid("riverrun", None)]


def test_scorpions_sting_discards_a_card_from_each_house_around() -> None:
    s = pos({"dornish-marches": ("martell", ["footman"]), "highgarden": ("tyrell", ["footman"]),
             "the-reach": ("baratheon", ["footman"]), "the-boneway": ("lannister", ["footman"]),
             "three-towers": ("stark", ["footman"])},
            one_use={"dornish-marches": ("martell", "scorpions-sting")})
    s.house["baratheon"].hand = ["melisandre", "stannis-baratheon"]
    s.house["lannister"].hand = ["tywin-lannister"]                  # the last card is safe
    s.house["stark"].hand = ["eddard-stark", "robb-stark"]
    start(s, "raids_begin")
    play(s, "martell", Activate("dornish-marches"))
    assert engine.legal_actions(s, "martell") == [Choose("eddard-stark"), Choose("robb-stark"), Pass()]
    play(s, "martell", Choose("robb-stark"))
    assert engine.legal_actions(s, "martell") == [Choose("stannis-baratheon"), Pass()]   # never Melisandre
    play(s, "martell", Choose("stannis-baratheon"))
    assert len(engine.legal_actions(s, "martell")) == 8                # Tyrell's seven cards, or none
    play(s, "martell", Pass())
    assert s.house["stark"].hand == ["eddard-stark"] and s.house["baratheon"].hand == ["melisandre"]
    assert len(s.house["tyrell"].hand) == 7 and s.house["lannister"].hand == ["tywin-lannister"]
    assert s.step != "one_use"


def test_young_wolf_moves_without_battle_and_takes_the_second_order_along() -> None:
    s = pos({"moat-cailin": ("stark", ["footman", "knight"]), "the-twins": ("lannister", ["footman"]),
             "seagard": ("greyjoy", ["footman"])},
            orders={"moat-cailin": "support0"}, one_use={"moat-cailin": ("stark", "young-wolf")})
    s.neutral = {"white-harbor": 2}
    start(s, "raids_begin")
    play(s, "stark", Activate("moat-cailin"))
    dests = {a.to for a in engine.legal_actions(s, "stark") if isinstance(a, Move)}
    assert dests == {"greywater-watch", "winterfell"}              # no enemy, no neutral force
    events = play(s, "stark", Move("greywater-watch", ("footman", "knight")))
    assert "moat-cailin" not in s.orders and "order_void" in [e.kind for e in events]    # at once
    assert EndMarch(True) in engine.legal_actions(s, "stark")
    play(s, "stark", EndMarch(True))
    assert s.units["greywater-watch"] == ["footman", "knight"] and s.tokens["moat-cailin"] == "stark"
    assert s.house["stark"].power == 4


def test_young_wolf_wins_at_once_on_its_last_castle() -> None:
    s = pos({"white-harbor": ("stark", ["footman", "footman"]), "searoad-marches": ("lannister", ["footman"])},
            orders={"searoad-marches": "raid"}, one_use={"white-harbor": ("stark", "young-wolf")})
    s.castles_to_win = castles(s, "stark") + 1                        # Winterfell (home) and White Harbor
    start(s, "raids_begin")
    play(s, "stark", Activate("white-harbor"))
    play(s, "stark", Move("moat-cailin", ("footman",)))
    assert s.result is None
    play(s, "stark", EndMarch(False))                                  # before Lannister's raid
    assert s.result == {"winners": ["stark"], "reason": "castles", "scores": s.result["scores"]}


def test_might_of_highgarden_takes_power_up_to_the_discarded_cards_strength() -> None:
    s = pos({"highgarden": ("tyrell", ["footman"]), "searoad-marches": ("lannister", ["footman"]),
             "west-summer-sea": ("greyjoy", ["ship"]), "the-reach": ("stark", ["footman"])},
            one_use={"highgarden": ("tyrell", "might-of-highgarden")})
    s.house["stark"].power = 0
    start(s, "consolidation_begin")
    play(s, "tyrell", Activate("highgarden"))
    assert Pass() not in engine.legal_actions(s, "tyrell")               # the discard is compulsory
    play(s, "tyrell", Choose("randyll-tarly"))                         # strength 2
    assert engine.legal_actions(s, "tyrell") == [Choose("lannister"), Choose("greyjoy"), Pass()]
    play(s, "tyrell", Choose("lannister"))
    play(s, "tyrell", Choose("lannister"))
    assert s.house["tyrell"].power == 7 and s.house["lannister"].power == 3 and s.house["greyjoy"].power == 5
    assert "randyll-tarly" in s.house["tyrell"].discards and s.step != "one_use"


def test_might_of_highgarden_with_the_last_card_brings_the_hand_back() -> None:
    s = pos({"highgarden": ("tyrell", ["footman"]), "searoad-marches": ("lannister", ["footman"])},
            one_use={"highgarden": ("tyrell", "might-of-highgarden")})
    s.house["tyrell"].hand = ["mace-tyrell"]
    s.house["tyrell"].discards = ["ser-loras-tyrell", "margaery-tyrell"]
    start(s, "consolidation_begin")
    play(s, "tyrell", Activate("highgarden"))
    play(s, "tyrell", Choose("mace-tyrell"))
    assert s.house["tyrell"].hand == ["margaery-tyrell", "ser-loras-tyrell"]   # 2nd edition: the last stays out
    play(s, "tyrell", Pass())
    assert s.house["tyrell"].power == 5


# ------------------------------------------------------------------ random games
def random_game(setup: dict[str, Any], seed: int) -> tuple[AgotState, list[tuple[str, Any]]]:
    state, _ = AGOT.new_game(setup, seed)
    rng = Rng(seed)
    actions = []
    for _ in range(3000):
        if AGOT.result(state) is not None:
            break
        to_act = sorted(AGOT.to_act(state))
        seat = to_act[rng.below(len(to_act))]
        legal = AGOT.legal_actions(state, seat)
        action = fill(legal[rng.below(len(legal))], lambda r: r[rng.below(len(r))])
        state, events = AGOT.apply(state, seat, action)
        actions.append((seat, action))
        check(state, events)
    assert AGOT.result(state) is not None
    return state, actions


def check(state: AgotState, events: list[Any]) -> None:
    """Tokens are used once and one a round; a one-use order stands with its house's units (but in the middle
    of a march or a battle) and none is left once the round is over; nobody sees another's before the reveal."""
    for e in events:
        if e.kind == "one_use_placed":
            assert e.audience == frozenset({e.data["house"]})
    if any(e.kind == "round" for e in events):
        assert state.one_use_orders == {}
    moving = state.pending.get("area") if state.step == "marching" else None      # until the march ends
    assert all(a in state.owner or a == moving for a in state.orders)
    if not state.step.startswith("battle"):
        assert all(state.owner.get(a) == h or a == moving for a, (h, _) in state.one_use_orders.items())
    for house in state.houses:
        placed = [t for h, t in state.one_use_orders.values() if h == house]
        assert len(placed) <= 1 and len(state.one_use_left[house]) + len(placed) <= 5
        if state.step not in ("one_use_planning", "planning"):
            continue
        v = AGOT.view(state, house)
        assert all(t == HIDDEN for a, (h, t) in v.one_use_orders.items() if h != house)
        assert state.step == "planning" or all(h == house for h, _ in v.one_use_orders.values())


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([1, 2]), st.integers(3, 6), st.booleans(), st.integers(0, 2**32))
def test_random_games_with_the_option_keep_the_rules(edition: int, players: int, fog: bool, seed: int) -> None:
    options = list(OPTION) + (["fog-of-war"] if fog else []) + (["classic-consolidation"] if seed % 2 else [])
    random_game({"edition": edition, "players": players, "options": options, "max_rounds": 3}, seed)


def test_replay_with_the_option_is_exact() -> None:
    setup = {"edition": 2, "players": 6, "options": list(OPTION), "max_rounds": 3}
    end, actions = random_game(setup, 11)
    state, _ = AGOT.new_game(setup, 11)
    for seat, action in actions:
        state, _ = AGOT.apply(state, seat, AGOT.action_from_json(AGOT.action_to_json(action)))
    assert AGOT.state_to_json(state) == AGOT.state_to_json(end)
