"""Risk through the one session: undo back to the last dice roll or card, a game saved in the middle of
an invasion fought as a sub-game and restored at both levels, and the whole game replayed."""
from __future__ import annotations

from strategic.risk.rules.actions import Deploy
from strategic.session.saves import load_session, save_session
from strategic.session.session import Session

SETUP = {"rules": "skirmish", "players": 3, "map": "westeros", "max_rounds": 30}


def test_a_deploy_can_be_taken_back_but_not_the_dice_before_it() -> None:
    s = Session.start("risk", SETUP, 4, {"stark": "human", "baratheon": "human", "lannister": "human"})
    seat = next(iter(s.to_act()))
    deploy = next(a for a in s.legal(seat) if isinstance(a, Deploy))
    before = s.state_hash()
    assert not s.can_undo()                       # the deal and the first-player roll are behind a barrier
    s.submit(seat, Deploy(deploy.territory, deploy.armies.lo))
    assert s.can_undo() and s.undo() and s.state_hash() == before and not s.history


def test_a_game_saved_during_an_invasion_restores_both_levels(tmp_path) -> None:
    setup = {**SETUP, "battles": "subgame"}
    s = Session.start("risk", setup, 2, {"stark": "greedy", "baratheon": "greedy", "lannister": "greedy"})
    s.run(until=lambda sess: sess.child is not None and len(sess.child.history) >= 1)
    assert s.child is not None and s.child.game.name == "risk_battle"
    save_session(tmp_path / "mid.json", s)
    again = load_session(tmp_path / "mid.json")
    assert again.child is not None
    assert again.state_hash() == s.state_hash() and again.child.state_hash() == s.child.state_hash()
    again.run()                                   # the restored game plays on to its end
    assert again.result() is not None and again.child is None
    save_session(tmp_path / "end.json", again)
    assert load_session(tmp_path / "end.json").state_hash() == again.state_hash()
