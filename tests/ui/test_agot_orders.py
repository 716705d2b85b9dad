"""Orders and marches with the mouse, as at the table (issue 14): an order token dragged from the seat's tray
onto an area (or clicked, then the area), refused with the engine's reason where it may not go, the special
tokens counted against the King's Court place, a placed order dragged off to take it back; a march's ship
transport chain shown when a destination reached by sea is hovered, and the reason a move is refused.

Real mouse events go through the screen's section manager (as a window would send them), so the map, the
tracks panel and the screen each see what they would see."""
from __future__ import annotations

import arcade
import pytest

from strategic.agot.rules.actions import Move, PlaceOrder
from strategic.agot.rules.common import board_of
from strategic.agot.rules.planning import TOKENS, specials_allowed
from strategic.session.agents import HUMAN
from tests.ui.test_agot_screen import last, play_to, start

pytestmark = pytest.mark.ui
LEFT = arcade.MOUSE_BUTTON_LEFT


def tray(screen) -> dict[str, tuple[float, float]]:
    """token id -> the centre of its first ready place in the tray."""
    out = {}
    for h in screen.tracks.scene.hits:
        if h.payload and h.payload[0] == "token":
            out.setdefault(h.payload[1], (h.rect.left + 13, h.rect.cy))
    return out


def drag(screen, frm: tuple[float, float], to: tuple[float, float]) -> None:
    sm = screen.section_manager
    sm.on_mouse_press(*frm, LEFT, 0)
    for k in range(1, 5):
        x, y = frm[0] + (to[0] - frm[0]) * k / 4, frm[1] + (to[1] - frm[1]) * k / 4
        sm.on_mouse_drag(x, y, 1, 1, LEFT, 0)
    sm.on_mouse_release(*to, LEFT, 0)


def spot(screen, aid: str) -> tuple[float, float]:
    return screen.board.screen_point(screen.names[aid])


@pytest.fixture
def planning(app):
    return start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"})


def test_a_token_dragged_from_the_tray_onto_an_area_is_placed_there(planning):
    screen = planning
    legal = [a for a in screen.session.legal() if isinstance(a, PlaceOrder)]
    aim = legal[0]
    drag(screen, tray(screen)[aim.token], spot(screen, aim.area))
    assert last(screen) == ("stark", aim)
    assert aim.area not in {a.area for a in screen.session.legal() if isinstance(a, PlaceOrder)}


def test_a_token_clicked_then_an_area_clicked_is_placed_too(planning):
    screen = planning
    aim = next(a for a in screen.session.legal() if isinstance(a, PlaceOrder) and TOKENS[a.token].kind == "defend")
    x, y = tray(screen)[aim.token]
    screen.section_manager.on_mouse_press(x, y, LEFT, 0)
    screen.section_manager.on_mouse_release(x, y, LEFT, 0)
    assert screen.choice.token == aim.token
    assert screen.choice.selectable() == {a.area for a in screen.session.legal() if a.token == aim.token}
    screen.map_click(screen.names[aim.area])
    assert last(screen) == ("stark", aim)


def test_a_drop_where_the_order_may_not_go_is_refused_with_the_reason(planning):
    screen = planning
    s = screen.session
    before = len(s.session.history)
    token = next(iter(tray(screen)))
    enemy = next(a for a, h in s.state.owner.items() if h == "lannister")
    sm = screen.section_manager
    sm.on_mouse_press(*tray(screen)[token], LEFT, 0)
    sm.on_mouse_drag(*spot(screen, enemy), 1, 1, LEFT, 0)          # held over the enemy: the reason shows
    assert "cannot go there: an order goes in an area of yours" in screen.tooltip[0]
    assert screen.board.hover == screen.names[enemy]
    sm.on_mouse_release(*spot(screen, enemy), LEFT, 0)
    assert screen.tooltip is None
    assert len(s.session.history) == before
    assert "cannot go there: an order goes in an area of yours that has none yet" in screen.message
    assert "cannot go there" in " ".join(t.text for t in screen.prompt.scene.texts)


def test_special_tokens_are_starred_and_counted_against_the_kings_court(planning):
    screen = planning
    s = screen.session
    allowed = specials_allowed(s.state, "stark")
    words = " ".join(t.text for t in screen.tracks.scene.texts)
    assert f"★ {allowed} of {allowed} left" in words and "+1★" in words
    for _ in range(allowed):                  # place every special the King's Court allows
        aim = next(a for a in s.legal() if isinstance(a, PlaceOrder) and TOKENS[a.token].special)
        drag(screen, tray(screen)[aim.token], spot(screen, aim.area))
        assert last(screen) == ("stark", aim)
    assert f"★ 0 of {allowed} left" in " ".join(t.text for t in screen.tracks.scene.texts)
    barred = [h for h in screen.tracks.scene.hits if h.payload is None and h.tip and "all placed" in h.tip]
    assert barred and all(f"allows {allowed} special" in h.tip for h in barred)
    if s.current_player() == "stark":         # a starred token no longer drags: none is offered
        assert not [t for t in tray(screen) if TOKENS[t].special]


def test_an_order_dragged_off_its_area_is_taken_back_and_the_later_ones_stay(planning, window):
    screen = planning
    s = screen.session
    placed = []
    for _ in range(2):                         # Stark has more areas to order: still placing
        aim = next(a for a in s.legal() if isinstance(a, PlaceOrder))
        drag(screen, tray(screen)[aim.token], spot(screen, aim.area))
        placed.append(aim)
    screen.on_draw()                           # the pieces drawn: the tokens' places known
    off = (screen.layout.tracks.cx, screen.layout.tracks.bottom + 20)
    first, *later = placed
    drag(screen, screen.pieces.spots[first.area], off)
    assert first.area not in s.state.orders and "taken back" in screen.message
    assert all(s.state.orders[a.area] == a.token for a in later)
    assert [p.action for p in s.session.history] == later              # the engine's actions only
    screen.on_draw()
    drag(screen, screen.pieces.spots[later[0].area], spot(screen, later[0].area))      # dropped back home
    assert s.state.orders[later[0].area] == later[0].token


def test_in_hot_seat_an_order_taken_back_leaves_the_other_seats_orders(app, window):
    from strategic.ui.agot.end_views import AgotHandoverView

    screen = start(app, {"stark": HUMAN, "lannister": HUMAN, "baratheon": "greedy"})
    s = screen.session
    while s.current_player() == "stark":
        aim = next(a for a in s.legal() if isinstance(a, PlaceOrder))
        drag(screen, tray(screen)[aim.token], spot(screen, aim.area))
    window.current_view.go()                   # the hand-over to Lannister
    aim = next(a for a in s.legal() if isinstance(a, PlaceOrder))
    drag(screen, tray(screen)[aim.token], spot(screen, aim.area))
    assert s.current_player() == "lannister" and isinstance(window.current_view, type(screen))
    assert not isinstance(window.current_view, AgotHandoverView)
    screen.on_draw()
    mine = [a for a, h in s.state.owner.items() if h == "lannister" and a in s.state.orders]
    assert mine == [aim.area]
    before = dict(s.state.orders)
    drag(screen, screen.pieces.spots[aim.area], (screen.layout.tracks.cx, screen.layout.tracks.bottom + 20))
    assert aim.area not in s.state.orders              # Lannister's own, with nobody after it: taken back
    assert {a: t for a, t in before.items() if a != aim.area} == s.state.orders


def test_the_ships_carrying_a_march_are_drawn_when_its_destination_is_hovered(app):
    """Seed 3, round 1: Baratheon's footman in the Kingswood may sail to Crackclaw Point on its ships."""
    screen = start(app, {"stark": "greedy", "lannister": "greedy", "baratheon": HUMAN})
    assert play_to(screen, "march", "baratheon")
    screen.map_click(screen.names["kingswood"])
    assert screen.session.state.step == "marching"
    move = Move("crackclaw-point", ("footman",))
    assert move in screen.session.legal()
    screen.press(("units", move.units))
    name = screen.names[move.to]
    screen.board.hover = name
    screen.map_hover(name, *screen.board.screen_point(name))
    board = board_of(screen.session.state)
    chain = screen.chain
    assert chain[0] == "kingswood" and chain[-1] == move.to and len(chain) >= 3
    assert all(board.is_sea(a) and screen.session.state.owner[a] == "baratheon" for a in chain[1:-1])
    assert all(b in board.neighbours(a) for a, b in zip(chain, chain[1:]))
    assert all(screen.board.outlines[screen.names[a]][0] == (40, 120, 230) for a in chain[1:-1])
    assert "by ship through" in screen.tooltip[0]
    screen.map_click(name)
    assert last(screen) == ("baratheon", move)


def test_a_refused_destination_says_why_while_hovered(app):
    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"})
    assert play_to(screen, "march", "stark")
    screen.map_click(screen.names[screen.session.legal()[0].area])
    name = "Sunspear"
    screen.board.hover = name
    screen.map_hover(name, 100, 100)
    assert screen.tooltip[0].split("\n")[0].endswith("cannot go there: not a place those units can reach.")
    assert screen.chain == []


def test_transport_chains_join_every_destination_the_engine_reaches_by_sea(app):
    """Over a greedy game: for each march, the engine's `transport_chain` (drawn by the screen, read off the
    seat's view) joins every land `transport_reach` gives beyond the neighbours through the house's seas, each
    next to the one before, and gives none to any other land."""
    from strategic.agot.rules.marches import transport_chain, transport_reach
    from strategic.agot.rules.view import view

    screen = start(app, {"stark": "greedy", "lannister": "greedy", "baratheon": "greedy"}, max_rounds=4)
    s = screen.session
    checked = 0
    while not s.is_over() and checked < 40:
        st = s.state
        if st.step == "marching":
            house, src = s.current_player(), st.pending["area"]
            board = board_of(st)
            v = view(st, house)
            reach = transport_reach(st, house, src) - set(board.neighbours(src))
            for dest in reach:
                chain = transport_chain(v, v.viewer, src, dest)
                assert chain[0] == src and chain[-1] == dest
                assert all(b in board.neighbours(a) for a, b in zip(chain, chain[1:]))
                assert all(board.is_sea(a) and st.owner.get(a) == house for a in chain[1:-1])
                checked += 1
            assert not any(transport_chain(v, house, src, a) for a in board.areas if a not in reach)
        s.step_ai()
    assert checked > 0


def test_the_messenger_raven_swaps_an_order_for_a_token_dropped_on_it(app):
    from strategic.agot.rules.actions import ReplaceOrder

    screen = start(app, {"stark": "greedy", "lannister": HUMAN, "baratheon": "greedy"})
    assert play_to(screen, "raven", "lannister")
    swap = next(a for a in screen.session.legal() if isinstance(a, ReplaceOrder))
    before = len(screen.session.session.history)
    enemy = next(a for a, h in screen.session.state.owner.items() if h == "stark")
    drag(screen, tray(screen)[swap.token], spot(screen, enemy))
    assert len(screen.session.session.history) == before and "Messenger Raven swaps" in screen.message
    drag(screen, tray(screen)[swap.token], spot(screen, swap.area))
    assert last(screen) == ("lannister", swap)


def test_a_token_whose_release_was_lost_is_not_dropped_by_the_next_click(planning):
    screen = planning
    s = screen.session
    aim = next(a for a in s.legal() if isinstance(a, PlaceOrder))
    sm = screen.section_manager
    sm.on_mouse_press(*tray(screen)[aim.token], LEFT, 0)
    sm.on_mouse_drag(*spot(screen, aim.area), 1, 1, LEFT, 0)        # the release never comes (Esc, pause...)
    x, y = screen.layout.prompt.cx, screen.layout.prompt.bottom + 10  # the next click elsewhere, off the map
    sm.on_mouse_press(x, y, LEFT, 0)
    sm.on_mouse_release(*spot(screen, aim.area), LEFT, 0)
    assert not s.session.history and screen.drag is None


def test_hovering_an_attack_shows_both_strengths_and_the_supports_around(app):
    """A march's picked units over an enemy area: the tooltip gives the engine's count of each side before
    supports and house cards (`march_preview`), and each Support order that may join."""
    from strategic.agot.rules.strength import march_preview
    from strategic.session.agents import make_agent

    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"}, max_rounds=6)
    agent = make_agent("agot", "greedy", 11)
    for _ in range(12):
        assert play_to(screen, "march", "stark")
        for order in list(screen.session.legal()):
            screen.choice.clear()
            screen.map_click(screen.names[order.area])
            attacks = [a for a, kind in screen.choice.targets().items() if kind == "attack"]
            if screen.session.state.step == "marching" and attacks:
                name = screen.names[attacks[0]]
                screen.board.hover = name
                screen.map_hover(name, *screen.board.screen_point(name))
                view = screen.choice.view
                base, supports = march_preview(view, "stark", attacks[0], screen.choice.units)
                tip = screen.tooltip[0].split("\n")
                enemy = next(h for h in base if h != "stark")
                assert tip[0].startswith("Your units may go there")
                assert tip[1] == (f"Attack: you {base['stark']} against {enemy.capitalize()} {base[enemy]}, "
                                  "before supports and house cards.")
                assert len([line for line in tip if "'s Support: +" in line]) == len(supports)
                return
            if screen.session.state.step == "marching":
                break
        s = screen.session
        s.submit(agent.choose(s.view_for("stark"), s.legal()))
    raise AssertionError("Stark never had an attack to hover")
