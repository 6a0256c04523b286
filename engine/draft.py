"""A turn in the making: steps that can be taken back until they reveal something.

A player's steps stay a draft until a step shows what was hidden (a card from the pile, see
:meth:`~engine.rules.GameState.reveals`) or the player ends the turn; then the draft's steps are
*committed*: handed to whoever records and sends them, and no longer taken back. A step that
passes the turn (or ends the game) without revealing anything leaves the draft *complete*: it
waits for :meth:`TurnDraft.confirm` (the player ends the turn) or a take-back. With
``confirm_end`` off, such a step commits at once. Local games and online games use the same
draft, so take-back behaves the same in both.

>>> from engine.helsinki import Game, Move
>>> draft: TurnDraft[Game, Move] = TurnDraft(Game.new(2, 7))
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

from typing import Any, Generic, TypeVar

from engine.errors import IllegalMoveError
from engine.rules import GameMove, GameState

S = TypeVar("S", bound=GameState[Any])
M = TypeVar("M", bound=GameMove)


class TurnDraft(Generic[S, M]):
    """The committed game and the steps played on top of it that may still be taken back."""

    def __init__(self, game: S, confirm_end: bool = True) -> None:
        self.confirm_end = confirm_end
        """Whether a step that ends the turn waits for :meth:`confirm` (else it commits)."""
        self.committed = game.copy()
        """The game as every peer knows it: the steps of the draft are not in it."""
        self.game = game.copy()
        """The game with the draft's steps applied: what the player sees."""
        self.steps: list[M] = []

    @property
    def can_take_back(self) -> bool:
        return bool(self.steps)

    @property
    def complete(self) -> bool:
        """Whether the draft's turn is over (passed on or the game ended), waiting for
        :meth:`confirm` or a take-back."""
        return bool(self.steps) and (self.game.to_move != self.committed.to_move
                                     or self.game.is_over)  # fmt: skip

    def play(self, move: M) -> list[M]:
        """Play a step (checked); returns the steps committed by it, in order (often none). A
        step played on a complete draft (the next seat's) ends its turn: it is committed first.

        Raises :class:`~engine.errors.IllegalMoveError` for an illegal step, changing nothing.
        """
        game = self.game
        if move not in game.legal_moves():
            game.copy().play(move)  # raises the rule set's own error, naming the broken rule
            raise IllegalMoveError(move, "not a legal move now")
        ended = self.commit() if self.complete else []  # the next turn begins: the last is over
        game = self.game
        seat, reveals = game.to_move, game.reveals(move)
        game.apply(move)
        self.steps.append(move)
        if reveals or ((game.to_move != seat or game.is_over) and not self.confirm_end):
            return ended + self.commit()
        return ended

    def confirm(self) -> list[M]:
        """The player ends the turn: a complete draft is committed (its steps returned); an
        incomplete one stays (nothing returned)."""
        return self.commit() if self.complete else []

    def commit(self) -> list[M]:
        """Commit the draft now (the player leaves, a timer runs out); returns its steps."""
        steps, self.steps = self.steps, []
        for move in steps:
            self.committed.apply(move)
        return steps

    def take_back(self) -> M:
        """Undo the last step of the draft and return it; raises ``IndexError`` if none."""
        last = self.steps.pop()
        game = self.committed.copy()
        for move in self.steps:
            game.apply(move)
        self.game = game
        return last

    def reset(self, game: S) -> None:
        """Follow a game that moved on without the draft (another seat's moves arrived)."""
        self.committed = game.copy()
        self.game = game.copy()
        self.steps = []
