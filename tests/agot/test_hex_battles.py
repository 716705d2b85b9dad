"""A Game of Thrones battles on the BattleLore hex battlefield (setup `battles`, rules/hexes.py): the request
made from a known battle, its plan, the result brought back under the board game's rules, who chooses the
battlefield, and a whole AI game fought on hexes that replays exactly."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from strategic.agot.board import load_board
from strategic.agot.game import AGOT
from strategic.agot.rules import engine
from strategic.agot.rules.actions import AcceptSupport, Battlefield, EndMarch, March, Move, PlayCard, Retreat, Support
from strategic.agot.rules.common import on_board, supply_allows
from strategic.agot.rules.hexes import battle_request
from strategic.agot.rules.state import AgotState
from strategic.session.saves import load_session, save_session
from strategic.session.session import Session
from tactical.catalog import load_catalog
from tactical.protocol import IllegalAction, Rng, SubGameResult, fill
from tactical.scenario import Scenario, validate_scenario

from .positions import actor, play, position, start
from .test_properties import check, check_fog

DECLARED = {"kings-landing": "tyrell", "stoney-sept": "lannister", "harrenhal": "lannister"}


def support_battle(battles: str = "hexes", humans: tuple[str, ...] = (), ai_battles: str = "cards") -> AgotState:
    """Seed 000's support example: Tyrell's two knights march on Blackwater (a Lannister footman), Tyrell
    supported from King's Landing (a knight), Lannister from Stoney Sept (footman, knight) and by Baratheon
    from Harrenhal (a knight), all declared and accepted."""
    s = position(1, units={
        "the-reach": ("tyrell", ["knight", "knight"]), "blackwater": ("lannister", ["footman"]),
        "kings-landing": ("tyrell", ["knight"]), "stoney-sept": ("lannister", ["footman", "knight"]),
        "harrenhal": ("baratheon", ["knight"]),
    }, orders={"the-reach": "march+1*", "blackwater": "march-1", "kings-landing": "support0",
               "stoney-sept": "support0", "harrenhal": "support0"},
        throne=["tyrell", "lannister", "baratheon", "stark", "greyjoy"],
        fiefdoms=["stark", "greyjoy", "baratheon", "lannister", "tyrell"])
    s.battles, s.ai_battles, s.humans = battles, ai_battles, list(humans)
    s.house["tyrell"].supply = 4
    start(s, "marches_begin")
    play(s, "tyrell", March("the-reach"))
    play(s, "tyrell", Move("blackwater", ("knight", "knight")))
    play(s, "tyrell", EndMarch(False))
    while s.step == "battle_support":
        play(s, actor(s), Support(s.battle.to_declare[0], DECLARED[s.battle.to_declare[0]]))
    play(s, "lannister", AcceptSupport("harrenhal", True))
    return s


def test_the_request_counts_the_battle_as_it_stands_after_the_supports() -> None:
    s = support_battle()
    assert s.step == "battle_hexes" and engine.to_act(s) == frozenset()       # paused on the battle
    request, own = battle_request(s, s.battle)
    # Tyrell: no footman (one army of levies), its 2 knights and King's Landing's; Lannister: its footman and
    # Stoney Sept's (2 armies), Stoney Sept's knight and Baratheon's from Harrenhal
    assert request["attacker"] == {"house": "tyrell", "armies": 1, "knights": 3, "siege": 0}
    assert request["defender"] == {"house": "lannister", "armies": 2, "knights": 2, "siege": 0}
    assert request["territory"] == {"name": "Blackwater", "region": "The Crownlands", "castle": False,
                                     "port": False, "seat": False, "fortification": False}
    assert request["src"] == "The Reach"
    assert own == {"tyrell": {"footmen": 0, "knights": 2, "armies": 1},
                   "lannister": {"footmen": 1, "knights": 0, "armies": 2}}
    hx = s.battle.flags["hexes"]
    assert hx["stands_for"] == {"tyrell": [1, 0, 0, 0], "lannister": [1, 1, 0, 0]}
    assert hx["plan"] == AGOT.state_from_json(AGOT.state_to_json(s)).battle.flags["hexes"]["plan"]   # in saves


def test_the_plan_passes_validation_and_is_the_sub_game() -> None:
    s = support_battle()
    plan = Scenario.model_validate(s.battle.flags["hexes"]["plan"])
    validate_scenario(plan, load_catalog(), source="agot hex battle")
    units = {side.house: Counter(load_catalog().units[u.type].unit_class for u in side.units) for side in plan.sides}
    assert units["tyrell"]["cavalry"] == 3 and units["lannister"]["cavalry"] == 2
    sub = AGOT.subgame(s)
    assert sub is not None and sub.game == "battlelore"
    assert dict(sub.seats) == {"tyrell": "tyrell", "lannister": "lannister"}
    assert sub.seed == s.battle.flags["hexes"]["seed"] and sub.setup["scenario"] == s.battle.flags["hexes"]["plan"]


def test_siege_engines_count_only_against_walls_and_for_the_attacker() -> None:
    s = position(1, units={"blackwater": ("lannister", ["footman", "siege"]),
                           "kings-landing": ("baratheon", ["footman"])},
                 orders={"blackwater": "march0", "kings-landing": "defend+1"},
                 throne=["lannister", "baratheon", "tyrell", "stark", "greyjoy"], options=("siege-engines",))
    s.battles = "hexes"
    start(s, "marches_begin")
    play(s, "lannister", March("blackwater"))
    play(s, "lannister", Move("kings-landing", ("footman", "siege")))
    play(s, "lannister", EndMarch(False))
    request, _ = battle_request(s, s.battle)
    assert request["attacker"]["siege"] == 1 and request["defender"]["siege"] == 0
    # King's Landing: a stronghold; the Defense order digs the defender in behind palisades
    assert request["territory"]["castle"] and request["territory"]["fortification"]


def march_on_blackwater(march: str, support: str) -> AgotState:
    """Lannister marches two footmen from the Reach on Blackwater (a Baratheon footman), backed by a
    footman in Stoney Sept with the Support order given."""
    s = position(1, units={"the-reach": ("lannister", ["footman", "footman"]),
                           "stoney-sept": ("lannister", ["footman"]),
                           "blackwater": ("baratheon", ["footman"])},
                 orders={"the-reach": march, "stoney-sept": support, "blackwater": "raid"},
                 throne=["lannister", "baratheon", "tyrell", "stark", "greyjoy"])
    s.battles = "hexes"
    start(s, "marches_begin")
    play(s, "lannister", March("the-reach"))
    play(s, "lannister", Move("blackwater", ("footman", "footman")))
    play(s, "lannister", EndMarch(False))
    while s.step == "battle_support":
        play(s, actor(s), Support(s.battle.to_declare[0], "lannister"))
    return s


@pytest.mark.parametrize("march, support, armies", [
    ("march0", "support0", 3),       # two footmen and the supporting one
    ("march+1*", "support0", 4),     # the March +1 fields one more army of levies
    ("march-1", "support0", 2),      # a March -1 one fewer
    ("march0", "support+1*", 4),     # the starred Support adds its +1 as well as its footman
    ("march+1*", "support+1*", 5),
])
def test_the_orders_bonuses_field_armies_of_levies(march: str, support: str, armies: int) -> None:
    s = march_on_blackwater(march, support)
    assert s.step == "battle_hexes"
    request, own = battle_request(s, s.battle)
    assert request["attacker"]["armies"] == armies and request["defender"]["armies"] == 1
    assert own["lannister"] == {"footmen": 2, "knights": 0, "armies": armies}


def test_the_levies_of_a_bonus_share_the_losses_and_spare_the_footmen_in_proportion() -> None:
    s = march_on_blackwater("march+1*", "support+1*")            # 5 armies fielded for 2 own footmen
    plan = Scenario.model_validate(s.battle.flags["hexes"]["plan"])
    cat = load_catalog()
    lannister, baratheon = (next(side.units for side in plan.sides if side.house == h) for h in ("lannister", "baratheon"))
    assert s.battle.flags["hexes"]["stands_for"]["lannister"] == [1, 1, 1, 1, 1]
    # beaten with two army units whole and three wiped out: 3 of 5 armies lost, so 3 x 2 / 5 = 1.2 of its
    # two footmen, one, falls; the levies and the supporter take the rest
    figures = [cat.units[u.type].strength if k < 2 else 0 for k, u in enumerate(lannister)]
    new, events = resumed(s, "baratheon", {"lannister": figures,
                                            "baratheon": [cat.units[u.type].strength for u in baratheon]})
    assert [e.data["unit"] for e in events if e.kind == "casualty"] == ["footman"]
    assert new.owner["blackwater"] == "baratheon"


def outcome(s: AgotState, figures: dict[str, list[int]]) -> dict[str, Any]:
    """A battle outcome for the plan: each house's units (commanders' first, full) with the figures given
    for its other units in order."""
    plan = Scenario.model_validate(s.battle.flags["hexes"]["plan"])
    cat = load_catalog()
    sides = {}
    for side in plan.sides:
        units = [{"type": c.commander, "strength": 4, "figures": 4, "commander": c.commander} for c in side.commanders]
        units += [{"type": u.type, "strength": cat.units[u.type].strength, "figures": f, "commander": None}
                  for u, f in zip(side.units, figures[side.house])]
        sides[side.house] = {"units": units, "captured": []}
    return {"sides": sides}


def resumed(s: AgotState, winner: str, figures: dict[str, list[int]]) -> tuple[AgotState, list[Any]]:
    new, events = AGOT.resume(s, SubGameResult((winner,), outcome(s, figures)))
    while new.step == "battle_retreat":
        events += play(new, actor(new), Retreat(engine.legal_actions(new, actor(new))[0].to))
    return new, events


def test_a_beaten_defender_loses_its_share_and_the_attacker_takes_the_area() -> None:
    s = support_battle()
    hands = {h: list(s.house[h].hand) for h in s.houses}
    # Lannister's two army units wiped out: both armies lost, so its one footman falls
    new, events = resumed(s, "tyrell", {"tyrell": [4, 3, 3, 3], "lannister": [0, 0, 3, 3]})
    assert [e.data["unit"] for e in events if e.kind == "casualty"] == ["footman"]
    assert new.owner["blackwater"] == "tyrell" and new.units["blackwater"] == ["knight", "knight"]
    assert "blackwater" not in new.orders                         # the loser's order goes with the area
    assert {h: new.house[h].hand for h in new.houses} == hands and not new.blade_used   # no card, no blade
    assert new.battle is None and new.step not in ("battle", "battle_hexes")


def test_a_beaten_attacker_loses_the_knights_whose_cavalry_fell_and_retreats_routed() -> None:
    s = support_battle()
    # Tyrell's own knights are its first two cavalry units: one keeps 2 of 3 figures, one only 1 of 3
    new, events = resumed(s, "lannister", {"tyrell": [4, 2, 1, 0], "lannister": [1, 1, 0, 0]})
    assert [e.data["unit"] for e in events if e.kind == "casualty"] == ["knight"]
    assert new.routed.get("the-reach") == ["knight"] or new.units.get("the-reach") == ["knight"]
    assert new.owner["blackwater"] == "lannister" and new.units["blackwater"] == ["footman"]   # the winner loses none


def test_a_draw_is_the_defenders() -> None:
    s = support_battle()
    new, events = AGOT.resume(s, SubGameResult((), outcome(s, {"tyrell": [4, 3, 3, 3], "lannister": [4, 4, 3, 3]})))
    assert next(e for e in events if e.kind == "hex_battle_won").data["winner"] == "lannister"


def test_a_forged_outcome_is_refused() -> None:
    s = support_battle()
    with pytest.raises(IllegalAction):
        AGOT.resume(s, SubGameResult(("tyrell",), {"sides": {}}))
    with pytest.raises(IllegalAction):
        AGOT.resume(s, SubGameResult(("tyrell",), outcome(s, {"tyrell": [4, 3, 3, 3], "lannister": [9, 9, 9, 9]})))


def _pieces(s: AgotState) -> dict[str, Counter[str]]:
    out: dict[str, Counter[str]] = {h: Counter() for h in s.houses}
    for area, house in s.owner.items():
        out[house].update(s.all_units(area))
    return out


@settings(max_examples=25, deadline=None)
@given(winner=st.sampled_from(["tyrell", "lannister"]), data=st.data())
def test_any_result_obeys_the_board_game(winner: str, data: st.DataObject) -> None:
    """Over any figures the battle may leave: no piece appears, the winner loses none, the loser is out of
    the area, supply and unit limits hold."""
    s = support_battle()
    before = _pieces(s)
    before["tyrell"].update(s.battle.attackers)        # the marching knights stand in the battle
    plan = Scenario.model_validate(s.battle.flags["hexes"]["plan"])
    cat = load_catalog()
    figures = {side.house: [data.draw(st.integers(0, cat.units[u.type].strength)) for u in side.units]
               for side in plan.sides}
    new, _ = resumed(s, winner, figures)
    after = _pieces(new)
    loser = "lannister" if winner == "tyrell" else "tyrell"
    assert all(after[h][u] <= before[h][u] for h in before for u in before[h] | after[h])
    assert after[winner] == before[winner]
    assert new.owner.get("blackwater") in (winner, None) and new.owner.get("blackwater") != loser
    for h in new.houses:
        assert supply_allows(new, h)
        assert all(on_board(new, h, u) <= new.unit_limits.get(u, 0) for u in ("footman", "knight", "ship", "siege"))


def _all_pieces(s: AgotState) -> dict[str, Counter[str]]:
    """Every house's pieces on the board, with an attacker's units standing in its battle."""
    out = _pieces(s)
    if s.battle is not None:
        out[s.battle.attacker].update(s.battle.attackers)
    return out


def _random_outcome(s: AgotState, rng: Rng) -> SubGameResult:
    plan = Scenario.model_validate(s.battle.flags["hexes"]["plan"])
    cat = load_catalog()
    figures = {side.house: [rng.below(cat.units[u.type].strength + 1) for u in side.units] for side in plan.sides}
    return SubGameResult(tuple(h for h in s.battle.houses if rng.below(2)), outcome(s, figures))


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(3, 6), battles=st.sampled_from(["hexes", "ask"]),
       options=st.lists(st.sampled_from(["fog-of-war", "fortifications"]), unique=True),
       edition=st.sampled_from([1, 2]))
def test_random_games_with_hex_battles_keep_the_rules(seed: int, players: int, battles: str, options: list[str],
                                                       edition: int) -> None:
    """Random legal play, each hex battle ending with random figures and winner: the rules' invariants hold
    after every step, and a hex battle never gives a house a piece (but the port's ships) nor takes one from
    its winner."""
    houses = AGOT.seats(AGOT.new_game({"edition": edition, "players": players}, seed)[0])
    setup = {"edition": edition, "players": players, "options": options, "max_rounds": 5, "battles": battles,
             "ai_battles": "hexes", "humans": list(houses[::2])}
    state, _ = AGOT.new_game(setup, seed)
    rng, fought = Rng(seed ^ 0x4E7), 0
    for _ in range(1500):
        if state.step == "battle_hexes":
            before = _all_pieces(state)
            result = _random_outcome(state, rng)
            winner = state.battle.attacker if state.battle.attacker in result.winners else state.battle.defender
            state, events = AGOT.resume(state, result)
            after = _all_pieces(state)
            # the one piece a battle gives: the conqueror's ships replacing the enemy's in the land's port (seed 001)
            taken = Counter({"ship": sum(e.data["taken"] for e in events if e.kind == "port_ships_taken")})
            assert after[winner] == before[winner] + taken
            assert all(after[h] <= before[h] for h in before if h != winner)
            fought += 1
        elif not AGOT.to_act(state):
            break
        else:
            seat = sorted(AGOT.to_act(state))[0]
            legal = AGOT.legal_actions(state, seat)
            attacks = [a for a in legal if isinstance(a, Move) and state.owner.get(a.to) not in (None, seat)]
            legal = attacks if attacks and rng.below(2) else legal          # war-like: more battles to check
            state, events = AGOT.apply(state, seat, fill(legal[rng.below(len(legal))], lambda r: r[rng.below(len(r))]))
        if state.option("fog-of-war"):
            check_fog(state, events)
        check(state)
    assert AGOT.result(state) is not None or fought


# ------------------------------------------------------------------ who chooses
def test_ask_puts_it_to_the_human_attacker_then_the_human_defender() -> None:
    s = support_battle("ask", humans=("tyrell", "lannister"))
    assert s.step == "battle_field" and engine.to_act(s) == frozenset({"tyrell"})
    assert engine.legal_actions(s, "tyrell") == [Battlefield(True), Battlefield(False)]
    play(s, "tyrell", Battlefield(True))
    assert engine.to_act(s) == frozenset({"lannister"})
    play(s, "lannister", Battlefield(False))              # the defender refuses: the rulebook's battle
    assert s.step == "battle_cards" and "hexes" not in s.battle.flags


def test_ask_with_a_human_attacker_alone_fights_on_hexes_once_it_chooses() -> None:
    s = support_battle("ask", humans=("tyrell",))
    play(s, "tyrell", Battlefield(True))
    assert s.step == "battle_hexes"


def test_an_ai_attacker_follows_ai_battles() -> None:
    assert support_battle("ask", humans=("lannister",), ai_battles="hexes").step == "battle_hexes"
    assert support_battle("ask", humans=("lannister",)).step == "battle_cards"
    assert support_battle("cards").step == "battle_cards"


def test_a_battle_at_sea_stays_with_the_rulebook() -> None:
    s = position(1, units={"blackwater-bay": ("baratheon", ["ship"]), "shipbreaker-bay": ("lannister", ["ship"])},
                 orders={"blackwater-bay": "march0", "shipbreaker-bay": "defend+1"},
                 throne=["baratheon", "lannister", "tyrell", "stark", "greyjoy"])
    s.battles = "hexes"
    start(s, "marches_begin")
    play(s, "baratheon", March("blackwater-bay"))
    play(s, "baratheon", Move("shipbreaker-bay", ("ship",)))
    play(s, "baratheon", EndMarch(False))
    assert s.step == "battle_cards"
    play(s, "baratheon", PlayCard(s.house["baratheon"].hand[0]))
    assert "hexes" not in s.battle.flags


def test_the_rulebook_setup_saves_as_before() -> None:
    state, _ = AGOT.new_game({"players": 3}, 1)
    assert not {"battles", "ai_battles", "humans"} & set(AGOT.state_to_json(state))


# ------------------------------------------------------------------ a whole game
def test_an_ai_game_on_hexes_plays_to_the_end_and_replays_exactly(tmp_path) -> None:
    setup = {"players": 3, "battles": "hexes", "max_rounds": 3}
    session = Session.start("agot", setup, 1, {h: "greedy" for h in ("stark", "lannister", "baratheon")})
    session.run()
    assert session.is_over()
    battles = [step for step in session.history if getattr(step, "subgame", None) is not None]
    assert len(battles) >= 3 and all(step.subgame.game.name == "battlelore" for step in battles)
    board = load_board(2)
    on_land = [e for e in session.events if e.kind == "battle" and board.is_land(e.data["area"])]
    assert len([e for e in session.events if e.kind == "hex_battle_won"]) == len(battles) == len(on_land)
    path = tmp_path / "agot-hexes.json"
    save_session(path, session)
    again = load_session(path)                     # replays every step and battle, and checks the hash
    assert again.state_hash() == session.state_hash() and again.result() == session.result()


def test_a_save_taken_in_the_middle_of_a_hex_battle_resumes_it(tmp_path) -> None:
    seats = {"stark": "greedy", "lannister": "greedy", "baratheon": "greedy"}
    session = Session.start("agot", {"players": 3, "battles": "hexes", "max_rounds": 3}, 1, seats)
    session.run(until=lambda s: s.child is not None and len(s.child.history) >= 3)
    assert session.state.step == "battle_hexes" and session.child.game.name == "battlelore"
    path = tmp_path / "mid-battle.json"
    save_session(path, session)
    again = load_session(path)
    assert again.child is not None and again.child.state_hash() == session.child.state_hash()
    assert again.state_hash() == session.state_hash()
    again.run()          # the battle goes on (the agents' own choices are not saved) and the game to its end
    assert again.child is None and again.is_over() and any(e.kind == "hex_battle_won" for e in again.events)
