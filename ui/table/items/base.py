"""The base of the table's items: a fixed rectangle, a click target, the frames of legal
choices and of the keyboard cursor; drawings cached as pixmaps; the translucent panels."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QPixmapCache,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.table.composer import Mark, Target

_MARK_PENS = {
    Mark.LEGAL: QPen(pal.LEGAL, 5),
    Mark.SELECTED: QPen(pal.HIGHLIGHT, 5),
    Mark.PAYMENT: QPen(pal.PAYMENT, 5),
}
_CURSOR_PEN = QPen(pal.CURSOR, 2.5, Qt.PenStyle.DashLine)

QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))
"""Item caches and pre-rendered drawings share the pixmap cache (KB): room for a whole table."""


_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
_IDENTITY = QTransform()


def paint_cached(painter: QPainter, key: Hashable, rect: QRectF,
                 draw: Callable[[QPainter], None],
                 store: dict[Hashable, QPixmap] | None = None) -> None:  # fmt: skip
    """Paint ``draw`` (a drawing inside ``rect``) through a pixmap rendered once per content
    ``key`` and device scale, kept in ``QPixmapCache`` (or in ``store``): the same card or
    shape drawn again, by any item, is a copy of pixels. Rotated or sheared painters draw
    directly."""
    t = painter.worldTransform()
    sx, sy = t.m11(), t.m22()
    if t.m12() or t.m21() or sx <= 0 or sy <= 0:
        draw(painter)
        return
    ratio = painter.device().devicePixelRatioF()
    if store is not None:
        full: Hashable = (key, round(sx, 4), round(sy, 4), ratio)
        pixmap = store.get(full)
    else:
        full = f"{key}@{sx:.4f},{sy:.4f},{ratio:g}"
        pixmap = QPixmap()
        if not QPixmapCache.find(full, pixmap) or pixmap.isNull():
            pixmap = None
    if pixmap is None:
        pixmap = QPixmap(math.ceil(rect.width() * sx * ratio) + 1,
                         math.ceil(rect.height() * sy * ratio) + 1)  # fmt: skip
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(painter.renderHints())
        inner.scale(sx, sy)
        inner.translate(-rect.left(), -rect.top())
        draw(inner)
        inner.end()
        if store is not None:
            store[full] = pixmap
        else:
            QPixmapCache.insert(str(full), pixmap)
    # drawn on whole pixels (as the items' own device caches are), the same for every item;
    # copied as they are: a smooth transform, even an identity one, takes the raster engine's
    # slow path (a dozen times the plain copy)
    x, y = round(t.dx() + sx * rect.left()), round(t.dy() + sy * rect.top())
    smooth = painter.testRenderHint(_SMOOTH)
    painter.setWorldTransform(_IDENTITY)
    if smooth:
        painter.setRenderHint(_SMOOTH, False)
    painter.drawPixmap(x, y, pixmap)
    if smooth:
        painter.setRenderHint(_SMOOTH)
    painter.setWorldTransform(t)


TITLE = 22.0
"""The height of a panel's title."""


def paint_wood(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The wooden board under the actions and the scoring track."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.WOOD_EDGE, 2))
    painter.setBrush(pal.WOOD)
    painter.drawRoundedRect(rect, radius, radius)


def paint_panel(painter: QPainter, rect: QRectF, title: str) -> None:
    """The translucent rounded panel behind the hand, the supply, the recap and the score
    table, rendered once per size and title (its panel is drawn again each time its content
    changes); the painter is left antialiased, with the title's pen."""
    offset = rect.topLeft()
    shape = rect.translated(-offset)
    painter.translate(offset)
    paint_cached(painter, f"panel:{shape.width()}x{shape.height()}:{title}",
                 shape.adjusted(-1, -1, 1, 1), lambda p: _paint_panel(p, shape, title))  # fmt: skip
    painter.translate(-offset)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pal.CHALK)


def _paint_panel(painter: QPainter, rect: QRectF, title: str) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.PANEL_EDGE, 1))
    painter.setBrush(pal.PANEL)
    painter.drawRoundedRect(rect, 10, 10)
    painter.setPen(pal.CHALK)
    line = QRectF(rect.left() + 10, rect.top() + 2, rect.width() - 20, TITLE)
    # a title with a player's name in it may not fit: it is drawn smaller, down to a fifth
    # smaller while legible, then ends in "…"
    points, smallest = pal.MAIN_TEXT, max(pal.MAIN_TEXT * 0.8, pal.legible_points(painter))
    while (points > smallest
           and QFontMetricsF(pal.font(points, True)).horizontalAdvance(title) > line.width()):
        points = max(smallest, points - 0.5)
    metrics = QFontMetricsF(pal.font(points, True))
    title = metrics.elidedText(title, Qt.TextElideMode.ElideRight, line.width())
    pal.text(painter, line, Qt.AlignmentFlag.AlignVCenter, title, points, True)


class TableItem(QGraphicsItem):
    """Base of the table's items: a fixed bounding rectangle, an optional click target."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = rect
        self.target: Target | None = None
        self.highlight = Mark.NONE
        self.at_cursor = False

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        raise NotImplementedError

    def set_marks(self, highlight: Mark, at_cursor: bool) -> None:
        if (highlight, at_cursor) != (self.highlight, self.at_cursor):
            self.highlight, self.at_cursor = highlight, at_cursor
            self.update()

    def paint_marks(self, painter: QPainter, rect: QRectF, round_: bool = False) -> None:
        """Frame of a legal choice, a selection or the keyboard cursor."""
        if not self.highlight and not self.at_cursor:
            return
        # the same frames are drawn on many items: pre-rendered once per size and kind
        size = f"{rect.width()}x{rect.height()}"
        key = f"marks:{int(self.highlight)}:{self.at_cursor}:{size}:{round_}"
        offset = rect.topLeft()
        shape = rect.translated(-offset)
        painter.translate(offset)
        paint_cached(painter, key, shape.adjusted(-8, -8, 8, 8),
                     lambda p: self._paint_marks(p, shape, round_))  # fmt: skip
        painter.translate(-offset)

    def _paint_marks(self, painter: QPainter, rect: QRectF, round_: bool) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlight in _MARK_PENS:
            painter.setPen(_MARK_PENS[self.highlight])
            if round_:
                painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))
            else:
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        if self.at_cursor:
            painter.setPen(_CURSOR_PEN)
            if round_:
                painter.drawEllipse(rect.adjusted(-5, -5, 5, 5))
            else:
                painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 8, 8)
