"""The errors of every rule set: a move the rules refuse now, a text that is no move, options
or a position that cannot be read.

A rule set raises these, or subclasses of them that name its own broken rule
(:class:`~engine.helsinki.game.HelsinkiMoveError`,
:class:`~engine.copenhagen.violation.CopenhagenMoveError`), so that what follows any game (a
record's replay, a session, the network) catches them whichever game it plays.
"""

from __future__ import annotations


class IllegalMoveError(ValueError):
    """A move that the rules do not allow now; ``violation`` (the rule set's own value) says
    which rule it breaks."""

    def __init__(self, move: object, violation: object) -> None:
        super().__init__(f"illegal move {str(move)!r}: {violation}")
        self.move = move
        self.violation = violation


class NotationError(ValueError):
    """A text that is not a move in the rule set's notation."""


class OptionsError(ValueError):
    """Options that do not fit together or are malformed; the message names the field."""


class PositionError(ValueError):
    """A position that cannot be read: malformed, or inconsistent; the message names the line."""
