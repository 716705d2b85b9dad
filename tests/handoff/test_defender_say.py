"""With `battles = ask` the attacker chooses the hexes or the dice, then, when both houses are human (the
setup's `humans`), the defender has its say: it accepts the hex battle or the whole invasion is fought by
the dice. An AI seat is never asked (it follows the table's setting)."""
from __future__ import annotations

from typing import Any

import pytest

from strategic.risk.cli.terminal import describe_view
from strategic.risk.game import RISK
from strategic.risk.rules.actions import Battlefield, Invade
from strategic.session.session import Session
from tactical.protocol import IllegalAction, UserError

HOUSES = ("stark", "baratheon", "lannister")
GREEDY = {h: "greedy" for h in HOUSES}
SETUP: dict[str, Any] = {"rules": "skirmish", "players": 3, "map": "mini", "max_rounds": 40, "battles": "ask"}


def _at_an_invasion(humans: list[str]) -> tuple[Session, Invade]:
    """A session (agents play every seat) stopped where a house may invade a neighbour held by another house."""
    s = Session.start("risk", SETUP | {"humans": humans}, 3, GREEDY)

    def house_target(sess: Session) -> bool:
        st = sess.state
        return st.phase == "invade" and any(isinstance(a, Invade) and st.owner[a.dst] in HOUSES
                                            for a in sess.legal(st.actor))
    s.run(until=house_target)
    invade = next(a for a in s.legal(s.state.actor) if isinstance(a, Invade) and s.state.owner[a.dst] in HOUSES)
    return s, invade


def test_a_human_defender_of_a_human_attacker_is_asked_and_may_accept_the_hexes() -> None:
    s, invade = _at_an_invasion(list(HOUSES))
    attacker, defender = s.state.actor, s.state.owner[invade.dst]
    s.submit(attacker, invade)
    assert s.state.phase == "battlefield" and s.state.actor == defender and s.child is None
    assert s.legal(defender) == [Battlefield(True), Battlefield(False)]
    assert f"now: {attacker.title()} invades {invade.dst}" in describe_view(s.view(defender))     # the terminal says why
    with pytest.raises(IllegalAction):
        s.submit(attacker, Battlefield(True))
    s.submit(defender, Battlefield(True))
    assert s.child is not None and s.child.game.name == "battlelore"
    assert s.state.pending["plan"]["sides"][1]["house"] == defender
    said = [e for e in s.events if e.kind == "battlefield"]
    assert said[-1].data["hexes"] and said[-1].data["battle"] == s.state.pending["plan"]["name"]


def test_a_defender_who_refuses_the_hexes_has_the_whole_invasion_fought_by_the_dice() -> None:
    s, invade = _at_an_invasion(list(HOUSES))
    defender = s.state.owner[invade.dst]
    committed = s.state.armies[invade.src] - 1
    s.submit(s.state.actor, invade)
    s.submit(defender, Battlefield(False))
    assert s.child is not None and s.child.game.name == "risk_battle"
    assert "plan" not in s.state.pending and s.child.setup["attacking"] == committed
    s.run(until=lambda sess: sess.child is None)
    settled = [e for e in s.events if e.kind == "invasion"]
    assert settled and settled[-1].data["dst"] == invade.dst and s.state.phase != "battle"


@pytest.mark.parametrize("humans", [[], ["stark"], ["baratheon"], ["lannister"]])
def test_nobody_is_asked_unless_both_sides_are_human(humans: list[str]) -> None:
    s, invade = _at_an_invasion(humans)
    attacker, defender = s.state.actor, s.state.owner[invade.dst]
    if attacker in humans and defender in humans:
        pytest.skip("both human here")
    s.submit(attacker, invade)
    assert s.state.phase == "battle" and "plan" in s.state.pending


def test_the_setting_is_kept_only_where_someone_has_a_say() -> None:
    plain = RISK.new_game(SETUP, 3)[0]
    assert "humans" not in plain.to_dict()          # games without it are saved and hashed as before
    asked = RISK.new_game(SETUP | {"humans": ["stark"]}, 3)[0]
    assert asked.to_dict()["humans"] == ["stark"]
    with pytest.raises(UserError, match="humans"):
        RISK.new_game(SETUP | {"humans": ["martell"]}, 3)
