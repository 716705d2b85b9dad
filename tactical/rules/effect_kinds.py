"""The names of card and commander effects and of the keywords a modifier may grant, and the check that
the data uses only these (run when the catalog loads). Kept apart from `effects.py`, which implements
them, so the catalog (data) can check its files without importing the rules.

Kinds (parameters: `amount`, `target`, `token`):
- morale:          gain `amount` morale.
- rally:           mobilise up to `amount` friendly units in the commander's zone of control (chosen one by one).
- hit:             `amount` hits on the target unit (cover and endurance do not apply; one attack for capture).
- retreat:         the target unit retreats `amount` hexes toward its owner's edge (its owner picks the hexes).
- gain_token:      take `amount` order tokens of type `token` from the supply.
- draw:            draw `amount` command cards.
- restore_command: return `amount` command tokens from this commander's card to the command board.
- extra_dice:      units ordered this turn roll `amount` more dice when they attack (not counter-attacks).
- extra_move:      units ordered this turn may move `amount` more hexes.
- bold:            units ordered this turn are Bold.
- no_counter:      enemy units cannot counter-attack this turn.
- order:           order `amount` more units in the commander's zone of control (any rank).
- fire_all:        every fire on the battlefield rises `amount` level(s), up to its hex's burn limit.
- enemy_lose_token: the enemy returns `amount` order tokens, chosen at random, to the supply.

Modifier kinds for unit abilities and command bonuses are in `catalog.Modifier`; keywords a modifier
may grant are listed in KEYWORDS.
"""
from __future__ import annotations

from typing import Any

EFFECT_KINDS: tuple[str, ...] = (
    "morale", "rally", "hit", "retreat", "gain_token", "draw", "restore_command", "extra_dice",
    "extra_move", "bold", "no_counter", "order", "fire_all", "enemy_lose_token",
)
TARGETED_KINDS: tuple[str, ...] = ("hit", "retreat", "rally")
KEYWORDS: tuple[str, ...] = (
    "advance", "pursue", "bold", "loyal", "heavy_armor", "endurance", "unwieldy", "war_dogs", "scorched_earth",
)


def check_effect_kinds(cat: Any) -> list[str]:
    """Every effect kind and granted keyword named in the data must exist here."""
    problems: list[str] = []
    for c in cat.commanders.values():
        for e in c.commit_effects:
            if e.kind not in EFFECT_KINDS:
                problems.append(f"commander {c.id}: unknown effect kind {e.kind!r}")
            elif e.target != "none" and e.kind not in TARGETED_KINDS:
                problems.append(f"commander {c.id}: effect {e.kind!r} takes no target")
        for m in c.unit_modifiers:
            if m.kind == "keyword" and m.keyword not in KEYWORDS:
                problems.append(f"commander {c.id}: unknown keyword {m.keyword!r}")
    for card in cat.cards.values():
        effects = card.tactic.effects if card.tactic else ()
        for e in effects:
            if e.kind not in EFFECT_KINDS:
                problems.append(f"card {card.id}: unknown effect kind {e.kind!r}")
            elif e.target != "none" and e.kind not in TARGETED_KINDS:
                problems.append(f"card {card.id}: effect {e.kind!r} takes no target")
        for cmd in card.commands:
            for m in cmd.bonus:
                if m.kind == "keyword" and m.keyword not in KEYWORDS:
                    problems.append(f"card {card.id}: unknown keyword {m.keyword!r}")
    for u in cat.units.values():
        for k in u.keywords:
            if k not in KEYWORDS:
                problems.append(f"unit {u.id}: unknown keyword {k!r}")
    return problems
