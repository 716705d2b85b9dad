"""A human seat at the terminal, for headless play of any game here: numbered legal actions, pick one."""
from __future__ import annotations

from typing import Any, Callable, Sequence


class TerminalAgent:
    name = "human"

    def __init__(self, describe: Callable[[Any], str] | None = None,
                 explain: Callable[[Any, Any], str] | None = None, read: Callable[[str], str] | None = None) -> None:
        self.describe = describe          # a one-paragraph summary of the view before each choice
        self.explain = explain            # an action in words, given the view
        self.read = read

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if self.describe is not None:
            print("\n" + self.describe(view))
        for i, a in enumerate(legal):
            print(f"  {i:3d}. {self.explain(view, a) if self.explain else a}")
        while True:
            try:
                raw = (self.read or input)("> ").strip()
            except EOFError:
                raise SystemExit("input closed: leaving the game") from None
            if raw.isdigit() and int(raw) < len(legal):
                return legal[int(raw)]
            print(f"type a number from 0 to {len(legal) - 1}")
