"""The recap beside the other players' boards: what they did since the last turn of the player
at the table, one entry per turn in its player's colour (either game's table shows it, from
its log)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QStaticText
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.i18n import tr
from ui.table.items.base import TITLE, TableItem, paint_panel

if TYPE_CHECKING:
    from ui.log import LogPanel

BAR = 5.0
"""The width of the bar in the player's colour before each entry."""
RECAP_TEXT = 10.5
"""The size of the entries' text (larger where that would not be legible)."""


class RecapItem(TableItem):
    """A panel of entries (colour, text): the newest at the bottom; the oldest give way when
    they do not all fit.

    Each entry's text is laid out once (a ``QStaticText`` kept while the entry is shown): a
    new entry costs the layout of its own text only."""

    def __init__(self, rect: QRectF, text_points: float = RECAP_TEXT,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, rect.width(), rect.height()), parent)
        self.text_points = text_points
        """The size of the entries' text (larger where that would not be legible)."""
        self.title = ""
        self.entries: list[tuple[QColor, str]] = []
        self.shown: list[tuple[QRectF, str]] = []
        """Where each entry drawn last went (item coordinates), with its text."""
        self._laid_out: dict[tuple[str, float, float], QStaticText] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, title: str, entries: list[tuple[QColor, str]]) -> None:
        if (title, entries) != (self.title, self.entries):
            self.title, self.entries = title, entries
            self.setToolTip(title)  # (a title too long for the panel ends in "…")
            self.update()

    def tell(self, log: LogPanel | None, seat: int, yours: bool, name: str,
             colours: list[QColor]) -> None:  # fmt: skip
        """Show the others' turns since the last turn of ``seat`` (called ``name``; ``yours``:
        the player at the table), as ``log`` tells them, each in its player's colour."""
        if yours:
            title = tr("Since your last turn")
        else:
            title = tr("Since the last turn of {name}").format(name=name)
        turns = log.recap(seat) if log is not None else []
        self.set_state(title, [(colours[s], text) for s, text in turns if s < len(colours)])

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
        points = max(self.text_points, pal.legible_points(painter))
        left, width = 10 + BAR + 6, self._rect.width() - 10 - BAR - 6 - 10
        bottom = self._rect.height() - 6
        laid_out: dict[tuple[str, float, float], QStaticText] = {}
        placed: list[tuple[QRectF, QColor, QStaticText, str]] = []
        for colour, text in reversed(self.entries):  # from the newest up, while they fit
            key = (text, points, width)
            static = self._laid_out.get(key) or self._lay_out(text, points, width, painter)
            laid_out[key] = static
            height = static.size().height()
            top = bottom - height
            if top < TITLE + 4:
                break
            placed.insert(0, (QRectF(left, top, width, height), colour, static, text))
            bottom = top - 4
        self._laid_out = laid_out  # the texts no longer shown are let go
        if placed:  # the entries start under the title
            shift = placed[0][0].top() - TITLE - 4
            placed = [(rect.translated(0, -shift), colour, static, text)
                      for rect, colour, static, text in placed]  # fmt: skip
        self.shown = [(rect, text) for rect, _, _, text in placed]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(pal.font(points))
        for rect, colour, static, _ in placed:
            painter.setPen(QPen(pal.INK, 0.8))
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(10, rect.top() + 1, BAR, rect.height() - 2), 2, 2)
            painter.setPen(pal.CHALK)
            painter.drawStaticText(QPointF(rect.left(), rect.top()), static)

    @staticmethod
    def _lay_out(text: str, points: float, width: float, painter: QPainter) -> QStaticText:
        """``text`` wrapped to ``width`` in the table's font of ``points``, for ``painter``."""
        static = QStaticText(text)
        static.setTextFormat(Qt.TextFormat.PlainText)
        static.setTextWidth(width)
        static.prepare(painter.worldTransform(), pal.font(points))
        return static
