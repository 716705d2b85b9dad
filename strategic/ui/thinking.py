"""AI seats think off the window's thread: a hard AI takes a second or more to choose, and a window that
waits for it neither redraws nor answers the mouse.

A `Thought` runs one agent's `choose` (an `AiTurn` of the session: the seat's view and legal actions, asked
on the window's thread) on a daemon thread. The adapter (session_adapter.py) starts one at a time, checks
each frame whether it has finished and then applies the choice on the window's thread, which alone changes
the game; a choice made for a position the game has left (an undo, a load) is dropped. The agent is the
same object and sees the same view as in `Session.step()`, so a game plays exactly as it would have.

A secret round in which several AI seats choose at once (A Game of Thrones' orders and bids) is played in
one `Session.step()`, on the window's thread: each seat's view depends on the choices made before it in the
same step. What a screen says while it waits is tactical/ui/ai_notice.py's. `THREADED` off (the headless
view tests, which call handlers and expect the AI's step at once): no thread, every AI step is chosen and
applied when asked, as before.
"""
from __future__ import annotations

import sys
import threading
from typing import Any

from strategic.session.session import AiTurn

THREADED = True
# How long the agent's thread may hold the GIL while the window's thread waits for it. A frame gives the GIL
# up at every GL call; at Python's 5 ms it waited that long each time, and frames took 100-200 ms while an
# AI thought (docs/decisions.md, "Battle screen"). Process-wide, but of no effect while one thread runs alone.
SWITCH_INTERVAL = 0.001


class Thought:
    def __init__(self, turn: AiTurn) -> None:
        self.turn = turn
        self._choice: Any = None
        self._error: BaseException | None = None
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._thread = threading.Thread(target=self._run, name=f"ai-{turn.seat}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._choice = self.turn.choose()
        except BaseException as exc:     # handed to the window's thread, which raises it as a step would
            self._error = exc

    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self) -> None:
        self._thread.join()

    def choice(self) -> Any:
        """The agent's choice, once `done`; its exception, raised here, if it failed."""
        if self._error is not None:
            raise self._error
        return self._choice

