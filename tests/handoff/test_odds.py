"""The hex odds table: data checked by pydantic on load (one cell per matchup size, wins within battles),
looked up by the army units each side fields (the hand-off table's scale), and shown at the terminal next
to the dice's exact odds when a human chooses between them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from strategic.handoff.odds import ODDS_FILE, SIZES, Cell, OddsTable, estimate, read_table, units, write_table
from strategic.risk.cli.terminal import explain_action
from strategic.risk.rules.actions import Invade
from strategic.session.session import Session
from tactical.protocol import ScenarioError


def _table(wins: int = 3) -> OddsTable:
    return OddsTable(battle_ai="greedy", seed=1, cells=[Cell(attacker_units=a, defender_units=d, battles=10,
                                                             attacker_wins=wins if (a, d) != (8, 4) else 7)
                                                        for a in SIZES for d in SIZES])


def test_an_invasion_is_looked_up_by_the_units_each_side_fields(tmp_path: Path) -> None:
    path = tmp_path / "odds.json"
    write_table(_table(), path)
    assert units(16, 8) == (8, 4) and units(3, 5) == (3, 5) and units(40, 1) == (8, 1)
    assert estimate(16, 8, path) == (0.7, 10) and estimate(3, 5, path) == (0.3, 10)
    assert estimate(1, 1, tmp_path / "none.json") is None


@pytest.mark.parametrize("change, message", [
    (lambda d: d["cells"].pop(), "missing"),
    (lambda d: d["cells"][0].update(attacker_wins=11), "11 wins out of 10 battles"),
    (lambda d: d["cells"][0].update(defender_units=9), "defender_units"),
])
def test_a_bad_table_is_refused_naming_the_file_and_field(tmp_path: Path, change, message: str) -> None:
    data = _table().model_dump(mode="json")
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ScenarioError, match=message) as err:
        read_table(path)
    assert str(path) in str(err.value)


def test_the_shipped_table_is_valid_and_the_terminal_shows_it_next_to_the_dice() -> None:
    table = read_table(ODDS_FILE)
    assert all(c.battles >= 10 for c in table.cells)
    s = Session.start("risk", {"rules": "skirmish", "players": 3, "map": "mini", "battles": "ask"}, 3,
                      {h: "greedy" for h in ("stark", "baratheon", "lannister")})
    s.run(until=lambda sess: sess.state.phase == "invade")
    seat = s.state.actor
    invade = next(a for a in s.legal(seat) if isinstance(a, Invade))
    chance, battles = table.chance(*units(s.state.armies[invade.src] - 1, s.state.armies[invade.dst]))
    text = explain_action(s.view(seat), invade)
    assert f"about {chance:.0%} to win it (estimate from {battles} AI battles" in text and "by the dice:" in text


def test_the_shipped_table_says_the_bigger_army_wins() -> None:
    """The odds computed with the strategic battle's victory rules follow the armies' sizes (issue 12's
    targets: 1 unit against 8 wins at most 15%, 8 against 1 at least 85%)."""
    table = read_table(ODDS_FILE)
    assert table.battle_ai == "greedy"                   # the battle AI the Risk AI's seats fight with
    assert table.chance(1, 8)[0] <= 0.15 and table.chance(8, 1)[0] >= 0.85
    bigger = [table.chance(a, d)[0] if a > d else 1 - table.chance(a, d)[0] for a in SIZES for d in SIZES if a != d]
    assert sum(bigger) / len(bigger) >= 0.75
