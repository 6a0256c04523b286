"""Where the regions of the table lie, in scene units."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

SCENE_RECT = QRectF(0, 0, 1720, 1010)
RING_ORIGIN = QPointF(20, 56)
DRAW_PILE = RING_ORIGIN + QPointF(180, 196)
DISCARD_PILE = RING_ORIGIN + QPointF(280, 196)
ACTIONS = QPointF(20, 590)
TRACK = QPointF(17, 830)
HAND = QRectF(572, 776, 486, 226)
SUPPLY = QPointF(1064, 50)
SCORES = QPointF(1064, 560)
BIG_BOARD = QPointF(572, 50)
BIG_CELL = 62.0
SMALL_CELL = 24.0


def small_board(index: int) -> QPointF:
    """Where the ``index``-th other board (1 to 3) lies."""
    return QPointF(1064 + (index - 1) * 216, 268)
