"""Actions in words a player reads: unit names and hex labels instead of ids (logs, terminal, tooltips)."""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.hexgrid import grid_for
from tactical.rules import actions as A
from tactical.rules.state import BattleState
from tactical.rules.units import unit_name


def _unit(state: BattleState, uid: int) -> str:
    u = state.units[uid]
    where = grid_for(state.cols, state.rows).label(u.hex) if u.hex >= 0 else "-"
    return f"{u.rank} {unit_name(u)} at {where}"


def _hex(state: BattleState, h: int) -> str:
    return grid_for(state.cols, state.rows).label(h)


def _card(state: BattleState, a: A.PlayCard) -> str:
    cat = load_catalog()
    card = cat.cards[a.card]
    cmds = "; ".join(f"{c.cost} token(s): order {c.order}" + (f", rally {c.rally}" if c.rally else "")
                     for i, c in enumerate(card.commands) if i in a.commands)
    tactic = f" + tactic ({card.tactic.text})" if a.tactic else ""
    return f"play '{card.name}' on {cat.commanders[a.commander].name} [{cmds}]{tactic}"


PHRASES = {
    A.UseOrderToken: lambda s, a: f"order {_unit(s, a.unit)} with {a.count} {a.token} token(s)",
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
