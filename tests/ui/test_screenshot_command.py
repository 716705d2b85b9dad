"""`run.py screenshot` (and `bench ui`) as a newcomer meets them: they leave the player's saves alone (a
strategic screenshot used to start an autosaved game, and the newest-five rule then deleted the player's
own autosaves), and a wrong argument is named in a clear message instead of a traceback."""
from __future__ import annotations

import argparse

import pytest

from strategic.ui.settings import saves_dir


def test_a_strategic_screenshot_leaves_the_players_autosaves_alone(window):
    from strategic.ui.cli import _app
    from strategic.ui.risk.cli import screenshot

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    mine = sorted(folder / f"autosave-clash_on_the_kingsroad-2026010{i}-120000.json" for i in range(1, 6))
    for path in mine:
        path.write_text("{}")
    args = argparse.Namespace(screen="battle", mode="skirmish", players=3, seed=1, round=0)
    screenshot(_app(window), args)
    assert sorted(folder.iterdir()) == mine


def _run(capsys, *argv: str) -> tuple[int, str]:
    import run

    try:
        code = run.main(["screenshot", *argv])
    except SystemExit as exc:            # argparse's own refusal
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


@pytest.mark.parametrize("size", ["big", "1280", "10x10"])
def test_a_wrong_window_size_is_named(capsys, size):
    code, err = _run(capsys, "clash_on_the_kingsroad", "--size", size, "--out", "x.png")
    assert code == 2 and "--size" in err and f"'{size}'" in err and "Traceback" not in err


def test_an_unknown_agot_step_is_named_with_the_steps_there_are(capsys, tmp_path):
    code, err = _run(capsys, "agot", "--step", "nosuch", "--out", str(tmp_path / "x.png"))
    assert code == 2 and "--step 'nosuch'" in err and "planning" in err and "battle_cards" in err
    assert not (tmp_path / "x.png").exists()


def test_a_picture_that_cannot_be_written_is_named(app, tmp_path):
    from strategic.ui.cli import render
    from tactical.protocol import UserError

    app.show_menu()
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(UserError, match="--out .*file/x.png: cannot write"):
        render(app.window, str(blocker / "x.png"))


def test_a_step_the_game_never_reaches_is_said(app, capsys):
    """A decision the seeded game never asked used to give a picture of the end with no word."""
    from strategic.ui.agot.cli import screenshot

    args = argparse.Namespace(screen="battle", players=3, seed=1, round=2, step="raven_peek")
    assert screenshot(app, args).endswith("step over")
    assert "the game ended before a 'raven_peek' decision" in capsys.readouterr().out


def test_agot_screenshot_plays_the_edition_asked(app):
    """`--edition 1` used to be missing: the picture was always of a 2nd edition game."""
    from strategic.ui.agot.cli import screenshot

    args = argparse.Namespace(screen="battle", players=3, seed=1, round=1, step="planning", edition=1)
    assert "step planning" in screenshot(app, args)
    assert app.window.current_view.session.state.edition == 1
