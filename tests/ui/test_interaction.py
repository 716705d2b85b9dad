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


def reach_by_toggles(ix, play: PlayCard) -> bool:
    """Press the card's toggles (as a player would, one at a time) until the Play button plays `play`."""
    for _ in range(8):
        if ix.card_play() == play:
            return True
        toggles = {b.command for b in ix.buttons() if b.command.startswith(("command:", "tactic"))}
        wrong = [t for t in sorted(toggles) if t.startswith("command:")
                 and (int(t.split(":")[1]) in play.commands) != (int(t.split(":")[1]) in ix.commands)]
        wrong += ["tactic"] if ix.tactic != play.tactic and "tactic" in toggles else []
        if not wrong or not ix.toggle(wrong[0]):
            return False
    return False


def test_every_way_to_play_a_card_is_reached_by_its_toggles_and_one_play_button(start):
    state, ix = start
    plays = [a for a in ix.legal if isinstance(a, PlayCard)]
    assert plays
    for play in plays:
        ix.clear()
        assert ix.pick_card(play.card)
        commander_hex = next(u.hex for u in state.units if u.commander == play.commander)
        assert commander_hex in ix.highlights()["select"]
        done = ix.click_hex(commander_hex) if ix.commander != play.commander else None
        if done is not None:                  # the only way to play it on him: played at once
            assert done == play
            continue
        assert "zoc" in ix.highlights()
        assert reach_by_toggles(ix, play), play
        buttons = ix.buttons()
        assert [b.action for b in buttons if b.action is not None] == [play], "one Play button, for the toggles' play"
        assert len(buttons) <= 6, "a card's choices fit without paging"


def test_the_tactic_toggle_is_named_and_carries_its_text(start):
    _, ix = start
    play = next(a for a in ix.legal if isinstance(a, PlayCard) and a.tactic)
    ix.pick_card(play.card)
    ix.pick_commander(play.commander)
    tactic = next(b for b in ix.buttons() if b.command == "tactic")
    assert tactic.label == "☑ Tactic" and ix.tactic
    assert tactic.tip.startswith("Tactic: ") and len(tactic.tip) > 20
    assert ix.toggle("tactic") and not ix.tactic
    assert next(b for b in ix.buttons() if b.command == "tactic").label == "☐ Tactic"
    assert ix.card_play().tactic is False


def test_morale_token_button_is_offered(start):
    _, ix = start
    if MoraleToken(-1) in ix.legal:
        assert MoraleToken(-1) in {b.action for b in ix.buttons()}


def test_the_select_step_counts_the_units_chosen_of_those_the_card_orders():
    from tactical.rules.actions import Select
    from tactical.ui.step_prompts import select_counts, step_prompt

    state = engine.new_battle(load_scenario("clash_on_the_kingsroad"), 1)
    play = next(a for a in engine.legal_actions(state) if isinstance(a, PlayCard) and not a.tactic
                and engine.decision_kind(engine.apply(state, a)[0]) == "select")
    state, _ = engine.apply(state, play)
    ix = Interaction()
    ix.refresh(state, "select", engine.legal_actions(state))
    chosen, total, _ = select_counts(state)
    assert chosen == 0 and total >= 1
    assert f"0 of {total} chosen" in step_prompt(ix)
    state, _ = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Select)))
    if engine.decision_kind(state) == "select":
        ix.refresh(state, "select", engine.legal_actions(state))
        assert f"1 of {total} chosen" in step_prompt(ix)


def test_the_prompt_follows_the_pick(start):
    from tactical.ui.step_prompts import step_prompt

    state, ix = start
    fresh = step_prompt(ix)
    token = next(a.token for a in ix.legal if isinstance(a, UseOrderToken))
    ix.pick_token(token)
    assert step_prompt(ix) != fresh and token in step_prompt(ix) and "click a cyan-ringed unit" in step_prompt(ix)
    play = next(a for a in ix.legal if isinstance(a, PlayCard))
    ix.pick_card(play.card)
    assert "commander" in step_prompt(ix) or "Play" in step_prompt(ix)
