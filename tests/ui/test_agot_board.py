"""What the A Game of Thrones board shows around the map (issue 14): the tracks (round, the three influence
tracks, supply, victory, wildlings) read off the seat's view; a battle's strength before and after the house
cards are revealed; every house's discarded cards; the Westeros card being resolved with its effect; and fog
of war hiding the enemy beyond sight on the map itself."""
from __future__ import annotations

import pytest

from strategic.agot.rules.abilities import card_set
from strategic.agot.rules.common import castles
from strategic.agot.rules.view import visible_areas
from strategic.agot.rules.westeros import cards as westeros_cards
from strategic.session.agents import HUMAN, make_agent
from strategic.ui.agot.looks import house_name
from tests.ui.test_agot_screen import play_to, start

pytestmark = pytest.mark.ui
THREE = {"stark": HUMAN, "lannister": HUMAN, "baratheon": HUMAN}


def words(scene) -> str:
    return " ".join(t.text for t in scene.texts)


def tips(scene) -> str:
    return " ".join(h.tip for h in scene.hits if h.tip)


def test_the_tracks_read_the_round_influence_supply_victory_and_wildlings(app):
    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"}, seed=1, max_rounds=4)
    assert play_to(screen, "bid", "stark")
    v = screen.choice.view
    text, tip = words(screen.tracks.scene), tips(screen.tracks.scene)
    assert f"Round {v.round} of {v.max_rounds}" in text and f"Wildling threat: {v.wildlings}" in text
    for track, name in (("iron_throne", "Iron Throne"), ("fiefdoms", "Fiefdoms"), ("kings_court", "King's Court")):
        assert f"{name} — " in text and house_name(v.tracks[track][0]) in text
        for i, h in enumerate(v.tracks[track]):
            assert f"{name}: {house_name(h)} in place {i + 1}" in tip
    for h in v.houses:
        assert f"{house_name(h)}: {castles(v, h)} castles and strongholds" in tip
        assert house_name(h) in next(t for t in tip.split("Supply ") if t.startswith(f"{v.house[h].supply}:"))


def test_the_battle_shows_strength_before_the_cards_and_both_cards_after(app):
    screen = start(app, THREE, seed=2, max_rounds=5)
    seat = next((h for h in THREE if play_to(screen, "battle_cards", h, 6000)), None)
    assert seat is not None, "the seeded game must reach a battle"
    b = screen.session.state.battle
    text = words(screen.tracks.scene)
    assert f"Battle in {screen.names[b.area]}" in text and text.count("before cards") == 2
    assert "in all" not in text
    s = screen.session
    for _ in range(2):                      # each side plays a card: then both are shown with the totals
        player = s.current_player()
        screen.viewer = player
        screen.refresh()
        if s.state.step != "battle_cards":
            break
        screen.on_hit(("card", sorted(screen.choice.playable_cards())[0]))
    battle = s.state.battle
    if battle is None or not battle.revealed:
        pytest.skip("the battle ended without a decision after the reveal")
    screen.refresh()
    text = words(screen.tracks.scene)
    cards = card_set(s.state)
    assert all(cards[c].name in text for c in battle.cards.values()) and text.count("in all") == 2


def test_every_houses_discarded_cards_are_shown(app):
    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"}, seed=2, max_rounds=6)
    s = screen.session
    agent = make_agent("agot", "greedy", 7)
    for _ in range(8000):                     # greedy play until two houses have discarded cards
        if s.is_over() or sum(1 for h in THREE if s.state.house[h].discards) >= 2:
            break
        if s.is_human(s.current_player()):
            s.submit(agent.choose(s.view_for(s.current_player()), s.legal()))
        else:
            s.step_ai()
    screen.refresh()
    gone = {h: s.state.house[h].discards for h in THREE}
    assert sum(1 for g in gone.values() if g) >= 2, "the seeded game must have discarded cards"
    text = words(screen.tracks.scene)
    cards = card_set(s.state)
    for h, ids in gone.items():
        for c in ids:
            first = cards[c].name.split()[0]
            assert first in text, f"{house_name(h)}'s {cards[c].name} is not shown"


def test_the_westeros_card_being_resolved_shows_its_effect(app):
    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"}, seed=2, max_rounds=6)
    for step in ("westeros_choose", "muster", "bid"):
        if play_to(screen, step, "stark", 8000) and screen.session.state.queue != screen.session.state.drawn:
            break
    v = screen.choice.view
    now = len(v.drawn) - len(v.queue) - 1
    assert now >= 0, "the seeded game must ask Stark during a Westeros card"
    card = westeros_cards(v.edition)[v.drawn[now]]
    text = words(screen.tracks.scene)
    assert f"{card.name}: {card.text.split()[0]}" in text and card.text.split()[-1] in text


def test_fog_of_war_hides_the_enemy_beyond_sight_on_the_map(app):
    setup = {"edition": 2, "players": 4, "options": ["fog-of-war"], "max_rounds": 2}
    screen = app.start_strategic("agot", setup, 4, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy",
                                                      "greyjoy": "greedy"})
    state = screen.session.state
    seen = visible_areas(state, "stark")
    hidden = [a for a, h in state.owner.items() if h != "stark" and a not in seen]
    assert hidden
    for aid in hidden:
        tip = screen.area_tip(screen.names[aid])
        assert not any(u in tip for u in ("footman", "knight", "ship", "siege")), tip
        assert aid not in screen.choice.view.units
    near = [a for a, h in state.owner.items() if h != "stark" and a in seen]
    assert all(any(u in screen.area_tip(screen.names[a]) for u in ("footman", "knight", "ship", "siege"))
               for a in near)


def test_a_bid_stays_behind_the_hand_over_until_every_bid_is_in(app, window):
    from strategic.agot.rules.actions import Bid
    from strategic.agot.rules.view import HIDDEN
    from strategic.ui.agot.end_views import AgotHandoverView

    screen = start(app, {"stark": HUMAN, "lannister": HUMAN, "baratheon": "greedy"}, seed=1, max_rounds=4)
    s = screen.session
    assert play_to(screen, "bid", "stark")
    others = [h for h in s.state.pending["bid"]["houses"] if h != "stark" and h not in s.state.pending["secret"]]
    assert "lannister" in others, "Lannister must still be to bid after Stark"
    reveals = sum("Bids for" in line for line in screen.log)
    screen.press(("nudge", 1))
    amount = screen.choice.amount
    template = next(a for a in s.legal() if isinstance(a, Bid))
    screen.press(("act", screen.choice.filled(template)))
    assert s.state.pending["secret"]["stark"] == amount
    while s.current_player() not in ("lannister", None) and not s.is_over():
        s.step_ai()
        screen.refresh()
    handover = window.current_view
    assert isinstance(handover, AgotHandoverView) and handover.house == "lannister"
    handover.go()
    assert screen.viewer == "lannister" and screen.choice.view.pending["secret"]["stark"] == HIDDEN
    assert sum("Bids for" in line for line in screen.log) == reveals          # nothing revealed yet
    assert "Your secret amount: 0" in words(screen.prompt.scene)


def test_the_tracks_are_drawn_again_only_when_what_they_show_changes(app):
    """AI steps redraw the tracks only when they change (tracks_key), and the tracks then show exactly what
    building and drawing them again shows."""
    import arcade

    screen = start(app, {"stark": "greedy", "lannister": "greedy", "baratheon": "greedy"}, seed=2, max_rounds=3)
    screen.on_draw()
    scenes = []
    for _ in range(60):
        screen.after_step(screen.session.step_ai())
        screen.on_draw()
        scenes.append(screen.tracks.scene)
    kept = sum(a is b for a, b in zip(scenes, scenes[1:]))
    assert kept > len(scenes) / 3, "most AI steps leave the tracks as they were"
    r = screen.layout.tracks
    box = (int(r.left), int(r.bottom), int(r.width), int(r.height))
    kept_pixels = arcade.get_image(*box).tobytes()
    screen.tracks_key = ()
    screen.drawn.clear()
    screen.refresh()
    screen.on_draw()
    assert arcade.get_image(*box).tobytes() == kept_pixels


def test_every_houses_hand_is_named_in_its_tooltip(app):
    """House cards in hand are public in this game (the engine's view shows every hand)."""
    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"})
    v = screen.choice.view
    cards = card_set(v)
    tip = tips(screen.topbar.scene)
    for h in v.houses:
        assert all(f"{cards[c].name} ({cards[c].strength})" in tip for c in v.house[h].hand)


def test_areas_out_of_play_are_shaded_without_their_placeholder_neutral_force(app):
    """With 3 houses the rules leave the south and the Iron Islands out (a neutral force no march can match,
    strength 1,000,000): the map shades them and says so instead of printing that number on a counter."""
    from strategic.ui.agot.looks import OUT_OF_PLAY, looks
    from strategic.ui.agot.pieces import _extras

    screen = start(app, {"stark": HUMAN, "lannister": "greedy", "baratheon": "greedy"}, seed=1, max_rounds=4)
    v = screen.choice.view
    assert v.blocked and all(v.neutral[a] >= 1_000_000 for a in v.blocked)
    shown = looks(v)
    for aid in v.blocked:
        name = screen.names[aid]
        assert shown[name].fill == OUT_OF_PLAY and "neutral" not in _extras(v, aid)
        tip = screen.area_tip(name)
        assert "Out of play with 3 houses" in tip and "1000000" not in tip
    real = [a for a in v.neutral if a not in v.blocked]
    assert all("neutral" in _extras(v, a) and "Neutral force (strength" in screen.area_tip(screen.names[a]) for a in real)
