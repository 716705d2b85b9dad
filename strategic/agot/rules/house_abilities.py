"""Every house card ability, registered under its key at its timing window (see `abilities.py`).

The hooks live in two modules: `house_abilities_static` (what a card changes while it is in play: strength,
swords and towers, casualties) and `house_abilities_acts` (what a card does once: cancel, "immediately",
"if you win / lose", the retreat, "after combat"). `WINDOWS_OF_TIMING` says which windows serve each
timing of the card data, so a test can check every key is registered where its data says it acts.
"""
from __future__ import annotations

from . import house_abilities_acts, house_abilities_static  # noqa: F401  (their registrations)

# The card data's timing -> the battle windows its hooks may use (`answer` is always allowed).
WINDOWS_OF_TIMING = {
    "cancel": {"cancel"},
    "immediately": {"reveal"},
    "combat_strength": {"reveal", "strength", "icons"},
    "casualties": {"casualties"},
    "outcome": {"after"},
    "retreat": {"after"},
    "after_combat": {"after_combat"},
}
