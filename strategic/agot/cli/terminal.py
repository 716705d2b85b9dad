"""What a human seat at the terminal reads (`run.py agot --seat stark=human`): a summary of its view before
each choice (its areas, units and orders, power, supply, castles, house cards, the tracks, a battle under
way) and every legal action in words (an order with the units it commands, a move with what stands where
it goes, a house card with its numbers and text). Reads the view only."""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Callable

from ..ai.reading import seen_battle
from ..log import STAKES, choice_words, order_name, printed_name, unit_noun
from ..rules.abilities import card_set
from ..rules.actions import Choose, Move, PlaceOrder, PlayCard, Retreat, Support
from ..rules.common import board_of, castles
from ..rules.strength import base_strength

HIDDEN = "hidden"


def _units(view: Any, area: str) -> str:
    units = [unit_noun(u) for u in view.units.get(area, [])]
    units += [f"routed {unit_noun(u)}" for u in view.routed.get(area, [])]
    return ", ".join(units) or "no units"


def describe_view(view: Any) -> str:
    """Round and step, then the viewer's house: power, supply, castles, areas, hand; the tracks; a battle."""
    me = view.viewer
    hs = view.house[me]
    mine = sorted(a for a, h in view.owner.items() if h == me)
    lines = [f"Round {view.round} of {view.max_rounds} - {printed_name(me)} - step {view.step.replace('_', ' ')}"
             f" (wildling threat {view.wildlings})",
             f"  power {hs.power}, supply {hs.supply}, castles {castles(view, me)} of {view.castles_to_win}",
             "  areas: " + "; ".join(f"{printed_name(a)} ({_units(view, a)})"
                                      + (f" [{view.orders[a]}]" if a in view.orders else "") for a in mine),
             "  house cards: " + ", ".join(_card(view, c) for c in hs.hand),
             "  tracks: " + "; ".join(f"{t.replace('_', ' ')}: " + ", ".join(printed_name(h) for h in order)
                                      for t, order in view.tracks.items())]
    near = _neighbours(view, mine)
    if near:
        lines.append("  around you: " + "; ".join(near))
    now = PENDING.get(view.step)
    if now is not None:
        lines.append("  now: " + now(view))
    if view.battle is not None:
        lines.append("  " + _battle(view))
    return "\n".join(lines)


def _neighbours(view: Any, mine: list[str]) -> list[str]:
    """Other houses' areas next to mine, with their units and (once revealed) orders."""
    board = board_of(view)
    seen = sorted({n for a in mine for n in board.neighbours(a) if view.owner.get(n) not in (None, view.viewer)})
    return [f"{printed_name(a)}: {printed_name(view.owner[a])} ({_units(view, a)})"
            + (f" [{view.orders[a]}]" if view.orders.get(a, HIDDEN) != HIDDEN else "") for a in seen]


def _bid(view: Any) -> str:
    what = view.pending.get("bid", {}).get("what", "")
    if what == "wildlings":
        threat = view.pending.get("wildlings", {}).get("threat", "?")
        return f"bid power against the wildlings (their strength {threat})"
    return f"bid power for {STAKES[what]} track" if what in STAKES else "bid power"


PENDING: dict[str, Callable[[Any], str]] = {
    "bid": _bid,
    "muster": lambda v: "mustering points left: " + ", ".join(
        f"{printed_name(c)} {p}" for c, p in sorted(v.pending["muster"].get("points", {}).items())),
    "raven": lambda v: "Messenger Raven: swap one of your orders, look at the top wildling card, or pass",
    "westeros_choose": lambda v: f"choose for {printed_name(v.pending['choice']['card'])}",
    "battle_field": lambda v: f"the battle in {printed_name(v.battle.area)}: fight it on the BattleLore hex battlefield "
                              "(no house card is played, the blade is not used) or with house cards",
    "supply_reduce": lambda v: "your armies are over your supply: remove units until they fit",
    "wildlings_task": lambda v: "the wildling card asks you: "
                                + str(v.pending["wildlings"]["task"]["do"]).replace("_", " "),
}


def _card(view: Any, cid: str) -> str:
    c = card_set(view)[cid]
    icons = "".join(("sword " * c.swords, "tower " * c.towers)).strip()
    return f"{c.name} {c.strength}" + (f" ({icons})" if icons else "")


def _battle(view: Any) -> str:
    b = seen_battle(view)
    s = {h: sum(base_strength(view, b, h).values()) for h in b.houses}
    attackers = ", ".join(map(unit_noun, b.attackers))
    return (f"battle in {printed_name(b.area)}: {printed_name(b.attacker)} ({attackers}) strength {s[b.attacker]} "
            f"before cards, against {printed_name(b.defender)} ({_units(view, b.area)}) strength {s[b.defender]}")


def explain_action(view: Any, action: Any) -> str:
    fn = EXPLAIN.get(type(action))
    return fn(view, action) if fn else in_words(action)


# an action's fields that name an area, a card or a house (ids), or an order token, and how each is printed
WORDED: dict[str, Callable[[Any], str]] = {
    "area": printed_name, "to": printed_name, "frm": printed_name, "target": printed_name,
    "castle": printed_name, "card": printed_name, "side": printed_name,
    "house": printed_name, "token": order_name, "unit": unit_noun}


def in_words(a: Any) -> str:
    """The action's own words with its ids printed as on the board ("order March +1★ in White Harbor",
    not "order march+1* in white-harbor")."""
    named = {f.name: WORDED[f.name](getattr(a, f.name)) for f in fields(a)
             if f.name in WORDED and isinstance(getattr(a, f.name), str)}
    return str(replace(a, **named)) if named else str(a)


def _place(view: Any, a: PlaceOrder) -> str:
    return f"{in_words(a)}  ({_units(view, a.area)})"


def _move(view: Any, a: Move) -> str:
    there = view.owner.get(a.to)
    if there and there != view.viewer:
        return f"{in_words(a)}: attack {printed_name(there)} ({_units(view, a.to)})"
    if a.to in view.neutral:
        return f"{in_words(a)}: against the neutral force ({view.neutral[a.to]})"
    return in_words(a)


def _play(view: Any, a: PlayCard) -> str:
    c = card_set(view)[a.card]
    return f"play {c.name}: strength {c.strength}, {c.swords} sword(s), {c.towers} tower(s)" + (
        f" - {c.text}" if c.text else "")


def _retreat(view: Any, a: Retreat) -> str:
    return f"{in_words(a)} ({_units(view, a.to)})" if a.to in view.owner else in_words(a)


def _support(view: Any, a: Support) -> str:
    return f"{in_words(a)} ({_units(view, a.area)})"


EXPLAIN: dict[type, Callable[[Any, Any], str]] = {PlaceOrder: _place, Move: _move, PlayCard: _play,
                                                   Retreat: _retreat, Support: _support,
                                                   Choose: lambda view, a: f"choose {choice_words(view, a.option)}"}
