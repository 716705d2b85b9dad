"""The battlefield Section: draws the static board, the pieces, the highlights and what the mouse hovers
(the hex outline, a move's path, an attack's line of sight with the dice it would roll), and sends clicks
on hexes to the view.
"""
from __future__ import annotations

import arcade

from tactical.hexgrid import grid_for
from tactical.rules import combat, movement
from tactical.rules.actions import Attack, Move, WarDogs
from tactical.ui import combat_preview, labels, theme, tooltips
from tactical.ui.backdrop import Backdrop
from tactical.ui.board_pieces import PieceLayer
from tactical.ui.board_static import build_coordinates, build_names, build_shapes, build_tiles, terrain_area
from tactical.ui.highlight_layer import build_highlights, inset
from tactical.ui.layout import BoardGeometry, Rect
from tactical.ui.scene import Scene
from tactical.ui.text_pool import TextPool
from tactical.ui.trail_layer import build_trail, live_strikes, trail_box, trail_key


class BoardSection(arcade.Section):
    def __init__(self, screen, rect: Rect) -> None:
        super().__init__(rect.left, rect.bottom, rect.width, rect.height, name="board", accept_keyboard_keys=False)
        self.screen = screen
        self.geo: BoardGeometry | None = None
        self.tiles = self.shapes = self.marks = self.names = None
        self._marks_key = self._trail_key = None
        self.pieces = PieceLayer()
        self.trail_under, self.trail_over = Scene(), Scene()     # the turn followed (trail_layer.py)
        self.trail_texts = TextPool()                             # its outcome boxes' words, kept between rebuilds
        self.coordinates: Scene | None = None     # hex labels, shown while the player toggles them on (C)
        self.terrain = Backdrop(screen.window)    # tiles and shapes: drawn once per window size
        self.hover: int | None = None
        self.dice_label: arcade.Text | None = None

    # ------------------------------------------------------------------ building
    def place(self, rect: Rect) -> None:
        self.left, self.bottom, self.width, self.height = rect.left, rect.bottom, rect.width, rect.height

    def build_static(self, rect: Rect) -> None:
        st = self.screen.session.state
        self.geo = BoardGeometry(grid_for(st.cols, st.rows), rect)
        self.tiles = build_tiles(self.geo, st.terrain)
        edges = {h: s.edge for h, s in st.sides.items()}
        self.shapes = build_shapes(self.geo, st.terrain, st.overlay, edges)
        grid = self.geo.grid
        self.names = build_names(self.geo, [(o.name, grid.index(*o.hexes[0])) for o in st.scenario.objectives])
        if self.coordinates is not None:
            self.coordinates = build_coordinates(self.geo)
        self.terrain.render(self._draw_terrain, area=terrain_area(self.geo))

    def toggle_coordinates(self) -> None:
        self.coordinates = None if self.coordinates is not None else build_coordinates(self.geo)
        self.screen.field_changed(self.screen.layout.regions()["field"])

    def _draw_terrain(self) -> None:
        self.tiles.draw()
        self.shapes.draw()

    def build_dynamic(self) -> Rect | None:
        """Pieces and trail for the state shown; the rectangle where the part baked into the backdrop (what
        lies under the units, the trail's rings and arrows) changed, None when it did not."""
        sc = self.screen.session.scenario
        grid = self.geo.grid
        objectives = [(o.id, [grid.index(*h) for h in o.hexes]) for o in sc.objectives]
        shown = self.screen.shown_state()
        changed = self.pieces.rebuild(shown, self.geo, objectives)
        trail = self.screen.trail_now()
        marks = self.screen.follow.own_marks(self.screen.viewer) if trail is None else None
        key = (self.geo, trail_key(trail or marks, shown, marks is not None))
        if key == self._trail_key:
            return changed
        gone = trail_box(self.geo, self._trail_key[1]) if self._trail_key is not None else None
        self._trail_key = key
        self.trail_under, self.trail_over = build_trail(self.geo, trail or marks, shown, self.trail_texts.scene(),
                                                        marks_only=marks is not None)
        self.trail_texts.finish()
        box = trail_box(self.geo, key[1])
        for part in (gone, changed):
            box = part.union(box) if part is not None else box
        return box

    def build_marks(self) -> None:
        """The highlights, remade only when they changed (a click on the panel often leaves them)."""
        marks = self.screen.ix.highlights()
        key = (self.geo, {k: frozenset(v) for k, v in marks.items() if v})
        if key != self._marks_key:
            self._marks_key, self.marks = key, build_highlights(self.geo, marks)

    def forget(self) -> None:
        """Drop the pieces, highlights and trail texts kept between rebuilds (made anew at the next one)."""
        self.pieces, self.trail_texts = PieceLayer(), TextPool()
        self._marks_key = self._trail_key = None

    def sync_animation(self) -> None:
        anim = self.screen.animator
        for uid in list(self.pieces.unit_sprites):
            pos = anim.position(uid)
            if pos is not None:
                self.pieces.place_unit(uid, *pos)

    def settle(self, uid: int) -> None:
        u = self.screen.shown_state().units[uid]
        if u.hex >= 0:
            self.pieces.place_unit(uid, *self.geo.centre(u.hex))

    # ------------------------------------------------------------------ drawing
    def draw_static(self) -> None:
        """The part baked into the view's backdrop over the terrain (`self.terrain`, copied in first): tokens
        under the units (terrain tokens, devastation, flames), objective names, coordinates and the trail."""
        if self.geo is None:
            return
        self.pieces.draw_under()
        self.names.draw()
        if self.coordinates is not None:
            self.coordinates.draw()
        self.trail_under.draw()

    def on_draw(self) -> None:
        if self.geo is None:
            return
        if self.marks is not None:
            self.marks.draw()
        self._draw_hover_under()
        self.pieces.draw_units()
        self.trail_over.draw()
        live_strikes(self.screen.animator.strike_lines(), self.geo.size)
        self._draw_hover_over()

    def _draw_hover_under(self) -> None:
        h = self.hover
        if h is None:
            return
        arcade.draw_polygon_outline(inset(self.geo, h, 0.95), (255, 255, 255), 2)
        ix = self.screen.ix
        if ix.kind == "move" and ix.unit is not None and Move(ix.unit, h) in ix.legal:
            path = self._paths(ix.unit).get(h)
            if path:
                pts = [self.geo.centre(p) for p in [self.screen.session.state.units[ix.unit].hex, *path]]
                arcade.draw_line_strip(pts, theme.HIGHLIGHTS["reach"][0], 4)
            for t in self.targets_from(h) or ():      # what it could attack from there: thin target rings
                arcade.draw_polygon_outline(inset(self.geo, self.screen.session.state.units[t].hex, 0.86),
                                            theme.HIGHLIGHTS["target"][0], 2)

    def _paths(self, uid: int) -> dict[int, list[int]]:
        """The engine's shortest paths for the selected unit, asked once per state and unit."""
        key = (id(self.screen.session.state), len(self.screen.session.actions), uid)
        if getattr(self, "_paths_key", None) != key:
            self._paths_key, self._paths_value = key, movement.reachable(self.screen.session.state, uid)
        return self._paths_value

    def targets_from(self, h: int) -> list[int] | None:
        """The units the selected unit could attack after moving to h (None: its order chart allows no
        attack after that move). The engine's targeting asked on a copy with the unit standing on h."""
        ix, st = self.screen.ix, self.screen.session.state
        if ix.unit is None or h not in ix.highlights().get("reach", ()):
            return None
        key = (id(st), len(self.screen.session.actions), ix.unit, h)
        if getattr(self, "_targets_key", None) != key:
            trial = st.clone()
            trial.units[ix.unit].hex = h
            self._targets_key, self._targets_value = key, combat.attack_targets(trial, ix.unit)
        return self._targets_value

    def _draw_hover_over(self) -> None:
        info = self.attack_preview(self.hover)
        if info is None:
            return
        (x0, y0), (x1, y1), pv = info
        arcade.draw_line(x0, y0, x1, y1, theme.HIGHLIGHTS["los"][0], 4)
        label = combat_preview.short_text(pv)
        if self.dice_label is None or self.dice_label.text != label:
            self.dice_label = arcade.Text(label, 0, 0, theme.INK, theme.BODY, bold=True, font_name=theme.FONT,
                                          anchor_x="center", anchor_y="center")
        w = self.dice_label.content_width + 14
        f = self.screen.layout.field      # on the line's middle, kept inside the battlefield
        mx = min(max((x0 + x1) / 2, f.left + w / 2 + 2), f.right - w / 2 - 2)
        my = (y0 + y1) / 2
        arcade.draw_lbwh_rectangle_filled(mx - w / 2, my - 11, w, 22, (255, 236, 180))
        arcade.draw_lbwh_rectangle_outline(mx - w / 2, my - 11, w, 22, theme.HIGHLIGHTS["los"][0], 2)
        self.dice_label.x, self.dice_label.y = mx, my
        self.dice_label.draw()

    def attack_preview(self, h: int | None):
        """(attacker centre, target centre, Preview) while hovering a target the selected unit may attack."""
        ix = self.screen.ix
        if h is None or ix.unit is None or ix.kind not in ("attack", "pursue"):
            return None
        st = self.screen.session.state
        target = st.unit_at(h)
        attack = next((a for a in ix.legal if isinstance(a, (Attack, WarDogs)) and a.unit == ix.unit
                       and a.target == target.id), None) if target is not None else None
        if attack is None:
            return None
        key = (id(st), len(self.screen.session.actions), ix.unit, target.id)
        if getattr(self, "_preview_key", None) != key:       # asked once per hovered target, not every frame
            kind = "dogs" if isinstance(attack, WarDogs) else "attack"
            self._preview_key, self._preview = key, combat_preview.attack_preview(st, ix.unit, target.id, kind)
        return self.geo.centre(st.units[ix.unit].hex), self.geo.centre(h), self._preview

    # ------------------------------------------------------------------ input
    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.geo is None:
            return
        h = self.geo.hex_at(x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.screen.right_click(self.full_card(h), x, y)
        elif button == arcade.MOUSE_BUTTON_LEFT:
            self.screen.click_hex(h)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        if self.geo is None:
            return
        h = self.geo.hex_at(x, y)
        self.hover = h
        self.screen.set_tooltip(self.tooltip(h), x, y, board=True)

    def on_mouse_leave(self, x: int, y: int) -> None:
        self.hover = None
        self.screen.set_tooltip(None, x, y)

    def _move_lines(self, h: int) -> list[str]:
        ix = self.screen.ix
        if ix.kind != "move" or ix.unit is None or Move(ix.unit, h) not in ix.legal:
            return []
        targets = self.targets_from(h)
        if targets is None:
            return ["Move here: no attack after this move (order chart)."]
        st = self.screen.session.state
        names = ", ".join(labels.unit_name(st, t) for t in targets)
        return [f"Move here, then attack: {names}." if targets else "Move here: it may attack, but no enemy in range."]

    def full_card(self, h: int | None) -> str | None:
        """What a right-click on hex h shows pinned: the unit's full card and the ground it stands on."""
        if h is None:
            return None
        st = self.screen.session.state
        u = st.unit_at(h)
        ground = f"{self.geo.grid.label(h)}: " + tooltips.terrain_tip(st, h)
        return f"{tooltips.unit_tip(st, u.id)}\n{ground}" if u is not None else ground

    def tooltip(self, h: int | None) -> str | None:
        if h is None:
            return None
        preview = self.attack_preview(h)
        lines = []
        if preview is not None:
            lines.append(combat_preview.long_text(preview[2]))
        lines += self._move_lines(h)
        lines.append(self.full_card(h))
        return "\n".join(lines)
