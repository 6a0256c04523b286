"""A turn in the making: steps that can be taken back until they reveal something.

A player's steps stay a draft until a step shows what was hidden (a card from the pile, see
:meth:`~engine.game.Game.reveals`), the turn passes to another seat, or the game ends; then the
draft's steps are *committed*: handed to whoever records and sends them, and no longer taken
back. Local games and online games use the same draft, so take-back behaves the same in both.

>>> from engine import Game, Move
>>> draft = TurnDraft(Game.new(2, 7))
>>> draft.play(Move.place(0))
[]
>>> draft.play(Move.move(2))
[]
>>> draft.take_back()
Move.parse('move 2')
>>> draft.play(Move.move(1))
[]
>>> draft.play(Move.draw())  # shows two new display cards: the turn so far is committed
[Move.parse('place 0'), Move.parse('move 1'), Move.parse('draw')]
>>> draft.can_take_back
False
"""

from __future__ import annotations

from engine.game import Game, IllegalMoveError
from engine.moves import Move


class TurnDraft:
    """The committed game and the steps played on top of it that may still be taken back."""

    def __init__(self, game: Game) -> None:
        self.committed = game.copy()
        """The game as every peer knows it: the steps of the draft are not in it."""
        self.game = game.copy()
        """The game with the draft's steps applied: what the player sees."""
        self.steps: list[Move] = []

    @property
    def can_take_back(self) -> bool:
        return bool(self.steps)

    def play(self, move: Move) -> list[Move]:
        """Play a step (checked); returns the steps committed by it, in order (often none).

        Raises :class:`~engine.game.IllegalMoveError` for an illegal step, changing nothing.
        """
        game = self.game
        if move not in game.legal_moves():
            raise IllegalMoveError(move, game.why_illegal(move))
        seat, reveals = game.to_move, game.reveals(move)
        game.apply(move)
        self.steps.append(move)
        if reveals or game.to_move != seat or game.is_over:
            return self.commit()
        return []

    def commit(self) -> list[Move]:
        """Commit the draft now (the player leaves, a timer runs out); returns its steps."""
        steps, self.steps = self.steps, []
        for move in steps:
            self.committed.apply(move)
        return steps

    def take_back(self) -> Move:
        """Undo the last step of the draft and return it; raises ``IndexError`` if none."""
        last = self.steps.pop()
        game = self.committed.copy()
        for move in self.steps:
            game.apply(move)
        self.game = game
        return last

    def reset(self, game: Game) -> None:
        """Follow a game that moved on without the draft (another seat's moves arrived)."""
        self.committed = game.copy()
        self.game = game.copy()
        self.steps = []
