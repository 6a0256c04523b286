"""Helpers for the network tests: run coroutines without pytest-asyncio, loopback settings."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from functools import partial
from typing import Any, TypeVar

from net import loopback
from net.config import Timing
from net.loopback import LOOPBACK, Table, gather, until

T = TypeVar("T")

FAST = Timing(heartbeat=0.1, dead_after=1.0, handshake=2.0, connect=2.0)
"""Short timers so that liveness tests run in well under a second."""


def run(coro: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
    """Run one test coroutine on a fresh event loop, with an overall time limit."""

    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


start_game = partial(loopback.start_game, timing=FAST)
"""A started game on loopback with the tests' short timers (see :func:`net.loopback.start_game`)."""

__all__ = ["FAST", "LOOPBACK", "Table", "gather", "run", "start_game", "until"]
