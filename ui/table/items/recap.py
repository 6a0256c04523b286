"""The recap beside the other players' boards: what they did since the last turn of the player
at the table, one entry per turn in its player's colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.table.items.base import TITLE, TableItem, paint_panel

BAR = 5.0
"""The width of the bar in the player's colour before each entry."""
RECAP_TEXT = 10.5
"""The size of the entries' text (larger where that would not be legible)."""


class RecapItem(TableItem):
    """A panel of entries (colour, text): the newest at the bottom; the oldest give way when
    they do not all fit."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, rect.width(), rect.height()), parent)
        self.title = ""
        self.entries: list[tuple[QColor, str]] = []
        self.shown: list[tuple[QRectF, str]] = []
        """Where each entry drawn last went (item coordinates), with its text."""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, title: str, entries: list[tuple[QColor, str]]) -> None:
        if (title, entries) != (self.title, self.entries):
            self.title, self.entries = title, entries
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
        points = max(RECAP_TEXT, pal.legible_points(painter))
        metrics = QFontMetricsF(pal.font(points))
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        left, width = 10 + BAR + 6, self._rect.width() - 10 - BAR - 6 - 10
        bottom = self._rect.height() - 6
        placed: list[tuple[QRectF, QColor, str]] = []
        for colour, text in reversed(self.entries):  # from the newest up, while they fit
            height = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()
            top = bottom - height
            if top < TITLE + 4:
                break
            placed.insert(0, (QRectF(left, top, width, height), colour, text))
            bottom = top - 4
        if placed:  # the entries start under the title
            shift = placed[0][0].top() - TITLE - 4
            placed = [(rect.translated(0, -shift), colour, text) for rect, colour, text in placed]
        self.shown = [(rect, text) for rect, _, text in placed]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, colour, text in placed:
            painter.setPen(QPen(pal.INK, 0.8))
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(10, rect.top() + 1, BAR, rect.height() - 2), 2, 2)
            painter.setPen(pal.CHALK)
            pal.text(painter, rect, flags, text, points)
