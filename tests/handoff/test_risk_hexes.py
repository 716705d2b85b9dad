"""Risk with its invasions on the hex battlefield: a whole greedy game plays to the end and replays exactly
from its save, a save taken mid-battle restores both levels, "ask" offers both ways and the AI follows the
table's setting, and a neutral defender is played by the battle's default AI."""
from __future__ import annotations

from typing import Any

import pytest

from strategic.risk.game import RISK
from strategic.risk.rules.actions import Attack, Invade
from strategic.session.saves import load_session, save_session
from strategic.session.session import Session
from tactical.protocol import UserError

GREEDY = {"stark": "greedy", "baratheon": "greedy", "lannister": "greedy"}
SETUP: dict[str, Any] = {"rules": "skirmish", "players": 3, "map": "mini", "max_rounds": 40, "battles": "hexes"}


def test_a_whole_game_on_hexes_plays_to_the_end_and_replays_exactly(tmp_path) -> None:
    s = Session.start("risk", SETUP, 2, GREEDY)
    s.run()
    res = s.result()
    assert res is not None and res.reason != "round_limit"
    battles = [step for step in s.history if step.subgame is not None]
    assert battles and all(b.subgame.game.name == "battlelore" for b in battles)
    for game, e in s.log():
        if e.kind == "invasion":
            assert e.data["att_loss"] >= 0 and e.data["def_loss"] >= 0
    save_session(tmp_path / "game.json", s)
    again = load_session(tmp_path / "game.json")
    assert again.state_hash() == s.state_hash() and again.log() == s.log()


def test_a_game_saved_during_a_hex_battle_restores_both_levels(tmp_path) -> None:
    s = Session.start("risk", SETUP, 5, GREEDY)
    s.run(until=lambda sess: sess.child is not None and len(sess.child.history) >= 3)
    assert s.child is not None and s.child.game.name == "battlelore"
    plan = s.state.pending["plan"]
    assert s.child.setup == {"scenario": plan} and plan["briefing"]
    save_session(tmp_path / "mid.json", s)
    again = load_session(tmp_path / "mid.json")
    assert again.child is not None and again.child.state_hash() == s.child.state_hash()
    again.run(until=lambda sess: sess.child is None)
    assert again.state.phase != "battle"


@pytest.mark.parametrize("ai, kind", [("dice", Attack), ("hexes", Invade)])
def test_ask_offers_dice_and_hexes_and_the_ai_follows_the_table(ai: str, kind: type) -> None:
    s = Session.start("risk", SETUP | {"battles": "ask", "ai_battles": ai, "max_rounds": 2}, 3, GREEDY)
    s.run(until=lambda sess: sess.state.phase == "invade")
    legal = s.legal(s.state.actor)
    pairs = {(a.src, a.dst) for a in legal if isinstance(a, Attack)}
    assert pairs and pairs == {(a.src, a.dst) for a in legal if isinstance(a, Invade)}
    s.run()
    fought = [step.action for step in s.history if isinstance(step.action, (Attack, Invade))]
    assert fought and all(isinstance(a, kind) for a in fought)


def test_a_neutral_defender_is_played_by_the_battles_default_ai() -> None:
    s = Session.start("risk", {"rules": "skirmish", "players": 2, "battles": "hexes", "max_rounds": 5}, 1,
                      {"targaryen": "greedy", "ghiscari": "greedy"})
    s.run(until=lambda sess: sess.child is not None and sess.state.pending["defender"] == "neutral")
    sub = RISK.subgame(s.state)
    assert sub is not None and "neutral" not in sub.seats.values()
    assert s.child is not None and s.child.seats["neutral"] == "normal"


def test_an_unknown_battles_setting_is_refused() -> None:
    with pytest.raises(UserError, match="battles"):
        RISK.new_game(SETUP | {"battles": "cards"}, 1)
