"""The action board: 3 rows of 5 actions, covered or not, with the seats that used them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.components import (
    ACTION_COLUMNS,
    Action,
)
from ui import palette as pal
from ui.i18n import action_name, action_short, tr
from ui.table.composer import Region, Target
from ui.table.items.base import TableItem


class ActionItem(TableItem):
    """One action of the action board: its symbol, whether it is covered, who used it."""

    W, H = 104.0, 66.0

    def __init__(self, action: Action, covered: bool, used_by: list[tuple[QColor, int]],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, self.W - 6, self.H - 6), parent)
        self.action = action
        self.covered = covered
        self.used_by = used_by
        self.target = Target(Region.ACTION, int(action))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(action_name(action))

    def set_state(self, covered: bool, used_by: list[tuple[QColor, int]]) -> None:
        """``used_by``: (colour, seat) of the players who used the action."""
        if (covered, used_by) != (self.covered, self.used_by):
            self.covered, self.used_by = covered, used_by
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(pal.WOOD_EDGE, 1.2))
        painter.setBrush(pal.ACTION_FACE)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(pal.INK)
        painter.setFont(pal.font(13, True))
        painter.drawText(rect.adjusted(0, 2, 0, -24), Qt.AlignmentFlag.AlignCenter,
                         action_short(self.action))  # fmt: skip
        if pal.legible(painter, 6.3):  # else the tooltip names it
            painter.setFont(pal.font(6.3))
            painter.drawText(rect.adjusted(3, 0, -3, -2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                             | Qt.TextFlag.TextWordWrap, action_name(self.action))  # fmt: skip
        for i, (colour, seat) in enumerate(self.used_by):
            pal.paint_coat(painter, QRectF(rect.left() + 3 + i * 14, rect.top() + 3, 12, 14),
                           colour, str(seat + 1))  # fmt: skip
        if self.covered:
            painter.setPen(QPen(pal.COVERED_EDGE, 1))
            painter.setBrush(QBrush(pal.COVERED))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setBrush(QBrush(pal.COVERED_HATCH, Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 6, 6)
        self.paint_marks(painter, rect)


class ActionBoardItem(TableItem):
    """The action board: 3 rows of 5 actions (children), with a title."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, 5 * ActionItem.W + 6, 3 * ActionItem.H + 34), parent)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.WOOD_EDGE, 2))
        painter.setBrush(pal.WOOD)
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(pal.INK)
        painter.setFont(pal.font(10, True))
        painter.drawText(QRectF(10, 4, 400, 24), Qt.AlignmentFlag.AlignVCenter, tr("Actions"))

    @staticmethod
    def cell(action: int) -> QPointF:
        row, col = divmod(action, ACTION_COLUMNS)
        return QPointF(6 + col * ActionItem.W, 30 + row * ActionItem.H)
