"""The Risk screen's additions to issue 11's audit: objectives' progress on the objective card (the rules' own
counts, for the seat's own objectives only)."""
from __future__ import annotations

import pytest

from strategic.risk.rules.cards import lookup
from strategic.risk.rules.objectives import progress
from tests.ui.test_risk_window import _to_buy

pytestmark = pytest.mark.ui


def test_each_objective_card_shows_its_count_of_the_need_and_nothing_of_the_rivals(app):
    screen = _to_buy(app)
    state = screen.session.session.state
    words = [t.text for t in screen.panel.scene.texts]
    cards = lookup()[2]
    mine = state.players["stark"].objectives
    assert mine
    for o in mine:
        have, need = progress(state, "stark", cards[o].condition)
        name = words.index(next(w for w in words if w.startswith(cards[o].name)))
        assert words[name + 1].startswith(f"{min(have, need)} of {need} "), words[name:name + 2]
    rivals = {cards[o].name for h in ("baratheon", "lannister") for o in state.players[h].objectives} - \
        {cards[o].name for o in mine}
    assert rivals and not any(w.startswith(n) for w in words for n in rivals)
