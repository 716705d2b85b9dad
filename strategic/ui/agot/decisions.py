"""How the A Game of Thrones screen asks each decision: `PANELS` maps each step of the engine to the panel
that asks it (a title and the step in plain words), and `Choice` turns clicks on the map, on the house
cards and on buttons into exactly one of the legal actions the engine listed.

The gestures follow the actions' own fields (`PLACE`): an action naming one area (an order placed, a march
or consolidation chosen, a retreat, a unit removed, a castle that musters) is made by clicking that area,
then a button when several actions share it (the order tokens legal there, the units to remove, what to
muster); a raid by clicking the raid, then its target; a march's moves by picking the units (buttons), then
the destination on the map; a bid by the secret amount picker; a house card by clicking the card. Everything
else is a button. Nothing here decides a rule: what can be clicked is what the legal actions name.
"""
from __future__ import annotations

from typing import Any, Callable

from strategic.agot.rules.actions import (AcceptSupport, Activate, Bid, Bring, Choose, Consolidate, EndMarch,
                                          EndMuster, KeepWildling, March, Move, Muster, Pass, PeekWildlings,
                                          PlaceOneUse, PlaceOrder, PlayCard, Rank, Raid, RemoveUnit,
                                          ReplaceOrder, Retreat, Support, UseBlade)
from strategic.agot.cli.terminal import PENDING, explain_action
from strategic.agot.log import choice_words, printed_name
from strategic.agot.rules.common import MUSTER_COST
from strategic.agot.rules.marches import legal_move
from strategic.agot.rules.muster import UPGRADE_COST
from strategic.agot.rules.planning import specials_allowed
from strategic.ui.agot.looks import area_name, house_name, order_words, unit_noun
from strategic.ui.agot.orders import placing, why_not_place
from strategic.ui.agot.words import (ability_words, offered_words, one_use_pass_words, one_use_tip, one_use_words,
                                     rank_words, removed_order_words, support_words, westeros_words, wildling_words)
from strategic.ui.choice_parts import AmountPicker, Button, Panel
from tactical.protocol import amount_fields


def _battle(v) -> str:
    b = v.battle
    if b is None:
        return ""
    return f"Battle in {area_name(v, b.area)}: {house_name(b.attacker)} attacks {house_name(b.defender)}. "


def _specials(n: int) -> str:
    return f"{n} special order" + ("" if n == 1 else "s")


def _units(n: int) -> str:
    return "unit" if n == 1 else f"{n} units"


def _pending(step: str) -> Callable[[Any], str]:
    words = PENDING[step]
    return lambda v: words(v)[:1].upper() + words(v)[1:] + "."


PANELS: dict[str, Panel] = {
    "planning": Panel("Orders", lambda v: f"Your King's Court place allows {_specials(specials_allowed(v, v.viewer))} "
                                          "(★). Drag a token from your tray onto an area of yours (cyan), or click "
                                          "the area, then a token. Orders stay hidden until all are placed."),
    "one_use_planning": Panel("One-use order", lambda v: "Click an area for one of your one-use orders, or pass."),
    "raven": Panel("Messenger Raven", lambda v: "To swap one of your orders, drag a token from your tray onto it "
                                                "(cyan), or click the order, then the token. Or choose below."),
    "raven_peek": Panel("Messenger Raven", lambda v: "You saw the top wildling card (in the side panel; hover it "
                                                     "for what it does): keep it on top or bury it."),
    "raid": Panel("Raid", lambda v: "Click one of your raid orders, then the order it raids (red); or remove it."),
    "march": Panel("March", lambda v: "Click the march order to resolve now."),
    "marching": Panel("March", lambda v: "Pick the units that go (buttons), then click where they go (green for a "
                                         "move, red for an attack). End the march when done."),
    "consolidation": Panel("Consolidate Power", lambda v: "Click a Consolidate Power order to resolve it."),
    "one_use": Panel("One-use order", one_use_words),
    "battle_support": Panel("Support", lambda v: _battle(v) + support_words(v)),
    "battle_accept": Panel("Support offered", lambda v: _battle(v) + offered_words(v)),
    "battle_field": Panel("Battlefield", lambda v: _battle(v) + "Fight it on the hex battlefield (no house card, "
                                                                "no blade) or with house cards?"),
    "battle_hexes": Panel("Hex battle", lambda v: _battle(v) + "It is fought on the BattleLore hex battlefield; "
                                                               "its result comes back to the map."),
    "battle_cards": Panel("House card", lambda v: _battle(v) + "Click a house card of your hand (side panel; hover "
                                                             "one for its whole text): it stays secret until both "
                                                             "sides have chosen."),
    "battle_ability": Panel("Card ability", lambda v: _battle(v) + ability_words(v)),
    "battle_blade": Panel("Valyrian Steel Blade", lambda v: _battle(v) + "Use the blade (+1 strength, once a "
                                                                         "round)?"),
    "battle_casualties": Panel("Casualties", lambda v: _battle(v) + "You lost: choose the "
                                                                    f"{_units(v.battle.casualties)} you remove "
                                                                    "(below)."),
    "battle_retreat": Panel("Retreat", lambda v: _battle(v) + "Click the area (cyan) the beaten army retreats to."),
    "muster": Panel("Mustering", lambda v: _pending("muster")(v) + " Click a castle or stronghold (cyan), then "
                                                                    "what to muster."),
    "bid": Panel("Bid", _pending("bid")),
    "rank": Panel("Break a tie", rank_words),
    "westeros_choose": Panel("Westeros card", westeros_words),
    "supply_reduce": Panel("Supply", lambda v: "Your armies are over your supply: click an area and remove units "
                                               "until they fit."),
    "wildlings_task": Panel("Wildlings", wildling_words),
}

# steps whose actions name an area the player does not choose (the battle's): their buttons are shown at once
BUTTONS_AT_ONCE = frozenset({"battle_casualties"})

# action type -> the field naming the area clicked to make it
PLACE: dict[type, str] = {PlaceOrder: "area", ReplaceOrder: "area", PlaceOneUse: "area", March: "area",
                          Activate: "area", Consolidate: "area", Retreat: "to", RemoveUnit: "area",
                          Muster: "castle", Bring: "frm"}


def place_of(a: Any) -> str | None:
    field = PLACE.get(type(a))
    return getattr(a, field) if field else None


class Choice(AmountPicker):
    """The half-made choice of the seat to act."""
    MIN_WORD = "None"                   # a bid starts at nothing

    def __init__(self) -> None:
        self.view: Any = None
        self.legal: list[Any] = []
        self.clear()

    def clear(self) -> None:
        self.area: str | None = None       # the area clicked (an order to place, a raid, a castle...)
        self.units: tuple[str, ...] | None = None     # a march's units picked
        self.options: list[Any] = []
        self.amount: int | None = None
        self.token: str | None = None      # an order token chosen from the tray: the next area clicked takes it
        self.refused = ""                  # why the engine refuses the move just tried, in its words

    def refresh(self, view: Any, legal: list[Any]) -> None:
        self.view, self.legal = view, list(legal)
        self.clear()
        bids = [a for a in self.legal if amount_fields(a)]
        if bids:
            self._offer(bids)
        moves = self.moves()
        if moves:                       # a march: every unit that can go is picked first
            self.units = max((m.units for m in moves), key=len)

    # ------------------------------------------------------------------ what can be clicked
    def moves(self) -> list[Move]:
        return [a for a in self.legal if isinstance(a, Move)]

    def raids(self) -> list[Raid]:
        return [a for a in self.legal if isinstance(a, Raid)]

    def selectable(self) -> set[str]:
        if self.token is not None:
            return {a.area for a in self.legal if isinstance(a, (PlaceOrder, ReplaceOrder)) and a.token == self.token}
        if self.area is not None:
            return set()
        return {p for a in self.legal if (p := place_of(a))} | {a.area for a in self.raids()}

    def targets(self) -> dict[str, str]:
        """area -> "move" or "attack": where the picked units (or the chosen raid) can go."""
        if self.area is not None:
            return {a.target: "attack" for a in self.raids() if a.area == self.area and a.target}
        if self.units is None:
            return {}
        v = self.view
        enemy = {a for a, h in v.owner.items() if h != v.viewer} | {a for a, g in v.garrisons.items() if g[0] != v.viewer}
        return {m.to: "attack" if m.to in enemy else "move" for m in self.moves() if m.units == self.units}

    # ------------------------------------------------------------------ gestures
    def click(self, aid: str | None) -> Any | None:
        """A click on the map (an area id, or None off the board); returns an action to submit now, or None."""
        self.refused = ""
        if aid is None:
            self.clear_keep_units()
            return None
        if self.token is not None:
            return self.drop(aid, self.token)
        if self.area is not None and aid in self.targets():
            return next(a for a in self.raids() if a.area == self.area and a.target == aid)
        if self.units is not None and aid in self.targets():
            return next(m for m in self.moves() if m.units == self.units and m.to == aid)
        refused = self.why_not(aid)
        here = [a for a in self.legal if place_of(a) == aid]
        raids = [a for a in self.raids() if a.area == aid]
        self.clear_keep_units()
        self.refused = refused
        if raids:
            self.area = aid
            self.options = [a for a in raids if a.target is None]
            return None
        if here:
            action = self._offer(here)
            self.area = aid if action is None else None
            return action
        return None

    def why_not(self, aid: str) -> str:
        """A march's units clicked onto an area they may not enter: the engine's reason (over supply, the
        neutral force's strength, one attack per march...), asked of the seat's view, never decided here."""
        if self.units is None or not self.moves() or self.view.step != "marching" or place_of_any(self.legal, aid):
            return ""
        why = legal_move(self.view, self.view.viewer, Move(aid, self.units))
        return f"{units_label(self.units)} cannot go there: {why}." if why else ""

    def choose_token(self, tid: str) -> None:
        """A token of the tray clicked: the next area clicked takes it (clicked again: put back)."""
        token = None if tid == self.token else tid
        self.clear_keep_units()
        self.token = token

    def drop(self, aid: str | None, tid: str) -> Any | None:
        """An order token dropped on an area (None: off the board): the placement if the engine lists it, else
        None with the refusal in `refused`."""
        why = why_not_place(self.view, self.legal, aid, tid)
        if why:
            self.refused = f"{order_words(tid)} cannot go there: {why}."
            return None
        return placing(self.legal, aid, tid)

    def clear_keep_units(self) -> None:
        units = self.units
        self.clear()
        self.units = units

    def _offer(self, actions: list[Any]) -> Any | None:
        """One plain action: do it. Otherwise the buttons (and the amount picker) ask which."""
        if len(actions) == 1 and not amount_fields(actions[0]):
            return actions[0]
        self.options = actions
        bounds = self.bounds()
        self.amount = bounds[0] if bounds else None        # a bid starts at nothing: the player raises it
        return None

    def pick_units(self, units: tuple[str, ...]) -> None:
        self.units = units

    def play_card(self, card: str) -> Any | None:
        return next((a for a in self.legal if isinstance(a, PlayCard) and a.card == card), None)

    def playable_cards(self) -> set[str]:
        return {a.card for a in self.legal if isinstance(a, PlayCard)}

    # ------------------------------------------------------------------ buttons
    def buttons(self, explain: Callable[[Any], str]) -> list[Button]:
        out: list[Button] = []
        if self.options:
            out += self.offered_buttons(explain, lambda a: label(a, self.view))
            if not self.bounds():
                out.append(Button("Cancel", ("cancel",), "Choose again."))
            return out
        if self.area is not None:
            out.append(Button("Cancel", ("cancel",), "Choose again."))
        groups = sorted({m.units for m in self.moves()}, key=lambda u: (-len(u), u))
        for g in groups:
            words = units_label(g)
            out.append(Button(words[:1].upper() + words[1:], ("units", g), "Pick these units; then click where they "
                              "go.", accent=g == self.units))
        at_once = self.view is not None and self.view.step in BUTTONS_AT_ONCE
        for a in self.legal:
            if (place_of(a) is None or at_once) and not isinstance(a, (Move, Raid, PlayCard)) and not amount_fields(a):
                out.append(Button(label(a, self.view), ("act", a), explain(a), accent=isinstance(a, EndMarch)))
        return out


def explain(view: Any, a: Any) -> str:
    """A button's tooltip: the terminal's words for the action; a free choice by its printed words."""
    if isinstance(a, Choose):
        removed = removed_order_words(view, a.option)
        if removed is not None:
            return f"Remove {house_name(view.owner.get(a.option, ''))}'s {removed}."
        return f"Choose {choice_words(view, a.option)}."
    if isinstance(a, Pass) and (passing := one_use_pass_words(view)):
        return passing
    return one_use_tip(a.token) if isinstance(a, PlaceOneUse) else explain_action(view, a)


def place_of_any(legal: list[Any], aid: str) -> bool:
    return any(place_of(a) == aid for a in legal)


def units_label(units: tuple[str, ...]) -> str:
    counts = {u: units.count(u) for u in dict.fromkeys(units)}
    return " + ".join(f"{n} {unit_noun(u, n)}" if n > 1 else unit_noun(u) for u, n in counts.items())


def label(a: Any, view: Any) -> str:
    """A button's words for an action."""
    fn = LABELS.get(type(a))
    text = fn(a, view) if fn else str(a)
    return text[:1].upper() + text[1:]


def _muster(a: Muster, v: Any) -> str:
    """What is mustered, where, and what it costs of the castle's points."""
    cost = UPGRADE_COST if a.upgrade else MUSTER_COST[a.unit]
    what = (f"{unit_noun(a.unit)}, upgrading a footman" if a.upgrade else unit_noun(a.unit) if a.area == a.castle
            else f"{unit_noun(a.unit)} in {area_name(v, a.area)}")
    return f"{what} ({cost} point{'s' if cost > 1 else ''})"


LABELS: dict[type, Callable[[Any, Any], str]] = {
    PlaceOrder: lambda a, v: order_words(a.token),
    PlaceOneUse: lambda a, v: printed_name(a.token),
    ReplaceOrder: lambda a, v: f"{order_words(a.token)} instead",
    PeekWildlings: lambda a, v: "Look at the wildling card",
    KeepWildling: lambda a, v: "Bury it" if a.bury else "Keep it on top",
    Pass: lambda a, v: "Pass",
    Raid: lambda a, v: f"Raid {area_name(v, a.target)}" if a.target else "Remove the raid (no target)",
    EndMarch: lambda a, v: "End march, leave a power token" if a.leave_token else "End the march",
    Consolidate: lambda a, v: "Muster instead" if a.muster else "Fortify instead" if a.fortify else "Gain power",
    Support: lambda a, v: f"Support {house_name(a.side)}" if a.side else "Support nobody",
    AcceptSupport: lambda a, v: ("Accept" if a.accept else "Refuse") + f" ({area_name(v, a.area)})",
    UseBlade: lambda a, v: "Use the blade" if a.use else "Keep the blade",
    Choose: lambda a, v: removed_order_words(v, a.option) or choice_words(v, a.option),
    RemoveUnit: lambda a, v: f"Remove a {unit_noun(a.unit)}",
    Muster: lambda a, v: _muster(a, v),
    EndMuster: lambda a, v: "Done mustering",
    Bid: lambda a, v: f"Bid {a.power} in secret",
    Rank: lambda a, v: house_name(a.house),
    Bring: lambda a, v: f"Bring {units_label(a.units) if a.units else 'nobody'}",
    Activate: lambda a, v: f"Use the one-use order in {area_name(v, a.area)}",
}
