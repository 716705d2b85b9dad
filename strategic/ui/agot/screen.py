"""The A Game of Thrones screen: the shared strategic screen (strategic/ui/strategic_screen.py) with the
board on the shared map widget (strategic/ui/map) and its pieces, the tracks beside it, the houses on top,
the decision and the side panel (house cards, log) at the right.

The map speaks area names, the rules area ids: this screen translates. Each seat sees only its own view, so
an AI's secret choices (orders, bids, cards) appear when the rules reveal them, and in hot seat each human's
stay behind the hand-over screen. It never decides a rule.
"""

from __future__ import annotations

from strategic.agot.cli.terminal import explain_action
from strategic.agot.rules.common import board_of
from strategic.ui.agot import animation
from strategic.ui.agot.decisions import PANELS, Choice, Panel
from strategic.ui.agot.geometry import agot_model, id_to_name, land_model, name_to_id
from strategic.ui.agot.layout import agot_layout
from strategic.ui.agot.looks import area_tip, house_name, looks
from strategic.ui.agot.panels import PanelInfo, build_houses, build_panel
from strategic.ui.agot.pieces import PiecePool, build_pieces
from strategic.ui.agot.tracks import build_tracks
from strategic.ui.map.art import background
from strategic.ui.risk.panels import Prompt
from strategic.ui.strategic_screen import StrategicScreen
from tactical.ui.sections import SceneSection

QUIET = frozenset({"order_hidden", "card_hidden", "bid_placed"})    # said again, better, by the reveal
SELECTABLE = ((90, 220, 255), 2.5)
SELECTED = ((255, 196, 0), 5.0)
OUTLINE = {"move": ((110, 230, 90), 3.5), "attack": ((255, 70, 50), 3.5)}
BATTLE = ((230, 40, 30), 5.0)           # the area fought over
LEGEND = "Cyan: can be chosen · gold: chosen · green: move there · red: attack or raid there"


class AgotScreen(StrategicScreen):
    GAME = "agot"
    POOLS = ("top", "prompt", "panel", "tracks")
    QUIET = QUIET
    NEIGHBOUR = ((255, 255, 255), 2.0)

    def make_choice(self) -> Choice:
        return Choice()

    def make_model(self):
        """The board of the game's edition; the map speaks area names, the rules area ids."""
        self.edition = board_of(self.session.state).edition
        self.names, self.ids = id_to_name(self.edition), name_to_id(self.edition)
        self.piece_pool = PiecePool()
        self.pieces = None
        return agot_model(self.edition)

    def make_layout(self, width: int, height: int):
        return agot_layout(width, height, self.model.size)

    def map_background(self):
        return background(land_model(self.edition))

    def extra_sections(self) -> list:
        self.tracks = SceneSection(self, self.layout.tracks, "tracks")
        return [self.tracks]

    def extra_rects(self) -> list:
        return [(self.tracks, self.layout.tracks)]

    def looks(self, view) -> dict:
        return looks(view)

    def build_scenes(self, view) -> None:
        acting = self.session.session.to_act()
        self.topbar.scene = build_houses(view, self.layout.top_bar, self.pools["top"].scene(), acting)
        self.tracks.scene = build_tracks(view, self.layout.tracks, self.pools["tracks"].scene())
        for name in ("top", "tracks"):
            self.pools[name].finish()

    def build_side(self, scene):
        info = PanelInfo(self.choice.view, self.choice.playable_cards(), self.log, self.log_scroll,
                         self.viewer is None)
        return build_panel(info, self.layout.side, scene)

    def map_changed(self) -> None:
        self.pieces = None
        super().map_changed()

    def draw_over_map(self) -> None:
        if self.pieces is None:
            self.pieces = build_pieces(self.choice.view, self.model, self.board.mapcam, self.piece_pool)
        r = self.board.rect
        self.window.ctx.scissor = (int(r.left), int(r.bottom), int(r.width), int(r.height))
        self.pieces.draw()
        self.window.ctx.scissor = None

    def prompt_info(self) -> Prompt:
        c, view = self.choice, self.choice.view
        player = self.session.current_player()
        panel = PANELS.get(view.step, Panel(view.step.replace("_", " ").capitalize(), lambda v: ""))
        title = f"Round {view.round} · {house_name(player or '')}: {panel.title}"
        waiting = self.waiting_prompt(title, "deciding")
        if waiting is not None:
            return waiting
        lines = [self.message] if self.message else []
        if c.bounds():
            lines.append(f"Your secret amount: {c.amount}  (from {c.bounds()[0]} to {c.bounds()[1]}); "
                         "nobody sees it until every bid is in.")
        if c.area:
            lines.append(f"{self.names[c.area]}: choose below, or click elsewhere. {LEGEND}")
        elif c.targets():
            lines.append(LEGEND)
        return Prompt(title, panel.words(view), player, lines, c.buttons(lambda a: explain_action(view, a)),
                      self.page)

    def choice_outlines(self) -> dict:
        c, out = self.choice, {}
        out.update({self.names[a]: SELECTABLE for a in c.selectable() if a in self.names})
        out.update({self.names[a]: OUTLINE[kind] for a, kind in c.targets().items() if a in self.names})
        battle = c.view.battle if c.view is not None else None
        if battle is not None and battle.area in self.names:
            out[self.names[battle.area]] = BATTLE
        marching = c.view.pending.get("area") if c.view is not None and c.view.step == "marching" else None
        for chosen in (c.area, marching):
            if chosen in self.names:
                out[self.names[chosen]] = SELECTED
        return out

    def area_tip(self, name: str) -> str:
        return area_tip(self.choice.view, self.ids[name])

    def choose_area(self, name: str | None):
        action = self.choice.click(self.ids.get(name) if name else None)
        self.message = self.choice.refused
        return action

    def press_choice(self, what: tuple):
        """A house card, the amount picker, a group of units, cancel (the chosen units stay)."""
        if what[0] == "card":
            return self.choice.play_card(what[1])
        if what[0] == "nudge":
            self.choice.nudge(what[1])
        elif what[0] == "units":
            self.choice.pick_units(what[1])
        elif what[0] == "cancel":
            self.choice.clear_keep_units()
        return None

    def animate(self, events) -> None:
        animation.start(self.animator, self.tokens, self.model, self.names, events)
