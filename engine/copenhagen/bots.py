"""Copenhagen's bots: ``random`` (uniform, for tests), ``easy`` (greedy with mistakes),
``greedy`` (one step ahead) and ``expert`` (a search, :mod:`engine.copenhagen.expert`).

Like Helsinki's (:mod:`engine.helsinki.bots`), a bot gets the game and answers a legal move for the
seat to move, from what that seat may know: the greedy bot looks at a
:meth:`~engine.copenhagen.game.CopenhagenGame.determinized` copy, never at the deck order or the
other hands. :data:`BOTS` names them, :data:`LEVELS` maps the levels a player chooses from to
them; :func:`make_bot` builds one with its own generator and budget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from hashlib import blake2b
from typing import Protocol

from engine.bot import DEFAULT_THINK_MS, Budget
from engine.copenhagen.components import WINNING_POINTS
from engine.copenhagen.evaluation import evaluate
from engine.copenhagen.expert import ExpertBot
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.moves import Kind, Move
from engine.rng import Rng, seed_key


class CopenhagenBot(Protocol):
    name: str

    def choose(self, game: CopenhagenGame) -> Move:
        """A legal move for ``game.to_move``."""
        ...


class RandomBot:
    """Uniform among the legal moves."""

    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, game: CopenhagenGame) -> Move:
        moves = game.legal_moves()
        return moves[self.rng.below(len(moves))]


class GreedyBot:
    """Plays the move whose outcome, on a determinized view, evaluates best (ties: the first);
    whoever can reach 12 points does."""

    name = "greedy"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, game: CopenhagenGame) -> Move:
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        best_move, best_value = moves[0], float("-inf")
        for value, move in self.values(game):
            if value == WINNING:
                return move
            if value > best_value + 1e-9:
                best_move, best_value = move, value
        return best_move

    def values(self, game: CopenhagenGame) -> Iterator[tuple[float, Move]]:
        """Every legal move with its outcome's value, in the order of the legal moves; a build
        that reaches 12 points is worth :data:`WINNING`."""
        seat = game.to_move
        assert seat is not None, "the game is over"
        view = game.determinized(seat, self.rng)
        for move in game.legal_moves():
            child = view.copy()
            child.apply(move)
            if move.kind == Kind.BUILD and child.players[seat].points >= WINNING_POINTS:
                yield WINNING, move
            else:
                yield evaluate(child, seat), move


WINNING = float("inf")
"""The greedy bot's value of a build that wins at once."""


class EasyBot:
    """The greedy bot, with mistakes: with the probability :data:`MISTAKE_RATE` it takes one of
    the :data:`WEAKER_CHOICES` next best moves by the greedy bot's values instead, uniformly.
    Every decision draws from a generator keyed by the bot's key and the game's ply, so it does
    not depend on the decisions made before it."""

    name = "easy"

    def __init__(self, key: bytes) -> None:
        self.key = key

    def choose(self, game: CopenhagenGame) -> Move:
        moves = game.legal_moves()
        rng = Rng(blake2b(game.ply.to_bytes(4, "little"), key=self.key, digest_size=32).digest())
        greedy = GreedyBot(rng)
        if len(moves) == 1:
            return moves[0]
        values = list(greedy.values(game))
        best = max(values, key=lambda item: item[0])  # the first of the best, as greedy
        if rng.below(1000) >= MISTAKE_RATE * 1000:
            return best[1]
        values.sort(key=lambda item: -item[0])
        weaker = [move for _, move in values if move != best[1]][:WEAKER_CHOICES]
        return weaker[rng.below(len(weaker))]


MISTAKE_RATE = 0.3
"""The share of decisions where the easy bot does not take the greedy bot's move."""
WEAKER_CHOICES = 3
"""How many of the next best moves a mistake chooses among."""

BOTS: dict[str, Callable[[bytes, Budget], CopenhagenBot]] = {
    "random": lambda key, _budget: RandomBot(Rng(key)),
    "easy": lambda key, _budget: EasyBot(key),
    "greedy": lambda key, _budget: GreedyBot(Rng(key)),
    "expert": lambda key, budget: ExpertBot(key, budget),
}
"""Copenhagen's bot factories by name: (key of the bot's generator, budget) -> bot."""

LEVELS = {"easy": "easy", "normal": "greedy", "hard": "expert"}
"""The bot of each level a player may choose."""


def make_bot(
    name: str,
    seed: int | str = 0,
    *,
    think_ms: float | None = None,
    think_iters: int | None = None,
) -> CopenhagenBot:
    """The bot called ``name`` with its own generator seeded by ``seed`` and, when it searches,
    a budget per decision (wall time or iterations; neither: the expert's default time)."""
    if name not in BOTS:
        raise ValueError(f"unknown Copenhagen bot {name!r}; bots: {', '.join(BOTS)}")
    budget = Budget(think_ms, think_iters)
    if think_ms is None and think_iters is None:
        budget = Budget(think_ms=DEFAULT_THINK_MS)
    return BOTS[name](seed_key(seed, f"copenhagen-bot-{name}"), budget)
