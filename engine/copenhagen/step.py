"""What a game of Copenhagen waits for (:class:`Step`), and how it ended (:class:`Ending`)."""

from __future__ import annotations

from enum import IntEnum


class Step(IntEnum):
    """What the game waits for."""

    MAIN = 0
    """Take cards (A) or build (B)."""
    DISCARD = 1
    """Discard down to the hand limit, one card a move."""
    BUILD = 2
    """Build after a take, with Both actions, or end the turn."""
    BONUS = 3
    """Choose a bonus: a special tile, an ability or turning the used ones active again."""
    OVER = 4


class Ending(IntEnum):
    """How the game ended."""

    NONE = 0
    POINTS = 1
    """A player reached 12 points (rule 26)."""
    END_CARD = 2
    """The end card was revealed (rule 28)."""
