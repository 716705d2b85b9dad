"""Drive the battle screen the way a player does: mouse presses at screen points and key presses, sent to
the view's handlers (a headless window has no event queue).

`perform(view, action)` makes the clicks that express one legal action: on units and hexes of the board,
on order tokens and cards in the side panel, and on the prompt bar's buttons. It fails if the screen
offers no way to express the action, so a full battle played through it shows that every decision the
engine asks can be answered in the window.
"""
from __future__ import annotations

from tactical.rules.actions import (AdvanceTo, Attack, Extinguish, Keep, MoraleToken, Move, PlayCard, RetreatTo,
                                    Select, SetFire, UseOrderToken, WarDogs)
from tactical.ui.panel import layout_cards
from tactical.ui.promptbar import bar_parts
from tactical.ui.scene import Scene


def click(view, x: float, y: float) -> None:
    """A mouse press and release at a window point: through the Sections if the view has them."""
    target = getattr(view, "section_manager", None) or view
    target.on_mouse_press(x, y, 1, 0)
    target.on_mouse_release(x, y, 1, 0)


def click_hex(view, h: int) -> None:
    click(view, *view.board.geo.centre(h))


def unit_hex(view, uid: int) -> int:
    return view.session.state.units[uid].hex


def find_hit(section, predicate):
    for hit in section.scene.hits:
        if hit.payload is not None and predicate(hit.payload):
            return hit
    return None


def click_hit(view, section, predicate) -> bool:
    hit = find_hit(section, predicate)
    if hit is None:
        return False
    click(view, hit.rect.cx, hit.rect.cy)
    return True


def press_button_for(view, action) -> bool:
    """Click the prompt-bar button for `action`, paging through 'More' if needed."""
    for _ in range(6):
        if click_hit(view, view.prompt, lambda p: p[0] == "button" and p[1].action == action):
            return True
        if not click_hit(view, view.prompt, lambda p: p[0] == "page"):
            return False
    return False


def perform(view, action) -> None:
    before = len(view.session.actions)
    _gesture(view, action)
    if len(view.session.actions) == before and not press_button_for(view, action):
        raise AssertionError(f"the screen offers no way to do {action!r} (decision {view.ix.kind})")
    assert view.session.actions[-1] == action, (view.session.actions[-1], action)


def _gesture(view, a) -> None:
    """The clicks a player makes before (possibly) a final button."""
    if isinstance(a, UseOrderToken):
        click_hit(view, view.panel, lambda p: p == ("token", a.token))
        click_hex(view, unit_hex(view, a.unit))
    elif isinstance(a, MoraleToken) and a.unit >= 0:
        click_hex(view, unit_hex(view, a.unit))
    elif isinstance(a, PlayCard):
        click_hit(view, view.panel, lambda p: p == ("card", a.card))
        if view.ix.commander != a.commander:
            cu = next(u for u in view.session.state.units if u.commander == a.commander)
            click_hex(view, cu.hex)
        _set_card_toggles(view, a)
    elif isinstance(a, Keep):
        if a.card:
            click_hit(view, view.panel, lambda p: p == ("card", a.card))
        if a.token:
            click_hit(view, view.panel, lambda p: p == ("token", a.token))
    elif isinstance(a, Select):
        click_hex(view, unit_hex(view, a.unit))
    elif isinstance(a, Move):
        if view.ix.unit != a.unit:
            click_hex(view, unit_hex(view, a.unit))
        click_hex(view, a.to)
    elif isinstance(a, (Attack, WarDogs, SetFire, Extinguish)):
        if view.ix.unit != a.unit and view.ix.kind != "move":
            click_hex(view, unit_hex(view, a.unit))
        elif view.ix.kind == "move" and view.ix.unit != a.unit:
            click_hex(view, unit_hex(view, a.unit))
        target = a.hex if isinstance(a, (SetFire, Extinguish)) else unit_hex(view, a.target)
        if view.ix.kind != "move":
            click_hex(view, target)
    elif isinstance(a, (RetreatTo, AdvanceTo)):
        click_hex(view, a.hex)


def _set_card_toggles(view, a: PlayCard) -> None:
    """Click the card's command and tactic toggles until they describe `a` (a toggle may switch the
    tactic off when a command leaves no room for it, hence the loop)."""
    for _ in range(8):
        ix = view.ix
        if ix.commander != a.commander or ix.card_play() == a:
            return
        wrong = [f"command:{i}" for i in range(max(a.commands + ix.commands) + 1)
                 if (i in a.commands) != (i in ix.commands) and ix.can_toggle(f"command:{i}")]
        if ix.tactic != a.tactic:
            wrong.append("tactic")
        if not wrong or not click_hit(view, view.prompt, lambda p: p[0] == "button" and p[1].command == wrong[0]):
            return


class EagerPlayer:
    """A test player that prefers what the battle test wants to see: cards (so units are selected),
    moves toward the enemy, attacks, and passing once it has acted a few times in a round."""

    PREFER = ("Attack", "PlayCard", "Select", "Move", "RetreatTo", "AdvanceTo", "Reroll", "Keep")

    def __init__(self, seed: int) -> None:
        import random

        self.rnd = random.Random(seed)
        self.turns: dict[int, int] = {}

    def choose(self, state, legal):
        from tactical.rules.actions import Pass

        by_type: dict[str, list] = {}
        for a in legal:
            by_type.setdefault(type(a).__name__, []).append(a)
        if "Pass" in by_type and self.turns.get(state.round, 0) >= 3:
            return Pass()
        for name in self.PREFER:
            if name in by_type:
                if name in ("PlayCard", "Move"):
                    self.turns[state.round] = self.turns.get(state.round, 0) + (name == "PlayCard")
                return self.rnd.choice(by_type[name])
        return self.rnd.choice(legal)


def whole_panel(info, r, ix=None):
    """The battle screen's side panel, every card drawn into one scene (the screen keeps them apart)."""
    sc = Scene()
    for card in layout_cards(info, r, ix):
        card.build(sc)
    return sc


def whole_promptbar(info, r):
    """The prompt bar's static parts (prompt and buttons, the dice tray's paper, the legend) in one scene."""
    sc = Scene()
    for _, _, build in bar_parts(info, r, r).values():
        build(sc)
    return sc
