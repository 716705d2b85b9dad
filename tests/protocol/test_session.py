"""The session on the toy engines: secret simultaneous choices, undo down to the last reveal, sub-games
(played, saved mid-way and restored), saves that name what is wrong, and the old save formats."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tactical.protocol import IllegalAction, SaveError, UserError
from strategic.session.agents import canonical, parse_seats
from strategic.session.saves import load_session, migrate, save_session
from strategic.session.session import Registry, Session

from .toy_bids import TOY_BIDS, Bid, GreedyBidder, RandomBidder
from .toy_league import TOY_LEAGUE, Challenge

GAMES = {"toy_bids": TOY_BIDS, "toy_league": TOY_LEAGUE}
AGENTS = {"random": RandomBidder, "greedy": GreedyBidder}


class Challenger:
    name = "challenger"

    def choose(self, view, legal):
        return legal[0]


TOYS = Registry(game=GAMES.__getitem__,
                agent=lambda game, kind, seed: AGENTS[kind](seed) if game == "toy_bids" else Challenger(),
                default_ai=lambda game: "greedy")


def bids(seats: dict[str, str], seed: int = 4) -> Session:
    return Session.start("toy_bids", {"players": len(seats)}, seed, seats, registry=TOYS)


def test_secret_choices_stay_hidden_until_all_have_chosen() -> None:
    s = bids({"p1": "human", "p2": "greedy", "p3": "human"})
    assert s.to_act() == {"p1", "p2", "p3"}
    s.run()                                        # the AI seat bids, then the humans must
    assert s.to_act() == {"p1", "p3"} and s.humans_to_act() == ["p1", "p3"]
    assert s.view("p1").bids["p2"] is None and s.view("p1").submitted == ["p2"]
    assert s.view("p2").bids["p2"] is not None
    s.submit("p1", Bid(2))
    assert s.view("p3").bids["p1"] is None and s.view("p1").bids["p1"] == 2
    assert [e.kind for e in s.events_for("p3")][-1] == "submitted"
    assert not any(e.kind == "bid" and e.data["seat"] == "p1" for e in s.events_for("p3"))
    s.submit("p3", Bid(0))
    reveal = [e for e in s.events_for("p3") if e.kind == "reveal"][-1]
    assert reveal.data["bids"]["p1"] == 2 and reveal.data["round"] == 1


def test_a_bid_out_of_bounds_or_out_of_turn_is_refused_and_changes_nothing() -> None:
    s = bids({"p1": "human", "p2": "human"})
    before = s.state_hash()
    for seat, action in (("p1", Bid(7)), ("p1", Bid(-1)), ("p9", Bid(1))):
        with pytest.raises(IllegalAction):
            s.submit(seat, action)
    s.submit("p1", Bid(1))
    with pytest.raises(IllegalAction, match="p1 bid 1"):
        s.submit("p1", Bid(1))                      # a seat bids once a round
    assert len(s.history) == 1 and s.state_hash() != before


def test_undo_takes_back_a_face_down_bid_but_never_a_reveal() -> None:
    s = bids({"p1": "human", "p2": "human"})
    s.submit("p1", Bid(3))
    assert s.can_undo() and s.undo()
    assert s.to_act() == {"p1", "p2"} and s.history == []
    s.submit("p1", Bid(3))
    s.submit("p2", Bid(1))                          # the reveal: a barrier
    assert not s.can_undo() and not s.undo()
    s.submit("p2", Bid(0))
    assert s.undo() and s.to_act() == {"p1", "p2"} and len(s.history) == 2


def test_undo_also_takes_back_the_agents_answers() -> None:
    s = Session.start("toy_league", {}, 3, {"p1": "human", "p2": "human"}, registry=TOYS)
    s.submit("p1", Challenge())                     # a barrier (the league drew the battle's seed)
    bid = s.active()
    assert bid.game is TOY_BIDS and s.to_act() == {"p1", "p2"}
    s.submit("p1", Bid(1))
    assert s.undo() and s.active().history == [] and s.to_act() == {"p1", "p2"}


def test_a_sub_game_is_played_and_its_result_flows_back() -> None:
    s = Session.start("toy_league", {}, 5, {"p1": "greedy", "p2": "random"}, registry=TOYS)
    s.run()
    res = s.result()
    assert res is not None and s.child is None
    assert len(s.history) == 4                      # challenge, bids game, challenge, bids game
    fought = [h for h in s.history if h.subgame is not None]
    assert [h.result.winners for h in fought] == [h.subgame.result().winners for h in fought]
    assert sum(s.state.wins.values()) >= 2 and set(res.winners) <= {"p1", "p2"}


def test_a_save_taken_mid_battle_restores_both_levels(tmp_path: Path) -> None:
    s = Session.start("toy_league", {}, 9, {"p1": "human", "p2": "human"}, registry=TOYS)
    s.submit("p1", Challenge())
    s.submit("p2", Bid(2))
    path = tmp_path / "league.json"
    save_session(path, s)
    again = load_session(path, registry=TOYS)
    assert again.state_hash() == s.state_hash()
    assert again.child is not None and again.child.state_hash() == s.child.state_hash()
    assert again.to_act() == {"p1"} and again.child.view("p1").submitted == ["p2"]
    for sess in (s, again):
        sess.submit("p1", Bid(1))
    assert again.child.state_hash() == s.child.state_hash()


def test_a_finished_game_saves_and_loads_with_its_sub_games(tmp_path: Path) -> None:
    s = Session.start("toy_league", {}, 11, {"p1": "greedy", "p2": "greedy"}, registry=TOYS)
    s.run()
    save_session(tmp_path / "done.json", s)
    again = load_session(tmp_path / "done.json", registry=TOYS)
    assert again.state_hash() == s.state_hash() and again.result() == s.result()


@pytest.mark.parametrize("edit,message", [
    (lambda d: "not json", "not valid JSON"),
    (lambda d: {**d, "format": 99}, "save format 99"),
    (lambda d: {k: v for k, v in d.items() if k != "format"}, "no format version"),
    (lambda d: {**d, "seed": "x"}, "seed"),
    (lambda d: {**d, "actions": d["actions"] + [{"seat": "p1", "action": {"type": "bid", "coins": 99}}]},
     "step 2 does not replay"),
    (lambda d: {**d, "state_hash": "0" * 64}, "replay to a different game"),
    (lambda d: {**d, "actions": [{"nothing": 1}]}, "step 1"),
])
def test_a_broken_save_is_named_with_its_reason(tmp_path: Path, edit, message: str) -> None:
    s = bids({"p1": "human", "p2": "human"})
    s.submit("p1", Bid(1))
    path = tmp_path / "s.json"
    save_session(path, s)
    data = edit(json.loads(path.read_text()))
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    with pytest.raises(SaveError, match=message):
        load_session(path, registry=TOYS)
    assert path.read_text() == (data if isinstance(data, str) else json.dumps(data))


def test_old_formats_are_upgraded() -> None:
    battle = migrate({"format": 1, "kind": "battle", "scenario": {"id": "x"}, "seed": 3,
                      "actions": [{"type": "pass"}], "seats": {"stark": "human"}}, "old.json")
    assert battle == {"format": 2, "game": "battlelore", "setup": {"scenario": {"id": "x"}}, "seed": 3,
                      "seats": {"stark": "human"}, "actions": [{"action": {"type": "pass"}}]}
    risk = migrate({"format": 1, "game": "risk", "setup": {"rules": "skirmish", "players": 3, "seed": 5,
                    "map": None, "max_rounds": 200}, "actions": [], "state": {}}, "old.json")
    assert risk["setup"] == {"rules": "skirmish", "players": 3, "map": None, "max_rounds": 200}
    assert risk["seed"] == 5 and risk["game"] == "risk"


def test_one_seat_syntax_and_agent_names() -> None:
    assert parse_seats("battlelore", ["stark=hard", "Lannister=AI"], ["stark", "lannister"]) == \
        {"stark": "hard", "lannister": "normal"}
    assert canonical("risk", "ai") == "greedy"
    with pytest.raises(UserError, match="choose one of human, random, greedy"):
        canonical("agot", "hard")
    for bad, why in (("stark", "SEAT=KIND"), ("tully=hard", "no seat 'tully'"), ("stark=grand", "unknown player kind")):
        with pytest.raises(UserError, match=why):
            parse_seats("battlelore", [bad], ["stark", "lannister"])
    with pytest.raises(UserError, match="already"):
        parse_seats("battlelore", ["stark=hard", "stark=easy"], ["stark", "lannister"])


def test_the_log_puts_each_battle_between_its_challenge_and_its_result() -> None:
    s = Session.start("toy_league", {}, 5, {"p1": "greedy", "p2": "random"}, registry=TOYS)
    s.run()
    kinds = [(g.name, e.kind) for g, e in s.log()]
    first = kinds.index(("toy_league", "challenge"))
    won = kinds.index(("toy_league", "challenge_won"))
    between = kinds[first + 1:won]
    assert between and all(g == "toy_bids" for g, _ in between) and ("toy_bids", "reveal") in between
    assert len(kinds) == len(s.events) + sum(len(h.subgame.events) for h in s.history if h.subgame)
