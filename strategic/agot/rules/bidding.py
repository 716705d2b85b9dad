"""Bidding power (seed 000): secret simultaneous bids, ties broken by the Iron Throne, and Clash of Kings.

Three contracts, each opened by setting a `state.pending` key and the step named, each ending at `then`:
- "bid_begin", `pending["bid"] = {"houses": [...], "then": step}`: every listed house bids any number of
  its available power tokens at once (`Bid`). Submitted bids wait in `pending["secret"]` (the view shows a
  house only its own); a bidder is told his bid, the others only that he bid. When all have bid, every bid
  is revealed in one event and spent (bid tokens go back to the pool), and `pending["bid"]["bids"]` holds
  them. A house without power bids 0 without being asked.
- "rank_begin", `pending["rank"] = {"bids": {house: n}, "high_first": bool, "need": n, "then": step}`: the
  houses in the order of their bids (highest first, or lowest first); the holder of the Iron Throne, as the
  track stands now, orders each group of tied houses (`Rank`: the next one), until `need` places are known
  (all by default); `pending["rank"]["order"]` holds them. Its "track" or "role" only names the stake in the log.
- "clash_begin", `pending["clash"] = {"then": step}`: Clash of Kings: a bid for the Iron Throne, then the
  Fiefdoms, then the King's Court. Each track is rewritten by the bids, best first, ties ranked by the
  throne's holder before the track changes (seed 000: Greyjoy, holding the throne, puts Baratheon before
  Stark on the Fiefdoms); the dominance token is the track's first place, so nothing else moves.
"""
from __future__ import annotations

from itertools import groupby
from tactical.protocol import Amount

from .actions import Bid, Rank
from .common import Events, event
from .power import lose_power
from .state import TRACKS, AgotState


# ------------------------------------------------------------------ secret bids
def begin_bid(state: AgotState, events: Events) -> None:
    state.pending["secret"] = {}
    for house in state.pending["bid"]["houses"]:
        if state.house[house].power == 0:
            _record(state, house, 0, events)
    _maybe_reveal(state, events)


def bidders(state: AgotState) -> frozenset[str]:
    secret = state.pending["secret"]
    return frozenset(h for h in state.pending["bid"]["houses"] if h not in secret)


def legal_bid(state: AgotState, house: str) -> list[Bid]:
    return [Bid(Amount(0, state.house[house].power))]


def bid(state: AgotState, house: str, a: Bid, events: Events) -> None:
    if not isinstance(a.power, int) or not 0 <= a.power <= state.house[house].power:
        raise ValueError("a bid is a number of your available power tokens")
    _record(state, house, a.power, events)
    _maybe_reveal(state, events)


def _record(state: AgotState, house: str, amount: int, events: Events) -> None:
    state.pending["secret"][house] = amount
    event(events, "bid_chosen", frozenset({house}), house=house, power=amount)
    event(events, "bid_placed", house=house)


def _maybe_reveal(state: AgotState, events: Events) -> None:
    if bidders(state):
        state.step = "bid"
        return
    bids = state.pending.pop("secret")
    p = state.pending["bid"]
    p["bids"] = {h: bids[h] for h in p["houses"]}
    event(events, "bids_revealed", bids=dict(p["bids"]), what=p.get("what", ""))
    for house, n in p["bids"].items():
        lose_power(state, house, n, events, "bid")
    state.step = p["then"]


def ranked_groups(bids: dict[str, int], high_first: bool = True) -> list[list[str]]:
    """Houses grouped by equal bids, best (or lowest) first."""
    order = sorted(bids, key=lambda h: -bids[h] if high_first else bids[h])
    return [list(g) for _, g in groupby(order, key=lambda h: bids[h])]


# ------------------------------------------------------------------ ties
def begin_rank(state: AgotState, events: Events) -> None:
    p = state.pending["rank"]
    p.setdefault("order", [])
    if "bids" in p:
        p["groups"] = ranked_groups(p.pop("bids"), p.pop("high_first", True))
    p["groups"] = [list(g) for g in p["groups"] if g]
    need = p.get("need", sum(map(len, p["groups"])) + len(p["order"]))
    while p["groups"] and len(p["order"]) < need:
        group = p["groups"][0]
        if len(group) > 1:
            state.step = "rank"
            return
        p["order"].append(group[0])
        p["groups"].pop(0)
    p["groups"] = []
    state.step = p["then"]


def throne(state: AgotState) -> frozenset[str]:
    return frozenset({state.holder("iron_throne")})


def legal_rank(state: AgotState, house: str) -> list[Rank]:
    return [Rank(h) for h in state.pending["rank"]["groups"][0]]


def rank(state: AgotState, house: str, a: Rank, events: Events) -> None:
    p = state.pending["rank"]
    p["groups"][0].remove(a.house)
    p["order"].append(a.house)
    event(events, "tie_broken", house=house, placed=a.house, place=len(p["order"]), track=p.get("track", ""),
          role=p.get("role", ""))
    begin_rank(state, events)


# ------------------------------------------------------------------ Clash of Kings
def begin_clash(state: AgotState, events: Events) -> None:
    state.pending["clash"]["tracks"] = list(TRACKS)
    next_track(state, events)


def next_track(state: AgotState, events: Events) -> None:
    c = state.pending["clash"]
    if not c["tracks"]:
        state.step = c["then"]
        del state.pending["clash"]
        return
    state.pending["bid"] = {"houses": list(state.houses), "then": "clash_ranked_bids", "what": c["tracks"][0]}
    state.step = "bid_begin"


def rank_bids(state: AgotState, events: Events) -> None:
    track = state.pending["clash"]["tracks"][0]
    state.pending["rank"] = {"bids": state.pending.pop("bid")["bids"], "track": track, "then": "clash_track"}
    state.step = "rank_begin"


def rewrite_track(state: AgotState, events: Events) -> None:
    track = state.pending["clash"]["tracks"].pop(0)
    state.tracks[track] = state.pending.pop("rank")["order"]
    event(events, "track", track=track, order=list(state.tracks[track]))
    next_track(state, events)


STEPS = {"bid": (bidders, legal_bid), "rank": (throne, legal_rank)}
HANDLERS = {Bid: {"bid": bid}, Rank: {"rank": rank}}
AUTO = {"bid_begin": begin_bid, "rank_begin": begin_rank, "clash_begin": begin_clash,
        "clash_ranked_bids": rank_bids, "clash_track": rewrite_track}
