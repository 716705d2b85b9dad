"""The pause menu of a strategic game opens that game's rules, not the battle's (a Risk game's Rules showed
BattleLore's Mobilisation and order dice, and its buttons spoke of "the battle"); a new campaign opens on its
briefing, with each house's goal, before the map."""
from __future__ import annotations

from strategic.ui.campaign_game import CampaignGame
from strategic.ui.campaign_view import CampaignsView
from strategic.ui.pause_view import PauseView
from strategic.ui.risk.screen import RiskScreen
from tactical.ui.rules_view import RulesView
from tests.ui.driver import click_hit


def _rules(app, screen) -> RulesView:
    screen.pause()
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    pause.on_hit("rules")
    rules = app.window.current_view
    assert isinstance(rules, RulesView)
    return rules


def _text(view) -> str:
    return " ".join(t.text for t in view.scene.texts)


def _page(rules: RulesView, key: str) -> str:
    rules.on_hit(("page", next(i for i, p in enumerate(rules.pages) if p.key == key)))
    return _text(rules)


def test_a_risk_skirmish_pauses_on_its_own_rules(app):
    screen = app.start_strategic("risk", {"rules": "skirmish", "players": 3}, 1,
                                 {"stark": "human", "baratheon": "greedy", "lannister": "greedy"})
    screen.pause()
    pause = app.window.current_view
    tips = [h.tip for h in pause.scene.hits if h.tip]
    assert "keeps this game for Continue" in pause.message
    assert any("Back to the game" in t for t in tips) and not any("battle" in t for t in tips)
    rules = _rules(app, screen)
    turn = _text(rules)
    assert "seed 004" in turn and "three knights 4" in turn and "Mobilisation" not in turn
    assert "End Game card" in _page(rules, "victory") and "victory points" not in _page(rules, "victory")
    assert [p.key for p in rules.pages] == ["turn", "victory", "keys"]       # no cards page in a Skirmish
    rules.on_hit(("back", None))
    assert isinstance(app.window.current_view, PauseView)


def test_domination_and_a_game_of_thrones_say_their_own_numbers(app):
    risk = app.start_strategic("risk", {"rules": "domination", "players": 3}, 1,
                               {"stark": "human", "baratheon": "greedy", "lannister": "greedy"})
    rules = _rules(app, risk)
    assert "10 victory points" in _page(rules, "victory") and "200 gold" in _page(rules, "domination")
    agot = app.start_strategic("agot", {"edition": 1, "players": 3}, 1,
                               {"stark": "human", "lannister": "greedy", "baratheon": "greedy"})
    rules = _rules(app, agot)
    victory = _page(rules, "victory")
    assert f"holding {agot.seat_view().castles_to_win} castles" in victory and "share the victory" in victory
    assert "Consolidate Power: gain a power token" in _page(rules, "turn")


def test_a_new_campaign_opens_on_its_briefing_then_the_map(app):
    app.show_campaigns()
    listing = app.window.current_view
    assert isinstance(listing, CampaignsView)
    assert click_hit(listing, listing, lambda p: p == ("new", ("war_of_the_five_kings", "stark")))
    brief = app.window.current_view
    assert isinstance(brief, RulesView) and brief.pages[brief.page].key == "campaign"
    words = _text(brief)
    assert "Stark — The King in the North: hold Winterfell, Riverrun and Casterly Rock at once." in words
    assert "Stark: you" in words and "Lannister: the normal AI" in words and "Begin" in words
    brief.on_hit(("back", None))
    screen = app.window.current_view
    assert isinstance(screen, RiskScreen) and isinstance(screen.session, CampaignGame)
    screen.pause()
    assert "keeps this campaign for Continue" in app.window.current_view.message
    screen.resume_from_pause()
    rules = _rules(app, screen)
    assert rules.pages[0].key == "campaign"


def test_the_main_menus_rules_go_through_every_game(app):
    """The main menu's Rules were the battle's only: its Game button goes on to Risk's two modes and A Game of
    Thrones, each with its own rulebook named, then back to BattleLore."""
    from strategic.ui.menu_views import MainMenuView

    menu = app.show_menu()
    assert isinstance(menu, MainMenuView)
    assert click_hit(menu, menu, lambda p: p == "rules")
    rules = app.window.current_view
    assert isinstance(rules, RulesView) and "seed 003" in _text(rules) and "Game: BattleLore" in _text(rules)
    seen = []
    for _ in range(4):
        rules.on_hit(("game", None))
        seen.append((rules.games[rules.game][0], rules.rulebook, rules.pages[-1].key))
    assert seen == [("Risk: Skirmish", "seed 004", "keys"), ("Risk: Domination", "seed 004", "keys"),
                    ("A Game of Thrones", "seeds 000 and 001", "keys"), ("BattleLore", "seed 003", "screen")]
    assert "Mobilisation" in _text(rules)
    rules.on_hit(("game", None))
    assert "End Game card" in _page(rules, "victory")
