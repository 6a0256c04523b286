"""The scoring track with its markers, and the score table."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.table.items.base import TableItem, paint_panel


class ScoreTrackItem(TableItem):
    """The scoring track 0-49 (two rows), with one marker per player.

    The track is drawn once (device cache); the markers are small child items that move."""

    CELLS = 50

    def __init__(self, points: list[int], colours: list[QColor],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, 526, 84), parent)
        self.points: list[int] = []
        self.colours = colours
        self.markers = [TrackMarkerItem(colour, seat, self) for seat, colour in enumerate(colours)]
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_points(points)

    def set_points(self, points: list[int]) -> None:
        if points == self.points:
            return
        self.points = list(points)
        w = (self._rect.width() - 12) / 25
        for seat, (value, marker) in enumerate(zip(points, self.markers, strict=True)):
            row, col = divmod(value % self.CELLS, 25)
            marker.setPos(6 + col * w + w / 2 + (seat % 2) * 10 - 5,
                          8 + row * 36 + 15 + (seat // 2) * 9)  # fmt: skip

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.WOOD_EDGE, 2))
        painter.setBrush(pal.WOOD)
        painter.drawRoundedRect(self._rect, 8, 8)
        w = (self._rect.width() - 12) / 25
        line = QPen(pal.WOOD_EDGE, 0.8)
        size = min(12.0, pal.legible_points(painter))  # too small: every fifth number, larger
        for i in range(self.CELLS):
            row, col = divmod(i, 25)
            r = QRectF(6 + col * w, 8 + row * 36, w - 1, 30)
            painter.setPen(line)
            painter.setBrush(pal.TRACK_CELL if i % 5 else pal.TRACK_FIFTH)
            painter.drawRect(r)
            if size <= 6.5 or not i % 5:
                painter.setPen(pal.INK)
                painter.setFont(pal.font(max(6.5, size)))
                painter.drawText(r.adjusted(-4, 1, 4, 0),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                 str(i))  # fmt: skip


class TrackMarkerItem(TableItem):
    """A player's marker on the scoring track, with the seat number (its position is the
    marker's centre)."""

    def __init__(self, colour: QColor, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-5.5, -5.5, 11, 11), parent)
        self.colour = colour
        self.label = str(seat + 1)
        self.setZValue(1 + seat)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.TOKEN_EDGE, 1))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        painter.setPen(pal.WHITE)
        painter.setFont(pal.font(5.5, True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.label)


class ScoreTableItem(TableItem):
    """Every player's score and its breakdown (rows, columns, superstructures, actions, bonus).

    The columns are as wide as their (translated) header and values; the names take the rest.
    """

    WIDTH, MARGIN, GAP, NAME = 640.0, 10.0, 14.0, 28.0
    HEADER_FONT, CELL_FONT = 8.5, 9.0

    def __init__(self, title: str, header: list[str], rows: list[tuple[QColor, list[str], bool]],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, self.WIDTH, 60 + 30 * len(rows)), parent)
        self.title = title
        self.header = header
        self.rows = rows
        self.columns: list[tuple[float, float]] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._layout()

    def set_state(self, title: str, header: list[str],
                  rows: list[tuple[QColor, list[str], bool]]) -> None:  # fmt: skip
        if (title, header, rows) != (self.title, self.header, self.rows):
            if len(rows) != len(self.rows):
                self.prepareGeometryChange()
                self._rect = QRectF(0, 0, self.WIDTH, 60 + 30 * len(rows))
            self.title, self.header, self.rows = title, header, rows
            self._layout()
            self.update()

    def _layout(self) -> None:
        """(x, width) of each column: the numbers from their texts, the name column the rest."""
        head = QFontMetricsF(pal.font(self.HEADER_FONT, True))
        cell = QFontMetricsF(pal.font(self.CELL_FONT, True))
        widths = []
        for j, text in enumerate(self.header[1:], start=1):
            values = [cell.horizontalAdvance(c[j]) for _, c, _ in self.rows if j < len(c)]
            widths.append(max([head.horizontalAdvance(text), *values]) + self.GAP)
        name = self.WIDTH - 2 * self.MARGIN - sum(widths)
        self.columns = [(self.MARGIN, name)]
        x = self.MARGIN + name
        for w in widths:
            self.columns.append((x, w))
            x += w

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
        painter.setFont(pal.font(self.HEADER_FONT, True))
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        for text, (x, w) in zip(self.header, self.columns, strict=False):
            painter.drawText(QRectF(x, 28, w, 20), left, text)
        for i, (colour, cells, winner) in enumerate(self.rows):
            y = 52 + i * 30
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(self.MARGIN, y + 7, 12, 12))
            painter.setPen(pal.HIGHLIGHT if winner else pal.CHALK)
            font = pal.font(self.CELL_FONT, winner)
            painter.setFont(font)
            for j, (text, (x, w)) in enumerate(zip(cells, self.columns, strict=False)):
                if j == 0:  # after the colour dot; a long name is shortened
                    x, w = x + self.NAME - self.MARGIN, w - self.NAME + self.MARGIN - 6
                    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, w)
                painter.drawText(QRectF(x, y, w, 26), left, text)
