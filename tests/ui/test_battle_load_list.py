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
    assert rows["going"] == (f"Clash on the Kingsroad · round {going.round} of 5 · in progress, 12 actions"
                             " · Lannister (human) v Stark (human)")
    winners = " and ".join(w.title() for w in over.session.result().winners) if over.is_over() else ""
    assert (f"over: {winners} won" if winners else "over: a draw") in rows["over"]
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


def test_a_strategic_save_says_its_mode_and_whether_it_goes_on_before_the_seats(app, westeros_home):
    """A Risk or A Game of Thrones row named no mode (the setup has none called so), and with six houses its
    status ("over: Baratheon won") came last and was cut at 1024x700."""
    from strategic.session.saves import read_save
    from strategic.ui.game_session import GameSession
    from strategic.ui.saved_games import summary_of

    folder = westeros_home / "saves"
    folder.mkdir(exist_ok=True)
    seats = {h: "greedy" for h in ("stark", "baratheon", "lannister", "targaryen", "ghiscari", "tyrell", "martell")}
    risk = GameSession.start("risk", {"rules": "domination", "players": 7, "map": "world"}, 1, seats)
    risk.save(folder / "world.json")
    agot = GameSession.start("agot", {"edition": 1, "players": 3}, 1,
                             {"stark": "human", "lannister": "greedy", "baratheon": "greedy"})
    agot.save(folder / "agot.json")
    assert summary_of(read_save(folder / "world.json")).startswith("World at War · in progress, 0 actions · Stark")
    assert summary_of(read_save(folder / "agot.json")).startswith("1st edition, 3 houses · in progress, ")
