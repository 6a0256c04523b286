"""The senate board: the ring of spaces and card slots around the square with its four
buildings, and the players' tokens."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.i18n import building_name
from ui.table.composer import Region, Target
from ui.table.items.base import TableItem
from ui.table.layout import RING_CELL


class SenateSpaceItem(TableItem):
    """One of the 8 senate spaces (clickable when a token may go there)."""

    def __init__(self, space: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-22, -22, 44, 44), parent)
        self.space = space
        self.target = Target(Region.SPACE, space)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(pal.SPACE)
        painter.drawEllipse(self._rect)
        painter.setPen(pal.SPACE_NUMBER)
        pal.text(painter, self._rect, Qt.AlignmentFlag.AlignCenter, str(self.space))
        self.paint_marks(painter, self._rect, round_=True)

    def number_rect(self) -> QRectF:
        """Where the space's number is drawn (item coordinates): tokens stay off it."""
        metrics = QFontMetricsF(pal.font(pal.MAIN_TEXT))
        return metrics.boundingRect(self._rect, int(Qt.AlignmentFlag.AlignCenter), str(self.space))


TOKEN = 26.0
"""A token's diameter."""
TOKEN_OFFSET = 20.0
"""How far a token stands from its space's centre, on each axis: the tokens of up to four
players sit on the four diagonals, around the space's number and clear of it."""


def token_offset(place: int) -> QPointF:
    """Where the token that came ``place``-th to a space stands, from the space's centre."""
    return QPointF(1 if place % 2 else -1, 1 if place // 2 % 2 else -1) * TOKEN_OFFSET


class TokenItem(TableItem):
    """A player's token on the senate ring."""

    def __init__(self, colour: QColor, label: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-TOKEN / 2, -TOKEN / 2, TOKEN, TOKEN), parent)
        self.colour = colour
        self.label = label
        self.setZValue(5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.TOKEN_EDGE, 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        painter.setPen(pal.ink_on(self.colour))
        marks = getattr(self.scene(), "colour_marks", False)  # the number makes room for one
        number = self._rect.translated(-0.1 * TOKEN, 0.06 * TOKEN) if marks else self._rect
        pal.text(painter, number, Qt.AlignmentFlag.AlignCenter, self.label, bold=True)
        if marks:
            pal.paint_player_mark(painter, self._rect, self.colour)




def ring_position(index: int) -> QPointF:
    """Centre of ring position ``index`` (0-15 clockwise from the north-west corner)."""
    p = index % 16
    if p <= 4:
        x, y = p, 0
    elif p <= 8:
        x, y = 4, p - 4
    elif p <= 12:
        x, y = 12 - p, 4
    else:
        x, y = 0, 16 - p
    return QPointF((x + 0.5) * RING_CELL, (y + 0.5) * RING_CELL)


def slot_position(slot: int) -> QPointF:
    return ring_position(2 * slot)


def space_position(space: int) -> QPointF:
    return ring_position(2 * space + 1)


class SenateRingItem(TableItem):
    """The senate board: the square with its four buildings, the ring of spaces and card slots."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, 5 * RING_CELL, 5 * RING_CELL), parent)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(pal.WOOD_EDGE, 2))
        painter.setBrush(pal.BOARD)
        painter.drawRoundedRect(rect, 14, 14)
        # the cobbled square inside the ring
        inner = rect.adjusted(RING_CELL, RING_CELL, -RING_CELL, -RING_CELL)
        painter.setBrush(pal.COBBLES)
        painter.setPen(QPen(pal.COBBLE_EDGE, 1))
        painter.drawRect(inner)
        painter.setPen(QPen(pal.COBBLE_LINE, 1))
        step = 13.0
        y = inner.top() + step
        while y < inner.bottom():
            painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
            y += step
        # the ring path
        ring_pen = QPen(pal.RING_PATH, 10)
        ring_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(ring_pen)
        path = QPainterPath(ring_position(0))
        for i in range(1, 17):
            path.lineTo(ring_position(i))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # buildings, one per side, inside the ring
        for side in range(4):
            self._building(painter, side, inner)

    def _building(self, painter: QPainter, side: int, inner: QRectF) -> None:
        c = inner.center()
        offsets = (QPointF(0, -1), QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0))
        d = inner.width() / 2 - 34
        centre = c + offsets[side] * d
        painter.save()
        painter.translate(centre)
        painter.setPen(QPen(pal.INK, 1.2))
        painter.setBrush(pal.BUILDINGS[side])
        if side == 0:  # cathedral: a body and a green dome with four small domes
            painter.drawRect(QRectF(-38, -8, 76, 22))
            painter.setBrush(pal.DOME)
            painter.drawChord(QRectF(-16, -30, 32, 40), 0, 180 * 16)
            for x in (-32, 24):
                painter.drawChord(QRectF(x, -18, 10, 20), 0, 180 * 16)
        elif side == 1:  # government palace: long facade with a pediment
            painter.drawRect(QRectF(-20, -34, 30, 68))
            painter.setBrush(pal.PALACE_DOOR)
            painter.drawRect(QRectF(-8, -12, 16, 24))
        elif side == 2:  # Sederholm house: small house with a tall roof
            painter.drawRect(QRectF(-20, -14, 40, 24))
            painter.setBrush(pal.HOUSE_ROOF)
            roof = QPainterPath(QPointF(-24, -14))
            roof.lineTo(0, -32)
            roof.lineTo(24, -14)
            roof.closeSubpath()
            painter.drawPath(roof)
        else:  # university: facade with columns
            painter.drawRect(QRectF(-10, -34, 26, 68))
            painter.setPen(QPen(pal.COLUMNS, 2))
            for y in (-24, -12, 0, 12, 24):
                painter.drawLine(QPointF(-6, y), QPointF(12, y))
        painter.restore()
        painter.setPen(pal.INK)
        name = building_name(side)
        if side in (0, 2):
            label = QRectF(centre.x() - 70, centre.y() + (18 if side == 0 else 12), 140, 16)
            pal.text(painter, label, Qt.AlignmentFlag.AlignCenter, name, pal.DETAIL_TEXT, True,
                     detail=True)  # fmt: skip
            return
        painter.save()
        painter.translate(centre.x() + (24 if side == 1 else -20), centre.y())
        painter.rotate(90 if side == 1 else -90)
        pal.text(painter, QRectF(-80, -8, 160, 16), Qt.AlignmentFlag.AlignCenter, name,
                 pal.DETAIL_TEXT, True, detail=True)  # fmt: skip
        painter.restore()
