"""The Load game list says what each save holds (issue 13): the battle plan, the round it reached, who
plays each house, and whether it goes on or who won; a finished battle is not offered to continue."""
from __future__ import annotations

import random

import pytest

from strategic.ui.battle_session import BattleSession
from strategic.ui.saved_games import list_saves
from tactical.scenario import load_scenario

pytestmark = pytest.mark.ui


def saved_battle(folder, name: str, actions: int) -> BattleSession:
    session = BattleSession.start(load_scenario("clash_on_the_kingsroad"), 4, {"lannister": "human", "stark": "human"})
    rnd = random.Random(4)
    while len(session.actions) < actions and not session.is_over():
        session.submit(rnd.choice(session.legal()))
    folder.mkdir(exist_ok=True)
    session.save(folder / f"{name}.json")
    return session


def test_the_load_list_names_the_plan_the_seats_and_how_far_the_battle_got(app, westeros_home):
    folder = westeros_home / "saves"
    saved_battle(folder, "going", 12)
    over = saved_battle(folder, "over", 10000)
    rows = {s.path.stem: s.summary for s in list_saves(folder)}
    going = BattleSession.load(folder / "going.json").state
    assert rows["going"] == (f"Clash on the Kingsroad · round {going.round} of 5 · Lannister (human) v Stark (human)"
                             " · in progress, 12 actions")
    winners = " and ".join(w.title() for w in over.session.result().winners) if over.is_over() else ""
    assert rows["over"].endswith(f"over: {winners} won" if winners else "over: a draw")
    view = app.show_load()
    shown = {t.text for t in view.scene.texts}
    assert rows["going"] in shown


def test_a_finished_battle_opens_its_victory_screen_not_the_battle(app, westeros_home):
    from tactical.ui.end_views import VictoryView

    folder = westeros_home / "saves"
    over = saved_battle(folder, "over", 10000)
    assert over.is_over()
    view = app.show_load()
    hit = next(h for h in view.scene.hits if isinstance(h.payload, tuple) and h.payload[1] == folder / "over.json")
    assert hit.payload[0] == "ended" and "over" in hit.tip and "continue" not in hit.tip
    view.on_hit(hit.payload)
    shown = app.window.current_view
    assert isinstance(shown, VictoryView) and shown.session.state.winner == over.state.winner
