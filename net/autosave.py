"""Saving a game's record as it grows, without holding up the game.

Writing a record (atomically, synced to the disk) takes most of a millisecond; done after every
move, it would delay every message behind it, and in a worker thread it would fight the event
loop for the interpreter. :class:`Autosave` gathers instead: the first move after a write starts
a short wait, and the record as it is at the end of that wait is written once, whatever number
of moves came meanwhile. A move is on disk at most :data:`GATHER` seconds after it was made
(and at once when the game is closed); the other peers keep it too, so nothing is lost.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from engine.record import Record, write_record

log = logging.getLogger(__name__)

GATHER = 0.02
"""Seconds from a change of the record to its write."""


class Autosave:
    """The record of one game, kept on disk at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: str | None = None
        """Why the last write failed (None after a write that worked)."""
        self._record: Record | None = None
        self._timer: asyncio.TimerHandle | None = None

    def save(self, record: Record) -> None:
        """Write ``record`` within :data:`GATHER` seconds (it is read then, as it is then)."""
        self._record = record
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(GATHER, self.flush)

    def flush(self) -> None:
        """Write the record now if it changed since the last write."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        record, self._record = self._record, None
        if record is None:
            return
        try:
            write_record(self.path, record)
        except OSError as error:
            self.error = error.strerror or str(error)
            log.error("cannot save the record to %s: %s", self.path, self.error)
        else:
            self.error = None
