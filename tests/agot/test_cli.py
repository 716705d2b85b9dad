"""`run.py agot`: a headless game with a readable log, saved and replayed through the one session, a human
seat at the terminal that sees its own view only, and clear one-line errors for wrong arguments."""
from __future__ import annotations

import json

import pytest

import run


def test_an_ai_game_prints_its_log_and_result_and_replays_from_its_save(tmp_path, capsys):
    save = tmp_path / "agot.json"
    assert run.main(["agot", "--edition", "2", "--players", "4", "--seat", "stark=random", "--seed", "5",
                     "--max-rounds", "2", "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "stark=random, lannister=greedy" in out
    assert "Orders revealed:" in out and "— Round 2 —" in out and "Westeros:" in out
    result = out.split("Result:")[1].split("saved to")[0]
    data = json.loads(save.read_text())
    assert data["game"] == "agot" and data["setup"]["max_rounds"] == 2 and data["result"] is not None
    assert run.main(["replay", str(save)]) == 0
    replayed = capsys.readouterr().out
    assert "Orders revealed:" in replayed and replayed.split("Result:")[1] == result


def test_a_spectator_never_reads_a_secret_order_or_card(capsys):
    assert run.main(["agot", "--players", "3", "--seed", "2", "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "places an order in" in out and "You order" not in out and "You choose" not in out


def test_a_human_seat_sees_its_view_and_numbered_actions(monkeypatch, capsys):
    answers = iter(["x", "99"] + ["0"] * 400)          # two bad answers are asked again
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert run.main(["agot", "--edition", "1", "--players", "3", "--seat", "stark=human", "--option",
                     "fog-of-war", "--seed", "3", "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 of 1 - Stark - step planning" in out
    assert "house cards: Catelyn Stark 1, Eddard Stark 3 (sword sword)" in out
    assert "    0. order " in out and "type a number from 0 to" in out
    assert "You order" in out                      # its own orders, in its own words
    assert out.count("You choose") == out.count("Stark chooses a house card") > 0   # its own cards only


@pytest.mark.parametrize("argv, message", [
    (["--players", "7"], "--players 7: A Game of Thrones is for 3 to 6 players"),
    (["--max-rounds", "11"], "--max-rounds 11: a game lasts 1 to 10 rounds"),
    (["--seat", "targaryen=greedy"], "no seat 'targaryen' in this game"),
    (["--seat", "stark=hard"], "unknown player kind 'hard' for agot"),
    (["--option", "ports"], "siege engines and ports are part of the 2nd edition already"),
    (["--edition", "2", "--second-edition-cards"], "second_edition_cards is an option of 1st edition games"),
])
def test_wrong_arguments_are_one_line_errors(capsys, argv, message):
    assert run.main(["agot", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_an_unknown_option_is_refused_by_the_parser_naming_the_choices(capsys):
    with pytest.raises(SystemExit) as exc:
        run.main(["agot", "--option", "dragons"])
    assert exc.value.code == 2
    assert "fog-of-war" in capsys.readouterr().err


def test_the_human_view_says_what_a_bid_is_for_and_who_stands_next_door():
    from strategic.agot.cli.terminal import describe_view
    from strategic.agot.game import AGOT

    state, _ = AGOT.new_game({"edition": 2, "players": 6}, 1)
    state.step = "bid"
    state.pending = {"bid": {"houses": list(state.houses), "what": "wildlings"}, "secret": {},
                     "wildlings": {"threat": 8}}
    text = describe_view(AGOT.view(state, "lannister"))
    assert "now: bid power against the wildlings (their strength 8)" in text
    assert "around you: " in text and "Riverrun" not in text.split("around you: ")[1]   # nobody there yet
    state.units["riverrun"], state.owner["riverrun"] = ["knight"], "greyjoy"
    assert "Riverrun: Greyjoy (knight)" in describe_view(AGOT.view(state, "lannister"))


@pytest.mark.parametrize("edition, option, said", [
    (2, "port-of-pyke", "choose Port of Pyke"), (2, "iron_throne", "choose Iron Throne"),
    (2, "no-defend", "choose No Defense orders"), (2, "stannis-baratheon", "choose Stannis Baratheon"),
    (1, "the-shivering-sea", "choose The Shivering Sea")])
def test_a_free_choice_is_listed_as_printed(edition, option, said):
    """A Westeros card's, a wildling card's or a one-use order's choice was listed at the terminal by its id
    ("choose port-of-pyke", "choose iron_throne", "choose no-defend"); the window said it as printed. Both
    now read the log's `choice_words`."""
    from strategic.agot.cli.terminal import explain_action
    from strategic.agot.game import AGOT
    from strategic.agot.rules.actions import Choose

    state, _ = AGOT.new_game({"edition": edition, "players": 3}, 1)
    assert explain_action(AGOT.view(state, state.houses[0]), Choose(option)) == said


def test_a_house_cards_own_question_is_answered_in_its_words():
    """Tyrion's and Aeron's choices are the card's own words, naming the enemy ("cancel" / "keep" otherwise)."""
    from strategic.agot.cli.terminal import explain_action
    from strategic.agot.game import AGOT
    from strategic.agot.rules.actions import Choose
    from strategic.agot.rules.state import Battle

    state, _ = AGOT.new_game({"edition": 2, "players": 3}, 1)
    state.step = "battle_ability"
    state.battle = Battle("riverrun", "harrenhal", "lannister", "stark", 0, ["footman"])
    state.battle.flags["ask"] = {"card": "tyrion-lannister", "house": "lannister"}
    view = AGOT.view(state, "lannister")
    assert explain_action(view, Choose("cancel")) == "choose Cancel Stark's card"
    assert explain_action(view, Choose("keep")) == "choose Let it stand"


def test_a_human_reads_areas_and_orders_by_their_printed_names(monkeypatch, capsys):
    """The actions listed at the terminal named areas and tokens by their ids ("order march+1* in white-harbor")
    where the log beside them printed "March +1★ in White Harbor"; the game's end said "Greyjoy win (rounds)"."""
    from strategic.agot.cli.terminal import in_words
    from strategic.agot.rules.actions import Muster, PlaceOrder, Raid

    assert in_words(PlaceOrder("white-harbor", "march+1*")) == "order March +1★ in White Harbor"
    assert in_words(Raid("winterfell", "karhold")) == "raid Karhold from Winterfell"
    assert in_words(Muster("winterfell", "ship", "bay-of-ice")) == "muster in Winterfell: ship in Bay of Ice"
    assert in_words(Muster("winterfell", "siege", "winterfell")) == "muster in Winterfell: siege engine in Winterfell"
    answers = iter(["0"] * 400)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert run.main(["agot", "--players", "3", "--seat", "stark=human", "--seed", "1", "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    listed = [line for line in out.splitlines() if line.startswith("    0. ")]
    assert "    0. order March -1 in Winterfell  (footman, knight)" in listed
    assert not any("winterfell" in line or "white-harbor" in line for line in listed)
    assert "Game over: " in out and " wins (the last round was played)" in out


@pytest.mark.parametrize("why, said", [("game of thrones", "Game of Thrones"), ("consolidate", "Consolidate Power"),
                                       ("might-of-highgarden", "The Might of Highgarden"),
                                       ("Aeron Damphair", "Aeron Damphair")])
def test_the_log_says_why_power_changed_as_printed(why, said):
    """The log wrote "Baratheon gains 2 power (game of thrones)" and "(might-of-highgarden)"."""
    from strategic.agot.log import describe
    from tactical.protocol import Event

    assert describe(Event("power", {"house": "baratheon", "change": 2, "why": why})) == \
        f"Baratheon gains 2 power ({said})"


def test_the_log_names_units_as_printed():
    """It wrote "Stark loses a siege" and "1 ship(s) ... are lost"."""
    from strategic.agot.log import describe
    from tactical.protocol import Event

    assert describe(Event("casualty", {"house": "stark", "unit": "siege", "area": "winterfell"})) == \
        "Stark loses a siege engine in Winterfell"
    assert describe(Event("retreat_destroyed", {"house": "stark", "units": ["footman", "knight", "footman"]})) == \
        "Stark loses 2 footmen, knight: nowhere to retreat"
    lost = describe(Event("port_ships_taken", {"enemy": "stark", "lost": 1, "area": "port-of-white-harbor",
                                                "house": "greyjoy", "taken": 0}))
    assert lost.startswith("Stark's 1 ship in ") and lost.endswith(" is lost")
