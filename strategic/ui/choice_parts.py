"""The pieces every strategic game's decisions (strategic/ui/<game>/decisions.py) are made of: a `Panel`
(a step's title and plain words), a `Button` of the prompt bar, and the `AmountPicker` that fills an
action's free `Amount` fields (−, +, the lowest, all) before it is submitted. No rule here: the bounds are
the legal actions' own.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from tactical.protocol import Amount, amount_fields


@dataclass(frozen=True)
class Panel:
    title: str
    words: Callable[[Any], str]          # the step in plain words, from the seat's view


@dataclass(frozen=True)
class Button:
    label: str
    payload: tuple
    tip: str = ""
    accent: bool = False


class AmountPicker:
    """Mixed into a game's `Choice`, which keeps `options` (the actions offered) and `amount` (the pick)."""
    MIN_WORD = "Min"                    # the lowest amount's button

    def bounds(self) -> tuple[int, int] | None:
        for a in self.options:
            for f in amount_fields(a):
                amount: Amount = getattr(a, f)
                return amount.lo, amount.hi
        return None

    def nudge(self, step: int | str) -> None:
        lo, hi = self.bounds() or (0, 0)
        if step == "all":
            self.amount = hi
        elif step == "min":
            self.amount = lo
        else:
            self.amount = max(lo, min(hi, (self.amount or lo) + int(step)))

    def filled(self, template: Any) -> Any:
        """The template with the picker's amount written in."""
        return replace(template, **{f: self.amount for f in amount_fields(template)})

    def offered_buttons(self, explain: Callable[[Any], str], label: Callable[[Any], str]) -> list[Button]:
        """The picker's buttons when an offered action has an amount to choose, then one button per offered
        action with the picked amount written in."""
        out: list[Button] = []
        if self.bounds():
            lo, hi = self.bounds()
            out += [Button("−", ("nudge", -1), "One fewer."), Button("+", ("nudge", 1), "One more."),
                    Button(f"{self.MIN_WORD} {lo}", ("nudge", "min")), Button(f"All {hi}", ("nudge", "all"))]
        for a in self.options:
            done = self.filled(a) if amount_fields(a) else a
            out.append(Button(label(done), ("act", done), explain(done), accent=True))
        return out
