"""The thinker: bots answering from a worker process, stopped at once, never leaked."""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
import re
import signal
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from processes import alive, busy
from pytestqt.qtbot import QtBot

from client.thinker import NetworkChooser, Thinker, ThinkerError, suggestion
from engine.bot import BotSpec
from engine.bot_keeper import build_bot
from engine.helsinki import Game
from engine.helsinki.bots import make_bot
from engine.rules import GameMove, GameState
from net.chooser import seat_bot

LONG = BotSpec("expert", "long", think_ms=60_000)
"""A bot that thinks for a minute: only stopping it ends the request in time."""


def wait_for(condition: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


@pytest.fixture
def thinker() -> Iterator[Thinker]:
    thinker = Thinker()
    yield thinker
    thinker.close()
    assert thinker.worker_pid is None


def test_the_worker_answers_what_the_bot_chooses_in_process(thinker: Thinker) -> None:
    game = Game.new(2, 5)
    game.apply(game.legal_moves()[3])
    for spec in (BotSpec("expert", 3, think_iters=6), BotSpec("greedy", 3), BotSpec("easy", 4)):
        assert thinker.submit(game, spec).result(60) == build_bot(spec).choose(game)
    assert thinker.suggest(game, think_ms=50).result(60) in game.legal_moves()
    assert suggestion(game).name == "expert"


def test_cancel_stops_the_worker_at_once_and_the_next_request_starts_another(
    thinker: Thinker,
) -> None:
    game = Game.new(2, 6)
    assert thinker.submit(game, BotSpec("greedy")).result(60) in game.legal_moves()  # it serves
    future = thinker.submit(game, LONG)
    queued = thinker.submit(game, BotSpec("greedy"))
    pid = thinker.worker_pid
    assert pid is not None
    wait_for(lambda: busy(pid))  # thinking
    thinker.cancel()
    assert future.cancelled() and queued.cancelled()
    assert thinker.worker_pid is None and not alive(pid)
    assert thinker.submit(game, BotSpec("greedy")).result(60) in game.legal_moves()
    assert thinker.worker_pid not in (None, pid)


def test_cancelling_the_request_being_answered_stops_the_worker(thinker: Thinker) -> None:
    game = Game.new(2, 7)
    future = thinker.submit(game, LONG)
    following = thinker.submit(game, BotSpec("greedy", think_iters=1))
    pid = thinker.worker_pid
    assert pid is not None
    assert future.cancel()
    wait_for(lambda: not alive(pid))
    assert following.result(60) in game.legal_moves()  # answered by a new worker


def test_a_killed_worker_fails_its_request_clearly_then_is_replaced(thinker: Thinker) -> None:
    game = Game.new(3, 8)
    assert thinker.submit(game, BotSpec("greedy")).result(60) in game.legal_moves()  # it serves
    future = thinker.submit(game, LONG)
    pid = thinker.worker_pid
    assert pid is not None
    wait_for(lambda: busy(pid))  # thinking
    os.kill(pid, signal.SIGKILL)
    with pytest.raises(ThinkerError, match=re.escape("worker process stopped (exit code -9)")):
        future.result(60)
    assert thinker.submit(game, BotSpec("random")).result(60) in game.legal_moves()


def test_bad_requests_fail_with_a_reason_and_the_worker_serves_on(thinker: Thinker) -> None:
    game = Game.new(2, 9)
    with pytest.raises(ThinkerError, match="unknown bot 'genius'"):
        thinker.submit(game, BotSpec("genius")).result(60)
    pid = thinker.worker_pid
    assert thinker.submit(game, BotSpec("greedy")).result(60) in game.legal_moves()
    assert thinker.worker_pid == pid
    over = Game.new(2, 9)
    driver = make_bot("random")
    while not over.is_over:
        over.apply(driver.choose(over))
    with pytest.raises(ValueError, match="game is over"):
        thinker.submit(over, BotSpec("greedy"))


def test_close_leaves_no_process_and_refuses_requests() -> None:
    thinker = Thinker()
    game = Game.new(2, 10)
    future = thinker.submit(game, LONG)
    pid = thinker.worker_pid
    assert pid is not None
    thinker.close()
    assert future.cancelled() and not alive(pid)
    assert pid not in [child.pid for child in multiprocessing.active_children()]
    with pytest.raises(RuntimeError, match="closed"):
        thinker.submit(game, BotSpec("greedy"))


def test_it_answers_in_asyncio_and_a_cancelled_task_stops_the_worker(thinker: Thinker) -> None:
    game = Game.new(4, 11)

    async def scenario() -> None:
        move = await thinker.choose(game, BotSpec("expert", 1, think_iters=3))
        assert move == build_bot(BotSpec("expert", 1, think_iters=3)).choose(game)
        pid = thinker.worker_pid
        assert pid is not None
        task = asyncio.ensure_future(thinker.choose(game, LONG))
        await asyncio.to_thread(wait_for, lambda: busy(pid))  # thinking
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.to_thread(wait_for, lambda: not alive(pid))

    asyncio.run(scenario())


def test_answers_arrive_in_the_callback_of_a_future(thinker: Thinker) -> None:
    game = Game.new(2, 12)
    answers: concurrent.futures.Future[object] = concurrent.futures.Future()
    thinker.submit(game, BotSpec("greedy")).add_done_callback(
        lambda future: answers.set_result(future.result())
    )
    assert answers.result(60) in game.legal_moves()


def test_a_local_session_plays_its_bots_in_the_worker_and_stops_it_on_close(qtbot: QtBot) -> None:
    from client.session import LocalSession
    from engine import Line
    from engine.helsinki import Options
    from engine.record import Record, Seat

    seats = [Seat("Ann", "greedy"), Seat("Bob", "random")]
    session = LocalSession(Line(Record(seats, 13, Options())), None, 0)
    session.start()
    qtbot.waitUntil(lambda: session.game().is_over, timeout=120_000)
    session.close()

    seats = [Seat("Ann"), Seat("Cy", "expert")]
    session = LocalSession(Line(Record(seats, 14, Options(start_seat=1))), None, 0, think_ms=60_000)
    session.start()
    qtbot.waitUntil(lambda: session._thinker.worker_pid is not None)  # type: ignore[attr-defined]
    pid = session._thinker.worker_pid  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: busy(pid))  # starting, then thinking
    assert session.thinking and session.game().ply == 0
    session.close()
    assert not alive(pid) and not session.thinking


def test_a_network_session_serves_the_network_while_its_bot_thinks_and_stops_it_on_close(
    thinker: Thinker,
) -> None:
    from net.loopback import gather, plan_game, until
    from net.session import Session

    ticks = 0
    ticks_while_thinking: list[int] = []
    thinking: list[int] = []  # the pid of the worker while a request is out
    cancelled: list[bool] = []

    class Watched(NetworkChooser):
        async def choose(self, game: GameState[Any], spec: BotSpec) -> GameMove:
            start = ticks
            thinking.append(os.getpid())
            try:
                move = await super().choose(game, spec)
            except asyncio.CancelledError:
                cancelled.append(True)
                raise
            finally:
                thinking.pop()
            ticks_while_thinking.append(ticks - start)
            return move

    chooser = Watched(thinker)

    async def ticker() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.005)
            ticks += 1

    async def scenario() -> None:
        plans = await plan_game(2)
        host, guest = Session(plans[0], chooser=chooser), Session(plans[1])
        await gather(host.begin(), guest.begin())
        clock = asyncio.get_running_loop().create_task(ticker())
        try:
            host.drive(host.my_seats[0], "expert")  # a second a decision, in the worker
            guest.drive(guest.my_seats[0], "random")
            await until(lambda: len(ticks_while_thinking) >= 3, timeout=120)
            # the loop ran on while the expert thought (in the loop's thread, ticks stay 0)
            assert max(ticks_while_thinking) > 10
            await until(lambda: bool(thinking) and thinker.worker_pid is not None, timeout=120)
            pid = thinker.worker_pid
            assert pid is not None
            await host.close()  # the request under way is cancelled...
            assert cancelled == [True] and not thinking
            thinker.close()  # ...and the worker goes with the game, as the clients close it
            assert thinker.worker_pid is None and not alive(pid)
        finally:
            clock.cancel()
            await guest.close()
            await host.peer.close()
            await guest.peer.close()

    asyncio.run(scenario())


def test_a_network_chooser_asks_the_worker_only_for_bots_that_search(thinker: Thinker) -> None:
    game = Game.new(2, 5)
    chooser = NetworkChooser(thinker)

    async def choose(bot: str, budget: float) -> GameMove:
        return await chooser.choose(game.copy(), seat_bot(0, bot, "seed", budget, "helsinki"))

    for bot in ("random", "easy", "greedy"):  # answered here: no worker is started
        move = asyncio.run(choose(bot, 1.0))
        assert move == make_bot(bot, "seed:0").choose(game.copy())
        assert thinker.worker_pid is None
    assert asyncio.run(choose("expert", 0.05)) in game.legal_moves()
    assert thinker.worker_pid is not None
