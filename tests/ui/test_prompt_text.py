"""The strategic prompt's text in the 1024x700 window (Risk and A Game of Thrones share it): its words were
cut at three lines and each odds line at two even with the panel half empty ("Click a house card of your
hand (side panel): it stays …"), and when the room did run out the last odds line stopped mid-sentence
("Until done: 100% to take it, about 8.5 of"). Now the text takes the room there is; when it does not fit
the words give up lines first, the numbers stay whole, and the tooltip holds everything."""
from __future__ import annotations

from strategic.ui.map.layout import strategic_layout
from strategic.ui.shared_panels import Prompt, build_prompt
from tactical.ui.scene import Scene

PROMPT = strategic_layout(1024, 700).prompt


def _texts(sc: Scene) -> str:
    return " ".join(t.text for t in sc.texts)


def _buttons(n: int) -> list:
    from strategic.ui.choice_parts import Button

    return [Button(f"Roll {i} dice", ("act", i)) for i in range(1, n + 1)]


def test_long_words_are_shown_in_full_when_the_panel_has_room(window):
    words = ("Battle in Moat Cailin: Baratheon attacks Stark. Click a house card of your hand (side panel): it "
             "stays secret until both sides have chosen, then both are revealed and the strength compared.")
    sc, _ = build_prompt(Prompt("Round 2 · Stark: House card", words, "stark"), PROMPT, Scene(), True)
    shown = _texts(sc)
    assert "…" not in shown and "strength compared." in shown and "Stark: House card" in shown   # the round goes
    assert not any(h.payload is None and h.tip for h in sc.hits)       # nothing cut: no tooltip needed


def test_odds_that_do_not_fit_keep_their_numbers_whole_and_the_tooltip_has_all(window):
    words = "Choose your dice: each button's tooltip gives its odds, and Cancel picks another attack."
    lines = ["Deepwood Motte (10) attacks Bear Island (1)",
             "This roll, 3 dice: you lose 0.3, they lose 0.7 on average, 66% it falls now",
             "Until done: 100% to take it, about 8.5 of your 9 armies left",
             "A fourth line of numbers to make the text longer than the panel",
             "and a fifth one, so that something has to go"]
    p = Prompt("Round 2 · Stark: Invade", words, "stark", lines, _buttons(4))
    sc, _ = build_prompt(p, PROMPT, Scene(), True)
    shown = _texts(sc)
    assert "about 8.5 of your 9 armies left" in shown.replace("\n", " ")
    floor = max(h.rect.top for h in sc.hits if h.payload and h.payload[0] == "button")
    labels = {b.label for b in p.buttons} | {"Undo (U)", "Fit (F)", "Menu", "Menu (Esc)"}
    assert all(t.bottom >= floor for t in sc.texts if t.text.strip() and t.text not in labels)   # none on buttons
    tips = [h.tip for h in sc.hits if h.payload is None and h.tip]
    assert tips and all(line in tips[0] for line in [words, *lines])


def test_every_objective_dealt_is_named_in_the_smallest_window(app):
    """A Domination game's first decision (return one of the three objectives dealt) at 1024x700: the panel
    showed two objectives and dropped the third without a word. Now each is named with its progress, and
    what does not fit is in the card's tooltip."""
    from strategic.risk.rules.cards import lookup
    from strategic.risk.rules.tables import HOUSES
    from strategic.ui.risk.panels import PanelInfo, build_panel

    seats = {h: "human" if i == 0 else "greedy" for i, h in enumerate(HOUSES[4])}
    screen = app.start_strategic("risk", {"rules": "domination", "players": 4}, 4, seats)
    view = screen.choice.view
    assert len(view.objectives) == 3
    side = strategic_layout(1024, 700).side
    sc, _ = build_panel(PanelInfo(view, screen.choice.legal, []), side, Scene())
    shown = _texts(sc)
    names = [lookup()[2][o].name for o in view.objectives]
    assert all(f"{name} (" in shown for name in names)
    tips = [h.tip for h in sc.hits if h.payload is None and h.tip and names[0] in h.tip]
    assert tips and all(lookup()[2][o].text in tips[0] for o in view.objectives)
