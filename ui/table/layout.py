"""Where the regions of the table lie, in scene units.

The table is :data:`HEIGHT` units high and as wide as the view's shape asks (from
:data:`MIN_WIDTH` to :data:`MAX_WIDTH`), so that it fills the window: the view scales it to fit,
and the extra width goes to the hand, the scoring track and the other players' boards.

```
+-------------+-----------------+-------------------+
| senate ring |  large board    | other players'    |
|             |  (in its margin | boards            |
+-------------+   for the ghost +-------------------+
| actions     |   tile)         | since your last   |
|             |                 | turn (recap)      |
|             +-----------------+-------+-----------+
|             | hand                    | supply    |
|             | scoring track                       |
+-------------+-------------------------------------+
```
At the end of the game the final score takes the place of the hand, the supply and the track.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

HEIGHT = 720.0
MIN_WIDTH = 1180.0
MAX_WIDTH = 1600.0
GOOD_WIDTH = 1260.0
"""A width where every region has room: a log beside the table leaves it this shape."""
MARGIN = 8.0
GAP = 8.0

RING_CELL = 88.0
"""A cell of the senate ring (a card slot or a senate space): the ring is 5 cells wide."""
BIG_CELL = 44.0
MAX_SMALL_CELL = 30.0
BORDER = 10.0
"""The board's frame around its grid."""
BAND = 1.1 * BIG_CELL
"""The margin around the large board where the ghost tile waits: nothing else is drawn there."""
PLATE, FOOTER = 32.0, 28.0
"""The name plate above a board and the line of counters under it."""
SMALL_PLATE, SMALL_FOOTER = 26.0, 47.0
"""A small board's counters may take two lines."""
HAND_HEIGHT = 124.0
TRACK_HEIGHT = 78.0
"""Two rows of 25 positions, each a number over a lane for the markers."""
SUPPLY_WIDTH = 340.0
RECAP_HEIGHT = 130.0
"""The least height of the recap of the others' moves, under their boards."""


def board_size(cell: float, band: float = 0.0, small: bool = False) -> QSizeF:
    """The size of a player's board item: plate, margin, frame and grid, margin, counters."""
    plate, footer = (SMALL_PLATE, SMALL_FOOTER) if small else (PLATE, FOOTER)
    side = 7 * cell + 2 * BORDER
    return QSizeF(side + 2 * band, plate + 2 * band + side + footer)


@dataclass(frozen=True)
class Layout:
    """The regions of a table ``width`` units wide, for a game with ``others`` other boards."""

    width: float
    ring: QRectF
    actions: QRectF
    big_board: QPointF
    hand: QRectF
    track: QRectF
    supply: QRectF
    others: tuple[tuple[QPointF, float], ...]
    """(top-left, cell) of each other player's board, in seat order after the large one."""
    recap: QRectF
    """What the others did since the last turn of the player at the table: under their boards."""

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, HEIGHT)

    @property
    def scores(self) -> QRectF:
        """Where the final score goes at the end: the place of the hand, the supply and the
        track."""
        return self.hand.united(self.supply).united(self.track)


def width_for(aspect: float) -> float:
    """The table's width for a view of ``aspect`` (width / height), in steps of 20 units."""
    width = min(MAX_WIDTH, max(MIN_WIDTH, HEIGHT * aspect))
    return math.floor(width / 20) * 20


def table_layout(width: float, others: int) -> Layout:
    """The layout of a table ``width`` units wide (see :func:`width_for`)."""
    width = max(MIN_WIDTH, width)
    ring_side = 5 * RING_CELL
    ring = QRectF(MARGIN, MARGIN, ring_side, ring_side)
    actions = QRectF(MARGIN, ring.bottom() + GAP, ring_side, HEIGHT - MARGIN - ring.bottom() - GAP)
    big = board_size(BIG_CELL, BAND)
    board = QPointF(ring.right() + GAP, MARGIN)
    bottom = QRectF(board.x(), board.y() + big.height() + GAP, width - MARGIN - board.x(), 0)
    bottom.setBottom(HEIGHT - MARGIN)
    hand = QRectF(bottom.left(), bottom.top(), bottom.width() - SUPPLY_WIDTH - GAP, HAND_HEIGHT)
    supply = QRectF(hand.right() + GAP, hand.top(), SUPPLY_WIDTH, HAND_HEIGHT)
    track = QRectF(bottom.left(), bottom.bottom() - TRACK_HEIGHT, bottom.width(), TRACK_HEIGHT)
    column = QRectF(board.x() + big.width() + GAP, MARGIN, 0, 0)
    column.setRight(width - MARGIN)
    column.setBottom(board.y() + big.height())
    area = column.adjusted(0, 0, 0, -RECAP_HEIGHT - GAP)
    boards = _boards(area, others)
    low = max((pos.y() + board_size(cell, small=True).height() for pos, cell in boards),
              default=column.top())  # fmt: skip
    recap = QRectF(column.left(), low + GAP, column.width(), column.bottom() - low - GAP)
    return Layout(width, ring, actions, board, hand, track, supply, boards, recap)


def _boards(area: QRectF, count: int) -> tuple[tuple[QPointF, float], ...]:
    """``count`` boards in a grid over the top of ``area``, as large as fits, each centred in
    its column."""
    if not count:
        return ()
    best: tuple[float, int] = (0.0, 1)
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        w, h = area.width() / columns - GAP, area.height() / rows - GAP
        cell = min((w - 2 * BORDER) / 7, (h - SMALL_PLATE - SMALL_FOOTER - 2 * BORDER) / 7)
        best = max(best, (min(cell, MAX_SMALL_CELL), columns))
    cell, columns = best
    rows = math.ceil(count / columns)
    size = board_size(cell, small=True)
    places = []
    for index in range(count):
        row, col = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        slot_w = area.width() / in_row
        x = area.left() + col * slot_w + (slot_w - size.width()) / 2
        y = area.top() + row * (size.height() + GAP)
        places.append((QPointF(x, y), cell))
    return tuple(places)
