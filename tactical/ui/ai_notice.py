"""What a screen (the battle screen, the strategic screens) says while it waits on an AI that is still choosing
on its own thread (strategic/ui/thinking.py): nothing for the first moments, so that a quick AI never changes
the prompt, then "Lannister is thinking…", then for how many seconds, which also shows that the window is live.
"""
from __future__ import annotations

NOTICE_AFTER = 0.3      # seconds of waiting before the screen says so


class Notice:
    def __init__(self) -> None:
        self.waited = 0.0

    def wait(self, seconds: float) -> bool:
        """Count `seconds` more of waiting; True when the words changed (the prompt is to be rebuilt)."""
        before = self.words("")
        self.waited += seconds
        return self.words("") != before

    def clear(self) -> None:
        self.waited = 0.0

    def words(self, name: str) -> str:
        """What to say of `name`'s AI; "" while the wait is short."""
        if self.waited < NOTICE_AFTER:
            return ""
        if self.waited < 1:
            return f"{name} is thinking…"
        return f"{name} has been thinking for {int(self.waited)} s…"
