"""The one table between strategic armies and BattleLore units, used both ways (docs/decisions.md,
"Battle hand-off"): a request's armies become units of the house's own types, and the figures left after
the battle become armies again.

- Both sides use the same scale: one unit stands for `armies_per_unit` armies (1 up to 8 armies on the
  larger side, then enough that it fields at most 8 army units); the last unit of a side stands for the
  rest. The k-th army unit is `ARMY_UNITS[k % 6]`: infantry and archers by rank, with the house's special
  unit (heavy infantry, war dogs) as every sixth.
- A knight is a blue cavalry unit (at most 3), a siege engine a red ranged unit (at most 2): they stand for
  no army, as in the strategic game, where they only change the dice.
- Back: an army unit with `f` of its `s` figures left gives back `round(armies * f / s)` of its armies
  (halves up), never more than it stood for; the winner keeps at least 1 army, and a defender who loses
  the battle loses its territory and every army on it.
"""
from __future__ import annotations

from math import ceil
from typing import Any, Literal, Mapping, Sequence

from tactical.catalog import Catalog, Rank, UnitClass

Role = Literal["infantry", "ranged", "cavalry", "special"]
MAX_ARMY_UNITS = 8
ARMY_UNITS: tuple[tuple[Role, Rank], ...] = (
    ("infantry", "blue"), ("ranged", "green"), ("infantry", "green"),
    ("special", "blue"), ("infantry", "red"), ("ranged", "blue"),
)
KNIGHT: tuple[Role, Rank] = ("cavalry", "blue")
SIEGE: tuple[Role, Rank] = ("ranged", "red")
MAX_KNIGHTS = 3
MAX_SIEGE = 2
SPECIAL_KEYWORDS = frozenset({"heavy_armor", "war_dogs"})


def armies_per_unit(attacking: int, defending: int) -> int:
    """How many armies one unit stands for, the same for both sides."""
    return max(1, ceil(max(attacking, defending) / MAX_ARMY_UNITS))


def army_units(armies: int, scale: int) -> list[tuple[Role, Rank, int]]:
    """(role, rank, armies it stands for) for each unit made from `armies`."""
    count = ceil(armies / scale)
    return [(*ARMY_UNITS[k % len(ARMY_UNITS)], min(scale, armies - k * scale)) for k in range(count)]


def special_units(knights: int, siege: int) -> list[tuple[Role, Rank, int]]:
    """Knights and siege engines as units standing for no army."""
    return [(*KNIGHT, 0)] * min(knights, MAX_KNIGHTS) + [(*SIEGE, 0)] * min(siege, MAX_SIEGE)


def unit_type_of(cat: Catalog, house: str, role: Role) -> str:
    """The house's unit type for a role: its cavalry, its ranged unit, its special infantry (the one with
    Heavy Armor or War Dogs) or its plain infantry."""
    for u in cat.units.values():
        if u.house != house:
            continue
        special = bool(SPECIAL_KEYWORDS & set(u.keywords))
        cls: UnitClass = u.unit_class
        if (role == "special") == special and (role == cls or role == "special"):
            return u.id
    raise KeyError(f"house {house} has no {role} unit type")


def armies_back(stands_for: Sequence[int], units: Sequence[Mapping[str, Any]]) -> int:
    """Armies left from a side's units (the battle's outcome, commanders' units left out) and what each
    stood for: rounded half up per unit, never more than it stood for."""
    plain = [u for u in units if u.get("commander") is None]
    if len(plain) != len(stands_for):
        raise ValueError(f"the battle reports {len(plain)} units, the plan made {len(stands_for)}")
    total = 0
    for armies, u in zip(stands_for, plain):
        strength, figures = int(u["strength"]), int(u["figures"])
        if not 0 <= figures <= strength:
            raise ValueError(f"a unit reports {figures} figures of {strength}")
        total += min(armies, (2 * armies * figures + strength) // (2 * strength))
    return total


def survivors(committed: int, left: int, won: bool, attacker: bool) -> int:
    """Armies that come out of the battle: the winner keeps at least one; a beaten defender none."""
    if won:
        return max(1, min(committed, left))
    return 0 if not attacker else min(committed, left)
