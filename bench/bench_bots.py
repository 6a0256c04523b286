"""Bot strength and speed: greedy against random in 200 seeded two-player games.

Run with ``python -m bench.bench_bots``; the games are shared between the machine's cores.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor

from bench.report import emit, median, percentile
from engine.helsinki import Game
from engine.helsinki.bots import make_bot

GAMES = 200


def play(seed: int) -> tuple[bool, list[float], int, int]:
    """One game; greedy sits in seat ``seed % 2``. Returns (greedy won, its move times, scores)."""
    greedy_seat = seed % 2
    names = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
    bots = [make_bot(name, f"{seed}:{i}") for i, name in enumerate(names)]
    game = Game.new(2, f"bots-{seed}")
    times = []
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        start = time.perf_counter()
        move = bots[seat].choose(game)
        if seat == greedy_seat:
            times.append(time.perf_counter() - start)
        game.apply(move)
    scores = [s.total for s in game.scores()]
    return game.winner == greedy_seat, times, scores[greedy_seat], scores[1 - greedy_seat]


def main() -> None:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(play, range(GAMES), chunksize=4))
    wins = sum(won for won, _, _, _ in results)
    times = [t for _, ts, _, _ in results for t in ts]
    emit("greedy_vs_random_win_rate", wins / GAMES, "fraction", ">= 0.9")
    emit("greedy_points_mean", sum(r[2] for r in results) / GAMES, "points")
    emit("random_points_mean", sum(r[3] for r in results) / GAMES, "points")
    emit("greedy_choose_median", median(times) * 1e3, "ms", "<= 500 ms")
    emit("greedy_choose_p99", percentile(times, 0.99) * 1e3, "ms")
    emit("greedy_choose_max", max(times) * 1e3, "ms")


if __name__ == "__main__":
    main()
