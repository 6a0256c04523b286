"""The action board: 3 rows of 5 actions, covered or not, with the seats that used them."""

from __future__ import annotations

from itertools import product

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki.components import (
    ACTION_COLUMNS,
    Action,
)
from ui import palette as pal
from ui.i18n import action_caption, action_name, action_short, tr
from ui.table.composer import Region, Target
from ui.table.items.base import TableItem, paint_wood


class ActionItem(TableItem):
    """One action of the action board: its symbol, its name (or else its caption) when legible
    and when it fits, whether it is covered, who used it."""

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

    def coat_place(self, index: int) -> QPointF:
        """The top left corner of the coat of arms of the ``index``-th player who used the
        action (in a row right of the symbol)."""
        rect = self._rect
        count = len(self.used_by)
        step = min(COAT_W + 1, (rect.width() - 36) / max(1, count))
        return QPointF(rect.right() - count * step - 1 + index * step, rect.top() + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(pal.WOOD_EDGE, 1.2))
        painter.setBrush(pal.ACTION_FACE)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(pal.INK)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        symbol, symbol_points = rect, SYMBOL[0][1]  # the symbol alone when no words fit
        for (height, points), words in product(
            SYMBOL, (action_name(self.action), action_caption(self.action))
        ):
            below = rect.adjusted(2, height, -2, -1)
            if pal.text(painter, below, flags, words, pal.DETAIL_TEXT, detail=True):
                symbol = QRectF(rect.left(), rect.top() + 1, rect.width(), height)
                symbol_points = points
                break
        # the coats of arms of the players who used the action, in a row right of the symbol
        count = len(self.used_by)
        coats = rect.right() - 1 - self.coat_place(0).x()
        room = symbol.adjusted(0, 0, -coats - 2, 0) if count else symbol
        short = action_short(self.action)
        if QFontMetricsF(pal.font(symbol_points, True)).horizontalAdvance(short) > room.width():
            symbol_points = SYMBOL[-1][1]
        pal.text(painter, room, Qt.AlignmentFlag.AlignCenter, short, symbol_points, True)
        for i, (colour, seat) in enumerate(self.used_by):
            pal.paint_coat(painter, QRectF(self.coat_place(i), QSizeF(COAT_W, min(
                COAT_H, symbol.height() - 2))), colour, str(seat + 1))  # fmt: skip
        if self.covered:
            painter.setPen(QPen(pal.COVERED_EDGE, 1))
            painter.setBrush(QBrush(pal.COVERED))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setBrush(QBrush(pal.COVERED_HATCH, Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 6, 6)
        self.paint_marks(painter, rect)


SYMBOL = ((28.0, 16.0), (18.0, 12.0))
"""The height of an action's symbol above its name, and its text size: roomy, and tight for a
long name (three lines of words fit under it at 1024 x 640)."""
COAT_W, COAT_H = 11.0, 15.5
"""A coat of arms of a player who used an action (in the symbol's row, on the right)."""
PADDING = 6.0


class ActionBoardItem(TableItem):
    """The action board: 3 rows of 5 actions (children); the actions use all of its height for
    their words, the tooltip names the board."""

    def __init__(self, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        self.cell = QSizeF((size.width() - 6) / ACTION_COLUMNS,
                           (size.height() - PADDING - 4) / 3)  # fmt: skip
        self.items = {int(action): ActionItem(action, self.cell - QSizeF(6, 6), self)
                      for action in Action}  # fmt: skip
        for action, item in self.items.items():
            row, col = divmod(action, ACTION_COLUMNS)
            item.setPos(6 + col * self.cell.width(), PADDING + row * self.cell.height())
        self.setToolTip(tr("Actions"))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_wood(painter, self._rect, 10)


class CoatItem(TableItem):
    """A coat of arms on its way: from a board to its player's meadow, or from the meadow to
    the action it pays for."""

    def __init__(self, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, COAT_W, COAT_H), parent)
        self.colour = colour
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal.paint_coat(painter, self._rect, self.colour)
