"""Colours, patterns and fonts of the table. Every tile colour also has a pattern and a mark,
so that colour-blind players can tell the tiles apart."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen

from engine.components import WILD

TILE_COLOURS = (
    QColor("#d2453b"),  # red
    QColor("#f2c230"),  # yellow
    QColor("#4c9a4a"),  # green
    QColor("#3a78c2"),  # blue
    QColor("#8a4fa8"),  # purple
    QColor("#e9e3d3"),  # wild
)
TILE_PATTERNS = (
    Qt.BrushStyle.BDiagPattern,  # red: diagonal lines
    Qt.BrushStyle.Dense6Pattern,  # yellow: dots
    Qt.BrushStyle.HorPattern,  # green: horizontal lines
    Qt.BrushStyle.VerPattern,  # blue: vertical lines
    Qt.BrushStyle.DiagCrossPattern,  # purple: cross-hatch
    Qt.BrushStyle.NoBrush,  # wild: a star mark instead
)
TILE_MARKS = ("◆", "●", "▲", "■", "✚", "★")
"""A mark per colour, drawn on cards and in the supply."""

PLAYER_COLOURS = (QColor("#c0392b"), QColor("#27ae60"), QColor("#2e6fd8"), QColor("#e0b000"))
"""Red, green, blue, yellow (player colours, not pavilion colours)."""

TABLE = QColor("#2f4f3a")
BOARD = QColor("#d9cfb4")
BOARD_DARK = QColor("#b8ab8a")
GRID = QColor("#8f8465")
INK = QColor("#2b2b2b")
PAPER = QColor("#fbf8f0")
HIGHLIGHT = QColor("#ffe14d")
LEGAL = QColor(80, 220, 120, 170)
ILLEGAL = QColor(230, 60, 60, 170)
ROOF = QColor(255, 255, 255, 70)


def tile_colour(colour: int) -> QColor:
    return TILE_COLOURS[colour]


@functools.cache
def font(size: float, bold: bool = False) -> QFont:
    """The table's font (shared: copy it before changing it)."""
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def paint_pattern(painter: QPainter, rect: QRectF, colour: int, scale: float = 1.0) -> None:
    """Fill ``rect`` with the colour of a tile and overlay its pattern."""
    painter.fillRect(rect, TILE_COLOURS[colour])
    style = TILE_PATTERNS[colour]
    if style != Qt.BrushStyle.NoBrush:
        brush = QBrush(QColor(0, 0, 0, 70), style)
        brush.setTransform(brush.transform().scale(max(1.0, scale), max(1.0, scale)))
        painter.fillRect(rect, brush)
    if colour == WILD:
        paint_star(painter, rect.center(), rect.width() * 0.28, QColor("#8a7a50"))


def paint_star(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    path = QPainterPath()
    import math

    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def paint_roof(painter: QPainter, rect: QRectF) -> None:
    """A small pavilion roof (a triangle) in the middle of a tile square."""
    w = rect.width()
    path = QPainterPath()
    path.moveTo(rect.center().x(), rect.top() + w * 0.22)
    path.lineTo(rect.left() + w * 0.25, rect.top() + w * 0.5)
    path.lineTo(rect.right() - w * 0.25, rect.top() + w * 0.5)
    path.closeSubpath()
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(0.5, w * 0.02)))
    painter.setBrush(ROOF)
    painter.drawPath(path)


def paint_superstructure(painter: QPainter, rect: QRectF) -> None:
    """A superstructure: a small white tower with a dome."""
    w = rect.width()
    c = rect.center()
    body = QRectF(c.x() - w * 0.16, c.y() - w * 0.05, w * 0.32, w * 0.3)
    painter.setPen(QPen(INK, max(0.6, w * 0.03)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRect(body)
    painter.drawChord(QRectF(c.x() - w * 0.2, c.y() - w * 0.28, w * 0.4, w * 0.46), 0, 180 * 16)


def paint_coat(painter: QPainter, rect: QRectF, fill: QColor) -> None:
    """A coat of arms: a small shield."""
    w = rect.width()
    h = rect.height()
    path = QPainterPath()
    path.moveTo(rect.left(), rect.top())
    path.lineTo(rect.right(), rect.top())
    path.lineTo(rect.right(), rect.top() + h * 0.55)
    path.quadTo(rect.right(), rect.bottom(), rect.center().x(), rect.bottom())
    path.quadTo(rect.left(), rect.bottom(), rect.left(), rect.top() + h * 0.55)
    path.closeSubpath()
    painter.setPen(QPen(INK, max(0.6, w * 0.06)))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#ffffff"), max(0.6, w * 0.08)))
    painter.drawLine(QPointF(rect.center().x(), rect.top() + h * 0.2),
                     QPointF(rect.center().x(), rect.top() + h * 0.75))  # fmt: skip
