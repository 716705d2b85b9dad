"""The buttons under the board for the decision being asked: the panel's action types, the options of
a half-made choice (a unit's ways to be ordered, a card's commanders and commands), and every legal
action no click on the board covers (so nothing the engine asks is ever unanswerable).
"""
from __future__ import annotations

from tactical.rules.actions import Extinguish, Hold, Keep, MoraleToken, PlayCard
from tactical.ui import labels
from tactical.ui.interaction import CANCEL, Button

UNIT_BOUND = (Hold, Extinguish)   # shown only for the selected unit


def buttons_for(ix) -> list[Button]:
    if ix.state is None or not ix.legal:
        return []
    out = _choice_buttons(ix)
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
            out = [Button(f"On {labels.short_commander(c)}", command=f"commander:{c}") for c in ix.card_commanders()]
        else:
            out = [Button(ix.describe(a), a) for a in ix.legal if isinstance(a, PlayCard) and a.card == ix.card
                   and a.commander == ix.commander]
        return out + [Button("Cancel", command=CANCEL)]
    if ix.kind in ("attack", "pursue") and ix.unit is not None and ix.target_hex is not None:
        return [Button(ix.describe(a), a) for a in ix.target_options(ix.target_hex)]
    return []


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
