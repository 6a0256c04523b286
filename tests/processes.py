"""Whether a process still runs (tests that check a worker is gone)."""

from __future__ import annotations

import os


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie, ended but not yet waited for, counts as leaked)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
