"""The Risk screen: the shared strategic screen (strategic/ui/strategic_screen.py) with Risk's map, houses'
bar, side panel (hand, objectives, log) and decision: the attacks' odds in the prompt and the buttons'
tooltips, the dice of the last battle, the start and target outlines, and the hex battle opened when a human
fights one. It never decides a rule.
"""
from __future__ import annotations

from strategic.risk.cli.terminal import explain_action
from strategic.risk.log import QUIET, card_name
from strategic.risk.rules.actions import Attack, BuyMaester, BuyObjective, Defend, Invade, Trade
from strategic.risk.rules.effects import defence_cards_playable
from strategic.risk.rules.tables import MAESTER_PRICE, OBJECTIVE_PRICE
from strategic.ui.choice_parts import Button
from strategic.ui.houses import house_name
from strategic.ui.map.art import background
from strategic.ui.map.layout import strategic_layout
from strategic.ui.risk import animation
from strategic.ui.risk.decisions import CARD_TYPES, PANELS, Choice, Panel
from strategic.ui.risk.looks import looks, territory_tip
from strategic.ui.risk.odds import preview, roll_words
from strategic.ui.risk.panels import PanelInfo, build_houses, build_panel
from strategic.ui.risk.shapes import risk_model
from strategic.ui.shared_panels import Prompt
from strategic.ui.strategic_screen import StrategicScreen

PRICES = {BuyMaester: f"A maester card from the deck for {MAESTER_PRICE} gold; playing it costs what it says",
          BuyObjective: f"Draw 2 objectives for {OBJECTIVE_PRICE} gold and keep 1"}
SELECTABLE = ((90, 220, 255), 2.5)      # can be chosen now
SELECTED = ((255, 196, 0), 5.0)         # chosen (the attack's or manoeuvre's start)
TARGET = ((255, 70, 50), 3.5)           # valid target of the chosen start
ROUTE = (255, 236, 120)                 # the own territories a manoeuvre goes along


class RiskScreen(StrategicScreen):
    GAME = "risk"
    QUIET = QUIET
    top_key = None

    def standing_answer(self):
        """With Settings' Risk defence at "most dice", a human defender rolls the most dice without being
        asked, unless it may play a defence card. Whether it may is judged from what the table sees (its
        gold, the size of its maester hand, its characters), as the engine judges whether to ask a lone
        army: answering only when its secret hand holds no defence card would tell the attacker so."""
        if self.settings.risk_defence != "most" or self.session.is_over():
            return None
        seat = self.session.current_player()
        if not self.session.is_human(seat):
            return None
        view, legal = self.session.view_for(seat), self.session.legal()
        if (getattr(view, "phase", None) != "defend" or not all(isinstance(a, Defend) for a in legal)
                or (view.rules == "domination" and defence_cards_playable(view, seat))):
            return None
        return max(legal, key=lambda a: a.dice)

    def make_choice(self) -> Choice:
        return Choice()

    def make_model(self):
        return risk_model(self.session.state.map)

    def make_layout(self, width: int, height: int):
        return strategic_layout(width, height)

    def map_background(self):
        return background(self.model)

    def looks(self, view) -> dict:
        return looks(view)

    def build_scenes(self, view) -> None:
        """The houses' bar, rebuilt (and so redrawn) only when a figure it shows changed."""
        key = (self.layout.top_bar, view.active, view.result is None, tuple(view.owner.items()),
               tuple(view.armies.items()), tuple((h, p.cards, p.gold, p.vp, p.maester, len(p.achieved), p.eliminated)
                                                 for h, p in view.players.items()))
        if key != self.top_key:
            self.top_key = key
            self.topbar.scene = build_houses(view, self.layout.top_bar, self.pools["top"].scene())
            self.pools["top"].finish()

    def public_decision(self) -> bool:
        """The draft's claims are public (one army at a time, in turn): in hot seat no hand-over for each."""
        return getattr(self.session.view_for(self.session.current_player()), "phase", None) == "claim"

    def build_side(self, scene):
        info = PanelInfo(self.choice.view, self.choice.legal, self.log, self.log_scroll,
                         self.viewer is None or self.curtained)
        return build_panel(info, self.layout.side, scene)

    def prompt_info(self) -> Prompt:
        s, c, view = self.session, self.choice, self.choice.view
        player = s.current_player()
        panel = PANELS.get(view.phase, Panel(view.phase, lambda v: ""))
        title = f"Round {view.round} · {house_name(player or view.active)}: {panel.title}"
        waiting = self.waiting_prompt(title, "playing")
        if waiting is not None:
            return waiting
        lines = [m for m in (self.message, s.autosave_error) if m]
        lines += self.last_battle()
        if c.bounds():
            lines.append(f"Amount: {c.amount}  (from {c.bounds()[0]} to {c.bounds()[1]})")
        attacks = [a.dice for a in c.options if isinstance(a, Attack)]
        if attacks:
            lines += preview(view, c.src, c.dst, attacks)
        elif c.src and c.dst:
            lines.append(f"From {c.src} to {c.dst}: choose how many armies go, then press Move.")
        elif c.src:
            lines.append(f"From {c.src}: now click a target (red outline), or Cancel.")
        elif c.card:
            lines.append(f"{card_name(c.card)}: now click the territory to play it on (cyan outline), or Cancel.")
        words = panel.words(view) if not attacks else "Choose your dice: each button's tooltip gives its odds." + (
            " Or fight this invasion on the hex battlefield (its button)." if any(isinstance(a, Invade)
                                                                                for a in c.options) else "")
        if view.phase == "defend" and any(isinstance(a, CARD_TYPES) for a in c.legal):
            words += " You may first play a defence card (its button; hover it for what it does)."
        if view.phase == "reinforce" and not attacks and any(isinstance(a, Trade) for a in c.legal):
            words += " Trade a card set (side panel) for more."               # said only when a set may be traded
        if c.legal and all(isinstance(a, Trade) for a in c.legal):       # a full hand: only trades are offered
            words = ("Trade a set of your territory cards first (the buttons under your cards, in the side panel); "
                     "then deploy your armies.")
        buttons = c.buttons(lambda a: self.explain(view, a))
        if self.curtained:
            buttons.append(Button(f"Show {house_name(self.viewer)}'s cards", ("unveil",),
                                  "Hot seat: your cards and objectives stay hidden while the draft goes from "
                                  "player to player; show them when the others look away."))
        return Prompt(title, words, player, lines, buttons, self.page)

    def explain(self, view, action) -> str:
        """A button's tooltip: an attack's own odds, else the terminal's words for the action."""
        if isinstance(action, Attack):
            return f"{action}: " + roll_words(view, action.src, action.dst, action.dice)
        if type(action) in PRICES:
            return f"{PRICES[type(action)]} (you have {view.players[view.seat].gold} gold)."
        return explain_action(view, action)

    def last_battle(self) -> list[str]:
        """The dice of the last battle the last step fought, as the log words them."""
        battles = [e for e in self.session.last_events if e.kind == "battle"]
        return ["Last roll: " + self.session.render(battles[-1], self.viewer).strip()] if battles else []

    def choice_outlines(self) -> dict:
        c, out = self.choice, {}
        out.update({n: SELECTABLE for n in c.selectable()} if c.src is None else {})
        out.update({n: TARGET for n in c.targets()})
        for name in (c.src, c.dst):
            if name:
                out[name] = SELECTED
        return out

    def update_outlines(self) -> None:
        """The shared outlines, and a manoeuvre's route to the target under the mouse (or chosen)."""
        super().update_outlines()
        self.board.set_chain(self.choice.route(self.board.hover), ROUTE, 4.5)

    def area_tip(self, name: str) -> str:
        return territory_tip(self.choice.view, name)

    def choose_area(self, name: str | None):
        return self.choice.click(name)

    def press_choice(self, what: tuple):
        """The prompt bar's and the hand's own buttons: the amount picker, a card, cancel."""
        if what[0] == "nudge":
            self.choice.nudge(what[1])
        elif what[0] == "card":
            return self.choice.choose_card(what[1])
        elif what[0] == "cancel":
            self.choice.clear()
        elif what[0] == "unveil":
            self.curtained = False
            self.refresh()                 # the hand, the objectives and the seat's own log
        return None

    def animate(self, events) -> None:
        animation.start(self.animator, self.tokens, self.model, events)

    def open_battle(self) -> bool:
        return self.app.open_hex_battle(self)          # a hex battle with a human in it: the battle screen
