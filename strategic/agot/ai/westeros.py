"""The greedy AI in the Westeros phase: mustering, bids for the tracks and against the wildlings, the Iron
Throne's tie-breaks, the supply's losses and the questions Westeros and wildling cards ask.

- Mustering: knights in its threatened castles, footmen elsewhere, ships where it already has a fleet
  (a sea of its own or next to one); nothing is left unspent while something useful can be bought.
- Bids: within its means, a share of what it holds for each track (the Iron Throne first); against the
  wildlings its share of the threat (a little more when the threat is high), and while the threat is
  high it keeps that share back from the tracks.
- Losses (supply, wildlings): the cheapest units, from the areas least in danger.
"""
from __future__ import annotations

from math import ceil
from typing import Any, Callable, Sequence

from ..rules.actions import Bid, Choose, EndMuster, Muster, Pass, RemoveUnit
from ..rules.common import barrels
from .choices import choose_option
from .combat import CHEAPEST
from .reading import Reading

HIGH_THREAT = 8                # from here the wildlings are a real danger: power is kept for them
TRACK_SHARE = {"iron_throne": 0.35, "fiefdoms": 0.4, "kings_court": 0.5}
MUSTER_WORTH = {"footman": 2.0, "knight": 1.6, "ship": 1.0, "siege": 0.4}
FLEET_WORTH = 1.7          # a ship joining a fleet: below a footman (castles are won on land) unless enemy
                           # ships are next to it


def muster(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    options = [a for a in legal if isinstance(a, Muster)]
    if not options:
        return EndMuster()
    return max(options, key=lambda m: (_muster_worth(r, m), str(m)))


def _muster_worth(r: Reading, m: Muster) -> float:
    if m.unit == "ship":
        fleet = r.v.owner.get(m.area) == r.me or any(
            r.v.owner.get(n) == r.me and r.board.is_sea(n) for n in r.board.neighbours(m.area))
        enemy = any(r.enemy_of(n) and r.board.is_sea(n) for n in r.board.neighbours(m.area))
        return FLEET_WORTH + (0.6 if enemy else 0.0) if fleet else MUSTER_WORTH["ship"]
    threatened = r.threat(m.castle) > r.defence(m.castle)
    if m.unit == "knight":
        return (3.0 if threatened else MUSTER_WORTH["knight"]) - (0.5 if m.upgrade else 0.0)
    return MUSTER_WORTH.get(m.unit, 0.0) + (0.5 if threatened else 0.0)


def reserve(r: Reading) -> int:
    """Power kept for the wildlings while their threat is high: this house's share of it."""
    return _wildling_share(r, r.v.wildlings) if r.v.wildlings >= HIGH_THREAT else 0


def _wildling_share(r: Reading, threat: int) -> int:
    share = ceil(threat / max(1, len(r.v.houses)))
    return share + (1 if threat >= HIGH_THREAT else 0)


def bid(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    power = r.v.house[r.me].power
    what = r.v.pending.get("bid", {}).get("what", "")
    if what == "wildlings":
        threat = r.v.pending.get("wildlings", {}).get("threat", r.v.wildlings)
        n = _wildling_share(r, threat)
    else:
        n = int((power - reserve(r)) * TRACK_SHARE.get(what, 0.3))
    return Bid(max(0, min(power, n)))


def rank(view: Any, legal: Sequence[Any]) -> Any:
    """Myself first; otherwise the house that threatens me least goes higher."""
    r = Reading(view)
    return min(legal, key=lambda a: (a.house != r.me, r.menace(a.house), a.house))


def lose_unit(view: Any, legal: Sequence[Any]) -> Any:
    """The cheapest unit, from the area least in danger and worth least."""
    r = Reading(view)
    return min(legal, key=lambda a: (CHEAPEST.get(a.unit, 9), r.threat(a.area), r.worth(a.area), a.area))


def westeros_choice(view: Any, legal: Sequence[Any]) -> Any:
    """A Throne of Blades: a supply recount when it would raise mine, else mustering; Dark Wings: power
    (Game of Thrones); Put to the Sword: no Defend orders when I am the stronger neighbour, else no
    special March."""
    r = Reading(view)
    card = r.v.pending.get("choice", {}).get("card", "")
    wish: str = {"a-throne-of-blades": "supply" if barrels(r.v, r.me) > r.v.house[r.me].supply else "mustering",
            "dark-wings-dark-words": "game-of-thrones",
            "put-to-the-sword": "no-defend" if _stronger(r) else "no-march-special"}.get(card, "")
    return Choose(wish) if Choose(wish) in legal else legal[0]


def _stronger(r: Reading) -> bool:
    mine = sum(r.standing(a) for a in r.mine)
    total = sum(r.standing(a) for a in r.v.owner)
    return mine * len(r.v.houses) >= total


def wildling_task(view: Any, legal: Sequence[Any]) -> Any:
    r = Reading(view)
    task = r.v.pending.get("wildlings", {}).get("task", {})
    do = task.get("do", "")
    if do == "footmen_up":              # footmen become knights: where the danger is greatest first
        ups = [a for a in legal if isinstance(a, RemoveUnit)]
        return max(ups, key=lambda a: (r.threat(a.area), a.area)) if ups else Pass()
    if do == "knights_down":
        return min(legal, key=lambda a: (r.threat(a.area), a.area))
    if all(isinstance(a, RemoveUnit) for a in legal):
        return lose_unit(view, legal)
    return choose_option(r, legal, task.get("do", ""))


DECIDE: dict[str, Callable[[Any, Sequence[Any]], Any]] = {
    "muster": muster,
    "bid": bid,
    "rank": rank,
    "supply_reduce": lose_unit,
    "westeros_choose": westeros_choice,
    "wildlings_task": wildling_task,
}
