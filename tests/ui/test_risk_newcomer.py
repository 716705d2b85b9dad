"""The newcomer pass over the Risk screen: each decision says what it asks in words a player knows and can be
answered with the mouse. Hot-seat games (every seat human, a greedy agent making the choices straight to the
session) are played to a seeded decision; the screen is then asked for its prompt and buttons, and a button is
pressed as a click would.
"""
from __future__ import annotations

import re

import pytest

from strategic.risk.rules.actions import (ClaimObjective, EndTurn, Invade, KeepObjective, Manoeuvre, MoveIn, PlaceUnit,
                                         PlayMaester, Trade, TradeForUnit, UseCharacter)
from strategic.risk.rules.geo import geo
from strategic.session.agents import make_agent
from tests.ui.prompt_reader import buttons, recorded, tips, words
from tests.ui.test_strategic_screen import click_area, play_to_end, start

pytestmark = pytest.mark.ui


def play_until(screen, wanted, limit: int = 4000) -> bool:
    """The greedy agent plays every seat until `wanted(view, legal)`; the screen then shows the seat to act."""
    s = screen.session
    agent = make_agent("risk", "greedy", 7)
    for _ in range(limit):
        if s.is_over():
            return False
        player = s.current_player()
        view, legal = s.view_for(player), s.legal()
        if wanted(view, legal):
            screen.viewer, screen.curtained = player, False
            screen.refresh()
            return True
        s.submit(agent.choose(view, legal))
    return False


def test_a_special_unit_to_place_is_said_and_named_not_zero_armies(app):
    """Once a card is traded for a special unit and the armies are deployed, the prompt said "0 armies to
    deploy: click one of your territories and choose how many": nothing said a knight waited to be placed,
    and its button said "Place a siege on ..." (the icon's id)."""
    screen = start(app, "domination", 3, seed=4)
    only_units = lambda v, legal: v.phase == "reinforce" and not v.reinforcements and v.units_to_place
    assert play_until(screen, only_units), "the seeded game must reach a special unit to place"
    view = screen.choice.view
    said = words(screen)
    assert "0 armies" not in said and "choose how many" not in said
    names = {"knight": "a knight", "siege": "a siege engine", "fortification": "a fortification"}
    assert f"{names[view.units_to_place[0]]} to place: click one of your territories" in said
    place = next(a for a in screen.session.legal() if isinstance(a, PlaceUnit))
    click_area(screen, place.territory)
    if recorded(screen) != place:                  # several kinds here: a button each, by its name
        got = buttons(screen)
        label = f"Place {names[place.kind]} on {place.territory}"
        assert label in got and "siege " not in " ".join(got).replace("siege engine", "")
        screen.on_hit(got[label])
    assert recorded(screen) == place


def test_trading_a_card_for_a_unit_says_which_unit(app):
    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(isinstance(a, TradeForUnit) for a in legal))
    trade = next(a for a in screen.session.legal() if isinstance(a, TradeForUnit))
    kind = geo(screen.choice.view.map).icon[trade.card]
    noun = {"knight": "knight", "siege": "siege engine", "fortification": "fortification"}[kind]
    got = buttons(screen)
    label = f"Trade {trade.card}: {noun}"
    assert label in got and not any(b.endswith("for a special unit") for b in got)
    assert "8-sided" in tips(screen)[label] or "highest die" in tips(screen)[label]
    screen.on_hit(got[label])
    assert recorded(screen) == trade


def test_everything_deployed_says_end_the_reinforcement(app):
    screen = start(app, "domination", 3, seed=4)
    done = lambda v, legal: v.phase == "reinforce" and not v.reinforcements and not v.units_to_place
    assert play_until(screen, done)
    assert "0 armies" not in words(screen) and "Everything is deployed: end your reinforcement" in words(screen)
    assert "End reinforcement" in buttons(screen)


def test_the_move_in_button_counts_its_armies_in_words(app):
    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(isinstance(a, MoveIn) for a in legal) and legal[0].armies.hi >= 1)
    screen.on_hit(next(p for label, p in buttons(screen).items() if label.startswith("Min")))
    assert "Move no more armies in" in buttons(screen)
    screen.on_hit(buttons(screen)["+"])
    assert "Move 1 more army in" in buttons(screen)
    screen.on_hit(buttons(screen)["Move 1 more army in"])
    assert recorded(screen) == MoveIn(1)


def test_a_territorys_tooltip_names_its_special_units(app):
    """The tooltip listed "1 siege", "2 knight": the icon ids, never in the plural."""
    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(sum(u.values()) >= 2 for u in v.units.values() if u))
    view = screen.choice.view
    name, units = next((t, u) for t, u in view.units.items() if u and sum(u.values()) >= 2)
    tip = screen.area_tip(name)
    nouns = {"knight": ("knight", "knights"), "siege": ("siege engine", "siege engines"),
             "fortification": ("fortification", "fortifications")}
    for kind, n in units.items():
        if n:
            assert f"{n} {nouns[kind][n > 1]}" in tip, tip


def test_a_card_played_on_a_territory_says_to_click_one_and_names_none_before(app):
    """Poisoned Wine's button said "play maester card Poisoned Wine on Barrowton" (the first of its targets) and,
    once pressed, the prompt still asked for an attack: nothing said to click the territory to play it on. Its
    cost read "(100)" with no unit, a free card "(0)"."""
    screen = start(app, "domination", 3, seed=4)
    aimed = lambda v, legal: any(isinstance(a, (PlayMaester, UseCharacter)) and a.target in v.owner for a in legal)
    assert play_until(screen, aimed), "the seeded game must reach a card played on a territory"
    plays = [a for a in screen.session.legal() if isinstance(a, (PlayMaester, UseCharacter)) and a.target]
    card = plays[0].card
    label, payload = next((label, p) for label, p in buttons(screen).items() if p[1].payload == ("card", card))
    assert label.endswith(" gold)") or label.endswith("(free)")
    tip = tips(screen)[label]
    assert not any(f" on {a.target}" in tip for a in plays) and "then click the territory" in tip
    screen.on_hit(payload)
    name = label.rsplit(" (", 1)[0]
    assert f"{name}: now click the territory to play it on" in " ".join(screen.prompt_info().lines)
    assert screen.choice.selectable() == {a.target for a in plays}
    click_area(screen, plays[0].target)
    assert recorded(screen) == plays[0]


def test_the_domination_end_screen_shows_the_victory_points_that_won(app):
    """The end table's only "Score" column held the Skirmish points (27, 25, 24) under the words "Score:
    victory points", while the winner had 4 VP: a Domination game is won on VP, the points only break ties."""
    screen = start(app, "domination", 3, seats={"stark": "greedy", "baratheon": "greedy", "lannister": "greedy"},
                   seed=4, max_rounds=3)
    end = play_to_end(app, screen)
    st, scores = end.session.state, dict(end.session.result().scores)
    texts = [(round(t.y), t.text) for t in end.scene.texts]
    header = next(y for y, s in texts if s == "House")
    assert [s for y, s in texts if y == header] == ["House", "VP", "Points", "Terr.", "Armies"]
    rows = [[s for y2, s in texts if y2 == y] for y, s in texts if s in {"Stark", "Baratheon", "Lannister"}]
    houses = [row[0].lower() for row in rows]
    assert houses == sorted(st.seats, key=lambda h: (-st.players[h].vp, -scores[h]))
    assert all(row[1] == str(st.players[h].vp) and row[2] == str(scores[h]) for row, h in zip(rows, houses))
    assert not any("Score: victory points" in s for _, s in texts)


@pytest.mark.parametrize("players, size", [(7, (1024, 700)), (7, (1280, 800)), (6, (1024, 700))])
def test_world_at_war_houses_bar_cuts_no_name_and_shows_every_vp(window, players, size):
    """Seven houses at 1024x700 cut every cell: "Bara…", "14 L · 25…", "500 g · 0…" (the victory points, the
    goal of the mode, lost); at 1280x800 "Barathe…", "Targary…". Built for the size itself (the headless
    window keeps its own)."""
    from strategic.risk.cli.modes import resolve_mode
    from strategic.risk.game import RiskGame
    from strategic.risk.rules.view import view as view_of
    from strategic.ui.houses import house_name
    from strategic.ui.map.layout import strategic_layout
    from strategic.ui.risk.panels import build_houses
    from tactical.ui.scene import Scene

    rules, n, board = resolve_mode("world", players)
    state, _ = RiskGame().new_game({"rules": rules, "players": n, "map": board}, 3)
    for i, h in enumerate(state.seats):
        state.players[h].vp, state.players[h].gold = i % 4, 100 * (i + 3)
    view = view_of(state, state.seats[0])
    sc = build_houses(view, strategic_layout(*size).top_bar, Scene())
    texts = [t.text for t in sc.texts]
    assert not any(t.endswith("…") for t in texts), texts
    for h in state.seats:
        assert house_name(h) in " ".join(texts)
    shown = sorted(int(m.group(1)) for t in texts for m in [re.search(r"(\d+) VP", t)] if m)
    assert shown == sorted(view.players[h].vp for h in state.seats)


def test_battles_ask_says_the_hexes_are_a_choice_beside_the_dice(app):
    """With "Battles: Ask", a target clicked offers the dice and "Fight it on the hexes", but the prompt said
    only "Choose your dice": the hex battle was a button nothing mentioned."""
    houses = ["stark", "baratheon", "lannister"]
    app.settings.risk_defence = "ask"
    screen = app.start_strategic("risk", {"rules": "domination", "players": 3, "max_rounds": 200, "battles": "ask",
                                          "ai_battles": "dice", "humans": houses}, 5, {h: "human" for h in houses})
    assert play_until(screen, lambda v, legal: any(isinstance(a, Invade) for a in legal))
    invade = next(a for a in screen.session.legal() if isinstance(a, Invade))
    click_area(screen, invade.src)
    click_area(screen, invade.dst)
    assert "Or fight this invasion on the hex battlefield" in words(screen)
    got = buttons(screen)
    assert {"Roll 1 die", "Fight it on the hexes"} <= set(got)


def test_the_card_a_conquest_earned_is_offered_in_words_and_ending_says_it_goes(app):
    """The end of a turn with a conquest said "Draw your territory card if you conquered" (it is asked only
    then) beside a plain "End turn", which gives the card up."""
    screen = start(app, "skirmish", 3, seed=4)
    assert play_until(screen, lambda v, legal: v.phase == "draw")
    assert "You conquered this turn: draw a territory card" in words(screen)
    got = buttons(screen)
    assert set(got) == {"Draw a territory card", "End turn without a card"}
    screen.on_hit(got["End turn without a card"])
    assert recorded(screen) == EndTurn()


def test_a_set_to_trade_says_first_what_it_gives_and_the_hand_names_siege_engines(app):
    """The set's button listed its three cards first, cut at 1024x700 ("Trade Castle Black + Lannispo…") before
    the +2's territory, and nothing said how many armies it gives; a card's icon read "siege"."""
    from strategic.risk.rules.tables import trade_value

    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(isinstance(a, Trade) for a in legal))
    icons = geo(screen.choice.view.map).icon
    panel = {hit.payload[1].payload[1]: hit for hit in screen.panel.scene.hits
             if hit.payload and hit.payload[0] == "button" and hit.payload[1].payload[0] == "act"}
    assert panel
    for trade, hit in panel.items():
        n = trade_value([icons[c] for c in trade.cards])
        lead = f"Trade for {n}, +2 on {trade.bonus_to}" if trade.bonus_to else f"Trade for {n} armies"
        assert hit.payload[1].label.startswith(lead) and f"for {n} armies to deploy now" in hit.tip
    texts = [t.text for t in screen.panel.scene.texts]
    assert "siege" not in texts
    if any(icons[c] == "siege" for c in screen.choice.view.hand):
        assert "siege engine" in texts
    trade, hit = next(iter(panel.items()))
    screen.on_hit(hit.payload)
    assert recorded(screen) == trade


def test_objective_decisions_show_the_victory_points_and_the_drawn_cards_texts(app):
    """Keeping one of two objectives drawn showed only "Keep Master of Ships", "Keep Men of Skill": their VP and
    what they ask were in the tooltips alone (the side panel lists the objectives already held). Claiming said
    "Claim an objective you have completed, or go on" with no way to go on (a completed objective is claimed)."""
    from strategic.risk.rules.cards import lookup

    objectives = lookup()[2]
    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(isinstance(a, KeepObjective) for a in legal))
    keeps = screen.session.legal()
    for a in keeps:
        card = objectives[a.card]
        assert f"{card.name} ({card.vp} VP): {card.text}" in words(screen)
    got = buttons(screen)
    label = f"Keep {objectives[keeps[0].card].name} ({objectives[keeps[0].card].vp} VP)"
    assert label in got
    screen.on_hit(got[label])
    assert recorded(screen) == keeps[0]
    assert play_until(screen, lambda v, legal: any(isinstance(a, ClaimObjective) for a in legal))
    assert "or go on" not in words(screen) and "claim one (below)" in words(screen)
    claim = screen.session.legal()[0]
    got = buttons(screen)
    label = f"Claim {objectives[claim.card].name} ({objectives[claim.card].vp} VP)"
    screen.on_hit(got[label])
    assert recorded(screen) == claim


def test_a_manoeuvre_aimed_says_from_where_to_where_and_how_many(app):
    """Start and target clicked, the prompt still said "From Bear Island: now click a target (red outline). red:
    valid target." over "Move 5": the target was chosen, and the button did not say 5 what."""
    screen = start(app, "domination", 3, seed=4)
    assert play_until(screen, lambda v, legal: any(isinstance(a, Manoeuvre) for a in legal))
    move = next(a for a in screen.session.legal() if isinstance(a, Manoeuvre) and not a.with_units)
    click_area(screen, move.src)
    assert f"From {move.src}: now click a target (red outline), or Cancel." in screen.prompt_info().lines
    click_area(screen, move.dst)
    lines = " ".join(screen.prompt_info().lines)
    assert f"From {move.src} to {move.dst}: choose how many armies go" in lines and "now click" not in lines
    n = screen.choice.amount
    got = buttons(screen)
    label = f"Move {n} {'army' if n == 1 else 'armies'}"
    assert label in got
    screen.on_hit(got[label])
    assert recorded(screen) == Manoeuvre(move.src, move.dst, n, False)


def test_a_full_hand_is_told_to_trade_before_deploying(app):
    """With five cards only the trades are offered, but the prompt said "6 armies to deploy: click one of your
    territories and choose how many", and a click on a territory did nothing."""
    screen = start(app, "skirmish", 3, seed=3)
    assert play_until(screen, lambda v, legal: legal and all(isinstance(a, Trade) for a in legal))
    assert "Trade a set of your territory cards first" in words(screen) and "click one of" not in words(screen)
    trades = {hit.payload[1].payload[1]: hit for hit in screen.panel.scene.hits
              if hit.payload and hit.payload[0] == "button" and hit.payload[1].payload[0] == "act"}
    trade, hit = next(iter(trades.items()))
    screen.on_hit(hit.payload)
    assert recorded(screen) == trade


def test_a_defender_who_may_play_a_card_is_told_before_the_dice(app):
    """Attacked with a defence card in hand, the prompt said only "choose how many dice you defend with" beside
    "Castle Walls (100 gold)": nothing said the card must come before the dice, or that it is a card at all."""
    screen = start(app, "domination", 3, seed=4)
    defending = lambda v, legal: v.phase == "defend" and any(isinstance(a, (PlayMaester, UseCharacter)) for a in legal)
    assert play_until(screen, defending)
    assert "You may first play a defence card (its button" in words(screen)
    play = next(a for a in screen.session.legal() if isinstance(a, (PlayMaester, UseCharacter)))
    label = next(label for label, p in buttons(screen).items() if p[1].payload == ("card", play.card))
    screen.on_hit(buttons(screen)[label])
    assert recorded(screen) == play


def test_trading_is_mentioned_only_when_a_set_may_be_traded(app):
    """Every reinforcement ended "Trade card sets in the side panel for more", with no card or no set in hand
    too (a newcomer looks for a trade that is not there)."""
    screen = start(app, "skirmish", 3, seed=3)
    no_set = lambda v, legal: v.phase == "reinforce" and legal and not any(isinstance(a, Trade) for a in legal)
    assert play_until(screen, no_set)
    assert "Trade" not in words(screen)
    a_set = lambda v, legal: (v.phase == "reinforce" and any(isinstance(a, Trade) for a in legal)
                              and not all(isinstance(a, Trade) for a in legal))
    assert play_until(screen, a_set)
    assert words(screen).endswith("Trade a card set (side panel) for more.")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_hand_shows_long_territory_names_whole(window, size):
    """At 1024x700 the hand cut "The Golden Tooth" to "The Golden…" and "The Last Hearth" to "The Last He…"
    with room to spare below: a long name takes the card's second line (the icon's letter stays; the noun is in
    the tooltip). Built for the size itself (the headless window keeps its own)."""
    from strategic.risk.game import RiskGame
    from strategic.risk.rules.view import view as view_of
    from strategic.ui.map.layout import strategic_layout
    from strategic.ui.risk.panels import PanelInfo, build_panel
    from tactical.ui.scene import Scene

    state, _ = RiskGame().new_game({"rules": "domination", "players": 3, "map": "westeros"}, 3)
    seat = state.seats[0]
    hand = ["The Golden Tooth", "The Last Hearth", "Castle Black", "Winterfell"]
    state.players[seat].cards = hand
    sc, _ = build_panel(PanelInfo(view_of(state, seat), [], []), strategic_layout(*size).side, Scene())
    texts = [t.text for t in sc.texts]
    assert not any(t.endswith("…") and t.split()[0] in ("The", "Castle") for t in texts), texts
    for card in hand:
        box = next(h.rect for h in sc.hits if h.payload == ("card_info", card))
        inside = [t for t in sc.texts if box.contains(t.x, t.y) and len(t.text) > 1]
        assert " ".join(t.text for t in inside).startswith(card), (card, [t.text for t in inside])
        assert all(t.y - 6 >= box.bottom for t in inside)
