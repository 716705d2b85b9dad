"""What a human seat reads at the terminal: the battle it must defend, the armies on both sides of an
attack, what a trade and a card give, what an objective asks; never another house's hidden cards."""
from __future__ import annotations

from strategic.risk.rules.actions import Attack, ReturnObjective, Trade, UseCharacter
from strategic.risk.rules.view import view
from strategic.risk.rules.geo import geo
from strategic.risk.cli.terminal import deck_line, describe_view, explain_action

from .conftest import act, board_state


def test_a_defender_is_told_who_attacks_where_with_how_many_dice():
    s = board_state({"Harrenhal": "stark", "King's Landing": "lannister"}, {"Harrenhal": 7, "King's Landing": 3},
                    default="baratheon")
    s.players["stark"].cards = ["Winterfell"]
    text = describe_view(view(act(s, Attack("Harrenhal", "King's Landing", 3))[0], "lannister"))
    assert "Round 1 - Lannister: defend" in text and "King's Landing 3" in text
    assert "now: Stark attacks King's Landing (3 armies) from Harrenhal with 3 dice" in text
    assert "Winterfell" not in text                       # Stark's hand stays hidden


def test_actions_carry_the_numbers_a_player_weighs():
    s = board_state({"Harrenhal": "stark", "Winterfell": "stark"}, {"Harrenhal": 7, "King's Landing": 4},
                    rules="domination", default="lannister")
    g = geo("mini")
    knights = [t for t in g.territories if g.icon[t] == "knight"][:3]
    s.players["stark"].cards = knights
    s.players["stark"].objectives = ["five_castles"]
    v = view(s, "stark")
    assert "[7 armies vs Lannister 4; fought out by the dice: " in explain_action(v, Attack("Harrenhal", "King's Landing", 3))
    assert explain_action(v, Trade(tuple(knights))).endswith("[4 armies]")        # three knights: 4
    assert explain_action(v, UseCharacter("stark_catelyn")).startswith("use Catelyn Stark  [200 gold: Reinforce:")
    assert explain_action(v, ReturnObjective("five_castles")) == "return objective Lord of Castles  [1 VP: Control 5 castles.]"
    text = describe_view(v)
    assert f"{knights[0]} (knight)" in text and "objectives: Lord of Castles (1 VP" in text
    assert f"  Deck {len(s.deck)} · objectives {len(s.objective_deck)} left, 0 scored" in text.split("\n")
    s.objective_discard = ["five_castles"]
    line, tip = deck_line(view(s, "stark"))
    assert line.endswith("1 scored") and tip.endswith("Face up now: Lord of Castles.")


def test_the_summary_says_when_the_end_game_card_may_come():
    """Public counts: the End Game card lies in the lower half of the deck as built (the map's territories
    and the card), so it cannot come in the first half's draws, then comes 1 in (cards left)."""
    s = board_state({"Harrenhal": "stark"}, default="lannister")
    n = len(geo("mini").territories)
    s.deck = [f"card{i}" for i in range(n + 1)]
    assert f"Deck {n + 1} · game end: not for {(n + 1) // 2} draws" in describe_view(view(s, "stark"))
    s.deck = s.deck[-3:]
    assert "Deck 3 · game end: 1 in 3 next draw" in describe_view(view(s, "stark"))


def test_the_terminal_never_shows_a_human_another_house_s_drawn_card(monkeypatch, capsys, tmp_path):
    """Issue 9: the log showed a human seat every card another house drew (`baratheon draws The
    Wolfswood`). The game is replayed from its save to learn every card drawn, then the output is
    searched for each other house's cards and for the human's own."""
    import run
    from strategic.session.saves import load_session

    monkeypatch.setattr("builtins.input", lambda prompt: "0")
    save = tmp_path / "g.json"
    assert run.main(["risk", "--players", "3", "--seat", "stark=human", "--seed", "4", "--max-rounds", "6",
                     "--save", str(save)]) == 0
    out = capsys.readouterr().out
    drawn = [e for _, e in load_session(save).log() if e.kind == "drawn"]
    theirs = [(e.data["house"], e.data["card"]) for e in drawn if e.data["house"] != "stark"]
    mine = [e.data["card"] for e in drawn if e.data["house"] == "stark"]
    assert theirs and mine                                    # both kinds of draw happened in this game
    for house, card in theirs:
        assert f"{house.title()} drew {card}" not in out and f"{house.title()} draws {card}" not in out
    assert all(f"(Stark drew {card})" in out for card in mine)
    draws = [line.strip() for line in out.splitlines() if " draws " in line]
    assert draws and all(line.endswith("draws a territory card") or "END GAME" in line for line in draws)


def test_a_human_picks_a_usual_amount_or_types_any_other():
    from strategic.session.cli import terminal_seat
    from strategic.risk.rules.actions import Deploy, EndReinforce
    from tactical.protocol import Amount

    s = board_state({"Harrenhal": "stark"}, phase="reinforce")
    legal = [Deploy("Harrenhal", Amount(1, 8)), EndReinforce()]
    answers = iter(["1", "3", "0", "9", "5"])
    human = terminal_seat("risk", "stark")
    human.read = lambda prompt: next(answers)
    assert human.choose(view(s, "stark"), legal) == Deploy("Harrenhal", 4)
    # 3 is the template itself: the amount is asked, 0 and 9 are outside 1..8 and asked again
    assert human.choose(view(s, "stark"), legal) == Deploy("Harrenhal", 5)


def test_an_attack_shows_the_exact_odds_of_fighting_it_out():
    """One army against one (a 2-army territory leaves one behind): the attacker's single die must beat the
    defender's, 15 times in 36, and then it has its one army left; 3 against 1 takes it far more often."""
    s = board_state({"Harrenhal": "stark", "Riverrun": "lannister", "The Twins": "lannister"},
                    {"Harrenhal": 2, "Riverrun": 1, "The Twins": 1})
    v = view(s, "stark")
    text = explain_action(v, Attack("Harrenhal", "Riverrun", 1))
    assert "fought out by the dice: 42% to take it, about 0.4 of your 1 armies left" in text
    s.armies["Harrenhal"] = 4
    better = explain_action(view(s, "stark"), Attack("Harrenhal", "The Twins", 3))
    chance = int(better.split("fought out by the dice: ")[1].split("%")[0])
    assert 80 < chance < 100


def test_the_log_names_special_units_and_maester_cards():
    """It wrote "Stark gains a siege" and "(Stark got the maester card secret_passage)"."""
    from strategic.risk.log import describe
    from strategic.risk.rules.cards import lookup
    from tactical.protocol import Event

    card = next(iter(lookup()[0].values()))
    assert describe(Event("gain_unit", {"house": "stark", "unit": "siege"})).strip() == "Stark gains a siege engine"
    assert describe(Event("maester_drawn", {"house": "stark", "card": card.id})).strip() == \
        f"(Stark got the maester card {card.name})"
