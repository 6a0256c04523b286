"""The position notation: writing a state, reading it back with every check, a scenario.

Run with ``python -m bench.bench_position`` (or ``make bench``).
"""

from __future__ import annotations

import time

from bench.report import emit, median, percentile
from engine.helsinki import Game, Options
from engine.helsinki.position import read_position, write_position
from engine.rng import Rng


def positions(count: int) -> list[Game]:
    """States of 4-player random games, one every 25 moves."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = Game.new(4, f"bench-{seed}", Options(dry_roads=True))
        chooser = Rng(b"\x06" * 32, seed)
        seed += 1
        while not game.is_over and len(found) < count:
            moves = game.legal_moves()
            game.apply(moves[chooser.below(len(moves))])
            if game.ply % 25 == 0:
                found.append(game.copy())
    return found


def main() -> None:
    games = positions(300)
    texts, writes, reads = [], [], []
    for game in games:
        start = time.perf_counter()
        text = write_position(game)
        writes.append(time.perf_counter() - start)
        texts.append(text)
    for text in texts:
        start = time.perf_counter()
        read_position(text)
        reads.append(time.perf_counter() - start)
    emit("position_write_median", median(writes) * 1e3, "ms")
    emit("position_read_median", median(reads) * 1e3, "ms", "<= 5 ms")
    emit("position_read_p95", percentile(reads, 0.95) * 1e3, "ms")
    emit("position_text_median", median([len(t) for t in texts]), "characters")


if __name__ == "__main__":
    main()
