"""A human seat at the terminal, for headless play of any game: the seat's view summed up, its legal
actions numbered (a free amount offered as its usual values and as "type an amount"); type a number."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from tactical.protocol import amount_fields


def shortcuts(legal: Sequence[Any]) -> list[Any]:
    """The numbered menu: an action with one free amount comes first as its usual amounts (the least,
    half, the most), then as itself ("deploy 1..8 on X": the amount is then typed)."""
    out: list[Any] = []
    for a in legal:
        free = amount_fields(a)
        if len(free) == 1:
            (name, amount), = free.items()
            values = sorted({amount.lo, (amount.lo + amount.hi) // 2, amount.hi})
            out.extend(replace(a, **{name: n}) for n in values)
            if len(values) == 1:
                continue
        out.append(a)
    return out


class TerminalSeat:
    """An agent that asks the person at the keyboard. `describe(view)` sums up the view before each
    choice; `explain(view, action)` says an action in words."""

    name = "human"

    def __init__(self, describe: Callable[[Any], str] | None = None,
                 explain: Callable[[Any, Any], str] | None = None, read: Callable[[str], str] | None = None,
                 write: Callable[[str], None] = print) -> None:
        self.describe, self.explain, self.read, self.write = describe, explain, read or input, write

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if self.describe is not None:
            self.write("\n" + self.describe(view))
        menu = shortcuts(legal)
        for i, a in enumerate(menu):
            self.write(f"  {i:3d}. {self.explain(view, a) if self.explain else a}")
        pick = menu[self._number("> ", 0, len(menu) - 1)]
        for name, amount in amount_fields(pick).items():
            pick = replace(pick, **{name: self._number(f"  how many ({amount.lo}-{amount.hi})? ", amount.lo, amount.hi)})
        return pick

    def _number(self, prompt: str, lo: int, hi: int) -> int:
        while True:
            try:
                raw = self.read(prompt).strip()
            except EOFError:
                raise SystemExit("input closed: leaving the game") from None
            if raw.lstrip("-").isdigit() and lo <= int(raw) <= hi:
                return int(raw)
            self.write(f"type a number from {lo} to {hi}")


def play_at_terminal(session: Any, seat_for: Callable[[str, str], TerminalSeat]) -> None:
    """Play a session to its end: the agents play themselves, each human seat answers at the keyboard.
    `seat_for(game, player)` gives the terminal seat that asks `player` (a seat of the top game) when
    deciding in `game` (the top game, or a battle it paused on)."""
    while not session.is_over():
        session.run()
        for seat in session.humans_to_act():
            act = session.active()
            if seat in act.to_act():
                asker = seat_for(act.game.name, session.player_of(seat))
                session.submit(seat, asker.choose(act.view(seat), act.legal(seat)))


def viewer_of(seats: dict[str, str]) -> str | None:
    """Whose eyes the terminal log is written for: the one human seat, or a spectator (None) who sees
    only public events when nobody or several people play at this keyboard."""
    humans = [s for s, kind in seats.items() if kind == "human"]
    return humans[0] if len(humans) == 1 else None
