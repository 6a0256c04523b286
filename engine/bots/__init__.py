"""Bots: players that choose moves from what their seat may know.

A bot gets the game and answers a legal move for the seat to move. Bots that search look at
:meth:`engine.game.Game.determinized` copies, never at the pile order or the other hands.

:data:`BOTS` names them: ``random`` (uniform, for tests), ``easy`` (greedy with mistakes),
``greedy`` and ``expert`` (a search with a time or iteration budget). :data:`LEVELS` maps the
levels a player chooses from to bots. A :class:`BotSpec` says which bot, with which seed and
budget, in a value that pickles (the thinker sends it to its worker process).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from engine.bots.expert import DEFAULT_THINK_MS, Budget
from engine.game import Game
from engine.moves import Move
from engine.rng import seed_key


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> Move:
        """A legal move for ``game.to_move``."""
        ...


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A bot by name, its seed and, for bots that search, its budget per decision (wall time
    in milliseconds or iterations; neither: :data:`DEFAULT_THINK_MS`), and the rule set whose
    games it plays (:func:`engine.bot_keeper.build_bot` builds any rule set's; :meth:`build`
    Helsinki's)."""

    name: str
    seed: int | str = 0
    think_ms: float | None = None
    think_iters: int | None = None
    rules: str = "helsinki"

    def __post_init__(self) -> None:
        Budget(self.think_ms, self.think_iters)  # a malformed budget raises ValueError

    def check(self) -> None:
        """Raise ``ValueError`` unless :data:`BOTS` has a bot of this name."""
        if self.name not in BOTS:
            raise ValueError(f"unknown bot {self.name!r}; bots: {', '.join(BOTS)}")

    @property
    def budget(self) -> Budget:
        if self.think_ms is None and self.think_iters is None:
            return Budget(think_ms=DEFAULT_THINK_MS)
        return Budget(self.think_ms, self.think_iters)

    def build(self) -> Bot:
        """A new Helsinki bot as specified (``ValueError`` for an unknown name)."""
        self.check()
        return BOTS[self.name](seed_key(self.seed, f"bot-{self.name}"), self.budget)


def make_bot(
    name: str,
    seed: int | str = 0,
    *,
    think_ms: float | None = None,
    think_iters: int | None = None,
) -> Bot:
    """The bot called ``name`` (see :data:`BOTS`), with its own generator seeded by ``seed``
    and, when it searches, a budget per decision (:class:`BotSpec`)."""
    return BotSpec(name, seed, think_ms, think_iters).build()


def _registry() -> dict[str, Callable[[bytes, Budget], Bot]]:
    from engine.bots.easy import EasyBot
    from engine.bots.expert import ExpertBot
    from engine.bots.greedy import GreedyBot
    from engine.bots.random_bot import RandomBot
    from engine.rng import Rng

    return {
        "random": lambda key, _budget: RandomBot(Rng(key)),
        "easy": lambda key, _budget: EasyBot(key),
        "greedy": lambda key, _budget: GreedyBot(Rng(key)),
        "expert": ExpertBot,
    }


BOTS = _registry()
"""Bot factories by name: (key of the bot's generator, budget) -> bot."""

SEARCHING = frozenset({"expert"})
"""The bots that think for their budget; the others answer within milliseconds."""

LEVELS = {"easy": "easy", "normal": "greedy", "hard": "expert"}
"""The bot of each level a player may choose."""
