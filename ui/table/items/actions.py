"""The action board: 3 rows of 5 actions, covered or not, with the seats that used them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
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
from ui.table.items.base import TableItem, paint_wood


class ActionItem(TableItem):
    """One action of the action board: its symbol, its name when legible and when it fits,
    whether it is covered, who used it."""

    def __init__(self, action: Action, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        self.action = action
        self.covered = False
        self.used_by: list[tuple[QColor, int]] = []
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
        room = rect.adjusted(0, 0, -COATS if self.used_by else 0, 0)  # the coats on the right
        name, below = action_name(self.action), room.adjusted(3, SYMBOL, -3, -2)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        named = pal.text(painter, below, flags, name, pal.DETAIL_TEXT, detail=True)
        symbol = QRectF(room.left(), room.top() + 2, room.width(), SYMBOL) if named else room
        pal.text(painter, symbol, Qt.AlignmentFlag.AlignCenter, action_short(self.action), 16,
                 True)  # fmt: skip
        for i, (colour, seat) in enumerate(self.used_by):
            pal.paint_coat(painter, QRectF(rect.right() - COATS + 1, rect.top() + 2 + i * 16.5,
                                           COATS - 3, 15.5), colour, str(seat + 1))  # fmt: skip
        if self.covered:
            painter.setPen(QPen(pal.COVERED_EDGE, 1))
            painter.setBrush(QBrush(pal.COVERED))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setBrush(QBrush(pal.COVERED_HATCH, Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 6, 6)
        self.paint_marks(painter, rect)


SYMBOL = 28.0
"""The height of an action's symbol above its name."""
COATS = 15.0
"""The width of the column of coats of arms of the players who used an action."""
TITLE = 26.0


class ActionBoardItem(TableItem):
    """The action board: 3 rows of 5 actions (children), with a title."""

    def __init__(self, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        self.cell = QSizeF((size.width() - 6) / ACTION_COLUMNS,
                           (size.height() - TITLE - 4) / 3)  # fmt: skip
        self.items = {int(action): ActionItem(action, self.cell - QSizeF(6, 6), self)
                      for action in Action}  # fmt: skip
        for action, item in self.items.items():
            row, col = divmod(action, ACTION_COLUMNS)
            item.setPos(6 + col * self.cell.width(), TITLE + row * self.cell.height())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_wood(painter, self._rect, 10)
        painter.setPen(pal.INK)
        pal.text(painter, QRectF(10, 2, self._rect.width() - 20, TITLE),
                 Qt.AlignmentFlag.AlignVCenter, tr("Actions"), bold=True)  # fmt: skip
