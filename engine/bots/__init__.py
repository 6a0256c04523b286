"""Bots: players that choose moves from what their seat may know.

A bot gets the game and answers a legal move for the seat to move. Bots that search look at
:meth:`engine.game.Game.determinized` copies, never at the pile order or the other hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.game import Game
from engine.moves import Move
from engine.rng import Rng, seed_key


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> Move:
        """A legal move for ``game.to_move``."""
        ...


def make_bot(name: str, seed: int | str = 0) -> Bot:
    """The bot called ``name`` (see :data:`BOTS`), with its own generator seeded by ``seed``."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    return BOTS[name](Rng(seed_key(seed, f"bot-{name}")))


def _registry() -> dict[str, Callable[[Rng], Bot]]:
    from engine.bots.greedy import GreedyBot
    from engine.bots.random_bot import RandomBot

    return {"random": RandomBot, "greedy": GreedyBot}


BOTS = _registry()
