"""Hot seat in Risk without needless hand-overs. A human defender rolls the most dice without being asked
(Settings, "Risk defence": most dice), so an attack on the other player no longer passes the computer there and
back; it is still asked when the table can see it might play a defence card, and always with "ask". The
Domination draft's claims go from human to human behind a curtain (their secrets hidden until asked)."""
from __future__ import annotations

import pytest

from strategic.risk.rules.actions import Attack, Defend
from strategic.session.agents import make_agent
from strategic.ui.risk.end_views import RiskHandoverView

SEATS = {"stark": "human", "baratheon": "human", "lannister": "greedy"}


def _to_an_attack_on_a_human(app, rules: str, defence: str):
    """Two humans play greedy's choices until one may attack the other's territory of 2 armies or more."""
    app.settings.risk_defence = defence
    screen = app.start_strategic("risk", {"rules": rules, "players": 3}, 4, SEATS)
    gs, agent = screen.session, make_agent("risk", "greedy", 1)
    for _ in range(3000):
        view = app.window.current_view
        if isinstance(view, RiskHandoverView):
            view.go()
            continue
        seat = gs.current_player()
        if gs.is_human(seat):
            for a in gs.legal():
                if (isinstance(a, Attack) and gs.session.state.owner[a.dst] in SEATS and SEATS[
                        gs.session.state.owner[a.dst]] == "human" and gs.session.state.armies[a.dst] >= 2):
                    return screen, a
            act = gs.session.active()
            screen.submit(agent.choose(act.view(seat), act.legal(seat)))
        else:
            screen.on_update(1.0)
    pytest.fail("the seeded game never offered an attack on the other human")


def test_a_skirmish_defender_rolls_the_most_dice_without_a_hand_over(app):
    screen, attack = _to_an_attack_on_a_human(app, "skirmish", "most")
    attacker = screen.session.current_player()
    screen.submit(attack)
    assert screen.session.current_player() == attacker            # the attacker goes on at once
    assert not isinstance(app.window.current_view, RiskHandoverView)
    defended = [a for a in screen.session.session.history if isinstance(a.action, Defend)]
    assert defended and defended[-1].action == Defend(2)


def test_with_ask_the_defender_is_handed_the_computer(app):
    screen, attack = _to_an_attack_on_a_human(app, "skirmish", "ask")
    defender = screen.session.session.state.owner[attack.dst]
    screen.submit(attack)
    view = app.window.current_view
    assert isinstance(view, RiskHandoverView) and view.house == defender
    assert screen.session.legal() == [Defend(2), Defend(1)]


def test_a_defender_who_might_play_a_card_is_asked(app):
    """In Domination a defender with maester cards and the gold for a defence card is asked even when none of
    its cards defends: the table sees only its gold and how many cards it holds, and answering for it only
    when its hand holds no defence card would tell the attacker so."""
    from strategic.risk.rules.cards import lookup

    screen, attack = _to_an_attack_on_a_human(app, "domination", "most")
    state = screen.session.session.state
    defender = state.owner[attack.dst]
    state.players[defender].gold = 1000
    state.players[defender].maester = [next(c.id for c in lookup()[0].values() if c.timing != "defend")]
    screen.submit(attack)
    view = app.window.current_view
    assert isinstance(view, RiskHandoverView) and view.house == defender
    assert all(isinstance(a, Defend) for a in screen.session.legal())       # nothing to play, asked all the same


def _panel_text(screen) -> str:
    screen.refresh()
    return " ".join(t.text for t in screen.panel.scene.texts)


def test_the_domination_draft_goes_from_human_to_human_behind_a_curtain(app):
    """Claiming is public and goes one army at a time, so two humans were handed the computer at every claim
    (50 hand-overs before the first turn). Now the next human takes over at once with its cards, objectives
    and private log hidden until it presses "Show ... cards"; the first turn after the draft is handed over."""
    screen = app.start_strategic("risk", {"rules": "domination", "players": 3}, 4, SEATS)
    gs, agent = screen.session, make_agent("risk", "greedy", 1)
    handovers, curtains, shown = 0, 0, False
    for _ in range(400):
        view = app.window.current_view
        if isinstance(view, RiskHandoverView):
            handovers += 1
            assert gs.session.state.phase != "claim"          # never for a claim
            if gs.session.state.phase == "reinforce":
                break
            view.go()
            continue
        seat = gs.current_player()
        if not gs.is_human(seat):
            screen.on_update(1.0)
            continue
        if screen.curtained:
            curtains += 1
            assert screen.viewer == seat and gs.session.state.phase == "claim"
            text = _panel_text(screen)
            assert "your cards" not in text and "Objectives" not in text
            public = [gs.render(e, None) for e in gs.events_for(None) if e.kind not in screen.QUIET]
            assert screen.log == public[-len(screen.log):]                   # the table's log, not the seat's
            if not shown:                              # once: the button shows them, to this seat only
                button = next(b for b in screen.prompt_info().buttons if b.payload == ("unveil",))
                screen.on_hit(("button", button))
                assert not screen.curtained and "Objectives" in _panel_text(screen)
                shown = True
        act = gs.session.active()
        screen.submit(agent.choose(act.view(seat), act.legal(seat)))
    else:
        pytest.fail("the draft never ended")
    assert gs.session.state.phase == "reinforce" and curtains > 20 and shown
    assert handovers <= 2                     # Baratheon's objectives before the draft, then the first turn


def test_an_asked_defender_may_answer_on_the_hand_over_its_hand_unseen(app):
    """Asked (it might play a card), a defender had to take the seat, see its whole hand, defend, and hand the
    computer back: it may now roll its dice from the hand-over itself; the attacker then takes the seat back
    through the hand-over, so neither hand is shown to the other."""
    screen, attack = _to_an_attack_on_a_human(app, "domination", "ask")
    attacker, defender = screen.session.current_player(), screen.session.session.state.owner[attack.dst]
    screen.submit(attack)
    handover = app.window.current_view
    assert isinstance(handover, RiskHandoverView) and handover.house == defender
    offered = [h.payload for h in handover.scene.hits if h.payload and h.payload[0] == "defend"]
    assert [p[1] for p in offered] == [a for a in screen.session.legal() if isinstance(a, Defend)]
    assert offered and screen.viewer == attacker
    handover.on_hit(offered[0])
    assert screen.session.session.history[-1].action == offered[0][1]
    back = app.window.current_view
    assert isinstance(back, RiskHandoverView) and back.house == attacker and screen.viewer == attacker
    assert not back.defences()                 # the attacker's own decision: only "continue"
