"""Network speed on loopback: move to all acknowledgements, discovery, whole games.

Run with ``python -m bench.bench_net`` (or ``make bench``). Everything binds to 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import uuid

from bench.report import emit, median, percentile
from client.cli import play_bot_game
from engine import Options
from engine.rng import Rng
from net.discovery import Announcement, Browser, Found, GameInfo, open_zeroconf
from net.events import Agreed, Event
from net.loopback import LOOPBACK, start_game, until

MOVES = 400
DISCOVERY_ROUNDS = 8
GAMES = 3


async def move_latency() -> list[float]:
    """Seconds from a peer's move to its learning that all four peers agree, per move."""
    table = await start_game(4, drive=None)
    chooser = Rng(b"\x0b" * 32)
    times: list[float] = []
    try:
        agreed: dict[int, asyncio.Future[None]] = {}
        for session in table.sessions:

            def on_event(event: Event, mine: list[int] = session.my_seats) -> None:
                if isinstance(event, Agreed) and event.seq in agreed:
                    future = agreed.pop(event.seq)
                    if not future.done():
                        future.set_result(None)

            session.on_event = on_event
        loop = asyncio.get_running_loop()
        while len(times) < MOVES:
            game = table.sessions[0].game
            assert game is not None
            if game.is_over:
                break
            seat = game.to_move
            owner = next(s for s in table.sessions if seat in s.my_seats)
            assert owner.game is not None
            moves = owner.game.legal_moves()
            move = moves[chooser.below(len(moves))]
            done = loop.create_future()
            agreed[owner.game.ply] = done
            start = time.perf_counter()
            owner.play(move)
            await done
            times.append(time.perf_counter() - start)
            ply = owner.game.ply
            await until(lambda ply=ply: all(  # type: ignore[misc]
                s.game is not None and s.game.ply == ply for s in table.sessions
            ))  # fmt: skip
    finally:
        await table.close()
    return times


def _info(port: int) -> GameInfo:
    return GameInfo(
        id=uuid.uuid4().hex[:16], name="bench", host="", port=port, addresses=tuple(LOOPBACK),
        state="lobby", taken=1, total=4, pin=False, proto=1, ruleset="helsinki-1",
    )  # fmt: skip


async def _found(browser: Browser, game_id: str) -> None:
    while True:
        event = await browser.next_event(10)
        if isinstance(event, Found) and event.game.id == game_id:
            return


async def discovery_latency() -> tuple[list[float], list[float]]:
    """(browser running, then announced; announced, then browser started) seconds to listing."""
    running, late = [], []
    announcer = open_zeroconf(LOOPBACK)
    listener = open_zeroconf(LOOPBACK)
    try:
        for round_ in range(DISCOVERY_ROUNDS):
            browser = Browser(listener, LOOPBACK)
            await browser.start()
            info = _info(40000 + round_)
            announcement = Announcement(announcer, info, LOOPBACK)
            start = time.perf_counter()
            await announcement.start()
            await _found(browser, info.id)
            running.append(time.perf_counter() - start)
            await browser.close()

            fresh = open_zeroconf(LOOPBACK)  # an empty cache, as a newly started program has
            browser = Browser(fresh, LOOPBACK)
            start = time.perf_counter()
            await browser.start()
            await _found(browser, info.id)
            late.append(time.perf_counter() - start)
            await browser.close()
            await fresh.async_close()
            await announcement.withdraw()
    finally:
        await listener.async_close()
        await announcer.async_close()
    return running, late


def process_games() -> tuple[float, int]:
    """Wall seconds (start to last agreement) and moves of 4-player random games, one process
    per peer: ``helsinki-qt host --headless`` and three ``join --headless`` on loopback."""
    env = dict(os.environ, HELSINKI_INTERFACES=LOOPBACK[0])
    command = [sys.executable, "-m", "client"]
    total, moves = 0.0, 0
    for index in range(GAMES):
        host = subprocess.Popen(
            [*command, "host", "--headless", "--name", "Host", "--players", "4"],
            env=env, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert host.stdout is not None
        address = host.stdout.readline().split()[-1]
        joiners = [
            subprocess.Popen([*command, "join", "--headless", "--name", f"Peer{index}{i}",
                              "--addr", address], env=env, stdout=subprocess.DEVNULL)
            for i in range(3)
        ]  # fmt: skip
        started = 0.0
        for line in host.stdout:
            if line.startswith("started:"):
                started = time.perf_counter()
            elif line.startswith("all ") and line.rstrip().endswith("moves agreed"):
                total += time.perf_counter() - started
                moves += int(line.split()[1])
        for process in (host, *joiners):
            process.wait(60)
    return total, moves


def in_process_games() -> tuple[float, int]:
    total, moves = 0.0, 0
    for seed in range(GAMES):
        start = time.perf_counter()
        game, _ = play_bot_game(4, f"bench-net-{seed}", ["random"] * 4, Options())
        total += time.perf_counter() - start
        moves += game.ply
    return total, moves


def main() -> None:
    times = asyncio.run(move_latency())
    emit("move_to_all_acks_4_peers_p50", median(times) * 1e3, "ms", "<= 2 ms")
    emit("move_to_all_acks_4_peers_p99", percentile(times, 0.99) * 1e3, "ms", "<= 10 ms")
    running, late = asyncio.run(discovery_latency())
    emit("discovery_announced_while_browsing_p50", median(running), "s", "<= 1.5 s")
    emit("discovery_browser_after_announcement_p50", median(late), "s", "<= 0.3 s")
    net_seconds, net_moves = process_games()
    local_seconds, local_moves = in_process_games()
    per_move_net = net_seconds / net_moves
    per_move_local = local_seconds / local_moves
    emit("loopback_4_processes_ms_per_move", per_move_net * 1e3, "ms")
    emit("in_process_ms_per_move", per_move_local * 1e3, "ms")
    emit("loopback_vs_in_process_per_move", per_move_net / per_move_local, "x", "<= 3x")


if __name__ == "__main__":
    main()
