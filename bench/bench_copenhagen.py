"""Copenhagen engine speed: random 4-player games per second, and the legal moves of a late
build step with every ability active.

Times are this process's CPU time (``time.process_time``), so that other work on the machine
does not count; the games' wall-clock rate is printed too. The legal moves are timed cold (the
remembered placements of every house forgotten first) and warm (a house unchanged since the
last time, as after a turn of taking cards).

Run with ``python -m bench.bench_copenhagen`` (or ``make bench``).
"""

from __future__ import annotations

import time

from bench.report import emit, median, percentile
from engine.copenhagen import CopenhagenGame, Step
from engine.copenhagen.components import ALL_ABILITIES
from engine.copenhagen.legal import forget_placements
from engine.rng import Rng


def random_games(count: int) -> tuple[float, float, float]:
    """Games per second (CPU time, wall clock) and moves per game of ``count`` random
    4-player games."""
    plies = 0
    start, wall = time.process_time(), time.perf_counter()
    for seed in range(count):
        game = CopenhagenGame.new(4, f"bench-{seed}")
        chooser = Rng(b"\x03" * 32, seed)
        while not game.is_over:
            moves = game.legal_moves()
            game.apply(moves[chooser.below(len(moves))])
        plies += game.ply
    cpu, wall = time.process_time() - start, time.perf_counter() - wall
    return count / cpu, count / wall, plies / count


def late_build_positions(count: int) -> list[CopenhagenGame]:
    """Late positions of random 4-player games (a third of the houses built, or more) where the
    seat to move may build, holding 5 cards or more, given every ability, active."""
    found: list[CopenhagenGame] = []
    seed = 0
    while len(found) < count:
        game = CopenhagenGame.new(4, f"late-{seed}")
        chooser = Rng(b"\x04" * 32, seed)
        seed += 1
        while not game.is_over and len(found) < count:
            player = game.players[game.seat]
            if (game.step == Step.MAIN and player.hand_size >= 5
                    and player.filled.bit_count() >= 15):  # fmt: skip
                late = game.copy()
                late.players[late.seat].owned = ALL_ABILITIES
                late.players[late.seat].used = 0
                late.edited()
                found.append(late)
            moves = game.legal_moves()
            game.apply(moves[chooser.below(len(moves))])
    return found


def bench_legal_moves() -> None:
    cold: list[float] = []
    warm: list[float] = []
    counts: list[int] = []
    for game in late_build_positions(200):
        for times in (cold, warm, warm):
            if times is cold:
                forget_placements()
            game.edited()
            start = time.process_time()
            moves = game.legal_moves()
            times.append(time.process_time() - start)
        counts.append(len(moves))
    emit("copenhagen_legal_moves_late_build_p50", median(cold) * 1e3, "ms", "<= 1 ms")
    emit("copenhagen_legal_moves_late_build_p95", percentile(cold, 0.95) * 1e3, "ms")
    emit("copenhagen_legal_moves_late_build_warm_p50", median(warm) * 1e3, "ms")
    emit("copenhagen_legal_moves_late_build_moves_median", median(counts), "moves")


def main() -> None:
    rate, wall_rate, plies = random_games(100)
    emit("copenhagen_random_games_4p_per_second", rate, "games/s", ">= 50")
    emit("copenhagen_random_games_4p_per_wall_second", wall_rate, "games/s")
    emit("copenhagen_random_game_4p_moves", plies, "moves")
    bench_legal_moves()


if __name__ == "__main__":
    main()
