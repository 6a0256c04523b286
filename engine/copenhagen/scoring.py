"""Copenhagen's points and winners (rules 18, 26, 28; decision 12).

A complete floor scores 1, a complete column 2, each doubled when the line has windows only
(special tiles are windows). Points come from the board alone, so the breakdown recomputes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.copenhagen.components import COLUMN_POINTS, FLOOR_POINTS, WINDOWS_FACTOR
from engine.copenhagen.house import COLUMN_MASKS, FLOOR_MASKS, FULL
from engine.copenhagen.player import Player


@dataclass(frozen=True, slots=True)
class Score:
    """A house's points with their breakdown; floors and columns are 0-based indices."""

    floors: tuple[int, ...]
    columns: tuple[int, ...]
    window_floors: tuple[int, ...]
    """Complete floors of windows only (scored double)."""
    window_columns: tuple[int, ...]
    empty_cells: int

    @property
    def floor_points(self) -> int:
        return FLOOR_POINTS * (len(self.floors) + len(self.window_floors) * (WINDOWS_FACTOR - 1))

    @property
    def column_points(self) -> int:
        extra = len(self.window_columns) * (WINDOWS_FACTOR - 1)
        return COLUMN_POINTS * (len(self.columns) + extra)

    @property
    def total(self) -> int:
        return self.floor_points + self.column_points

    def to_dict(self) -> dict[str, object]:
        return {
            "floors": list(self.floors),
            "columns": list(self.columns),
            "window_floors": list(self.window_floors),
            "window_columns": list(self.window_columns),
            "floor_points": self.floor_points,
            "column_points": self.column_points,
            "empty_cells": self.empty_cells,
            "total": self.total,
        }


def score(filled: int, bricks: int) -> Score:
    """The breakdown of a board with ``filled`` cells, ``bricks`` of them brick cells."""
    floors = tuple(f for f, m in enumerate(FLOOR_MASKS) if filled & m == m)
    columns = tuple(c for c, m in enumerate(COLUMN_MASKS) if filled & m == m)
    return Score(
        floors=floors,
        columns=columns,
        window_floors=tuple(f for f in floors if not bricks & FLOOR_MASKS[f]),
        window_columns=tuple(c for c in columns if not bricks & COLUMN_MASKS[c]),
        empty_cells=(FULL & ~filled).bit_count(),
    )


def line_points(filled: int, bricks: int, cells: int) -> int:
    """Points of the lines through ``cells`` that ``filled`` completes (what a placement of
    ``cells`` scores)."""
    points = 0
    for mask in FLOOR_MASKS:
        if cells & mask and filled & mask == mask:
            points += FLOOR_POINTS * (1 if bricks & mask else WINDOWS_FACTOR)
    for mask in COLUMN_MASKS:
        if cells & mask and filled & mask == mask:
            points += COLUMN_POINTS * (1 if bricks & mask else WINDOWS_FACTOR)
    return points


def winners(players: Sequence[Player]) -> tuple[int, ...]:
    """The winning seats: most points, then fewest empty cells; more than one share the win.

    Whoever reaches 12 points ends the game at once, all others below 12: they win alone.
    """

    def rank(seat: int) -> tuple[int, int]:
        player = players[seat]
        return player.points, (player.filled & FULL).bit_count()

    best = max(rank(seat) for seat in range(len(players)))
    return tuple(seat for seat in range(len(players)) if rank(seat) == best)
