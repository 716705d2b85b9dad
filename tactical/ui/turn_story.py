"""What happened in a command turn, step by step, for following the AI (or the other player) on the board.

`TurnStories` records every step the battle takes (who decided, the state before and after, the events)
and groups the steps into turns: one turn per house per command turn (its card or tokens, its moves and
attacks, and the answers the other side gave inside it, such as a retreat). `trail(story, upto)` reads a
turn into what the board draws: the units it ordered, the paths they moved, the attacks they made with
what the dice did, and a headline ("Stark played Sweep Their Flank on Smalljon Umber"). The states are
kept so a turn can be replayed on the board. Reads events and states only; decides nothing, no Arcade.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.protocol import Event
from tactical.rules.state import BattleState
from tactical.ui import labels
from tactical.ui.battle_events import combat_outcome

STRIKE_ROLLS = ("attack", "counter", "strike", "dogs")     # rolls that hit another unit


@dataclass
class Step:
    seat: str | None
    before: BattleState
    after: BattleState
    events: list[Event]
    at: int = 0          # how many actions the battle had after this step (an undo drops the later steps)


@dataclass
class Story:
    """One house's command turn (or one Regroup choice), as the steps that made it."""

    house: str | None
    key: tuple
    steps: list[Step] = field(default_factory=list)

    @property
    def start(self) -> BattleState:
        return self.steps[0].before

    def state_at(self, upto: int) -> BattleState:
        """The state after step `upto` (-1: before the first step)."""
        return self.steps[upto].after if upto >= 0 else self.start


@dataclass
class Trail:
    """What the board draws for a turn: ordered units, move paths, attacks (from, to, what the dice did)."""

    house: str | None
    headline: str = ""
    ordered: set[int] = field(default_factory=set)                    # unit ids
    paths: list[tuple[int, list[int]]] = field(default_factory=list)  # (unit, hexes from start to end)
    strikes: list[tuple[int, int, str]] = field(default_factory=list)  # (attacker hex, target hex, outcome)
    card: str | None = None


def _key(state: BattleState) -> tuple:
    return (state.round, state.phase, state.active)


class TurnStories:
    """Every step since the window opened (or the last undo), grouped into turns."""

    def __init__(self, state: BattleState) -> None:
        self.stories: list[Story] = []
        self._last = state.clone()

    def record(self, seat: str | None, state: BattleState, events: list[Event], at: int = 0) -> None:
        before, after = self._last, state.clone()
        key = _key(before)
        if not self.stories or self.stories[-1].key != key:
            self.stories.append(Story(before.active, key))
            del self.stories[:-8]                  # a few turns back is all anyone replays
        self.stories[-1].steps.append(Step(seat, before, after, list(events), at))
        self._last = after

    def rewind(self, state: BattleState, actions: int) -> None:
        """After an undo back to `actions` actions: the steps taken back go, the turns before stay (the
        opponent's last turn can still be replayed after the player takes back a move)."""
        for story in self.stories:
            story.steps = [s for s in story.steps if s.at <= actions]
        self.stories = [s for s in self.stories if s.steps]
        self._last = state.clone()

    def current(self) -> Story | None:
        return self.stories[-1] if self.stories else None


def trail(story: Story, upto: int | None = None) -> Trail:
    """The turn's trail up to step `upto` included (None: all of it)."""
    steps = story.steps if upto is None else story.steps[:upto + 1]
    out = Trail(story.house)
    heads: list[str] = []
    for step in steps:
        turn = step.after.turn
        if turn is not None and step.after.active == story.house:    # a card may order without naming each unit
            out.ordered.update(turn.activated)
        for i, e in enumerate(step.events):
            reader = READERS.get(e.kind)
            if reader is not None:
                reader(out, heads, step, e, step.events[i + 1:])
    out.headline = "; ".join(dict.fromkeys(heads))
    return out


def _card(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    out.card = e.data.get("card")
    heads.append(f"played {labels.card_name(out.card)} on {labels.short_commander(e.data.get('commander', ''))}")


def _tactic(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    heads.append("with its tactic")


def _order(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    uid = e.data["unit"]
    out.ordered.add(uid)
    token, count = e.data.get("token"), e.data.get("count")
    if token:
        heads.append(f"ordered {labels.unit_name(step.after, uid)} with {labels.token_phrase(token, count or 1)}")


def _pass(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    heads.append("passed")


def _rally(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    heads.append(f"rallied {labels.unit_name(step.after, e.data['unit'])}")


def _commit(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    heads.append(f"committed {labels.short_commander(e.data.get('commander', ''))}")


def _move(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    d = e.data
    path = list(d["path"]) if isinstance(d.get("path"), list) else [d.get("frm", -1), d.get("to", -1)]
    if len(path) >= 2 and min(path) >= 0:
        out.paths.append((d["unit"], path))


def _roll(out: Trail, heads: list[str], step: Step, e: Event, later) -> None:
    d = e.data
    if d.get("purpose") == "reroll" and out.strikes:       # the flank reroll's dice decide that attack
        frm, to, _ = out.strikes[-1]
        out.strikes[-1] = (frm, to, combat_outcome(e, later))
        return
    if d.get("purpose") not in STRIKE_ROLLS or not isinstance(d.get("target"), int):
        return
    frm = step.before.units[d["unit"]].hex
    to = step.before.units[d["target"]].hex
    if frm < 0 or to < 0:
        return
    out.strikes.append((frm, to, combat_outcome(e, later)))


READERS = {"card": _card, "tactic": _tactic, "order": _order, "pass": _pass, "rally": _rally, "commit": _commit,
           "move": _move, "retreat": _move, "advance": _move, "roll": _roll}
