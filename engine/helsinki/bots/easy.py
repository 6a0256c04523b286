"""The easy bot: the greedy bot, with mistakes.

At every decision with a choice, the bot takes the greedy bot's move, except that with the
probability :data:`MISTAKE_RATE` it takes instead one of the :data:`WEAKER_CHOICES` next best
moves by the greedy bot's values, uniformly. A forced discard at the start of a round keeps the
best hand, as the greedy bot does. Every decision draws from a generator keyed by the bot's
seed and the game's ply, so it does not depend on the decisions made before it.
"""

from __future__ import annotations

from hashlib import blake2b

from engine.helsinki.bots.greedy import GreedyBot, best_of
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Move
from engine.rng import Rng

MISTAKE_RATE = 0.3
"""The share of decisions where the bot does not take the greedy bot's move."""
WEAKER_CHOICES = 3
"""How many of the next best moves a mistake chooses among."""


class EasyBot:
    name = "easy"

    def __init__(self, key: bytes) -> None:
        self.key = key

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        rng = Rng(blake2b(game.ply.to_bytes(4, "little"), key=self.key, digest_size=32).digest())
        greedy = GreedyBot(rng)
        if len(moves) == 1 or (game.phase == Phase.DISCARD and game.discarders):
            return greedy.choose(game)
        values = list(greedy.values(game))
        best = best_of(values)
        if rng.below(1000) >= MISTAKE_RATE * 1000:
            return best
        values.sort(key=lambda item: -item[0])
        weaker = [move for _, move in values if move != best][:WEAKER_CHOICES]
        return weaker[rng.below(len(weaker))]
