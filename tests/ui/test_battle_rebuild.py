"""Issue 13's "redraw only what changed": after an action the battle screen rebuilds only what changed
(units whose token looks the same keep their sprites; only the parts of the backdrop whose pictures
changed are refilled), and what it shows is exactly what a full redraw shows."""
from __future__ import annotations

import pytest

from strategic.session.agents import HUMAN, make_agent
from tactical.rules.actions import UseOrderToken
from tactical.scenario import load_scenario

pytestmark = pytest.mark.ui


def hot_seat(app, seed: int = 3):
    sc = load_scenario("clash_on_the_kingsroad")
    return app.start_battle(sc, seed, {sc.sides[0].house: HUMAN, sc.sides[1].house: HUMAN})


def full_redraw(view) -> bytes:
    view.dirty = set(view.layout.regions())
    view.render_backdrop()
    return view.backdrop.fbo.read(components=4)


def test_the_backdrop_refilled_part_by_part_is_the_full_redraw(app):
    """Against the AI, so the trail of its turn (baked under the units) comes and goes too."""
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 3, {"lannister": HUMAN, "stark": "random"})
    agent = make_agent("battlelore", "random", 3)
    s = view.session
    for _ in range(40):
        if view.human_to_act():
            view.submit(agent.choose(s.view_for(s.current_player()), s.legal()))
        else:
            view.step_ai()
            view.refresh()
        partial = view.backdrop.fbo.read(components=4)
        assert partial == full_redraw(view), f"after {len(s.actions)} actions"


def test_the_regions_tile_the_window(app):
    view = hot_seat(app)
    for size in ((1024, 700), (1280, 800), (1920, 1080)):
        view.on_resize(*size)
        regions = list(view.layout.regions().values())
        assert sum(r.width * r.height for r in regions) == pytest.approx(size[0] * size[1])
        assert not any(a.overlaps(b) for i, a in enumerate(regions) for b in regions[i + 1:])
    view.on_resize(1280, 800)


def test_picking_a_token_refills_only_the_prompt_and_the_panel(app, monkeypatch):
    view = hot_seat(app)
    parts = []
    monkeypatch.setattr(view.backdrop, "render_parts", lambda p, base=None: parts.append(p))
    token = next(a for a in view.ix.legal if isinstance(a, UseOrderToken))
    view.on_hit(("token", token.token))
    regions = view.layout.regions()
    assert [rect for rect, _ in parts[-1]] == [regions["panel"], regions["prompt"]]


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


def test_scrolling_the_log_refills_only_the_panel(app, monkeypatch):
    """The prompt bar is rebuilt and refilled only when what it says changed."""
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 3, {"lannister": HUMAN, "stark": "random"})
    parts = []
    monkeypatch.setattr(view.backdrop, "render_parts", lambda p, base=None: parts.append([r for r, _ in p]))
    view.scroll_log(1)
    assert parts[-1] == [view.layout.regions()["panel"]]
