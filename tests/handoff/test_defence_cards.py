"""Cards in a hex battle (docs/decisions.md "Battle hand-off"): the dice modifiers of the cards in play
come onto the battlefield by the table's own units, +n on the best die as n more knights (blue cavalry)
and n d8 dice as n more siege engines (red archers), and are used up by the battle; a human defender
plays its defence cards (Domination) before the hex battle, in the step where it is asked."""
from __future__ import annotations

from typing import Any

from strategic.risk.rules.actions import Battlefield, Invade, PlayMaester
from strategic.session.session import Session
from tactical.catalog import load_catalog

CAT = load_catalog()
SETUP: dict[str, Any] = {"rules": "domination", "players": 3, "map": "mini", "max_rounds": 40, "battles": "hexes"}
HOUSES = ("stark", "baratheon", "lannister")


def _at_an_invasion(humans: list[str]) -> tuple[Session, Invade]:
    s = Session.start("risk", SETUP | {"humans": humans}, 3, {h: "greedy" for h in HOUSES})

    def target(sess: Session) -> bool:
        st = sess.state
        return st.phase == "invade" and any(isinstance(a, Invade) and st.owner[a.dst] in HOUSES
                                            for a in sess.legal(st.actor))
    s.run(until=target)
    return s, next(a for a in s.legal(s.state.actor) if isinstance(a, Invade) and s.state.owner[a.dst] in HOUSES)


def _specials(side: dict[str, Any]) -> list[tuple[str, str]]:
    """(class, rank) of a side's cavalry and red ranged units: the knights and siege engines."""
    out = [(CAT.units[u["type"]].unit_class, u["rank"]) for u in side["units"]]
    return sorted(x for x in out if x in (("cavalry", "blue"), ("ranged", "red")))


def test_the_cards_in_play_fight_as_knights_and_siege_engines_and_are_used_up() -> None:
    plain, invade = _at_an_invasion([])
    s, _ = _at_an_invasion([])
    attacker, defender = s.state.actor, s.state.owner[invade.dst]
    s.state.players[attacker].mods["attack_plus@battle"] = 1
    s.state.players[defender].mods.update({"defence_plus@battle": 1, "defence_d8@battle": 2})
    plain.submit(attacker, invade)
    s.submit(attacker, invade)
    before = [_specials(side) for side in plain.state.pending["plan"]["sides"]]
    after = [_specials(side) for side in s.state.pending["plan"]["sides"]]
    assert after[0] == sorted(before[0] + [("cavalry", "blue")])
    assert after[1] == sorted(before[1] + [("cavalry", "blue"), ("ranged", "red"), ("ranged", "red")])
    assert "cards worth +1 (as knights)" in s.state.pending["plan"]["briefing"]
    s.run(until=lambda sess: sess.child is None)
    assert not s.state.players[attacker].mods and not s.state.players[defender].mods


def test_a_human_defender_plays_its_defence_cards_before_the_hex_battle() -> None:
    s, invade = _at_an_invasion(list(HOUSES))
    defender = s.state.owner[invade.dst]
    s.state.players[defender].maester, s.state.players[defender].gold = ["shield_wall"], 5           # Shield Wall: +1 on the best defence die
    s.submit(s.state.actor, invade)
    assert s.state.phase == "battlefield" and s.state.actor == defender
    legal = s.legal(defender)
    assert Battlefield(True) in legal and Battlefield(False) not in legal    # "hexes": no say, only the cards
    assert PlayMaester("shield_wall", None) in legal
    s.submit(defender, PlayMaester("shield_wall", None))
    assert s.state.phase == "battlefield" and s.state.players[defender].mods == {"defence_plus@battle": 1}
    knights = s.state.unit_count(invade.dst, "knight")
    s.submit(defender, Battlefield(True))
    side = s.state.pending["plan"]["sides"][1]
    assert _specials(side).count(("cavalry", "blue")) == min(3, knights + 1) and s.child is not None
