"""Issue 13's "redraw only what changed": after an action the battle screen rebuilds only what changed
(units whose token looks the same keep their sprites; only the parts of the backdrop whose pictures
changed are refilled, in the side panel only the cards whose key changed), and what it shows is exactly
what a screen built from nothing shows: a new view of the same game and the same half-made choice."""
from __future__ import annotations

import random

import arcade
import pytest

from strategic.session.agents import HUMAN, make_agent
from strategic.ui.cli import draw_frame
from tactical.rules.actions import UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.backdrop import Backdrop
from tactical.ui.battle_view import BattleView
from tactical.ui.board_static import build_coordinates

pytestmark = pytest.mark.ui


def hot_seat(app, seed: int = 3):
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, seed, {sc.sides[0].house: HUMAN, sc.sides[1].house: HUMAN})


VIEW_STATE = ("log", "log_scroll", "last_roll", "page", "message", "ix", "follow", "coach", "animator")


def shown(view) -> tuple[bytes, bytes, list]:
    """The view's backdrop, the window after one frame drawn over it, and what clicking or hovering the
    bars and the panel would do (their hits)."""
    if view.window.current_view is not view:
        view.window.show_view(view)
    draw_frame(view.window)
    hits = [(h.rect, h.payload, h.tip) for sc in (view.topbar.scene, view.prompt.scene, view.prompt.live,
                                                  view.panel.scene) for h in sc.hits]
    return view.backdrop.fbo.read(components=4), view.window.ctx.screen.read(components=4), hits


class FromNothing:
    """What a new view of the same game shows with the same log, dice tray, trail and half-made choice:
    every scene, text, card, piece and highlight built anew (`forget`), its backdrop drawn whole, not part by
    part. One such view serves every step (it forgets all before each). Only the terrain picture is the
    view's own: it is drawn once per window size, and one drawn later differs in a few tile edge pixels (the
    texture atlas has grown since)."""

    def __init__(self, view) -> None:
        self.view = view
        self.fresh = BattleView(view.app, view.session, view.viewer)
        view.window.show_view(view)

    def shown(self) -> tuple[bytes, bytes, list]:
        view, fresh = self.view, self.fresh
        fresh.viewer = view.viewer
        for name in VIEW_STATE:
            setattr(fresh, name, getattr(view, name))
        fresh.board.terrain, fresh.backdrop = view.board.terrain, Backdrop(view.window)
        fresh.board.coordinates = build_coordinates(fresh.board.geo) if view.board.coordinates else None
        fresh.forget()
        fresh.rebuild()
        picture = shown(fresh)
        view.window.show_view(view)
        return picture


def assert_as_built_from_nothing(view, oracle: FromNothing, what: str) -> None:
    backdrop, frame, hits = shown(view)
    fresh_backdrop, fresh_frame, fresh_hits = oracle.shown()
    assert backdrop == fresh_backdrop, f"the backdrop kept is not what a new view draws, {what}"
    assert frame == fresh_frame, f"the screen is not what a new view shows, {what}"
    assert hits == fresh_hits, f"clicks and tooltips are not a new view's, {what}"


def test_the_screen_kept_between_steps_against_the_ai_is_the_one_built_from_nothing(app):
    """Against the AI, so the trail of its turn (baked under the units) comes and goes too."""
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 3, {"lannister": HUMAN, "stark": "random"})
    agent, oracle = make_agent("battlelore", "random", 3), FromNothing(view)
    s = view.session
    for _ in range(15):
        if view.human_to_act():
            view.submit(agent.choose(s.view_for(s.current_player()), s.legal()))
        else:
            view.step_ai()
            view.refresh()
        assert_as_built_from_nothing(view, oracle, f"after {len(s.actions)} actions")


def clickable(view) -> list:
    """The hits a player could click now: tokens, cards, commanders and buttons of the panel and prompt bar."""
    return [h.payload for section in (view.panel, view.prompt) for h in section.scene.hits
            if h.payload is not None and h.payload[0] in ("token", "card", "commander", "button", "page")]


def test_clicks_in_hot_seat_redraw_what_they_changed_and_only_that(app):
    """Hot seat, a player clicking: picks tokens, cards, commanders and toggles, clicks hexes, cancels with a
    right-click, scrolls the log, shows or hides the coordinates and acts; after each, the screen is the one a new view would build (a card
    whose key missed something it draws would keep an old picture here)."""
    view = hot_seat(app, seed=5)
    rng, s, oracle, done = random.Random(5), view.session, FromNothing(view), set()
    for step in range(30):
        if view.needs_handover():
            view.viewer = s.current_player()
            view.refresh()
        roll, hits = rng.random(), clickable(view)
        if roll < 0.45 and hits:
            what = rng.choice(hits)
            view.on_hit(what)
        elif roll < 0.75:
            what = ("hex", rng.choice(sorted(set().union(*view.ix.highlights().values()) or {0})))
            view.click_hex(what[1])
        elif roll < 0.85:
            what = ("right-click",)
            view.right_click(None, 0, 0)
        elif roll < 0.88:
            what = ("scroll",)
            view.scroll_log(rng.choice((-1, 1)))
        elif roll < 0.91:
            what = ("coordinates",)
            view.on_key_press(arcade.key.C, 0)
        else:
            what = ("act",)
            view.submit(rng.choice(s.legal()))
        assert_as_built_from_nothing(view, oracle, f"at step {step} ({what}), {len(s.actions)} actions")
        done.add(what[0])
    assert done >= {"token", "card", "button", "hex", "right-click", "scroll", "coordinates", "act"}, done


def test_the_regions_tile_the_window(app):
    view = hot_seat(app)
    for size in ((1024, 700), (1280, 800), (1920, 1080)):
        view.on_resize(*size)
        regions = list(view.layout.regions().values())
        assert sum(r.width * r.height for r in regions) == pytest.approx(size[0] * size[1])
        assert not any(a.overlaps(b) for i, a in enumerate(regions) for b in regions[i + 1:])
    view.on_resize(1280, 800)


def test_picking_a_token_refills_only_the_prompt_and_the_cards_it_changed(app, monkeypatch):
    view = hot_seat(app)
    parts = []
    monkeypatch.setattr(view.backdrop, "render_parts", lambda p, base=None: parts.append(p))
    token = next(a for a in view.ix.legal if isinstance(a, UseOrderToken))
    view.on_hit(("token", token.token))
    drawn = view.backdrop_parts()
    assert [rect for rect, _ in parts[-1]] == [drawn[n][0] for n in ("prompt", "sides")], \
        "the prompt and the token's card; not the legend, the field, the top bar or the other cards"


def test_a_unit_whose_token_looks_the_same_keeps_its_sprites(app):
    view = hot_seat(app)
    before = {uid: [id(sp) for sp, _, _ in parts] for uid, parts in view.board.pieces.unit_sprites.items()}
    s = view.session
    agent = make_agent("battlelore", "random", 5)
    while not any(type(a).__name__ == "Move" for a in s.legal()):
        view.after_events(s.submit(agent.choose(s.view_for(s.current_player()), s.legal())), None)
    move = next(a for a in s.legal() if type(a).__name__ == "Move")
    view.after_events(s.submit(move), None)
    after = {uid: [id(sp) for sp, _, _ in parts] for uid, parts in view.board.pieces.unit_sprites.items()}
    assert after[move.unit] != before[move.unit]                      # moved: made anew where it stands
    kept = [uid for uid in before if uid != move.unit and after.get(uid) == before[uid]]
    assert len(kept) >= len(before) // 2        # the units the turn did not touch were not remade


def test_scrolling_the_log_refills_only_the_log(app, monkeypatch):
    """The prompt bar is rebuilt and refilled only when what it says changed, a card of the panel when its
    key did."""
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 3, {"lannister": HUMAN, "stark": "random"})
    parts = []
    monkeypatch.setattr(view.backdrop, "render_parts", lambda p, base=None: parts.append([r for r, _ in p]))
    view.scroll_log(1)
    assert parts[-1] == [view.backdrop_parts()["log"][0]]
