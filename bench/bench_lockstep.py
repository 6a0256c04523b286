"""The lockstep core and its shell: simulated scenarios, signatures, verdicts, rejoin, CPU.

Run with ``python -m bench lockstep``. Everything binds to 127.0.0.1 or inside network namespaces
of its own. Figures:

- simulated scenarios per second on one core (``tests/simulator.py``: the last turns of a game
  through faults, one scenario in 500 a whole game, the real engine checking every move): the
  same seeds played once (the lines of play they share built, as the tests' scenarios share
  them), then timed again and again; the best round is the code's speed (a slower one is this
  machine's other work, not the code), the mean of the rounds is printed beside it. With the
  core as it runs here (compiled, once ``make`` compiled it: :mod:`net.lockstep.compiled`) and,
  in a process of their own, with its modules run as Python; and the same seeds on Copenhagen
  lines (``--game copenhagen``: the same faults and dishonest peers), with the core as it runs
  here;
- the cost of signing and checking one move (Ed25519);
- time for the honest majority to vote out a peer that sends a false desync (from the send);
- time to hand over a seat whose player stalls past the turn timer (after the timer);
- rejoin after a crash until caught up, 4 players, 150 moves behind;
- the networking CPU per move per peer (process CPU less engine time) against one send and one
  receive of a small message;
- a 4-peer game of headless processes through 100 ms delay, 5% loss and reordering between
  network namespaces (the user-space hub of :mod:`bench.impair`; skipped, saying why, where
  namespaces cannot be made), and its slowdown per move against the same hub unimpaired.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import queue
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from bench.impair import ImpairedNetwork, Impairment, unavailable
from bench.report import emit
from engine.helsinki import Game
from net.events import Decided, Event, TurnTimer
from net.identity import FIRST_LINK, Identity, move_statement
from net.lockstep import COMPILED
from net.lockstep.compiled import INTERPRETED
from net.loopback import start_game, until
from net.messages import Desync, GameOptions, PeerHash

SIM_SEEDS = 2000
"""The scenarios of a round (seeds from 0: four whole games among them)."""
SIM_ROUNDS = 6
"""Timed rounds of those scenarios (after one that is not)."""


def simulated_scenarios(game: str = "helsinki") -> tuple[float, float]:
    """Scenarios of ``game`` per CPU second: the best round and the mean of the rounds."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from simulator import Simulation

    logging.disable(logging.CRITICAL)
    rates = []
    for _ in range(1 + SIM_ROUNDS):  # (the first builds the lines: not counted)
        start = time.process_time()
        for seed in range(SIM_SEEDS):
            Simulation(seed, game=game).run()
        rates.append(SIM_SEEDS / (time.process_time() - start))
    logging.disable(logging.NOTSET)
    return max(rates[1:]), statistics.mean(rates[1:])


def simulated_scenarios_python() -> tuple[float, float]:
    """:func:`simulated_scenarios` in a process whose core runs as Python."""
    code = "from bench.bench_lockstep import simulated_scenarios; print(*simulated_scenarios())"
    env = {**os.environ, INTERPRETED: "1"}
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parent.parent,
                          env=env, check=True, capture_output=True, text=True)  # fmt: skip
    best, mean = done.stdout.split()[-2:]
    return float(best), float(mean)


def signature_costs() -> tuple[float, float]:
    identity = Identity.generate()
    rounds = 2000
    statements = [move_statement("0" * 16, seq, 2, 0, FIRST_LINK, "build g2/3 y1/2", "ab" * 16)
                  for seq in range(rounds)]  # fmt: skip
    start = time.perf_counter()
    sigs = [identity.sign(statement) for statement in statements]
    signing = (time.perf_counter() - start) / rounds
    start = time.perf_counter()
    for statement, sig in zip(statements, sigs, strict=True):  # each one new: none remembered
        identity.verify(identity.public, statement, sig)
    return signing, (time.perf_counter() - start) / rounds


async def false_desync_verdict() -> float:
    """Seconds from a false ``desync`` until both honest peers hold the decision."""
    table = await start_game(3, drive="random")
    try:
        await until(lambda: all(s.game is not None and s.game.ply >= 20 for s in table.sessions))
        liar = table.sessions[2]
        honest = table.sessions[:2]
        seen = {s.me: 0.0 for s in honest}
        for session, events in zip(table.sessions, table.events, strict=True):

            def on_event(event: Event, me: str = session.me, sink: list[Event] = events) -> None:
                sink.append(event)
                if isinstance(event, Decided) and event.subject == liar.me and me in seen:
                    seen[me] = time.perf_counter()

            session.on_event = on_event
        seq = liar.agreed - 1
        message = Desync(seq, "no majority", (PeerHash(liar.me, "ab" * 16),))
        sent = time.perf_counter()
        for session in honest:
            liar.links[session.me].send(message)
        await until(lambda: all(seen.values()), timeout=10)
        return max(seen.values()) - sent
    finally:
        await table.close()


async def stalled_turn_handover() -> float:
    """Seconds after the turn timer until the seat of a player who never moves is handed over."""
    table = await start_game(3, drive=None, options=GameOptions(3, turn_timer=1, start_seat=0))
    try:
        sleeper = table.sessions[2]  # not the first to move: its turn timer is seen starting
        decided: list[float] = []
        deadlines: list[float] = []
        for session in table.sessions[:2]:
            previous = session.on_event

            def on_event(event: Event, previous: object = previous) -> None:
                if isinstance(event, Decided) and event.grounds == "stalled" and deadlines:
                    decided.append(time.monotonic() - deadlines[-1])  # the core's clock
                if isinstance(event, TurnTimer) and event.seat in sleeper.my_seats and (
                    event.deadline is not None
                ):
                    deadlines.append(event.deadline)
                if callable(previous):
                    previous(event)

            session.on_event = on_event
            for seat in session.my_seats:
                session.drive(seat, "random")
        await until(lambda: len(decided) >= 2, timeout=60)
        return max(decided[:2])
    finally:
        await table.close()


async def rejoin_after_crash() -> float:
    """Seconds for a crashed peer of 4 to rejoin and catch up 150 moves."""
    from net.peer import LocalPeer
    from net.session import Session

    table = await start_game(4, drive="random")
    try:
        victim = table.sessions[3]
        await until(lambda: victim.game is not None and victim.game.ply >= 10, timeout=20)
        saved = victim.resume_state()
        victim.abort()
        await victim.peer.close()
        others = table.sessions[:3]
        await until(lambda: all(victim.me in s.lost for s in others), timeout=10)
        for seat in victim.my_seats:
            others[0].hand_to_bot(seat, "random")
        target = len(saved.record.moves) + 150
        await until(lambda: all(s.game is not None and (s.game.ply >= target or s.game.is_over)
                                for s in others), timeout=60)  # fmt: skip
        ply = others[0].game.ply  # type: ignore[union-attr]
        start = time.perf_counter()
        peer = LocalPeer(saved.name, ["127.0.0.1"], peer_id=saved.peer_id,
                         identity=saved.identity())  # fmt: skip
        back = await Session.rejoin(saved, peer)
        table.sessions[3] = back
        await until(lambda: back.game is not None and back.game.ply >= ply, timeout=30)
        return time.perf_counter() - start
    finally:
        await table.close()


def send_and_receive() -> float:
    """Seconds for one send and one receive of a 100-byte message on a local socket pair."""
    left, right = socket.socketpair()
    payload = b"x" * 100
    rounds = 20000
    start = time.perf_counter()
    for _ in range(rounds):
        left.send(payload)
        right.recv(4096)
    left.close()
    right.close()
    return (time.perf_counter() - start) / rounds


async def networking_cpu() -> tuple[float, int]:
    """(CPU seconds per move per peer spent outside the engine, moves): four peers in this
    process play a game with the engine's time (moves, hashes, the bots' legal moves) counted
    apart; what is left is messages, signatures, agreement and the event loop."""
    engine = [0.0]
    play, hash_, legal = Game.play, Game.state_hash, Game.legal_moves

    def timed_play(self: Game, move: object) -> None:
        start = time.process_time()
        try:
            play(self, move)  # type: ignore[arg-type]
        finally:
            engine[0] += time.process_time() - start

    def timed_hash(self: Game) -> str:
        start = time.process_time()
        digest = hash_(self)
        engine[0] += time.process_time() - start
        return digest

    def timed_legal(self: Game) -> list[object]:
        start = time.process_time()
        moves = legal(self)
        engine[0] += time.process_time() - start
        return moves  # type: ignore[return-value]

    Game.play, Game.state_hash = timed_play, timed_hash  # type: ignore[method-assign]
    Game.legal_moves = timed_legal  # type: ignore[method-assign,assignment]
    try:
        table = await start_game(4, drive="random")
        began = time.process_time()
        try:
            await until(lambda: all(s.status == "over" for s in table.sessions), timeout=120)
            total = time.process_time() - began
            moves = table.sessions[0].game.ply  # type: ignore[union-attr]
        finally:
            await table.close()
    finally:
        Game.play, Game.state_hash = play, hash_  # type: ignore[method-assign]
        Game.legal_moves = legal  # type: ignore[method-assign]
    return (total - engine[0]) / moves / 4, moves


IMPAIRED = Impairment(delay=0.1, loss=0.05, reorder=0.05, seed=2026)
"""The network of the impaired game: 100 ms each way, 5 % lost, 5 % sent at once (reordered)."""
IMPAIRED_TIMEOUT = 600.0


@dataclass
class NetworkGame:
    """How a 4-peer headless game went through an impaired network."""

    finished: bool
    seconds: float
    """From the host's start to the last peer's exit."""
    moves: int
    why: str = ""

    @property
    def per_move(self) -> float:
        return self.seconds / max(self.moves, 1)


def _lines(process: subprocess.Popen[str], sink: queue.Queue[tuple[int, float, str]],
           index: int) -> None:  # fmt: skip
    """Hand every line ``process`` prints to ``sink`` with the time it came (a thread)."""
    assert process.stdout is not None
    for line in process.stdout:
        sink.put((index, time.monotonic(), line.rstrip("\n")))
    sink.put((index, time.monotonic(), ""))


def network_game(impairment: Impairment, folder: Path) -> NetworkGame:
    """Four headless peers (random bots) play one game between four namespaces joined by the
    user-space hub of :mod:`bench.impair`; every packet goes through ``impairment``."""
    with ImpairedNetwork(4, impairment) as network:
        lines: queue.Queue[tuple[int, float, str]] = queue.Queue()
        limit = ("--wait-limit", str(IMPAIRED_TIMEOUT))
        processes = [network.spawn(0, "host", "--headless", "--name", "Ann", "--players", "4",
                                   *limit, cwd=folder)]  # fmt: skip
        try:
            threading.Thread(target=_lines, args=(processes[0], lines, 0), daemon=True).start()
            deadline = time.monotonic() + IMPAIRED_TIMEOUT
            address = ""
            while not address:
                _, _, line = lines.get(timeout=max(deadline - time.monotonic(), 0.1))
                if line.startswith("hosting game"):
                    address = line.split()[-1]
                elif not line:
                    return NetworkGame(False, 0.0, 0, "the host stopped before hosting")
            for index, name in ((1, "Bob"), (2, "Cy"), (3, "Di")):
                joiner = network.spawn(index, "join", "--headless", "--name", name, "--addr",
                                       address, *limit, cwd=folder)  # fmt: skip
                processes.append(joiner)
                threading.Thread(target=_lines, args=(joiner, lines, index), daemon=True).start()
            started: float | None = None
            ended: dict[int, float] = {}
            moves: dict[int, int] = {}
            while len(ended) < len(processes) and time.monotonic() < deadline:
                try:
                    index, when, line = lines.get(timeout=1.0)
                except queue.Empty:
                    continue
                if line.startswith("starting:"):
                    started = when
                elif match := re.match(r"all (\d+) moves agreed", line):
                    moves[index] = int(match.group(1))
                elif not line:
                    ended[index] = when
            for process in processes:
                process.wait(timeout=max(deadline - time.monotonic(), 1))
            codes = [p.returncode for p in processes]
            finished = started is not None and len(moves) == 4 and codes == [0] * 4
            why = "" if finished else f"exit codes {codes}, {len(moves)} peers agreed on all"
            seconds = max(ended.values()) - started if started is not None and ended else 0.0
            return NetworkGame(finished, seconds, max(moves.values(), default=0), why)
        finally:
            for process in processes:
                if process.poll() is None:
                    process.kill()
                process.wait(timeout=10)


def impaired_game() -> None:
    """A 4-peer game through 100 ms delay, 5 % loss and reordering, against the same hub
    without impairment (the slowdown compares seconds per move: each game has its own seed)."""
    name = "game_4_peers_100ms_5pct_loss"
    reason = unavailable()
    if reason is None:
        try:
            with tempfile.TemporaryDirectory() as folder:
                clear = network_game(Impairment(), Path(folder))
                bad = network_game(IMPAIRED, Path(folder))
        except RuntimeError as error:  # the namespaces or devices could not be made
            reason = str(error)
    if reason is not None:
        print(json.dumps({"name": name, "skipped": f"no network namespaces here: {reason}"}),
              flush=True)  # fmt: skip
        return
    emit(f"{name}_finished", float(bad.finished), "bool", "1")
    if not bad.finished:
        print(json.dumps({"name": name, "failed": bad.why}), flush=True)
    emit(f"{name}_seconds", bad.seconds, "s")
    emit(f"{name}_moves", bad.moves, "moves")
    emit("game_4_peers_clear_seconds", clear.seconds, "s")
    emit("game_4_peers_clear_moves", clear.moves, "moves")
    emit(f"{name}_slowdown_per_move", bad.per_move / clear.per_move if clear.moves else 0.0,
         "x")  # fmt: skip


def main() -> None:
    logging.getLogger("net").setLevel(logging.CRITICAL)
    emit("lockstep_core_compiled", float(COMPILED), "bool")
    best, mean = simulated_scenarios()
    emit("simulated_scenarios_per_second", best, "1/s", ">= 1000")
    emit("simulated_scenarios_per_second_mean_of_rounds", mean, "1/s")
    best, mean = simulated_scenarios_python()
    emit("simulated_scenarios_per_second_python_core", best, "1/s")
    emit("simulated_scenarios_per_second_python_core_mean_of_rounds", mean, "1/s")
    best, mean = simulated_scenarios("copenhagen")
    emit("simulated_copenhagen_scenarios_per_second", best, "1/s")
    emit("simulated_copenhagen_scenarios_per_second_mean_of_rounds", mean, "1/s")
    signing, checking = signature_costs()
    emit("ed25519_sign_move", signing * 1e6, "us")
    emit("ed25519_verify_move", checking * 1e6, "us")
    emit("false_desync_voted_out", asyncio.run(false_desync_verdict()), "s", "<= 2 s")
    emit("stalled_turn_handed_over_after_timer", asyncio.run(stalled_turn_handover()), "s",
         "<= 1 s")  # fmt: skip
    emit("rejoin_150_moves_behind_4_players", asyncio.run(rejoin_after_crash()), "s", "<= 1 s")
    cpu, _ = asyncio.run(networking_cpu())
    once = send_and_receive()
    emit("networking_cpu_per_move_per_peer", cpu * 1e3, "ms")
    emit("one_send_and_receive", once * 1e3, "ms")
    emit("networking_cpu_vs_send_and_receive", cpu / once, "x")
    impaired_game()


if __name__ == "__main__":
    main()
