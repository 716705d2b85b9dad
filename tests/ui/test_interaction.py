"""Clicks to actions without a window: the decision table covers every engine decision, a click either
completes one legal action, narrows the choice, or changes nothing."""
from __future__ import annotations

import pytest

from tactical.rules import engine, resolution
from tactical.rules.actions import MoraleToken, PlayCard, UseOrderToken
from tactical.scenario import load_scenario
from tactical.ui.decisions import PANELS
from tactical.ui.interaction import Interaction

pytestmark = pytest.mark.ui


@pytest.fixture
def start():
    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 1)
    ix = Interaction()
    ix.refresh(state, engine.decision_kind(state), engine.legal_actions(state))
    return state, ix


def test_every_engine_decision_kind_has_a_panel():
    kinds = {"turn", "select", "tactic_target", "move", "attack", "keep", "over", *resolution.DECISION_KIND.values()}
    assert kinds <= set(PANELS)


def test_a_click_on_an_empty_hex_changes_nothing(start):
    state, ix = start
    empty = next(h for h in range(len(state.terrain)) if state.unit_at(h) is None)
    before = (ix.unit, ix.token, ix.card, ix.commander, dict(ix.highlights()))
    assert ix.click_hex(empty) is None
    assert (ix.unit, ix.token, ix.card, ix.commander, dict(ix.highlights())) == before


def test_token_then_unit_completes_the_order(start):
    state, ix = start
    order = next(a for a in ix.legal if isinstance(a, UseOrderToken) and a.token != "valor")
    assert ix.pick_token(order.token)
    assert state.units[order.unit].hex in ix.highlights()["select"]
    assert ix.click_hex(state.units[order.unit].hex) == order


def test_a_unit_with_several_ways_to_be_ordered_offers_them_as_buttons(start):
    state, ix = start
    uid = next(u.id for u in state.units if len(ix.order_options(u.id)) > 1)
    assert ix.click_hex(state.units[uid].hex) is None
    offered = {b.action for b in ix.buttons() if b.action is not None}
    assert set(ix.order_options(uid)) <= offered


def test_card_then_commander_then_variant(start):
    state, ix = start
    play = next(a for a in ix.legal if isinstance(a, PlayCard))
    assert ix.pick_card(play.card)
    commander_hex = next(u.hex for u in state.units if u.commander == play.commander)
    assert commander_hex in ix.highlights()["select"]
    done = ix.click_hex(commander_hex)
    variants = [a for a in ix.legal if isinstance(a, PlayCard) and a.card == play.card and a.commander == play.commander]
    if done is None:
        assert {b.action for b in ix.buttons()} >= set(variants)
        assert "zoc" in ix.highlights()
    else:
        assert done in variants


def test_morale_token_button_is_offered(start):
    _, ix = start
    if MoraleToken(-1) in ix.legal:
        assert MoraleToken(-1) in {b.action for b in ix.buttons()}
