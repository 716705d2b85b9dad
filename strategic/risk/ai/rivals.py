"""Whose play each rival's turns look like, so that its replies are modelled by that play.

Hard weighs its Skirmish choices against what the others would take at their next turn (`replies.py`), and
whose judgement makes those replies matters: normal's best chain misreads a greedy rival, greedy's turn
misreads a normal one, and each misreading cost hard 8 to 10 points of its wins (docs/decisions.md, "Risk
AI", the twenty-third pass). So each rival is read from public play only. At each own turn, the territories
a rival took since our last decision are set against those each model would have had it take from the board
we left then, and their overlap (shared over either, 0 to 1) is added to that model's match. A rival's
replies are modelled by the model that matched it most; the first model wins ties, so a rival not yet seen,
or seen to take nothing either model foresaw, is read by the first.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping, Sequence

from ..rules.geo import geo
from ..rules.view import RiskView
from .chains import Chain
from .replies import Best, replies_to


class RivalReading:
    """One seat's reading of its rivals over a game: each model's match per rival, and the board it left."""

    def __init__(self, models: Sequence[Best], need: float) -> None:
        """`models`: the plays a rival may be read as (the first wins ties); `need`: a reply is foreseen
        when its chain is worth more than this (as `replies_to` judges)."""
        self.models, self.need = tuple(models), need
        self.matches: dict[str, list[float]] = {}
        self.left: tuple[int, Mapping[str, str], Mapping[str, int]] | None = None   # round, owner, armies

    def observe(self, view: RiskView) -> None:
        """At each of our decisions in our own turn: the first of a new round reads what the rivals did
        since the board we left at our last decision."""
        if self.left is not None and self.left[0] != view.round:
            self.read(view)
        self.left = (view.round, dict(view.owner), dict(view.armies))

    def read(self, view: RiskView) -> None:
        """Add to each rival's matches what it took from the board we left (`self.left`) to `view`'s."""
        assert self.left is not None
        _, owner, armies = self.left
        if any(p.eliminated and h in owner.values() for h, p in view.players.items()):
            return         # a house fell since: its territories went to whoever took them, not as foreseen
        before = view._replace(owner=MappingProxyType(dict(owner)), armies=MappingProxyType(dict(armies)))
        g = geo(view.map)
        foreseen = [dict(replies_to(before, g, armies, model, self.need)) for model in self.models]
        for rival, p in view.players.items():
            if rival == view.seat or p.eliminated or rival not in owner.values():
                continue
            took = {t for t, o in view.owner.items() if o == rival and owner.get(t) != rival}
            match = self.matches.setdefault(rival, [0.0] * len(self.models))
            for i, chains in enumerate(foreseen):
                said = set(chains[rival].path) if rival in chains else set()
                match[i] += len(took & said) / max(1, len(took | said))

    def best(self, rv: RiskView) -> tuple[float, Chain | None]:
        """The rival `rv.seat`'s reply as the model it matched most would play it (a `replies.Best`)."""
        match = self.matches.get(rv.seat)
        i = 0 if match is None else max(range(len(match)), key=lambda k: (match[k], -k))
        return self.models[i](rv)
