"""The campaign's roster of commanders: victories, veterans and prisoners, by name."""
from __future__ import annotations

from strategic.campaign.chronicle import roster
from strategic.risk.game import RISK


def test_the_roster_names_victories_veterans_and_prisoners() -> None:
    state = RISK.new_game({"rules": "domination", "players": 2, "battles": "hexes"}, 1)[0]
    state.commanders = {"targaryen": {"daenerys": {"wins": 3}, "jorah": {"wins": 1, "captor": "ghiscari",
                                                                          "until": state.round + 2, "card": "x"}},
                        "ghiscari": {"hizdahr": {"wins": 0, "captor": "targaryen", "until": state.round, "card": "y"}}}
    lines = roster(state)
    assert lines == ["Hizdahr zo Loraq (ghiscari): 0 victories",
                     "Daenerys Targaryen (targaryen): 3 victories, a veteran",
                     f"Jorah Mormont (targaryen): 1 victory, prisoner of ghiscari until round {state.round + 2}"]
