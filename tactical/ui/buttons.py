"""The buttons under the board for the decision being asked: the panel's action types, the options of
a half-made choice (a unit's ways to be ordered, a card's commanders and commands), and every legal
action no click on the board covers (so nothing the engine asks is ever unanswerable).
"""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.rules.actions import Extinguish, Hold, Keep, MoraleToken
from tactical.ui import labels
from tactical.ui.interaction import CANCEL, Button

UNIT_BOUND = (Hold, Extinguish)   # shown only for the selected unit


def buttons_for(ix) -> list[Button]:
    if ix.state is None or not ix.legal:
        return []
    out = _choice_buttons(ix)
    if ix.kind == "turn" and (ix.card is not None or ix.unit is not None):
        return out       # finishing a card or unit first: Pass, Commit and morale come back with Cancel
    board, shown = ix.panel.board_types, ix.panel.buttons
    for a in ix.legal:
        t = type(a)
        if isinstance(a, MoraleToken) and a.unit >= 0:
            continue                      # rallying is chosen by clicking the unit
        if isinstance(a, UNIT_BOUND) and t in shown:
            if getattr(a, "unit", None) == ix.unit and not (isinstance(a, Extinguish) and t in board):
                out.append(Button(ix.describe(a), a))
            continue
        if t in shown or t not in board:
            out.append(Button(ix.describe(a), a))
    return _dedupe(out)


def _choice_buttons(ix) -> list[Button]:
    if ix.kind == "keep":
        return _keep_buttons(ix)
    if ix.kind == "turn" and ix.unit is not None:
        return [Button(ix.describe(a), a) for a in ix.order_options(ix.unit)] + [Button("Cancel", command=CANCEL)]
    if ix.kind == "turn" and ix.card is not None:
        if ix.commander is None:
            out = [Button(f"On {labels.short_commander(c)}", command=f"commander:{c}",
                          tip=labels.commander_name(c)) for c in ix.card_commanders()]
        else:
            out = _card_play_buttons(ix)
        return out + [Button("Cancel", command=CANCEL, tip="Put the card back (right-click or Esc does too).")]
    if ix.kind in ("attack", "pursue") and ix.unit is not None and ix.target_hex is not None:
        return [Button(ix.describe(a), a) for a in ix.target_options(ix.target_hex)]
    return []


ON, OFF = "☑", "☐"


def _card_play_buttons(ix) -> list[Button]:
    """The card on its commander, as on the table: one toggle per command (when it has several), the
    tactic as a named toggle with its text, and one button that plays it."""
    card = load_catalog().cards[ix.card]
    out = []
    texts = labels.command_texts(card)
    if len(card.commands) > 1:
        for i, text in enumerate(texts):
            if i in ix.commands or ix.can_toggle(f"command:{i}"):
                mark = ON if i in ix.commands else OFF
                out.append(Button(f"{mark} Command {i + 1}", command=f"command:{i}", tip=f"Command {i + 1}: {text}"))
    if card.tactic is not None and (ix.tactic or ix.can_toggle("tactic")):
        out.append(Button(f"{ON if ix.tactic else OFF} Tactic", command="tactic", tip=f"Tactic: {card.tactic.text}"))
    play = ix.card_play()
    if play is not None:
        out.insert(0, Button("Play card", play, tip=ix.describe(play)))   # the prompt names the card: a short
                                                                           # label keeps its toggles on one page
    return out


def _keep_buttons(ix) -> list[Button]:
    options = [a for a in ix.legal if isinstance(a, Keep) and ix.card in (None, a.card) and ix.token in (None, a.token)]
    return [Button(ix.describe(a), a) for a in options[:6]]


def _dedupe(buttons: list[Button]) -> list[Button]:
    seen, out = set(), []
    for b in buttons:
        key = (b.label, b.action, b.command)
        if key not in seen:
            seen.add(key)
            out.append(b)
    return out
