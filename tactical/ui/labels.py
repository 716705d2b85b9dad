"""Words for the screen: unit, card and commander names, button labels for actions, readable log lines.

Everything here reads the catalog and the state; nothing decides a rule. The engine's own log text names
units as "#7"; `log_line` replaces those with short unit names so a new player can follow the log.
"""
from __future__ import annotations

import re

from tactical.catalog import load_catalog
from tactical.rules.actions import (Action, AdvanceTo, Attack, Choose, Commit, Done, Extinguish, Hold, Keep,
                                    MoraleToken, Move, Pass, PlayCard, Reroll, RetreatTo, Select, SetFire,
                                    UseOrderToken, WarDogs)
from tactical.rules.state import BattleState
from tactical.rules.units import unit_name as engine_name
from tactical.ui.theme import FACE_NAMES

TOKEN_NAMES = {"green": "green", "blue": "blue", "red": "red", "valor": "valor", "morale": "morale"}


def unit_name(state: BattleState, uid: int, with_house: bool = False) -> str:
    cat = load_catalog()
    u = state.units[uid]
    if u.commander:
        name = cat.commanders[u.commander].name
    else:
        name = cat.units[u.type].name
    text = f"{name} ({u.rank})"
    if not with_house or name.startswith(u.house.title()):     # "Stark Kennelmasters", not "Stark Stark ..."
        return text
    return f"{u.house.title()} {text}"


def units_lost(state: BattleState, house: str) -> int:
    """The house's units off the board: eliminated, or commanders captured."""
    return sum(1 for u in state.units if u.house == house and u.hex < 0)


def card_name(card_id: str) -> str:
    card = load_catalog().cards.get(card_id)
    return card.name if card else "hidden card"


def commander_name(cid: str) -> str:
    c = load_catalog().commanders.get(cid)
    return f"{c.name}, {c.title}" if c else cid


def short_commander(cid: str) -> str:
    c = load_catalog().commanders.get(cid)
    return c.name if c else cid


_COMMAND_START = re.compile(r"(?=\b\d+ command tokens?: )")


def command_texts(card) -> list[str]:
    """Each command's own words, cut from the card's command text at "N command token(s):" (the whole
    text for each when the card is worded otherwise)."""
    parts = [p.strip() for p in _COMMAND_START.split(card.command_text) if p.strip()]
    return parts if len(parts) == len(card.commands) else [card.command_text] * len(card.commands)


def token_phrase(token: str, count: int = 1) -> str:
    noun = "token" if count == 1 else "tokens"
    return f"{count} {TOKEN_NAMES.get(token, token)} {noun}"


def action_label(state: BattleState, action: Action, yes: str = "Yes", no: str = "No") -> str:
    """The button text for an action."""
    fn = _LABELS.get(type(action))
    return fn(state, action, yes, no) if fn else str(action)


def _play_card(state, a: PlayCard, *_):
    card = load_catalog().cards.get(a.card)
    cmds = "" if not card or len(card.commands) < 2 else \
        f", command{'s' if len(a.commands) > 1 else ''} {' and '.join(str(i + 1) for i in a.commands)}"
    tactic = ", with its tactic" if a.tactic else ""
    return f"Play {card_name(a.card)} on {short_commander(a.commander)}{cmds}{tactic}"


_LABELS = {
    UseOrderToken: lambda s, a, *_: f"Order with {token_phrase(a.token, a.count)}",
    MoraleToken: lambda s, a, *_: ("Morale token: +1 morale" if a.unit < 0 else
                                   f"Rally {unit_name(s, a.unit)} (morale token, -1 morale)"),
    PlayCard: _play_card,
    Commit: lambda s, a, *_: f"Commit {short_commander(a.commander)}",
    Pass: lambda *_: "Pass",
    Select: lambda s, a, *_: f"Choose {unit_name(s, a.unit)}",
    Done: lambda *_: "Done",
    Move: lambda s, a, *_: f"Move {unit_name(s, a.unit)}",
    Hold: lambda s, a, *_: f"Hold {unit_name(s, a.unit)}",
    Attack: lambda s, a, *_: f"Attack {unit_name(s, a.target)}",
    WarDogs: lambda s, a, *_: f"Loose the dogs on {unit_name(s, a.target)}",
    SetFire: lambda s, a, *_: "Set fire (Scorched Earth)",
    Extinguish: lambda s, a, *_: "Fight the fire",
    Reroll: lambda s, a, *_: f"Reroll every {FACE_NAMES.get(a.face, a.face)}" if a.face else "No reroll",
    Choose: lambda s, a, yes, no: yes if a.yes else no,
    RetreatTo: lambda *_: "Retreat here",
    AdvanceTo: lambda *_: "Advance here",
    Keep: lambda s, a, *_: f"Keep {card_name(a.card) if a.card else 'no card'} + "
                           f"{TOKEN_NAMES.get(a.token, a.token) + ' token' if a.token else 'no token'}",
}

_UNIT_REF = re.compile(r"#(\d+)")


def log_line(state: BattleState, text: str) -> str:
    """The engine's log text with "#7" turned into a unit name (or dropped where the name precedes it)."""

    def name(m: re.Match) -> str:
        uid = int(m.group(1))
        if not 0 <= uid < len(state.units):
            return m.group(0)
        if text[:m.start()].rstrip().endswith(engine_name(state.units[uid])):
            return ""
        return unit_name(state, uid, with_house=True)

    return re.sub(r"  +", " ", _UNIT_REF.sub(name, text))
