"""The random bot: uniform among the legal moves."""

from __future__ import annotations

from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        return moves[self.rng.below(len(moves))]
