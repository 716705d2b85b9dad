"""The greedy AI in a battle: supports, the house card, the Valyrian Steel Blade, casualties, retreats.

- Support its own side; in others' battles, the side that threatens it less (none if they are even);
  every offered support is accepted.
- The house card by the expected outcome: the strengths before the cards are public (units, orders,
  supports), the enemy's hand too, so each of my cards wins against so many of theirs; the smallest card
  that wins as often as the best one does, and the weakest one when the battle is lost whatever I play.
- The blade when its +1 turns the battle.
- Casualties: the cheapest units first; a retreat to the area fewest enemies can reach.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..rules.abilities import card_set
from ..rules.actions import AcceptSupport, Choose, PlayCard, RemoveUnit, Retreat, Support, UseBlade
from ..rules.battle import strengths
from ..rules.state import TRACKS, AgotState, Battle
from ..rules.strength import base_strength
from .choices import choose_option
from .reading import Reading, seen_battle

CHEAPEST = {"footman": 0, "ship": 1, "siege": 2, "knight": 3}


def _battle(view: Any) -> Battle:
    return seen_battle(view)


def support(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    b = _battle(view)
    if Support(legal[0].area, r.me) in legal:
        return Support(legal[0].area, r.me)
    a, d = r.menace(b.attacker), r.menace(b.defender)
    side = None if a == d else (b.defender if a > d else b.attacker)
    return Support(legal[0].area, side)


def accept(view: Any, legal: Sequence[Any]) -> Any:
    return AcceptSupport(legal[0].area, True)


def wins(view: AgotState, b: Battle, me: str, mine: int, theirs: int) -> bool:
    """Who takes a battle at these strengths (a tie goes to the better place on the Fiefdoms track)."""
    if mine != theirs:
        return mine > theirs
    fief = view.tracks["fiefdoms"]
    return fief.index(me) < fief.index(b.enemy(me))


def play_card(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    b = _battle(view)
    me, enemy = r.me, b.enemy(r.me)
    cards = card_set(view)
    mine = sum(base_strength(view, b, me).values())
    theirs = sum(base_strength(view, b, enemy).values())
    their_hand = [cards[c].strength for c in view.house[enemy].hand] or [0]

    def chance(a: PlayCard) -> float:
        s = mine + cards[a.card].strength
        return sum(wins(view, b, me, s, theirs + t) for t in their_hand) / len(their_hand)

    options = [a for a in legal if isinstance(a, PlayCard)]
    best = max(chance(a) for a in options)
    if best == 0:           # lost whatever I play: keep the strong cards for later
        return min(options, key=lambda a: (cards[a.card].strength, -cards[a.card].towers, a.card))
    good = [a for a in options if chance(a) >= best]
    return min(good, key=lambda a: (cards[a.card].strength, -cards[a.card].swords, -cards[a.card].towers, a.card))


def blade(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    b = _battle(view)
    if r.me not in b.houses:
        return UseBlade(False)
    s = strengths(view, b)
    me, enemy = r.me, b.enemy(r.me)
    turns = not wins(view, b, me, s[me], s[enemy]) and wins(view, b, me, s[me] + 1, s[enemy])
    return UseBlade(turns)


def casualty(view: Any, legal: Sequence[Any]) -> Any:
    return min((a for a in legal if isinstance(a, RemoveUnit)), key=lambda a: (CHEAPEST.get(a.unit, 9), a.unit))


def retreat(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)

    def danger(a: Retreat) -> tuple[int, int, str]:
        return r.threat(a.to), -r.board.areas[a.to].castle, a.to
    return min((a for a in legal if isinstance(a, Retreat)), key=danger)


def choose(view: Any, legal: Sequence[Any]) -> Any:
    """A house card's question; a track (Doran Martell) is the one where the enemy stands highest."""
    r = Reading(view)
    opts = [a.option for a in legal if isinstance(a, Choose)]
    if opts and all(o in TRACKS for o in opts) and r.me in _battle(view).houses:
        enemy = _battle(view).enemy(r.me)
        return Choose(min(opts, key=lambda t: (view.tracks[t].index(enemy), t)))
    return choose_option(r, legal, "battle")
