"""What the battle screen shows, checked on the built scenes: the hand's cards stay readable and inside their
card, button labels stay inside their buttons, the dice tray says what a roll did (and only that), and the
board rings the unit a decision is about."""
from __future__ import annotations

import pytest

from tests.ui.driver import whole_panel

from strategic.ui.battle_session import BattleSession
from tactical.catalog import load_catalog
from tactical.protocol import Event
from tactical.scenario import load_scenario
from tactical.ui.battle_events import describe_roll
from strategic.ui.cli import play_until
from tactical.ui.layout import Rect, screen_layout
from tactical.ui.panel import PanelInfo
from tactical.ui.scene import Scene

pytestmark = pytest.mark.ui


def hot_seat(sid: str = "clash_on_the_kingsroad", seed: int = 1) -> BattleSession:
    sc = load_scenario(sid)
    return BattleSession.start(sc, seed, {s.house: "human" for s in sc.sides})


def panel_with_hand(window, cards: list[str]):
    """The side panel at 1280x800 for a state whose Stark hand holds `cards`."""
    state = hot_seat().state.clone()
    state.sides["stark"].hand = list(cards)
    scene = whole_panel(PanelInfo(state, "stark", ["a log line"] * 20), screen_layout(1280, 800).panel)
    return scene


def card_hits(scene: Scene) -> list:
    cat = load_catalog()
    return [h for h in scene.hits if h.tip and any(h.tip.startswith(cat.cards[c].name + ":") for c in cat.cards)]


def longest_stark_cards(n: int) -> list[str]:
    cat = load_catalog()
    stark = [c for c in cat.cards.values() if c.house == "stark"]
    return [c.id for c in sorted(stark, key=lambda c: -len(c.command_text))[:n]]


def test_the_three_longest_cards_are_shown_in_full_the_log_giving_up_room(window):
    cards = longest_stark_cards(3)
    scene = panel_with_hand(window, cards)
    drawn = " ".join(t.text for t in scene.texts)
    for cid in cards:
        assert " ".join(load_catalog().cards[cid].command_text.split()) in drawn, "a card's command text was cut"
    assert "…" not in drawn.replace("hover", "")
    log = next(h for h in scene.hits if h.payload == ("log", None))
    hits = card_hits(scene)
    assert len(hits) == 3
    assert all(h.rect.bottom > log.rect.top for h in hits), "a card runs into the battle log"
    assert 112 <= log.rect.height < 170, "the log gave up room but keeps at least four lines"


def test_a_huge_hand_keeps_every_card_clickable_inside_the_hand(window):
    cards = longest_stark_cards(7)
    scene = panel_with_hand(window, cards)
    hits = card_hits(scene)
    log = next(h for h in scene.hits if h.payload == ("log", None))
    assert len(hits) == 7
    assert all(h.rect.bottom > log.rect.top for h in hits)
    names = {t.text.split("  ★")[0] for t in scene.texts}
    assert {load_catalog().cards[c].name for c in cards} <= names, "every card's name is written"


def test_a_long_button_label_is_cut_inside_the_button(window):
    sc = Scene()
    r = Rect(0, 0, 200, 30)
    sc.button(r, "Keep The Kingslayer's Blade + morale token and a great deal more", ("button", None))
    label = sc.texts[-1]
    assert label.text.endswith("…") and label.content_width <= r.width - 12


def gather_then_retreat() -> list[Event]:
    return [Event("roll", {"dice": ["blue", "green"],
                                                                                   "house": "stark",
                                                                                   "purpose": "orders"}),
            Event("retreat", {"unit": 3, "frm": 10, "to": 11})]


def test_a_gathering_roll_is_not_credited_with_a_later_retreat():
    roll = describe_roll(hot_seat().state, gather_then_retreat())
    assert roll.faces == ["blue", "green"] and roll.house == "stark"
    assert "retreat" not in roll.outcome and "order tokens" in roll.outcome


def test_an_attack_roll_reports_its_hits_flags_and_retreat_but_not_the_next_step():
    state = hot_seat().state
    events = [Event("roll", {"dice": ["green", "morale", "valor"], "unit": 1, "purpose": "attack"}),
              Event("hits", {"unit": 9, "hits": 2}),
              Event("retreat", {"unit": 9, "frm": 4, "to": 5}),
              Event("order", {"unit": 4}),
              Event("eliminated", {"unit": 4})]
    roll = describe_roll(state, events)
    assert roll.outcome == "2 hits, retreat, 1 flag"


@pytest.mark.parametrize("kind, sid, seed", [("strike", "clash_on_the_kingsroad", 1),
                                             ("reroll", "the_whispering_wood", 4)])
def test_a_decision_against_a_unit_rings_that_unit_as_the_target(kind, sid, seed):
    from tactical.ui.interaction import Interaction

    s = hot_seat(sid, seed)
    assert play_until(s, kind, seed, "random")
    ix = Interaction()
    ix.refresh(s.state, s.decision_kind(), s.legal())
    c = s.state.combat[-1]
    marks = ix.highlights()
    assert marks["chosen"] == {s.state.units[c.attacker].hex}
    assert marks["target"] == {s.state.units[c.target].hex}
