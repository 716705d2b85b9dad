"""The Risk screen's additions to issue 11's audit: objectives' progress on the objective card (the rules' own
counts, for the seat's own objectives only), the route a manoeuvre takes drawn on hover."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Manoeuvre
from strategic.risk.rules.cards import lookup
from strategic.risk.rules.geo import geo
from strategic.risk.rules.manoeuvre import route
from strategic.risk.rules.objectives import PROGRESS, progress
from strategic.ui.risk.panels import COUNTED
from tests.ui.test_risk_window import _play_simply, _to_buy
from tests.ui.test_strategic_screen import click_area, start

pytestmark = pytest.mark.ui


def test_each_objective_card_shows_its_count_of_the_need_and_nothing_of_the_rivals(app):
    screen = _to_buy(app)
    state = screen.session.session.state
    words = [t.text for t in screen.panel.scene.texts]
    cards = lookup()[2]
    mine = state.players["stark"].objectives
    assert mine and set(COUNTED) == set(PROGRESS), "every kind of objective says what it counts"
    for o in mine:
        have, need = progress(state, "stark", cards[o].condition)
        name = words.index(next(w for w in words if w.startswith(cards[o].name)))
        assert words[name + 1].startswith(f"{min(have, need)} of {need} "), words[name:name + 2]
    rivals = {cards[o].name for h in ("baratheon", "lannister") for o in state.players[h].objectives} - \
        {cards[o].name for o in mine}
    assert rivals and not any(w.startswith(n) for w in words for n in rivals)


def _to_long_manoeuvre(app):
    """A Skirmish game played on until Stark may manoeuvre to a territory that is not next door."""
    screen = start(app, "skirmish", 3, seats={"stark": "human", "baratheon": "greedy", "lannister": "greedy"}, seed=6)
    g = geo(screen.session.state.map)
    for _ in range(3000):
        if screen.human_to_act():
            far = [a for a in screen.session.legal() if isinstance(a, Manoeuvre) and a.dst not in g.neighbours[a.src]]
            if far:
                return screen, far[0]
            _play_simply(screen)
        else:
            screen.on_update(1.0)
    raise AssertionError("no manoeuvre beyond a neighbour came")


def _hover(screen, name: str) -> None:
    screen.section_manager.on_mouse_motion(*screen.board.screen_point(name), 0, 0)


def test_hovering_a_manoeuvre_target_draws_the_chain_of_own_territories_it_goes_along(app):
    screen, far = _to_long_manoeuvre(app)
    view, g = screen.choice.view, geo(screen.session.state.map)
    click_area(screen, far.src)
    _hover(screen, far.dst)
    chain = list(screen.board.chain[0])
    assert chain[0] == far.src and chain[-1] == far.dst and len(chain) >= 3
    assert all(b in g.neighbours[a] for a, b in zip(chain, chain[1:]))
    assert all(view.owner[t] == "stark" for t in chain) and screen.board.chain_shapes
    assert chain == route(screen.session.state, "stark", far.src, far.dst), "the rule's own chain"
    other = next(t for t, o in view.owner.items() if o != "stark")
    _hover(screen, other)
    assert screen.board.chain[0] == (), "no line to a territory the armies cannot go to"
    click_area(screen, far.dst)                                 # chosen: its route stays while the amount is set
    _hover(screen, other)
    assert screen.board.chain[0][-1] == far.dst


def _panel_words(screen) -> list[str]:
    return [t.text for t in screen.panel.scene.texts]


def test_the_panel_says_when_the_end_game_card_may_come_and_how_many_objectives_are_left(app):
    """Public counts a player needs and the AI already reads: in a Skirmish the End Game card lies in the
    lower half of the deck, so it cannot come for the first half's draws and then comes 1 in (cards left)."""
    from strategic.risk.rules.view import view
    from strategic.risk.cli.terminal import deck_line

    screen = start(app, "skirmish", 3, seats={"stark": "human", "baratheon": "greedy", "lannister": "greedy"}, seed=6)
    state = screen.session.state
    n = len(geo(state.map).territories)
    assert len(state.deck) == n + 1
    assert f"Deck {n + 1} · game end: not for {(n + 1) // 2} draws" in _panel_words(screen)
    late = state.clone()
    late.deck = late.deck[-9:]                     # 9 cards left, past the upper half
    assert deck_line(view(late, "stark"))[0] == "Deck 9 · game end: 1 in 9 next draw"
    dom = start(app, "domination", 3, seats={"stark": "human", "baratheon": "greedy", "lannister": "greedy"}, seed=6)
    s = dom.session.state
    assert deck_line(view(s, "stark"))[0] == f"Deck {len(s.deck)} · objectives {len(s.objective_deck)} left, 0 scored"
    s.objective_discard = ["five_castles", "three_ports"]
    assert deck_line(view(s, "stark"))[0].endswith(f"{len(s.objective_deck)} left, 2 scored")
