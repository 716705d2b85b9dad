"""A campaign plays to its end with agents only, and one left in the middle of a battle resumes exactly
(both levels of the session, checked by their state hashes)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from strategic.campaign.definition import load_definition
from strategic.campaign.play import play
from strategic.campaign.store import campaigns_dir, create, open_campaign, read_file
from strategic.session.terminal import TerminalSeat


def no_humans(game: str, player: str) -> TerminalSeat:
    raise AssertionError("no human plays this campaign")


def test_ai_campaign_plays_to_the_end_and_keeps_its_chronicle(defs: Path) -> None:
    campaign = create(load_definition("small"), "ai", {"targaryen": "greedy", "ghiscari": "neutral"}, 5)
    end = play(campaign, no_humans)
    assert end.reason.startswith("the game ended (round_limit")
    kept = read_file("ai")
    assert kept.summary.ending == end and kept.summary.round == campaign.session.state.round
    battles = kept.chronicle
    assert battles and [b.number for b in battles] == list(range(1, len(battles) + 1))
    assert all(b.attacker.house == "targaryen" for b in battles)        # the neutral house never invades
    for b in battles:
        assert b.conquered == (b.winner == b.attacker.house)
        assert 0 <= b.attacker.lost <= b.attacker.armies and 0 <= b.defender.lost <= b.defender.armies
        assert campaign.session.history[b.step].subgame is not None
    assert (campaigns_dir() / "ai" / "session.json").is_file()


def test_campaign_left_in_a_battle_resumes_exactly(defs: Path) -> None:
    campaign = create(load_definition("small"), "mid", {"targaryen": "human", "ghiscari": "greedy"}, 2)
    answers = {"battle": 0}

    def read(prompt: str) -> str:
        if campaign.session.child is not None:
            answers["battle"] += 1
            if answers["battle"] > 6:
                raise KeyboardInterrupt       # the player walks away in the middle of a battle
        return "0"

    def seat(game: str, player: str) -> TerminalSeat:
        return TerminalSeat(read=read, write=lambda text: None)

    with pytest.raises(KeyboardInterrupt):
        play(campaign, seat)
    top, battle = campaign.session, campaign.session.child
    assert battle is not None and battle.game.name == "battlelore" and len(battle.history) > 0
    resumed = open_campaign("mid")
    assert resumed.session.state_hash() == top.state_hash()
    assert resumed.session.child is not None
    assert resumed.session.child.state_hash() == battle.state_hash()
    assert len(resumed.session.child.history) == len(battle.history)
    assert read_file("mid").summary.in_battle == battle.setup["scenario"]["name"]   # type: ignore[index]
    # and the battle goes on from there to its end, handing its result back to the campaign
    resumed.session.run(until=lambda s: s.child is None or bool(s.humans_to_act()))
    while resumed.session.child is not None:
        act = resumed.session.active()
        seat_ = resumed.session.humans_to_act()[0]
        resumed.session.submit(seat_, act.legal(seat_)[0])
        resumed.session.run(until=lambda s: s.child is None or bool(s.humans_to_act()))
    assert resumed.session.history[-1].subgame is not None


def test_agents_playing_on_save_at_each_turn_end_and_each_battle_not_each_step(defs: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from strategic.campaign.store import Campaign

    campaign = create(load_definition("small"), "cadence", {"targaryen": "greedy", "ghiscari": "greedy"}, 5)
    points: list[tuple[Any, ...]] = []
    real = Campaign.save

    def save(self: Campaign) -> None:
        s = self.session
        points.append((sum(e.kind == "turn" for e in s.events), sum(st.subgame is not None for st in s.history),
                       s.child is None))
        real(self)
    monkeypatch.setattr(Campaign, "save", save)
    play(campaign, no_humans)
    battles = points[-1][1]
    turns = points[-1][0]
    assert battles > 0 and len(points) <= battles + turns + 2
    assert len(points) < len(campaign.session.history) / 5              # far from one per step
    for (turn, fought, _), (turn2, fought2, _) in zip(points, points[1:-1]):     # the last one: at the end
        assert turn2 != turn or fought2 > fought                          # a turn began or a battle ended
        assert fought2 - fought <= 1                                      # no battle goes by unsaved
    assert all(outside for _, _, outside in points)                       # agents save between battles
