"""Who chooses a bot's moves for the session: never the event loop's thread.

A :class:`Chooser` is any object with ``await chooser.choose(game, spec)`` answering one legal
move for the seat to move in ``game`` (a copy the session will not touch again) by the bot that
``spec`` (an :class:`~engine.bot.BotSpec`) names: the session makes it with
:func:`seat_bot`. The game is any rule set's (:class:`~engine.rules.GameState`), and the spec names
the rule set whose bot answers. The default, :class:`ThreadChooser`, asks the engine's bot in a
worker thread; the desktop client and the headless peers pass one whose bots think in a worker
process (``client.thinker``).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from engine.bot import BotSpec
from engine.bot_keeper import BotKeeper
from engine.rules import GameMove, GameState


class Chooser(Protocol):
    async def choose(self, game: GameState[Any], spec: BotSpec) -> GameMove:
        """A legal move for the seat to move in ``game`` by the bot ``spec`` names, within
        about its budget."""
        ...


def seat_bot(seat: int, bot: str, seed: str, budget: float, rules: str) -> BotSpec:
    """The bot ``bot`` of rule set ``rules`` playing ``seat`` of the game of ``seed``: its own
    generator for the seat, ``budget`` seconds a decision."""
    return BotSpec(bot, f"{seed}:{seat}", think_ms=budget * 1000, rules=rules)


class ThreadChooser:
    """The engine's bots, one per seat and kind, each move chosen in a worker thread."""

    def __init__(self) -> None:
        self._bots = BotKeeper()
        self._executor: ThreadPoolExecutor | None = None

    async def choose(self, game: GameState[Any], spec: BotSpec) -> GameMove:
        agent = self._bots.bot(spec)
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
