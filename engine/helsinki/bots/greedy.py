"""The greedy bot: looks one turn ahead and scores the outcomes with a heuristic.

At each step the bot makes a :meth:`~engine.helsinki.game.Game.determinized` copy of the game (so it
never sees the pile order nor the other hands), then searches the rest of its own turn: every
token move, drawing, every tile it can build (with the payment that keeps the best hand), every
push and superstructure placement; wild tiles and moved superstructures go where the board
looks best at once, and a forced discard keeps the best hand. Actions are considered only where
the search starts, and at most :data:`NODE_BUDGET` positions are searched per decision. The
outcome of a turn is scored by :mod:`engine.helsinki.bots.evaluation` with the :data:`GREEDY`
weights.

The same-colour bonus has no term of its own. The search plays each push on the determinized
copy, where touching the same colour draws the bonus card from the copy's pile into the hand;
the bonus is thus worth what that card adds to the hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.helsinki.bots.evaluation import GREEDY, Evaluator
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.player import PlayerState
from engine.rng import Rng

NODE_BUDGET = 4000
"""Positions searched per decision at most; past it the rest of the turn is judged as it stands."""

_EVALUATOR = Evaluator(GREEDY)


def hand_value(hand: list[int]) -> float:
    """Worth of cards in hand: their number, and the largest set of one colour (wild cards help)."""
    return _EVALUATOR.hand_value(hand)


def board_value(player: PlayerState) -> float:
    """Points now plus the promise of rows, columns and superstructures not yet complete."""
    return _EVALUATOR.board_value(player)


def evaluate(game: Game, seat: int) -> float:
    """The heuristic worth of the position for ``seat`` (the :data:`GREEDY` weights)."""
    return _EVALUATOR.evaluate(game, seat)


class GreedyBot:
    name = "greedy"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.nodes = 0

    def choose(self, game: Game) -> Move:
        seat = game.to_move
        assert seat is not None, "the game is over"
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if game.phase == Phase.DISCARD and game.discarders:
            return _best_discard(game, seat, moves)
        return best_of(self.values(game))

    def values(self, game: Game) -> Iterator[tuple[float, Move]]:
        """(value, move) of every legal move: the best outcome of the rest of the turn after it,
        on a view of the game the seat to move may know (drawn from the bot's generator)."""
        seat = game.to_move
        assert seat is not None, "the game is over"
        view = game.determinized(seat, self.rng)
        self.nodes = 0
        for move in game.legal_moves():
            if move.kind == Kind.END:
                yield evaluate(view, seat), move
            else:
                child = view.copy()
                child.apply(move)
                yield self._search(child, seat), move

    def _search(self, game: Game, seat: int) -> float:
        """The best heuristic outcome of the rest of ``seat``'s turn (actions left aside)."""
        self.nodes += 1
        if game.to_move != seat or game.discarders or game.is_over or self.nodes > NODE_BUDGET:
            return evaluate(game, seat)
        best = (
            evaluate(game, seat)
            if game.phase == Phase.MAIN and game.drew + game.builds
            else (float("-inf"))
        )
        for move in _candidates(game, seat):
            child = game.copy()
            child.apply(move)
            best = max(best, self._search(child, seat))
        if best == float("-inf"):
            return evaluate(game, seat)
        return best


def best_of(values: Iterable[tuple[float, Move]]) -> Move:
    """The first move of the highest value (by more than rounding errors)."""
    best_move, best_value = None, float("-inf")
    for value, move in values:
        if best_move is None or value > best_value + 1e-9:
            best_move, best_value = move, value
    assert best_move is not None, "no move to choose from"
    return best_move


def _candidates(game: Game, seat: int) -> Iterator[Move]:
    """The moves worth searching: no actions, one payment per tile, one discard.

    Wild tiles and moved superstructures are placed where they look best at once (one ply).
    """
    moves = game.legal_moves()
    if game.phase == Phase.DISCARD:
        yield _best_discard(game, seat, moves)
        return
    if game.phase in (Phase.WILD, Phase.RELOCATE):
        yield max(moves, key=lambda move: _board_after(game, seat, move))
        return
    builds: dict[int, tuple[float, Move]] = {}
    hand = game.players[seat].hand
    for move in moves:
        kind = move.kind
        if kind == Kind.BUILD:
            rest = list(hand)
            for card in move.cards:
                rest.remove(card)
            value = hand_value(rest)
            tile = move.cards[0]
            if tile not in builds or value > builds[tile][0]:
                builds[tile] = (value, move)
        elif kind not in (Kind.ACT, Kind.END):
            yield move
    for _, move in builds.values():
        yield move


def _board_after(game: Game, seat: int, move: Move) -> float:
    child = game.copy()
    child.apply(move)
    return board_value(child.players[seat])


def _best_discard(game: Game, seat: int, moves: list[Move]) -> Move:
    """The discard that keeps the most valuable hand."""
    hand = game.players[seat].hand
    best_move, best_value = moves[0], float("-inf")
    for move in moves:
        if move.kind != Kind.DISCARD:
            continue
        rest = list(hand)
        rest.remove(move.a)
        value = hand_value(rest)
        if value > best_value:
            best_move, best_value = move, value
    return best_move
