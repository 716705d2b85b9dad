"""How the greedy AI answers a card's question (house cards, Westeros and wildling cards) from the kind
of its options, since the options name what they are: house cards, tracks, "keep"/"cancel", areas."""
from __future__ import annotations

from typing import Any, Sequence

from ..rules.abilities import card_set
from ..rules.actions import Choose
from ..rules.state import TRACKS
from .reading import Reading


def choose_option(r: Reading, legal: Sequence[Any], why: str) -> Any:
    """A card's question by the kind of its options: house cards (discard my weakest, take back or make
    the enemy discard the strongest), tracks (to the top: the Iron Throne; to the bottom: where I stand
    lower), keep or cancel; otherwise the first option that is not "none"."""
    opts = [a.option for a in legal if isinstance(a, Choose)]
    cards = card_set(r.v)
    if opts and all(o in cards or o == "none" for o in opts):
        real = [o for o in opts if o != "none"] or opts
        pick = min if why == "discard_one" else max
        return Choose(pick(real, key=lambda c: (cards[c].strength, c) if c in cards else (-1, c)))
    if opts and all(o in TRACKS for o in opts):
        if why == "bottom_choice":
            return Choose(max(opts, key=lambda t: r.v.tracks[t].index(r.me)))
        return Choose(min(opts, key=lambda t: (TRACKS.index(t), t)))
    for preferred in ("cancel", "keep", "destroy"):
        if Choose(preferred) in legal:
            return Choose(preferred)
    return next((a for a in legal if not (isinstance(a, Choose) and a.option == "none")), legal[0])
