"""Whether a process still runs, or thinks (tests that check a worker is gone, or busy)."""

from __future__ import annotations

import os
from pathlib import Path


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie, ended but not yet waited for, counts as leaked)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def busy(pid: int) -> bool:
    """Whether a process is running or ready to run, as one thinking is (its state in Linux's
    ``/proc`` is R)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat.rsplit(")", 1)[1].split()[0] == "R"
