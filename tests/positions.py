"""Positions of seeded random games (no Qt): the first one where a test holds."""

from __future__ import annotations

from collections.abc import Callable

from engine.helsinki.game import Game
from engine.helsinki.options import Options
from engine.rng import Rng


def find(test: Callable[[Game], bool], players: int = 2, tries: int = 300,
         dry_roads: bool = False, salt: int = 7) -> Game:  # fmt: skip
    """The first position of seeded random games (seat 0 starts) where ``test`` holds; the
    moves are drawn from a generator keyed by ``salt``."""
    for seed in range(tries):
        game = Game.new(players, seed, Options(start_seat=0, dry_roads=dry_roads))
        rng = Rng(bytes([salt]) * 32, seed)
        while not game.is_over and game.ply < 600:
            if test(game):
                return game
            moves = game.legal_moves()
            game.apply(moves[rng.below(len(moves))])
    raise AssertionError("no position found")
