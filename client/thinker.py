"""Bots that think in a worker process, so that the table stays fluid while they search.

A :class:`Thinker` owns one worker process (started with ``spawn``: never ``fork`` in a Qt
program), started on the first request and again after it was stopped. A request carries the
game (pickled), the seat to move and a :class:`~engine.bot.BotSpec` (bot, seed, budget);
the answer is a move of the game's rule set. The worker keeps the bots it built, one per spec, so an
expert's plan for its turn lives on between requests. Requests are answered in turn, one at a
time.

- From Qt or a thread: ``future = thinker.submit(game, spec)`` returns a
  :class:`concurrent.futures.Future`; its done callbacks run in the thinker's reader thread (a Qt
  object should emit a signal from there).
- From asyncio: ``move = await thinker.choose(game, spec)``; a network session is given
  ``NetworkChooser(thinker)``.
- A position's suggested move (the choice of its rule set's hard bot, the expert, for the seat
  to move): ``thinker.suggest``.

``cancel()`` stops the thinking at once (the worker is terminated; pending futures are
cancelled); so does cancelling the future of the request being answered. ``close()`` cancels and
refuses further requests. A worker that dies fails the request it was answering with
:class:`ThinkerError` (saying how it ended); the next request starts a new one. The worker is a
daemon process: it ends with the program in any case.

:class:`ThreadThinker` answers the same requests in a thread of this process, with bots from a
factory (bots that cannot cross a process boundary, tests).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import multiprocessing
import pickle
import threading
import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Protocol

from engine.bot import SEARCHING, BotSpec
from engine.bot_keeper import BotKeeper
from engine.rules import HELSINKI, GameBot, GameMove, GameState, rule_set

SUGGESTION_MS = 1000.0
"""Thinking time of a suggested move, by default."""
_KEPT_BOTS = 16
"""Bots a worker keeps at most (the least recently used go first)."""


class ThinkerError(RuntimeError):
    """A request that failed: the worker process died, or the bot raised an error."""


class Thinking(Protocol):
    """What a local session needs to have bots choose its moves: a :class:`Thinker` or a
    :class:`ThreadThinker`."""

    def start(self) -> None: ...

    def submit(self, game: GameState[Any], spec: BotSpec) -> concurrent.futures.Future[Any]: ...

    def close(self) -> None: ...


@dataclass(eq=False)
class _Request:
    id: int
    game: bytes
    seat: int
    spec: BotSpec
    future: concurrent.futures.Future[Any] = field(default_factory=concurrent.futures.Future)
    """Its answer: a move of the game's rule set."""


class _Worker:
    """One worker process and the thread that reads its answers."""

    def __init__(self, context: multiprocessing.context.BaseContext,
                 on_answer: Callable[[_Worker, object], None]) -> None:  # fmt: skip
        self.connection, child = context.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_serve, args=(child,), name="helsinki-thinker", daemon=True
        )
        self.process.start()
        child.close()
        self._joining = threading.Lock()
        """Held while a thread waits for the process: two waiting at once would race to reap
        it, and the loser would leave it listed as a running child."""
        self._reader = threading.Thread(
            target=self._read, args=(on_answer,), name="thinker-reader", daemon=True
        )
        self._reader.start()

    def _read(self, on_answer: Callable[[_Worker, object], None]) -> None:
        """Hand every answer to ``on_answer``, then None once the process has ended."""
        while True:
            try:
                message = self.connection.recv()
            except (EOFError, OSError):
                break
            on_answer(self, message)
        self._join()
        self.connection.close()  # only here: no other thread reads it
        on_answer(self, None)

    def send(self, request: _Request) -> None:
        self.connection.send((request.id, request.game, request.seat, request.spec))

    def stop(self) -> None:
        """Terminate the process at once and wait for it (its reader thread then ends)."""
        if self.process.is_alive():
            self.process.terminate()
        self._join()

    def _join(self) -> None:
        with self._joining:
            self.process.join()

    @property
    def exit_code(self) -> int | None:
        return self.process.exitcode


class Thinker:
    """Bots thinking in one worker process (see the module docstring)."""

    def __init__(self, context: str = "spawn") -> None:
        self._context = multiprocessing.get_context(context)
        self._lock = threading.RLock()
        self._ids = itertools.count()
        self._queue: deque[_Request] = deque()
        self._current: _Request | None = None
        self._worker: _Worker | None = None
        self._closed = False
        self._finalizer = weakref.finalize(self, _stop_worker, None)

    # ------------------------------------------------------------ requests

    def submit(self, game: GameState[Any], spec: BotSpec) -> concurrent.futures.Future[Any]:
        """The move the bot ``spec`` chooses for the seat to move, when it has thought (a move
        of the game's rule set, which the spec names)."""
        seat = game.to_move
        if seat is None:
            raise ValueError("the game is over: nobody is to move")
        request = _Request(next(self._ids), pickle.dumps(game), seat, spec)
        request.future.add_done_callback(lambda future: self._on_done(request))
        with self._lock:
            if self._closed:
                raise RuntimeError("the thinker is closed")
            self._queue.append(request)
            self._pump()
        return request.future

    async def choose(self, game: GameState[Any], spec: BotSpec) -> GameMove:
        """:meth:`submit`, awaited in asyncio; cancelling the awaiting task stops the thinking."""
        move: GameMove = await asyncio.wrap_future(self.submit(game, spec))
        return move

    def suggest(
        self, game: SeededState, think_ms: float = SUGGESTION_MS, rules: str = HELSINKI.name
    ) -> concurrent.futures.Future[Any]:
        """The expert's choice for the seat to move (from that seat's view only), in a game of
        the rule set ``rules``."""
        return self.submit(game, suggestion(game, think_ms, rules))

    def start(self) -> None:
        """Start the worker now rather than at the first request (it takes a moment)."""
        with self._lock:
            if not self._closed:
                self._ensure_worker()

    def cancel(self) -> None:
        """Stop thinking at once: the worker is terminated, every request is cancelled."""
        with self._lock:
            requests = [*self._queue, *([self._current] if self._current else [])]
            self._queue.clear()
            self._current = None
            self._stop()
        for request in requests:
            request.future.cancel()

    def close(self) -> None:
        """:meth:`cancel`, and refuse further requests."""
        with self._lock:
            self._closed = True
        self.cancel()

    @property
    def worker_pid(self) -> int | None:
        """The worker process's id while it runs (for tests and diagnostics)."""
        worker = self._worker
        return worker.process.pid if worker is not None else None

    # ------------------------------------------------------------ internals

    def _ensure_worker(self) -> _Worker:
        if self._worker is None:
            self._worker = _Worker(self._context, self._on_answer)
            self._finalizer.detach()
            self._finalizer = weakref.finalize(self, _stop_worker, self._worker)
        return self._worker

    def _stop(self) -> None:
        """Stop the worker (with the lock held); its reader's last call is then ignored."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()

    def _pump(self) -> None:
        """Send the next request when the worker is free (with the lock held)."""
        while self._current is None and self._queue:
            request = self._queue.popleft()
            if request.future.done():
                continue
            try:
                self._ensure_worker().send(request)
            except (OSError, ValueError) as error:
                self._stop()
                _fail(request, ThinkerError(f"the bot's worker process failed: {error}"))
                continue
            self._current = request

    def _on_answer(self, worker: _Worker, message: object) -> None:
        """An answer, or None once the worker ended (from the reader thread of ``worker``)."""
        with self._lock:
            if worker is not self._worker:
                return  # a worker stopped on purpose
            request, self._current = self._current, None
            if message is None:
                self._worker = None
            self._pump()
        if request is None:
            return
        if message is None:
            _fail(request, ThinkerError(
                f"the bot's worker process stopped (exit code {worker.exit_code})"))  # fmt: skip
            return
        assert isinstance(message, tuple)
        answer_id, move, error = message
        if answer_id != request.id:
            _fail(request, ThinkerError("the bot's worker answered another request"))
        elif error is not None:
            _fail(request, ThinkerError(f"the bot could not choose its move: {error}"))
        else:
            with contextlib.suppress(concurrent.futures.InvalidStateError):  # cancelled meanwhile
                request.future.set_result(move)

    def _on_done(self, request: _Request) -> None:
        """A request's future is done; when it was cancelled while answered, stop the worker."""
        if not request.future.cancelled():
            return
        with self._lock:
            if self._current is request:
                self._current = None
                self._stop()
                self._pump()


class NetworkChooser:
    """A network session's bot chooser (:class:`net.chooser.Chooser`): bots that search think
    in a thinker, so that the event loop serves the network meanwhile; the quick ones answer
    here (a process round trip would cost more than their choice)."""

    def __init__(self, thinker: Thinker) -> None:
        self.thinker = thinker
        self._here = BotKeeper(_KEPT_BOTS)

    async def choose(self, game: GameState[Any], spec: BotSpec) -> GameMove:
        if spec.name in SEARCHING:
            return await self.thinker.choose(game, spec)
        await asyncio.sleep(0)
        return self._here.bot(spec).choose(game)


class SeededState(GameState[Any], Protocol):
    """A game that names the seed it was set up by (every rule set's game does)."""

    @property
    def seed(self) -> int | str: ...


def suggestion(
    game: SeededState, think_ms: float = SUGGESTION_MS, rules: str = HELSINKI.name
) -> BotSpec:
    """The spec of the bot that suggests a move in ``game``, a game of the rule set ``rules``:
    that rule set's hard level (its expert), with its own seed per game."""
    bot = rule_set(rules).levels["hard"]
    return BotSpec(bot, f"suggestion:{game.seed}", think_ms=think_ms, rules=rules)


def _fail(request: _Request, error: Exception) -> None:
    with contextlib.suppress(concurrent.futures.InvalidStateError):  # cancelled meanwhile
        request.future.set_exception(error)


def _stop_worker(worker: _Worker | None) -> None:
    if worker is not None:
        worker.stop()


def _serve(connection: Connection) -> None:
    """The worker process: answer requests until the connection closes."""
    bots = BotKeeper(_KEPT_BOTS)
    while True:
        try:
            request_id, data, seat, spec = connection.recv()
        except (EOFError, OSError):
            return
        try:
            game: GameState[Any] = pickle.loads(data)
            if game.to_move != seat:
                raise ValueError(f"seat {seat} is not to move")
            move = bots.bot(spec).choose(game)
        except Exception as error:  # the request fails, the worker serves on
            connection.send((request_id, None, f"{type(error).__name__}: {error}"))
        else:
            connection.send((request_id, move, None))


class ThreadThinker:
    """Answers requests in one thread of this process, with bots from ``factory(name, seed)``."""

    def __init__(self, factory: Callable[[str, str], GameBot[Any]]) -> None:
        self._factory = factory
        self._bots: dict[BotSpec, GameBot[Any]] = {}
        self._executor = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="bot")

    def start(self) -> None:
        """Nothing to start: the thread starts with the first request."""

    def submit(self, game: GameState[Any], spec: BotSpec) -> concurrent.futures.Future[Any]:
        bot = self._bots.get(spec)
        if bot is None:
            bot = self._bots[spec] = self._factory(spec.name, str(spec.seed))
        return self._executor.submit(bot.choose, game.copy())

    def close(self) -> None:
        """Refuse further requests (a bot already thinking finishes in its thread)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
