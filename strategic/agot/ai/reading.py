"""What the greedy AI reads off the board, from one house's view: what an area is worth, the strength
standing in it, the strength each house could bring against it (its units next to it, marching or
supporting), and the house cards left in hand.

Everything here reads a view (`AGOT.view(state, seat)`): others' orders may be "hidden", enemy units
under fog of war missing. `Reading` computes per decision and caches what several questions share.
"""
from __future__ import annotations

from functools import cached_property

from ..board import Board
from ..rules.abilities import card_set
from ..rules.common import board_of, controller, strength
from ..rules.state import AgotState, Battle

LAND_UNITS = ("footman", "knight", "siege")
CASTLE_WORTH = (0.0, 3.0, 4.0)      # none, castle, stronghold: what counts for victory, and musters
SUPPLY_WORTH = 1.0
CROWN_WORTH = 0.7
LAND_WORTH = 0.3                    # any land area: room to move, a place to leave a token
SEA_WORTH = 0.8                     # a sea: transport, support of the coasts, blocks enemy fleets


class Reading:
    """Facts about the board for one decision, computed from the view once and cached."""

    def __init__(self, view: AgotState) -> None:
        self.v = view
        self.me = view.viewer
        self.board: Board = board_of(view)

    # -------------------------------------------------------------- areas
    def worth(self, area: str) -> float:
        a = self.board.areas[area]
        if a.kind != "land":
            return SEA_WORTH if a.kind == "sea" else 0.3
        home = 2.0 if a.home == self.me else 0.0
        return CASTLE_WORTH[a.castle] + SUPPLY_WORTH * a.supply + CROWN_WORTH * a.crowns + LAND_WORTH + home

    @cached_property
    def mine(self) -> list[str]:
        """The areas where I have units, in a fixed order."""
        return sorted(a for a, h in self.v.owner.items() if h == self.me)

    def held(self, area: str) -> str | None:
        return controller(self.v, area)

    def enemy_of(self, area: str) -> str | None:
        """The house whose units (or garrison) stand in `area`, if it is not mine."""
        h = self.v.owner.get(area)
        if h is None and area in self.v.garrisons:
            h = self.v.garrisons[area][0]
        return h if h not in (None, self.me) else None

    # -------------------------------------------------------------- strength
    def standing(self, area: str, sea_battle: bool = False) -> int:
        units = self.v.units.get(area, [])
        return sum(strength(u) for u in units if not sea_battle or u == "ship")

    def defence(self, area: str) -> int:
        """What holds an area before orders and cards: its standing units, garrison and fortification."""
        g = self.v.garrisons.get(area)
        garrison = g[1] if g and g[0] == self.v.owner.get(area, g[0]) else 0
        return self.standing(area) + garrison + (1 if area in self.v.fortifications else 0)

    def reach(self, house: str, target: str, without: str = "") -> int:
        """The strength `house` could bring to a battle in `target` from the areas around it (marching or
        supporting): land units next to a land area, ships next to it on either kind."""
        land = self.board.is_land(target)
        total = 0
        for n in self.board.neighbours(target):
            if n == without or self.v.owner.get(n) != house:
                continue
            kind = self.board.areas[n].kind
            if kind == "port":
                continue
            for u in self.v.units.get(n, []):
                if u == "ship" or (land and kind == "land"):
                    total += strength(u)
        return total

    @cached_property
    def rivals(self) -> list[str]:
        return [h for h in self.v.houses if h != self.me]

    def threat(self, area: str) -> int:
        """The most one enemy house could bring against `area`."""
        return max((self.reach(h, area) for h in self.rivals), default=0)

    def menace(self, house: str) -> int:
        """How many of my areas `house` stands next to: how much it threatens me."""
        n = 0
        for a in self.mine:
            if any(self.v.owner.get(x) == house for x in self.board.neighbours(a)):
                n += 1
        return n

    # -------------------------------------------------------------- house cards
    def hand(self, house: str) -> list[int]:
        cards = card_set(self.v)
        return sorted(cards[c].strength for c in self.v.house[house].hand)

    def mean_card(self, house: str) -> float:
        h = self.hand(house)
        return sum(h) / len(h) if h else 0.0


def seen_battle(view: AgotState) -> Battle:
    """The battle under way as the view shows it (under fog of war the view keeps a battle's supports
    visible to the houses involved and drops the ones others cannot see: rules/view.battle_areas)."""
    b = view.battle
    assert b is not None
    return b
