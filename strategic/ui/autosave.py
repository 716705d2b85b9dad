"""Autosaves written off the window's thread. The game's text is made where the step was played (a
snapshot of that moment); the disk's part (temporary file, fsync, rename: `write_atomic`) is left to one
writer thread, so a click does not wait the ~10 ms the disk takes before its frame is drawn.

Only the newest text of a file waits to be written (an older one would be overwritten at once), files are
written in the order asked, and a failure is kept per file for the screen to say. `flush` waits until
everything asked is on disk: the saved-games lists call it before reading the folder, and the program's
exit does too, so a game is never left half-saved by quitting.
"""
from __future__ import annotations

import atexit
import threading
from pathlib import Path

from tactical.protocol import UserError, write_atomic


class AutosaveWriter:
    def __init__(self) -> None:
        self._pending: dict[Path, str] = {}
        self._writing = False
        self._errors: dict[Path, str] = {}
        self._cv = threading.Condition()
        self._thread: threading.Thread | None = None

    def write(self, path: str | Path, text: str) -> None:
        """Have `text` written to `path` (atomically) as soon as the writer is free."""
        with self._cv:
            self._pending[Path(path)] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def flush(self) -> None:
        """Wait until every text asked for is written (or has failed)."""
        with self._cv:
            self._cv.wait_for(lambda: not self._pending and not self._writing)

    def error(self, path: str | Path | None) -> str:
        """Why the last write to `path` failed ("" when it worked or none was asked)."""
        with self._cv:
            return self._errors.get(Path(path), "") if path is not None else ""

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._writing = True
            try:
                write_atomic(path, text)
                error = ""
            except UserError as exc:          # write_atomic turns every OSError into one
                error = f"Autosave failed: {exc}"
            with self._cv:
                self._errors[path] = error
                self._writing = False
                self._cv.notify_all()


WRITER = AutosaveWriter()
atexit.register(WRITER.flush)
