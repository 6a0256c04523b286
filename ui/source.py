"""Where a game page's game comes from and where its player's moves go.

The game page talks to a :class:`TableSource` only: it shows :meth:`TableSource.game` after
every ``state_changed``, hands the player's moves to :meth:`TableSource.submit` and asks for
:meth:`TableSource.take_back`. The client implements it for a local game (hot seat and bots) and
for a network game, so the table does not care where moves come from.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.record import Record, Seat


class TableSource(QObject):
    """The source of a table's moves and the sink of its player's moves."""

    move_played = Signal(int, object, object)
    """(index, Move, game before the move): a move was applied; ``game()`` is the state after."""
    taken_back = Signal(int)
    """(index): the step at ``index`` was taken back; ``game()`` is the state before it."""
    state_changed = Signal()
    problem = Signal(str)
    """A move was refused (why, in the player's language)."""
    warning = Signal(str)
    """Something went wrong that the game survives (a sentence; "" when it is over again)."""
    finished = Signal()
    suggested = Signal(object)
    """(list of Move): the suggested step for the seat to move (a build comes with its push),
    or an empty list when no suggestion came (stopped, failed, or the game went on)."""

    def game(self) -> Game:
        """The current state (read-only: copy it before changing anything)."""
        raise NotImplementedError

    def seats(self) -> list[Seat]:
        raise NotImplementedError

    def local_seats(self) -> set[int]:
        """Seats played by people at this computer."""
        raise NotImplementedError

    def record(self) -> Record:
        raise NotImplementedError

    def submit(self, move: Move) -> None:
        """A move chosen by a local player (refused with ``problem`` when not theirs or illegal)."""
        raise NotImplementedError

    @property
    def can_take_back(self) -> bool:
        """Whether the local player's last step can still be taken back."""
        return False

    def take_back(self) -> None:
        """Take the local player's last step back (nothing when :attr:`can_take_back` is
        false)."""

    @property
    def confirming_seat(self) -> int | None:
        """The local seat whose turn is over on the table but waits for its player to end it
        (:meth:`confirm_turn`) or take its last step back (nobody else has seen it yet); None
        when no turn waits."""
        return None

    @property
    def awaiting_confirmation(self) -> bool:
        return self.confirming_seat is not None

    def confirm_turn(self) -> None:
        """End the turn that waits for the confirmation (nothing when none waits)."""

    @property
    def can_suggest(self) -> bool:
        """Whether this source can suggest moves to its players (a local game)."""
        return False

    @property
    def suggesting(self) -> bool:
        """Whether a suggestion is being thought about."""
        return False

    def suggest(self) -> None:
        """Think about a move for the seat to move, from what that seat may know; the answer
        comes in ``suggested``."""

    def stop_suggesting(self) -> None:
        """Stop the suggestion under way at once (``suggested`` then tells an empty list)."""

    def close(self) -> None:
        """Stop (bots stop thinking); the source is not used again."""
