"""The A Game of Thrones screen: the shared strategic screen (strategic/ui/strategic_screen.py) with the
board on the shared map widget (strategic/ui/map) and its pieces, the tracks beside it, the houses on top,
the decision and the side panel (house cards, log) at the right.

The map speaks area names, the rules area ids: this screen translates. Each seat sees only its own view, so
an AI's secret choices (orders, bids, cards) appear when the rules reveal them, and in hot seat each human's
stay behind the hand-over screen. It never decides a rule.
"""

from __future__ import annotations

from strategic.agot.rules.common import board_of
from strategic.agot.rules.marches import transport_chain
from strategic.agot.rules.actions import PlaceOrder, ReplaceOrder
from strategic.ui.agot import animation
from strategic.ui.agot.drag import CHAIN, Drag, OverMap
from strategic.ui.agot.decisions import PANELS, Choice, Panel, explain
from strategic.ui.agot.geometry import agot_model, id_to_name, land_model, name_to_id
from strategic.ui.agot.layout import agot_layout
from strategic.ui.agot.looks import area_tip, attack_words, house_name, looks, order_words
from strategic.ui.agot.orders import placing, slots, why_not_place
from strategic.ui.agot.panels import PanelInfo, build_houses, build_panel, houses_key
from strategic.ui.agot.pieces import PiecePool, build_pieces, pieces_key
from strategic.ui.agot.tracks import build_tracks, tracks_key
from strategic.ui.map.art import background
from strategic.ui.shared_panels import Prompt
from strategic.ui.strategic_screen import StrategicScreen
from tactical.ui.layout import Rect
from tactical.ui.sections import SceneSection

QUIET = frozenset({"order_hidden", "card_hidden", "bid_placed"})    # said again, better, by the reveal
SELECTABLE = ((90, 220, 255), 2.5)
SELECTED = ((255, 196, 0), 5.0)
OUTLINE = {"move": ((110, 230, 90), 3.5), "attack": ((255, 70, 50), 3.5)}
BATTLE = ((230, 40, 30), 5.0)           # the area fought over
LEGENDS = {"raid": "Gold: the raid chosen · red: the orders it may raid.",
           "area": "Gold: the area chosen.",
           "march": "Green: move there · red: attack there · blue: the ships that carry them."}
TRAY_STEPS = ("planning", "raven")          # the steps whose decision the seat's order tray makes


class AgotScreen(StrategicScreen):
    GAME = "agot"
    POOLS = ("top", "prompt", "panel")
    QUIET = QUIET
    NEIGHBOUR = ((255, 255, 255), 2.0)

    def make_choice(self) -> Choice:
        return Choice()

    def make_model(self):
        """The board of the game's edition; the map speaks area names, the rules area ids."""
        self.edition = board_of(self.session.state).edition
        self.names, self.ids = id_to_name(self.edition), name_to_id(self.edition)
        self.piece_pool, self.tracks_pool = PiecePool(), PiecePool()
        self.pieces, self.pieces_key = None, ()
        self.drag: Drag | None = None          # an order token held by the mouse
        self.chain: list[str] = []             # the ship transport chain to the hovered destination
        self.tracks_key: tuple = ()            # what the tracks panel last showed
        self.houses_key: tuple = ()            # what the houses' bar last showed
        return agot_model(self.edition)

    def __init__(self, app, session, viewer: str | None = None) -> None:
        super().__init__(app, session, viewer)
        self.overmap = OverMap(self, self.window.width, self.window.height)
        self.section_manager.add_section(self.overmap, at_index=0)     # first to see a press: it may lift a token

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        self.overmap.place(Rect(0, 0, width, height))

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
        """The houses' bar, built again only when what it shows changes (houses_key)."""
        acting = self.session.session.to_act()
        key = houses_key(view, self.layout.top_bar, acting)
        if key != self.houses_key:
            self.houses_key = key
            self.topbar.scene = build_houses(view, self.layout.top_bar, self.pools["top"].scene(), acting)
            self.pools["top"].finish()

    def refresh_choice(self) -> None:
        """The tracks are built with the choice: the order tray shows the token chosen."""
        view = self.choice.view
        tray = slots(view, self.choice.legal) if view.step in TRAY_STEPS and view.viewer == self.viewer else None
        key = tracks_key(view, self.layout.tracks, tray, self.choice.token)
        if key != self.tracks_key:          # else the same scene: its part of the backdrop is not drawn again
            self.tracks_key = key
            self.tracks.scene = build_tracks(view, self.layout.tracks, self.tracks_pool.scene(), tray,
                                             self.choice.token)
            self.tracks_pool.finish()
        super().refresh_choice()

    def build_side(self, scene):
        info = PanelInfo(self.choice.view, self.choice.playable_cards(), self.log, self.log_scroll,
                         self.viewer is None)
        return build_panel(info, self.layout.side, scene)

    def placed_pieces(self):
        """The pieces' scene, built again only when the pieces or the camera changed (pieces_key)."""
        key = pieces_key(self.choice.view, self.board.mapcam)
        if key != self.pieces_key:
            self.pieces_key = key
            self.pieces = build_pieces(self.choice.view, self.model, self.board.mapcam, self.piece_pool,
                                       self.board.labels.name_boxes())
        return self.pieces

    def draw_over_map(self) -> None:
        self.placed_pieces()
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
        if c.token:
            lines.append(f"{order_words(c.token)} in hand: drop it on one of your areas (cyan), or click one.")
        elif c.area:
            legend = LEGENDS["raid" if c.targets() else "area"]
            lines.append(f"{self.names[c.area]}: choose below, or click elsewhere. {legend}")
        elif c.targets():
            lines.append(LEGENDS["march"])
        return Prompt(title, panel.words(view), player, lines, c.buttons(lambda a: explain(view, a)),
                      self.page)

    def choice_outlines(self) -> dict:
        c, out = self.choice, {}
        self.chain = self._chain()
        out.update({self.names[a]: (CHAIN, 4.0) for a in self.chain[1:-1]})
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

    def _chain(self) -> list[str]:
        """The ships carrying the picked units to the hovered destination, when the engine lists that move."""
        c, hover = self.choice, self.ids.get(self.board.hover or "")
        if c.units is None or hover not in c.targets() or c.view.step != "marching":
            return []
        return transport_chain(c.view, c.view.viewer, c.view.pending["area"], hover)

    def area_tip(self, name: str) -> str:
        """The area's facts; while a march's units are picked, first whether they may go there (and by which
        ships), or the engine's reason why not."""
        tip = area_tip(self.choice.view, self.ids[name])
        c, aid = self.choice, self.ids[name]
        if c.units is None or c.view.step != "marching" or aid == c.view.pending.get("area"):
            return tip
        why = c.why_not(aid)
        if why:
            return f"{why}\n{tip}"
        if aid in c.targets():
            chain = transport_chain(c.view, c.view.viewer, c.view.pending["area"], aid)
            by = " by ship through " + ", ".join(self.names[a] for a in chain[1:-1]) if chain else ""
            fight = attack_words(c.view, aid, c.units) + "\n" if c.targets()[aid] == "attack" else ""
            return f"Your units may go there{by}.\n{fight}{tip}"
        return tip

    def choose_area(self, name: str | None):
        action = self.choice.click(self.ids.get(name) if name else None)
        self.message = self.choice.refused
        return action

    def on_hit(self, payload) -> None:
        if payload[0] == "token":          # a token of the tray clicked: the next area takes it
            if self.human_to_act():
                self.choice.choose_token(payload[1])
                self.refresh_choice()
            return
        super().on_hit(payload)

    # ------------------------------------------------------------------ dragging an order token
    def lift(self, x: float, y: float) -> bool:
        """A press on a token of the tray, or on one of the seat's orders on the map: it is held (True). Any
        other press lets go of a token still held (its release was lost: the pause menu opened meanwhile)."""
        self.drag = None
        if not self.human_to_act() or self.choice.view.step not in TRAY_STEPS:
            return False
        hit = self.tracks.scene.hit_at(x, y) if self.layout.tracks.contains(x, y) else None
        if hit is not None and hit.payload and hit.payload[0] == "token":
            self.drag = Drag(hit.payload[1], None, x, y)
            self.on_hit(hit.payload)
            return True
        home = self.order_at(x, y) if self.choice.view.step == "planning" else None      # lifted before the reveal
        if home is not None:
            self.drag = Drag(self.choice.view.orders[home], home, x, y)
            return True
        return False

    def order_at(self, x: float, y: float) -> str | None:
        """The seat's own order token drawn under (x, y) on the map, by area id."""
        view = self.choice.view
        for aid, (px, py) in self.placed_pieces().spots.items():
            if abs(x - px) <= 11 and abs(y - py) <= 11 and view.owner.get(aid) == view.viewer:
                return aid
        return None

    def hold(self, x: float, y: float) -> bool:
        """The mouse moves with a token held (True: the map does not pan)."""
        if self.drag is None:
            return False
        d = self.drag
        d.follow(x, y)
        if d.home is None and d.moved and self.choice.token != d.token:
            self.choice.choose_token(d.token)       # its legal areas outlined while it is held
            self.refresh_choice()
        name = self.board.area_at(x, y)
        if name != self.board.hover:                # the area under the token outlined, as under the mouse
            self.board.hover = name
            self.update_outlines()
        if d.moved:
            self.set_tooltip(self.drop_words(d, self.ids.get(name) if name else None), x, y, board=True)
        return True

    def drop_words(self, d: Drag, aid: str | None) -> str:
        """What letting the held token go here would do, or the engine's reason it would be refused."""
        words = order_words(d.token)
        if d.home is not None:
            return f"{words}: stays in {self.names[d.home]}" if aid == d.home else f"{words}: taken back"
        why = why_not_place(self.choice.view, self.choice.legal, aid, d.token)
        if why:
            return f"{words} cannot go there: {why}."
        swap = isinstance(placing(self.choice.legal, aid, d.token), ReplaceOrder)
        return f"{words}: {'swapped for the order' if swap else 'placed'} in {self.names[aid]}"

    def let_go(self, x: float, y: float) -> bool:
        """The held token dropped: placed where the engine lists it, refused with why, or taken back."""
        drag, self.drag = self.drag, None
        if drag is None:
            return False
        self.set_tooltip(None, x, y)
        name = self.board.area_at(x, y)
        if not drag.moved:
            if drag.home is not None:            # a click on the order, not a drag: the map's click
                self.map_click(self.names[drag.home])
            return True
        self.message = ""
        if drag.home is not None:
            self.take_back(drag.home, self.ids.get(name) if name else None)
            return True
        action = self.choice.drop(self.ids.get(name) if name else None, drag.token)
        if action is not None:
            self.submit(action)
            return True
        self.message = self.choice.refused
        self.refresh_choice()
        return True

    def take_back(self, home: str, to: str | None) -> None:
        """A placed order dragged off its area is taken back, as at the table before the reveal. The engine
        has no action that lifts an order, so the session's undo goes back over this seat's orders to that one
        and places the later ones again (each still one of the engine's legal actions). Refused when another
        seat has chosen since: its secret choices are not this screen's to replay."""
        if to == home:
            return self.refresh_choice()
        s, token = self.session.session, self.choice.view.orders[home]
        act = s.active()
        at = next((i for i in range(len(act.history) - 1, -1, -1)
                   if act.history[i].seat == self.viewer and act.history[i].action == PlaceOrder(home, token)), None)
        if at is None or at < act.barrier or any(p.seat != self.viewer for p in act.history[at + 1:]):
            self.message = f"{order_words(token)} stays: another house has chosen since it was placed."
            return self.refresh_choice()
        later = [p.action for p in act.history[at + 1:]]
        while len(act.history) > at and self.session.undo():
            pass
        for action in later:
            if self.session.current_player() != self.viewer or action not in self.session.legal():
                break
            self.session.submit(action)
        self.message = f"{order_words(token)} taken back from {self.names[home]}."
        self.after_step([])

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

    def open_battle(self) -> bool:
        return self.app.open_hex_battle(self)          # a hex battle with a human in it: the battle screen
