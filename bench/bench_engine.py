"""Engine speed and memory: legal moves, one step with its hash, whole games, replay, memory.

Run with ``python -m bench.bench_engine`` (or ``make bench``).
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.report import emit, median, percentile
from client.cli import play_bot_game
from engine.helsinki import Game, Kind, Options, Phase
from engine.helsinki.bots import make_bot
from engine.record import dumps, loads, replay
from engine.rng import Rng


def mid_game_build_positions(count: int) -> list[Game]:
    """Positions in the middle of 4-player random games where the player to build has 7 cards."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = Game.new(4, f"bench-{seed}")
        chooser = Rng(b"\x05" * 32, seed)
        seed += 1
        while not game.is_over and len(found) < count:
            player = game.players[game.seat]
            if game.phase == Phase.MAIN and len(player.hand) == 7 and game.ply > 20:
                found.append(game.copy())
                break
            moves = game.legal_moves()
            pick = moves[chooser.below(len(moves))]
            if pick.kind == Kind.BUILD and chooser.below(3):  # draw more often, to fill hands
                pick = next((m for m in moves if m.kind == Kind.DRAW), pick)
            game.apply(pick)
    return found


def bench_legal_moves() -> None:
    times = []
    counts = []
    for game in mid_game_build_positions(200):
        for _ in range(5):
            game.edited()
            start = time.perf_counter()
            moves = game.legal_moves()
            times.append(time.perf_counter() - start)
        counts.append(len(moves))
    emit("legal_moves_build_step_median", median(times) * 1e3, "ms", "<= 2 ms")
    emit("legal_moves_build_step_p95", percentile(times, 0.95) * 1e3, "ms")
    emit("legal_moves_build_step_moves_median", median(counts), "moves")


def bench_step_and_hash() -> None:
    times = []
    for seed in range(30):
        game = Game.new(4, seed)
        chooser = Rng(b"\x06" * 32, seed)
        while not game.is_over:
            moves = game.legal_moves()
            move = moves[chooser.below(len(moves))]
            start = time.perf_counter()
            game.apply(move)
            game.state_hash()
            times.append(time.perf_counter() - start)
    emit("step_and_hash_median", median(times) * 1e6, "us", "<= 100 us")
    emit("step_and_hash_p95", percentile(times, 0.95) * 1e6, "us")


def bench_random_games() -> None:
    games = 100
    start = time.process_time()
    for seed in range(games):
        game = Game.new(4, seed)
        bots = [make_bot("random", f"{seed}:{i}") for i in range(4)]
        while not game.is_over:
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].choose(game))
    elapsed = time.process_time() - start
    emit("random_4p_games_per_second", games / elapsed, "games/s", ">= 20 games/s")


def bench_replay() -> None:
    _, record = play_bot_game(4, "bench-replay", ["random"] * 4, Options())
    text = dumps(record)
    times = []
    for _ in range(20):
        start = time.perf_counter()
        replay(loads(text), verify=True)
        times.append(time.perf_counter() - start)
    emit("replay_verify_4p_median", median(times) * 1e3, "ms", "<= 50 ms")
    emit("replay_verify_4p_moves", len(record.moves), "moves")


def bench_simulate_memory() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        subprocess.run(
            [sys.executable, "-m", "client", "simulate", "--players", "4", "--games", "100",
             "--seed", "1"],
            check=True,
            stdout=subprocess.DEVNULL,
            cwd=Path(tmp),
        )  # fmt: skip
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    emit("simulate_100_games_peak_rss", max(peak, before) / 1024, "MB", "<= 100 MB")


if __name__ == "__main__":
    bench_legal_moves()
    bench_step_and_hash()
    bench_random_games()
    bench_replay()
    bench_simulate_memory()
