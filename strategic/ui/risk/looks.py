"""What the Risk board shows for one seat's view: each territory's look on the map (its owner's colour, its
armies, its special units as pieces) and the words of its tooltip. Reads the view and the map's public
facts only; no rule.
"""
from __future__ import annotations

from strategic.risk.log import unit_words
from strategic.risk.rules.board import load_map
from strategic.ui.houses import badge, house_fill, house_name
from strategic.ui.map.model import AreaLook

FILL_ALPHA = 175       # the parchment shows through a house's colour
UNIT_ORDER = ("knight", "siege", "fortification")


def looks(view) -> dict:
    """territory -> AreaLook: unclaimed land stays bare parchment."""
    out = {}
    for t, owner in view.owner.items():
        if not owner:
            out[t] = AreaLook((0, 0, 0, 0), None)
            continue
        field, charge = badge(owner)
        units = view.units.get(t) or {}
        pieces = tuple(k for k in UNIT_ORDER for _ in range(units.get(k, 0)))
        out[t] = AreaLook(house_fill(owner) + (FILL_ALPHA,), view.armies[t], field, charge, pieces)
    return out


def territory_tip(view, name: str) -> str:
    """Name, region and its bonus, owner, armies and units, castle, port, seat, neighbours."""
    m = load_map(view.map)
    t = m.territories[name]
    region = m.regions[t.region]
    owner = view.owner.get(name) or ""
    lines = [f"{name} — {t.region} (holding all {len(region.territories)}: +{region.bonus} armies)"]
    if owner:
        units = view.units.get(name) or {}
        extra = ", ".join(unit_words(k, n) for k, n in units.items() if n)
        n = view.armies[name]
        lines.append(f"{house_name(owner)}: {n} arm{'y' if n == 1 else 'ies'}" + (f", {extra}" if extra else ""))
    else:
        lines.append("Unclaimed")
    facts = [f for f, on in (("castle", t.castle), (f"port on the {t.port} coast", t.port),
                             (f"seat of power of {house_name(t.seat or '')}", t.seat)) if on]
    if facts:
        text = "; ".join(facts)
        lines.append(text[:1].upper() + text[1:])
    lines.append("Borders: " + ", ".join(m.neighbours(name)))
    return "\n".join(lines)
