"""A quick one-step-ahead policy: the expert's playouts, and how it finishes the turns it tries.

It weighs every legal step by :func:`~engine.copenhagen.evaluation.move_value` (no copies of the
game) and takes the best, the first of equals; a step that reaches 12 points at once. It plays
on the game it is given, which the expert has dealt from its own seat's view.
"""

from __future__ import annotations

from engine.copenhagen.evaluation import WIN_VALUE, move_value, take_values
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.moves import Kind, Move


def best_step(game: CopenhagenGame) -> Move:
    """The legal step of the seat to move that leaves its part of the state worth most."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    takes = 0  # the takes come first
    while takes < len(moves) and moves[takes].kind == Kind.TAKE:
        takes += 1
    best_move, best_value = moves[0], float("-inf")
    if takes:
        player = game.players[game.seat]
        values = take_values(player, game.harbour, [move.a for move in moves[:takes]])
        for move, value in zip(moves, values, strict=False):
            if value > best_value + 1e-9:
                best_move, best_value = move, value
    for move in moves[takes:]:
        value = move_value(game, move)
        if value >= WIN_VALUE:
            return move
        if value > best_value + 1e-9:
            best_move, best_value = move, value
    return best_move


def finish_turn(game: CopenhagenGame, seat: int) -> list[Move]:
    """Play :func:`best_step` while ``seat`` is to move; the steps played."""
    steps = []
    while game.to_move == seat:
        move = best_step(game)
        game.apply(move)
        steps.append(move)
    return steps


def play_turns(game: CopenhagenGame, turns: int) -> None:
    """Play ``turns`` whole turns (fewer if the game ends) with :func:`best_step`."""
    for _ in range(turns):
        seat = game.to_move
        if seat is None:
            return
        while game.to_move == seat:
            game.apply(best_step(game))
