"""Text never overflows at the window sizes Settings offers (issue 13, item 7): on every scene of the battle
screen (top bar, prompt bar and dice tray, side panel), no two labels' boxes intersect and each label lies
inside a parchment card of its scene, at 1024x700, 1280x800 and 1920x1080, in the states the issue caught
(momentum and "to act" beside the VP, a long save message, a long dice caption, the full legend)."""
from __future__ import annotations

import pytest

from tests.ui.driver import whole_panel, whole_promptbar

from strategic.ui.cli import aim, last_attack_roll, play_random, play_to_attack
from tactical.scenario import load_scenario
from tactical.ui.layout import Rect

pytestmark = pytest.mark.ui
SIZES = ((1024, 700), (1280, 800), (1920, 1080))
SLACK = 1.0      # pixels: antialiased glyph edges may touch


def boxes(scene) -> list[tuple[str, Rect]]:
    return [(t.text, Rect(t.left, t.bottom, t.content_width, t.content_height)) for t in scene.texts if t.text.strip()]


def overlap(a: Rect, b: Rect) -> bool:
    return (min(a.right, b.right) - max(a.left, b.left) > SLACK and
            min(a.top, b.top) - max(a.bottom, b.bottom) > SLACK)


def inside(a: Rect, b: Rect) -> bool:
    return (a.left >= b.left - SLACK and a.right <= b.right + SLACK and a.bottom >= b.bottom - SLACK
            and a.top <= b.top + SLACK)


def scene_problems(name: str, scene, panels) -> list[str]:
    """Each label of `scene` inside one of `panels`, and no two labels overlapping."""
    out = []
    labels = boxes(scene)
    for i, (text, box) in enumerate(labels):
        if not any(inside(box, p) for p in panels):
            out.append(f"{name}: {text!r} is drawn outside its panel")
        out += [f"{name}: {text!r} overlaps {other!r}" for other, obox in labels[i + 1:] if overlap(box, obox)]
    return out


def problems(view) -> list[str]:
    scenes = {"top bar": view.topbar.scene, "prompt bar": view.prompt.scene, "dice tray": view.prompt.live,
              "side panel": view.panel.scene}
    out = []
    for name, scene in scenes.items():
        out += scene_problems(name, scene, scene.panels + (view.prompt.scene.panels if name == "dice tray" else []))
    return out


def aimed_battle(app, size: tuple[int, int]):
    """Lannister to attack after some play (momentum, a roll in the tray), a target hovered."""
    from strategic.session.agents import HUMAN
    from strategic.ui.battle_session import BattleSession

    sc = load_scenario("clash_on_the_kingsroad")
    session = BattleSession.start(sc, 7, {sc.sides[0].house: HUMAN, sc.sides[1].house: "greedy"})
    play_random(session, 10, 7, agent_name="greedy")
    play_to_attack(session, 7, "greedy")
    view = app.show_battle(session)
    view.on_resize(*size)
    view.last_roll = last_attack_roll(session) or view.last_roll
    aim(view)
    view.refresh_choice()
    return view


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_label_overlaps_another_or_leaves_its_panel(app, size):
    view = aimed_battle(app, size)
    assert problems(view) == []
    caption = " ".join(t.text for t in view.prompt.live.texts)
    assert view.last_roll.caption.split()[0] in caption and "…" not in caption, "the dice caption is cut"
    view.save()                 # the longest prompt a player sees: the save file's name
    assert "Saved as" in view.message
    assert problems(view) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_legend_entry_is_written_in_full(app, size):
    view = aimed_battle(app, size)
    view.refresh_choice()
    from tactical.ui import theme

    info = view.prompt_info()
    info.legend = ["reach", "far", "select", "chosen"]      # the most a move step shows at once
    scene = whole_promptbar(info, view.layout.bottom_bar)
    drawn = {t.text for t in scene.texts}
    for key in info.legend:
        assert theme.HIGHLIGHTS[key][1] in drawn
    assert problems(view) == []


def panel_scene(size: tuple[int, int], viewer: str | None, cards: list[str]):
    from tactical.ui.layout import screen_layout
    from tactical.ui.panel import PanelInfo
    from tests.ui.test_panels import hot_seat

    state = hot_seat().state.clone()
    state.sides["stark"].hand = list(cards)
    state.momentum = "stark"
    scene = whole_panel(PanelInfo(state, viewer, ["a log line"] * 30), screen_layout(*size).panel)
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("viewer, n_cards", [("stark", 1), ("stark", 4), (None, 2)])
def test_the_side_panel_fits_with_any_hand(window, size, viewer, n_cards):
    from tests.ui.test_panels import longest_stark_cards

    scene = panel_scene(size, viewer, longest_stark_cards(n_cards))
    labels = boxes(scene)
    for i, (text, box) in enumerate(labels):
        assert any(inside(box, p) for p in scene.panels), f"{text!r} is drawn outside its panel"
        assert not [o for o, b in labels[i + 1:] if overlap(box, b)], f"{text!r} overlaps another label"


def test_a_short_hand_leaves_its_room_to_the_log_at_1920x1080(window):
    from tests.ui.test_panels import card_hits, longest_stark_cards

    scene = panel_scene((1920, 1080), "stark", longest_stark_cards(1))
    log = next(h for h in scene.hits if h.payload == ("log", None))
    (card,) = card_hits(scene)
    assert card.rect.bottom - log.rect.top < 40, "empty parchment between the hand and the log"
    assert log.rect.height > 400, "the log takes the room the hand does not need"
