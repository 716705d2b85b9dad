"""What a strategic screen's prompt shows, for the tests that read it (the newcomer passes over A Game of
Thrones and Risk): its buttons by label, their tooltips, its words, and the last action the session recorded."""
from __future__ import annotations


def buttons(screen) -> dict:
    """label -> the hit payload of each of the prompt's buttons."""
    return {hit.payload[1].label: hit.payload for hit in screen.prompt.scene.hits
            if hit.payload and hit.payload[0] == "button"}


def tips(screen) -> dict:
    """label -> the tooltip of each of the prompt's buttons."""
    return {hit.payload[1].label: hit.tip for hit in screen.prompt.scene.hits
            if hit.payload and hit.payload[0] == "button"}


def words(screen) -> str:
    return screen.prompt_info().words


def recorded(screen):
    return screen.session.session.history[-1].action
