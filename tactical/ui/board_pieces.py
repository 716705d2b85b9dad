"""What stands on the battlefield, rebuilt from the state after each action: units and markers as sprites.

A unit is a house-coloured token with its class icon, a rank banner (colour and 1-3 pips), a badge with
its figures and a crown if a commander leads it. Its state this round has a look of its own: ready (full
colour, no mark), ordered this turn and still to act (full colour, gold chevron mark), spent (the token
faded toward the ground under it, which keeps dark Stark tokens readable, and a crossed mark). The unit
acting now is the one the board rings in gold (highlights). Terrain tokens and devastation lie under the units; fire, engagement tokens (on the shared edge,
in the placing house's colours), objectives and control markers lie over them.
"""
from __future__ import annotations

import arcade

from tactical.catalog import load_catalog
from tactical.rules.state import BattleState, Unit
from tactical.ui.layout import BoardGeometry
from tactical.ui.textures import texture, unit_icon

SPENT_ALPHA = 150     # a spent token lets the ground through instead of darkening (Stark slate went black)

# (texture key, dx, dy, width, height) in hex sizes, relative to the hex centre
PARTS = {"disc": (0.0, 0.0, 1.34, 1.34), "banner": (-0.55, 0.38, 0.56, 0.78), "badge": (0.55, -0.45, 0.52, 0.52),
         "crown": (0.12, 0.66, 0.58, 0.47), "mark": (-0.55, -0.47, 0.44, 0.44)}


def _sprite(name: str, x: float, y: float, w: float, h: float) -> arcade.Sprite:
    s = arcade.Sprite(texture(name))
    s.width, s.height = w, h
    s.position = (x, y)
    return s


def unit_look(u: Unit, ordered: set[int]) -> str:
    """ready, ordered (this turn, still to act) or spent (cannot be ordered again until rallied)."""
    if u.id in ordered:
        return "ordered"
    return "ready" if u.ready else "spent"


class PieceLayer:
    """The unit and marker sprites; `unit_sprites[uid]` lists one unit's parts for animation."""

    def __init__(self) -> None:
        self.under = arcade.SpriteList()
        self.units = arcade.SpriteList()
        self.over = arcade.SpriteList()
        self.unit_sprites: dict[int, list[tuple[arcade.Sprite, float, float]]] = {}

    def rebuild(self, state: BattleState, geo: BoardGeometry, objectives: list[tuple[str, list[int]]]) -> None:
        for lst in (self.under, self.units, self.over):
            lst.clear()
        self.unit_sprites = {}
        s = geo.size
        for h, kind in state.overlay.items():
            self.under.append(_sprite(f"token_{kind}", *geo.centre(h), geo.hex_width, 2 * s))
        for h in state.devastated:
            self.under.append(_sprite("token_devastated", *geo.centre(h), geo.hex_width, 2 * s))
        ordered = set(state.turn.activated) if state.turn is not None else set()
        for u in state.units:
            if u.hex >= 0:
                self._add_unit(u, geo, unit_look(u, ordered))
        self._add_markers(state, geo, objectives)

    def _add_unit(self, u: Unit, geo: BoardGeometry, look: str) -> None:
        cat = load_catalog()
        ut = cat.units[cat.commanders[u.commander].unit_type] if u.commander else cat.units[u.type]
        names = {"disc": f"unit_{u.house}_{unit_icon(ut.unit_class, ut.keywords)}", "banner": f"banner_{u.rank}",
                 "badge": f"badge_{max(0, min(6, u.figures))}"}
        if u.commander:
            names["crown"] = "crown"
        if look != "ready":
            names["mark"] = look
        cx, cy = geo.centre(u.hex)
        parts = []
        for part, name in names.items():
            dx, dy, w, h = PARTS[part]
            sp = _sprite(name, cx + dx * geo.size, cy + dy * geo.size, w * geo.size, h * geo.size)
            if part == "disc" and look == "spent":
                sp.alpha = SPENT_ALPHA
            self.units.append(sp)
            parts.append((sp, dx * geo.size, dy * geo.size))
        self.unit_sprites[u.id] = parts

    def _add_markers(self, state: BattleState, geo: BoardGeometry, objectives) -> None:
        s = geo.size
        for h, level in state.fire.items():
            x, y = geo.centre(h)
            name = f"fire_{max(1, min(4, level))}"
            if state.unit_at(h) is None:
                self.under.append(_sprite(name, x, y + 0.05 * s, 1.25 * s, 1.25 * s))
            else:   # a unit stands in the fire: a smaller flame beside its token, over it
                self.over.append(_sprite(name, x - 0.62 * s, y - 0.2 * s, 0.7 * s, 0.7 * s))
        for e in state.engagements:
            x, y = geo.edge_midpoint(e.a, e.b)
            self.over.append(_sprite(f"engage_{e.house}", x, y, 0.6 * s, 0.6 * s))
        for obj_id, hexes in objectives:
            holder = state.control.get(obj_id)
            for h in hexes:
                x, y = geo.centre(h)
                self.over.append(_sprite("objective", x + 0.55 * s, y + 0.5 * s, 0.6 * s, 0.6 * s))
                if holder:
                    self.over.append(_sprite(f"control_{holder}", x + 0.62 * s, y + 0.05 * s, 0.55 * s, 0.66 * s))

    def place_unit(self, uid: int, x: float, y: float) -> None:
        """Move one unit's token (all its parts) to a window point, for the move animation."""
        for sp, dx, dy in self.unit_sprites.get(uid, ()):
            sp.position = (x + dx, y + dy)

    def draw_under(self) -> None:
        self.under.draw()

    def draw_units(self) -> None:
        self.units.draw()
        self.over.draw()
