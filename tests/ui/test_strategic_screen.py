"""The Risk screen driven the way a player drives it: mouse presses on the map's territories and on the
buttons, sent to the view's handlers (a headless window has no event queue).

`perform(screen, action)` makes the clicks that express one legal action and fails if the screen offers
no way to make it, so hot-seat games played through it show that every decision the engine asks can be
answered in the window. Other tests check what the player sees: the odds preview against the engine's
exact odds, the hover's tooltip and neighbours, the hand-over, undo, save and load, pan and zoom, and a
whole AI game to the end screen.
"""
from __future__ import annotations

import arcade
import pytest

from strategic.risk.ai.agents import RandomAgent
from strategic.risk.ai.odds import conquest_chance
from strategic.risk.rules.actions import (Attack, Deploy, EndInvade, Invade, Manoeuvre, PlaceArmy, PlaceUnit,
                                          PlayMaester, Trade, UseCharacter)
from strategic.risk.rules.board import load_map
from strategic.ui.risk.end_views import RiskEndView, RiskHandoverView
from strategic.ui.risk.screen import RiskScreen
from tactical.protocol import amount_fields, fits

pytestmark = pytest.mark.ui


# ---------------------------------------------------------------------- the player's hand
def press(view, x: float, y: float) -> None:
    target = getattr(view, "section_manager", None) or view
    target.on_mouse_press(x, y, 1, 0)
    target.on_mouse_release(x, y, 1, 0)


def click_area(screen, name: str) -> None:
    press(screen, *screen.board.screen_point(name))


def hits(screen):
    for section in (screen.prompt, screen.panel):
        for hit in section.scene.hits:
            if hit.payload is not None:
                yield hit


def click_hit(screen, want) -> bool:
    """Click the first button whose payload satisfies `want`, paging through "More" if needed."""
    for _ in range(8):
        hit = next((h for h in hits(screen) if want(h.payload)), None)
        if hit is not None:
            press(screen, hit.rect.cx, hit.rect.cy)
            return True
        more = next((h for h in hits(screen) if h.payload[0] == "page"), None)
        if more is None:
            return False
        press(screen, more.rect.cx, more.rect.cy)
    return False


def button(kind, value=None):
    return lambda p: p[0] == "button" and p[1].payload[0] == kind and (value is None or p[1].payload[1] == value)


def set_amount(screen, n: int) -> None:
    c = screen.choice
    assert c.bounds() is not None, "an amount is asked"
    click_hit(screen, button("nudge", "min"))
    while c.amount < n:
        assert click_hit(screen, button("nudge", 1))


def perform(screen, action) -> None:
    before = len(screen.session.session.history)
    _gesture(screen, action)
    if len(screen.session.session.history) == before:
        template = next((o for o in screen.choice.options if amount_fields(o) and fits(action, o)), None)
        if template is not None:
            set_amount(screen, getattr(action, next(iter(amount_fields(template)))))
        assert click_hit(screen, button("act", action)), f"no way to do {action} ({screen.choice.view.phase})"
    assert screen.session.session.history[-1].action == action


def _gesture(screen, a) -> None:
    if isinstance(a, (Attack, Invade, Manoeuvre)):
        click_area(screen, a.src)
        click_area(screen, a.dst)
    elif isinstance(a, (PlaceArmy, Deploy, PlaceUnit)):
        click_area(screen, a.territory)
    elif isinstance(a, (PlayMaester, UseCharacter)):
        assert click_hit(screen, button("card", a.card))
        if a.target in screen.choice.territories:
            click_area(screen, a.target)


def start(app, rules: str, players: int, seats: dict | None = None, seed: int = 5, max_rounds: int = 200):
    from strategic.risk.rules.tables import HOUSES

    seats = seats or {h: "human" for h in HOUSES[players]}
    app.settings.risk_defence = "ask"          # every decision asked, the defender's dice too (test_risk_hot_seat.py)
    return app.start_strategic("risk", {"rules": rules, "players": players, "max_rounds": max_rounds}, seed, seats)


def take_seat(app):
    """Hot seat: press the hand-over's button if it is showing; the screen."""
    view = app.window.current_view
    if isinstance(view, RiskHandoverView):
        press(view, view.scene.hits[0].rect.cx, view.scene.hits[0].rect.cy)
    return app.window.current_view


def play_hot_seat(app, screen, steps: int, seed: int, clicked: int = 6) -> set[str]:
    """Every seat human: a seeded random player chooses and the clicks make it (after `clicked` of one
    type, the engine takes the rest of that type directly, to keep the test short); the types done."""
    agent, done, count, stale = RandomAgent(seed), set(), {}, False
    s = screen.session
    for _ in range(steps):
        if s.is_over():
            break
        legal = s.legal()
        attacks = [a for a in legal if isinstance(a, Attack)]
        # a random player ends its invasions too soon to see battles: attack while it can, most dice first
        action = max(attacks, key=lambda a: a.dice) if attacks and len(done) % 3 else agent.choose(None, legal)
        name = type(action).__name__
        count[name] = count.get(name, 0) + 1
        if count[name] > clicked:
            s.submit(action)
            stale = True
            continue
        if stale:                 # the player at the seat now (the hand-over has its own test)
            screen.viewer, stale = s.current_player(), False
            app.show(screen)
            screen.refresh()
        screen = take_seat(app)
        perform(screen, action)
        done.add(name)
    return done


# ---------------------------------------------------------------------- every decision by the mouse
def test_a_skirmish_hot_seat_makes_every_decision_with_clicks(app):
    screen = start(app, "skirmish", 2, seed=7)
    done = play_hot_seat(app, screen, 400, seed=3, clicked=3)
    assert {"Deploy", "Attack", "Defend", "MoveIn", "EndInvade", "Manoeuvre", "EndTurn"} <= done, done


def test_a_domination_hot_seat_claims_buys_and_plays_cards_with_clicks(app):
    screen = start(app, "domination", 3, seed=4)
    done = play_hot_seat(app, screen, 300, seed=9, clicked=3)
    assert {"ReturnObjective", "PlaceArmy", "Deploy", "Attack", "Defend", "MoveIn", "Manoeuvre", "EndBuy",
            "BuyMaester", "BuyObjective", "KeepObjective", "PlayMaester", "UseCharacter", "ClaimObjective",
            "PlaceUnit", "TradeForUnit", "Draw"} <= done, done


def test_deploying_asks_an_amount_with_the_picker(app):
    screen = start(app, "skirmish", 3, seats={"stark": "human", "baratheon": "greedy", "lannister": "greedy"})
    for _ in range(3000):
        if screen.human_to_act() and screen.choice.view.phase == "reinforce":
            break
        if screen.human_to_act():             # Stark defends on the way: the most dice
            perform(screen, max(screen.session.legal(), key=lambda a: getattr(a, "dice", 0)))
        else:
            screen.on_update(1.0)
    deploys = [a for a in screen.session.legal() if isinstance(a, Deploy)]
    where, most = deploys[0].territory, deploys[0].armies.hi
    before = screen.session.state.armies[where]
    click_area(screen, where)
    assert screen.choice.amount == most, "the picker starts at all of them"
    assert click_hit(screen, button("nudge", -1)) and screen.choice.amount == most - 1
    assert click_hit(screen, button("nudge", "min")) and screen.choice.amount == 1
    assert click_hit(screen, button("nudge", 1)) and screen.choice.amount == min(2, most)
    assert click_hit(screen, lambda p: p[0] == "button" and p[1].payload[0] == "act")
    assert screen.session.state.armies[where] == before + min(2, most)


def test_trading_a_set_is_a_button_under_the_hand(app):
    screen = start(app, "skirmish", 2, seed=11)
    s = screen.session
    agent = RandomAgent(2)
    for _ in range(3000):
        if any(isinstance(a, Trade) for a in s.legal()) or s.is_over():
            break
        legal = s.legal()
        s.submit(agent.choose(None, [a for a in legal if not isinstance(a, EndInvade)] or legal))
    screen.viewer = s.current_player()         # the player at the seat now (the hand-over has its own test)
    screen.refresh()
    trade = next(a for a in s.legal() if isinstance(a, Trade))
    hand = list(screen.choice.view.hand)
    assert any(p and p[0] == "card_info" for p in (h.payload for h in screen.panel.scene.hits)), "the hand is drawn as cards"
    assert click_hit(screen, button("act", trade))
    assert not set(trade.cards) & set(screen.session.view_for(screen.viewer).hand) and len(hand) >= 3


# ---------------------------------------------------------------------- what the player sees
def attack_ready(app, seed: int = 5):
    screen = start(app, "skirmish", 3, seats={"stark": "human", "baratheon": "greedy", "lannister": "greedy"},
                   seed=seed)
    for _ in range(500):
        if screen.human_to_act() and any(isinstance(a, Attack) for a in screen.session.legal()):
            return screen
        if screen.human_to_act():
            legal = screen.session.legal()
            perform(screen, next(a for a in legal if not isinstance(a, Attack) and not amount_fields(a))
                    if not any(isinstance(a, Deploy) for a in legal) else
                    next(a.__class__(a.territory, a.armies.hi) for a in legal if isinstance(a, Deploy)))
        else:
            screen.on_update(1.0)
    raise AssertionError("no attack came")


def test_the_odds_preview_is_the_engines_exact_chance(app):
    screen = attack_ready(app)
    a = max((a for a in screen.session.legal() if isinstance(a, Attack)), key=lambda a: a.dice)
    click_area(screen, a.src)
    assert a.dst in screen.choice.targets(), "the start's targets are highlighted"
    assert screen.board.outlines[a.src][0] != screen.board.outlines[a.dst][0]
    click_area(screen, a.dst)
    view = screen.choice.view
    chance = conquest_chance(view.armies[a.src] - 1, view.armies[a.dst])     # skirmish: no units, no cards
    words = [t.text for t in screen.prompt.scene.texts]
    assert any(f"Until done: {chance:.0%} to take it" in w for w in words), words
    assert {b.payload[1].dice for b in (p[1] for p in (h.payload for h in hits(screen)) if p[0] == "button")
            if b.payload[0] == "act"} == {x.dice for x in screen.session.legal()
                                          if isinstance(x, Attack) and (x.src, x.dst) == (a.src, a.dst)}


def test_hovering_a_territory_names_it_and_outlines_its_neighbours(app):
    screen = start(app, "skirmish", 3)
    screen = take_seat(app)
    x, y = screen.board.screen_point("Winterfell")
    screen.section_manager.on_mouse_motion(x, y, 0, 0)
    text = screen.tooltip[0]
    assert text.startswith("Winterfell — The North") and "+5 armies" in text and "Castle" in text
    assert "seat of power of Stark" in text
    outlined = set(screen.board.outlines)
    assert set(load_map("westeros").neighbours("Winterfell")) < outlined
    screen.section_manager.on_mouse_press(x, y, arcade.MOUSE_BUTTON_RIGHT, 0)
    assert screen.pinned[0] == text, "a right-click pins the territory's card"


def test_hot_seat_hands_over_and_hides_the_leaving_players_cards(app):
    screen = start(app, "skirmish", 2, seed=3)
    first = screen.viewer
    s = screen.session
    agent = RandomAgent(1)
    while s.current_player() == first:
        perform(screen, agent.choose(None, s.legal()))
    hand_over = app.window.current_view
    assert isinstance(hand_over, RiskHandoverView) and hand_over.house == s.current_player()
    assert screen.viewer == first, "nothing of the next player is shown before the button"
    hand_over.on_key_press(arcade.key.ESCAPE, 0)
    assert app.window.current_view is hand_over, "no key dismisses it"
    take_seat(app)
    assert app.window.current_view is screen and screen.viewer == s.current_player()


def test_undo_takes_back_a_deployment(app):
    screen = start(app, "skirmish", 2, seed=3)
    s = screen.session
    deploy = next(a for a in s.legal() if isinstance(a, Deploy))
    before = dict(s.state.armies)
    perform(screen, deploy.__class__(deploy.territory, 1))
    assert s.state.armies != before
    assert click_hit(screen, lambda p: p == ("tool", "undo"))
    assert s.state.armies == before


def test_a_saved_game_loads_on_the_risk_screen(app, westeros_home):
    screen = start(app, "skirmish", 2, seed=3)
    deploy = next(a for a in screen.session.legal() if isinstance(a, Deploy))
    perform(screen, deploy.__class__(deploy.territory, 1))
    message = screen.save()
    path = next((westeros_home / "saves").glob("risk-*.json"))
    assert str(path) in message
    loaded = app.load_game(path)
    assert isinstance(loaded, RiskScreen) and loaded.session.session.state_hash() == screen.session.session.state_hash()


def test_the_wheel_zooms_about_the_mouse_and_a_drag_pans_without_clicking(app):
    screen = start(app, "domination", 5)
    board, cam = screen.board, screen.board.mapcam
    fit = cam.scale
    x, y = board.screen_point("King's Landing")
    screen.section_manager.on_mouse_scroll(x, y, 0, 2)
    assert cam.scale > fit and board.area_at(x, y) == "King's Landing"
    history = len(screen.session.session.history)
    screen.section_manager.on_mouse_press(x, y, 1, 0)
    screen.section_manager.on_mouse_drag(x + 40, y, 40, 0, 1, 0)
    screen.section_manager.on_mouse_release(x + 40, y, 1, 0)
    assert board.screen_point("King's Landing")[0] == pytest.approx(x + 40)
    assert len(screen.session.session.history) == history, "a drag is not a click"
    assert click_hit(screen, lambda p: p == ("tool", "fit"))
    assert cam.scale == pytest.approx(fit)


# ---------------------------------------------------------------------- AI and the end
def play_to_end(app, screen) -> RiskEndView:
    """An AI-only game played on by the screen's own clock until the end screen shows (which it returns)."""
    for _ in range(5000):
        if not isinstance(app.window.current_view, RiskScreen):
            break
        screen.on_update(0.1)
    end = app.window.current_view
    assert isinstance(end, RiskEndView)
    return end


def test_an_ai_game_plays_to_the_end_screen_with_its_chart(app):
    screen = start(app, "skirmish", 3, seats={"stark": "greedy", "baratheon": "greedy", "lannister": "random"},
                   max_rounds=3)
    end = play_to_end(app, screen)
    result = screen.session.result()
    assert result is not None and screen.session.state.round >= 3
    assert set(end.chart) == {"stark", "baratheon", "lannister"}
    held = {h: sum(1 for o in screen.session.state.owner.values() if o == h) for h in end.chart}
    assert {h: counts[-1] for h, counts in end.chart.items()} == held, "the chart ends on the final board"
    words = " ".join(t.text for t in end.scene.texts)
    assert all(w.title() in words for w in result.winners)
    again = next(h for h in end.scene.hits if h.payload == ("again", None))
    press(end, again.rect.cx, again.rect.cy)          # the same game and seats, the next seed
    replay = app.window.current_view
    assert isinstance(replay, RiskScreen) and replay.session is not end.session
    assert (replay.session.seed, replay.session.seats) == (end.session.seed + 1, end.session.seats)
    assert replay.session.setup == end.session.setup and not replay.session.is_over()


def test_ai_moves_glide_on_the_map_when_motion_is_on(app):
    app.settings.animation = "normal"
    screen = start(app, "skirmish", 3, seats={"stark": "greedy", "baratheon": "greedy", "lannister": "greedy"})
    moved = False
    for _ in range(400):
        screen.on_update(0.05)
        moved = moved or bool(screen.board.tokens)
        if moved:
            break
    assert moved, "an AI move shows a token gliding"
    screen.on_key_press(arcade.key.SPACE, 0)
    assert not screen.animator.busy and not screen.board.tokens, "Space skips the motion"


# ---------------------------------------------------------------------- setting up
def test_the_menu_sets_up_a_world_at_war_game_with_chosen_seats(app):
    from strategic.session.agents import default_ai, kinds_for
    from strategic.ui.menu_views import MainMenuView

    menu = app.show_menu()
    assert isinstance(menu, MainMenuView)
    menu.on_hit("strategic")
    setup = app.window.current_view
    setup.on_hit(("mode", "world"))
    assert setup.players == 6 and len(setup.seats) == 6, "World at War is for 6 or 7 houses"
    setup.on_hit(("players", 7))
    setup.on_hit(("seat", "baratheon"))
    kinds = kinds_for("risk")
    assert setup.seats["baratheon"] == kinds[(kinds.index(default_ai("risk")) + 1) % len(kinds)]
    setup.on_hit(("start",))
    screen = app.window.current_view
    assert isinstance(screen, RiskScreen)
    assert screen.session.state.map == "world" and screen.session.seats == setup.seats
    assert screen.session.seats["stark"] == "human" and screen.viewer == "stark"
