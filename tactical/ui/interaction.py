"""Turning clicks into actions: the player's half-made choices and what the board highlights for them.

`Interaction` is refreshed with the state, the decision kind and the legal actions after every change.
A click on a hex, an order token or a card either completes exactly one legal action (returned, for the
view to submit), narrows the choice (a unit or card is now selected and the buttons list its options),
or does nothing at all. It only ever picks among `legal_actions`, so it cannot break a rule; it does not
import Arcade and is tested without a window.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.rules.actions import (Action, AdvanceTo, Attack, Keep, MoraleToken, Move, PlayCard, RetreatTo, Select,
                                    SetFire, Extinguish, UseOrderToken, WarDogs)
from tactical.rules.state import BattleState
from tactical.ui import labels
from tactical.ui.decisions import Panel, panel_for
from tactical.ui.highlights import highlights_for

CANCEL = "cancel"


@dataclass(frozen=True)
class Button:
    label: str
    action: Action | None = None
    command: str = ""        # a UI command instead of an action ("cancel", "tactic", "command:1")
    tip: str | None = None   # shown when the button is hovered


class Interaction:
    def __init__(self) -> None:
        self.state: BattleState | None = None
        self.kind = "over"
        self.legal: list[Action] = []
        self.panel: Panel = panel_for("over")
        self.clear()

    def clear(self) -> None:
        self.unit: int | None = None       # the unit being ordered, moved or attacking with
        self.token: str | None = None      # the order token picked in the pool
        self.card: str | None = None       # the command card picked in the hand
        self.commander: str | None = None  # the commander picked for that card
        self.target_hex: int | None = None  # a hex the selected unit can act on in more than one way
        self.commands: tuple[int, ...] = ()  # the card's commands switched on (a card with several)
        self.tactic = False                 # the card's tactic switched on

    def pending(self) -> bool:
        """Is a choice half made (something a right-click or Esc would cancel)?"""
        return any(v is not None for v in (self.unit, self.token, self.card, self.commander, self.target_hex))

    # ------------------------------------------------------------------ refresh
    def refresh(self, state: BattleState, kind: str, legal: list[Action]) -> None:
        changed_kind = kind != self.kind
        self.state, self.kind, self.legal, self.panel = state, kind, list(legal), panel_for(kind)
        if changed_kind:
            self.clear()
        if self.unit is not None and not self._unit_actions(self.unit):
            self.unit = None
        if self.kind in ("move", "attack", "pursue") and self.unit is None:
            actors = self.actors()
            if len(actors) == 1:
                self.unit = actors[0]
        if self.card is not None and not self._card_actions():
            self.card = self.commander = None

    def _unit_actions(self, uid: int) -> list[Action]:
        if self.kind == "turn":
            return self.order_options(uid)
        return [a for a in self.legal if getattr(a, "unit", None) == uid and not isinstance(a, (Select, MoraleToken))]

    def actors(self) -> list[int]:
        """Units that can still act in the move or attack step."""
        types = (Move,) if self.kind == "move" else (Attack, WarDogs, SetFire, Extinguish)
        return sorted({a.unit for a in self.legal if isinstance(a, types)})

    # ------------------------------------------------------------------ command phase
    def order_options(self, uid: int) -> list[Action]:
        out: list[Action] = [a for a in self.legal if isinstance(a, UseOrderToken) and a.unit == uid
                             and self.token in (None, a.token)]
        if self.token in (None, "morale"):
            out += [a for a in self.legal if isinstance(a, MoraleToken) and a.unit == uid]
        return out

    def usable_tokens(self) -> set[str]:
        kinds = {a.token for a in self.legal if isinstance(a, UseOrderToken)}
        if self.kind == "keep":
            kinds = {a.token for a in self.legal if isinstance(a, Keep) and a.token}
        if any(isinstance(a, MoraleToken) and a.unit >= 0 for a in self.legal):
            kinds.add("morale")
        return kinds

    def playable_cards(self) -> set[str]:
        if self.kind == "keep":
            return {a.card for a in self.legal if isinstance(a, Keep) and a.card}
        return {a.card for a in self.legal if isinstance(a, PlayCard)}

    def _card_actions(self) -> list[PlayCard]:
        return [a for a in self.legal if isinstance(a, PlayCard) and a.card == self.card
                and self.commander in (None, a.commander)]

    def card_commanders(self) -> list[str]:
        return sorted({a.commander for a in self.legal if isinstance(a, PlayCard) and a.card == self.card})

    def pick_token(self, token: str) -> bool:
        if token not in self.usable_tokens():
            return False
        self.token = None if self.token == token else token
        if self.kind == "turn":
            self.card = self.commander = None
        return True

    def pick_card(self, card: str) -> bool:
        if card not in self.playable_cards():
            return False
        if self.kind == "keep":
            self.card = None if self.card == card else card
            return True
        self.card, self.unit, self.token = (None if self.card == card else card), None, None
        commanders = self.card_commanders() if self.card else []
        self.commander = None
        if len(commanders) == 1:        # one commander can take it: he is chosen, the play waits for its button
            self.commander = commanders[0]
            self._start_toggles()
        return True

    def pick_commander(self, cid: str) -> Action | None:
        """The card goes on commander `cid`: the play itself if there is one way, else the toggles start
        on the fullest legal play (most commands, tactic on) for the player to adjust."""
        if self.card is None or cid not in self.card_commanders():
            return None
        self.commander = cid
        options = self._card_actions()
        if len(options) == 1:
            return options[0]
        self._start_toggles()
        return None

    def _start_toggles(self) -> None:
        best = max(self._card_actions(), key=lambda a: (len(a.commands), a.tactic))
        self.commands, self.tactic = best.commands, best.tactic

    def card_play(self) -> PlayCard | None:
        """The play the toggles describe, if the rules allow it."""
        if self.card is None or self.commander is None:
            return None
        play = PlayCard(self.card, self.commander, self.commands, self.tactic)
        return play if play in self.legal else None

    def can_toggle(self, what: str) -> bool:
        return self._toggled(what) is not None

    def toggle(self, what: str) -> bool:
        """Switch the tactic ("tactic") or a command ("command:i") of the card being played; only to a
        play the rules list: a command switched on that leaves no room for the tactic switches it off, one
        that cannot be paid beside the others replaces them, and the last command cannot be switched off."""
        play = self._toggled(what)
        if play is None:
            return False
        self.commands, self.tactic = play.commands, play.tactic
        return True

    def _toggled(self, what: str) -> PlayCard | None:
        if self.card is None or self.commander is None:
            return None
        if what == "tactic":
            tries = [(self.commands, not self.tactic)]
        else:
            i = int(what.split(":", 1)[1])
            commands = tuple(sorted(set(self.commands) ^ {i}))
            tries = [(commands, self.tactic), (commands, False)]
            if i not in self.commands:       # not affordable beside the others: it replaces them
                tries += [((i,), self.tactic), ((i,), False)]
        for commands, tactic in tries:
            play = PlayCard(self.card, self.commander, commands, tactic)
            if play in self.legal:
                return play
        return None

    # ------------------------------------------------------------------ clicks on the board
    def click_hex(self, h: int | None) -> Action | None:
        """The action a click completes, or None (the selection may have changed, or nothing did)."""
        if h is None or self.state is None:
            return None
        occupant = self.state.unit_at(h)
        uid = occupant.id if occupant else None
        handler = getattr(self, f"_click_{self.panel.board}", None)
        return handler(h, uid) if handler else None

    def _click_order(self, h: int, uid: int | None) -> Action | None:
        if uid is None:
            return None
        if self.card is not None:
            cid = self.state.units[uid].commander
            return self.pick_commander(cid) if cid else None
        options = self.order_options(uid)
        if len(options) == 1:
            return options[0]
        if options:
            self.unit = uid
        return None

    def _click_select(self, h: int, uid: int | None) -> Action | None:
        return Select(uid) if uid is not None and Select(uid) in self.legal else None

    def _click_move(self, h: int, uid: int | None) -> Action | None:
        if self.unit is not None and Move(self.unit, h) in self.legal:
            return Move(self.unit, h)
        if uid is not None and uid in self.actors():
            self.unit = uid
        return None

    def _click_attack(self, h: int, uid: int | None) -> Action | None:
        if self.unit is not None:
            options = self.target_options(h)
            if len(options) == 1:
                return options[0]
            if options:
                self.target_hex = h
                return None
        if uid is not None and uid in self.actors():
            self.unit, self.target_hex = uid, None
        return None

    def target_options(self, h: int) -> list[Action]:
        """What the selected unit may do to hex h (attack its unit, loose dogs, burn it, fight its fire)."""
        occupant = self.state.unit_at(h)
        out: list[Action] = []
        for a in self.legal:
            if getattr(a, "unit", None) != self.unit:
                continue
            if isinstance(a, (Attack, WarDogs)) and occupant is not None and a.target == occupant.id:
                out.append(a)
            elif isinstance(a, (SetFire, Extinguish)) and a.hex == h:
                out.append(a)
        return out

    def _click_retreat(self, h: int, uid: int | None) -> Action | None:
        return RetreatTo(h) if RetreatTo(h) in self.legal else None

    def _click_advance(self, h: int, uid: int | None) -> Action | None:
        return AdvanceTo(h) if AdvanceTo(h) in self.legal else None

    # ------------------------------------------------------------------ what to show
    def highlights(self) -> dict[str, set[int]]:
        return highlights_for(self)

    def buttons(self) -> list[Button]:
        from tactical.ui.buttons import buttons_for

        return buttons_for(self)

    def describe(self, action: Action) -> str:
        return labels.action_label(self.state, action, self.panel.yes, self.panel.no)
