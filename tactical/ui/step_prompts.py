"""The prompt bar's instruction for where the player is inside a decision: what was picked, what to click
next and what is left ("Order units: 2 of 3 chosen"). The decision table (decisions.py) gives the line
for a fresh decision; this refines it from the half-made choice and the state's own counts, so the prompt
never still says "pick a token or a card" once one is picked. Reads only; decides nothing.
"""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.rules import combat
from tactical.ui import labels


def step_prompt(ix) -> str:
    """The line to show under the decision's title."""
    fn = STEPS.get(ix.kind)
    return (fn(ix) if fn else None) or ix.panel.prompt


def _turn(ix) -> str | None:
    if ix.card is not None:
        name = labels.card_name(ix.card)
        if ix.commander is None:
            return f"{name}: click a commander it can go on (cyan ring), or another card; right-click cancels."
        tactic = load_catalog().cards[ix.card].tactic
        tip = f" Tactic: {tactic.text}" if tactic is not None and ix.tactic else ""
        return (f"{name} on {labels.short_commander(ix.commander)}: switch its commands and tactic on or off, "
                f"then Play.{tip}")
    if ix.token is not None:
        return f"{labels.token_phrase(ix.token)} picked: click a cyan-ringed unit to order it (right-click cancels)."
    if ix.unit is not None:
        return f"{labels.unit_name(ix.state, ix.unit)}: choose how to order it with the buttons."
    return None


def select_counts(state) -> tuple[int, int, int]:
    """(units ordered so far, units the card's commands may order in all, units it may still rally) for
    the turn being played, read from the turn's open command slots."""
    turn = state.turn
    if turn is None:
        return 0, 0, 0

    def left(rally: bool) -> int:
        return sum(s["left"] for s in turn.slots if s["rally"] == rally and isinstance(s["left"], int) and s["left"] > 0)

    chosen = len(turn.activated)
    return chosen, chosen + left(False), left(True)


def _select(ix) -> str | None:
    chosen, total, rally = select_counts(ix.state)
    if total == 0 and rally == 0:
        return None
    more = f" (and up to {rally} spent unit{'s' if rally != 1 else ''} to rally)" if rally else ""
    return (f"Order units: {chosen} of {total} chosen{more}. Click a cyan-ringed unit in the white zone; "
            f"Done orders no more.")


def _move(ix) -> str | None:
    if ix.unit is None:
        return None
    left = len(ix.actors())
    return (f"{labels.unit_name(ix.state, ix.unit)}: click a green hex, or Hold. "
            f"{left} unit{'s' if left != 1 else ''} still to move.")


def _attack(ix) -> str | None:
    if ix.unit is None:
        return None
    left = len(ix.actors())
    return (f"{labels.unit_name(ix.state, ix.unit)}: click a red-ringed target (hover it for the dice), or Done. "
            f"{left} unit{'s' if left != 1 else ''} can still attack.")


def _reroll(ix) -> str | None:
    """The flank reroll: what the dice do now, so the player weighs rerolling a face against keeping them."""
    if not ix.state.combat:
        return None
    c = ix.state.combat[-1]
    if c.attacker < 0:
        return None
    a, t = ix.state.units[c.attacker], ix.state.units[c.target]
    hits = sum(combat.is_hit(ix.state, a, t, f) for f in c.dice)
    flags = list(c.dice).count("morale")
    return (f"Flank attack on {labels.unit_name(ix.state, t.id)}: the dice show {hits} hit{'s' if hits != 1 else ''}"
            f" and {flags} flag{'s' if flags != 1 else ''} now. Reroll every die of one face, or keep them.")


STEPS = {"turn": _turn, "select": _select, "move": _move, "attack": _attack, "reroll": _reroll}
