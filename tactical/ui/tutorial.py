"""The first-battle tutorial (main menu, "Tutorial"): the small plan `first_battle` against the easy AI,
with a coach card in the side panel that asks for one thing at a time and moves on when the player has
done it: pick an order token, order a unit, move, attack, follow the other side's turn, play a command
card, order the units it allows. Each lesson ends on what the player did (the actions the window submitted
for them, or the choice half made), never on a timer or a key. No Arcade here; the battle view shows
`Coach.card()` and tells the coach what the player did (`saw`, `check`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

SCENARIO = "first_battle"
OPPONENT = "easy"


@dataclass(frozen=True)
class Lesson:
    text: str
    done: Callable[[set[str], object], bool]     # (action types the player submitted in this lesson, ix)


def _did(*names: str, turn_over: bool = False) -> Callable[[set[str], object], bool]:
    """Done once the player submitted one of `names`; with `turn_over`, also once a command turn is being
    decided again (the step the lesson is about was skipped because it offered nothing)."""
    return lambda seen, ix: bool(seen & set(names)) or (turn_over and getattr(ix, "kind", None) == "turn")


ANY_ORDER = ("UseOrderToken", "PlayCard", "MoraleToken", "Commit", "Pass")
LESSONS = (
    Lesson("You lead Lannister (crimson, at the top). Hover any unit, hex or card to read its rules. Start a turn: "
           "click an order token under Lannister on the right (the coloured dice).",
           lambda seen, ix: getattr(ix, "token", None) is not None or bool(seen & set(ANY_ORDER))),
    Lesson("A token orders one unit of its colour (its rank: the banner's colour and pips). Click a unit with a "
           "cyan ring to order it.", _did(*ANY_ORDER, "Select", "Move", "Hold", "Attack", "Done")),
    Lesson("Move: click a green hex (pale yellow means no attack after that move), or Hold to stay. Hovering a "
           "hex rings what you could attack from there.", _did("Move", "Hold", "Attack", "Done", turn_over=True)),
    Lesson("Attack: click an enemy with a red ring. Hover it first: expected hits and the chance to eliminate "
           "it. If none is in reach, press Done.", _did("Attack", "Done", "WarDogs", turn_over=True)),
    Lesson("The dice tray shows the roll: framed dice hit; a flag pushes the enemy back. Stark plays next; its "
           "moves stay drawn in violet (R replays them). On your next turn, click a command card instead.",
           lambda seen, ix: getattr(ix, "card", None) is not None or "PlayCard" in seen),
    Lesson("Now click Ser Kevan (his cyan ring) to put the card on him, then Play. A card orders units in its "
           "commander's zone of control (the white wash).", _did("PlayCard")),
    Lesson("Click the units the card orders (cyan rings), then Done; move and attack as before.",
           _did("Done", "Move", "Attack", turn_over=True)),
    Lesson("You know the turn. Win with 3 victory points: 1 per Stark unit eliminated, 1 each Regroup for "
           "holding Mill Hill. Esc pauses; its Rules button explains every step.", lambda seen, ix: False),
)


@dataclass
class Coach:
    lessons: tuple[Lesson, ...] = LESSONS
    step: int = 0
    seen: set[str] = field(default_factory=set)
    hidden: bool = False

    def saw(self, action) -> None:
        """The player submitted `action` (the next `check` passes the lessons it completes)."""
        self.seen.add(type(action).__name__)

    def check(self, ix) -> bool:
        """Move past every lesson already done (a half-made choice counts for some); True if one was."""
        moved = False
        while self.step < len(self.lessons) - 1 and self.lessons[self.step].done(self.seen, ix):
            self.step += 1
            self.seen = set()
            moved = True
        return moved

    def card(self) -> tuple[str, str] | None:
        """(heading, text) for the side panel, or None once the player has hidden it."""
        if self.hidden:
            return None
        return f"Tutorial {self.step + 1} of {len(self.lessons)}", self.lessons[self.step].text
