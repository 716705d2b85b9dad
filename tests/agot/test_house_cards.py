"""House cards in battle: seed 000's Tywin against Margaery example with its numbers, one or more
hand-built battles per ability key of both editions' card sets asserting what the ability does, a check that
every key has hooks at its timing and a case here, and a property over random battles of ability cards.

A position is a new game with the board cleared, the units and orders the case needs, and a march already
made (`state.pending["attack"]`); a sentinel march order of an uninvolved house keeps the round from
moving on once the battle is over, so the board can be read as the battle left it. The battle is then
played through `engine.apply_in_place`, choosing what the case says at each decision.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strategic.agot.board import HOUSES, load_board
from strategic.agot.cards import house_cards
from strategic.agot.rules import engine
from strategic.agot.rules.abilities import HOOKS, card_of
from strategic.agot.rules.actions import (AcceptSupport, Choose, PlayCard, RemoveUnit, Retreat, Support,
                                          UseBlade)
from strategic.agot.rules.common import add_unit
from strategic.agot.rules.house_abilities import WINDOWS_OF_TIMING
from strategic.agot.rules.setup import new_game
from strategic.agot.rules.state import AgotState, Battle
from tactical.protocol import Event, Rng


# ------------------------------------------------------------------ building and playing a battle
def position(units: dict[str, tuple[str, list[str]]], attack: tuple[str, str, str, list[str]], *,
             orders: dict[str, str] | None = None, bonus: int = 0, edition: int = 2,
             second_edition_cards: bool = False) -> AgotState:
    """`units`: area -> (house, units); `attack`: (attacker, from, to, marching units)."""
    s, _ = new_game(edition, 6 if edition == 2 else 5, 1, second_edition_cards=second_edition_cards)
    s.units, s.routed, s.owner, s.garrisons, s.tokens = {}, {}, {}, {}, {}
    for area, (house, us) in units.items():
        for u in us:
            add_unit(s, area, house, u)
    s.orders = dict(orders or {})
    attacker, origin, area, marching = attack
    defender = s.owner[area]
    sentinel = next(h for h in s.houses if h not in (attacker, defender) and load_board(edition).homes[h] not in units)
    home = load_board(edition).homes[sentinel]
    add_unit(s, home, sentinel, "footman")
    s.orders[home] = "march0"
    s.pending = {"attack": {"area": area, "origin": origin, "attacker": attacker, "defender": defender,
                            "bonus": bonus, "attackers": list(marching)}}
    s.step = "battle_begin"
    engine.advance(s, [])
    return s


@dataclass
class Fight:
    """What each side does in the battle, and what came of it."""
    cards: dict[str, list[str]]                               # house -> cards in the order it plays them
    supports: dict[str, str | None] = field(default_factory=dict)   # support area -> side
    answers: list[str] = field(default_factory=list)          # Choose options, in order
    retreat: str | None = None
    casualties: list[str] = field(default_factory=list)       # units the loser removes, in order
    until: str | None = None                                  # stop when the battle reaches this step
    events: list[Event] = field(default_factory=list)
    battle: Battle | None = None

    def kinds(self, kind: str) -> list[dict[str, Any]]:
        return [dict(e.data) for e in self.events if e.kind == kind]


def fight(s: AgotState, f: Fight) -> Fight:
    f.battle = s.battle
    cards = {h: list(c) for h, c in f.cards.items()}
    answers = list(f.answers)
    while s.battle is not None and s.step.startswith("battle_"):
        b = s.battle
        seat = sorted(engine.to_act(s))[0]
        step = s.step
        a: Any
        if step == "battle_support":
            a = Support(b.to_declare[0], f.supports.get(b.to_declare[0]))
        elif step == "battle_accept":
            a = AcceptSupport(b.to_accept[0], True)
        elif step == "battle_cards":
            a = PlayCard(cards[seat].pop(0))
        elif step == "battle_ability":
            a = Choose(answers.pop(0))
        elif step == "battle_blade":
            a = UseBlade(False)
        elif step == "battle_casualties":
            a = RemoveUnit(b.area, f.casualties.pop(0)) if f.casualties else engine.legal_actions(s, seat)[0]
        else:
            a = Retreat(f.retreat) if f.retreat else engine.legal_actions(s, seat)[0]
        f.events += engine.apply_in_place(s, seat, a)
        if s.step == f.until:
            break
    assert not answers, f"questions not asked: {answers}"
    return f


def won(f: Fight) -> dict[str, Any]:
    (w,) = f.kinds("battle_won")
    return w


def asked(s: AgotState) -> list[str]:
    """The options of the question the battle waits on."""
    assert s.battle is not None
    return list(s.battle.flags["ask"]["options"])


def hand(s: AgotState, house: str) -> list[str]:
    return s.house[house].hand


# ------------------------------------------------------------------ seed 000's casualty example
@pytest.mark.parametrize("lannister_wins, tyrell_losses, lannister_losses", [(True, 1, 0), (False, 0, 0)])
def test_tywin_against_margaery_casualties(lannister_wins: bool, tyrell_losses: int, lannister_losses: int) -> None:
    """Seed 000: Tywin (2 swords) against Margaery (1 tower): Tyrell loses 2 - 1 = 1 unit if Lannister wins;
    Lannister loses none if Tyrell wins (Margaery has no sword)."""
    tyrell = ["footman", "footman"] if lannister_wins else ["knight", "knight", "knight", "footman", "footman"]
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("tyrell", tyrell)},
                 ("lannister", "stoney-sept", "blackwater", ["knight", "knight"]), edition=1)
    assert (card_of(s, "tywin-lannister").swords, card_of(s, "margaery-tyrell").towers) == (2, 1)
    f = fight(s, Fight({"lannister": ["tywin-lannister"], "tyrell": ["margaery-tyrell"]}))
    w = won(f)
    assert w["winner"] == ("lannister" if lannister_wins else "tyrell")
    # two knights and Tywin's 3 against two footmen (or three knights and two footmen) and Margaery's 1
    assert w["strength"] == {"lannister": 4 + 3, "tyrell": (2 if lannister_wins else 8) + 1}
    assert w["casualties"] == (tyrell_losses if lannister_wins else lannister_losses)
    if lannister_wins:
        assert s.units["blackwater"] == ["knight", "knight"] and s.owner["blackwater"] == "lannister"
    else:
        assert s.routed["stoney-sept"] == ["knight", "knight"]      # both knights retreat, none lost


# ------------------------------------------------------------------ one case (or more) per ability key
CASES: dict[str, list[Callable[[], None]]] = {}


def case(key: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def wrap(fn: Callable[[], None]) -> Callable[[], None]:
        CASES.setdefault(key, []).append(fn)
        return fn
    return wrap


# Lannister's two footmen march from Stoney Sept on Blackwater, held by Stark (used by many cases).
def lannister_on_blackwater(stark: list[str], **kw: Any) -> AgotState:
    units = {"stoney-sept": ("lannister", []), "blackwater": ("stark", stark)} | kw.pop("units", {})
    return position(units, ("lannister", "stoney-sept", "blackwater", kw.pop("marching", ["footman", "footman"])), **kw)


# --- Stark
@case("robb-stark")
def robb_picks_the_retreat_that_loses_fewest() -> None:
    """Robb (3) and two knights beat three Lannister units at Stoney Sept (7 against 4 + the Hound's 2).
    With supply 0 (armies of 2), going home to Lannisport (a footman there) would cost 2 units, anywhere
    empty 1: Stark, not Lannister, picks among the empty ones."""
    s = position({"riverrun": ("stark", []), "stoney-sept": ("lannister", ["footman", "footman", "knight"]),
                  "lannisport": ("lannister", ["footman"])}, ("stark", "riverrun", "stoney-sept", ["knight", "knight"]))
    s.house["lannister"].supply = 0
    f = fight(s, Fight({"stark": ["robb-stark"], "lannister": ["the-hound"]}, until="battle_retreat"))
    assert won(f)["strength"] == {"stark": 7, "lannister": 6}
    assert engine.to_act(s) == {"stark"}
    assert engine.legal_actions(s, "stark") == [Retreat(a) for a in ("blackwater", "harrenhal", "searoad-marches")]
    assert engine.legal_actions(s, "lannister") == []
    fight(s, Fight({}, retreat="harrenhal"))
    assert sorted(s.routed["harrenhal"]) == ["footman", "knight"]          # the knight is kept first


@case("roose-bolton")
def roose_takes_the_discards_back_when_he_loses() -> None:
    s = lannister_on_blackwater(["footman"], marching=["knight", "knight"])
    s.house["stark"].hand = ["catelyn-stark", "roose-bolton", "the-blackfish"]
    s.house["stark"].discards = ["eddard-stark", "greatjon-umber", "robb-stark", "ser-rodrick-cassel"]
    f = fight(s, Fight({"stark": ["roose-bolton"], "lannister": ["the-hound"]}))
    assert won(f)["winner"] == "lannister"
    assert len(hand(s, "stark")) == 7 and s.house["stark"].discards == []


@case("roose-bolton")
def roose_is_discarded_when_he_wins() -> None:
    s = lannister_on_blackwater(["knight", "knight"])
    s.house["stark"].discards = ["eddard-stark"]
    s.house["stark"].hand.remove("eddard-stark")
    fight(s, Fight({"stark": ["roose-bolton"], "lannister": ["the-hound"]}))
    assert s.house["stark"].discards == ["eddard-stark", "roose-bolton"]


@case("the-blackfish")
def blackfish_takes_no_casualties() -> None:
    """Gregor's 3 swords win (4 + 3 against 2 + 1), but the Blackfish loses no unit: both footmen retreat."""
    s = lannister_on_blackwater(["footman", "footman"], marching=["knight", "knight"])
    f = fight(s, Fight({"stark": ["the-blackfish"], "lannister": ["ser-gregor-clegane"]}, retreat="harrenhal"))
    assert won(f)["strength"] == {"lannister": 7, "stark": 3} and won(f)["casualties"] == 0
    assert s.routed["harrenhal"] == ["footman", "footman"]


@case("catelyn-stark")
def catelyn_doubles_the_defend_order() -> None:
    """A Defend +2 counts 4: one footman, 4 and Catelyn's 0 beat two footmen and Jaime (5 against 4)."""
    s = lannister_on_blackwater(["footman"], orders={"blackwater": "defend+2*"})
    f = fight(s, Fight({"stark": ["catelyn-stark"], "lannister": ["ser-jaime-lannister"]}))
    assert won(f)["strength"] == {"lannister": 4, "stark": 5} and won(f)["winner"] == "stark"


@case("master-luwin")
def luwin_takes_back_another_discarded_card() -> None:
    s = lannister_on_blackwater(["footman"], edition=1)
    s.house["stark"].hand = [c for c in hand(s, "stark") if c not in ("eddard-stark", "robb-stark")]
    s.house["stark"].discards = ["eddard-stark", "robb-stark"]
    fight(s, Fight({"stark": ["master-luwin"], "lannister": ["the-hound"]}, answers=["eddard-stark"]))
    assert "eddard-stark" in hand(s, "stark")
    assert s.house["stark"].discards == ["robb-stark", "master-luwin"]


@case("master-luwin")
def luwin_after_melisandre_in_iron_throne_order() -> None:
    """Both "after combat": Baratheon (1st on the Iron Throne) discards Robb from Stark's hand with Melisandre
    first, then Master Luwin may take Robb straight back."""
    s = position({"stoney-sept": ("baratheon", []), "blackwater": ("stark", ["footman"])},
                 ("baratheon", "stoney-sept", "blackwater", ["knight", "knight"]), edition=1)
    fight(s, Fight({"baratheon": ["melisandre"], "stark": ["master-luwin"]}, until="battle_ability"))
    assert engine.to_act(s) == {"baratheon"} and "robb-stark" in asked(s)
    fight(s, Fight({}, answers=["robb-stark"], until="battle_ability"))
    assert engine.to_act(s) == {"stark"} and asked(s) == ["robb-stark", "none"]
    fight(s, Fight({}, answers=["robb-stark"]))
    assert "robb-stark" in hand(s, "stark") and s.house["stark"].discards == ["master-luwin"]


# --- Lannister
def tywin(lannister_wins: bool) -> None:
    s = lannister_on_blackwater(["footman"] if lannister_wins else ["knight", "knight", "knight"])
    fight(s, Fight({"stark": ["catelyn-stark"], "lannister": ["tywin-lannister"]}))
    assert s.house["lannister"].power == (7 if lannister_wins else 5)


case("tywin-lannister")(lambda: tywin(True))
case("tywin-lannister")(lambda: tywin(False))


@case("ser-kevan-lannister")
def kevan_doubles_attacking_footmen() -> None:
    """Two footmen attacking and one supporting from Harrenhal count 2 each: 6 + Kevan's 1 = 7."""
    s = lannister_on_blackwater(["footman"], units={"harrenhal": ("lannister", ["footman"])},
                                orders={"harrenhal": "support0"})
    f = fight(s, Fight({"stark": ["eddard-stark"], "lannister": ["ser-kevan-lannister"]},
                       supports={"harrenhal": "lannister"}))
    assert won(f)["strength"] == {"lannister": 7, "stark": 5}


@case("ser-kevan-lannister")
def kevan_does_nothing_in_defence() -> None:
    s = position({"the-reach": ("stark", []), "blackwater": ("lannister", ["footman", "footman"])},
                 ("stark", "the-reach", "blackwater", ["footman"]))
    f = fight(s, Fight({"stark": ["catelyn-stark"], "lannister": ["ser-kevan-lannister"]}))
    assert won(f)["strength"] == {"stark": 1, "lannister": 3}


@case("tyrion-lannister")
def tyrion_sends_the_card_back() -> None:
    s = lannister_on_blackwater(["footman"])
    f = fight(s, Fight({"stark": ["eddard-stark"], "lannister": ["tyrion-lannister"]}, until="battle_ability"))
    assert asked(s) == ["cancel", "keep"] and engine.to_act(s) == {"lannister"}
    f.events += engine.apply_in_place(s, "lannister", Choose("cancel"))
    assert engine.to_act(s) == {"stark"} and PlayCard("eddard-stark") not in engine.legal_actions(s, "stark")
    f = fight(s, Fight({"stark": ["catelyn-stark"]}))
    assert won(f)["strength"] == {"lannister": 3, "stark": 1}
    assert "eddard-stark" in hand(s, "stark") and s.house["stark"].discards == ["catelyn-stark"]


@case("tyrion-lannister")
def tyrion_kept_card_fights() -> None:
    """Declined, Eddard fights: 5 against 3, and his 2 swords kill both attacking footmen."""
    s = lannister_on_blackwater(["footman"])
    f = fight(s, Fight({"stark": ["eddard-stark"], "lannister": ["tyrion-lannister"]}, answers=["keep"]))
    assert won(f)["strength"] == {"lannister": 3, "stark": 5} and won(f)["casualties"] == 2
    assert "stoney-sept" not in s.units and "stoney-sept" not in s.routed


@case("tyrion-lannister")
def tyrion_against_the_last_card_leaves_none() -> None:
    s = lannister_on_blackwater(["footman"])
    others = [c for c in hand(s, "stark") if c != "eddard-stark"]
    s.house["stark"].hand, s.house["stark"].discards = ["eddard-stark"], others
    f = fight(s, Fight({"stark": ["eddard-stark"], "lannister": ["tyrion-lannister"]}, answers=["cancel"]))
    assert won(f)["strength"] == {"lannister": 3, "stark": 1}
    assert hand(s, "stark") == ["eddard-stark"] and s.house["stark"].discards == others


@case("tyrion-lannister")
def tyrion_the_new_card_acts_at_once() -> None:
    """Garlan sent back, Tyrell plays Mace: his "immediately" still kills a footman (3 - 1 + 1 = 2 against 8)."""
    s = position({"the-reach": ("tyrell", []), "blackwater": ("lannister", ["footman", "footman", "footman"])},
                 ("tyrell", "the-reach", "blackwater", ["knight", "knight"]))
    f = fight(s, Fight({"tyrell": ["ser-garlan-tyrell", "mace-tyrell"], "lannister": ["tyrion-lannister"]},
                       answers=["cancel"]))
    assert f.kinds("card_played") == [{"house": "tyrell", "card": "mace-tyrell"}]
    assert len(f.kinds("unit_destroyed")) == 1 and won(f)["strength"] == {"tyrell": 8, "lannister": 3}


@case("cersei-lannister")
def cersei_removes_an_order_of_the_loser() -> None:
    s = lannister_on_blackwater(["footman"], marching=["knight", "knight"],
                                units={"winterfell": ("stark", ["footman"]), "white-harbor": ("stark", ["footman"])},
                                orders={"winterfell": "consolidate", "white-harbor": "raid"})
    fight(s, Fight({"stark": ["catelyn-stark"], "lannister": ["cersei-lannister"]}, until="battle_ability"))
    assert asked(s) == ["white-harbor", "winterfell", "none"]
    fight(s, Fight({}, answers=["winterfell"]))
    assert "winterfell" not in s.orders and s.orders["white-harbor"] == "raid"


# --- Baratheon
@pytest.mark.parametrize("lannister_first", [False, True])
def stannis(lannister_first: bool) -> None:
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("baratheon", ["footman"])},
                 ("lannister", "stoney-sept", "blackwater", ["footman", "footman"]))
    if lannister_first:
        s.tracks["iron_throne"][:2] = ["lannister", "baratheon"]
    f = fight(s, Fight({"baratheon": ["stannis-baratheon"], "lannister": ["ser-jaime-lannister"]}))
    assert won(f)["strength"]["baratheon"] == 1 + 4 + (1 if lannister_first else 0)


case("stannis-baratheon")(lambda: stannis(False))
case("stannis-baratheon")(lambda: stannis(True))


def davos(stannis_discarded: bool) -> None:
    """With Stannis discarded Davos is 3 and has a sword: 5 against Jaime's 4 and one footman dies; without,
    4 against 4, Baratheon wins the tie on the Fiefdoms track and nobody dies."""
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("baratheon", ["footman", "footman"])},
                 ("lannister", "stoney-sept", "blackwater", ["footman", "footman"]))
    if stannis_discarded:
        s.house["baratheon"].hand.remove("stannis-baratheon")
        s.house["baratheon"].discards = ["stannis-baratheon"]
    f = fight(s, Fight({"baratheon": ["ser-davos-seaworth"], "lannister": ["ser-jaime-lannister"]}))
    assert won(f)["winner"] == "baratheon"
    assert (won(f)["strength"]["baratheon"], won(f)["casualties"]) == ((5, 1) if stannis_discarded else (4, 0))


case("ser-davos-seaworth")(lambda: davos(True))
case("ser-davos-seaworth")(lambda: davos(False))


def sea_battle(greyjoy_card: str, baratheon_card: str, supported: bool) -> Fight:
    """Greyjoy's two ships sail from Blackwater Bay into Shipbreaker Bay (Baratheon, two ships), one Greyjoy
    ship supporting from the Narrow Sea; Baratheon maybe supported by a ship in the East Summer Sea."""
    units = {"blackwater-bay": ("greyjoy", []), "shipbreaker-bay": ("baratheon", ["ship", "ship"]),
             "the-narrow-sea": ("greyjoy", ["ship"]), "east-summer-sea": ("baratheon", ["ship"])}
    s = position(units, ("greyjoy", "blackwater-bay", "shipbreaker-bay", ["ship", "ship"]),
                 orders={"the-narrow-sea": "support0", "east-summer-sea": "support0"})
    return fight(s, Fight({"greyjoy": [greyjoy_card], "baratheon": [baratheon_card]},
                          supports={"the-narrow-sea": "greyjoy", "east-summer-sea": "baratheon" if supported else None}))


@case("salladhor-saan")
def salladhor_zeroes_other_ships_when_supported() -> None:
    """Supported, Salladhor makes Greyjoy's three ships count 0, Victarion's doubling too: 3 against 2 + 1 + 1."""
    assert won(sea_battle("victarion-greyjoy", "salladhor-saan", True))["strength"] == {"greyjoy": 3, "baratheon": 4}


@case("salladhor-saan")
def salladhor_unsupported_does_nothing() -> None:
    assert won(sea_battle("dagmar-cleftjaw", "salladhor-saan", False))["strength"] == {"greyjoy": 4, "baratheon": 3}


@case("renly-baratheon")
def renly_upgrades_a_footman() -> None:
    s = position({"stoney-sept": ("baratheon", []), "blackwater": ("stark", ["footman"]),
                  "harrenhal": ("baratheon", ["footman"])},
                 ("baratheon", "stoney-sept", "blackwater", ["footman", "knight"]), orders={"harrenhal": "support0"})
    fight(s, Fight({"baratheon": ["renly-baratheon"], "stark": ["catelyn-stark"]},
                   supports={"harrenhal": "baratheon"}, until="battle_ability"))
    assert asked(s) == ["blackwater", "harrenhal", "none"]
    fight(s, Fight({}, answers=["blackwater"]))
    assert sorted(s.units["blackwater"]) == ["knight", "knight"] and s.units["harrenhal"] == ["footman"]


@case("renly-baratheon")
def renly_upgrades_a_supporting_footman() -> None:
    s = position({"stoney-sept": ("baratheon", []), "blackwater": ("stark", ["footman"]),
                  "harrenhal": ("baratheon", ["footman"])},
                 ("baratheon", "stoney-sept", "blackwater", ["knight"]), orders={"harrenhal": "support0"})
    fight(s, Fight({"baratheon": ["renly-baratheon"], "stark": ["catelyn-stark"]},
                   supports={"harrenhal": "baratheon"}, answers=["harrenhal"]))
    assert s.units["harrenhal"] == ["knight"] and s.units["blackwater"] == ["knight"]


def patchface_case(edition: int, last_card: bool) -> None:
    """Patchface (Melisandre in the 1st edition) discards Tywin from Lannister's hand; seed 000: not when
    Lannister played his last card."""
    card = "patchface" if edition == 2 else "melisandre"
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("baratheon", ["footman", "footman", "knight"])},
                 ("lannister", "stoney-sept", "blackwater", ["footman"]), edition=edition)
    if last_card:
        s.house["lannister"].discards = [c for c in hand(s, "lannister") if c != "the-hound"]
        s.house["lannister"].hand = ["the-hound"]
    fight(s, Fight({"baratheon": [card], "lannister": ["the-hound"]}, answers=[] if last_card else ["tywin-lannister"]))
    if last_card:
        assert len(hand(s, "lannister")) == 7
    else:
        assert "tywin-lannister" not in hand(s, "lannister") and len(hand(s, "lannister")) == 5
        assert s.house["lannister"].discards == ["the-hound", "tywin-lannister"]


case("patchface")(lambda: patchface_case(2, False))
case("patchface")(lambda: patchface_case(1, False))
case("patchface")(lambda: patchface_case(1, True))


# --- Greyjoy
@case("victarion-greyjoy")
def victarion_doubles_attacking_ships() -> None:
    """Two ships and a supporting one count 2 each: 6 + Victarion's 3 = 9 against 2 ships and Brienne's 2."""
    assert won(sea_battle("victarion-greyjoy", "brienne-of-tarth", False))["strength"] == {"greyjoy": 9, "baratheon": 4}


@case("balon-greyjoy")
def balon_zeroes_the_printed_strength() -> None:
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("greyjoy", ["footman"])},
                 ("lannister", "stoney-sept", "blackwater", ["footman", "footman"]))
    f = fight(s, Fight({"greyjoy": ["balon-greyjoy"], "lannister": ["ser-gregor-clegane"]}))
    assert won(f)["strength"] == {"lannister": 2, "greyjoy": 3}


def theon(area: str) -> None:
    """In Harrenhal (a castle) Theon is 3 with a sword: 4 against 4, Greyjoy wins the tie (Fiefdoms) and a
    Lannister footman dies; in Blackwater he is 2: Lannister wins and Jaime's sword kills the footman."""
    s = position({"stoney-sept": ("lannister", []), area: ("greyjoy", ["footman"])},
                 ("lannister", "stoney-sept", area, ["footman", "footman"]))
    f = fight(s, Fight({"greyjoy": ["theon-greyjoy"], "lannister": ["ser-jaime-lannister"]}))
    castle = area == "harrenhal"
    assert won(f)["strength"] == {"lannister": 4, "greyjoy": 4 if castle else 3}
    assert (won(f)["winner"], won(f)["casualties"]) == ("greyjoy" if castle else "lannister", 1)


case("theon-greyjoy")(lambda: theon("harrenhal"))
case("theon-greyjoy")(lambda: theon("blackwater"))


def asha(supported: bool) -> None:
    """Unsupported, Asha has 2 swords: both Stark footmen die; supported she has none."""
    units = {"stoney-sept": ("greyjoy", []), "blackwater": ("stark", ["footman", "footman"]),
             "harrenhal": ("greyjoy", ["footman"])}
    s = position(units, ("greyjoy", "stoney-sept", "blackwater", ["knight", "knight"]), orders={"harrenhal": "support0"})
    f = fight(s, Fight({"greyjoy": ["asha-greyjoy"], "stark": ["catelyn-stark"]},
                       supports={"harrenhal": "greyjoy" if supported else None}))
    assert won(f)["casualties"] == (0 if supported else 2)


case("asha-greyjoy")(lambda: asha(False))
case("asha-greyjoy")(lambda: asha(True))


@case("asha-greyjoy")
def asha_tower_saves_a_unit() -> None:
    """Losing to Eddard (2 swords), unsupported Asha's tower saves one of the two attacking footmen."""
    s = position({"stoney-sept": ("greyjoy", []), "blackwater": ("stark", ["footman", "footman"])},
                 ("greyjoy", "stoney-sept", "blackwater", ["footman", "footman"]))
    f = fight(s, Fight({"greyjoy": ["asha-greyjoy"], "stark": ["eddard-stark"]}))
    assert won(f)["strength"] == {"greyjoy": 3, "stark": 6} and won(f)["casualties"] == 1
    assert s.routed["stoney-sept"] == ["footman"]


@case("aeron-damphair")
def aeron_pays_two_power_for_another_card() -> None:
    s = position({"stoney-sept": ("greyjoy", []), "blackwater": ("stark", ["footman"])},
                 ("greyjoy", "stoney-sept", "blackwater", ["footman", "footman"]))
    f = fight(s, Fight({"greyjoy": ["aeron-damphair", "euron-crows-eye"], "stark": ["catelyn-stark"]}, answers=["swap"]))
    assert won(f)["strength"] == {"greyjoy": 6, "stark": 1} and won(f)["casualties"] == 1
    assert s.house["greyjoy"].power == 3
    assert s.house["greyjoy"].discards == ["aeron-damphair", "euron-crows-eye"]


@case("aeron-damphair")
def aeron_without_two_power_asks_nothing() -> None:
    s = position({"stoney-sept": ("greyjoy", []), "blackwater": ("stark", ["footman"])},
                 ("greyjoy", "stoney-sept", "blackwater", ["footman", "footman"]))
    s.house["greyjoy"].power = 1
    f = fight(s, Fight({"greyjoy": ["aeron-damphair"], "stark": ["catelyn-stark"]}))
    assert won(f)["strength"] == {"greyjoy": 2, "stark": 1} and s.house["greyjoy"].power == 1


# --- Tyrell
def mace(edition: int) -> None:
    """Mace (Ser Loras in the 1st edition) kills the defending footman: the knight and the Hound make 4."""
    card = "mace-tyrell" if edition == 2 else "ser-loras-tyrell"
    s = position({"the-reach": ("tyrell", []), "blackwater": ("lannister", ["footman", "knight"])},
                 ("tyrell", "the-reach", "blackwater", ["knight", "knight"]), edition=edition)
    f = fight(s, Fight({"tyrell": [card], "lannister": ["the-hound"]}))
    assert f.kinds("unit_destroyed") == [{"house": "lannister", "area": "blackwater", "unit": "footman", "card": card}]
    assert won(f)["strength"] == {"tyrell": 4 + card_of(s, card).strength, "lannister": 2 + 2}
    assert [u for us in s.routed.values() for u in us] == ["knight"]


case("mace-tyrell")(lambda: mace(2))
case("mace-tyrell")(lambda: mace(1))


@case("mace-tyrell")
def mace_kills_the_last_unit_and_wins_at_once() -> None:
    """The lone defending footman dies: Lannister loses at once though 0 + 5 supporting + 3 beat 1 + 4."""
    s = position({"the-reach": ("tyrell", []), "blackwater": ("lannister", ["footman"]),
                  "stoney-sept": ("lannister", ["knight", "knight", "footman"])},
                 ("tyrell", "the-reach", "blackwater", ["footman"]), orders={"stoney-sept": "support0"})
    f = fight(s, Fight({"tyrell": ["mace-tyrell"], "lannister": ["ser-gregor-clegane"]},
                       supports={"stoney-sept": "lannister"}))
    assert won(f)["strength"] == {"tyrell": 5, "lannister": 8} and won(f)["winner"] == "tyrell"
    assert s.owner["blackwater"] == "tyrell"


@case("mace-tyrell")
def mace_spares_the_blackfish() -> None:
    s = position({"the-reach": ("tyrell", []), "blackwater": ("stark", ["footman", "footman"])},
                 ("tyrell", "the-reach", "blackwater", ["knight"]))
    f = fight(s, Fight({"tyrell": ["mace-tyrell"], "stark": ["the-blackfish"]}))
    assert f.kinds("unit_destroyed") == [] and won(f)["strength"] == {"tyrell": 6, "stark": 3}


@case("queen-of-thorns")
def queen_of_thorns_removes_a_support() -> None:
    """Removing the Stoney Sept support (a knight, 2) turns 1 + 2 + Jaime's 2 = 5 into 3, against 4."""
    s = position({"the-reach": ("tyrell", []), "blackwater": ("lannister", ["footman"]),
                  "stoney-sept": ("lannister", ["knight"]), "harrenhal": ("lannister", ["footman"])},
                 ("tyrell", "the-reach", "blackwater", ["knight", "knight"]),
                 orders={"stoney-sept": "support0", "harrenhal": "raid"})
    f = fight(s, Fight({"tyrell": ["queen-of-thorns"], "lannister": ["ser-jaime-lannister"]},
                       supports={"stoney-sept": "lannister"}, until="battle_ability"))
    assert asked(s) == ["harrenhal", "stoney-sept"]
    f = fight(s, Fight({}, answers=["stoney-sept"]))
    assert won(f)["strength"] == {"tyrell": 4, "lannister": 3}
    assert "stoney-sept" not in s.orders and s.orders["harrenhal"] == "raid"


@case("ser-loras-tyrell")
def loras_moves_the_march_order_in() -> None:
    s = position({"the-reach": ("tyrell", []), "blackwater": ("stark", ["footman"])},
                 ("tyrell", "the-reach", "blackwater", ["knight", "knight"]), bonus=1)
    f = fight(s, Fight({"tyrell": ["ser-loras-tyrell"], "stark": ["catelyn-stark"]}))
    assert won(f)["strength"] == {"tyrell": 8, "stark": 1}
    assert s.orders["blackwater"] == "march+1*"


@case("ser-loras-tyrell")
def loras_losing_moves_nothing() -> None:
    s = position({"the-reach": ("tyrell", []), "blackwater": ("stark", ["knight", "knight", "knight"])},
                 ("tyrell", "the-reach", "blackwater", ["footman"]))
    fight(s, Fight({"tyrell": ["ser-loras-tyrell"], "stark": ["catelyn-stark"]}))
    assert "blackwater" not in s.orders


# --- Martell
@case("arianne-martell")
def arianne_keeps_the_attackers_out() -> None:
    s = position({"stoney-sept": ("lannister", []), "blackwater": ("martell", ["footman"])},
                 ("lannister", "stoney-sept", "blackwater", ["knight", "knight"]))
    f = fight(s, Fight({"martell": ["arianne-martell"], "lannister": ["the-hound"]}, retreat="harrenhal"))
    assert won(f)["strength"] == {"lannister": 6, "martell": 2}
    assert s.units["stoney-sept"] == ["knight", "knight"] and "blackwater" not in s.owner
    assert s.routed["harrenhal"] == ["footman"]


def nymeria(attacking: bool) -> None:
    """Defending, her tower stops Jaime's sword; attacking, her sword kills the defender's footman."""
    if attacking:
        s = position({"the-reach": ("martell", []), "blackwater": ("stark", ["footman"])},
                     ("martell", "the-reach", "blackwater", ["knight", "knight"]))
        f = fight(s, Fight({"martell": ["nymeria-sand"], "stark": ["catelyn-stark"]}))
        assert won(f)["winner"] == "martell" and won(f)["casualties"] == 1
    else:
        s = position({"stoney-sept": ("lannister", []), "blackwater": ("martell", ["footman", "footman"])},
                     ("lannister", "stoney-sept", "blackwater", ["knight", "knight"]))
        f = fight(s, Fight({"martell": ["nymeria-sand"], "lannister": ["ser-jaime-lannister"]}))
        assert won(f)["winner"] == "lannister" and won(f)["casualties"] == 0


case("nymeria-sand")(lambda: nymeria(True))
case("nymeria-sand")(lambda: nymeria(False))


def doran(track: str) -> None:
    """Greyjoy (footman, knight and Dagmar: 4) meets Martell's two knights and Doran (4): a tie, which
    Greyjoy wins first on the Fiefdoms track unless Doran sends it to the bottom of that track."""
    s = position({"the-reach": ("martell", []), "blackwater": ("greyjoy", ["footman", "knight"])},
                 ("martell", "the-reach", "blackwater", ["knight", "knight"]))
    f = fight(s, Fight({"martell": ["doran-martell"], "greyjoy": ["dagmar-cleftjaw"]}, answers=[track]))
    assert s.tracks[track][-1] == "greyjoy" and len(s.tracks[track]) == 6
    assert won(f)["strength"] == {"martell": 4, "greyjoy": 4}
    assert won(f)["winner"] == ("martell" if track == "fiefdoms" else "greyjoy")


case("doran-martell")(lambda: doran("fiefdoms"))
case("doran-martell")(lambda: doran("iron_throne"))


# ------------------------------------------------------------------ random battles keep the cards and units
def deck_of(s: AgotState, house: str) -> list[str]:
    return [c.id for c in house_cards(s.edition, house, second_edition_cards=s.second_edition_cards)]


@st.composite
def random_battles(draw: st.DrawFn) -> tuple[AgotState, int]:
    """Any two houses at Blackwater, random armies, a support from Harrenhal for either side, a Defend order
    maybe, and hands of some of their ability cards (the rest discarded); the int seeds every choice."""
    edition = draw(st.sampled_from([1, 2]))
    second = edition == 1 and draw(st.booleans())
    houses = list(HOUSES[:5] if edition == 1 else HOUSES)
    attacker, defender = draw(st.permutations(houses))[:2]
    army = st.lists(st.sampled_from(["footman", "knight"]), min_size=1, max_size=3)
    helper = draw(st.sampled_from([attacker, defender]))
    orders = {"harrenhal": "support0"} | ({"blackwater": "defend+1"} if draw(st.booleans()) else {})
    s = position({"stoney-sept": (attacker, []), "blackwater": (defender, draw(army)), "harrenhal": (helper, ["footman"])},
                 (attacker, "stoney-sept", "blackwater", draw(army)), orders=orders, edition=edition,
                 second_edition_cards=second)
    for h in (attacker, defender):            # hands of ability cards only, so that most battles use some
        hs = s.house[h]
        abilities = [c for c in hs.hand if card_of(s, c).ability]
        hs.hand = sorted(draw(st.lists(st.sampled_from(abilities), unique=True, min_size=1)))
        hs.discards = [c for c in deck_of(s, h) if c not in hs.hand]
    return s, draw(st.integers(0, 2**32))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(random_battles())
def test_random_battles_keep_every_card_and_never_add_units(battle: tuple[AgotState, int]) -> None:
    """Whatever the cards and answers: each house still owns its seven cards, once each (hand or discards),
    no unit appears from nowhere (Renly only changes one's kind), and the battle ends with a winner."""
    s, seed = battle
    b = s.battle
    assert b is not None
    houses = b.houses
    deck = {h: sorted(deck_of(s, h)) for h in houses}
    before = {h: sum(len(u) for a, u in s.units.items() if s.owner[a] == h) for h in houses}
    before[b.attacker] += len(b.attackers)
    rng = Rng(seed)
    while s.battle is not None:
        seat = sorted(engine.to_act(s))[0]
        legal = engine.legal_actions(s, seat)
        engine.apply_in_place(s, seat, legal[rng.below(len(legal))])
    assert s.step == "march" and b.winner in houses and b.loser == b.enemy(b.winner)
    for h in houses:
        assert sorted(s.house[h].hand + s.house[h].discards) == deck[h]
        assert sum(len(s.all_units(a)) for a, o in s.owner.items() if o == h) <= before[h]


# ------------------------------------------------------------------ every key is registered and tested
def ability_keys() -> dict[str, str]:
    """Every ability key of both editions' card sets -> its timing."""
    return {c.ability: c.timing for edition in (1, 2) for h in HOUSES for c in house_cards(edition, h)
            if c.ability and c.timing}


def test_every_ability_key_has_hooks_at_its_timing() -> None:
    for key, timing in ability_keys().items():
        windows = set(HOOKS.get(key, {}))
        assert windows - {"answer"}, f"{key} has no hook"
        assert windows - {"answer"} <= WINDOWS_OF_TIMING[timing], f"{key}: {windows} for timing {timing}"


def test_every_ability_key_has_a_case() -> None:
    assert set(CASES) == set(ability_keys())


@pytest.mark.parametrize("fn", [fn for fns in CASES.values() for fn in fns],
                         ids=[f"{key}-{i}" for key, fns in CASES.items() for i in range(len(fns))])
def test_ability(fn: Callable[[], None]) -> None:
    fn()
