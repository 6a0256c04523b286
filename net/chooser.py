"""Who chooses a bot's moves for the session: never the event loop's thread.

A :class:`Chooser` is any object with ``await chooser.choose(game, seat, bot, seed, budget)``
answering one legal move for ``seat`` in ``game`` (a copy the session will not touch again). The
default, :class:`ThreadChooser`, asks the engine's bot in a worker thread; the desktop client and
the headless peers pass one whose bots think in a worker process (``client.thinker``).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

from engine import Game, Move
from engine.bots import Bot, make_bot


class Chooser(Protocol):
    async def choose(self, game: Game, seat: int, bot: str, seed: str, budget: float) -> Move:
        """A legal move for ``seat`` (to move in ``game``) by bot ``bot``, seeded by ``seed``,
        within about ``budget`` seconds."""
        ...


class ThreadChooser:
    """The engine's bots, one per seat and kind, each move chosen in a worker thread."""

    def __init__(self) -> None:
        self._bots: dict[tuple[int, str, str], Bot] = {}
        self._executor: ThreadPoolExecutor | None = None

    async def choose(self, game: Game, seat: int, bot: str, seed: str, budget: float) -> Move:
        key = (seat, bot, seed)
        agent = self._bots.get(key)
        if agent is None:
            agent = self._bots[key] = make_bot(bot, f"{seed}:{seat}", think_ms=budget * 1000)
        if self._executor is None:
            self._executor = ThreadPoolExecutor(1, thread_name_prefix="bot")
        future = self._executor.submit(agent.choose, game)
        spins = 0
        while not future.done():  # polled: the thread never calls into the event loop, which
            await asyncio.sleep(0 if spins < 8 else 0.001)  # a GUI loop may be closing
            spins += 1
        return future.result()

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False)
            self._executor = None
