"""The A Game of Thrones board reads at every window size Settings offers (issue 14): at 1024x700, 1280x800
and 1920x1080, on every scene of the screen (houses bar, tracks beside the board with the order tray, the
decision, the side panel), no two labels' boxes intersect and each lies inside a parchment card or button
of its scene (the battle screen's checks, tests/ui/test_text_fits.py); the houses bar and the tracks cut no
word short; the board keeps its fitted width beside the tracks and the right column."""
from __future__ import annotations

import pytest

from strategic.session.agents import HUMAN
from tests.ui.test_agot_screen import play_to, start
from tests.ui.test_text_fits import SIZES, boxes, scene_problems

pytestmark = pytest.mark.ui
SEATS = {"stark": HUMAN, "lannister": HUMAN, "baratheon": HUMAN, "greyjoy": HUMAN, "tyrell": HUMAN,
         "martell": HUMAN}


def problems(screen) -> list[str]:
    out = []
    scenes = {"houses": screen.topbar.scene, "tracks": screen.tracks.scene, "decision": screen.prompt.scene,
              "side panel": screen.panel.scene}
    for name, scene in scenes.items():
        out += scene_problems(name, scene, scene.panels)
        if name in ("houses", "tracks"):
            out += [f"{name}: {text!r} is cut short" for text, _ in boxes(scene) if "…" in text]
    return out


def shown(app, step):
    """A 6-house hot-seat game (the fullest board) played to Stark's `step`."""
    screen = start(app, SEATS, players=6, seed=2, max_rounds=6)
    assert play_to(screen, step, "stark", 8000), f"the seeded game must reach {step} for Stark"
    return screen


@pytest.mark.parametrize("step", ["planning", "battle_cards", "bid"])
def test_no_label_overlaps_another_or_leaves_its_panel(app, step):
    screen = shown(app, step)
    for size in SIZES:
        screen.on_resize(*size)
        assert problems(screen) == [], size


def test_the_board_is_fitted_to_its_height_beside_the_tracks(app):
    screen = shown(app, "planning")
    for size in SIZES:
        screen.on_resize(*size)
        lay, cam = screen.layout, screen.board.mapcam
        assert cam.scale * screen.model.size[1] >= 0.95 * lay.field.height, size
        assert lay.field.right < lay.tracks.left and lay.tracks.right <= lay.panel.left, size


def test_a_narrow_hand_gives_the_title_line_to_the_name(app):
    """At 1024x700 the side panel's cards cut "Eddard S…" to keep his two swords beside it; his name now has
    the title line and the swords start his text, so both are shown; where there is room, as before."""
    screen = shown(app, "planning")
    for size, aside in (((1024, 700), True), ((1920, 1080), False)):
        screen.on_resize(*size)
        texts = [t.text for t in screen.panel.scene.texts]
        assert "Eddard Stark" in texts, (size, texts)
        assert ("⚔⚔ No ability." in texts) is aside and ("⚔⚔" in texts) is not aside, (size, texts)


def test_a_long_name_goes_by_its_short_form_where_the_card_is_narrow(app):
    """At 1024x700 a card's title line had room for "Greatjon Um…" and "Ser Rodrick…"; a name too long for it
    now goes by its short form, printed with the card (`short`), and whole where there is room."""
    screen = shown(app, "planning")
    for size, names in (((1024, 700), ("Greatjon", "Ser Rodrick")),
                        ((1920, 1080), ("Greatjon Umber", "Ser Rodrick Cassel"))):
        screen.on_resize(*size)
        texts = [t.text for t in screen.panel.scene.texts]
        assert all(n in texts for n in names), (size, texts)
        assert not any(t.startswith(("Greatjon U", "Ser Rodrick C")) and t.endswith("…") for t in texts), texts


def test_every_house_card_has_a_name_that_fits_the_narrowest_card(app):
    """Every House card of both editions, on the narrowest hand (1024x700), shows its name or its short form
    whole: none is cut."""
    from strategic.agot.cards import house_cards
    from strategic.ui.agot.panels import first_fitting
    from tactical.ui import theme
    from tactical.ui.scene import text_width

    screen = shown(app, "planning")
    screen.on_resize(1024, 700)
    width = min(h.rect.width for h in screen.panel.scene.hits
                if isinstance(h.payload, tuple) and h.payload[0] in ("card", "card_info"))
    cut = [c.name for edition in (1, 2) for house in SEATS for c in house_cards(edition, house)
           if text_width(first_fitting([c.name, c.short] if c.short else [c.name], width - 34, theme.SMALL, True),
                         theme.SMALL, True) > width - 34]                  # the title line's room without icons
    assert not cut, (width, cut)
