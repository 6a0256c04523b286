"""Final scoring: complete rows and columns, superstructures, and points from the track."""

from __future__ import annotations

from dataclasses import dataclass

from engine.helsinki.bitboard import COLUMNS, ROWS
from engine.helsinki.player import PlayerState

LINE_POINTS = 2
CROSSING_POINTS = 3
LINE_SUPERSTRUCTURE_POINTS = 1


@dataclass(frozen=True, slots=True)
class Score:
    """A player's score with its breakdown (all values are points, except the line lists)."""

    complete_rows: tuple[int, ...]
    complete_columns: tuple[int, ...]
    rows: int
    columns: int
    crossings: int
    """Superstructures where a complete row crosses a complete column (3 each)."""
    lines: int
    """Other superstructures in a complete row or column (1 each)."""
    actions: int
    dry_roads: int

    @property
    def total(self) -> int:
        points = self.rows + self.columns + self.crossings + self.lines
        return points + self.actions + self.dry_roads

    def to_dict(self) -> dict[str, int]:
        return {
            "rows": self.rows,
            "columns": self.columns,
            "crossings": self.crossings,
            "lines": self.lines,
            "actions": self.actions,
            "dry_roads": self.dry_roads,
            "total": self.total,
        }


def score(player: PlayerState) -> Score:
    """The score the player would have if the game ended now."""
    built = player.built
    rows = tuple(r for r, mask in enumerate(ROWS) if built & mask == mask)
    columns = tuple(c for c, mask in enumerate(COLUMNS) if built & mask == mask)
    row_mask = 0
    for r in rows:
        row_mask |= ROWS[r]
    column_mask = 0
    for c in columns:
        column_mask |= COLUMNS[c]
    crossing = row_mask & column_mask
    ss = player.superstructures
    return Score(
        complete_rows=rows,
        complete_columns=columns,
        rows=LINE_POINTS * len(rows),
        columns=LINE_POINTS * len(columns),
        crossings=CROSSING_POINTS * (ss & crossing).bit_count(),
        lines=LINE_SUPERSTRUCTURE_POINTS * (ss & (row_mask | column_mask) & ~crossing).bit_count(),
        actions=player.points,
        dry_roads=player.bonus,
    )


def winner(scores: list[Score], turn_order: list[int]) -> int:
    """The winning seat: most points; among tied players the one latest in turn order."""
    best = max(s.total for s in scores)
    return [seat for seat in turn_order if scores[seat].total == best][-1]
