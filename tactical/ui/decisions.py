"""The table that maps each engine decision kind to the panel that asks it (DESIGN.md, "Views").

A `Panel` says what the prompt bar shows (a title and a one-line instruction), how clicks on the board
answer it (`board`: which interaction mode of `interaction.py`) and which action types appear as buttons.
Any legal action the board mode and the buttons do not cover is still offered as a button, so every
decision the engine can ask is answerable even before it gets a nicer panel.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.rules.actions import (AdvanceTo, Attack, Choose, Commit, Done, Extinguish, Hold, Keep, MoraleToken,
                                    Move, Pass, PlayCard, Reroll, RetreatTo, Select, SetFire, UseOrderToken,
                                    WarDogs)


@dataclass(frozen=True)
class Panel:
    title: str
    prompt: str
    board: str                          # interaction mode: order, select, move, attack, retreat, advance, keep, none
    board_types: tuple[type, ...] = ()  # action types answered by clicking the board or the side panel
    buttons: tuple[type, ...] = ()      # action types shown as buttons
    yes: str = "Yes"                    # labels for Choose(True) / Choose(False)
    no: str = "No"


PANELS: dict[str, Panel] = {
    "turn": Panel("Command", "Pick an order token or a command card on the right, then click a unit; or pass.",
                  "order", (UseOrderToken, MoraleToken, PlayCard), (MoraleToken, Commit, Pass)),
    "select": Panel("Order units", "Click the highlighted units this command orders, then Done.",
                    "select", (Select,), (Done,)),
    "tactic_target": Panel("Card effect", "Click the highlighted unit the card's effect targets, or Done.",
                           "select", (Select,), (Done,)),
    "move": Panel("Move", "Click an ordered unit, then a green hex to move there; Hold stays put.",
                  "move", (Move,), (Hold, Extinguish, Done)),
    "attack": Panel("Attack", "Click an ordered unit, then a red-ringed target. Hover a target: line of sight and dice.",
                    "attack", (Attack, WarDogs, SetFire, Extinguish), (Done,)),
    "pursue": Panel("Pursue", "Your unit pursued: attack again (click a red-ringed target) or Done.",
                    "attack", (Attack,), (Done,)),
    "reroll": Panel("Flank attack", "The target is engaged elsewhere: reroll every die showing one face?",
                    "none", (), (Reroll,)),
    "bold": Panel("Bold", "Your unit is Bold: ignore the first flag?", "none", (), (Choose,),
                  yes="Ignore the flag", no="Retreat anyway"),
    "retreat": Panel("Retreat", "Flags! Click a green hex to retreat to (toward your own edge).",
                     "retreat", (RetreatTo,), ()),
    "counter": Panel("Counter-attack", "Your unit held its ground: counter-attack the attacker?", "none", (),
                     (Choose,), yes="Counter-attack", no="Decline"),
    "strike": Panel("Disengage strike", "An enemy leaves the engagement: strike at it as it goes?", "none", (),
                    (Choose,), yes="Strike", no="Let it go"),
    "advance": Panel("Advance", "The hex is clear: click a green hex to advance into it, or stay.",
                     "advance", (AdvanceTo,), (Choose,), no="Stay"),
    "keep": Panel("Regroup", "Keep at most one card and one order token: click them on the right to narrow the choice, then press Keep.",
                  "keep", (Keep,), ()),
    "over": Panel("Battle over", "The battle is over.", "none"),
}

FALLBACK = Panel("Decide", "Choose one of the actions below.", "none")


def panel_for(kind: str) -> Panel:
    return PANELS.get(kind, FALLBACK)
