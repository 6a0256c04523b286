"""The network tasks of the desktop client: started on the running loop, awaited when leaving.

Everything online runs on the asyncio loop that qasync drives (``client.gui_cli``); tasks
started with :func:`spawn` are kept until done, and :func:`drain` awaits them when the program
quits, so the other peers are told we left.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger(__name__)

_TASKS: set[asyncio.Task[Any]] = set()


def spawn(coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    """Run a coroutine on the running loop, keep it until done, log what it raises (raises
    ``RuntimeError``, closing the coroutine, when no event loop runs: a loop that is set but
    stopped would run its steps from Qt's events, outside the loop, where awaiting fails)."""
    try:
        asyncio.get_running_loop()
        task = asyncio.ensure_future(coroutine)
    except RuntimeError:
        coroutine.close()
        raise
    _TASKS.add(task)
    task.add_done_callback(_finished_task)
    return task


def _finished_task(task: asyncio.Task[Any]) -> None:
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        log.error("online task failed", exc_info=task.exception())


async def drain(timeout: float = 3.0) -> None:
    """Let the pending network tasks (leaving, goodbyes) finish, for at most ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while _TASKS and time.monotonic() < deadline:
        await asyncio.wait(list(_TASKS), timeout=max(0.01, deadline - time.monotonic()))
    for task in list(_TASKS):
        log.warning("still running when leaving: %s", task.get_coro())
