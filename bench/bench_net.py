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
from multiprocessing.connection import Connection as Pipe
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from pathlib import Path

from bench.report import emit, median, percentile
from client.cli import play_bot_game
from engine.helsinki import Options
from engine.record import read_record, replay, write_record
from engine.rng import Rng
from net.discovery import Announcement, Browser, Found, GameInfo, open_zeroconf
from net.events import Agreed, Event
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.loopback import LOOPBACK, start_game, until
from net.messages import GameOptions
from net.peer import LocalPeer
from net.session import Session

MOVES = 400
DISCOVERY_ROUNDS = 8
GAMES = 3


async def move_latency() -> tuple[list[float], list[float]]:
    """Four peers in this process: (seconds from a move until its mover holds the three acks
    that agree with it, seconds until every peer does) per move.

    A move starts with the mover's ``play`` call (it applies, signs and sends the move). The
    four peers share one thread, so each figure is the sum of their work, one after another:
    the three checks of the move (of which only the first verifies its signature, as the
    peers share the scheme's memory of valid signatures), and twelve messages handled.
    """
    with tempfile.TemporaryDirectory() as folder:
        table = await start_game(4, drive=None, autosave_dir=Path(folder))
        chooser = Rng(b"\x0b" * 32)
        mover_times: list[float] = []
        times: list[float] = []
        waiting: dict[int, set[str]] = {}
        mover_agrees: dict[str, float] = {}
        everyone_agrees: asyncio.Future[None] | None = None
        try:
            for session in table.sessions:

                def on_event(event: Event, me: str = session.me) -> None:
                    if isinstance(event, Agreed) and event.seq in waiting:
                        mover_agrees.setdefault(me, time.perf_counter())
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
                mover_agrees.clear()
                start = time.perf_counter()
                owner.play(moves[chooser.below(len(moves))])
                await everyone_agrees
                times.append(time.perf_counter() - start)
                mover_times.append(mover_agrees[owner.me] - start)
        finally:
            await table.close()
    return mover_times, times


def _peer_process(index: int, pipe: Pipe, folder: str) -> None:
    """One peer of :func:`process_move_latency` (in its own process)."""
    asyncio.run(_peer(index, pipe, folder))


async def _peer(index: int, pipe: Pipe, folder: str) -> None:
    """Join the game (peer 0 hosts it), then play when told to: ``("play", n)`` asks the peer
    running the seat to move to play move ``n``; every peer answers ``(n, when it agreed,
    when it played or None)``, or ``None`` once the game is over. ``"stop"`` ends it."""
    peer = LocalPeer("Host" if index == 0 else f"Peer{index}", LOOPBACK)
    if index == 0:
        host = LobbyHost(peer, "bench", GameOptions(players=4))
        await host.open()
        pipe.send(peer.port)
        await until(lambda: host.taken == 4, 30)
        host.set_ready(True)
        await until(lambda: host.why_not_startable() is None, 30)
        plan = await host.start()
    else:
        client = await LobbyClient.join(peer, LOOPBACK[0], pipe.recv())
        client.set_ready(True)
        plan = await client.wait_start(30)
    chooser = Rng(bytes([index + 1]) * 32)
    asked: set[int] = set()
    agreed: dict[int, float] = {}
    played: dict[int, float] = {}

    def answer(seq: int) -> None:
        if seq in asked and seq in agreed:
            asked.discard(seq)
            pipe.send((seq, agreed[seq], played.get(seq)))

    def on_event(event: Event) -> None:
        if isinstance(event, Agreed):
            agreed[event.seq] = time.perf_counter()
            answer(event.seq)

    session = Session(plan, autosave=Path(folder) / f"peer{index}.json", on_event=on_event)
    await session.begin()
    stopped = asyncio.get_running_loop().create_future()

    def on_command() -> None:
        command = pipe.recv()
        game = session.game
        if command == "stop" or game is None:
            stopped.set_result(None)
        elif game.is_over:
            pipe.send(None)
        else:
            seq = command[1]
            asked.add(seq)
            if game.to_move in session.my_seats and game.ply == seq:
                moves = game.legal_moves()
                played[seq] = time.perf_counter()
                session.play(moves[chooser.below(len(moves))])
            answer(seq)  # (a peer told late may have agreed already)

    asyncio.get_running_loop().add_reader(pipe.fileno(), on_command)
    pipe.send("ready")
    await stopped
    await session.close("bench over")
    await peer.close()


def process_move_latency() -> tuple[list[float], list[float]]:
    """As :func:`move_latency`, with each peer in its own process (four processes on this
    machine's cores): the peers work at the same time, as on four computers, and each one
    verifies every move it takes. The times come from the processes' shared monotonic clock."""
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as folder:
        pipes, workers = [], []
        for index in range(4):
            ours, theirs = context.Pipe()
            worker = context.Process(target=_peer_process, args=(index, theirs, folder))
            worker.start()
            pipes.append(ours)
            workers.append(worker)
        port = pipes[0].recv()
        for pipe in pipes[1:]:
            pipe.send(port)
        for pipe in pipes:
            if pipe.recv() != "ready":
                raise RuntimeError("a peer did not start")
        mover_times: list[float] = []
        times: list[float] = []
        try:
            for seq in range(MOVES):
                for pipe in pipes:
                    pipe.send(("play", seq))
                answers = [pipe.recv() if pipe.poll(10) else None for pipe in pipes]
                replies: list[tuple[int, float, float | None]] = [
                    answer for answer in answers if answer is not None
                ]
                if len(replies) < len(answers):
                    break  # the game is over
                start = next(played for _, _, played in replies if played is not None)
                mover = next(reply for reply in replies if reply[2] is not None)
                mover_times.append(mover[1] - start)
                times.append(max(agreed for _, agreed, _ in replies) - start)
        finally:
            for pipe in pipes:
                pipe.send("stop")
            for worker in workers:
                worker.join(30)
    return mover_times, times


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
    for where, (mover_times, times) in (
        ("4_peers", asyncio.run(move_latency())),  # one process
        ("4_processes", process_move_latency()),
    ):
        emit(f"move_to_all_acks_{where}_p50", median(mover_times) * 1e3, "ms", "<= 2 ms")
        emit(f"move_to_all_acks_{where}_p99", percentile(mover_times, 0.99) * 1e3, "ms",
             "<= 10 ms")  # fmt: skip
        emit(f"move_to_agreement_everywhere_{where}_p50", median(times) * 1e3, "ms")
        emit(f"move_to_agreement_everywhere_{where}_p99", percentile(times, 0.99) * 1e3, "ms")
    running, late = asyncio.run(discovery_latency())
    emit("discovery_announced_while_browsing_p50", median(running), "s", "<= 1.5 s")
    emit("discovery_browser_after_announcement_p50", median(late), "s", "<= 0.3 s")
    games = process_games()
    net_seconds = sum(net for net, _, _ in games)
    local_seconds = sum(local for _, local, _ in games)
    moves = sum(count for _, _, count in games)
    emit("loopback_4_processes_ms_per_move", net_seconds / moves * 1e3, "ms")
    emit("in_process_ms_per_move", local_seconds / moves * 1e3, "ms")
    # no target: on 2 cores four engine replicas alone cost 2-6x (bench_lockstep measures the
    # networking CPU per move per peer instead)
    emit("loopback_vs_in_process_same_games", net_seconds / local_seconds, "x")
    emit("cpu_cores", os.cpu_count() or 1, "cores")
    emit("four_engine_replicas_vs_one_no_network", replica_floor(), "x")


if __name__ == "__main__":
    main()
