"""Hypothesis strategies for battle requests: any two different houses, any armies and special units,
any territory features, in a region with its own terrain, a river region or an unknown one."""
from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from strategic.handoff.plan import REGION_TERRAIN
from tactical.catalog import HOUSES

REGIONS = sorted(REGION_TERRAIN) + ["Beyond the Wall", ""]


@st.composite
def requests(draw: Any) -> dict[str, Any]:
    attacker = draw(st.sampled_from(HOUSES))
    defender = draw(st.sampled_from([h for h in HOUSES if h != attacker]))

    def army(house: str) -> dict[str, Any]:
        return {"house": house, "armies": draw(st.integers(1, 60)), "knights": draw(st.integers(0, 5)),
                "siege": draw(st.integers(0, 4))}
    flags = {f: draw(st.booleans()) for f in ("castle", "port", "seat", "fortification")}
    return {"attacker": army(attacker), "defender": army(defender), "src": "Somewhere",
            "territory": {"name": draw(st.sampled_from(["Riverrun", "The Eyrie", "Meereen", "Oldtown"])),
                          "region": draw(st.sampled_from(REGIONS)), **flags}}
