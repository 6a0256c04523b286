"""The ghost tile: the tile being pushed, where it waits and where it would stop."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine import bitboard as bb
from ui import palette as pal
from ui.table.items.base import TableItem
from ui.table.items.tiles import paint_tile_cells


class GhostTileItem(TableItem):
    """The tile being pushed: where it enters (outside the board) and where it would stop."""

    def __init__(self, colour: int, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-4 * cell, -4 * cell, 15 * cell, 15 * cell), parent)
        self.colour = colour
        self.cell = cell
        self.entry: list[tuple[int, int]] = []
        self.final = 0
        self.legal = False
        self.ghost: object = None  # the scene's ghost this item shows
        self.setZValue(6)

    def set_state(self, entry: list[tuple[int, int]], final: int, legal: bool) -> None:
        self.entry, self.final, self.legal = entry, final, legal
        self.update()

    def outline(self) -> Qt.PenStyle:
        """A legal push is outlined solid, an illegal one dashed (and marked ✔ or ✖)."""
        return Qt.PenStyle.SolidLine if self.legal else Qt.PenStyle.DashLine

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.cell
        paint_tile_cells(painter, [(c * size, r * size) for r, c in self.entry], self.colour,
                         size, opacity=0.85)  # fmt: skip
        pen = QPen((pal.LEGAL if self.legal else pal.ILLEGAL).darker(130), 4, self.outline())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shown = [(c * size, r * size) for r, c in self.entry]
        if self.final:
            shown = [((s % 7) * size, (s // 7) * size) for s in bb.squares(self.final)]
            paint_tile_cells(painter, shown, self.colour, size, opacity=0.45)
        if shown:
            path = QPainterPath()
            for x, y in shown:
                path.addRect(QRectF(x, y, size, size))
            painter.setPen(pen)
            painter.drawPath(path.simplified())
            # a mark for who cannot tell the outline's colours apart: a tick or a cross
            box = path.boundingRect()
            disc = QRectF(box.center().x() - size * 0.3, box.center().y() - size * 0.3,
                          size * 0.6, size * 0.6)  # fmt: skip
            painter.setPen(QPen(pal.INK, 2))
            painter.setBrush(pal.WHITE)
            painter.drawEllipse(disc)
            painter.setPen(pen.color())
            painter.setFont(pal.font(size * 0.28, True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "✔" if self.legal else "✖")
        if self.entry:
            # an arrow from the entry position toward the board
            xs = [c for _, c in self.entry]
            ys = [r for r, _ in self.entry]
            centre = QPointF((min(xs) + max(xs) + 1) / 2 * size, (min(ys) + max(ys) + 1) / 2 * size)
            target = QPointF(3.5 * size, 3.5 * size)
            direction = target - centre
            length = math.hypot(direction.x(), direction.y()) or 1.0
            unit = direction / length
            tip = centre + unit * size * 1.2
            painter.setPen(QPen(pal.WHITE, 3))
            painter.drawLine(centre, tip)
