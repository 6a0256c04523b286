"""Copenhagen's bots: ``random`` (uniform, for tests) and ``greedy`` (one step ahead).

Like Helsinki's (:mod:`engine.bots`), a bot gets the game and answers a legal move for the seat
to move, from what that seat may know: the greedy bot looks at a
:meth:`~engine.copenhagen.game.CopenhagenGame.determinized` copy, never at the deck order or the
other hands. :data:`BOTS` names them; :func:`make_bot` builds one with its own generator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.copenhagen.components import (
    COLUMN_POINTS,
    FLOOR_POINTS,
    WINNING_POINTS,
    Ability,
)
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.house import COAT_FLOOR_MASKS, COAT_MASK, COLUMN_MASKS, FLOOR_MASKS
from engine.copenhagen.moves import Kind, Move
from engine.copenhagen.player import Player
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


ABILITY_VALUE = {
    Ability.ANY: 1.0,
    Ability.EXTRA: 2.5,
    Ability.DISCOUNT: 2.5,
    Ability.COLOURS: 2.0,
    Ability.BOTH: 3.0,
}
"""What an active ability is worth to the greedy bot, in points (a used one: a third)."""
POINT_VALUE = 3.0
CELL_VALUE = 0.6
"""A covered cell, on top of the lines it brings nearer."""
CARD_VALUE = 0.25
"""A card in hand (the largest set of one colour counts once more)."""
WIN_VALUE = 1000.0


def evaluate(game: CopenhagenGame, seat: int) -> float:
    """The heuristic worth of the position for ``seat``: points, lines on their way (more the
    fuller they are), coats of arms within reach, the hand and the abilities."""
    player = game.players[seat]
    if game.is_over:
        return WIN_VALUE if seat in game.winners else -WIN_VALUE + player.points
    value = POINT_VALUE * player.points + board_promise(player) + hand_value(player)
    for ability in Ability:
        if player.owned & ability.bit:
            worth = ABILITY_VALUE[ability]
            value += worth if not player.used & ability.bit else worth / 3
    return value


def board_promise(player: Player) -> float:
    """Incomplete lines by how full they are (squared), and coats of arms already earned."""
    filled = player.filled
    value = 0.0
    for masks, points in ((FLOOR_MASKS, FLOOR_POINTS), (COLUMN_MASKS, COLUMN_POINTS)):
        for mask in masks:
            share = (filled & mask).bit_count() / mask.bit_count()
            if share < 1:
                value += POINT_VALUE * points * share * share
    value += CELL_VALUE * filled.bit_count() + 0.5 * (filled & COAT_MASK).bit_count()
    value += 0.5 * sum(1 for mask in COAT_FLOOR_MASKS if filled & mask == mask)
    return value


def hand_value(player: Player) -> float:
    """Cards are worth building with: their number, and the largest set of one colour."""
    return CARD_VALUE * (player.hand_size + max(player.hand))


class GreedyBot:
    """Plays the move whose outcome, on a determinized view, evaluates best (ties: the first);
    whoever can reach 12 points does."""

    name = "greedy"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, game: CopenhagenGame) -> Move:
        seat = game.to_move
        assert seat is not None, "the game is over"
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        view = game.determinized(seat, self.rng)
        best_move, best_value = moves[0], float("-inf")
        for move in moves:
            child = view.copy()
            child.apply(move)
            value = evaluate(child, seat)
            if move.kind == Kind.BUILD and child.players[seat].points >= WINNING_POINTS:
                return move
            if value > best_value + 1e-9:
                best_move, best_value = move, value
        return best_move


BOTS: dict[str, Callable[[Rng], CopenhagenBot]] = {"random": RandomBot, "greedy": GreedyBot}
"""Copenhagen's bot factories by name: generator -> bot."""


def make_bot(name: str, seed: int | str = 0) -> CopenhagenBot:
    """The bot called ``name`` with its own generator seeded by ``seed``."""
    if name not in BOTS:
        raise ValueError(f"unknown Copenhagen bot {name!r}; bots: {', '.join(BOTS)}")
    return BOTS[name](Rng(seed_key(seed, f"copenhagen-bot-{name}")))
