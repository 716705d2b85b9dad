"""Campaigns in the window: the main menu's Campaigns opens the list; a house's button starts a campaign
on the Risk screen, kept in its folder after a human action (not after every AI step); the list then
shows it under way, and a click continues it exactly where it stopped."""
from __future__ import annotations

import json

import pytest

from strategic.campaign import definition
from strategic.campaign.store import read_file
from strategic.ui.campaign_game import CampaignGame
from strategic.ui.campaign_view import CampaignsView
from strategic.ui.menu_views import MainMenuView
from tests.ui.driver import click_hit

SMALL = {
    "id": "small", "name": "A small war", "briefing": "One round in Essos.",
    "setup": {"rules": "skirmish", "players": 2, "battles": "hexes", "max_rounds": 3},
    "playable": ["targaryen", "ghiscari"], "houses": {"targaryen": "greedy", "ghiscari": "greedy"},
}


@pytest.fixture
def small(tmp_path, monkeypatch):
    folder = tmp_path / "campaign_defs"
    folder.mkdir()
    (folder / "small.json").write_text(json.dumps(SMALL))
    monkeypatch.setattr(definition, "CAMPAIGNS_DIR", folder)


def test_a_campaign_starts_from_the_menu_saves_after_a_human_action_and_continues(app, small):
    from strategic.session.agents import make_agent

    menu = app.show_menu()
    assert isinstance(menu, MainMenuView)
    assert click_hit(menu, menu, lambda p: p == "campaigns")
    view = app.window.current_view
    assert isinstance(view, CampaignsView)
    assert click_hit(view, view, lambda p: p == ("new", ("small", "ghiscari")))
    app.window.current_view.on_hit(("back", None))          # "Begin", under the campaign's briefing
    screen = app.window.current_view
    game = screen.session
    assert isinstance(game, CampaignGame) and game.seats["ghiscari"] == "human"
    name = game.campaign.file.name
    assert read_file(name).summary.round == 1
    saves: list[int] = []
    real = game.campaign.save
    game.campaign.save = lambda: (saves.append(len(game.session.history)), real())[1]   # type: ignore[method-assign]
    ai_steps = 0
    while not game.is_human(game.current_player()):     # the AI's steps are not saved one by one
        game.step_ai()
        ai_steps += 1
    assert len(saves) <= 1 + ai_steps // 5
    act, seat = game.session.active(), game.current_player()
    before = len(saves)
    game.submit(make_agent(act.game.name, "greedy", 1).choose(act.view(seat), act.legal(seat)))
    assert len(saves) == before + 1                       # a human action is saved at once
    app.show_campaigns()
    listing = app.window.current_view
    assert click_hit(listing, listing, lambda p: p == ("continue", name))
    again = app.window.current_view.session
    assert isinstance(again, CampaignGame) and again.session.state_hash() == game.session.state_hash()
