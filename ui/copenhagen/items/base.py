"""The base of Copenhagen's table items: a fixed rectangle, what a click there means, and the
translucent panel they sit on."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.copenhagen.layout import TITLE

Target = tuple[str, object]
"""What a click means: ("slot", 3), ("tile", kind), ("cell", (x, y)), ("hand", colour),
("bonus", move), ("turn", None), ("flip", None)."""
LEGAL_PEN = QPen(pal.LEGAL, 4)
SELECTED_PEN = QPen(pal.HIGHLIGHT, 5)


class Item(QGraphicsItem):
    """An item of the table: a fixed rectangle; :meth:`target_at` names a click's meaning."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        raise NotImplementedError

    def target_at(self, point: QPointF) -> Target | None:
        return None


def paint_panel(painter: QPainter, rect: QRectF, title: str, right: str = "") -> None:
    """The translucent panel with a title (and a note at the right of the title)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.PANEL_EDGE, 1))
    painter.setBrush(pal.PANEL)
    painter.drawRoundedRect(rect, 10, 10)
    painter.setPen(pal.CHALK)
    line = QRectF(rect.left() + 12, rect.top() + 2, rect.width() - 24, TITLE)
    pal.text(painter, line, Qt.AlignmentFlag.AlignVCenter, title, 14, True)
    if right:
        pal.text(painter, line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                 right, 13)  # fmt: skip


def frame(painter: QPainter, rect: QRectF, pen: QPen, radius: float = 6) -> None:
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
