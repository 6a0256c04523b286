"""The scoring track with its markers, and the score table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.table.items.base import TableItem, paint_panel, paint_wood

LANE = 14.0
"""The height of the strip of a track position where its markers stand, under its number."""


class ScoreTrackItem(TableItem):
    """The scoring track 0-49 (two rows of 25), with one marker per player; its tooltip tells
    what each would score if the game ended now.

    The track is drawn once (device cache); the markers are small child items that move."""

    CELLS = 50
    PER_ROW = 25

    def __init__(self, size: QSizeF, colours: list[QColor],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        self.points: list[int] = []
        self.colours = colours
        self.markers = [TrackMarkerItem(colour, seat, self) for seat, colour in enumerate(colours)]
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_points([0] * len(colours))

    def cell(self, index: int) -> QRectF:
        """The square of track position ``index``: its number above, its markers' lane below."""
        row, col = divmod(index % self.CELLS, self.PER_ROW)
        w = (self._rect.width() - 12) / self.PER_ROW
        h = (self._rect.height() - 12) / 2
        return QRectF(6 + col * w, 6 + row * h, w - 1, h - 1)

    def number_rect(self, index: int) -> QRectF:
        """Where the number of position ``index`` is drawn: the markers never cover it."""
        cell = self.cell(index)
        return QRectF(cell.left(), cell.top(), cell.width(), cell.height() - LANE)

    def lane(self, index: int) -> QRectF:
        """The strip under the number of position ``index``, where its markers stand."""
        cell = self.cell(index)
        return QRectF(cell.left(), cell.bottom() - LANE, cell.width(), LANE)

    def lane_path(self, was: int, now: int) -> list[QPointF]:
        """The centres of the lanes a marker passes from position ``was`` to ``now`` (both
        left out)."""
        step = 1 if now > was else -1
        return [self.lane(i).center() for i in range(was + step, now, step)]

    def set_points(self, points: list[int]) -> None:
        if points == self.points:
            return
        self.points = list(points)
        for value in set(points):
            seats = [seat for seat, p in enumerate(points) if p == value]
            lane = self.lane(value)
            step = min(TrackMarkerItem.SIZE + 1, lane.width() / max(1, len(seats) - 1))
            left = lane.center().x() - step * (len(seats) - 1) / 2
            for k, seat in enumerate(seats):  # side by side, centred under the number
                self.markers[seat].setPos(QPointF(left + k * step, lane.center().y()))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_wood(painter, self._rect, 8)
        line = QPen(pal.WOOD_EDGE, 0.8)
        every = pal.legible(painter, pal.MAIN_TEXT)  # else every fifth number only
        for i in range(self.CELLS):
            r = self.cell(i)
            painter.setPen(line)
            painter.setBrush(pal.TRACK_CELL if i % 5 else pal.TRACK_FIFTH)
            painter.drawRect(r)
            if every or not i % 5:
                painter.setPen(pal.INK)
                pal.text(painter, self.number_rect(i), Qt.AlignmentFlag.AlignCenter, str(i),
                         bold=not i % 5)  # fmt: skip


class TrackMarkerItem(TableItem):
    """A player's marker on the scoring track, with the seat number when legible (its position
    is the marker's centre)."""

    SIZE = LANE - 1

    def __init__(self, colour: QColor, seat: int, parent: QGraphicsItem | None = None) -> None:
        size = self.SIZE
        super().__init__(QRectF(-size / 2, -size / 2, size, size), parent)
        self.colour = colour
        self.label = str(seat + 1)
        self.setZValue(1 + seat)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.TOKEN_EDGE, 1.2))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        painter.setPen(pal.ink_on(self.colour))
        pal.text(painter, self._rect, Qt.AlignmentFlag.AlignCenter, self.label, 9.5, True,
                 detail=True)  # fmt: skip


class ScoreTableItem(TableItem):
    """Every player's score and its breakdown (rows, columns, superstructures, actions, bonus).

    The columns are as wide as their (translated) header and values; the names take the rest.
    """

    MARGIN, GAP, NAME = 10.0, 12.0, 28.0
    HEADER_FONT, CELL_FONT = pal.MAIN_TEXT, pal.MAIN_TEXT
    TOP, ROW = 50.0, 27.0

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, width, self.TOP + 4), parent)
        self.width = width
        self.title = ""
        self.header: list[str] = []
        self.rows: list[tuple[QColor, list[str], bool]] = []
        self.columns: list[tuple[float, float]] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, title: str, header: list[str],
                  rows: list[tuple[QColor, list[str], bool]]) -> None:  # fmt: skip
        if (title, header, rows) != (self.title, self.header, self.rows):
            if len(rows) != len(self.rows):
                self.prepareGeometryChange()
                self._rect = QRectF(0, 0, self.width, self.TOP + 4 + self.ROW * len(rows))
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
        name = self.width - 2 * self.MARGIN - sum(widths)
        self.columns = [(self.MARGIN, name)]
        x = self.MARGIN + name
        for w in widths:
            self.columns.append((x, w))
            x += w

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        for text, (x, w) in zip(self.header, self.columns, strict=False):
            pal.text(painter, QRectF(x, self.TOP - 24, w, 22), left, text, self.HEADER_FONT, True)
        for i, (colour, cells, winner) in enumerate(self.rows):
            y = self.TOP + i * self.ROW
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(self.MARGIN, y + 7, 12, 12))
            painter.setPen(pal.HIGHLIGHT if winner else pal.CHALK)
            font = pal.font(self.CELL_FONT, winner)
            for j, (text, (x, w)) in enumerate(zip(cells, self.columns, strict=False)):
                if j == 0:  # after the colour dot; a long name is shortened
                    x, w = x + self.NAME - self.MARGIN, w - self.NAME + self.MARGIN - 6
                    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, w)
                pal.text(painter, QRectF(x, y, w, 26), left, text, self.CELL_FONT, winner)
