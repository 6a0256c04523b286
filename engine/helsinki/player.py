"""What one player has: token, hand, board (as bitboards), coats of arms, points."""

from __future__ import annotations

from engine.helsinki.bitboard import bit, mask_of
from engine.helsinki.components import COATS_OF_ARMS, STATUE, WILD


class PlayerState:
    """One seat's part of the game state. Mutated only by :class:`engine.helsinki.game.Game`.

    ``built`` holds every built square, the statue included; ``colours[c]`` the squares of
    tiles of colour ``c`` (``colours[WILD]`` the wild tiles); ``tiles`` the (colour, squares) of
    every tile in the order they were built; ``superstructures`` and ``coats`` are masks.
    """

    __slots__ = (
        "bonus",
        "built",
        "coats",
        "colours",
        "hand",
        "meadow",
        "nolimit_until",
        "points",
        "space",
        "superstructures",
        "tiles",
        "used",
    )

    def __init__(self) -> None:
        self.space = -1
        self.hand: list[int] = []
        self.built = bit(STATUE)
        self.colours = [0] * (WILD + 1)
        self.tiles: list[tuple[int, int]] = []
        self.superstructures = 0
        self.coats = mask_of(COATS_OF_ARMS)
        self.meadow = 0
        self.used = 0
        self.points = 0
        self.bonus = 0
        self.nolimit_until = -1

    def copy(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.space = self.space
        other.hand = self.hand.copy()
        other.built = self.built
        other.colours = self.colours.copy()
        other.tiles = self.tiles.copy()
        other.superstructures = self.superstructures
        other.coats = self.coats
        other.meadow = self.meadow
        other.used = self.used
        other.points = self.points
        other.bonus = self.bonus
        other.nolimit_until = self.nolimit_until
        return other

    @property
    def roofs(self) -> int:
        """Squares of built tiles (pavilions and wild tiles), the statue excluded."""
        return self.built & ~bit(STATUE)

    @property
    def track(self) -> int:
        """Points on the scoring track during the game (actions and the Dry roads bonus)."""
        return self.points + self.bonus

    def encode(self) -> list[int]:
        """The canonical integers of this player's state (see ``Game.encode``)."""
        out = [self.space, len(self.hand), *self.hand, self.built, *self.colours, len(self.tiles)]
        for colour, mask in self.tiles:
            out += (colour, mask)
        out += (
            self.superstructures,
            self.coats,
            self.meadow,
            self.used,
            self.points,
            self.bonus,
            self.nolimit_until,
        )
        return out
