"""A Copenhagen player's part of the state: hand, house board and abilities."""

from __future__ import annotations

from engine.copenhagen.components import COLOURS, STARTING_ABILITIES


class Player:
    """``hand``: cards of each colour; ``filled``, ``bricks``: the board's covered cells and
    brick cells; ``colours``: the cells of each colour's tiles, then of the special tiles;
    ``owned``, ``used``: abilities as bit masks (an owned ability is active unless used);
    ``points``: from the lines completed so far."""

    __slots__ = ("bricks", "colours", "filled", "hand", "owned", "points", "used")

    def __init__(self) -> None:
        self.hand = [0] * COLOURS
        self.filled = 0
        self.bricks = 0
        self.colours = [0] * (COLOURS + 1)
        self.owned = STARTING_ABILITIES
        self.used = 0
        self.points = 0

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.hand = self.hand.copy()
        other.filled = self.filled
        other.bricks = self.bricks
        other.colours = self.colours.copy()
        other.owned = self.owned
        other.used = self.used
        other.points = self.points
        return other

    @property
    def active(self) -> int:
        """Abilities owned and not used."""
        return self.owned & ~self.used

    @property
    def hand_size(self) -> int:
        return sum(self.hand)

    def encode(self) -> list[int]:
        return [*self.hand, self.filled, self.bricks, *self.colours, self.owned, self.used,
                self.points]  # fmt: skip
