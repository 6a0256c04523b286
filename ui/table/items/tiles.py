"""Tiles and superstructures: the drawing of a tile's squares (boards, supply, cards, the
ghost tile), a tile built on a board, a superstructure on a roof."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    WILD,
)
from ui import palette as pal
from ui.table.items.base import TableItem


def paint_tile_cells(
    painter: QPainter,
    cells: list[tuple[float, float]],
    colour: int,
    size: float,
    opacity: float = 1.0,
    roofs: bool = True,
) -> None:
    """A tile made of squares at the given top-left corners, with its outline and roofs (within
    the painter's clip, if it has one)."""
    painter.save()
    painter.setOpacity(opacity)
    path = QPainterPath()
    for x, y in cells:
        path.addRect(QRectF(x, y, size, size))
    path = path.simplified()
    painter.save()
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    for x, y in cells:
        pal.paint_pattern(painter, QRectF(x, y, size, size), colour, size / 4)
    painter.restore()
    if roofs and colour != WILD:
        for x, y in cells:
            pal.paint_roof(painter, QRectF(x, y, size, size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pal.INK, max(1.0, size * 0.05)))
    painter.drawPath(path)
    painter.restore()


class TileItem(TableItem):
    """A pavilion or wild tile built on a player board.

    Its origin is the board grid's origin; its bounding rectangle is only the tile's squares,
    so that its device cache and its repaints stay small."""

    def __init__(self, colour: int, mask: int, cell: float,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        squares = list(bb.squares(mask))
        rows = [s // 7 for s in squares]
        cols = [s % 7 for s in squares]
        rect = QRectF(min(cols) * cell, min(rows) * cell, (max(cols) - min(cols) + 1) * cell,
                      (max(rows) - min(rows) + 1) * cell)  # fmt: skip
        super().__init__(rect, parent)
        self.colour = colour
        self.mask = mask
        self.cell = cell
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        size = self.cell
        cells = [((s % 7) * size, (s // 7) * size) for s in bb.squares(self.mask)]
        paint_tile_cells(painter, cells, self.colour, size)


class SuperstructureItem(TableItem):
    """A superstructure standing on a roof."""

    def __init__(self, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, cell, cell), parent)
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal.paint_superstructure(painter, self._rect.adjusted(2, 8, -2, 8))
        self.paint_marks(painter, self._rect.adjusted(3, 3, -3, -3))
