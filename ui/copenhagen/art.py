"""Copenhagen's drawings: facade cells (windows and brick), facade cards with their colour's
mark (colour-blind players tell the five colours by the mark too), tiles, ability tiles and
coats of arms. Colours and marks are Helsinki's, in the same order (red to purple)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from engine.copenhagen.components import WHITE
from ui import palette as pal
from ui.copenhagen.shapes import Cell

SPECIAL_FACE = QColor("#f3efe4")
GLASS = QColor("#bcd7e6")
GLASS_DARK = QColor("#7fa3b8")
FRAME = QColor("#fbf6ea")
MORTAR = QColor(255, 255, 255, 90)
EDGE = QColor(0, 0, 0, 110)
HOUSE = QColor("#e8dcc0")
HOUSE_LINE = QColor("#b3a27c")
COAT = QColor("#c9a227")


def face(colour: int) -> QColor:
    """The colour of a facade of ``colour`` (:data:`WHITE`: a special tile)."""
    return SPECIAL_FACE if colour == WHITE else pal.TILE_COLOURS[colour]


def mark(colour: int) -> str:
    """The colour's mark (the special tiles' is the star)."""
    return pal.TILE_MARKS[colour]


def paint_cell(painter: QPainter, rect: QRectF, colour: int, brick: bool,
               alpha: int = 255) -> None:  # fmt: skip
    """One facade cell: a window in its frame, or brick (rows of bricks, no window)."""
    base = QColor(face(colour))
    base.setAlpha(alpha)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(base)
    painter.drawRect(rect)
    w, h = rect.width(), rect.height()
    if brick:
        dark = base.darker(125)
        dark.setAlpha(alpha)
        painter.setBrush(dark)
        rows = 5
        row_h = h / rows
        for r in range(rows):
            y = rect.top() + r * row_h
            shift = 0.0 if r % 2 else w / 6
            x = rect.left() - shift
            while x < rect.right():
                left = max(x + w * 0.02, rect.left())
                right = min(x + w / 3 - w * 0.02, rect.right())
                if right > left:
                    painter.drawRect(QRectF(left, y + row_h * 0.1, right - left, row_h * 0.8))
                x += w / 3
        return
    window = rect.adjusted(w * 0.22, h * 0.16, -w * 0.22, -h * 0.12)
    frame = QColor(FRAME)
    frame.setAlpha(alpha)
    painter.setBrush(frame)
    painter.drawRoundedRect(window.adjusted(-w * 0.05, -h * 0.05, w * 0.05, h * 0.03),
                            w * 0.06, w * 0.06)  # fmt: skip
    glass = QColor(GLASS)
    glass.setAlpha(alpha)
    painter.setBrush(glass)
    painter.drawRect(window)
    pen = QPen(frame, max(0.8, w * 0.05))
    painter.setPen(pen)
    painter.drawLine(QPointF(window.center().x(), window.top()),
                     QPointF(window.center().x(), window.bottom()))  # fmt: skip
    painter.drawLine(QPointF(window.left(), window.top() + window.height() * 0.4),
                     QPointF(window.right(), window.top() + window.height() * 0.4))  # fmt: skip
    sill = QColor(base.darker(140))
    sill.setAlpha(alpha)
    painter.setPen(QPen(sill, max(0.8, h * 0.05)))
    painter.drawLine(QPointF(window.left() - w * 0.06, window.bottom() + h * 0.05),
                     QPointF(window.right() + w * 0.06, window.bottom() + h * 0.05))  # fmt: skip


def paint_tile(painter: QPainter, origin: QPointF, cell: float, cells: Iterable[Cell],
               brick: Cell, colour: int, alpha: int = 255) -> None:  # fmt: skip
    """A tile whose cell (0, 0) has its lower left corner at ``origin`` (floors go up)."""
    path = QPainterPath()
    for x, y in cells:
        rect = QRectF(origin.x() + x * cell, origin.y() - (y + 1) * cell, cell, cell)
        paint_cell(painter, rect, colour, (x, y) == brick, alpha)
        path.addRect(rect)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(EDGE, max(1.0, cell * 0.05)))
    painter.drawPath(path.simplified())


def paint_card(painter: QPainter, rect: QRectF, colour: int) -> None:
    """A facade card: the colour, a little facade and the colour's mark in two corners."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    painter.setPen(QPen(pal.INK, 1.5))
    painter.setBrush(pal.PAPER)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(4, 4, -4, -4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face(colour))
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    pal.paint_pattern(painter, inner, colour, max(8.0, inner.width() / 6))
    # a facade of two by two cells in the middle, the brick low left
    side = min(inner.width() * 0.6, inner.height() * 0.45) / 2
    left = inner.center().x() - side
    top = inner.center().y() - side * 0.8
    painter.setPen(QPen(pal.INK, 1))
    painter.setBrush(pal.PAPER)
    painter.drawRect(QRectF(left - 2, top - 2, side * 2 + 4, side * 2 + 4))
    for x in range(2):
        for y in range(2):
            paint_cell(painter, QRectF(left + x * side, top + y * side, side, side), colour,
                       (x, y) == (0, 1))  # fmt: skip
    disc = min(inner.width(), inner.height()) * 0.32
    for corner in (QPointF(inner.left() + 2, inner.top() + 2),
                   QPointF(inner.right() - disc - 2, inner.bottom() - disc - 2)):  # fmt: skip
        spot = QRectF(corner, corner + QPointF(disc, disc))
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(pal.WHITE)
        painter.drawEllipse(spot)
        painter.setPen(pal.INK)
        pal.text(painter, spot, Qt.AlignmentFlag.AlignCenter, mark(colour), disc * 0.55, True)


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    painter.setPen(QPen(pal.INK, 1.5))
    painter.setBrush(pal.CARD_BACK)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(pal.CARD_BACK_LINE, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), radius * 0.6, radius * 0.6)


def paint_coat(painter: QPainter, rect: QRectF) -> None:
    """The coat of arms printed on a cell of the house board (a bonus when covered)."""
    pal.paint_coat(painter, rect, COAT)
