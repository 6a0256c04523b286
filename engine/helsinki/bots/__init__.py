"""Bots: players that choose moves from what their seat may know.

A bot gets the game and answers a legal move for the seat to move. Bots that search look at
:meth:`engine.helsinki.game.Game.determinized` copies, never at the pile order or the other hands.

:data:`BOTS` names them: ``random`` (uniform, for tests), ``easy`` (greedy with mistakes),
``greedy`` and ``expert`` (a search with a time or iteration budget). :data:`LEVELS` maps the
levels a player chooses from to bots. :func:`build_bot` makes one from its
:class:`~engine.bot.BotSpec`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.bot import BotSpec, Budget
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.rng import seed_key


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> Move:
        """A legal move for ``game.to_move``."""
        ...


def build_bot(spec: BotSpec) -> Bot:
    """A new Helsinki bot as ``spec`` says (``ValueError`` for an unknown name)."""
    if spec.name not in BOTS:
        raise ValueError(f"unknown bot {spec.name!r}; bots: {', '.join(BOTS)}")
    return BOTS[spec.name](seed_key(spec.seed, f"bot-{spec.name}"), spec.budget)


def make_bot(
    name: str,
    seed: int | str = 0,
    *,
    think_ms: float | None = None,
    think_iters: int | None = None,
) -> Bot:
    """The bot called ``name`` (see :data:`BOTS`), with its own generator seeded by ``seed``
    and, when it searches, a budget per decision (:class:`BotSpec`)."""
    return build_bot(BotSpec(name, seed, think_ms, think_iters))


def _registry() -> dict[str, Callable[[bytes, Budget], Bot]]:
    from engine.helsinki.bots.easy import EasyBot
    from engine.helsinki.bots.expert import ExpertBot
    from engine.helsinki.bots.greedy import GreedyBot
    from engine.helsinki.bots.random_bot import RandomBot
    from engine.rng import Rng

    return {
        "random": lambda key, _budget: RandomBot(Rng(key)),
        "easy": lambda key, _budget: EasyBot(key),
        "greedy": lambda key, _budget: GreedyBot(Rng(key)),
        "expert": ExpertBot,
    }


BOTS = _registry()
"""Bot factories by name: (key of the bot's generator, budget) -> bot."""

LEVELS = {"easy": "easy", "normal": "greedy", "hard": "expert"}
"""The bot of each level a player may choose."""
