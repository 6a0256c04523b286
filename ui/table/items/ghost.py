"""The ghost tile: the tile being pushed, where it waits and where it would stop.

It is drawn over the large board and the margin reserved around it, never beyond: the part of
a waiting tile that reaches past the margin is cut off (the preview on the board shows the whole
tile). The preview marks the coats of arms the push would take and the rows and columns it would
complete.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki import bitboard as bb
from engine.helsinki.components import Side
from ui import palette as pal
from ui.table.ghost import Ghost
from ui.table.items.base import TableItem
from ui.table.items.tiles import paint_tile_cells

Cell = tuple[int, int]


class GhostTileItem(TableItem):
    """The tile being pushed, over a board item (its parent): ``area`` is the board with its
    margin and ``grid`` the grid's origin, both in the parent's coordinates."""

    def __init__(self, colour: int, cell: float, grid: QPointF, area: QRectF,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(area, parent)
        self.colour = colour
        self.cell = cell
        self.grid = grid
        self.ghost: Ghost | None = None
        self.side = Side.N
        self.entry: list[Cell] = []
        """Board (row, col) of the tile waiting outside the edge."""
        self.stop: list[Cell] = []
        """Board (row, col) where it would stop (partly outside when it cannot go in)."""
        self.final = 0
        self.legal = False
        self.covers = 0
        self.rows = 0
        self.columns = 0
        self.setZValue(6)

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def set_ghost(self, ghost: Ghost) -> None:
        """Show where ``ghost`` waits and would stop."""
        self.ghost = ghost
        state = (ghost.side, ghost.entry(), ghost.stop(), ghost.final(), ghost.legal,
                 ghost.covers(), ghost.completes())  # fmt: skip
        old = (self.side, self.entry, self.stop, self.final, self.legal, self.covers,
               (self.rows, self.columns))  # fmt: skip
        if state != old:
            (self.side, self.entry, self.stop, self.final, self.legal, self.covers,
             (self.rows, self.columns)) = state  # fmt: skip
            self.update()

    def outline(self) -> Qt.PenStyle:
        """A legal push is outlined solid, an illegal one dashed (and marked ✔ or ✖)."""
        return Qt.PenStyle.SolidLine if self.legal else Qt.PenStyle.DashLine

    def _corner(self, row: float, col: float) -> QPointF:
        return self.grid + QPointF(col * self.cell, row * self.cell)

    def _cells(self, cells: list[Cell]) -> list[tuple[float, float]]:
        return [(self._corner(r, c).x(), self._corner(r, c).y()) for r, c in cells]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(self._rect)  # the margin is the ghost's: it never goes beyond
        size = self.cell
        self._paint_lines(painter)
        paint_tile_cells(painter, self._cells(self.entry), self.colour, size, opacity=0.85)
        self._paint_arrow(painter)
        paint_tile_cells(painter, self._cells(self.stop), self.colour, size, opacity=0.45)
        self._paint_covers(painter)
        if not self.stop:
            return
        pen = QPen((pal.LEGAL if self.legal else pal.ILLEGAL).darker(130), 4, self.outline())
        path = QPainterPath()
        for x, y in self._cells(self.stop):
            path.addRect(QRectF(x, y, size, size))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawPath(path.simplified())
        # a mark for who cannot tell the outline's colours apart: a tick or a cross
        box = path.boundingRect().intersected(self._rect)
        disc = QRectF(box.center().x() - size * 0.3, box.center().y() - size * 0.3,
                      size * 0.6, size * 0.6)  # fmt: skip
        painter.setPen(QPen(pal.INK, 2))
        painter.setBrush(pal.WHITE)
        painter.drawEllipse(disc)
        painter.setPen(pen.color())
        pal.text(painter, disc, Qt.AlignmentFlag.AlignCenter, "✔" if self.legal else "✖",
                 size * 0.3, True)  # fmt: skip

    def _paint_lines(self, painter: QPainter) -> None:
        """The rows and columns the push would complete."""
        size = self.cell
        painter.setPen(QPen(pal.LINE, max(3.0, size * 0.08), Qt.PenStyle.DashLine))
        painter.setBrush(pal.LINE_FILL)
        for r in range(7):
            if self.rows >> r & 1:
                painter.drawRect(QRectF(self._corner(r, 0), self._corner(r + 1, 7)))
        for c in range(7):
            if self.columns >> c & 1:
                painter.drawRect(QRectF(self._corner(0, c), self._corner(7, c + 1)))

    def _paint_covers(self, painter: QPainter) -> None:
        """The coats of arms the push would take: a ring around each."""
        size = self.cell
        painter.setPen(QPen(pal.HIGHLIGHT, max(3.0, size * 0.09)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for square in bb.squares(self.covers):
            corner = self._corner(square // 7, square % 7)
            painter.drawEllipse(QRectF(corner, corner + QPointF(size, size)).adjusted(
                size * 0.12, size * 0.12, -size * 0.12, -size * 0.12))  # fmt: skip

    def _paint_arrow(self, painter: QPainter) -> None:
        """A straight arrow across the edge, where the tile goes in."""
        if not self.entry:
            return
        rows = [r for r, _ in self.entry]
        cols = [c for _, c in self.entry]
        size = self.cell
        if self.side in (Side.N, Side.S):
            along = (min(cols) + max(cols) + 1) / 2
            edge = 0.0 if self.side == Side.N else 7.0
            inward = 1.0 if self.side == Side.N else -1.0
            tip = self._corner(edge + inward * 0.45, along)
            tail = self._corner(edge - inward * 0.35, along)
        else:
            along = (min(rows) + max(rows) + 1) / 2
            edge = 0.0 if self.side == Side.W else 7.0
            inward = 1.0 if self.side == Side.W else -1.0
            tip = self._corner(along, edge + inward * 0.45)
            tail = self._corner(along, edge - inward * 0.35)
        direction = (tip - tail) / max(1e-6, (tip - tail).manhattanLength())
        normal = QPointF(-direction.y(), direction.x())
        head = QPolygonF([tip, tip - direction * size * 0.28 + normal * size * 0.18,
                          tip - direction * size * 0.28 - normal * size * 0.18])  # fmt: skip
        for colour, width in ((pal.INK, 5.0), (pal.WHITE, 2.5)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(tail, tip - direction * size * 0.2)
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(pal.WHITE)
        painter.drawPolygon(head)
