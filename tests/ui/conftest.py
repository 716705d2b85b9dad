"""Headless fixtures for the battle-screen tests: one hidden Arcade window for the whole session
(antialiasing off), settings and saves in a temporary folder, an `App` with instant AI and no motion, and
AI steps made when asked (no thinking thread, so that a test's handler call plays them at once;
test_ai_thinking.py turns the thread on).
"""
from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")   # before arcade is imported anywhere

import pytest


@pytest.fixture(scope="session")
def window():
    import arcade

    return arcade.Window(1280, 800, "westeros tests", visible=False, antialiasing=False)


@pytest.fixture(autouse=True)
def westeros_home(tmp_path, monkeypatch):
    monkeypatch.setenv("WESTEROS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def ai_at_once(monkeypatch):
    from strategic.ui import thinking

    monkeypatch.setattr(thinking, "THREADED", False)


@pytest.fixture
def app(window):
    from strategic.ui.app import App
    from strategic.ui.settings import Settings

    if (window.width, window.height) != (1280, 800):
        window.set_size(1280, 800)
    return App(window, Settings(ai_speed="instant", animation="off"))
