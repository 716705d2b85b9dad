"""The settings file is the player's to edit: a field of the wrong kind or out of range keeps its default and
the rest are kept (a hand-edited "width": "abc" crashed the window at start, and "risk_defence": 5 the Settings
screen); anything unreadable gives the defaults."""
from __future__ import annotations

import json

from strategic.ui.settings import Settings, load_settings, save_settings


def test_each_bad_field_keeps_its_default_and_the_good_ones_stay(westeros_home):
    (westeros_home / "settings.json").write_text(json.dumps({
        "width": "abc", "height": 900, "fullscreen": True, "ai_speed": 3, "animation": "off", "volume": "loud",
        "risk_defence": 5, "ai_level": "impossible", "unknown": 1}))
    s = load_settings()
    assert (s.width, s.height, s.fullscreen, s.animation) == (1280, 900, True, "off")          # kept or default
    assert (s.ai_speed, s.volume, s.risk_defence, s.ai_level) == ("normal", 70, "most", "normal")


def test_a_window_below_the_smallest_or_a_file_of_another_shape_gives_defaults(westeros_home):
    path = westeros_home / "settings.json"
    path.write_text(json.dumps({"width": 300, "height": 200, "volume": 250}))
    assert load_settings() == Settings()
    path.write_text("[1, 2, 3]")
    assert load_settings() == Settings()
    path.write_text("{not json")
    assert load_settings() == Settings()


def test_saved_settings_read_back_the_same(westeros_home):
    s = Settings(width=1600, height=1000, ai_speed="fast", sound=False, volume=25, risk_defence="ask")
    save_settings(s)
    assert load_settings() == s
