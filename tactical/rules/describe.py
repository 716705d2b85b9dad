"""Words a player reads, made outside the rules: events as log lines for one viewer (`render_event`),
the end of a battle (`result_text`), and actions with unit names and hex labels (`describe_action`).

The rules put facts into events (ids, hex labels, unit names, reason codes); this module alone turns
them into English. Units are named "#7" where today's log does, and the UI swaps in short names.
Card, commander and terrain names come from the shipped catalog (a read-only cache).
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from tactical.catalog import load_catalog
from tactical.hexgrid import DIRECTIONS, grid_for
from tactical.protocol import Event
from tactical.rules import actions as A
from tactical.rules.dice import FACE_NAMES, describe as faces
from tactical.rules.state import BattleState
from tactical.rules.units import unit_name


def plural(count: int, word: str) -> str:
    """`word`, with an s unless `count` is 1."""
    return word if count == 1 else word + "s"


def n(count: int, word: str) -> str:
    """"1 hit", "2 hits"."""
    return f"{count} {plural(count, word)}"


def _unit(state: BattleState, uid: int) -> str:
    u = state.units[uid]
    where = grid_for(state.cols, state.rows).label(u.hex) if u.hex >= 0 else "-"
    return f"{u.rank} {unit_name(u)} at {where}"


def _hex(state: BattleState, h: int) -> str:
    return grid_for(state.cols, state.rows).label(h)


def _card(state: BattleState, a: A.PlayCard) -> str:
    cat = load_catalog()
    card = cat.cards[a.card]
    cmds = "; ".join(f"{n(c.cost, 'token')}: order {c.order}" + (f", rally {c.rally}" if c.rally else "")
                     for i, c in enumerate(card.commands) if i in a.commands)
    tactic = f" + tactic ({card.tactic.text})" if a.tactic and card.tactic else ""
    return f"play '{card.name}' on {cat.commanders[a.commander].name} [{cmds}]{tactic}"


PHRASES: dict[type, Callable[[BattleState, Any], str]] = {
    A.UseOrderToken: lambda s, a: f"order {_unit(s, a.unit)} with {a.count} {a.token} {plural(a.count, 'token')}",
    A.MoraleToken: lambda s, a: str(a) if a.unit < 0 else f"morale token: rally {_unit(s, a.unit)} (-1 morale)",
    A.PlayCard: _card,
    A.Commit: lambda s, a: f"commit {load_catalog().commanders[a.commander].name}: "
                           f"{load_catalog().commanders[a.commander].commit_ability}",
    A.Select: lambda s, a: f"select {_unit(s, a.unit)}",
    A.Move: lambda s, a: f"move {_unit(s, a.unit)} to {_hex(s, a.to)}",
    A.Hold: lambda s, a: f"{_unit(s, a.unit)} stays",
    A.Attack: lambda s, a: f"{_unit(s, a.unit)} attacks {_unit(s, a.target)}",
    A.WarDogs: lambda s, a: f"{_unit(s, a.unit)} looses the dogs on {_unit(s, a.target)}",
    A.SetFire: lambda s, a: f"{_unit(s, a.unit)} sets fire to {_hex(s, a.hex)}",
    A.Extinguish: lambda s, a: f"{_unit(s, a.unit)} fights the fire in {_hex(s, a.hex)}",
    A.RetreatTo: lambda s, a: f"retreat to {_hex(s, a.hex)}",
    A.AdvanceTo: lambda s, a: f"advance to {_hex(s, a.hex)}",
}


def describe_action(state: BattleState, action: A.Action) -> str:
    phrase = PHRASES.get(type(action))
    return phrase(state, action) if phrase else str(action)


# ====================================================================== events
Data = Mapping[str, Any]


def _house(h: str | None) -> str:
    return (h or "nobody").title()


def _ref(r: Data) -> str:
    """A unit as the log names it in full: "Stark green War Host of the North #3 at C4"."""
    house = "" if r["name"].startswith(r["house"].title()) else f"{r['house'].title()} "   # "Stark Kennelmasters"
    return f"{house}{r['rank']} {r['name']} #{r['id']} at {r['at'] or 'off the board'}"


def _roll(d: Data) -> str:
    purpose = d.get("purpose")
    if purpose == "orders":
        return f"{_house(d['house'])} gathers order tokens: {faces(d['dice'])}"
    if purpose == "dogs" and d.get("rank_die"):
        return f"war dogs rank die: {FACE_NAMES[d['dice'][0]]}"
    if purpose == "reroll":
        return f"flank reroll of every {FACE_NAMES[d['face']]}: {faces(d['dice'])}"
    if purpose == "fire":
        return f"#{d['unit']} sets fire, rolls {faces(d['dice'])}: {n(d['levels'], 'level')}"
    if purpose == "extinguish":
        return (f"#{d['unit']} fights the fire (level {d['level']}): {FACE_NAMES[d['dice'][0]]}, "
                f"{'put out' if d['out'] else 'still burning'}")
    if purpose == "spread":
        return f"the fire spreads {DIRECTIONS[d['direction'] - 1]} (direction token {d['direction']})"
    return f"#{d['unit']} rolls {len(d['dice'])} dice: {faces(d['dice'])}"


def _phase(d: Data) -> str:
    if d["phase"] == "mobilisation":
        ta, tb = d["tokens"]
        return f"Mobilisation: {_house(d['first'])} has the advantage ({ta} vs {tb} command tokens)"
    if d["phase"] == "command":
        return f"Command phase: {_house(d['first'])} acts first"
    return f"Regroup phase, round {d['round']}"


def _hits(d: Data) -> str:
    if d.get("blocked"):
        return f"#{d['unit']} cannot retreat: {n(d['hits'], 'hit')} instead"
    if d.get("card"):
        return f"#{d['unit']} takes {n(d['hits'], 'hit')} from a card"
    if d.get("fire"):
        return f"#{d['unit']} loses {n(d['hits'], 'figure')} to the fire"
    return f"#{d['unit']} takes {n(d['hits'], 'hit')}"


MORALE_WHY: dict[str, Callable[[Data], str]] = {
    "token": lambda d: "morale token",
    "rally_token": lambda d: "morale token spent to rally a unit",
    "elimination": lambda d: f"eliminated a {d['rank']} unit",
    "card": lambda d: "card effect",
    "recovery": lambda d: f"recovery to the {d['zone']} morale break",
}


def _morale(d: Data) -> str:
    verb = "gains" if d["amount"] > 0 else "loses"
    return (f"{_house(d['house'])} {verb} {abs(d['amount'])} morale ({MORALE_WHY[d['why']](d)}); "
            f"marker {d['before']} -> {d['after']}")


REASONS: dict[str, Callable[[Data], str]] = {
    "rout": lambda d: f"{_house(d['house'])} routs: the morale marker reached its Rout space",
    "no_units": lambda d: f"{_house(d['house'])} has no units left on the field",
    "vp": lambda d: f"reached {d['value']} victory points",
    "control_objectives": lambda d: "holds every objective it needed",
    "eliminated_units": lambda d: f"eliminated {d['value']} enemy units",
    "eliminate_commanders": lambda d: "captured every enemy commander",
    "held_objectives": lambda d: "it still held every objective it had to hold when the last round ended",
    "failed_objectives": lambda d: f"{_house(d['house'])} no longer held every objective it had to hold "
                                   "when the last round ended",
    "more_vp": lambda d: f"more victory points ({d['vp']} to {d['other']})",
    "tied_morale": lambda d: f"victory points tied at {d['vp']}; higher morale",
    "tied_momentum": lambda d: f"victory points tied at {d['vp']}, morale level; momentum token",
}


def _victory(d: Data) -> str:
    why = REASONS[d["reason"]](d)
    return f"{_house(d['winner'])} wins: {why}" if d["winner"] else f"Draw: {why}"


def result_text(state: BattleState) -> str:
    """Why the battle ended, in words ("" while it goes on)."""
    return REASONS[state.result](state.result_data) if state.result else ""


def _card_played(d: Data) -> str:
    cat = load_catalog()
    card = cat.cards[d["card"]]
    return (f"{_house(d['house'])} plays {card.name} on {cat.commanders[d['commander']].name} "
            f"({n(d['cost'], 'command token')}): {card.command_text}")


def _tactic(d: Data) -> str:
    tactic = load_catalog().cards[d["card"]].tactic
    return f"tactic: {tactic.text if tactic else '-'}"


def _commit(d: Data) -> str:
    c = load_catalog().commanders[d["commander"]]
    return f"{c.name} commits: {c.commit_ability}"


def _effect(d: Data) -> str:
    if d["effect"] == "restore_command":
        return f"{n(d['amount'], 'command token')} return to the command board"
    amount = d["amount"] if d["effect"].startswith("extra") else ""
    return f"this turn: {d['effect'].replace('_', ' ')} {amount}".strip()


def _tokens(d: Data) -> str:
    if d["change"] < 0:
        return f"{_house(d['house'])} loses a {d['token']} order token"
    return f"{_house(d['house'])} takes {d['change']} {d['token']} order {plural(d['change'], 'token')}"


def _order(d: Data) -> str:
    if "token" in d:
        return (f"{_house(d['house'])} spends {d['count']} {d['token']} order {plural(d['count'], 'token')} to order "
                f"{_ref(d['unit_ref'])}")
    return f"{_ref(d['unit_ref'])} is ordered"


def _fire(d: Data) -> str:
    if d["level"] == 0:
        return f"#{d['unit']} puts out the fire in its hex"
    return f"fire in {d['at']}: level {d['level']}"


def _devastation(d: Data) -> str:
    name = load_catalog().terrain[d["terrain"]].name
    return f"{name} in {d['at']} " + ("burns down: devastation" if d["devastated"] else "burns and is removed")


def _drawn(d: Data) -> str:
    cards = load_catalog().cards
    return f"{_house(d['house'])} draws " + ", ".join(cards[c].name for c in d["cards"])


def _stands(d: Data) -> str:
    name = load_catalog().commanders[d["commander"]].name
    return f"{name} stands: {n(d['hits'], 'hit')} on the lone commander, capture needs {d['needed']}"


CAUSES = {"battle": "in battle", "blocked": "no room to retreat", "card": "card effect", "fire": "burnt"}

RENDER: dict[str, Callable[[Data], str]] = {
    "round": lambda d: f"Round {d['round']} of {d['of']} ({d['colour']})",
    "phase": _phase,
    "roll": _roll,
    "draw": lambda d: f"{_house(d['house'])} draws {n(d['count'], 'command card')}",
    "drawn": _drawn,
    "shuffle": lambda d: f"{_house(d['house'])} shuffles the discard pile into a new deck",
    "keep": lambda d: f"{_house(d['house'])} keeps {d['cards_kept']} card and {d['tokens_kept']} order token",
    "engage": lambda d: f"{_house(d['house'])} engagement token between #{d['unit']} and #{d['target']}",
    "flank": lambda d: f"#{d['unit']} flanks #{d['target']}, which is engaged elsewhere",
    "attack": lambda d: f"{_ref(d['unit_ref'])} attacks {_ref(d['target_ref'])}",
    "disengage": lambda d: f"#{d['unit']} disengages from #{d['striker']}",
    "strike": lambda d: f"#{d['unit']} strikes at the disengaging #{d['target']}",
    "cover": lambda d: f"#{d['unit']} ignores {n(d['ignored'], 'hit')} (cover/endurance)",
    "hits": _hits,
    "stands": _stands,
    "eliminated": lambda d: f"{_ref(d['unit_ref'])} is eliminated ({CAUSES[d['cause']]})",
    "captured": lambda d: f"{d['name']} is captured",
    "morale": _morale,
    "victory": _victory,
    "vp": lambda d: f"{_house(d['house'])} scores {d['vp']} VP for "
                    + (f"holding {d['name']}" if d["objective"] else "the elimination"),
    "order": _order,
    "rally": lambda d: f"{_ref(d['unit_ref'])} is rallied",
    "pass": lambda d: f"{_house(d['house'])} passes",
    "card": _card_played,
    "tactic": _tactic,
    "commit": _commit,
    "effect": _effect,
    "tokens": _tokens,
    "move": lambda d: f"{_ref(d['unit_ref'])} moves to {d['to_at']}",
    "retreat": lambda d: f"#{d['unit']} retreats from {d['frm_at']} to {d['to_at']}",
    "advance": lambda d: f"#{d['unit']} {d['mode']}s to {d['to_at']}",
    "fire": _fire,
    "devastation": _devastation,
    "bold": lambda d: f"#{d['unit']} is Bold and ignores a flag",
    "counter": lambda d: f"#{d['unit']} counter-attacks #{d['target']}",
}


def render_event(event: Event, viewer: str | None) -> str:
    """One log line for `viewer` (None: a spectator). An event the viewer may not see renders as ""."""
    if not event.visible_to(viewer):
        return ""
    return RENDER[event.kind](event.data)
