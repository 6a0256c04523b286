"""The tile being pushed, before the push is confirmed (no Qt): its side, orientation and lane,
where it would stop, why it could not, and what it would cover and complete.

Board cells are (row, column) with row 0 north; cells outside the board have a row or column
below 0 or above 6 (the tile waiting at an edge, or stopping half outside).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum

from engine.helsinki import bitboard as bb
from engine.helsinki.bitboard import Cells
from engine.helsinki.components import BOARD_SIZE, TILE_SHAPES, Side
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from engine.helsinki.violation import Violation

SIZE = BOARD_SIZE


class Block(Enum):
    """Why a push cannot be made (see :meth:`Ghost.block`)."""

    NONE = "none"
    SLIDES_OFF = "slides-off"
    """Nothing stops the tile: it would slide off the far edge."""
    STOPS_OUTSIDE = "stops-outside"
    """The tile would stop before it is fully on the board."""
    RULE = "rule"
    """The engine refuses the push (:attr:`Ghost.violation` says why)."""


def normalise(cells: list[tuple[int, int]]) -> Cells:
    min_r = min(r for r, _ in cells)
    min_c = min(c for _, c in cells)
    return tuple(sorted((r - min_r, c - min_c) for r, c in cells))


def board_cells(side: Side, cells: Cells, lane: int, depth: int) -> list[tuple[int, int]]:
    """Board (row, col) of a tile whose leading edge is ``depth`` squares in from edge ``side``
    (0: the tile waits fully outside, next to the edge), first column at ``lane``."""
    height = 1 + max(r for r, _ in cells)
    out = []
    for r, c in cells:
        inward = r - height + depth  # rows in from the edge (negative: outside)
        along = lane + c
        if side == Side.N:
            out.append((inward, along))
        elif side == Side.S:
            out.append((SIZE - 1 - inward, along))
        elif side == Side.W:
            out.append((along, inward))
        else:
            out.append((along, SIZE - 1 - inward))
    return out


def entry_cells(side: Side, cells: Cells, lane: int) -> list[tuple[int, int]]:
    """Board (row, col) of a tile waiting just outside edge ``side`` at ``lane``."""
    return board_cells(side, cells, lane, 0)


def lines_of(built: int) -> tuple[int, int]:
    """Complete rows and columns of ``built`` as bit masks (bit ``i``: row or column ``i``)."""
    rows = sum(1 << i for i, row in enumerate(bb.ROWS) if built & row == row)
    columns = sum(1 << i for i, column in enumerate(bb.COLUMNS) if built & column == column)
    return rows, columns


@dataclass
class Ghost:
    """The tile being pushed: the game after the build (where the push is checked), the
    build to send first (None when the game already waits for the push) and the way in."""

    kind: int
    sides: tuple[Side, ...]
    build: Move | None
    game: Game
    orientation: int = 0
    side_index: int = 0
    lane: int = 0
    orientations: tuple[Cells, ...] = field(default_factory=tuple)

    @staticmethod
    def start(build: Move | None, after: Game, squares: int | None = None) -> Ghost:
        """The ghost of the tile ``after`` waits for, on the first way in that ends on
        ``squares`` (a suggested push), else on the first legal way in (so that it shows a
        placement that works), else on the first way."""
        kind = after.pending_kind
        ghost = Ghost(kind, after.push_sides(), build, after,
                      orientations=bb.orientations(TILE_SHAPES[kind]))  # fmt: skip
        legal = {m.a for m in after.legal_moves() if m.kind == Kind.PUSH}
        wanted = [squares] if squares in legal else []
        for goal in (*wanted, None):
            for side_index in range(len(ghost.sides)):
                for orientation in range(len(ghost.orientations)):
                    ghost.side_index, ghost.orientation = side_index, orientation
                    for lane in range(ghost.lanes()):
                        ghost.lane = lane
                        final = ghost.final()
                        if final in legal and goal in (None, final):
                            return ghost
        ghost.side_index = ghost.orientation = ghost.lane = 0
        return ghost

    @property
    def side(self) -> Side:
        return self.sides[self.side_index]

    @property
    def cells(self) -> Cells:
        return self.orientations[self.orientation]

    @property
    def seat(self) -> int:
        return self.game.seat

    def lanes(self) -> int:
        width = 1 + max(c for _, c in self.cells)
        return SIZE - width + 1

    def slide(self) -> bb.Slide:
        return bb.slides(self.kind, self.side)[self.orientation][self.lane]

    def final(self) -> int:
        """The squares where the push ends, or 0 when it cannot be made."""
        masks, height = self.slide()
        return bb.push(masks, height, self.game.players[self.seat].built)

    def entry(self) -> list[tuple[int, int]]:
        """Where the tile waits, outside the edge."""
        return entry_cells(self.side, self.cells, self.lane)

    def stop(self) -> list[tuple[int, int]]:
        """Where the tile stops (partly outside when it stops too early; against the far edge
        when nothing stops it)."""
        masks, _ = self.slide()
        steps = bb.first_contact(masks, self.game.players[self.seat].built)
        return board_cells(self.side, self.cells, self.lane, min(steps, SIZE))

    def block(self) -> Block:
        masks, height = self.slide()
        k = bb.first_contact(masks, self.game.players[self.seat].built)
        if k == len(masks):
            return Block.SLIDES_OFF
        if k <= height - 1:
            return Block.STOPS_OUTSIDE
        return Block.NONE if Move.push(masks[k - 1]) in self.game.legal_moves() else Block.RULE

    def violation(self) -> Violation:
        """The engine's reason when :meth:`block` is ``Block.RULE``."""
        return self.game.why_illegal(Move.push(self.final()))

    @property
    def legal(self) -> bool:
        return self.block() == Block.NONE

    def covers(self) -> int:
        """Squares of coats of arms the push would take (0 when it cannot be made)."""
        return self.final() & self.game.players[self.seat].coats

    def completes(self) -> tuple[int, int]:
        """Rows and columns (bit masks) the push would complete."""
        final = self.final()
        if not final:
            return 0, 0
        built = self.game.players[self.seat].built
        before, after = lines_of(built), lines_of(built | final)
        return after[0] & ~before[0], after[1] & ~before[1]

    def turn(self, flip: bool, step: int = 1) -> None:
        """Turn the tile a quarter clockwise ``step`` times, or flip it."""
        cells = list(self.cells)
        if flip:
            moved = normalise([(r, -c) for r, c in cells])
        else:
            for _ in range(step % 4):
                cells = [(c, -r) for r, c in cells]
            moved = normalise(cells)
        key = frozenset(moved)
        for i, option in enumerate(self.orientations):
            if frozenset(option) == key:
                self.orientation = i
        self.lane = max(0, min(self.lane, self.lanes() - 1))

    def move_lane(self, step: int) -> None:
        self.set_lane(self.lane + step)

    def set_lane(self, lane: int) -> None:
        self.lane = max(0, min(lane, self.lanes() - 1))

    def next_side(self) -> None:
        self.side_index = (self.side_index + 1) % len(self.sides)
        self.lane = min(self.lane, self.lanes() - 1)

    def lane_under(self, row: float, col: float) -> int:
        """The lane that centres the tile on board position (row, col) (e.g. the pointer)."""
        along = col if self.side in (Side.N, Side.S) else row
        width = 1 + max(c for _, c in self.cells)
        return max(0, min(math.floor(along) - width // 2, self.lanes() - 1))
