"""Every decision of a game of A Game of Thrones made through the screen: three human seats in hot seat, each
choice picked by a greedy agent from the legal actions and then made with the gestures a player would use
(clicks on areas, a march's units then its destination, a raid's target, the buttons of the prompt, page by
page, a house card of the hand, the secret amount picker). The screen must offer exactly that action, and the
hand-over must come between two seats. Counts which kinds of decision were made this way."""
from __future__ import annotations

from collections import Counter

from strategic.agot.rules.actions import Move, PlayCard, Raid
from strategic.session.agents import HUMAN, make_agent
from strategic.ui.agot.decisions import place_of
from tactical.protocol import amount_fields


def _recorded(screen):
    played = screen.session.session.history[-1]
    return played.seat, played.action


def _press_button(screen, action) -> None:
    for _ in range(20):
        for hit in screen.prompt.scene.hits:
            if hit.payload and hit.payload[0] == "button" and hit.payload[1].payload == ("act", action):
                return screen.on_hit(hit.payload)
        pages = [h.payload for h in screen.prompt.scene.hits if h.payload == ("page",)]
        assert pages, f"no button for {action} among {[h.payload for h in screen.prompt.scene.hits]}"
        screen.on_hit(pages[0])
    raise AssertionError(f"no button for {action}")


def perform(screen, action) -> None:
    """Make `action` with the screen's gestures."""
    c = screen.choice
    if amount_fields(action) or any(amount_fields(a) for a in screen.session.legal()):
        screen.press(("nudge", "min"))
        for _ in range(action.power):
            screen.press(("nudge", 1))
        return _press_button(screen, c.filled(c.options[0]))
    if isinstance(action, PlayCard):
        return screen.on_hit(("card", action.card))
    if isinstance(action, Move):
        screen.press(("units", action.units))
        return screen.map_click(screen.names[action.to])
    if isinstance(action, Raid):
        screen.map_click(screen.names[action.area])
        if action.target:
            return screen.map_click(screen.names[action.target])
        return _press_button(screen, action)
    place = place_of(action)
    if place is not None:
        before = len(screen.session.session.history)
        screen.map_click(screen.names[place])
        if len(screen.session.session.history) > before:
            return None
    return _press_button(screen, action)


def test_every_decision_of_a_hot_seat_game_is_made_through_the_screen(app, window):
    from strategic.ui.agot.end_views import AgotEndView, AgotHandoverView

    seats = {"stark": HUMAN, "lannister": HUMAN, "baratheon": HUMAN}
    screen = app.start_strategic("agot", {"edition": 2, "players": 3, "max_rounds": 2}, 19, seats)
    agent = make_agent("agot", "greedy", 3)
    made: Counter[str] = Counter()
    handovers = 0
    for _ in range(2000):
        view = window.current_view
        if isinstance(view, AgotHandoverView):
            handovers += 1
            view.go()
            continue
        if screen.session.is_over():
            break
        player = screen.session.current_player()
        assert player == screen.viewer and screen.human_to_act()
        action = agent.choose(screen.session.view_for(player), screen.session.legal())
        perform(screen, action)
        assert _recorded(screen) == (player, action)
        made[type(action).__name__] += 1
    assert screen.session.is_over()
    for _ in range(40):
        if isinstance(window.current_view, AgotEndView):
            break
        window.current_view.on_update(0.1)
    assert isinstance(window.current_view, AgotEndView)
    assert handovers > 0
    wanted = {"PlaceOrder", "March", "Move", "EndMarch", "PlayCard", "Bid", "Rank", "UseBlade", "Muster"}
    assert wanted <= set(made), made
    print(dict(made))


def test_the_raven_supports_and_card_abilities_are_made_through_the_screen(app, window):
    """The decisions the short game above may miss, in a 6-house hot-seat game: the Messenger Raven, a support
    given, a support accepted or refused, a house card's ability; each made with the screen's gestures (the
    other choices submitted straight to the session, to keep the test short)."""
    seats = {h: HUMAN for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")}
    screen = app.start_strategic("agot", {"edition": 2, "players": 6, "max_rounds": 4}, 1, seats)
    s = screen.session
    agent = make_agent("agot", "greedy", 3)
    wanted = {"raven", "battle_support", "battle_accept", "battle_ability"}
    made = set()
    for _ in range(6000):
        if s.is_over() or made == wanted:
            break
        player, step = s.current_player(), s.state.step
        action = agent.choose(s.view_for(player), s.legal())
        if step not in wanted:
            s.submit(action)
            continue
        screen.viewer = player
        screen.refresh()
        perform(screen, action)
        assert _recorded(screen) == (player, action)
        made.add(step)
    assert made == wanted
