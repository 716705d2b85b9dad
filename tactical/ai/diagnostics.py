"""What a battle's turns achieved, per house: the arena's blunder diagnostic (issue 16).

`TurnAudit` watches a battle as it is played: each seat's choice (`choice`, with the view it was made
from) and the events the engine answered with (`events`, the session's `on_events`). It counts, per
house:
- card plays and order-token uses, and those with no effect: the turn ordered no move, attack, rally
  or effect (an ordered unit that only holds does nothing), and the null ones made after the
  opponent had already passed (they cannot even wait the opponent out);
- commits, those with no effect at all (say a turn-long bonus followed by a Pass, or a retreat with no
  enemy to push back) and those with some part wasted (one of the commit's effects found nothing);
- attack decisions with an attack on offer, and those declined (the player chose to stop attacking).

It reads only what the players chose and what the engine reported, so it judges every agent alike.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from tactical.catalog import load_catalog
from tactical.rules.actions import Attack, Commit, Done, MoraleToken, Pass, PlayCard, UseOrderToken, WarDogs
from tactical.rules.effects import TURN_LONG

COUNTS = ("cards", "null_cards", "null_cards_after_pass", "tokens", "null_tokens", "null_tokens_after_pass", "commits",
          "null_commits", "wasted_commits", "attack_chances", "attacks_declined")
TURN_STARTS = (PlayCard, UseOrderToken, Commit, Pass, MoraleToken)
# what each commit effect leaves in the log when it takes hold
EFFECT_SIGNS = {"morale": ("morale",), "rally": ("rally",), "hit": ("hits",), "retreat": ("retreat",),
                "gain_token": ("tokens",), "enemy_lose_token": ("tokens",), "draw": ("draw",),
                "restore_command": ("restore_command",), "order": ("order",), "fire_all": ("fire",)}
ACTING = {"move", "attack", "rally", "hits", "tokens", "fire", "retreat", "advance", "draw", "morale",
          "restore_command"}


def _signs(kind: str, data: dict) -> set[str]:
    """The event's kind as far as effects go (a restore with nothing restored is no sign at all)."""
    if kind == "effect":
        return {"restore_command"} if data.get("effect") == "restore_command" and data.get("amount") else set()
    if kind == "draw" and not data.get("count"):
        return set()
    if kind == "order" and "token" in data:
        return set()
    return {kind}


def acting(events: Iterable[Any]) -> bool:
    """Whether these events show a turn doing something (the same test the audit applies): the search
    uses it to check, on its own simulations, that a card it plays really orders something."""
    return any(_signs(e.kind, e.data) & ACTING for e in events)


@dataclass
class _Turn:
    house: str
    action: Any
    opponent_passed: bool
    signs: set[str] = field(default_factory=set)


class TurnAudit:
    """Counts per house (`counts[house][name]`, names in COUNTS) over one battle."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[str, int]] = {}
        self._turn: _Turn | None = None
        self._waiting: list[_Turn] = []            # commits whose turn-long bonus waits for the next turn

    def _count(self, house: str, name: str, n: int = 1) -> None:
        self.counts.setdefault(house, dict.fromkeys(COUNTS, 0))[name] += n

    def choice(self, house: str, view: Any, legal: Iterable[Any], action: Any) -> None:
        """A seat's choice, before the engine applies it."""
        if isinstance(action, TURN_STARTS):
            self._close()
            self._turn = _Turn(house, action, view.sides[view.enemy(house)].passed)
        elif any(isinstance(a, (Attack, WarDogs)) for a in legal):
            self._count(house, "attack_chances")
            self._count(house, "attacks_declined", isinstance(action, Done))

    def events(self, events: Iterable[Any]) -> None:
        """The events the last choice caused (the session's `on_events`)."""
        if self._turn is not None:
            for e in events:
                self._turn.signs |= _signs(e.kind, e.data)

    def finish(self) -> dict[str, dict[str, int]]:
        self._close()
        for c in self._waiting:                      # the battle ended before the bonus was used
            self._judge_commit(c, None)
        self._waiting = []
        return self.counts

    def _close(self) -> None:
        t, self._turn = self._turn, None
        if t is None:
            return
        acted = bool(t.signs & ACTING)
        if not isinstance(t.action, Commit):         # the turn after a commit (commits are free) takes its bonus
            for c in [c for c in self._waiting if c.house == t.house]:
                self._judge_commit(c, t if acted and isinstance(t.action, (PlayCard, UseOrderToken)) else None)
                self._waiting.remove(c)
        if isinstance(t.action, PlayCard):
            self._count(t.house, "cards")
            self._count(t.house, "null_cards", not acted)
            self._count(t.house, "null_cards_after_pass", not acted and t.opponent_passed)
        elif isinstance(t.action, UseOrderToken):
            self._count(t.house, "tokens")
            self._count(t.house, "null_tokens", not acted)
            self._count(t.house, "null_tokens_after_pass", not acted and t.opponent_passed)
        elif isinstance(t.action, Commit):
            effects = load_catalog().commanders[t.action.commander].commit_effects
            if any(e.kind in TURN_LONG for e in effects) and "order" not in t.signs:
                self._waiting.append(t)              # judged with the turn that follows
            else:
                self._judge_commit(t, None)

    def _judge_commit(self, commit: _Turn, followed: _Turn | None) -> None:
        """`followed`: the acting card or token turn that took a waiting turn-long bonus, if any."""
        effects = load_catalog().commanders[commit.action.commander].commit_effects
        bonus_used = "order" in commit.signs and bool(commit.signs & {"move", "attack"}) or followed is not None
        took = [bonus_used if e.kind in TURN_LONG else bool(commit.signs & set(EFFECT_SIGNS.get(e.kind, ())))
                for e in effects]
        self._count(commit.house, "commits")
        self._count(commit.house, "null_commits", not any(took))
        self._count(commit.house, "wasted_commits", not all(took))


def shares(counts: dict[str, int]) -> dict[str, float]:
    """The counts as shares: null cards, null cards after the opponent passed (of card plays), null
    tokens, null and wasted commits, declined attacks."""
    def share(part: str, whole: str) -> float:
        return counts[part] / counts[whole] if counts.get(whole) else 0.0

    return {"null_cards": share("null_cards", "cards"), "null_cards_after_pass": share("null_cards_after_pass", "cards"),
            "null_tokens": share("null_tokens", "tokens"), "null_commits": share("null_commits", "commits"),
            "wasted_commits": share("wasted_commits", "commits"),
            "attacks_declined": share("attacks_declined", "attack_chances")}

