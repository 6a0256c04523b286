"""Saving a game's record as it grows, without holding up the game.

Writing a record (atomically, synced to the disk) takes most of a millisecond, nearly all of it
waiting for the disk. :class:`Autosave` gathers the moves of a short while: the first move after
a write starts a wait of :data:`GATHER` seconds, and the record as it is at the end of that wait
is written once, whatever number of moves came meanwhile. The text is made on the event loop (a
consistent snapshot; each write adds only the new moves' lines to the text kept,
:class:`~engine.record.RecordText`); a worker thread writes it, so the loop never waits for the
disk. Writes happen in order, and :meth:`Autosave.flush` waits for all of them. A move is on
disk soon after it was made (and surely once the game is closed); the other peers keep it too,
so nothing is lost.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from engine.record import Record, RecordText, write_record_text

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
        self._writer: ThreadPoolExecutor | None = None
        self._last: Future[None] | None = None
        self._text = RecordText()

    def save(self, record: Record) -> None:
        """Write ``record`` within :data:`GATHER` seconds (it is read then, as it is then)."""
        self._record = record
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(GATHER, self._write_pending)

    def flush(self) -> None:
        """Write the record now if it changed since the last write, and wait for the disk."""
        self._write_pending()
        if self._last is not None:
            self._last.result()
        if self._writer is not None:
            self._writer.shutdown()
            self._writer = None

    def _write_pending(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        record, self._record = self._record, None
        if record is None:
            return
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._last = self._writer.submit(self._write, self._text.of(record))

    def _write(self, text: str) -> None:
        try:
            write_record_text(self.path, text)
        except OSError as error:
            self.error = error.strerror or str(error)
            log.error("cannot save the record to %s: %s", self.path, self.error)
        else:
            self.error = None
