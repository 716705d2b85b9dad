"""What stands on the battlefield, rebuilt from the state after each action: units and markers as sprites.

A unit is a house-coloured token with its class icon, a rank banner (colour and 1-3 pips), a badge with
its figures and a crown if a commander leads it. Its state this round has a look of its own: ready (full
colour, no mark), ordered this turn and still to act (full colour, gold chevron mark), spent (the token
faded toward the ground under it, which keeps dark Stark tokens readable, and a crossed mark). A chip
under the token says what it has now beyond its card: Bold ("B", the engine's keyword check, which counts
Bold gained from neighbours or cards) and extra attack dice ("+1"). The unit acting now is the one the
board rings in gold (highlights). Terrain tokens and devastation lie under the units; fire, engagement
tokens (on the shared edge, in the placing house's colours), objectives and control markers lie over them.

Every marker has its own slot in the hex (`SLOTS`, in hex sizes from the centre): each lies inside the
hex and none overlaps another, so a commander on a held objective in the fire stays readable and nothing
spills into the neighbouring hexes (tested). Only the engagement token sits on the shared edge, as on
the table.
"""
from __future__ import annotations

import arcade

from tactical.catalog import load_catalog
from tactical.rules import units as unit_rules
from tactical.rules.state import BattleState, Unit
from tactical.ui.layout import BoardGeometry, Rect
from tactical.ui.textures import texture, unit_icon

SPENT_ALPHA = 150     # a spent token lets the ground through instead of darkening (Stark slate went black)

# (dx, dy, width, height) in hex sizes from the hex centre (y up); the hex's corners are 1 from the centre
SLOTS = {"rank": (-0.40, 0.34, 0.44, 0.60), "crown": (0.04, 0.70, 0.40, 0.30), "objective": (0.47, 0.37, 0.40, 0.40),
         "control": (0.66, 0.0, 0.28, 0.34), "fire": (-0.68, -0.10, 0.26, 0.28), "figures": (0.47, -0.40, 0.38, 0.38),
         "state": (-0.45, -0.42, 0.34, 0.34), "status": (0.0, -0.70, 0.50, 0.28)}
DISC = (0.0, 0.0, 1.22, 1.22)      # the token itself, under its markers
PARTS = {"disc": DISC, "banner": SLOTS["rank"], "badge": SLOTS["figures"], "crown": SLOTS["crown"],
         "mark": SLOTS["state"], "status": SLOTS["status"]}


def _sprite(name: str, x: float, y: float, w: float, h: float) -> arcade.Sprite:
    s = arcade.Sprite(texture(name))
    s.width, s.height = w, h
    s.position = (x, y)
    return s


def _slot(name: str, geo: BoardGeometry, h: int, slot: str) -> tuple:
    """A marker in its slot of hex h, as (texture, x, y, width, height) for `_sprite`."""
    dx, dy, w, ht = SLOTS[slot]
    x, y = geo.centre(h)
    return name, x + dx * geo.size, y + dy * geo.size, w * geo.size, ht * geo.size


def status_chip(state: BattleState, u: Unit) -> str | None:
    """The texture of what the unit has now beyond its card: Bold, extra attack dice (None: nothing)."""
    bold = unit_rules.keyword(state, u, "bold") > 0
    extra = unit_rules.modifier_total(state, u, ("extra_dice", "extra_dice_melee", "extra_dice_ranged"))
    parts = (["bold"] if bold else []) + ([f"dice_{min(3, extra)}"] if extra > 0 else [])
    return "status_" + "_".join(parts) if parts else None


def unit_look(u: Unit, ordered: set[int]) -> str:
    """ready, ordered (this turn, still to act) or spent (cannot be ordered again until rallied)."""
    if u.id in ordered:
        return "ordered"
    return "ready" if u.ready else "spent"


class PieceLayer:
    """The unit and marker sprites; `unit_sprites[uid]` lists one unit's parts for animation.

    Rebuilt after each action, but only what changed: a unit whose token looks the same keeps its sprites,
    and the marker lists are remade only when their contents differ (issue 13's rebuild under 30 ms)."""

    def __init__(self) -> None:
        self.under = arcade.SpriteList()
        self.units = arcade.SpriteList()
        self.over = arcade.SpriteList()
        self.unit_sprites: dict[int, list[tuple[arcade.Sprite, float, float]]] = {}
        self._unit_keys: dict[int, tuple] = {}
        self._marker_keys: dict[str, list] = {"under": [], "over": []}

    def rebuild(self, state: BattleState, geo: BoardGeometry, objectives: list[tuple[str, list[int]]]) -> Rect | None:
        """Bring the sprites up to `state`; the rectangle where what lies under the units changed (the screen
        bakes that layer into its backdrop), None when nothing there did."""
        ordered = set(state.turn.activated) if state.turn is not None else set()
        on_board = {u.id: u for u in state.units if u.hex >= 0}
        for uid in [uid for uid in self.unit_sprites if uid not in on_board]:
            self._drop_unit(uid)
        for u in on_board.values():
            key = self._unit_key(u, geo, unit_look(u, ordered), status_chip(state, u))
            if self._unit_keys.get(u.id) != key:
                self._drop_unit(u.id)
                self._add_unit(u, geo, key)
        under, over = self._markers(state, geo, objectives)
        self._set_markers("over", self.over, over)
        return self._set_markers("under", self.under, under)

    def _set_markers(self, name: str, sprites: arcade.SpriteList, specs: list) -> Rect | None:
        """Remake the markers when they changed; the rectangle holding those that came or went (None: none)."""
        old = self._marker_keys[name]
        if specs == old:
            return None
        self._marker_keys[name] = specs
        sprites.clear()
        for spec in specs:
            sprites.append(_sprite(*spec))
        box = None
        for _, x, y, w, h in [s for s in old if s not in specs] + [s for s in specs if s not in old]:
            box = Rect(x - w / 2, y - h / 2, w, h).union(box)
        return box

    def _drop_unit(self, uid: int) -> None:
        for sp, _, _ in self.unit_sprites.pop(uid, ()):
            self.units.remove(sp)
        self._unit_keys.pop(uid, None)

    @staticmethod
    def _unit_key(u: Unit, geo: BoardGeometry, look: str, status: str | None) -> tuple:
        """Everything the token's picture depends on: its textures, where and how big, its look."""
        cat = load_catalog()
        ut = cat.units[cat.commanders[u.commander].unit_type] if u.commander else cat.units[u.type]
        names = {"disc": f"unit_{u.house}_{unit_icon(ut.unit_class, ut.keywords)}", "banner": f"banner_{u.rank}",
                 "badge": f"badge_{max(0, min(6, u.figures))}"}
        if u.commander:
            names["crown"] = "crown"
        if look != "ready":
            names["mark"] = look
        if status is not None:
            names["status"] = status
        return tuple(names.items()), geo.centre(u.hex), geo.size, look

    def _add_unit(self, u: Unit, geo: BoardGeometry, key: tuple) -> None:
        names, (cx, cy), size, look = key
        parts = []
        for part, name in names:
            dx, dy, w, h = PARTS[part]
            sp = _sprite(name, cx + dx * size, cy + dy * size, w * size, h * size)
            if part == "disc" and look == "spent":
                sp.alpha = SPENT_ALPHA
            self.units.append(sp)
            parts.append((sp, dx * size, dy * size))
        self.unit_sprites[u.id] = parts
        self._unit_keys[u.id] = key

    @staticmethod
    def _markers(state: BattleState, geo: BoardGeometry, objectives) -> tuple[list, list]:
        """The markers under and over the units, as (texture, x, y, width, height)."""
        s = geo.size
        under = [(f"token_{kind}", *geo.centre(h), geo.hex_width, 2 * s) for h, kind in state.overlay.items()]
        under += [("token_devastated", *geo.centre(h), geo.hex_width, 2 * s) for h in state.devastated]
        over = []
        for h, level in state.fire.items():
            x, y = geo.centre(h)
            name = f"fire_{max(1, min(4, level))}"
            if state.unit_at(h) is None:
                under.append((name, x, y + 0.05 * s, 1.25 * s, 1.25 * s))
            else:   # a unit stands in the fire: a small flame in its slot beside the token
                over.append(_slot(name, geo, h, "fire"))
        for e in state.engagements:
            x, y = geo.edge_midpoint(e.a, e.b)
            over.append((f"engage_{e.house}", x, y, 0.6 * s, 0.6 * s))
        for obj_id, hexes in objectives:
            holder = state.control.get(obj_id)
            for h in hexes:
                over.append(_slot("objective", geo, h, "objective"))
                if holder:
                    over.append(_slot(f"control_{holder}", geo, h, "control"))
        return under, over

    def place_unit(self, uid: int, x: float, y: float) -> None:
        """Move one unit's token (all its parts) to a window point, for the move animation."""
        for sp, dx, dy in self.unit_sprites.get(uid, ()):
            sp.position = (x + dx, y + dy)

    def draw_under(self) -> None:
        self.under.draw()

    def draw_units(self) -> None:
        self.units.draw()
        self.over.draw()
