"""Sound effects (issue 13, "Also"): made by our own script (assets/sounds.py), played on the matching battle
events, at the Settings volume unless muted (both persisted), and never a crash without an audio device:
these tests run headless, where playing is a no-op, and check the event -> sound table without audio."""
from __future__ import annotations

import wave

import pytest

from strategic.ui.settings import VOLUMES, load_settings
from tactical.protocol import Event
from tactical.scenario import load_scenario
from strategic.ui.battle_session import BattleSession
from tactical.ui import sound
from tactical.ui.sound import SoundBoard, audio_available, sounds_for
from tests.ui.driver import click_hit

pytestmark = pytest.mark.ui


@pytest.fixture
def state():
    return BattleSession.start(load_scenario("clash_on_the_kingsroad"), 1, {"lannister": "human", "stark": "human"}).state


def unit_of(state, unit_class: str) -> int:
    from tactical.rules import units as U

    return next(u.id for u in state.units if U.unit_class(u) == unit_class)


def test_each_event_calls_for_its_sound(state):
    archer, guard = unit_of(state, "ranged"), unit_of(state, "infantry")
    table = [
        (Event("roll", {"dice": ["green", "morale"], "purpose": "attack", "unit": guard}), ["dice"]),
        (Event("roll", {"dice": ["red"], "purpose": "orders", "house": "stark"}), ["dice"]),
        (Event("roll", {"dice": ["red"], "purpose": "fire", "unit": guard}), []),
        (Event("attack", {"unit": guard, "target": archer, "attack": "attack"}), ["clash"]),
        (Event("attack", {"unit": archer, "target": guard, "attack": "attack"}), ["bow"]),
        (Event("attack", {"unit": guard, "target": archer, "attack": "dogs"}), ["bow"]),
        (Event("eliminated", {"unit": guard, "house": "stark"}), ["rout"]),
        (Event("round", {"round": 2}), ["horn"]),
        (Event("victory", {"winner": "stark", "reason": "rout"}), ["horn"]),
        (Event("move", {"unit": guard}), []),
    ]
    for event, expected in table:
        assert sounds_for(state, [event]) == expected, event.kind
    step = [Event("attack", {"unit": guard, "target": archer, "attack": "attack"}),
            Event("roll", {"dice": ["green"], "purpose": "attack", "unit": guard}),
            Event("roll", {"dice": ["blue"], "purpose": "reroll", "unit": guard}),
            Event("eliminated", {"unit": archer, "house": "lannister"})]
    assert sounds_for(state, step) == ["clash", "dice", "rout"]        # in order, each once


class Played:
    def __init__(self, log, name):
        self.log, self.name = log, name

    def play(self, volume):
        self.log.append((self.name, volume))


def test_the_board_plays_at_the_volume_and_not_when_muted_or_without_a_device(monkeypatch):
    log = []
    monkeypatch.setattr(sound, "_load", lambda name: Played(log, name))
    settings = load_settings()
    settings.volume = 50
    assert SoundBoard(settings, lambda: True).play(["dice", "clash"]) == ["dice", "clash"]
    assert log == [("dice", 0.5), ("clash", 0.5)]
    assert SoundBoard(settings, lambda: False).play(["dice"]) == []
    settings.sound = False
    assert SoundBoard(settings, lambda: True).play(["dice"]) == []
    assert len(log) == 2


def test_headless_has_no_audio_and_a_battle_plays_on_in_silence(app):
    assert audio_available() is False
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 1, {"lannister": "human", "stark": "random"})
    assert view.sounds.play(["dice", "horn"]) == []
    for _ in range(30):
        view.step_ai() if not view.human_to_act() else view.submit(view.session.legal()[0])


def test_the_battle_screen_plays_the_sounds_of_each_step(app, monkeypatch):
    log = []
    monkeypatch.setattr(sound, "_load", lambda name: Played(log, name))
    view = app.start_battle(load_scenario("clash_on_the_kingsroad"), 1, {"lannister": "random", "stark": "random"})
    view.sounds.available = lambda: True
    for _ in range(200):
        view.step_ai()
        if {"dice", "clash"} <= {n for n, _ in log} or {"dice", "bow"} <= {n for n, _ in log}:
            break
    names = {n for n, _ in log}
    assert "dice" in names and names & {"clash", "bow"}


def test_our_script_renders_every_sound_the_same_each_time(tmp_path, monkeypatch):
    renderer = sound.asset_script("sounds.py")
    monkeypatch.setattr(renderer, "OUT", tmp_path)
    for name in renderer.SOUNDS:
        path = renderer.ensure(name)
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, renderer.RATE)
            assert 0.3 <= w.getnframes() / w.getframerate() <= 1.5, name
            frames = w.readframes(w.getnframes())
        first = path.read_bytes()
        path.unlink()
        assert renderer.ensure(name).read_bytes() == first, f"{name} is not seeded"
        peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert abs(peak / 32767 - renderer.PEAK) < 0.01, name


def test_sound_and_volume_are_set_in_settings_and_kept(app):
    view = app.show_settings()
    before = app.settings.volume
    assert click_hit(view, view, lambda p: p == "sound")
    assert click_hit(view, view, lambda p: p == "volume")
    kept = load_settings()
    assert kept.sound is False and kept.volume == VOLUMES[(VOLUMES.index(before) + 1) % len(VOLUMES)]
