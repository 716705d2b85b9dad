"""Game modes as the command line names them, and World at War's specifics.

"skirmish" and "domination" are played on Essos (2 players) or Westeros (3-5); "world" is World at
War: 6 or 7 players on both maps joined by the strait (every east-coast Westeros port borders every
west-coast Essos port: the "strait" edges of the world map), one combined territory deck, with the
Domination rules by default (its setup table gives gold, seats and 26/22 armies) or the Skirmish ones.
"""
from __future__ import annotations

from tactical.protocol import UserError


MODES = ("skirmish", "domination", "world")


def resolve_mode(mode: str, players: int | None, rules: str | None = None) -> tuple[str, int, str]:
    """(rules, players, map) for a command-line mode, or a UserError saying what is allowed."""
    if mode not in MODES:
        raise UserError(f"unknown mode {mode!r}: choose {', '.join(MODES)}")
    if mode == "world":
        players = players or 6
        if players not in (6, 7):
            raise UserError(f"World at War is for 6 or 7 players, not {players}")
        return rules or "domination", players, "world"
    players = players or 3
    if not 2 <= players <= 5:
        raise UserError(f"{mode} is for 2 to 5 players (2 on Essos, 3-5 on Westeros); use --mode world for 6-7")
    if rules and rules != mode:
        raise UserError("--rules only chooses the rules of a World at War game")
    return mode, players, "essos" if players == 2 else "westeros"

