"""How the Risk screen asks each decision: `PANELS` maps each step of the engine (its `phase`) to the panel
that asks it (a title and the step in plain words), and `Choice` turns clicks on the map and on buttons into
exactly one of the legal actions the engine listed.

The gestures follow the actions' own fields: an action naming one `territory` (claim, deploy, place a
unit) is made by clicking that territory; one with `src` and `dst` (attack, invade, manoeuvre) by clicking
the first, then the second; a free amount (`Amount` field: deploy, move in, manoeuvre) by the amount picker;
a card played on a territory by choosing the card, then the territory. Everything else is a button.
Nothing here decides a rule: what can be clicked is what the legal actions name.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from strategic.risk.log import armies, unit_name, unit_words
from strategic.risk.rules.actions import (Attack, ClaimObjective, EndTurn, Invade, KeepObjective, Manoeuvre, MoveIn,
                                         PlaceUnit, PlayMaester, ReturnObjective, Trade, TradeForUnit, UseCharacter,
                                         dice)
from strategic.risk.rules.cards import lookup, playable_card
from strategic.risk.rules.geo import geo
from strategic.risk.rules.view import manoeuvre_route
from strategic.ui.choice_parts import AmountPicker, Button, Panel
from tactical.protocol import amount_fields


def _defend(v) -> str:
    p = v.pending
    return (f"{p.get('attacker', '?').title()} attacks {p.get('dst', '?')} from {p.get('src', '?')} with "
            f"{dice(p['dice']) if 'dice' in p else '? dice'}: choose how many dice you defend with.")


def _reinforce(v) -> str:
    """What is left to put on the map: armies (an amount), special units (a click each), or nothing."""
    units = [unit_words(k) for k in v.units_to_place]
    left = ([f"{armies(v.reinforcements)} to deploy"] if v.reinforcements else []) + (
        [" and ".join(units) + " to place"] if units else [])
    if not left:
        return "Everything is deployed: end your reinforcement."
    how = " and choose how many" if v.reinforcements else ""
    return f"{' and '.join(left)}: click one of your territories{how}."


def _keep(v) -> str:
    """The objectives drawn, with their VP and texts: they are not among yours on the side panel yet."""
    objectives = lookup()[2]
    drawn = [objectives[o] for o in v.pending.get("choice", ()) if o in objectives] if isinstance(
        v.pending.get("choice"), tuple) else []
    return "Keep one of the objectives you drew; the other goes back. " + " ".join(
        f"{o.name} ({o.vp} VP): {o.text}" for o in drawn)


PANELS: dict[str, Panel] = {
    "setup_objectives": Panel("Objectives", lambda v: "Return one of the objective cards you were dealt: you keep the others."),
    "claim": Panel("Claim", lambda v: "Click a territory to place one army on it (free land first, then your own)."),
    "reinforce": Panel("Reinforce", _reinforce),
    "cash_in": Panel("Cash in", lambda v: f"{armies(v.reinforcements)} to deploy from the cards you traded."),
    "buy": Panel("Buy", lambda v: "Spend gold on a maester card or on new objectives, or end buying."),
    "keep_objective": Panel("Keep an objective", _keep),
    "invade": Panel("Invade", lambda v: "Click one of your territories with 2 or more armies, then an enemy "
                                        "territory it borders; or end your invasions."),
    "defend": Panel("Defend", _defend),
    "battlefield": Panel("Battlefield", lambda v: f"{v.pending.get('attacker', '?').title()} invades "
                         f"{v.pending.get('dst', '?')} with {v.pending.get('attacking', '?')} armies on the hex "
                         "battlefield: play your defence cards, then fight there (or, if offered, by the dice)."),
    "battle": Panel("Battle", lambda v: "A battle is being fought."),
    "conquer": Panel("Move in", lambda v: f"You took {v.pending.get('dst', 'it')}: choose how many more armies "
                                          f"follow from {v.pending.get('src', 'there')}."),
    "manoeuvre": Panel("Manoeuvre", lambda v: "Move armies once between two of your territories joined by your "
                                              "own land, or end the manoeuvre."),
    "objective": Panel("Objectives", lambda v: "You have completed an objective: claim one (below) for its victory "
                                               "points."),
    "draw": Panel("End of turn", lambda v: "You conquered this turn: draw a territory card (three trade for armies), "
                                           "or end your turn without one."),
    "over": Panel("Game over", lambda v: "The game is over."),
}

ONE_PLACE = ("territory",)
TWO_PLACES = ("src", "dst")
CARD_TYPES = (PlayMaester, UseCharacter)
OBJECTIVE_VERBS = {ReturnObjective: "Return", KeepObjective: "Keep", ClaimObjective: "Claim"}
OBJECTIVE_TYPES = tuple(OBJECTIVE_VERBS)


def places(a: Any) -> tuple[str, ...]:
    """The map fields of an action: ("territory",), ("src", "dst") or ()."""
    if hasattr(a, "src") and hasattr(a, "dst"):
        return TWO_PLACES
    return ONE_PLACE if hasattr(a, "territory") else ()


class Choice(AmountPicker):
    """The half-made choice of the seat to act."""

    def __init__(self) -> None:
        self.view: Any = None
        self.legal: list[Any] = []
        self.territories: frozenset[str] = frozenset()
        self.clear()

    def clear(self) -> None:
        self.src: str | None = None
        self.dst: str | None = None
        self.card: str | None = None
        self.options: list[Any] = []      # the actions the buttons offer for the place(s) clicked
        self.amount: int | None = None

    def refresh(self, view: Any, legal: list[Any]) -> None:
        """A new decision (or the same after a step): keep what is still possible, drop the rest."""
        self.view, self.legal = view, list(legal)
        self.territories = frozenset(view.owner) if view is not None else frozenset()
        self.clear()
        free = [a for a in self.legal if amount_fields(a) and not places(a)]
        if free:                                         # move in: the picker straight away
            self._offer(free)

    # ------------------------------------------------------------------ what can be clicked
    def _card_targets(self, card: str) -> list[Any]:
        return [a for a in self.legal if isinstance(a, CARD_TYPES) and a.card == card and a.target in self.territories]

    def singles(self) -> list[Any]:
        return [a for a in self.legal if places(a) == ONE_PLACE]

    def pairs(self) -> list[Any]:
        return [a for a in self.legal if places(a) == TWO_PLACES]

    def selectable(self) -> set[str]:
        if self.card is not None:
            return {a.target for a in self._card_targets(self.card)}
        return {a.territory for a in self.singles()} | {a.src for a in self.pairs()}

    def targets(self) -> set[str]:
        return {a.dst for a in self.pairs() if a.src == self.src} if self.src else set()

    def route(self, hover: str | None) -> list[str]:
        """The chain of own territories a manoeuvre from the chosen start takes to the target under the mouse
        (else to the target chosen), by the rule's own search; [] when no manoeuvre is being aimed."""
        dst = hover if hover in self.targets() else self.dst
        if self.src is None or dst is None or not any(isinstance(a, Manoeuvre) and a.src == self.src and a.dst == dst
                                                      for a in self.pairs()):
            return []
        return manoeuvre_route(self.view, self.src, dst)

    # ------------------------------------------------------------------ gestures
    def click(self, name: str | None) -> Any | None:
        """A click on the map; returns an action to submit now, or None (the choice changed)."""
        if name is None:
            self.clear()
            return None
        if self.card is not None:
            hits = [a for a in self._card_targets(self.card) if a.target == name]
            return hits[0] if len(hits) == 1 else None
        if self.src is not None and name in self.targets():
            self.dst = name
            return self._offer([a for a in self.pairs() if a.src == self.src and a.dst == name])
        here = [a for a in self.singles() if a.territory == name]
        if here:
            self.clear()
            self.dst = name
            return self._offer(here)
        if any(a.src == name for a in self.pairs()):
            self.clear()
            self.src = name
            return None
        self.clear()
        return None

    def _offer(self, actions: list[Any]) -> Any | None:
        """One plain action: do it. Otherwise the buttons (and the amount picker) ask which."""
        if len(actions) == 1 and not amount_fields(actions[0]):
            return actions[0]
        self.options = actions
        bounds = self.bounds()
        self.amount = bounds[1] if bounds else None      # all of them, the most common wish
        return None

    def choose_card(self, card: str) -> Any | None:
        plays = [a for a in self.legal if isinstance(a, CARD_TYPES) and a.card == card]
        if any(a.target in self.territories for a in plays):
            self.clear()
            self.card = card
            return None
        if len(plays) == 1:
            return plays[0]
        self.clear()
        self.options = plays
        return None

    # ------------------------------------------------------------------ buttons
    def buttons(self, explain: Callable[[Any], str]) -> list[Button]:
        out: list[Button] = []
        if self.options:
            out += self.offered_buttons(explain, option_label)
            out.append(Button("Cancel", ("cancel",), "Choose again."))
            return out
        if self.src is not None or self.card is not None:
            out.append(Button("Cancel", ("cancel",), "Choose again."))
        cards: dict[str, list[Any]] = {}
        for a in self.legal:
            if isinstance(a, CARD_TYPES):
                cards.setdefault(a.card, []).append(a)
            elif not places(a) and not amount_fields(a) and not isinstance(a, Trade):
                label = (f"Trade {a.card}: {unit_name(geo(self.view.map).icon[a.card])}"
                         if isinstance(a, TradeForUnit) else option_label(a))
                out.append(Button(label, ("act", a), explain(a), accent=type(a).__name__.startswith("End")))
        for card, plays in cards.items():
            aimed = any(a.target in self.territories for a in plays)     # played on a territory: not one yet
            tip = explain(replace(plays[0], target=None)) + ("; then click the territory (cyan) to play it on"
                                                             if aimed else "")
            out.append(Button(card_label(card), ("card", card), tip))
        return out


def option_label(a: Any) -> str:
    """A button's words for an action."""
    if isinstance(a, Attack):
        return f"Roll {a.dice} {'die' if a.dice == 1 else 'dice'}"
    if isinstance(a, Invade):
        return "Fight it on the hexes"
    if isinstance(a, Manoeuvre):
        return f"Move {armies(a.armies)}" + (" + special units" if a.with_units else "")
    if isinstance(a, EndTurn):                   # offered only beside the card a conquest earned
        return "End turn without a card"
    if isinstance(a, PlaceUnit):
        return f"Place {unit_words(a.kind)} on {a.territory}"
    if isinstance(a, MoveIn):
        n = a.armies
        return f"Move {n or 'no'} more {'army' if n == 1 else 'armies'} in"
    if isinstance(a, OBJECTIVE_TYPES):
        card = lookup()[2][a.card]
        return f"{OBJECTIVE_VERBS[type(a)]} {card.name} ({card.vp} VP)"
    text = str(a)
    return text[:1].upper() + text[1:]


def card_label(card: str) -> str:
    found = playable_card(card)
    return f"{found.name} ({f'{found.cost} gold' if found.cost else 'free'})" if found else card

