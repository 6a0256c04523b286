"""Network speed on loopback: move to all acknowledgements, discovery, whole games.

Run with ``python -m bench.bench_net`` (or ``make bench``). Everything binds to 127.0.0.1. The
peers autosave their records (into a temporary folder), as they do in play. For scale, the last
figure is what four engines cost against one on this machine without any network: a whole game
between processes cannot do better than that ratio.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
import uuid
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from pathlib import Path

from bench.report import emit, median, percentile
from client.cli import play_bot_game
from engine import Options
from engine.record import read_record, replay, write_record
from engine.rng import Rng
from net.discovery import Announcement, Browser, Found, GameInfo, open_zeroconf
from net.events import Agreed, Event
from net.loopback import LOOPBACK, start_game

MOVES = 400
DISCOVERY_ROUNDS = 8
GAMES = 3


async def move_latency() -> list[float]:
    """Seconds from a peer's move until the mover and every other peer know that all four agree."""
    with tempfile.TemporaryDirectory() as folder:
        table = await start_game(4, drive=None, autosave_dir=Path(folder))
        chooser = Rng(b"\x0b" * 32)
        times: list[float] = []
        waiting: dict[int, set[str]] = {}
        everyone_agrees: asyncio.Future[None] | None = None
        try:
            for session in table.sessions:

                def on_event(event: Event, me: str = session.me) -> None:
                    if isinstance(event, Agreed) and event.seq in waiting:
                        waiting[event.seq].discard(me)
                        if not waiting[event.seq] and everyone_agrees is not None:
                            del waiting[event.seq]
                            everyone_agrees.set_result(None)

                session.on_event = on_event
            loop = asyncio.get_running_loop()
            while len(times) < MOVES:
                game = table.sessions[0].game
                assert game is not None
                if game.is_over:
                    break
                owner = next(s for s in table.sessions if game.to_move in s.my_seats)
                assert owner.game is not None
                moves = owner.game.legal_moves()
                everyone_agrees = loop.create_future()
                waiting[owner.game.ply] = {s.me for s in table.sessions}
                start = time.perf_counter()
                owner.play(moves[chooser.below(len(moves))])
                await everyone_agrees
                times.append(time.perf_counter() - start)
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


def process_games() -> list[tuple[float, float, int]]:
    """4-player random games, one process per peer (``helsinki-qt host --headless`` and three
    ``join --headless`` on loopback, records autosaved), each replayed in one process from the
    same seed: (wall seconds from the start to the last agreement, wall seconds of the very same
    game in one process, moves) per game."""
    env = dict(os.environ, HELSINKI_INTERFACES=LOOPBACK[0])
    command = [sys.executable, "-m", "client"]
    games = []
    for index in range(GAMES):
        with tempfile.TemporaryDirectory() as folder:
            record = Path(folder) / "host.json"
            host = subprocess.Popen(
                [*command, "host", "--headless", "--name", "Host", "--players", "4", "--record",
                 str(record)], env=env, stdout=subprocess.PIPE, text=True,
            )  # fmt: skip
            assert host.stdout is not None
            address = host.stdout.readline().split()[-1]
            joiners = [
                subprocess.Popen([*command, "join", "--headless", "--name", f"Peer{index}{i}",
                                  "--addr", address, "--record", str(Path(folder) / f"{i}.json")],
                                 env=env, stdout=subprocess.DEVNULL)
                for i in range(3)
            ]  # fmt: skip
            started = net_seconds = 0.0
            for line in host.stdout:
                if line.startswith("started:"):
                    started = time.perf_counter()
                elif line.startswith("all ") and line.rstrip().endswith("moves agreed"):
                    net_seconds = time.perf_counter() - started
            host.wait(60)
            for joiner in joiners:
                joiner.wait(60)
            played = read_record(record)
        start = time.perf_counter()
        _, replayed = play_bot_game(4, played.seed, ["random"] * 4, Options())
        local_seconds = time.perf_counter() - start
        if [m.move for m in replayed.moves] != [m.move for m in played.moves]:
            raise RuntimeError(f"game {index} differs when played in one process")
        games.append((net_seconds, local_seconds, len(played.moves)))
    return games


def _replay_at(path: str, start: Barrier, results: Queue[float]) -> None:
    """One replica (in its own process): replay a record with verification once all are ready."""
    record = read_record(path)
    start.wait()
    began = time.perf_counter()
    replay(record, verify=True)
    results.put(time.perf_counter() - began)


def engine_replicas(path: Path, replicas: int) -> float:
    """Wall seconds for ``replicas`` fresh processes to check and apply the same game at once,
    as the peers of a game must (each one's caches start cold, as a peer's do)."""
    context = multiprocessing.get_context("spawn")
    start, results = context.Barrier(replicas), context.Queue()
    workers = [
        context.Process(target=_replay_at, args=(str(path), start, results))
        for _ in range(replicas)
    ]
    for worker in workers:
        worker.start()
    seconds = max(results.get(timeout=60) for _ in workers)
    for worker in workers:
        worker.join(60)
    return float(seconds)


def replica_floor() -> float:
    """How much longer four engines take than one on this machine, with no network at all:
    four processes checking and applying the same random 4-player games at once, against one.
    Every peer must do this work, so the whole networked game cannot beat this ratio here."""
    four = one = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for index in range(GAMES):
            _, record = play_bot_game(4, 7000 + index, ["random"] * 4, Options())
            path = Path(folder) / f"{index}.json"
            write_record(path, record)
            one += engine_replicas(path, 1)
            four += engine_replicas(path, 4)
    return four / one


def main() -> None:
    times = asyncio.run(move_latency())
    emit("move_to_all_acks_4_peers_p50", median(times) * 1e3, "ms", "<= 2 ms")
    emit("move_to_all_acks_4_peers_p99", percentile(times, 0.99) * 1e3, "ms", "<= 10 ms")
    running, late = asyncio.run(discovery_latency())
    emit("discovery_announced_while_browsing_p50", median(running), "s", "<= 1.5 s")
    emit("discovery_browser_after_announcement_p50", median(late), "s", "<= 0.3 s")
    games = process_games()
    net_seconds = sum(net for net, _, _ in games)
    local_seconds = sum(local for _, local, _ in games)
    moves = sum(count for _, _, count in games)
    emit("loopback_4_processes_ms_per_move", net_seconds / moves * 1e3, "ms")
    emit("in_process_ms_per_move", local_seconds / moves * 1e3, "ms")
    emit("loopback_vs_in_process_same_games", net_seconds / local_seconds, "x", "<= 3x")
    emit("cpu_cores", os.cpu_count() or 1, "cores")
    emit("four_engine_replicas_vs_one_no_network", replica_floor(), "x")


if __name__ == "__main__":
    main()
