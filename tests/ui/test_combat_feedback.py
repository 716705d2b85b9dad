"""Combat feedback (issue 13, item 10): the attack preview gives expected hits and the chances to eliminate
the target and to force a flag, from the engine's dice and cover; each side's losses stay on screen; the
victory screen says why the battle ended."""
from __future__ import annotations

import pytest

from tactical.ai.combatmath import FLAG_P
from tactical.rules import combat
from tactical.ui.combat_preview import attack_preview
from tests.ui.test_screens import finished
from tests.ui.test_text_fits import aimed_battle, boxes, inside, overlap

pytestmark = pytest.mark.ui


def hovered_attack(app):
    view = aimed_battle(app, (1280, 800))
    st, uid = view.session.state, view.ix.unit
    target = st.unit_at(view.board.hover)
    return view, st, uid, target


def test_the_preview_gives_dice_hits_and_chances_from_the_engines_dice(app):
    view, st, uid, target = hovered_attack(app)
    pv = attack_preview(st, uid, target.id)
    assert pv.dice == combat.attack_dice(st, uid, target.id)
    assert pv.flag == pytest.approx(1 - (1 - FLAG_P) ** pv.dice)
    assert 0 < pv.hits < pv.dice and 0 <= pv.kill < 1
    tip = view.board.tooltip(view.board.hover)
    assert f"Expected {pv.hits:.1f} hits" in tip and "chance to eliminate" in tip and "flag" in tip


def test_a_weaker_target_is_likelier_to_fall(app):
    _, st, uid, target = hovered_attack(app)
    base = attack_preview(st, uid, target.id)
    weak = st.clone()
    weak.units[target.id].figures = 1
    assert attack_preview(weak, uid, target.id).kill > base.kill
    assert attack_preview(weak, uid, target.id).hits == pytest.approx(base.hits)    # the dice are the same


def test_each_side_shows_its_losses_beside_its_victory_points(app):
    view, st, _, _ = hovered_attack(app)
    st.units[0].hex = -1         # a unit gone: the panel counts it
    view.refresh()
    drawn = {t.text for t in view.panel.scene.texts}
    lost = {h: sum(1 for u in st.units if u.house == h and u.hex < 0) for h in st.order}
    for h in st.order:
        assert f"VP {st.sides[h].vp} · lost {lost[h]}" in drawn
    assert lost[st.units[0].house] >= 1


def test_the_victory_screen_says_why_the_battle_ended(app):
    session = finished(app)
    st = session.state
    view = app.show_victory(session)
    texts = [t.text for t in view.scene.texts]
    joined = " ".join(texts)
    assert "Why the battle ended" in texts
    assert f"{st.winner.title()} wins" in joined if st.winner else "Draw" in joined
    for o in session.scenario.objectives:
        holder = st.control.get(o.id)
        assert f"{o.name}: {holder.title() if holder else 'no one'}" in joined
    assert "Morale:" in joined and "Units lost" in texts
    card = view.scene.panels[0]
    labels = boxes(view.scene)
    for i, (text, box) in enumerate(labels[2:], start=2):        # the title and subtitle are on the table
        assert inside(box, card) or any(inside(box, p) for p in view.scene.panels[1:]), text
        assert not [o for o, b in labels[i + 1:] if overlap(box, b)], text
